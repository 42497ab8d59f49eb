// Melee (11): legality of the pairing (11.5, 9.2, terrain), the modifiers of 11.3 read
// from the books and the interaction chart, the Combat Table (11.4) and its losses;
// retreats, advances and Passage à travers are told, since the map is the players'.

#include "actions.hpp"
#include "activation.hpp"
#include "levels.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"

#include "adc/rules.hpp"

namespace adc::paris {

namespace {

struct Fighter {
  UnitInfo unit;
  WingInfo wing;
  std::string level;
};

Expected<Fighter, ActionError> fighter(const GameData& data, const StateChanges& books, const Action& action,
                                       std::string_view argument) {
  auto id = wordArgument(action, argument, true);
  if (!id) return unexpected(id.error());
  auto unit = findUnit(data, **id, argument);
  if (!unit) return unexpected(unit.error());
  auto level = levelOnBoard(books, *unit, argument);
  if (!level) return unexpected(level.error());
  return Fighter{*unit, wingOf(data, *unit), *level};
}

// 11.5 and the "НП" cells: who may not attack whom.
std::optional<ActionError> barred(const GameData& data, const Fighter& attacker, const Fighter& defender) {
  const auto& a = attacker.unit.type;
  const auto& d = defender.unit.type;
  auto no = [](std::string why) { return refuse(ActionError::Code::NotAllowed, std::move(why), "attacker"); };
  if (isArtillery(a)) return no(say(data, "artillery is ignored in melee and never attacks (9.2)"));
  if (a == "E") return no(say(data, "units on a dangerous mission may not initiate melee (11.5)"));
  if (isInfantry(a) && isCavalry(d)) return no(say(data, "infantry can never attack cavalry in melee, only by fire (11.5)"));
  if (a == "A" && isInfantry(d)) return no(say(data, "arquebusiers can never attack infantry in melee, only by fire (11.5)"));
  if (a == "C" && (d == "C" || d == "H")) {
    return no(sayf(data, "the Interaction and Modifier Table prints \"НП\" (not applicable) for C against {} (11.3)", d));
  }
  return std::nullopt;
}

// What the leading attacker does once the defender has left its hex (11.2, 11.4), told
// from the state after the losses [AMB-60]: each a whole clause, so that every language
// builds it in its own grammar. `mustAdvance`: the defender retreated (11.4 "must
// advance"); otherwise it was destroyed (the attacker "advances" [AMB-55]).
std::string attackerFollowUp(const GameData& data, const std::string& name, bool retreats, bool broken, bool cavalryIntoCover,
                             bool intoCover, bool mustAdvance) {
  if (retreats) return sayf(data, "{} retreats and does not advance", name);
  if (broken) return sayf(data, "{} is Broken and does not advance: disorderly retreat only (12.2, AMB-60)", name);
  if (cavalryIntoCover) return sayf(data, "{} is cavalry and may not advance into woods or a village (Terrain Effects Table)", name);
  if (intoCover) {
    return mustAdvance
               ? sayf(data, "{} must advance into the vacated hex (11.4), entering woods or a village: it loses one level [AMB-61] ('Enter woods or a village', Terrain Effects Table)", name)
               : sayf(data, "{} advances into the vacated hex (11.4), entering woods or a village: it loses one level [AMB-61] ('Enter woods or a village', Terrain Effects Table)", name);
  }
  return mustAdvance ? sayf(data, "{} must advance into the vacated hex (11.4)", name)
                     : sayf(data, "{} advances into the vacated hex (11.4)", name);
}

// A unit's retreat after melee (11.4): "Units that are disordered or shaken retreat and
// retain their facing".
std::string retreatClause(const GameData& data, const std::string& name, std::int64_t hexes, bool keepsFacing) {
  return keepsFacing ? sayf(data, "{} retreats {} hex(es) keeping its facing", name, hexes)
                     : sayf(data, "{} retreats {} hex(es)", name, hexes);
}

}  // namespace

Result applyMelee(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"attacker", "defender", "die", "supporters", "flank_hexes", "att_leader",
                                            "def_leader", "defender_in_cover", "attacker_in_cover", "reaction", "grouped"})) {
    return unexpected(*problem);
  }
  StateChanges books(data, state);
  if (auto problem = requireActivationPhase(data, books, say(data, "Melee"))) return unexpected(*problem);
  if (auto problem = requireStep(data, state, "activation.melee", say(data, "Melee (3.2 D, 11.1)"))) return unexpected(*problem);
  auto attacker = fighter(data, books, action, "attacker");
  if (!attacker) return unexpected(attacker.error());
  auto defender = fighter(data, books, action, "defender");
  if (!defender) return unexpected(defender.error());
  if (attacker->wing.side == defender->wing.side) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "a melee is against an enemy unit (11.2)"), "defender"));
  }
  // 9.2: a unit on a dangerous mission or a gun grouped with the defender is ignored in
  // the melee and shares the defender's fate [AMB-52].
  std::optional<Fighter> grouped;
  if (action.arg("grouped")) {
    auto found = fighter(data, books, action, "grouped");
    if (!found) return unexpected(found.error());
    if (found->wing.side != defender->wing.side || (found->unit.type != "E" && !isArtillery(found->unit.type))) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "grouped: only a unit on a dangerous mission or artillery of the defender's side shares its fate (9.2)"),
                               "grouped"));
    }
    if (defender->unit.type == "E" || isArtillery(defender->unit.type)) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "grouped: name the combat unit it is grouped with as the defender (9.2)"), "grouped"));
    }
    grouped = *found;
  }
  auto reaction = flagArgument(action, "reaction");
  if (!reaction) return unexpected(reaction.error());
  auto activeId = books.text("active_wing");
  bool attackerActive = activeId == attacker->wing.id;
  if (!*reaction && !attackerActive) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{}'s wing is not active: an inactive unit may only declare a reaction melee, against an active unit (11.2)",
                                  attacker->unit.name),
                             "attacker"));
  }
  if (*reaction && (activeId == "none" || defender->wing.id != activeId)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "a reaction melee is declared by an inactive unit against an active unit in its front (11.2)"),
                             "defender"));
  }
  if (auto problem = barred(data, *attacker, *defender)) return unexpected(*problem);
  if (attacker->level == "broken") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is Broken: disorderly retreat only (12.2)", attacker->unit.name), "attacker"));
  }
  if (books.flag("out_of_command." + attacker->unit.id)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is out of command: it may not fight in the normal way (5.1)", attacker->unit.name),
                             "attacker"));
  }
  // Woods and villages are on the Dreux map only; cavalry may not enter them, infantry in
  // them may attack only by fire (Terrain Effects Table).
  auto attackerInCover = flagArgument(action, "attacker_in_cover");
  if (!attackerInCover) return unexpected(attackerInCover.error());
  auto cover = flagArgument(action, "defender_in_cover");
  if (!cover) return unexpected(cover.error());
  if ((*attackerInCover || *cover) && books.text("scenario_id") != "dreux") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "woods and villages are on the Dreux map only (Terrain Effects Table)"),
                             *attackerInCover ? "attacker_in_cover" : "defender_in_cover"));
  }
  if (*attackerInCover && isInfantry(attacker->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "infantry in woods or a village may attack only by fire (Terrain Effects Table)"), "attacker"));
  }
  if (*attackerInCover) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is cavalry: cavalry may not enter woods or a village (Terrain Effects Table)", attacker->unit.name),
                             "attacker_in_cover"));
  }
  if (*cover && isCavalry(defender->unit.type)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "cavalry may not enter woods or a village (Terrain Effects Table)"), "defender_in_cover"));
  }
  const bool cavalryAttacker = isCavalry(attacker->unit.type);
  std::string summary;
  // 11.5: a unit on a dangerous mission attacked alone is destroyed, the attacker
  // advances; 9.1: a unit entering a hex of enemy artillery destroys it.
  if (defender->unit.type == "E" || isArtillery(defender->unit.type)) {
    const std::string rule = isArtillery(defender->unit.type) ? "9.1" : "11.5";
    if (action.arg("die")) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "{} alone in its hex is destroyed without a roll ({}); grouped with another unit it is ignored and shares that unit's fate (9.2): name that unit as the defender",
                                    defender->unit.name, rule),
                               "die"));
    }
    auto change = loseLevels(books, defender->unit, 4);
    stage(books, "attack_marker." + attacker->unit.id, Value{false});
    summary = *cover && cavalryAttacker
                  ? sayf(data, "{} attacks {}, alone in its hex: {}; {} is cavalry and may not advance into woods or a village (Terrain Effects Table, over {})",
                         attacker->unit.name, defender->unit.name, change.text, attacker->unit.name, rule)
                  : sayf(data, "{} attacks {}, alone in its hex: {}; the attacker must advance into the hex ({})",
                         attacker->unit.name, defender->unit.name, change.text, rule);
    return commitAction(data, state, action, books, "11.5", summary);
  }
  if (!action.arg("die")) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "'Melee' needs the attacker's die, 0 to 9 (11.2)"), "die"));
  }
  auto supporters = numberArgument(action, "supporters", 0, 5, false);
  if (!supporters) return unexpected(supporters.error());
  auto flankHexes = numberArgument(action, "flank_hexes", 0, 6, false);
  if (!flankHexes) return unexpected(flankHexes.error());
  auto attLeader = flagArgument(action, "att_leader");
  if (!attLeader) return unexpected(attLeader.error());
  auto defLeader = flagArgument(action, "def_leader");
  if (!defLeader) return unexpected(defLeader.error());
  // 11.3: the interaction of the leading attacker's type with the defender's, a chart
  // entry where the rulebook's table is cut short [AMB-6].
  const std::string pairing = attacker->unit.type + "_" + defender->unit.type;
  auto cell = chartCell(data, state, "interaction", pairing);
  if (!cell) return unexpected(cell.error());
  auto interaction = asNumber(cell->front());
  if (!interaction || *interaction < -5 || *interaction > 5) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{} reads '{}': a modifier from -5 to +5; correct the chart entry",
                                  cellName(data, CellRef{"interaction", pairing, ""}), toDisplayString(cell->front()))));
  }
  auto attMorale = counterValue(data, state, attacker->unit.id, "morale");
  if (!attMorale) return unexpected(attMorale.error());
  auto defMorale = counterValue(data, state, defender->unit.id, "morale");
  if (!defMorale) return unexpected(defMorale.error());
  std::int64_t attRating = 0;
  if (*attLeader) {
    auto rating = commanderRating(data, state, books, attacker->wing.id);
    if (!rating) return unexpected(rating.error());
    attRating = *rating;
  }
  std::int64_t defRating = 0;
  if (*defLeader) {
    auto rating = commanderRating(data, state, books, defender->wing.id);
    if (!rating) return unexpected(rating.error());
    defRating = *rating;
  }
  bool bonus = books.flag("attack_marker." + attacker->unit.id);
  // [AMB-3]: the morale state is the counter's rating with its state's modifier (12.2).
  std::int64_t attState = *attMorale + statusModifier(data, attacker->level);
  std::int64_t defState = *defMorale + statusModifier(data, defender->level);
  const Procedure* procedure = data.findProcedure("melee");
  auto resolution = resolve(data, *procedure,
                            {{"die", *action.arg("die")},
                             {"att_type", Value{attacker->unit.type}},
                             {"att_morale_state", Value{attState}},
                             {"def_morale_state", Value{defState}},
                             {"interaction", Value{*interaction}},
                             {"supporters", Value{supporters->value_or(0)}},
                             {"flank_hexes", Value{flankHexes->value_or(0)}},
                             {"att_leader", Value{attRating}},
                             {"def_leader", Value{defRating}},
                             {"defender_in_cover", Value{*cover}},
                             {"attack_bonus", Value{bonus}}},
                            attacker->wing.side, state, gameCharts(data, state));
  if (!resolution) return unexpected(resolution.error());
  std::map<std::string, Value> result(resolution->fields.begin(), resolution->fields.end());
  auto number = [&](const char* field) { return asNumber(result[field]).value_or(0); };
  auto flag = [&](const char* field) {
    auto value = std::get_if<bool>(&result[field]);
    return value && *value;
  };
  summary = *reaction ? sayf(data, "Reaction melee: {} attacks {}: {}", attacker->unit.name, defender->unit.name, resolution->headline(data))
                     : sayf(data, "Melee: {} attacks {}: {}", attacker->unit.name, defender->unit.name, resolution->headline(data));
  // 11.4: the losses; a unit that loses more levels than it has is destroyed.
  auto attChange = flag("att_destroyed") ? loseLevels(books, attacker->unit, 4)
                                         : loseLevels(books, attacker->unit, static_cast<int>(number("att_loss")));
  auto defChange = loseLevels(books, defender->unit, static_cast<int>(number("def_loss")));
  if (attChange.after != attChange.before) summary += sayf(data, "; {}", attChange.text);
  if (defChange.after != defChange.before) summary += sayf(data, "; {}", defChange.text);
  // 11.5: a gendarme that loses a level in melee has lost its lance [AMB-50].
  for (auto [fighterUnit, change] : {std::pair<const UnitInfo*, const LevelChange*>{&attacker->unit, &attChange},
                                     std::pair<const UnitInfo*, const LevelChange*>{&defender->unit, &defChange}}) {
    if (fighterUnit->type == "G" && change->after != change->before && change->after != "destroyed") {
      stage(books, "lance_lost." + fighterUnit->id, Value{true});
      summary += sayf(data, "; {} has lost its lance: it can never rally back from disorder (11.5)", fighterUnit->name);
    }
  }
  // The "Attack" marker is spent in this melee [AMB-39].
  stage(books, "attack_marker." + attacker->unit.id, Value{false});
  // What follows the melee is told from the state after the losses (11.4, 11.5, 12.2,
  // Terrain Effects Table): a destroyed unit neither retreats nor advances, a Broken one
  // only retreats in disorder, a disordered or shaken one keeps its facing, and cavalry
  // never advances into woods or a village nor passes through their ranks.
  const bool attackerGone = attChange.after == "destroyed";
  const bool defenderGone = defChange.after == "destroyed";
  const bool attackerRetreats = !attackerGone && number("att_retreat") > 0;
  const bool passage = resolution->outcomeId == "passage" && !defenderGone && !attackerGone;
  auto keepsFacing = [](const std::string& level) { return level == "disordered" || level == "shaken"; };
  // The leading attacker's advance into the hex the defender left (11.2, 11.4).
  auto attackerAdvance = [&](bool mustAdvance) {
    return attackerFollowUp(data, attacker->unit.name, attackerRetreats, attChange.after == "broken", *cover && cavalryAttacker,
                            *cover, mustAdvance);
  };
  if (attackerRetreats) {
    auto retreat = retreatClause(data, attacker->unit.name, number("att_retreat"), keepsFacing(attChange.after));
    summary += defenderGone || defChange.after == "broken"
                   ? sayf(data, "; {} (11.4)", retreat)
                   : sayf(data, "; {}, the defender may advance (11.4)", retreat);
  }
  if (passage) {
    summary += sayf(data, "; Passage à travers: {} does not retreat, ", defender->unit.name);
    if (*cover) {
      // Cavalry "may not ... pass through their ranks" (Terrain Effects Table): as for a
      // hex unavailable to cavalry (11.5), it remains in place [AMB-59].
      summary += sayf(data, "{} may not pass through the ranks of a unit in woods or a village and remains in place (Terrain Effects Table); {} is checked on the 'Retreat impossible' table (11.5)",
                      attacker->unit.name, defender->unit.name);
    } else {
      summary += isInfantry(defender->unit.type)
                     ? sayf(data, "{} passes through and stops in the next hex; if that hex is occupied or unavailable to cavalry it remains in place and {} is checked on the 'Retreat impossible' table (11.5)",
                            attacker->unit.name, defender->unit.name)
                     : sayf(data, "{} passes through and stops in the next hex; if that hex is occupied or unavailable to cavalry it remains in place (11.5)",
                            attacker->unit.name);
    }
  } else if (!defenderGone && number("def_retreat") > 0) {
    auto retreat = retreatClause(data, defender->unit.name, number("def_retreat"), keepsFacing(defChange.after));
    summary += attackerGone ? sayf(data, "; {}", retreat) : sayf(data, "; {}, {}", retreat, attackerAdvance(true));
  } else if (defenderGone && !attackerGone) {
    summary += sayf(data, "; {}", attackerAdvance(false));
  }
  if (grouped) {
    bool vacated = defChange.after == "destroyed" || passage || number("def_retreat") > 0;
    if (isArtillery(grouped->unit.type)) {
      // 9.1: the enemy entering the hex destroys the gun.
      if (vacated) summary += sayf(data, "; {}", loseLevels(books, grouped->unit, 4).text + " (9.1, 9.2)");
    } else {
      int lostLevels = defChange.after == "destroyed" ? 4 : levelIndex(defChange.before) - levelIndex(defChange.after);
      auto shared = loseLevels(books, grouped->unit, lostLevels);
      if (shared.after != shared.before) summary += sayf(data, "; {}, sharing its fate (9.2)", shared.text);
      if (shared.after != "destroyed" && !defenderGone && number("def_retreat") > 0 && !passage) {
        summary += sayf(data, "; {} retreats with it (9.2)", grouped->unit.name);
      }
    }
  }
  // 5.2.1: a commander grouped with a unit destroyed in melee is removed; the others
  // who took part roll for their lives.
  if (attChange.after == "destroyed" && *attLeader) summary += sayf(data, "; {}", loseCommander(data, books, attacker->wing.id));
  if (defChange.after == "destroyed" && *defLeader) summary += sayf(data, "; {}", loseCommander(data, books, defender->wing.id));
  if ((*attLeader && attChange.after != "destroyed") || (*defLeader && defChange.after != "destroyed")) {
    summary += say(data, "; each commander that took part rolls for his life (Commander's fate, 5.2.1)");
  }
  if (defChange.after == "destroyed" && attacker->unit.type == "R" && attacker->wing.side == "protestant" &&
      books.flag("opt_coligny_reiters") && attChange.after != "destroyed") {
    summary += sayf(data, "; Coligny's reiters: roll for {} ('Coligny's reiters plunder', 14.1)", attacker->unit.name);
  }
  return commitAction(data, state, action, books, "11.4", summary, std::move(*resolution));
}

}  // namespace adc::paris
