#include "common.hpp"

#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include "activation.hpp"
#include "victory.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::paris {
Expected<std::optional<std::string>, ActionError> wordArgument(const Action& action, std::string_view name,
                                                                bool required) {
  const Value* value = action.arg(name);
  if (!value) {
    if (!required) return std::optional<std::string>{};
    return unexpected(
        refuse(ActionError::Code::MissingArgument, sayf(wordsGame(), "{} needs {}", actionTitle(action), argumentMeaning(action, name)),
               std::string(name)));
  }
  return std::optional<std::string>{toDisplayString(*value)};
}

Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action) {
  if (action.side.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "{} needs the side that acts: {}", actionTitle(action), wordNames({"protestant", "catholic"})),
                             "side"));
  }
  if (!data.findSide(action.side)) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(data, "no side named {}; the sides are {}", quoteInput(action.side),
                                  wordNames({"protestant", "catholic"}, " and ")),
                             "side"));
  }
  return action.side;
}

std::string opponent(std::string_view side) { return side == "protestant" ? "catholic" : "protestant"; }

std::string armyName(const StateChanges& books, std::string_view side) {
  auto label = books.text("side_label." + std::string(side));
  if (!label.empty()) return label;
  return side == "protestant" ? say(books.data(), "Protestant side") : say(books.data(), "Catholic side");
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
  if (auto ending = recount(data, changes)) summary += sayf(data, "; {}", *ending);
  if (auto gone = retireEmptyWings(data, changes); !gone.empty()) summary += sayf(data, "; {}", gone);
  bool over = changes.text("winner") != "none";
  changes.commit(state);
  if (!showStepId.empty()) showStep(data, state, showStepId);
  if (over) state.gameOver = true;
  return Applied{std::move(rule), std::move(summary), std::move(resolution), action};
}

}  // namespace adc::paris
