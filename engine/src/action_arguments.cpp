#include "adc/action_arguments.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"
#include "adc/rule_module.hpp"
#include "adc/text_checks.hpp"
#include "adc/value.hpp"

#include <algorithm>

namespace adc {

namespace {

thread_local const GameData* t_game = nullptr;

// A built-in action's description needs no game (built_in_actions.hpp); a module's does.
const ActionDescription* describedAs(const Action& action) {
  if (t_game) return findActionDescription(*t_game, action.type);
  const auto& builtIn = builtInActionDescriptions();
  if (auto found = builtIn.find(action.type); found != builtIn.end()) return &found->second;
  if (!t_game) return nullptr;
  const RuleModule* module = findRuleModule(t_game->id);
  if (!module) return nullptr;
  auto found = module->descriptions.find(action.type);
  return found == module->descriptions.end() ? nullptr : &found->second;
}

}  // namespace

ActionWordsScope::ActionWordsScope(const GameData& data) : m_previous(t_game) { t_game = &data; }
ActionWordsScope::~ActionWordsScope() { t_game = m_previous; }

const GameData& wordsGame() {
  static const GameData english{};
  return t_game ? *t_game : english;
}

std::string actionTitle(const Action& action) {
  // Quoted as the language quotes a title: 'Go to a step', « Aller à une étape ».
  if (const auto* description = describedAs(action)) return sayf(wordsGame(), "'{}'", description->title);
  return quoteInput(action.type);
}

std::string argumentMeaning(const Action& action, std::string_view name) {
  if (const auto* description = describedAs(action)) {
    if (const auto* argument = description->findArgument(name); argument && !argument->meaning.empty()) {
      return argument->meaning;
    }
  }
  return humanizeId(name);
}

std::string wordText(std::string_view word) { return t_game ? wordName(*t_game, word) : humanizeId(word); }

std::string wordNames(const std::vector<std::string>& words, std::string_view last) {
  // The joining word in the players' language: " or " → " ou ".
  std::string joining(last);
  if (last == " or ") joining = " " + std::string(say(wordsGame(), "or")) + " ";
  else if (last == " and ") joining = " " + std::string(say(wordsGame(), "and")) + " ";
  std::string list;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) list += i + 1 == words.size() ? joining : std::string(", ");
    list += wordText(words[i]);
  }
  return list;
}

ActionError refuse(ActionError::Code code, std::string message, std::string argument) {
  return ActionError{code, std::move(message), std::move(argument), std::nullopt};
}

std::optional<ActionError> onlyArguments(const Action& action, std::initializer_list<std::string_view> allowed) {
  for (const auto& [name, value] : action.args) {
    if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
    std::string list;
    for (auto each : allowed) list += (list.empty() ? "" : say(wordsGame(), "; ")) + argumentMeaning(action, each);
    return refuse(ActionError::Code::UnknownName,
                  list.empty() ? sayf(wordsGame(), "{} has nothing called {} to fill in", actionTitle(action), quoteInput(name))
                               : sayf(wordsGame(), "{} has nothing called {}; it asks for {}", actionTitle(action),
                                      quoteInput(name), list),
                  name);
  }
  return std::nullopt;
}

Expected<std::optional<std::int64_t>, ActionError> numberArgument(const Action& action, std::string_view name,
                                                                   std::int64_t low, std::int64_t high, bool required) {
  const Value* value = action.arg(name);
  const std::string range = sayf(wordsGame(), "{} to {}", low, high);
  if (!value) {
    if (!required) return std::optional<std::int64_t>{};
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(wordsGame(), "{} needs {} ({})", actionTitle(action), argumentMeaning(action, name), range),
                             std::string(name)));
  }
  std::optional<std::int64_t> number;
  if (auto whole = std::get_if<std::int64_t>(value)) number = *whole;
  if (auto faces = std::get_if<DiceFaces>(value); faces && faces->size() == 1) number = faces->front();
  if (auto text = std::get_if<std::string>(value)) {
    if (auto parsed = parseValue(*text, ValueKind::Integer)) number = std::get<std::int64_t>(*parsed);
  }
  if (const int beyond = beyondWholeNumbers(*value); !number && beyond != 0) {
    // A number too large to hold is out of this argument's range as much as 51 is.
    const auto& text = std::get<std::string>(*value);
    return unexpected(refuse(ActionError::Code::OutOfRange,
                             beyond > 0 ? sayf(wordsGame(), "{}: {} is too large; expected {}", argumentMeaning(action, name), quoteInput(text), range)
                                        : sayf(wordsGame(), "{}: {} is too small; expected {}", argumentMeaning(action, name), quoteInput(text), range),
                             std::string(name)));
  }
  if (!number) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(wordsGame(), "{}: {} ({})", argumentMeaning(action, name), kindMismatch(ValueKind::Integer, *value),
                                  range),
                             std::string(name)));
  }
  if (*number < low || *number > high) {
    return unexpected(refuse(ActionError::Code::OutOfRange,
                             sayf(wordsGame(), "{}: {} is out of range; expected {}", argumentMeaning(action, name), *number, range),
                             std::string(name)));
  }
  return number;
}

Expected<bool, ActionError> flagArgument(const Action& action, std::string_view name) {
  const Value* value = action.arg(name);
  if (!value) return false;
  if (auto flag = std::get_if<bool>(value)) return *flag;
  if (auto parsed = parseValue(toDisplayString(*value), ValueKind::Flag)) return std::get<bool>(*parsed);
  return unexpected(refuse(ActionError::Code::BadArgument,
                           sayf(wordsGame(), "{}: {}", argumentMeaning(action, name), kindMismatch(ValueKind::Flag, *value)),
                           std::string(name)));
}

Expected<std::string, ActionError> textArgument(const Action& action, std::string_view name, bool required) {
  const Value* value = action.arg(name);
  if (!value) {
    if (!required) return std::string();
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(wordsGame(), "{} needs {}", actionTitle(action), argumentMeaning(action, name)),
                             std::string(name)));
  }
  return toDisplayString(*value);
}

Expected<std::string, ActionError> wordArgument(const Action& action, std::string_view name,
                                               const std::vector<std::string>& allowed, bool required) {
  const Value* value = action.arg(name);
  if (!value) {
    if (!required) return std::string();
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             allowed.empty()
                                 ? sayf(wordsGame(), "{} needs {}", actionTitle(action), argumentMeaning(action, name))
                                 : sayf(wordsGame(), "{} needs {}: {}", actionTitle(action), argumentMeaning(action, name),
                                        wordNames(allowed)),
                             std::string(name)));
  }
  auto word = toDisplayString(*value);
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), word) == allowed.end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(wordsGame(), "{}: {} is not one of {}", argumentMeaning(action, name),
                                  quoteInput(wordText(word)), wordNames(allowed)),
                             std::string(name)));
  }
  return word;
}

}  // namespace adc
