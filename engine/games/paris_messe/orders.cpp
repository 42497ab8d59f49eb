// Orders and activation (3.1, 3.2, 4, 6.3): the sealed orders, initiative, the
// alternation of activations by order priority, pre-emption, order changes and
// re-activation, each roll resolved by the data's procedures (procedures/command.toml).

#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"
#include "activation.hpp"

#include "adc/rules.hpp"

#include <algorithm>
#include <array>

namespace adc::paris {

namespace {

Expected<Resolution, ActionError> resolveProcedure(const GameData& data, const GameState& state,
                                                    const std::string& id, std::map<std::string, Value> inputs,
                                                    const std::string& side) {
  const Procedure* procedure = data.findProcedure(id);
  return resolve(data, *procedure, inputs, side, state, gameCharts(data, state));
}

Expected<WingInfo, ActionError> activeWing(const GameData& data, const StateChanges& books) {
  auto id = books.text("active_wing");
  if (id == "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "no wing is active: activate one first (4.2)"))
                          .pointing(WayForward::action("pm_activate")));
  }
  return findWing(data, id, "active_wing");
}

std::optional<ActionError> requireSide(const GameData& data, const StateChanges& books, const Action& action, std::string_view side,
                                       std::string_view what) {
  if (action.side.empty() || action.side == side) return std::nullopt;
  return refuse(ActionError::Code::NotAllowed, sayf(data, "{} is for the {}", what, armyName(books, side)), "side");
}

std::string wingLabel(const GameData& data, const WingInfo& wing) { return sayf(data, "{}'s {}", wing.commander, wing.name); }

}  // namespace

Result applyRevealOrders(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges books(data, state);
  if (books.text("stage") != "orders") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the orders phase is the first turn's only (3.1); it is over")));
  }
  std::vector<std::size_t> toReveal;
  std::string summary;
  for (const auto& wing : scenarioWings(data, books)) {
    std::string order;
    if (wing.id == "dr_guise" && books.flag("opt_guise")) {
      order = "rally";  // 14.1 optional: "the Duke of Guise starts with the order Rally" [AMB-35]
    } else {
      auto index = data.findSealed("wing_order_" + std::to_string(wing.slot));
      if (!index) throw std::logic_error("paris-messe: no sealed entry wing_order_" + std::to_string(wing.slot));
      const auto& sealed = state.sealed[*index];
      auto entry = sealed.entries.find(wing.side);
      if (entry == sealed.entries.end()) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "the {} have not sealed the order of {} yet: each wing's order is sealed before they are revealed together (3.1)",
                                      armyName(books, wing.side), wingLabel(data, wing)))
                              .pointing(WayForward::seal(data.sealed[*index].id, wing.side)));
      }
      order = toDisplayString(entry->second);
      toReveal.push_back(*index);
    }
    stage(books, "order." + wing.id, Value{order});
    summary += (summary.empty() ? "" : ", ") + wing.commander + " " + orderName(data, order);
  }
  stage(books, "stage", Value{std::string("initiative")});
  for (auto index : toReveal) state.sealed[index].revealed = true;
  return commitAction(data, state, action, books, "3.1", sayf(data, "Orders revealed together: {}", summary), std::nullopt,
                      "initiative.initiative");
}

Result applyInitiative(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"die_protestant", "die_catholic"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto stageNow = books.text("stage");
  if (stageNow != "initiative" && stageNow != "turn_over") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "initiative is determined at the start of the turn (3.2, 4.1); the turn is at {}", wordName(data, stageNow))));
  }
  // 4.1: the majority of wings under the order of highest priority held by anyone
  // [AMB-11]; wings that cannot be activated (no units, no commander) do not count.
  std::map<std::string, std::array<int, 4>> counts{{"protestant", {}}, {"catholic", {}}};
  int tier = 0;
  for (const auto& wing : scenarioWings(data, books)) {
    if (books.text("wing_state." + wing.id) == "eliminated" || books.text("commander." + wing.id) == "none") continue;
    int rank = orderRank(books.text("order." + wing.id));
    ++counts[wing.side][static_cast<std::size_t>(rank)];
    tier = std::max(tier, rank);
  }
  auto prot = counts["protestant"][static_cast<std::size_t>(tier)];
  auto cath = counts["catholic"][static_cast<std::size_t>(tier)];
  std::string first;
  std::string why;
  if (prot != cath) {
    first = prot > cath ? "protestant" : "catholic";
    why = sayf(data, "{} wing(s) under {} against {}", std::max(prot, cath),
               orderName(data, tier == 3 ? "attack" : tier == 2 ? "march" : "rally"), std::min(prot, cath));
  } else {
    // 4.1 "the side with the better leader begins first. If there is still a tie, the
    // players roll dice": each side's best commander's rating, and nothing else (the
    // other leaders' ratings do not count); equal ratings go to the dice.
    std::map<std::string, std::int64_t> best{{"protestant", -1}, {"catholic", -1}};
    for (const auto& wing : scenarioWings(data, books)) {
      if (books.text("commander." + wing.id) == "none") continue;
      auto rating = commanderRating(data, state, books, wing.id);
      if (!rating) return unexpected(rating.error());
      best[wing.side] = std::max(best[wing.side], *rating);
    }
    if (best["protestant"] != best["catholic"]) {
      first = best["protestant"] > best["catholic"] ? "protestant" : "catholic";
      const std::string other = first == "protestant" ? "catholic" : "protestant";
      why = sayf(data, "as many wings under the highest order; the better leader, rated {} against {}", best[first],
                 best[other]);
    } else {
      auto dieP = numberArgument(action, "die_protestant", 0, 9, false);
      if (!dieP) return unexpected(dieP.error());
      auto dieC = numberArgument(action, "die_catholic", 0, 9, false);
      if (!dieC) return unexpected(dieC.error());
      if (!*dieP || !*dieC) {
        return unexpected(refuse(ActionError::Code::MissingArgument,
                                 say(data, "tied in orders and in leaders: each player rolls the die, 0 to 9, and says what it shows (4.1)"),
                                 *dieP ? "die_catholic" : "die_protestant"));
      }
      if (**dieP == **dieC) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "both rolled {}: roll again (4.1)", **dieP), "die_catholic"));
      }
      first = **dieP > **dieC ? "protestant" : "catholic";
      why = sayf(data, "tied in orders and leaders; the higher roll, {} to {}", std::max(**dieP, **dieC),
                 std::min(**dieP, **dieC));
    }
  }
  stage(books, "first_player", Value{first});
  stage(books, "last_activator", Value{std::string("none")});
  stage(books, "passes", Value{std::int64_t{0}});
  stage(books, "stage", Value{std::string("activation")});
  std::string summary = sayf(data, "Initiative to the {} ({})", armyName(books, first), why);
  // The first player activates first if he has a wing of the highest priority;
  // otherwise the other player does (4.2).
  auto step = nextActivation(data, books, summary);
  return commitAction(data, state, action, books, "4.1", summary, std::nullopt, step);
}

Result applyActivate(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"wing"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Activating a wing"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.choose", say(data, "Choosing the next wing"))) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto id = wordArgument(action, "wing", true);
  if (!id) return unexpected(id.error());
  auto wing = findWing(data, **id, "wing");
  if (!wing) return unexpected(wing.error());
  if (books.text("to_activate") != *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "it is for the {} to activate a wing (4.2)", armyName(books, books.text("to_activate"))), "side"));
  }
  if (wing->side != *side || wing->scenario != books.text("scenario_id")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is not a wing of the {}", wingLabel(data, *wing), armyName(books, *side)),
                             "wing"));
  }
  auto eligible = eligibleWings(data, books, *side);
  if (std::none_of(eligible.begin(), eligible.end(), [&](const WingInfo& w) { return w.id == wing->id; })) {
    auto stateNow = books.text("wing_state." + wing->id);
    std::string why = stateNow != "ready" ? sayf(data, "it is {} this turn", wordName(data, stateNow))
                      : books.text("commander." + wing->id) == "none"
                          ? say(data, "it has no commander (5.2.2)")
                          : say(data, "a wing cannot be activated before wings with a higher-priority order (4.2)");
    std::string list;
    for (const auto& w : eligible) list += (list.empty() ? "" : ", ") + wingLabel(data, w);
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} cannot be activated: {}", wingLabel(data, *wing), why) +
                                 (list.empty() ? "" : sayf(data, "; eligible now: {}", list)),
                             "wing"));
  }
  stage(books, "wing_state." + wing->id, Value{std::string("active")});
  stage(books, "active_wing", Value{wing->id});
  stage(books, "activation_kind", Value{std::string("normal")});
  stage(books, "last_activator", Value{*side});
  stage(books, "passes", Value{std::int64_t{0}});
  stage(books, "preempt_tried", Value{false});
  stage(books, "order_change_tried", Value{false});
  stageAdd(books, "activations." + wing->id, 1);
  return commitAction(data, state, action, books, "4.2",
                      sayf(data, "The {} activate {} ({}); the {} may try to pre-empt (4.4)", armyName(books, *side),
                           wingLabel(data, *wing), orderName(data, books.text("order." + wing->id)),
                           armyName(books, opponent(*side))),
                      std::nullopt, "activation.preempt");
}

Result applyPass(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Passing"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.choose", say(data, "Passing"))) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  if (books.text("to_activate") != *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "it is for the {} to activate a wing or pass (3.2)", armyName(books, books.text("to_activate"))),
                             "side"));
  }
  auto passes = books.number("passes") + 1;
  std::string summary = sayf(data, "The {} pass", armyName(books, *side));
  std::string step = "activation.choose";
  if (passes >= 2 || eligibleWings(data, books, opponent(*side)).empty()) {
    stage(books, "passes", Value{std::int64_t{0}});
    stage(books, "to_activate", Value{std::string("none")});
    stage(books, "stage", Value{std::string("retreat")});
    summary += passes >= 2 ? say(data, "; both players have passed in succession: disorderly retreat (3.2, 3.3)")
                           : say(data, "; the other player has no wing to activate: disorderly retreat (3.2, 3.3)");
    step = "retreat.retreat";
  } else {
    stage(books, "passes", Value{passes});
    stage(books, "to_activate", Value{opponent(*side)});
    summary += sayf(data, "; the {} to activate a wing or pass (3.2)", armyName(books, opponent(*side)));
  }
  return commitAction(data, state, action, books, "3.2", summary, std::nullopt, step);
}

Result applyPreempt(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"wing", "die", "adjacent_enemy"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Pre-emption"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.preempt", say(data, "Pre-emption"))) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto active = activeWing(data, books);
  if (!active) return unexpected(active.error());
  if (active->side == *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "only the inactive player may pre-empt (4.4)"), "side"));
  }
  auto kind = books.text("activation_kind");
  if (kind == "preemption") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "a pre-emption cannot itself be pre-empted (4.4)")));
  }
  if (kind == "resumed") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "a wing \"En attente\" resumes at step B, without a pre-emption attempt (3.2 F)")));
  }
  if (books.flag("preempt_tried")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "one pre-emption attempt per activation (4.4)")));
  }
  auto id = wordArgument(action, "wing", true);
  if (!id) return unexpected(id.error());
  auto wing = findWing(data, **id, "wing");
  if (!wing) return unexpected(wing.error());
  if (wing->side != *side || wing->scenario != books.text("scenario_id")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is not a wing of the {}", wingLabel(data, *wing), armyName(books, *side)),
                             "wing"));
  }
  auto order = books.text("order." + wing->id);
  if (order != "attack" && order != "march") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is under {}: only Attack! or March wings may pre-empt (4.4, Reaction / Pre-emption Table)",
                                  wingLabel(data, *wing), orderName(data, order)),
                             "wing"));
  }
  if (!canActivate(books, *wing)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is {}: only a wing not yet activated this turn may pre-empt (4.4)", wingLabel(data, *wing),
                                  wordName(data, books.text("wing_state." + wing->id))),
                             "wing"));
  }
  if (books.flag("sans_reactivation." + wing->id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is marked \"Sans réactivation\" and may not attempt a pre-emption (4.4)", wing->commander),
                             "wing"));
  }
  if (!action.arg("die")) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "'Pre-empt' needs the die rolled, 0 to 9 (4.4)"), "die"));
  }
  auto adjacent = flagArgument(action, "adjacent_enemy");
  if (!adjacent) return unexpected(adjacent.error());
  auto rating = commanderRating(data, state, books, wing->id);
  if (!rating) return unexpected(rating.error());
  auto resolution = resolveProcedure(data, state, "preemption",
                                     {{"die", *action.arg("die")},
                                      {"order", Value{order}},
                                      {"leader", Value{*rating}},
                                      {"only_cavalry", Value{onlyCavalry(data, books, wing->id)}},
                                      {"adjacent_enemy", Value{*adjacent}}},
                                     *side);
  if (!resolution) return unexpected(resolution.error());
  std::string summary = sayf(data, "{} tries to pre-empt {}: {}", wingLabel(data, *wing), wingLabel(data, *active), resolution->headline(data));
  stage(books, "preempt_tried", Value{true});
  if (resolution->outcomeId == "succeeds") {
    if (kind == "reactivation") {
      // 4.4: a re-activated wing that is pre-empted is finished, not "En attente".
      stage(books, "wing_state." + active->id, Value{std::string("finished")});
      stage(books, "leader_activated." + active->id, Value{true});
      summary += sayf(data, "; {}'s re-activated wing is finished (4.4)", active->commander);
    } else {
      stage(books, "wing_state." + active->id, Value{std::string("en_attente")});
      stage(books, "waiting_wing", Value{active->id});
      summary += sayf(data, "; {} is marked \"En attente\" (4.4)", active->commander);
    }
    stage(books, "wing_state." + wing->id, Value{std::string("active")});
    stage(books, "active_wing", Value{wing->id});
    stage(books, "activation_kind", Value{std::string("preemption")});
    stage(books, "order_change_tried", Value{false});
    stageAdd(books, "activations." + wing->id, 1);
  } else {
    stage(books, "sans_reactivation." + wing->id, Value{true});
    summary += sayf(data, "; {} is marked \"Sans réactivation\" (4.4)", wing->commander);
  }
  return commitAction(data, state, action, books, "4.4", summary, std::move(*resolution), "activation.change");
}

Result applyChangeOrder(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"order", "die"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Changing orders"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.change", say(data, "Changing orders"))) return unexpected(*problem);
  auto active = activeWing(data, books);
  if (!active) return unexpected(active.error());
  if (auto problem = requireSide(data, books, action, active->side, say(data, "Changing the active wing's order"))) return unexpected(*problem);
  if (books.flag("order_change_tried")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "one order change attempt per activation (6.3)")));
  }
  auto wanted = wordArgument(action, "order", true);
  if (!wanted) return unexpected(wanted.error());
  auto current = books.text("order." + active->id);
  if (orderRank(**wanted) == 0) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "order: {} is not an order; expected attack, march or rally (6.2)", quoteInput(**wanted)), "order"));
  }
  if (**wanted == current) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is already under {} (Order Change Table: –)", wingLabel(data, *active), orderName(data, current)),
                             "order"));
  }
  if (!action.arg("die")) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "'Change the order' needs the die rolled, 0 to 9 (6.3)"), "die"));
  }
  auto rating = commanderRating(data, state, books, active->id);
  if (!rating) return unexpected(rating.error());
  std::int64_t guise = 0;
  if (active->id == "dr_guise" && books.flag("opt_guise") && state.turn <= 4) guise = 5 - state.turn;  // 14.1: +4..+1
  auto resolution = resolveProcedure(data, state, "order_change",
                                     {{"die", *action.arg("die")},
                                      {"change", Value{current + "_to_" + **wanted}},
                                      {"leader", Value{*rating}},
                                      {"guise_penalty", Value{guise}}},
                                     active->side);
  if (!resolution) return unexpected(resolution.error());
  stage(books, "order_change_tried", Value{true});
  std::string summary = sayf(data, "{} tries {} to {}: {}", wingLabel(data, *active), orderName(data, current),
                              orderName(data, **wanted), resolution->headline(data));
  if (resolution->outcomeId == "changes") {
    stage(books, "order." + active->id, Value{**wanted});
    summary += say(data, "; change the order marker (6.3; house ruling)");
  } else {
    summary += sayf(data, "; the wing acts under {} (6.3)", orderName(data, current));
  }
  return commitAction(data, state, action, books, "6.3", summary, std::move(*resolution), "activation.actions");
}

Result applyReactivate(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"die", "adjacent_enemy"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Re-activation"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.reactivate", say(data, "Re-activation"))) return unexpected(*problem);
  auto active = activeWing(data, books);
  if (!active) return unexpected(active.error());
  if (auto problem = requireSide(data, books, action, active->side, say(data, "Re-activating the active wing"))) return unexpected(*problem);
  auto order = books.text("order." + active->id);
  if (order != "attack" && order != "march") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is under {}: re-activation is not permitted (4.3, Reaction / Pre-emption Table); finish the activation",
                                  wingLabel(data, *active), orderName(data, order)))
                          .pointing(WayForward::action("pm_finish")));
  }
  if (books.flag("sans_reactivation." + active->id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is marked \"Sans réactivation\" (4.4); finish the activation", active->commander))
                          .pointing(WayForward::action("pm_finish")));
  }
  if (!action.arg("die")) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "'Re-activate' needs the die rolled, 0 to 9 (4.3)"), "die"));
  }
  auto adjacent = flagArgument(action, "adjacent_enemy");
  if (!adjacent) return unexpected(adjacent.error());
  auto rating = commanderRating(data, state, books, active->id);
  if (!rating) return unexpected(rating.error());
  bool second = books.number("reactivation_tries." + active->id) > 0;
  auto resolution = resolveProcedure(data, state, "reactivation",
                                     {{"die", *action.arg("die")},
                                      {"order", Value{order}},
                                      {"leader", Value{*rating}},
                                      {"only_cavalry", Value{onlyCavalry(data, books, active->id)}},
                                      {"adjacent_enemy", Value{*adjacent}},
                                      {"second_attempt", Value{second}}},
                                     active->side);
  if (!resolution) return unexpected(resolution.error());
  stageAdd(books, "reactivation_tries." + active->id, 1);
  std::string summary = sayf(data, "{} tries to re-activate: {}", wingLabel(data, *active), resolution->headline(data));
  std::string step;
  if (resolution->outcomeId == "succeeds") {
    stage(books, "activation_kind", Value{std::string("reactivation")});
    stage(books, "preempt_tried", Value{false});
    stage(books, "order_change_tried", Value{false});
    stageAdd(books, "activations." + active->id, 1);
    summary += sayf(data, "; activated again, the {} may try to pre-empt (3.2 E, 4.4)", armyName(books, opponent(active->side)));
    step = "activation.preempt";
  } else {
    stage(books, "wing_state." + active->id, Value{std::string("finished")});
    stage(books, "leader_activated." + active->id, Value{true});
    summary += sayf(data, "; turn {} to his \"Activated\" side (4.3)", active->commander);
    step = nextActivation(data, books, summary);
  }
  return commitAction(data, state, action, books, "4.3", summary, std::move(*resolution), step);
}

Result applyFinish(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Finishing an activation"))) return unexpected(*problem);
  auto active = activeWing(data, books);
  if (!active) return unexpected(active.error());
  if (auto problem = requireSide(data, books, action, active->side, say(data, "Finishing the activation"))) return unexpected(*problem);
  if (stepNow(data, state) == "activation.preempt") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the opponent's pre-emption attempt comes first (3.2 A): pre-empt, or go to the next step to let it go"))
                          .pointing(WayForward::toStep("activation.change")));
  }
  stage(books, "wing_state." + active->id, Value{std::string("finished")});
  stage(books, "leader_activated." + active->id, Value{true});
  std::string summary = sayf(data, "{} has finished its activation; turn {} to his \"Activated\" side (3.2 F)",
                              wingLabel(data, *active), active->commander);
  auto step = nextActivation(data, books, summary);
  return commitAction(data, state, action, books, "3.2 F", summary, std::nullopt, step);
}

}  // namespace adc::paris
