// Fire, morale, rally and the rolls that follow losses (5.2.1, 8.3, 9.3, 10, 12, 13,
// 14.1). The players answer the geometry (range, flank, grouping); the app reads the
// units from the books, resolves the data's procedures and moves the morale states.

#include "actions.hpp"
#include "activation.hpp"
#include "levels.hpp"

#include "adc/game_texts.hpp"
#include "adc/rules.hpp"

namespace adc::paris {

namespace {

Expected<Resolution, ActionError> resolveProcedure(const GameData& data, const GameState& state,
                                                    const std::string& id, std::map<std::string, Value> inputs,
                                                    const std::string& side) {
  const Procedure* procedure = data.findProcedure(id);
  return resolve(data, *procedure, inputs, side, state, gameCharts(data, state));
}

struct Named {
  UnitInfo unit;
  WingInfo wing;
  std::string level;
};

// A unit argument that must be on the board, with its wing and state.
Expected<Named, ActionError> unitOnBoard(const GameData& data, const StateChanges& books, const Action& action,
                                         std::string_view argument) {
  auto id = wordArgument(action, argument, true);
  if (!id) return unexpected(id.error());
  auto unit = findUnit(data, **id, argument);
  if (!unit) return unexpected(unit.error());
  auto level = levelOnBoard(books, *unit, argument);
  if (!level) return unexpected(level.error());
  return Named{*unit, wingOf(data, *unit), *level};
}

std::optional<ActionError> requireDie(const GameData& data, const Action& action, std::string_view what, std::string_view rule) {
  if (action.arg("die")) return std::nullopt;
  return refuse(ActionError::Code::MissingArgument,
                sayf(data, "{} needs the die rolled for {}, 0 to 9 ({})", actionTitle(action), what, rule),
                "die");
}

// 13.2: what a unit made Broken by a failed check must do at once.
std::string brokenRetreat(const GameData& data, const LevelChange& change) {
  if (change.after != "broken" || change.before == "broken") return {};
  return say(data, "; it retreats 2 hexes facing its own map edge, or rolls on the Retreat impossible table ('Retreat impossible') (13.2)");
}

// The rating of the unit's own commander, if the players say he counts (grouped or next
// to it): a chart entry the first time.
Expected<std::int64_t, ActionError> ratingIf(const GameData& data, const GameState& state, const StateChanges& books,
                                             const WingInfo& wing, bool counts) {
  if (!counts) return std::int64_t{0};
  return commanderRating(data, state, books, wing.id);
}

}  // namespace

Result applyFire(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"firer", "target", "die", "defensive", "extra_mp", "flank", "distance",
                                            "target_in_cover", "village", "line", "grouped"})) {
    return unexpected(*problem);
  }
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Fire"))) return unexpected(*problem);
  // 3.2 C: fire is part of the units' actions, and defensive fire answers them (10.3).
  if (auto problem = requireStep(data, state, "activation.actions", say(data, "Fire"))) return unexpected(*problem);
  auto firer = unitOnBoard(data, books, action, "firer");
  if (!firer) return unexpected(firer.error());
  auto target = unitOnBoard(data, books, action, "target");
  if (!target) return unexpected(target.error());
  // 9.2: every unit in a hex covered by fire passes its own morale check.
  std::optional<Named> grouped;
  if (action.arg("grouped")) {
    auto found = unitOnBoard(data, books, action, "grouped");
    if (!found) return unexpected(found.error());
    if (found->unit.id == target->unit.id) {
      return unexpected(refuse(ActionError::Code::BadArgument, say(data, "grouped: another unit in the target's hex (9.2)"), "grouped"));
    }
    grouped = *found;
  }
  auto defensive = flagArgument(action, "defensive");
  if (!defensive) return unexpected(defensive.error());
  bool artillery = isArtillery(firer->unit.type);
  const auto& name = firer->unit.name;
  if (firer->unit.type == "G" || firer->unit.type == "C") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} ({}) has no fire factor (2.2, Fire Result Table: —)", name, firer->unit.type), "firer"));
  }
  if (firer->level == "broken") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is Broken: no fire (12.2)", name), "firer"));
  }
  bool active = books.text("active_wing") == firer->wing.id;
  if (!*defensive && !active) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{}'s wing is not active: it may only fire defensively (say the fire is defensive) (10.3)", name),
                             "defensive"));
  }
  if (*defensive && active && !artillery) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "defensive fire is by an inactive unit (10.3); {}'s wing is active", name), "defensive"));
  }
  if (!artillery && !*defensive) {
    if (firer->level == "shaken") {
      return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is Shaken: defensive fire only (12.2)", name), "firer"));
    }
    if (books.flag("out_of_command." + firer->unit.id)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is out of command: reaction fire only (5.1.2)", name), "firer"));
    }
    if (books.flag("fired." + firer->unit.id)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} has already fired offensively this turn: once per turn (10.3)", name), "firer"));
    }
  }
  // 10.5: plunging fire attacks every hex on the line of fire separately, each with its
  // own roll at its own distance [AMB-30]: line=yes names one more hex of the same shot.
  auto line = flagArgument(action, "line");
  if (!line) return unexpected(line.error());
  // Plunging fire strikes every hex on its line, friendly or enemy (10.5); any other fire
  // is at an enemy unit (10.1).
  if (firer->wing.side == target->wing.side && !*line) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "a unit fires at an enemy unit (10.1)"), "target"));
  }
  if (*line && !artillery) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "only artillery conducts plunging fire (10.5)"), "line"));
  }
  if (artillery && *line && !books.flag("fired." + firer->unit.id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "a further hex of a plunging fire follows the fire the gun has just made; fire at the target first (10.5)"),
                             "line"));
  }
  if (artillery && !*line && books.flag("fired." + firer->unit.id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is on its \"Tiré\" side: artillery fires once per turn (10.3)", name), "firer"));
  }
  if (auto problem = requireDie(data, action, say(data, "the fire"), "10.5")) return unexpected(*problem);
  auto cover = flagArgument(action, "target_in_cover");
  if (!cover) return unexpected(cover.error());
  auto flank = flagArgument(action, "flank");
  if (!flank) return unexpected(flank.error());
  bool targetCavalry = isCavalry(target->unit.type);
  if (*cover && !isInfantry(target->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "only infantry is covered by woods or a village; cavalry may not enter them (Terrain Effects Table)"),
                             "target_in_cover"));
  }
  std::map<std::string, Value> inputs{{"die", *action.arg("die")},
                                      {"target_cavalry", Value{targetCavalry}},
                                      {"flank", Value{*flank}},
                                      {"target_in_cover", Value{*cover}}};
  std::string procedure;
  if (artillery) {
    auto distance = numberArgument(action, "distance", 1, 10, true);
    if (!distance) return unexpected(distance.error());
    if (*line && **distance > 3) {
      return unexpected(refuse(ActionError::Code::OutOfRange,
                               say(data, "distance: plunging fire reaches 3 hexes at most (10.5)"), "distance"));
    }
    inputs["distance"] = Value{**distance};
    procedure = "artillery_fire";
    if (action.arg("extra_mp") || action.arg("village")) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "artillery spends no movement points to fire (10.3)"),
                               action.arg("extra_mp") ? "extra_mp" : "village"));
    }
  } else {
    if (action.arg("distance")) {
      auto distance = numberArgument(action, "distance", 1, 1, true);
      if (!distance) {
        return unexpected(refuse(ActionError::Code::OutOfRange,
                                 say(data, "distance: a combat unit's range is 1 hex, the adjacent hex (10.4)"), "distance"));
      }
    }
    auto extra = numberArgument(action, "extra_mp", 0, 2, false);
    if (!extra) return unexpected(extra.error());
    if (*defensive && extra->value_or(0) > 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "extra movement points are spent on offensive fire only (10.3)"), "extra_mp"));
    }
    auto village = flagArgument(action, "village");
    if (!village) return unexpected(village.error());
    if (*village && !isInfantry(firer->unit.type)) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "only infantry can be in a village (Terrain Effects Table)"),
                               "village"));
    }
    inputs["firer_type"] = Value{firer->unit.type};
    inputs["firer_status"] = Value{firer->level};
    inputs["defensive"] = Value{*defensive};
    inputs["extra_mp"] = Value{extra->value_or(0)};
    inputs["village_offensive"] = Value{*village};
    procedure = "unit_fire";
  }
  auto resolution = resolveProcedure(data, state, procedure, inputs, firer->wing.side);
  if (!resolution) return unexpected(resolution.error());
  std::string summary = *defensive ? sayf(data, "{} fires defensively at {}: {}", name, target->unit.name, resolution->headline(data))
                                    : sayf(data, "{} fires at {}: {}", name, target->unit.name, resolution->headline(data));
  if (artillery) {
    stage(books, "fired." + firer->unit.id, Value{true});
    summary += say(data, "; turn the gun to its \"Tiré\" side (10.3)");
  } else if (!*defensive) {
    stage(books, "fired." + firer->unit.id, Value{true});
  }
  if (resolution->outcomeId == "hit") {
    auto margin = resolution->total.value_or(0);
    for (const auto& [field, value] : resolution->fields) {
      if (field == "hit") margin -= asNumber(value).value_or(0);
    }
    stage(books, "check_pending." + target->unit.id, Value{true});
    stage(books, "check_margin." + target->unit.id, Value{margin});
    summary += sayf(data, "; {} checks morale at +{} (Morale check)", target->unit.name, margin);
    if (grouped) {
      stage(books, "check_pending." + grouped->unit.id, Value{true});
      stage(books, "check_margin." + grouped->unit.id, Value{margin});
      summary += sayf(data, ", and so does {}, grouped with it (9.2)", grouped->unit.name);
    } else {
      summary += say(data, ", and so does any unit grouped with it (9.2)");
    }
    summary += say(data, "; a commander in the hex rolls for his life (Commander's fate, 5.2.1)");
  }
  return commitAction(data, state, action, books, artillery ? "10.3, 10.5" : "10.5", summary, std::move(*resolution));
}

Result applyMorale(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "die", "margin", "leader"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (auto problem = requireDie(data, action, say(data, "the morale check"), "12.1")) return unexpected(*problem);
  auto margin = numberArgument(action, "margin", 0, 20, false);
  if (!margin) return unexpected(margin.error());
  std::int64_t excess = margin->value_or(books.flag("check_pending." + named->unit.id)
                                             ? books.number("check_margin." + named->unit.id)
                                             : 0);
  auto leader = flagArgument(action, "leader");
  if (!leader) return unexpected(leader.error());
  auto rating = ratingIf(data, state, books, named->wing, *leader);
  if (!rating) return unexpected(rating.error());
  auto morale = counterValue(data, state, named->unit.id, "morale");
  if (!morale) return unexpected(morale.error());
  auto resolution = resolveProcedure(data, state, "morale_check",
                                     {{"die", *action.arg("die")},
                                      {"morale", Value{*morale}},
                                      {"status", Value{named->level}},
                                      {"margin", Value{excess}},
                                      {"leader", Value{*rating}}},
                                     named->wing.side);
  if (!resolution) return unexpected(resolution.error());
  stage(books, "check_pending." + named->unit.id, Value{false});
  stage(books, "check_margin." + named->unit.id, Value{std::int64_t{0}});
  std::string summary = sayf(data, "{} checks morale: {}", named->unit.name, resolution->headline(data));
  if (resolution->outcomeId == "fails") {
    auto change = loseLevels(books, named->unit, 1);
    summary += sayf(data, "; {}", change.text + (isArtillery(named->unit.type) ? " (13.1)" : " (12.1)") + brokenRetreat(data, change));
  }
  return commitAction(data, state, action, books, "12.1", summary, std::move(*resolution));
}

Result applyRally(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "die", "grouped", "adjacent"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Rallying"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.actions", say(data, "Rallying"))) return unexpected(*problem);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  const auto& name = named->unit.name;
  if (books.text("active_wing") != named->wing.id) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{}'s wing is not active: units rally in their wing's activation (3.2 C, 13)", name), "unit"));
  }
  if (isArtillery(named->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "artillery has no status to rally (13.1)"), "unit"));
  }
  if (named->level == "normal") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is Normal: it has no level to recover (13)", name), "unit"));
  }
  if (named->level == "disordered" && books.flag("lance_lost." + named->unit.id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} lost a level in melee: a gendarme can never rally back from disorder (11.5)", name), "unit"));
  }
  auto grouped = flagArgument(action, "grouped");
  if (!grouped) return unexpected(grouped.error());
  auto adjacent = flagArgument(action, "adjacent");
  if (!adjacent) return unexpected(adjacent.error());
  auto order = books.text("order." + named->wing.id);
  if (order == "attack") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "under Attack! no unit may rally (6.2)"), "unit"));
  }
  if (order == "march" && !*grouped && !*adjacent) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "under March only units grouped with or next to the commander may rally (6.2): say whether the unit is grouped with its commander or next to him"),
                             "unit"));
  }
  if (*grouped && *adjacent) {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "a unit is either grouped with its commander or next to him"), "adjacent"));
  }
  std::string summary;
  std::optional<Resolution> kept;
  if (*grouped) {
    if (action.arg("die")) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "rallying grouped with the commander is automatic (13.1): no die"), "die"));
    }
    auto change = recoverLevel(books, named->unit);
    summary = sayf(data, "{} rallies with {} (automatic, 13.1): {}", name, named->wing.commander, change.text);
  } else {
    if (auto problem = requireDie(data, action, say(data, "the rally check"), "13.1")) return unexpected(*problem);
    auto rating = ratingIf(data, state, books, named->wing, *adjacent);
    if (!rating) return unexpected(rating.error());
    auto morale = counterValue(data, state, named->unit.id, "morale");
    if (!morale) return unexpected(morale.error());
    auto resolution = resolveProcedure(data, state, "rally_check",
                                       {{"die", *action.arg("die")},
                                        {"morale", Value{*morale}},
                                        {"status", Value{named->level}},
                                        {"leader", Value{*rating}}},
                                       named->wing.side);
    if (!resolution) return unexpected(resolution.error());
    summary = sayf(data, "{} tries to rally: {}", name, resolution->headline(data));
    if (resolution->outcomeId == "rallies") {
      summary += sayf(data, "; {}", recoverLevel(books, named->unit).text + " (13.1)");
    } else {
      auto change = loseLevels(books, named->unit, 1);
      summary += sayf(data, "; {}", change.text + " (13.1)" + brokenRetreat(data, change));
    }
    kept = std::move(*resolution);
  }
  summary += say(data, "; it may not move this activation (6.2)");
  if (*grouped || *adjacent) summary += sayf(data, "; {}, having helped, may not move (6.4)", named->wing.commander);
  return commitAction(data, state, action, books, "13.1", summary, std::move(kept));
}

Result applyRetreatImpossible(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "die"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (isArtillery(named->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "artillery never moves, so never retreats (8.1, 9.2)"), "unit"));
  }
  if (auto problem = requireDie(data, action, say(data, "Retreat impossible"), "9.3")) return unexpected(*problem);
  auto morale = counterValue(data, state, named->unit.id, "morale");
  if (!morale) return unexpected(morale.error());
  auto resolution = resolveProcedure(data, state, "retreat_impossible",
                                     {{"die", *action.arg("die")}, {"morale", Value{*morale}}}, named->wing.side);
  if (!resolution) return unexpected(resolution.error());
  std::string summary = sayf(data, "{} cannot retreat: {}; ", named->unit.name, resolution->headline(data));
  if (resolution->outcomeId == "destroyed") summary += loseLevels(books, named->unit, 4).text;
  else if (resolution->outcomeId == "lose_level") summary += loseLevels(books, named->unit, 1).text;
  else summary += recoverLevel(books, named->unit, "disordered").text;
  return commitAction(data, state, action, books, "9.3", summary, std::move(*resolution));
}

Result applyCommanderDeath(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"wing", "die", "grouped_unit_destroyed"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto id = wordArgument(action, "wing", true);
  if (!id) return unexpected(id.error());
  auto wing = findWing(data, **id, "wing");
  if (!wing) return unexpected(wing.error());
  auto state_ = books.text("wing_state." + wing->id);
  if (state_ == "absent" || books.text("commander." + wing->id) == "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{}'s wing has no commander on the field", wing->commander), "wing"));
  }
  auto destroyedWith = flagArgument(action, "grouped_unit_destroyed");
  if (!destroyedWith) return unexpected(destroyedWith.error());
  if (*destroyedWith) {
    if (action.arg("die")) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "a commander whose unit is destroyed in melee is removed without a roll (5.2.1)"), "die"));
    }
    auto line = loseCommander(data, books, wing->id);
    return commitAction(data, state, action, books, "5.2.1",
                        sayf(data, "The unit grouped with {} was destroyed in melee: {}", wing->commander, line));
  }
  if (auto problem = requireDie(data, action, say(data, "the commander"), "5.2.1")) return unexpected(*problem);
  auto resolution = resolveProcedure(data, state, "commander_death", {{"die", *action.arg("die")}}, wing->side);
  if (!resolution) return unexpected(resolution.error());
  std::string summary = sayf(data, "{}: {}", wing->commander, resolution->headline(data));
  if (resolution->outcomeId == "killed") summary += sayf(data, "; {}", loseCommander(data, books, wing->id));
  return commitAction(data, state, action, books, "5.2.1", summary, std::move(*resolution));
}

Result applyIntercept(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "die", "leader", "target"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Interception"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.actions", say(data, "Interception"))) return unexpected(*problem);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  const auto& name = named->unit.name;
  if (!isCavalry(named->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is not cavalry: only cavalry intercepts (8.3)", name), "unit"));
  }
  auto activeId = books.text("active_wing");
  if (activeId == "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "interception answers an enemy unit's move in its activation (8.3)")));
  }
  auto active = findWing(data, activeId, "active_wing");
  if (active->side == named->wing.side) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} belongs to the active side: only the inactive player intercepts (8.3)", name), "unit"));
  }
  if (named->level != "normal" && named->level != "disordered") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is {}: only Normal or Disordered cavalry intercepts (8.2, 8.3)", name,
                                  levelName(data, named->level)),
                             "unit"));
  }
  auto order = books.text("order." + named->wing.id);
  if (order != "attack" && order != "march") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{}'s wing is under {}: interception is not permitted (Reaction / Pre-emption Table)", name,
                                  orderName(data, order)),
                             "unit"));
  }
  if (books.flag("intercept_tried." + named->unit.id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has already tried to intercept in this enemy activation: once per enemy activation (8.3)", name),
                             "unit"));
  }
  if (auto problem = requireDie(data, action, say(data, "the interception"), "8.3")) return unexpected(*problem);
  std::optional<Named> target;
  if (action.arg("target")) {
    auto found = unitOnBoard(data, books, action, "target");
    if (!found) return unexpected(found.error());
    if (found->wing.side == named->wing.side) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the intercepted unit is an enemy unit (8.3)"), "target"));
    }
    target = *found;
  }
  auto leader = flagArgument(action, "leader");
  if (!leader) return unexpected(leader.error());
  auto rating = ratingIf(data, state, books, named->wing, *leader);
  if (!rating) return unexpected(rating.error());
  auto morale = counterValue(data, state, named->unit.id, "morale");
  if (!morale) return unexpected(morale.error());
  auto resolution = resolveProcedure(data, state, "interception",
                                     {{"die", *action.arg("die")},
                                      {"order", Value{order}},
                                      {"leader", Value{*rating}},
                                      {"morale", Value{*morale}},
                                      {"gendarmes", Value{named->unit.type == "G"}},
                                      {"disordered", Value{named->level == "disordered"}}},
                                     named->wing.side);
  if (!resolution) return unexpected(resolution.error());
  stage(books, "intercept_tried." + named->unit.id, Value{true});
  std::string summary = target ? sayf(data, "{} tries to intercept {}: {}", name, target->unit.name, resolution->headline(data))
                                : sayf(data, "{} tries to intercept: {}", name, resolution->headline(data));
  if (resolution->outcomeId == "intercepts") {
    stage(books, "interception." + named->unit.id, Value{true});
    summary += say(data, "; place it next to the enemy unit with an \"Interception\" marker; the enemy stops (8.3); a commander grouped with it goes with it");
    if (target && books.flag("attack_marker." + target->unit.id)) {
      stage(books, "attack_marker." + target->unit.id, Value{false});
      summary += sayf(data, "; {} loses its \"Attack\" marker and bonus (8.3)", target->unit.name);
    }
  }
  return commitAction(data, state, action, books, "8.3", summary, std::move(*resolution));
}

Result applyCharge(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "The attack bonus"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.actions", say(data, "The attack bonus"))) return unexpected(*problem);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (books.text("active_wing") != named->wing.id) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{}'s wing is not active (11.5)", named->unit.name), "unit"));
  }
  if (isArtillery(named->unit.type) || named->unit.type == "E") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} never starts a melee (9.2, 11.5)", named->unit.name), "unit"));
  }
  if (named->level == "broken") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is Broken: disorderly retreat only (12.2)", named->unit.name), "unit"));
  }
  stage(books, "attack_marker." + named->unit.id, Value{true});
  bool heavy = named->unit.type == "G" || named->unit.type == "C";
  return commitAction(data, state, action, books, "11.5",
                      sayf(data, "{} advances into melee from 2 hexes without turning: \"Attack\" marker, +{} in its melee (11.5)",
                           named->unit.name, heavy ? 2 : 1));
}

Result applyEnterCover(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (books.text("scenario_id") != "dreux") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "woods and villages are on the Dreux map only (Terrain Effects Table)")));
  }
  if (!isInfantry(named->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} may not enter woods or a village: only infantry may (Terrain Effects Table)", named->unit.name), "unit"));
  }
  auto change = loseLevels(books, named->unit, 1);
  return commitAction(data, state, action, books, "Terrain Effects Table",
                      sayf(data, "{} enters woods or a village (2 MP) and loses one level: {}", named->unit.name, change.text));
}

Result applyExit(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (named->level != "broken") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is {}: only Broken units retreat off the map (3.3, 13.2)", named->unit.name,
                                  levelName(data, named->level)),
                             "unit"));
  }
  stage(books, "level." + named->unit.id, Value{std::string("exited")});
  return commitAction(data, state, action, books, "13.2",
                      sayf(data, "{} leaves the map: destroyed, and it counts for the enemy's victory (13.2)", named->unit.name));
}

Result applyCommand(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "out"})) return unexpected(*problem);
  StateChanges books(data, state);
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (isArtillery(named->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "artillery needs no command to fire and never moves (10.3, 8.1)"), "unit"));
  }
  auto out = flagArgument(action, "out");
  if (!out) return unexpected(out.error());
  stage(books, "out_of_command." + named->unit.id, Value{*out});
  std::string summary =
      *out ? sayf(data, "{} cannot trace a Line of Command: out-of-command marker; it must move to regain command, may only fire in reaction and may not move next to an enemy (5.1.2)",
                  named->unit.name)
           : sayf(data, "{} is back in command: remove the out-of-command marker (5.1.1)", named->unit.name);
  return commitAction(data, state, action, books, "5.1", summary);
}

Result applyPlunder(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unit", "die"})) return unexpected(*problem);
  StateChanges books(data, state);
  if (!books.flag("opt_coligny_reiters") || books.text("scenario_id") != "dreux") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the optional rule \"Coligny's reiters\" (14.1) is not in play")));
  }
  auto named = unitOnBoard(data, books, action, "unit");
  if (!named) return unexpected(named.error());
  if (named->unit.type != "R" || named->wing.side != "protestant") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is not a Huguenot reiter (14.1)", named->unit.name), "unit"));
  }
  if (auto problem = requireDie(data, action, say(data, "the reiter"), "14.1")) return unexpected(*problem);
  auto resolution = resolveProcedure(data, state, "reiter_plunder", {{"die", *action.arg("die")}}, "protestant");
  if (!resolution) return unexpected(resolution.error());
  std::string summary = sayf(data, "{} destroyed an enemy unit: {}", named->unit.name, resolution->headline(data));
  if (resolution->outcomeId == "plunders") {
    stage(books, "level." + named->unit.id, Value{std::string("removed")});
    summary += say(data, "; remove it from the game (14.1)");
  }
  return commitAction(data, state, action, books, "14.1", summary, std::move(*resolution));
}

}  // namespace adc::paris
