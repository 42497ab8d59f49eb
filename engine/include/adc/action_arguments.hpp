#pragma once
// Reading a rule module's action arguments: each reader says what was expected when the
// players typed something else ("die: 11 is out of range; expected 1 to 10"), and
// onlyArguments refuses a name the action does not take, so a typo is never silently
// ignored. Shared by every game's module (engine/games/<id>/).

#include "adc/action.hpp"
#include "adc/expected.hpp"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

struct GameData;

// The game whose rule module is handling an action, set by applyAction while the module's
// handler runs, so that the readers below name the action by its title ('Vote a law'), an
// argument by its meaning and allowed words by their names, never by their ids.
class ActionWordsScope {
 public:
  explicit ActionWordsScope(const GameData& data);
  ~ActionWordsScope();
  ActionWordsScope(const ActionWordsScope&) = delete;
  ActionWordsScope& operator=(const ActionWordsScope&) = delete;

 private:
  const GameData* m_previous;
};

// The game of the current ActionWordsScope, for say()/sayf() where no GameData is at hand;
// outside any scope an empty game, whose sentences read in English.
const GameData& wordsGame();

// The action as the players know it: its title, quoted ('Vote a law', 'Go to a step': a
// built-in action's from built_in_actions.hpp); an action nobody describes by its type.
std::string actionTitle(const Action& action);
// An argument by its meaning in the action's description ("the die rolled"), else its
// name in words ("gold by").
std::string argumentMeaning(const Action& action, std::string_view name);
// A word of the game by its name (a side, an item, a [words] entry), else in words.
std::string wordText(std::string_view word);
// "A, B or C": words by their names.
std::string wordNames(const std::vector<std::string>& words, std::string_view last = " or ");

ActionError refuse(ActionError::Code code, std::string message, std::string argument = {});

// Refuses arguments the action does not take, naming those it does take.
std::optional<ActionError> onlyArguments(const Action& action, std::initializer_list<std::string_view> allowed);

// A whole number within [low, high] (typed as a number, a single die or text); nullopt
// when absent and not required.
Expected<std::optional<std::int64_t>, ActionError> numberArgument(const Action& action, std::string_view name,
                                                                   std::int64_t low, std::int64_t high, bool required);
// A yes/no argument; false when absent.
Expected<bool, ActionError> flagArgument(const Action& action, std::string_view name);
// Any text; empty when absent and not required.
Expected<std::string, ActionError> textArgument(const Action& action, std::string_view name, bool required);
// One word of `allowed` (any word when `allowed` is empty); empty when absent and not required.
Expected<std::string, ActionError> wordArgument(const Action& action, std::string_view name,
                                               const std::vector<std::string>& allowed, bool required = true);

}  // namespace adc
