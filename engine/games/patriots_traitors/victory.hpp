#pragma once
// Ending the game (13): the final score after round 21, or the result of a sudden end.

#include "adc/rule_module.hpp"

namespace adc::patriots {

VictoryReport victory(const GameData& data, const GameState& state);

}  // namespace adc::patriots
