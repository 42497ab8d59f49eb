#include "rules.hpp"

#include "actions.hpp"
#include "combat.hpp"
#include "descriptions.hpp"
#include "map.hpp"
#include "victory.hpp"

#include "adc/game_texts.hpp"
#include "adc/limit.hpp"
#include "adc/rules.hpp"

#include <stdexcept>

namespace adc::revolution {

// 15.2.1: in the five-player game "the Marais is automated"; 15.2.2: in the four-player
// game one player also holds the Montagne and the Sans-Culotte. A table that names no
// player for the Marais plays that game of the scenario chosen ("historical" →
// "historical_five"), whose books say so (automated_marais).
std::optional<SeatedScenario> scenarioOfSeats(const GameData& data, const Setup& setup) {
  auto holder = [&](std::string_view side) {
    for (const auto& player : setup.players) {
      if (player.side == side) return player.name;
    }
    return std::string();
  };
  const Scenario* chosen = data.findScenario(setup.scenario);
  if (!chosen || setup.players.empty() || !holder("marais").empty()) return std::nullopt;
  if (auto automated = chosen->start.find("automated_marais"); automated != chosen->start.end()) {
    if (const bool* yes = std::get_if<bool>(&automated->second); yes && *yes) return std::nullopt;  // already that game
  }
  const bool four = !holder("montagne").empty() && holder("montagne") == holder("sans_culotte");
  const Scenario* seated = data.findScenario(setup.scenario + (four ? "_four" : "_five"));
  if (!seated) return std::nullopt;
  return SeatedScenario{seated->id,
                   four ? sayf(data, "The Marais has no player and one player holds the Montagne and the Sans-Culotte: "
                                     "the four-player game starts, {} (15.2.1, 15.2.2)",
                               seated->name)
                        : sayf(data, "The Marais has no player: the five-player game starts, {} (15.2.1)", seated->name)};
}

ArgumentLists argumentLists() {
  return {{{"rf_objective", "objective"}, objectiveChoices}, {{"rf_combat", "lose"}, combatLossChoices}};
}

void checkData(const GameData& data, Diagnostics& diagnostics) {
  auto file = (data.folder / "game.toml").string();
  for (const char* table : {"action_result", "track_levels", "region_income", "hot_regions", "region_neighbours", "allied_routes", "allied_objectives",
                            "action_costs", "laws", "trial_effects", "also_rans", "marais_regions", "marais_vote"}) {
    if (!data.findTable(table)) {
      diagnostics.add(SourceLocation{file, 0, 0}, "table",
                      std::string("the rule module reads the table '") + table + "'; add it");
    }
  }
  for (const char* procedure : {"action_roll", "fame_vote", "justice_roll", "coup_roll"}) {
    if (!data.findProcedure(procedure)) {
      diagnostics.add(SourceLocation{file, 0, 0}, "procedure",
                      std::string("the rule module resolves the procedure '") + procedure + "'; add it");
    }
  }
  for (const char* key : {"fame.government", "assignats.government", "track.economy", "level.economy", "control.paris",
                          "owner.louis_xvi", "place.louis_xvi", "deputies.marais", "regime", "gov_controller",
                          "outlawed.montagne", "in_force.conscription", "army_at.cobourg", "volunteers.paris",
                          "objective.government", "order.marais", "started_turn", "rebel_current", "republic_at_war",
                          "pinned_turn.paris", "allied_step.cobourg", "moved_turn.cobourg", "revolt_by.paris",
                          "volunteers_moved.paris", "volunteers_moved_turn.paris", "allied_moved_turn",
                          "crown_moved_turn", "government_moved_turn", "combat_turn", "suppressing_volunteers",
                          "carnot_command_turn"}) {
    if (!data.schema.find(key)) {
      diagnostics.add(SourceLocation{file, 0, 0}, "value",
                      std::string("the rule module keeps the value '") + key + "'; declare it");
    }
  }
}

namespace {

// What the rules do at this step, and that the turn may not move on without: the
// automated Marais' regional action (15.2.1.1) and its fame roll (15.2.1.6), each combat
// where enemy forces face each other (9.6: "Combat occurs automatically").
std::optional<ActionError> stepNotDone(const GameData& data, const GameState& state) {
  const auto* step = currentStep(data, state);
  if (!step || state.gameOver) return std::nullopt;
  const bool fivePlayers = Books(data, state).flag("automated_marais");
  auto done = [&](const char* type) {
    return limitReached(data, state, Action{type, "", {}, "", 0}).has_value();
  };
  if (step->id == "actions.marais_regions" && fivePlayers && !done("rf_marais_regions")) {
    return refuse(ActionError::Code::NotAllowed,
                  say(data, "the automated Marais plays its Regional Action Phase in its turn order: roll for "
                            "'The automated Marais' regions' before the turn moves on (15.2.1.1)"))
        .pointing(WayForward::action("rf_marais_regions"));
  }
  if (step->id == "interphase.fame" && fivePlayers && !done("rf_fame_adjustment")) {
    return refuse(ActionError::Code::NotAllowed,
                  say(data, "the fames are adjusted, the automated Marais' by its roll on the 13-14 column: "
                            "'Fame adjustment' before the turn moves on (10.3, 15.2.1.6)"))
        .pointing(WayForward::action("rf_fame_adjustment"));
  }
  if (step->id == "military.combat") return unfoughtCombats(data, state);
  return std::nullopt;
}

}  // namespace

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "revolution-francaise";
  module.actions = {
      {"rf_levels", guarded(applyLevels)},
      {"rf_start_turn", guarded(applyStartTurn)},
      {"rf_gift", guarded(applyGift)},
      {"rf_turn_order", guarded(applyTurnOrder)},
      {"rf_objective", guarded(applyObjective)},
      {"rf_act", guarded(applyAct)},
      {"rf_marais_regions", guarded(applyMaraisRegions)},
      {"rf_transitions", guarded(applyTransitions)},
      {"rf_install", guarded(applyInstall)},
      {"rf_referendum", guarded(applyReferendum)},
      {"rf_election", guarded(applyElection)},
      {"rf_king", guarded(applyKing)},
      {"rf_law", guarded(applyLaw)},
      {"rf_justice", guarded(applyJustice)},
      {"rf_coup", guarded(applyCoup)},
      {"rf_confidence", guarded(applyConfidence)},
      {"rf_deputies_return", guarded(applyDeputiesReturn)},
      {"rf_economy", guarded(applyEconomy)},
      {"rf_income", guarded(applyIncome)},
      {"rf_fame_adjustment", guarded(applyFameAdjustment)},
      {"rf_maintenance", guarded(applyMaintenance)},
      {"rf_allied_entry", guarded(applyAlliedEntry)},
      {"rf_volunteers", guarded(applyVolunteers)},
      {"rf_raise_army", guarded(applyRaiseRoyalArmy)},
      {"rf_military_control", guarded(applyMilitaryControl)},
      {"rf_combat", guarded(applyCombat)},
      {"rf_pin", guarded(applyPin)},
      {"rf_allied_move", guarded(applyAlliedMove)},
      {"rf_move", guarded(applyMove)},
      {"rf_hide", guarded(applyHide)},
      {"rf_carnot", guarded(applyCarnotCommand)},
      {"rf_army_return", guarded(applyArmyReturn)},
      {"rf_partner_vote", guarded(applyPartnerVote)},
      {"rf_exile", guarded(applyExile)},
      {"rf_rebuild_army", guarded(applyRebuildArmy)},
      {"rf_assassination", guarded(applyAssassination)},
      {"rf_event_revolt", guarded(applyEventRevolt)},
      {"rf_event_track", guarded(applyEventTrack)},
  };
  // 6.1: the Negotiations "should last about 10 minutes, but no more than 15": the timer
  // (10 minutes) may be extended, never beyond 15.
  module.guardBuiltIn = [](const GameData& data, const GameState& state,
                           const Action& action) -> std::optional<ActionError> {
    // 3.2.1, 9.5.2: the map typed in must be a map (region ids, both ways, the printed routes).
    if (auto problem = checkMapEntry(data, state, action)) return problem;
    if (action.type == "next") {
      if (auto problem = stepNotDone(data, state)) return problem;
    }
    if (action.type != "timer_extend" || action.text("timer").value_or("") != "negotiations") return std::nullopt;
    auto index = data.findTimer("negotiations");
    auto seconds = action.number("seconds");
    if (!index || !seconds || *index >= state.timers.size()) return std::nullopt;
    const auto total = state.timers[*index].durationMs + *seconds * 1000;
    if (total > 15 * 60 * 1000) {
      return refuse(ActionError::Code::NotAllowed,
                    sayf(data, "the Negotiations last no more than 15 minutes (6.1): {} would be too long", total / 60000),
                    "seconds");
    }
    return std::nullopt;
  };
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  module.victory = victory;
  return module;
}

}  // namespace adc::revolution
