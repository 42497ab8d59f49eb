#include "adc/action_arguments.hpp"

#include "adc/text_checks.hpp"
#include "adc/value.hpp"

#include <algorithm>

namespace adc {

namespace {

template <typename Words>
std::string joined(const Words& words) {
  std::string list;
  for (const auto& word : words) list += (list.empty() ? "" : ", ") + std::string(word);
  return list;
}

}  // namespace

ActionError refuse(ActionError::Code code, std::string message, std::string argument) {
  return ActionError{code, std::move(message), std::move(argument), std::nullopt};
}

std::optional<ActionError> onlyArguments(const Action& action, std::initializer_list<std::string_view> allowed) {
  for (const auto& [name, value] : action.args) {
    if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
    const std::string list = joined(allowed);
    return refuse(ActionError::Code::UnknownName,
                  action.type + " takes no argument " + quoteInput(name) + (list.empty() ? "" : "; it takes " + list), name);
  }
  return std::nullopt;
}

Expected<std::optional<std::int64_t>, ActionError> numberArgument(const Action& action, std::string_view name,
                                                                   std::int64_t low, std::int64_t high, bool required) {
  const Value* value = action.arg(name);
  const std::string range = std::to_string(low) + " to " + std::to_string(high);
  if (!value) {
    if (!required) return std::optional<std::int64_t>{};
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             action.type + " needs " + std::string(name) + "=<" + range + ">", std::string(name)));
  }
  std::optional<std::int64_t> number;
  if (auto whole = std::get_if<std::int64_t>(value)) number = *whole;
  if (auto faces = std::get_if<DiceFaces>(value); faces && faces->size() == 1) number = faces->front();
  if (auto text = std::get_if<std::string>(value)) {
    if (auto parsed = parseValue(*text, ValueKind::Integer)) number = std::get<std::int64_t>(*parsed);
  }
  if (!number) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             std::string(name) + ": " + kindMismatch(ValueKind::Integer, *value) + " (" + range + ")",
                             std::string(name)));
  }
  if (*number < low || *number > high) {
    return unexpected(refuse(ActionError::Code::OutOfRange,
                             std::string(name) + ": " + std::to_string(*number) + " is out of range; expected " + range,
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
                           std::string(name) + ": " + kindMismatch(ValueKind::Flag, *value), std::string(name)));
}

Expected<std::string, ActionError> textArgument(const Action& action, std::string_view name, bool required) {
  const Value* value = action.arg(name);
  if (!value) {
    if (!required) return std::string();
    return unexpected(refuse(ActionError::Code::MissingArgument, action.type + " needs " + std::string(name) + "=...",
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
                             action.type + " needs " + std::string(name) + "=<" +
                                 (allowed.empty() ? std::string("a word") : "one of " + joined(allowed)) + ">",
                             std::string(name)));
  }
  auto word = toDisplayString(*value);
  if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), word) == allowed.end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             std::string(name) + ": " + quoteInput(word) + " is not one of " + joined(allowed), std::string(name)));
  }
  return word;
}

}  // namespace adc
