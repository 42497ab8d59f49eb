// The data, the scenarios' set-up, the end of turn and victory (14.1, 14.2).

#include "paris_messe_support.hpp"

#include "adc/rule_module.hpp"

using namespace adc;
using namespace adc::test::pm;

TEST_CASE("The game's die is read 0-9 (AMB-1)", "[paris][data]") {
  CHECK(game().d10ZeroReadsAs == 0);
  const Procedure* commander = game().findProcedure("commander_death");
  REQUIRE(commander);
  CHECK(commander->inputs.front().dice.lowest == 0);
  CHECK(commander->inputs.front().dice.highest == 9);
}

TEST_CASE("14.1 Dreux sets up 19 Huguenot and 22 Catholic units in three wings a side, at their printed hexes",
          "[paris][setup]") {
  GameState state = newBattle("dreux");
  // Each unit's side is its wing's (tables/roster.toml, tables/wings.toml).
  const Table* roster = game().findTable("roster");
  const Table* wings = game().findTable("wings");
  std::map<std::string, std::string> sideOfWing;
  for (std::size_t row = 0; row < wings->rows.keys.size(); ++row) {
    sideOfWing[wings->rows.keys[row].text] = toDisplayString(wings->cell(row, 0).values[*wings->fieldIndex("side")]);
  }
  int protestant = 0;
  int catholic = 0;
  for (std::size_t row = 0; row < roster->rows.keys.size(); ++row) {
    if (text(state, "level." + roster->rows.keys[row].text) != "normal") continue;
    auto wing = toDisplayString(roster->cell(row, 0).values[*roster->fieldIndex("wing")]);
    ++(sideOfWing[wing] == "protestant" ? protestant : catholic);
  }
  CHECK(protestant == 19);
  CHECK(catholic == 22);
  CHECK(text(state, "hex.d_garde2") == "7011");  // as printed [AMB-33]
  CHECK(text(state, "level.d_huguenot_art2") == "absent");
  CHECK(number(state, "wing_count.protestant") == 3);
  CHECK(text(state, "side_label.catholic") == "Catholics");
}

TEST_CASE("14.2 Ivry sets up five Royalist and four League wings, M. Biron has no units", "[paris][setup]") {
  GameState state = newBattle("ivry");
  CHECK(number(state, "wing_count.protestant") == 5);
  CHECK(number(state, "wing_count.catholic") == 4);
  CHECK(text(state, "wing_state.iv_mbiron") == "eliminated");
  CHECK(text(state, "level.i_parabere") == "normal");
  CHECK(text(state, "level.d_garde1") == "absent");
}

TEST_CASE("3.4 End of turn: leaders and guns face up, the turn's markers removed, then the next turn's initiative",
          "[paris][turn]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  accept(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_piemont1")}, {"die", num(1)}});
  accept(state, "pm_fire", "", {{"firer", word("d_st_andre_art")}, {"target", word("d_conde_g1")}, {"die", num(1)},
                                {"defensive", yes()}, {"distance", num(5)}});
  accept(state, "next");
  accept(state, "next");
  accept(state, "pm_finish", "protestant");
  accept(state, "pm_pass", "catholic");
  accept(state, "pm_pass", "protestant");
  REQUIRE(text(state, "stage") == "retreat");
  auto early = refused(state, "next");
  CHECK(early.message == "the turn moves on with the game's actions here: move the Broken units ('A Broken unit leaves "
                         "the map' for those that leave it), then end the turn (3.3, 3.4)");
  accept(state, "pm_end_turn");
  CHECK_FALSE(flag(state, "fired.d_conde_reiter1"));
  CHECK_FALSE(flag(state, "fired.d_st_andre_art"));
  CHECK_FALSE(flag(state, "leader_activated.dr_conde"));
  CHECK(text(state, "wing_state.dr_conde") == "ready");
  CHECK(stepId(state) == "end.end");
  accept(state, "next");
  CHECK(state.turn == 2);
  CHECK(stepId(state) == "initiative.initiative");
  accept(state, "pm_initiative");
  CHECK(text(state, "first_player") == "protestant");
}

TEST_CASE("14.1 Immediate victory: the Huguenots destroy the three units of the Garde Suisse", "[paris][victory]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  setValue(state, "level.d_garde1", word("destroyed"));
  setValue(state, "level.d_garde2", word("destroyed"));
  setValue(state, "level.d_garde3", word("broken"));
  auto last = accept(state, "pm_morale", "", {{"unit", word("d_garde3")}, {"die", num(9)}});
  CHECK(last.summary.find("immediate victory: the Huguenots destroyed the three units of the Garde Suisse (14.1)") !=
        std::string::npos);
  CHECK(text(state, "winner") == "protestant");
  CHECK(state.gameOver);
  auto report = findRuleModule("paris-messe")->victory(game(), state);
  CHECK(report.winner == "protestant");
  CHECK(report.explanation == "Huguenots won an immediate victory (14.1)");
}

TEST_CASE("14.1 After ten turns: more enemy units destroyed wins, reiters gone plundering not counted", "[paris][victory]") {
  GameState state = newBattle("dreux_optional");
  setValue(state, "level.d_picardie", word("destroyed"));
  setValue(state, "level.d_montmorency_art", word("destroyed"));  // artillery counts [AMB-36]
  setValue(state, "level.d_conde_milice1", word("exited"));
  setValue(state, "level.d_conde_reiter1", word("removed"));
  auto report = findRuleModule("paris-messe")->victory(game(), state);
  CHECK(report.sides[0].points == 2);
  CHECK(report.sides[1].points == 1);
  CHECK(report.winner == "protestant");
  CHECK(report.explanation == "Huguenots destroyed more: 2 to 1 units (14.1)");
  setValue(state, "level.d_conde_milice2", word("destroyed"));
  CHECK(findRuleModule("paris-messe")->victory(game(), state).explanation ==
        "a draw: each side destroyed 2 units (14.1)");
}

TEST_CASE("14.1 optional: Coligny's reiters ride off on 0-4 and still count for the immediate victory", "[paris][victory]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march"}, "dreux_optional");
  auto stays = accept(state, "pm_plunder", "", {{"unit", word("d_coligny_reiter1")}, {"die", num(5)}});
  CHECK(stays.resolution->outcomeId == "stays");
  accept(state, "pm_plunder", "", {{"unit", word("d_coligny_reiter1")}, {"die", num(4)}});
  CHECK(text(state, "level.d_coligny_reiter1") == "removed");
  CHECK(number(state, "reiters_plundering.protestant") == 1);
  CHECK(number(state, "units_lost.protestant") == 0);
  GameState plain = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  auto off = refused(plain, "pm_plunder", "", {{"unit", word("d_coligny_reiter1")}, {"die", num(4)}});
  CHECK(off.message == "the optional rule \"Coligny's reiters\" (14.1) is not in play");
}

TEST_CASE("14.2 Ivry counts enemy cavalry, cuirassiers as 2, the League wins at once with every Royalist cuirassier",
          "[paris][victory]") {
  GameState state = ivry({"march", "march", "march", "march", "march"}, {"march", "attack", "march", "march"});
  setValue(state, "level.i_daumont_c", word("destroyed"));
  setValue(state, "level.i_angouleme", word("destroyed"));
  setValue(state, "level.i_suisses", word("destroyed"));
  setValue(state, "level.i_nemours_g1", word("destroyed"));
  auto report = findRuleModule("paris-messe")->victory(game(), state);
  CHECK(report.sides[1].points == 3);  // C 2 + A 1; the Swiss count nothing
  CHECK(report.sides[0].points == 1);
  for (const char* unit : {"i_montpensier_c", "i_bbiron", "i_du_roi1", "i_du_roi2"}) setValue(state, std::string("level.") + unit, word("destroyed"));
  setValue(state, "level.i_parabere", word("broken"));
  chart(state, "counters", "i_parabere", "morale", {{"value", num(7)}});
  accept(state, "pm_morale", "", {{"unit", word("i_parabere")}, {"die", num(9)}});
  CHECK(text(state, "winner") == "catholic");
  CHECK(number(state, "cavalry_points_lost.protestant") == 13);
}

TEST_CASE("5.2.2 A wing whose units are all destroyed can no longer be activated", "[paris][commanders]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  setValue(state, "level.d_guise_g", word("broken"));
  auto last = accept(state, "pm_morale", "", {{"unit", word("d_guise_g")}, {"die", num(9)}});
  CHECK(last.summary.find("Guise's wing has no unit left: it is out of the game (5.2.2)") != std::string::npos);
  CHECK(text(state, "wing_state.dr_guise") == "eliminated");
  CHECK(text(state, "commander.dr_guise") == "none");
}
