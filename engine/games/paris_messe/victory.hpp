#pragma once
// Victory (14.1, 14.2): the losses of each side kept live, the immediate victories
// checked after every loss, and the count after the tenth turn.

#include "common.hpp"

namespace adc::paris {

// Recounts units_lost, cavalry_points_lost and reiters_plundering from the units'
// levels and, if an immediate victory has just been reached, sets `winner` and returns
// the line that says so.
std::optional<std::string> recount(const GameData& data, StateChanges& books);

VictoryReport victory(const GameData& data, const GameState& state);

}  // namespace adc::paris
