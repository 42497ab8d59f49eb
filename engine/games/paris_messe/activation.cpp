#include "activation.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/rules.hpp"

#include <algorithm>

namespace adc::paris {

int orderRank(std::string_view order) {
  if (order == "attack") return 3;
  if (order == "march") return 2;
  if (order == "rally") return 1;
  return 0;
}

std::string orderName(const GameData& data, std::string_view order) {
  // The orders' names are the data's words (6.1): "Attack!", "March", "Rally".
  if (orderRank(order) > 0) return wordName(data, order);
  return say(data, "no order");
}

std::vector<WingInfo> scenarioWings(const GameData& data, const StateChanges& books, std::string_view side) {
  auto scenario = books.text("scenario_id");
  auto wings = allWings(data);
  std::erase_if(wings, [&](const WingInfo& wing) {
    return wing.scenario != scenario || (!side.empty() && wing.side != side) ||
           books.text("wing_state." + wing.id) == "absent";
  });
  return wings;
}

bool canActivate(const StateChanges& books, const WingInfo& wing) {
  return books.text("wing_state." + wing.id) == "ready" && books.text("commander." + wing.id) != "none" &&
         orderRank(books.text("order." + wing.id)) > 0;
}

std::vector<WingInfo> eligibleWings(const GameData& data, const StateChanges& books, std::string_view side) {
  int tier = 0;
  for (const auto& wing : scenarioWings(data, books)) {
    if (canActivate(books, wing)) tier = std::max(tier, orderRank(books.text("order." + wing.id)));
  }
  auto wings = scenarioWings(data, books, side);
  std::erase_if(wings, [&](const WingInfo& wing) {
    return !canActivate(books, wing) || orderRank(books.text("order." + wing.id)) != tier;
  });
  return wings;
}

bool onlyCavalry(const GameData& data, const StateChanges& books, std::string_view wing) {
  bool any = false;
  for (const auto& unit : unitsOfWing(data, wing)) {
    if (!onBoard(books.text("level." + unit.id))) continue;
    if (!isCavalry(unit.type)) return false;
    any = true;
  }
  return any;
}

std::string stepNow(const GameData& data, const GameState& state) {
  const auto* step = currentStep(data, state);
  return step ? step->id : std::string();
}

std::string loseCommander(const GameData& data, StateChanges& books, std::string_view wing) {
  auto info = findWing(data, wing, "wing");
  std::string name = info ? info->commander : std::string(wing);
  if (books.text("commander." + std::string(wing)) == "adjutant") name = sayf(data, "the adjutant of {}", name);
  bool hasUnits = false;
  for (const auto& unit : unitsOfWing(data, wing)) hasUnits = hasUnits || onBoard(books.text("level." + unit.id));
  std::string key(wing);
  if (!hasUnits) {
    stage(books, "commander." + key, Value{std::string("none")});
    stage(books, "wing_state." + key, Value{std::string("eliminated")});
    return sayf(data, "{} is lost, and no unit of his wing is left: the wing is out of the game (5.2.2)", name);
  }
  stage(books, "commander." + key, Value{std::string("adjutant")});
  std::string line = sayf(data, "{} is lost: place an adjutant with any unit of the wing, under the same order (5.2.2)", name);
  if (books.text("wing_state." + key) == "ready") {
    stage(books, "wing_state." + key, Value{std::string("blocked")});
    line += say(data, "; the wing had not been activated, so it cannot be this turn (5.2.2)");
  }
  return line;
}

std::string retireEmptyWings(const GameData& data, StateChanges& books) {
  std::string line;
  for (const auto& wing : scenarioWings(data, books)) {
    auto now = books.text("wing_state." + wing.id);
    if (now == "eliminated" || now == "active" || books.text("active_wing") == wing.id) continue;
    bool hasUnits = false;
    for (const auto& unit : unitsOfWing(data, wing.id)) hasUnits = hasUnits || onBoard(books.text("level." + unit.id));
    if (hasUnits) continue;
    stage(books, "wing_state." + wing.id, Value{std::string("eliminated")});
    stage(books, "commander." + wing.id, Value{std::string("none")});
    if (books.text("waiting_wing") == wing.id) stage(books, "waiting_wing", Value{std::string("none")});
    line += (line.empty() ? "" : say(data, "; ")) + sayf(data, "{}'s wing has no unit left: it is out of the game (5.2.2)", wing.commander);
  }
  return line;
}

std::string nextActivation(const GameData& data, StateChanges& books, std::string& summary) {
  // [AMB-39]: the "Attack" markers are spent with this activation's melee phase and the
  // "Interception" markers with the enemy activation they answered.
  for (const auto& unit : allUnits(data)) {
    if (books.text("level." + unit.id) == "absent") continue;
    stage(books, "attack_marker." + unit.id, Value{false});
    stage(books, "interception." + unit.id, Value{false});
    stage(books, "intercept_tried." + unit.id, Value{false});  // 8.3: once per enemy activation
  }
  stage(books, "active_wing", Value{std::string("none")});
  stage(books, "activation_kind", Value{std::string("none")});
  stage(books, "preempt_tried", Value{false});
  stage(books, "order_change_tried", Value{false});
  auto waiting = books.text("waiting_wing");
  if (waiting != "none") {
    // 3.2 F, 4.4: the wing "En attente" is activated at once, from step B.
    stage(books, "waiting_wing", Value{std::string("none")});
    stage(books, "wing_state." + waiting, Value{std::string("active")});
    stage(books, "active_wing", Value{waiting});
    stage(books, "activation_kind", Value{std::string("resumed")});
    stageAdd(books, "activations." + waiting, 1);
    auto wing = findWing(data, waiting, "wing");
    summary += sayf(data, "; {}'s wing, \"En attente\", is activated now (3.2 F, 4.4)", wing ? wing->commander : waiting);
    return "activation.change";
  }
  auto last = books.text("last_activator");
  std::string other = last == "none" ? books.text("first_player") : opponent(last);
  for (const auto& side : {other, opponent(other)}) {
    if (!eligibleWings(data, books, side).empty()) {
      stage(books, "to_activate", Value{side});
      summary += sayf(data, "; the {} to activate a wing (4.2)", armyName(books, side));
      return "activation.choose";
    }
  }
  stage(books, "to_activate", Value{std::string("none")});
  stage(books, "stage", Value{std::string("retreat")});
  summary += say(data, "; every wing has been activated: disorderly retreat (3.2, 3.3)");
  return "retreat.retreat";
}

std::optional<ActionError> requireStep(const GameData& data, const GameState& state, std::string_view step,
                                       std::string_view what) {
  const auto* now = currentStep(data, state);
  if (now && now->id == step) return std::nullopt;
  auto index = data.sequence.findStep(step);
  if (!index) throw std::logic_error("paris-messe: the sequence lacks the step " + std::string(step));
  std::string at = now ? sayf(data, "'{}'", now->leaf().name) : std::string(say(data, "the end of the game"));
  return refuse(ActionError::Code::NotAllowed, sayf(data, "{} belongs to the step '{}' of the activation (3.2); the turn is at {}", what,
                                                        data.sequence.steps[*index].leaf().name, at))
      .pointing(WayForward::toStep(std::string(step)));
}

std::optional<ActionError> requireActivationPhase(const GameData& data, const StateChanges& books,
                                                  std::string_view what) {
  if (books.text("stage") == "activation") return std::nullopt;
  // The way there: the `next` the module refuses until the phase's actions are done names
  // the action that moves the turn on (guardNext).
  return refuse(ActionError::Code::NotAllowed, sayf(data, "{} belongs to the activation phase (3.2); the turn is at {}", what,
                                                        wordName(data, books.text("stage"))))
      .pointing(WayForward::toStep("activation.choose"));
}

}  // namespace adc::paris
