#include "common.hpp"

#include "activation.hpp"
#include "victory.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::paris {

ActionError refuse(ActionError::Code code, std::string message, std::string argument) {
  return ActionError{code, std::move(message), std::move(argument), std::nullopt};
}

std::optional<ActionError> onlyArguments(const Action& action, std::initializer_list<std::string_view> allowed) {
  for (const auto& [name, value] : action.args) {
    if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
    std::string list;
    for (auto item : allowed) list += (list.empty() ? "" : ", ") + std::string(item);
    return refuse(ActionError::Code::UnknownName,
                  action.type + " takes no argument '" + name + "'" + (list.empty() ? "" : "; it takes " + list),
                  name);
  }
  return std::nullopt;
}

Expected<std::optional<std::int64_t>, ActionError> numberArgument(const Action& action, std::string_view name,
                                                                   std::int64_t low, std::int64_t high, bool required) {
  const Value* value = action.arg(name);
  std::string range = std::to_string(low) + " to " + std::to_string(high);
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
                             std::string(name) + ": '" + toDisplayString(*value) + "' is not a whole number; expected " +
                                 range,
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
                           std::string(name) + ": '" + toDisplayString(*value) + "' is not yes or no",
                           std::string(name)));
}

Expected<std::optional<std::string>, ActionError> wordArgument(const Action& action, std::string_view name,
                                                                bool required) {
  const Value* value = action.arg(name);
  if (!value) {
    if (!required) return std::optional<std::string>{};
    return unexpected(
        refuse(ActionError::Code::MissingArgument, action.type + " needs " + std::string(name) + "=...", std::string(name)));
  }
  return std::optional<std::string>{toDisplayString(*value)};
}

Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action) {
  if (action.side.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             action.type + " needs the acting side (protestant or catholic)", "side"));
  }
  if (!data.findSide(action.side)) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             "no side named '" + action.side + "'; the sides are protestant and catholic", "side"));
  }
  return action.side;
}

std::string opponent(std::string_view side) { return side == "protestant" ? "catholic" : "protestant"; }

std::string armyName(const StateChanges& books, std::string_view side) {
  auto label = books.text("side_label." + std::string(side));
  if (!label.empty()) return label;
  return side == "protestant" ? "Protestant side" : "Catholic side";
}

void stage(StateChanges& changes, std::string_view key, Value value) {
  if (auto problem = changes.set(key, std::move(value))) {
    throw std::logic_error("paris-messe staged an impossible change: " + problem->message);
  }
}

void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta) {
  if (auto problem = changes.add(key, delta)) {
    throw std::logic_error("paris-messe staged an impossible change: " + problem->message);
  }
}

void showStep(const GameData& data, GameState& state, std::string_view stepId) {
  if (auto index = data.sequence.findStep(std::string(stepId))) state.step = *index;
}

Result commitAction(const GameData& data, GameState& state, const Action& action, StateChanges& changes,
                    std::string rule, std::string summary, std::optional<Resolution> resolution,
                    std::string_view showStepId) {
  // 14.1, 14.2: the tallies and the immediate victory follow every loss at once.
  if (auto ending = recount(data, changes)) summary += "; " + *ending;
  if (auto gone = retireEmptyWings(data, changes); !gone.empty()) summary += "; " + gone;
  bool over = changes.text("winner") != "none";
  changes.commit(state);
  if (!showStepId.empty()) showStep(data, state, showStepId);
  if (over) state.gameOver = true;
  return Applied{std::move(rule), std::move(summary), std::move(resolution), action};
}

}  // namespace adc::paris
