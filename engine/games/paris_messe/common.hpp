#pragma once
// What every Paris vaut bien une Messe! action shares: refusals naming their argument,
// argument readers that say what was expected, the two sides, staging changes that
// cannot fail, and the sequence's cursor. Internal to the module (engine/games/paris_messe).

#include "adc/action_arguments.hpp"
#include "adc/rule_module.hpp"

#include <initializer_list>
#include <string>
#include <string_view>

namespace adc::paris {

using Result = Expected<Applied, ActionError>;

// A word argument; nullopt when absent and not required.
Expected<std::optional<std::string>, ActionError> wordArgument(const Action& action, std::string_view name,
                                                                bool required);

// The acting side: protestant or catholic.
Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action);
std::string opponent(std::string_view side);
// "Huguenots", "League": the army the scenario gives the side (side_label), else its name.
std::string armyName(const StateChanges& books, std::string_view side);

// Stages a change the module has checked; a failure is a bug reported as such.
void stage(StateChanges& changes, std::string_view key, Value value);
void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta);

// Moves the sequence's cursor to a step ("activation.preempt"), so the prompt the players
// see is the one for what they must do next.
void showStep(const GameData& data, GameState& state, std::string_view stepId);

// Commits the staged changes (recounting the losses and the immediate victory first) and
// builds the journal line.
Result commitAction(const GameData& data, GameState& state, const Action& action, StateChanges& changes,
                    std::string rule, std::string summary, std::optional<Resolution> resolution = std::nullopt,
                    std::string_view showStepId = {});

}  // namespace adc::paris
