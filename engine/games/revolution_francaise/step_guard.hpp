#pragma once
// Actions the rules tie to one step of the sequence (a roll "at the very start of the
// Military Phase", 15.1; an event's result during the Random Events, 6.2) refuse to be
// entered at another step, naming the step they belong to and the one the game is at.

#include "common.hpp"

#include <string_view>

namespace adc::revolution {

// Nothing when the sequence stands at `stepId` ("military.army_return"); else a refusal
// saying that `what` belongs to that step (its name and rule).
Check requireStep(const GameData& data, const GameState& state, std::string_view stepId, std::string_view what);

}  // namespace adc::revolution
