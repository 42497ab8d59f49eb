// Fire, morale, rally, interception and the rolls after losses (5.2, 8.3, 9.3, 10, 12,
// 13, 14.1): every "Example" of those rules, with the ambiguity decisions of
// config/games/paris-messe/NOTES.md.

#include "paris_messe_support.hpp"

using namespace adc;
using namespace adc::test::pm;

namespace {

// Dreux, Condé's Attack! wing at its unit actions; the Catholics inactive.
GameState condeActing() {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  return state;
}

std::int64_t modifier(const Resolution& resolution, const std::string& name) {
  for (const auto& applied : resolution.modifiers) {
    if (applied.name == name) return applied.value;
  }
  return 0;
}

}  // namespace

TEST_CASE("10.5 Example: fire factor 6, a roll of 9 adds 9 - 6 = 3 to the enemy's morale check", "[paris][fire][example]") {
  GameState state = condeActing();
  // Reiters (R-7-6) fire at 6+.
  auto fire = accept(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_piemont1")}, {"die", num(9)}});
  REQUIRE(fire.resolution);
  CHECK(fire.resolution->outcomeId == "hit");
  CHECK(flag(state, "check_pending.d_piemont1"));
  CHECK(number(state, "check_margin.d_piemont1") == 3);
  CHECK(flag(state, "fired.d_conde_reiter1"));
  // Piémont, morale 7: 4 + 3 = 7 passes; the pending excess is read from the books.
  auto check = accept(state, "pm_morale", "", {{"unit", word("d_piemont1")}, {"die", num(4)}});
  CHECK(*check.resolution->total == 7);
  CHECK(check.resolution->outcomeId == "passes");
  CHECK(text(state, "level.d_piemont1") == "normal");
  CHECK_FALSE(flag(state, "check_pending.d_piemont1"));
}

TEST_CASE("Fire Result Table Example: hitting value 6, a roll of 8 gives +2 to the morale check roll", "[paris][fire][example]") {
  GameState state = condeActing();
  accept(state, "pm_fire", "", {{"firer", word("d_conde_reiter2")}, {"target", word("d_piemont2")}, {"die", num(8)}});
  CHECK(number(state, "check_margin.d_piemont2") == 2);
  // 6 + 2 = 8 over morale 7: Normal to Disordered, the counter turned over.
  auto check = accept(state, "pm_morale", "", {{"unit", word("d_piemont2")}, {"die", num(6)}});
  CHECK(check.resolution->outcomeId == "fails");
  CHECK(text(state, "level.d_piemont2") == "disordered");
  CHECK(check.summary.find("Piémont 2: Normal → Disordered (counter back) (12.1)") != std::string::npos);
}

TEST_CASE("10.3 Example of fire: defensive fire answers every action, offensive fire once per turn", "[paris][fire][example]") {
  GameState state = condeActing();
  // "Unit A enters the field of fire of unit X, which fires defensively."
  auto defensive = accept(state, "pm_fire", "", {{"firer", word("d_sansac")}, {"target", word("d_conde_arq")},
                                                 {"die", num(1)}, {"defensive", yes()}});
  CHECK(defensive.resolution->outcomeId == "miss");
  // "A fires offensively at X, which responds with a new defensive fire."
  accept(state, "pm_fire", "", {{"firer", word("d_conde_arq")}, {"target", word("d_sansac")}, {"die", num(1)}});
  accept(state, "pm_fire", "", {{"firer", word("d_sansac")}, {"target", word("d_conde_arq")}, {"die", num(2)}, {"defensive", yes()}});
  auto twice = refused(state, "pm_fire", "", {{"firer", word("d_conde_arq")}, {"target", word("d_sansac")}, {"die", num(9)}});
  CHECK(twice.message == "Arquebusiers has already fired offensively this turn: once per turn (10.3)");
  auto activeDefends = refused(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_sansac")},
                                                      {"die", num(9)}, {"defensive", yes()}});
  CHECK(activeDefends.message == "defensive fire is by an inactive unit (10.3); Reiters 1's wing is active");
  auto offensiveOut = refused(state, "pm_fire", "", {{"firer", word("d_sansac")}, {"target", word("d_conde_arq")}, {"die", num(9)}});
  CHECK(offensiveOut.argument == "defensive");
}

TEST_CASE("Fire Result Table modifiers: extra MP, flank, infantry firing defensively at cavalry, the firer's state",
          "[paris][fire]") {
  GameState state = condeActing();
  // Picardie (F, 4+) fires defensively at the Condé gendarmes: infantry at cavalry -1.
  auto atCavalry = accept(state, "pm_fire", "", {{"firer", word("d_picardie")}, {"target", word("d_conde_g1")},
                                                 {"die", num(4)}, {"defensive", yes()}});
  CHECK(modifier(*atCavalry.resolution, "Infantry firing defensively at cavalry") == -1);
  CHECK(atCavalry.resolution->outcomeId == "miss");
  // Lansquenets (L, 6+) fire offensively with 2 extra MP into a flank: 3 + 2 + 1 = 6.
  auto aimed = accept(state, "pm_fire", "", {{"firer", word("d_conde_lansq")}, {"target", word("d_garde1")}, {"die", num(3)},
                                             {"extra_mp", num(2)}, {"flank", yes()}});
  CHECK(*aimed.resolution->total == 6);
  CHECK(aimed.resolution->outcomeId == "hit");
  auto defensiveMp = refused(state, "pm_fire", "", {{"firer", word("d_bretagne")}, {"target", word("d_conde_lansq")},
                                                    {"die", num(3)}, {"defensive", yes()}, {"extra_mp", num(1)}});
  CHECK(defensiveMp.message == "extra movement points are spent on offensive fire only (10.3)");
  auto gendarmes = refused(state, "pm_fire", "", {{"firer", word("d_conde_g1")}, {"target", word("d_picardie")}, {"die", num(9)}});
  CHECK(gendarmes.message == "Condé 1 (G) has no fire factor (2.2, Fire Result Table: —)");
  setValue(state, "level.d_conde_milice1", word("shaken"));
  auto shaken = refused(state, "pm_fire", "", {{"firer", word("d_conde_milice1")}, {"target", word("d_bretagne")}, {"die", num(9)}});
  CHECK(shaken.message == "Milices huguenotes 1 is Shaken: defensive fire only (12.2)");
  setValue(state, "level.d_bretagne", word("broken"));
  auto broken = refused(state, "pm_fire", "", {{"firer", word("d_bretagne")}, {"target", word("d_conde_lansq")},
                                               {"die", num(9)}, {"defensive", yes()}});
  CHECK(broken.message == "Bretagne is Broken: no fire (12.2)");
}

TEST_CASE("10.5 Plunging fire Example B: the gun fires at Y, and Z behind it is attacked too", "[paris][fire][example]") {
  GameState state = condeActing();
  // The St. André gun fires defensively at 2 hexes at Condé's gendarmes (cavalry -2):
  // 5 - 2 = 3 against 3+.
  auto y = accept(state, "pm_fire", "", {{"firer", word("d_st_andre_art")}, {"target", word("d_conde_g1")},
                                         {"die", num(5)}, {"defensive", yes()}, {"distance", num(2)}});
  CHECK(y.resolution->outcomeId == "hit");
  CHECK(number(state, "check_margin.d_conde_g1") == 0);
  CHECK(flag(state, "fired.d_st_andre_art"));  // "Tiré"
  // Z, one hex further on the line of fire (3 hexes, 4+): its own roll [AMB-30].
  auto z = accept(state, "pm_fire", "", {{"firer", word("d_st_andre_art")}, {"target", word("d_conde_g2")}, {"die", num(9)},
                                         {"defensive", yes()}, {"distance", num(3)}, {"line", yes()}});
  CHECK(z.resolution->outcomeId == "hit");
  CHECK(number(state, "check_margin.d_conde_g2") == 3);
  auto far = refused(state, "pm_fire", "", {{"firer", word("d_st_andre_art")}, {"target", word("d_conde_g3")}, {"die", num(9)},
                                            {"defensive", yes()}, {"distance", num(4)}, {"line", yes()}});
  CHECK(far.message == "distance: plunging fire reaches 3 hexes at most (10.5)");
  auto again = refused(state, "pm_fire", "", {{"firer", word("d_st_andre_art")}, {"target", word("d_conde_g3")},
                                              {"die", num(9)}, {"defensive", yes()}, {"distance", num(5)}});
  CHECK(again.message == "Artillerie is on its \"Tiré\" side: artillery fires once per turn (10.3)");
}

TEST_CASE("12.1 A failed check costs a level: Normal, Disordered, Shaken, Broken (2-hex retreat), destroyed",
          "[paris][morale]") {
  GameState state = condeActing();
  // Bretagne, morale 6: each state lowers the morale state (12.2).
  accept(state, "pm_morale", "", {{"unit", word("d_bretagne")}, {"die", num(7)}});
  CHECK(text(state, "level.d_bretagne") == "disordered");
  auto shaken = accept(state, "pm_morale", "", {{"unit", word("d_bretagne")}, {"die", num(6)}});  // 6 > 6 - 1
  CHECK(text(state, "level.d_bretagne") == "shaken");
  auto broken = accept(state, "pm_morale", "", {{"unit", word("d_bretagne")}, {"die", num(5)}});  // 5 > 6 - 2
  CHECK(text(state, "level.d_bretagne") == "broken");
  CHECK(broken.summary.find("it retreats 2 hexes facing its own map edge, or rolls on the Retreat impossible table") !=
        std::string::npos);
  CHECK(number(state, "units_lost.catholic") == 0);
  accept(state, "pm_morale", "", {{"unit", word("d_bretagne")}, {"die", num(2)}});  // 2 > 6 - 5
  CHECK(text(state, "level.d_bretagne") == "destroyed");
  CHECK(number(state, "units_lost.catholic") == 1);
  auto gone = refused(state, "pm_morale", "", {{"unit", word("d_bretagne")}, {"die", num(0)}});
  CHECK(gone.message == "Bretagne (Montmorency's wing) is destroyed (12.2)");
}

TEST_CASE("12.1 A leader grouped with the unit helps its check, artillery fails into destruction (13.1)", "[paris][morale]") {
  GameState state = condeActing();
  auto led = accept(state, "pm_morale", "", {{"unit", word("d_garde1")}, {"die", num(9)}, {"leader", yes()}});
  CHECK(*led.resolution->total == 8);  // 9 - Montmorency's 1
  CHECK(led.resolution->outcomeId == "passes");
  auto gun = refused(state, "pm_morale", "", {{"unit", word("d_montmorency_art")}, {"die", num(9)}});
  CHECK(gun.code == ActionError::Code::NeedsChartValue);
  REQUIRE(gun.cell);
  CHECK(gun.cell->table == "counters");
  CHECK(gun.cell->row == "d_montmorency_art");
  chart(state, "counters", "d_montmorency_art", "morale", {{"value", num(6)}});
  accept(state, "pm_morale", "", {{"unit", word("d_montmorency_art")}, {"die", num(9)}});
  CHECK(text(state, "level.d_montmorency_art") == "destroyed");
}

TEST_CASE("13.1 Rally: automatic with the commander, a check next to him, never under Attack!", "[paris][rally]") {
  GameState attack = condeActing();
  setValue(attack, "level.d_conde_lansq", word("disordered"));
  auto none = refused(attack, "pm_rally", "", {{"unit", word("d_conde_lansq")}, {"grouped", yes()}});
  CHECK(none.message == "under Attack! no unit may rally (6.2)");

  GameState state = dreux({"march", "march", "march"}, {"rally", "rally", "rally"});
  activateToActions(state, "protestant", "dr_conde");
  setValue(state, "level.d_conde_lansq", word("shaken"));
  setValue(state, "level.d_conde_milice1", word("broken"));
  setValue(state, "level.d_conde_milice2", word("disordered"));
  auto far = refused(state, "pm_rally", "", {{"unit", word("d_conde_lansq")}, {"die", num(0)}});
  CHECK(far.message == "under March only units grouped with or next to the commander may rally (6.2): say whether the unit is grouped with its commander or next to him");
  auto automatic = accept(state, "pm_rally", "", {{"unit", word("d_conde_lansq")}, {"grouped", yes()}});
  CHECK(text(state, "level.d_conde_lansq") == "disordered");
  CHECK(automatic.summary.find("automatic, 13.1") != std::string::npos);
  // Next to Condé (2): milice (morale 6, Broken -5): 3 - 2 = 1 <= 1 rallies to Shaken.
  auto check = accept(state, "pm_rally", "", {{"unit", word("d_conde_milice1")}, {"die", num(3)}, {"adjacent", yes()}});
  CHECK(check.resolution->outcomeId == "rallies");
  CHECK(text(state, "level.d_conde_milice1") == "shaken");
  // A failed rally costs a level (13.1): 9 - 2 = 7 > 6 - 1.
  accept(state, "pm_rally", "", {{"unit", word("d_conde_milice2")}, {"die", num(9)}, {"adjacent", yes()}});
  CHECK(text(state, "level.d_conde_milice2") == "shaken");
  auto normal = refused(state, "pm_rally", "", {{"unit", word("d_conde_g1")}, {"grouped", yes()}});
  CHECK(normal.message == "Condé 1 is Normal: it has no level to recover (13)");
  setValue(state, "level.d_conde_g2", word("disordered"));
  setValue(state, "lance_lost.d_conde_g2", yes());
  auto lance = refused(state, "pm_rally", "", {{"unit", word("d_conde_g2")}, {"grouped", yes()}});
  CHECK(lance.message == "Condé 2 lost a level in melee: a gendarme can never rally back from disorder (11.5)");
}

TEST_CASE("9.3 Retreat impossible: morale 6 or less -2, morale 8 +1, recovery never past Disordered", "[paris][morale]") {
  GameState state = condeActing();
  // Milice (6): 4 - 2 = 2, destroyed.
  auto milice = accept(state, "pm_retreat_impossible", "", {{"unit", word("d_conde_milice1")}, {"die", num(4)}});
  CHECK(milice.resolution->outcomeId == "destroyed");
  CHECK(text(state, "level.d_conde_milice1") == "destroyed");
  // Garde (8): 5 + 1 = 6, loses a level.
  accept(state, "pm_retreat_impossible", "", {{"unit", word("d_garde1")}, {"die", num(5)}});
  CHECK(text(state, "level.d_garde1") == "disordered");
  // 7 or more: Shaken recovers to Disordered; Disordered stays [AMB-9].
  setValue(state, "level.d_garde2", word("shaken"));
  accept(state, "pm_retreat_impossible", "", {{"unit", word("d_garde2")}, {"die", num(8)}});
  CHECK(text(state, "level.d_garde2") == "disordered");
  accept(state, "pm_retreat_impossible", "", {{"unit", word("d_garde2")}, {"die", num(8)}});
  CHECK(text(state, "level.d_garde2") == "disordered");
}

TEST_CASE("5.2.1 A commander dies on a 9, an adjutant replaces him, and a wing not yet activated waits a turn",
          "[paris][commanders]") {
  GameState state = condeActing();
  auto lives = accept(state, "pm_commander_death", "", {{"wing", word("dr_montmorency")}, {"die", num(8)}});
  CHECK(lives.resolution->outcomeId == "survives");
  auto dies = accept(state, "pm_commander_death", "", {{"wing", word("dr_montmorency")}, {"die", num(9)}});
  CHECK(text(state, "commander.dr_montmorency") == "adjutant");
  CHECK(text(state, "wing_state.dr_montmorency") == "blocked");
  CHECK(dies.summary.find("cannot be this turn (5.2.2)") != std::string::npos);
  accept(state, "next");
  accept(state, "next");
  accept(state, "pm_finish", "protestant");
  // Montmorency's wing is out of this turn; St. André's March waits behind Coligny's Attack!.
  CHECK(text(state, "to_activate") == "protestant");
  auto blocked = refused(state, "pm_pass", "catholic");
  CHECK(blocked.argument == "side");
}

TEST_CASE("8.3 Interception: the cavalry's order, its morale and type, a grouped commander", "[paris][interception]") {
  GameState state = condeActing();
  // Montmorency's gendarmerie (G-7-10, Attack! 4): 4 + 1 (gendarmes) = 5 fails; 3 + 1 = 4 intercepts.
  auto miss = accept(state, "pm_intercept", "", {{"unit", word("d_gendarmerie1")}, {"die", num(4)}});
  CHECK(miss.resolution->outcomeId == "fails");
  auto again = refused(state, "pm_intercept", "", {{"unit", word("d_gendarmerie1")}, {"die", num(0)}});
  CHECK(again.message == "Gendarmerie 1 has already tried to intercept in this enemy activation: once per enemy "
                         "activation (8.3)");
  setValue(state, "attack_marker.d_conde_g1", yes());
  auto hit = accept(state, "pm_intercept", "", {{"unit", word("d_gendarmerie2")}, {"die", num(3)}, {"target", word("d_conde_g1")}});
  CHECK(hit.resolution->outcomeId == "intercepts");
  CHECK(flag(state, "interception.d_gendarmerie2"));
  CHECK_FALSE(flag(state, "attack_marker.d_conde_g1"));
  auto infantry = refused(state, "pm_intercept", "", {{"unit", word("d_picardie")}, {"die", num(0)}});
  CHECK(infantry.message == "Picardie is not cavalry: only cavalry intercepts (8.3)");
  auto own = refused(state, "pm_intercept", "", {{"unit", word("d_conde_g2")}, {"die", num(0)}});
  CHECK(own.message == "Condé 2 belongs to the active side: only the inactive player intercepts (8.3)");
  // Guise's wing is under Rally: not permitted.
  auto rally = refused(state, "pm_intercept", "", {{"unit", word("d_guise_g")}, {"die", num(0)}});
  CHECK(rally.message == "Guise's wing is under Rally: interception is not permitted (Reaction / Pre-emption Table)");
  // Sansac (A-6-10, morale 6): +1.
  auto sansac = accept(state, "pm_intercept", "", {{"unit", word("d_sansac")}, {"die", num(3)}});
  CHECK(*sansac.resolution->total == 4);
}

TEST_CASE("13.2 A Broken unit that leaves the map is destroyed and counts for the enemy", "[paris][morale]") {
  GameState state = condeActing();
  auto notBroken = refused(state, "pm_exit", "", {{"unit", word("d_picardie")}});
  CHECK(notBroken.message == "Picardie is Normal: only Broken units retreat off the map (3.3, 13.2)");
  setValue(state, "level.d_picardie", word("broken"));
  accept(state, "pm_exit", "", {{"unit", word("d_picardie")}});
  CHECK(text(state, "level.d_picardie") == "exited");
  CHECK(number(state, "units_lost.catholic") == 1);
}

TEST_CASE("Terrain Effects Table: infantry entering woods or a village loses a level, cavalry may not", "[paris][terrain]") {
  GameState state = condeActing();
  accept(state, "pm_enter_cover", "", {{"unit", word("d_conde_lansq")}});
  CHECK(text(state, "level.d_conde_lansq") == "disordered");
  auto cavalry = refused(state, "pm_enter_cover", "", {{"unit", word("d_conde_g1")}});
  CHECK(cavalry.message == "Condé 1 may not enter woods or a village: only infantry may (Terrain Effects Table)");
}

TEST_CASE("3.2 C Fire, rally, interception and charges belong to the unit actions, not to the pre-emption or melee steps",
          "[paris][fire]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  auto early = refused(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_piemont1")}, {"die", num(9)}});
  CHECK(early.message ==
        "Fire belongs to the step 'C - Unit actions' of the activation (3.2); the turn is at 'A - Pre-emption attempt'");
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  REQUIRE(stepId(state) == "activation.melee");
  auto late = refused(state, "pm_charge", "", {{"unit", word("d_conde_g1")}});
  CHECK(late.message == "The attack bonus belongs to the step 'C - Unit actions' of the activation (3.2); the turn is at "
                        "'D - Melee'");
}

TEST_CASE("9.2 When a hex is covered by fire, each unit grouped there checks its own morale", "[paris][fire]") {
  GameState state = condeActing();
  // The Montmorency gun is printed in 0718 with a Gendarmerie unit (AMB-33); the reiters hit the hex.
  auto fire = accept(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_gendarmerie4")},
                                            {"die", num(7)}, {"grouped", word("d_montmorency_art")}});
  CHECK(fire.summary.find("and so does Artillerie, grouped with it (9.2)") != std::string::npos);
  CHECK(number(state, "check_margin.d_gendarmerie4") == 1);
  CHECK(number(state, "check_margin.d_montmorency_art") == 1);
  CHECK(flag(state, "check_pending.d_montmorency_art"));
}

TEST_CASE("10.3 Example: a unit under March or even Rally already in contact may fire", "[paris][fire][example]") {
  GameState state = dreux({"rally", "rally", "rally"}, {"rally", "rally", "rally"});
  REQUIRE(text(state, "to_activate") == "catholic");  // all Rally, leaders rated 2 and 2: the dice (4.1)
  activateToActions(state, "catholic", "dr_montmorency");
  // "... may turn, fire, and then withdraw from the enemy": Picardie (F, 4+) fires offensively.
  auto fire = accept(state, "pm_fire", "", {{"firer", word("d_picardie")}, {"target", word("d_conde_milice1")}, {"die", num(4)}});
  CHECK(fire.resolution->outcomeId == "hit");
  CHECK(flag(state, "fired.d_picardie"));
  // "any action within the field of fire of an enemy unit may trigger defensive fire".
  accept(state, "pm_fire", "", {{"firer", word("d_conde_milice1")}, {"target", word("d_picardie")}, {"die", num(2)}, {"defensive", yes()}});
}

TEST_CASE("5.1.2 A unit out of command may only conduct reaction fire", "[paris][fire]") {
  GameState state = condeActing();
  accept(state, "pm_command", "", {{"unit", word("d_conde_milice1")}, {"out", yes()}});
  auto out = refused(state, "pm_fire", "", {{"firer", word("d_conde_milice1")}, {"target", word("d_bretagne")}, {"die", num(9)}});
  CHECK(out.message == "Milices huguenotes 1 is out of command: reaction fire only (5.1.2)");
}
