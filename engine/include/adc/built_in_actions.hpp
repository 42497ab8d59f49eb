#pragma once
// The engine's own actions (rules.hpp lists them: resolve, set, next, goto, the timers,
// seal...) described as a rule module's actions are (action_description.hpp): a title,
// the arguments with what each means. So a refusal reads "'Go to a step' needs the step"
// rather than "'goto' needs step", and `adc actions` lists them beside a game's own.
// Their rules are the game's: a step's, a procedure's, a value's; the descriptions cite
// none of their own.

#include "adc/action_description.hpp"

#include <map>
#include <string>
#include <string_view>

namespace adc {

struct GameData;

// Every built-in action type with its description, by type.
const std::map<std::string, ActionDescription>& builtInActionDescriptions();

// The description of an action type in a game: the built-in's, else the game's rule
// module's; nullptr when neither describes it.
const ActionDescription* findActionDescription(const GameData& data, std::string_view type);

}  // namespace adc
