// Melee (11): the examples of 11.2, 11.3 and 11.4, the special cases of 11.5, the
// interaction and combat cells the rulebook's charts do not print typed in as chart
// entries (test values, as players would from their copy).

#include "paris_messe_support.hpp"

using namespace adc;
using namespace adc::test::pm;

namespace {

// Ivry: Egmont's corps (League, Attack!) at its melee step; the Royalists under March.
GameState egmontAtMelee(bool charge) {
  GameState state = ivry({"march", "march", "march", "march", "march"}, {"march", "attack", "march", "march"});
  REQUIRE(text(state, "to_activate") == "catholic");
  activateToActions(state, "catholic", "iv_egmont");
  if (charge) accept(state, "pm_charge", "", {{"unit", word("i_egmont_g1")}});
  accept(state, "next");
  REQUIRE(stepId(state) == "activation.melee");
  return state;
}

// Dreux: Condé's Attack! wing at its melee step.
GameState condeAtMelee() {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  accept(state, "next");
  return state;
}

std::int64_t modifier(const Resolution& resolution, const std::string& name) {
  for (const auto& applied : resolution.modifiers) {
    if (applied.name == name) return applied.value;
  }
  return 0;
}

}  // namespace

TEST_CASE("11.3 Example of melee (2) A: two gendarmes (G-7-10) attack French guards (F-7-4/4) without bonus: total 0",
          "[paris][melee][example]") {
  GameState state = egmontAtMelee(false);
  auto melee = accept(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                              {"supporters", num(1)}, {"die", num(3)}});
  REQUIRE(melee.resolution);
  const auto& r = *melee.resolution;
  // "difference in morale state = 0; interaction of units = -1; one supporting unit = +1;
  // no leaders present = 0; terrain = 0; no attack bonus; total = 0."
  CHECK(modifier(r, "Difference in morale state") == 0);
  CHECK(modifier(r, "Interaction of units") == -1);
  CHECK(modifier(r, "Supporting units") == 1);
  CHECK(modifier(r, "Attack bonus") == 0);
  CHECK(r.modifierTotal == 0);
  // 3: A1 R1, D1 - the gendarme loses its lance (11.5).
  CHECK(text(state, "level.i_egmont_g1") == "disordered");
  CHECK(flag(state, "lance_lost.i_egmont_g1"));
  CHECK(text(state, "level.i_gardes_francais") == "disordered");
  // "Units that are disordered or shaken retreat and retain their facing" (11.4): the
  // gendarme is disordered after its loss.
  CHECK(melee.summary.find("Gendarmes 1 retreats 1 hex(es) keeping its facing, the defender may advance (11.4)") !=
        std::string::npos);
}

TEST_CASE("11.3 Example of melee (2) B: with the attack bonus and a flank attack the total is +3", "[paris][melee][example]") {
  GameState state = egmontAtMelee(true);
  auto melee = accept(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                              {"supporters", num(1)}, {"flank_hexes", num(1)}, {"die", num(3)}});
  const auto& r = *melee.resolution;
  // "interaction of units = -1; one supporting unit = +1; flank attack = +1, attack bonus = +2; total = +3."
  CHECK(modifier(r, "Flank or rear attack") == 1);
  CHECK(modifier(r, "Attack bonus") == 2);
  CHECK(r.modifierTotal == 3);
  // 6: A1, D1 R1, and for gendarmes with the bonus Passage à travers (11.5).
  CHECK(r.outcomeId == "passage");
  CHECK(melee.summary.find("Passage à travers: Gardes Français does not retreat") != std::string::npos);
  CHECK_FALSE(flag(state, "attack_marker.i_egmont_g1"));  // spent [AMB-39]
}

TEST_CASE("11.4 Example A1-D2R2: the attacker loses one level, the defender two and retreats two hexes",
          "[paris][melee][example]") {
  GameState state = egmontAtMelee(true);
  // 7 + 3 = 10 reads the Combat Table's 9-and-more row, which the text does not print.
  auto missing = refused(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                                 {"supporters", num(1)}, {"flank_hexes", num(1)}, {"die", num(7)}});
  CHECK(missing.code == ActionError::Code::NeedsChartValue);
  REQUIRE(missing.cell);
  CHECK(missing.cell->table == "combat");
  CHECK(missing.cell->row == ">=9");
  chart(state, "combat", ">=9", "",
        {{"att_destroyed", Value{false}}, {"att_loss", num(1)}, {"att_retreat", num(0)}, {"def_loss", num(2)},
         {"def_retreat", num(2)}, {"passage", Value{false}}});
  auto melee = accept(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                              {"supporters", num(1)}, {"flank_hexes", num(1)}, {"die", num(7)}});
  CHECK(melee.resolution->headline(game()) == "10: A1 R0, D2 R2");
  CHECK(text(state, "level.i_egmont_g1") == "disordered");
  CHECK(text(state, "level.i_gardes_francais") == "shaken");
  // Shaken after its two levels lost, the defender retains its facing (11.4).
  CHECK(melee.summary.find("Gardes Français retreats 2 hex(es) keeping its facing, Gendarmes 1 must advance into the "
                           "vacated hex (11.4)") != std::string::npos);
}

TEST_CASE("11.2 Example of melee (1): Z's reaction melee on C first, then B on X with A's support, then C on Y if it survives",
          "[paris][melee][example]") {
  GameState state = condeAtMelee();
  // Z (the Garde, S) reacts against C (the Condé Lansquenets, L): S_L is not printed.
  auto unprinted = refused(state, "pm_melee", "", {{"attacker", word("d_garde1")}, {"defender", word("d_conde_lansq")},
                                                   {"die", num(0)}, {"reaction", yes()}});
  CHECK(unprinted.code == ActionError::Code::NeedsChartValue);
  chart(state, "interaction", "S_L", "", {{"value", num(0)}});
  // A Garde (8) against the Lansquenets (7): +1; 0 + 1 = 1: A1 R2, D1.
  auto z = accept(state, "pm_melee", "", {{"attacker", word("d_garde1")}, {"defender", word("d_conde_lansq")},
                                          {"die", num(0)}, {"reaction", yes()}});
  CHECK(z.summary.rfind("Reaction melee: Garde 1 attacks Lansquenets", 0) == 0);
  CHECK(text(state, "level.d_conde_lansq") == "disordered");
  // B (Condé gendarmes) attacks X (Picardie) with the support of A (another gendarme).
  accept(state, "pm_melee", "", {{"attacker", word("d_conde_g1")}, {"defender", word("d_picardie")},
                                 {"supporters", num(1)}, {"die", num(4)}});
  // C survived: it attacks Y (Bretagne). L_F is not printed either.
  chart(state, "interaction", "L_F", "", {{"value", num(0)}});
  accept(state, "pm_melee", "", {{"attacker", word("d_conde_lansq")}, {"defender", word("d_bretagne")}, {"die", num(5)}});
  // Had C been destroyed, its melee is gone [AMB-57].
  setValue(state, "level.d_conde_lansq", word("destroyed"));
  auto gone = refused(state, "pm_melee", "", {{"attacker", word("d_conde_lansq")}, {"defender", word("d_bretagne")}, {"die", num(5)}});
  CHECK(gone.message == "Lansquenets (Condé's wing) is destroyed (12.2)");
}

TEST_CASE("11.5 Special cases: infantry never attacks cavalry, arquebusiers never infantry, E never initiates",
          "[paris][melee]") {
  GameState state = condeAtMelee();
  auto infantry = refused(state, "pm_melee", "", {{"attacker", word("d_garde1")}, {"defender", word("d_conde_g1")},
                                                  {"die", num(5)}, {"reaction", yes()}});
  CHECK(infantry.message == "infantry can never attack cavalry in melee, only by fire (11.5)");
  auto arquebusiers = refused(state, "pm_melee", "", {{"attacker", word("d_conde_arq")}, {"defender", word("d_picardie")}, {"die", num(5)}});
  CHECK(arquebusiers.message == "arquebusiers can never attack infantry in melee, only by fire (11.5)");
  auto notActive = refused(state, "pm_melee", "", {{"attacker", word("d_coligny_g1")}, {"defender", word("d_picardie")}, {"die", num(5)}});
  CHECK(notActive.argument == "attacker");
  // A gun alone in its hex is destroyed when an enemy unit enters it (9.1).
  auto gun = accept(state, "pm_melee", "", {{"attacker", word("d_conde_g1")}, {"defender", word("d_st_andre_art")}});
  CHECK(text(state, "level.d_st_andre_art") == "destroyed");
  CHECK(gun.summary.find("the attacker must advance into the hex (9.1)") != std::string::npos);
}

TEST_CASE("11.5 A unit on a dangerous mission attacked alone is destroyed, and the attacker advances", "[paris][melee]") {
  GameState state = egmontAtMelee(false);
  auto detachment = accept(state, "pm_melee", "", {{"attacker", word("i_egmont_g2")}, {"defender", word("i_demi_regiment")}});
  CHECK(text(state, "level.i_demi_regiment") == "destroyed");
  CHECK(detachment.summary.find("(11.5)") != std::string::npos);
}

TEST_CASE("5.2.1 A commander grouped with a unit destroyed in melee is removed, the others roll after the melee",
          "[paris][melee][commanders]") {
  GameState state = egmontAtMelee(false);
  setValue(state, "level.i_gardes_francais", word("broken"));
  // 5 + 7 - (7 - 5) - 1 = ... G against a Broken F: the defender loses its last level.
  auto melee = accept(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                              {"die", num(0)}, {"def_leader", yes()}});
  CHECK(text(state, "level.i_gardes_francais") == "destroyed");
  CHECK(text(state, "commander.iv_montpensier") == "adjutant");
  CHECK(melee.summary.find("Montpensier is lost") != std::string::npos);
}

TEST_CASE("9.2 A gun grouped with the defender shares its fate: the enemy entering the hex destroys it (9.1)",
          "[paris][melee]") {
  GameState state = condeAtMelee();
  // The Montmorency gun is printed in 0718 with a Gendarmerie unit [AMB-33].
  auto wrong = refused(state, "pm_melee", "", {{"attacker", word("d_conde_g1")}, {"defender", word("d_gendarmerie4")},
                                               {"die", num(4)}, {"grouped", word("d_picardie")}});
  CHECK(wrong.argument == "grouped");
  // Condé (8) against the Gendarmerie (7): +1, G_G 0; 4 + 1 = 5: A1, D1 R1.
  auto melee = accept(state, "pm_melee", "", {{"attacker", word("d_conde_g1")}, {"defender", word("d_gendarmerie4")},
                                              {"die", num(4)}, {"grouped", word("d_montmorency_art")}});
  CHECK(text(state, "level.d_gendarmerie4") == "disordered");
  CHECK(text(state, "level.d_montmorency_art") == "destroyed");
  CHECK(melee.summary.find("(9.1, 9.2)") != std::string::npos);
}

TEST_CASE("5.1.2 An out-of-command unit may not fight in the normal way (AMB-45)", "[paris][melee]") {
  GameState state = condeAtMelee();
  accept(state, "pm_command", "", {{"unit", word("d_conde_g2")}, {"out", yes()}});
  auto out = refused(state, "pm_melee", "", {{"attacker", word("d_conde_g2")}, {"defender", word("d_picardie")}, {"die", num(4)}});
  CHECK(out.message == "Condé 2 is out of command: it may not fight in the normal way (5.1)");
  accept(state, "pm_command", "", {{"unit", word("d_conde_g2")}});
  CHECK_FALSE(flag(state, "out_of_command.d_conde_g2"));
}

TEST_CASE("Terrain Effects Table: cavalry may attack woods or a village, but may not advance after combat - "
          "told from the melee's result",
          "[paris][melee]") {
  std::map<std::string, Value> melee{{"attacker", word("d_conde_g1")}, {"defender", word("d_picardie")},
                                     {"defender_in_cover", yes()}};
  // 6 - 1 = 5: A1 R0, D1 R1 (printed): Picardie, disordered, retreats keeping its facing.
  GameState retreat = condeAtMelee();
  melee["die"] = num(6);
  auto pushed = accept(retreat, "pm_melee", "", melee);
  INFO(pushed.summary);
  // 11.4 "When a unit retreats, the attacker must advance into the vacated hex", but
  // cavalry "may not advance after combat" into a village.
  CHECK(pushed.summary.find("must advance") == std::string::npos);
  CHECK(pushed.summary.find("Picardie retreats 1 hex(es) keeping its facing, Condé 1 is cavalry and may not advance "
                            "into woods or a village (Terrain Effects Table)") != std::string::npos);

  // 9 - 1 = 8 reads the 7-8 row the text cuts short: typed in as a test value that destroys.
  GameState destroyed = condeAtMelee();
  chart(destroyed, "combat", "7-8", "",
        {{"att_destroyed", Value{false}}, {"att_loss", num(0)}, {"att_retreat", num(0)}, {"def_loss", num(4)},
         {"def_retreat", num(0)}, {"passage", Value{false}}});
  melee["die"] = num(9);
  auto gone = accept(destroyed, "pm_melee", "", melee);
  INFO(gone.summary);
  CHECK(text(destroyed, "level.d_picardie") == "destroyed");
  CHECK(gone.summary.find("unless") == std::string::npos);
  CHECK(gone.summary.find("; Condé 1 is cavalry and may not advance into woods or a village (Terrain Effects Table)") !=
        std::string::npos);
}

TEST_CASE("Woods and villages are on the Dreux map only, and cavalry is never in them (Terrain Effects Table)",
          "[paris][melee]") {
  GameState ivry = egmontAtMelee(false);
  auto noWoods = refused(ivry, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                                {"defender_in_cover", yes()}, {"die", num(3)}});
  CHECK(noWoods.message == "woods and villages are on the Dreux map only (Terrain Effects Table)");
  GameState dreuxMelee = condeAtMelee();
  auto cavalryInCover = refused(dreuxMelee, "pm_melee", "", {{"attacker", word("d_conde_g1")}, {"defender", word("d_picardie")},
                                                             {"attacker_in_cover", yes()}, {"die", num(3)}});
  CHECK(cavalryInCover.argument == "attacker_in_cover");
}


TEST_CASE("11.3 the number of supporting units: +1 per unit, up to a maximum of 5", "[paris][melee]") {
  GameState state = egmontAtMelee(false);
  auto six = refused(state, "pm_melee", "", {{"attacker", word("i_egmont_g1")}, {"defender", word("i_gardes_francais")},
                                             {"supporters", num(6)}, {"die", num(3)}});
  CHECK(six.code == ActionError::Code::OutOfRange);
  CHECK(six.argument == "supporters");
}
