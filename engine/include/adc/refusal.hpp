#pragma once
// Before the dice: whether a procedure's refusal ([[procedure.refuse]], procedure.hpp)
// already holds on the inputs typed so far. The Resolve panel says it and disables Roll,
// so nobody rolls for what the rulebook forbids; resolve() checks every refusal again
// with all the inputs, and applyAction refuses with the same words.

#include "adc/game_state.hpp"

#include <map>
#include <optional>
#include <string>

namespace adc {

// The refusal's words ("<procedure> refused: <text> (<rule>)"), or none. A refusal that
// reads what is not known yet (a die, a table's field) waits for the resolution.
std::optional<std::string> refusalBeforeRoll(const GameData& data, const Procedure& procedure,
                                             const std::map<std::string, Value>& typedInputs, const std::string& side,
                                             const GameState& state);

}  // namespace adc
