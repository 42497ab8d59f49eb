// The five-player game's automated Marais (15.2.1), persuading Personalities (7.3.2) and
// the King recaptured (11.3.1).
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

TEST_CASE("15.2.1: in the five-player game the Marais' Personalities never appear and it takes regions by its roll",
          "[revolution][players]") {
  GameState state = setUp("historical_five");
  CHECK(flag(state, "automated_marais"));
  CHECK(text(state, "place.barras") == "absent");
  // Roll 6: "Montpellier is controlled, and Toulouse is neutral" (15.2.1.1).
  accept(state, "rf_marais_regions", "", {{"roll", dice({2, 4})}});
  CHECK(text(state, "control.montpellier") == "marais");
  CHECK(text(state, "control.toulouse") == "none");
  // "Each game turn, the Marais attempts to control new regions by a plot": once.
  auto again = refused(state, "rf_marais_regions", "", {{"roll", dice({1, 4})}});
  CHECK(again.message.find("(15.2.1.1: each game turn, the Marais attempts to control new regions by a \"plot\")") !=
        std::string::npos);
  // Roll 5: "Limoges is controlled, and Angoulême is neutral": a Marais region never turns neutral.
  GameState five = setUp("historical_five");
  accept(five, "rf_marais_regions", "", {{"roll", dice({1, 4})}});
  CHECK(text(five, "control.angouleme") == "marais");
  // Regions in revolt are not affected: roll 10, "Nîmes and Montpellier are controlled, and Tours is neutral".
  GameState ten = setUp("historical_five");
  setValue(ten, "revolt.nimes", yes());
  accept(ten, "rf_marais_regions", "", {{"roll", dice({5, 5})}});
  CHECK(text(ten, "control.nimes") == "none");
  CHECK(text(ten, "control.tours") == "none");
  GameState six = setUp();
  auto refusal = refused(six, "rf_marais_regions", "", {{"roll", dice({2, 4})}});
  CHECK(refusal.message == "the Marais is automated only in the five-player game (15.2.1)");
}

TEST_CASE("15.2.1.1: 'When the Marais has to play its Regional Action Phase, a player rolls two dice': the turn does "
          "not move on without the roll",
          "[revolution][players]") {
  GameState state = setUp("historical_five");
  accept(state, "goto", "", {{"step", word("actions.marais_regions")}});
  auto skipped = refused(state, "next");
  CHECK(skipped.message == "the automated Marais plays its Regional Action Phase in its turn order: roll for 'The automated "
                           "Marais' regions' before the turn moves on (15.2.1.1)");
  REQUIRE(skipped.way);
  CHECK(skipped.way->target == "rf_marais_regions");
  accept(state, "rf_marais_regions", "", {{"roll", dice({2, 4})}});
  accept(state, "next");
}

TEST_CASE("15.2.1.6: 'During the Fame Adjustment phase, roll on the 13-14 column': A the Marais' fame +1, with the other "
          "Currents' adjustment, never skipped",
          "[revolution][players]") {
  GameState state = setUp("historical_five");
  accept(state, "goto", "", {{"step", word("interphase.fame")}});
  auto skipped = refused(state, "next");
  CHECK(skipped.message == "the fames are adjusted, the automated Marais' by its roll on the 13-14 column: 'Fame "
                           "adjustment' before the turn moves on (10.3, 15.2.1.6)");
  auto noRoll = refused(state, "rf_fame_adjustment");
  CHECK(noRoll.message == "'Fame adjustment' needs the automated Marais' roll on the 13-14 column, two dice (15.2.1.6)");
  CHECK(noRoll.argument == "marais_roll");
  chart(state, "action_result", "9", "13-14", word("A"));
  const auto fame = number(state, "fame.marais");
  auto adjusted = accept(state, "rf_fame_adjustment", "", {{"marais_roll", dice({4, 5})}});
  CHECK(number(state, "fame.marais") == fame + 1);
  CHECK(adjusted.summary.find("the automated Marais rolls 9") != std::string::npos);
  CHECK(refused(state, "rf_fame_adjustment", "", {{"marais_roll", dice({4, 5})}}).message.find("(10.3: ") != std::string::npos);
  accept(state, "next");
  SECTION("in the six-player game the Marais' own objective counts, and no roll is taken") {
    GameState six = setUp();
    auto roll = refused(six, "rf_fame_adjustment", "", {{"marais_roll", dice({4, 5})}});
    CHECK(roll.message == "the Marais is automated only in the five-player game (15.2.1)");
  }
}

TEST_CASE("15.2.1.4: the automated Marais votes by its die, 1-2 with the Government", "[revolution][players]") {
  GameState state = setUp("historical_five");
  auto noDie = refused(state, "rf_law", "government",
                       {{"law", word("civic")}, {"yes", word("feuillant")}, {"no", word("gironde royalist montagne sans_culotte")}});
  CHECK(noDie.message == "'Vote a law' needs the automated Marais' die (1 to 6)");
  // The Marais' 10 deputies join the Government: 8 + 10 against 4 + 2 + 1 + 1.
  auto applied = accept(state, "rf_law", "government",
                        {{"law", word("civic")}, {"yes", word("feuillant")},
                         {"no", word("gironde royalist montagne sans_culotte")}, {"marais_die", num(2)}});
  CHECK(applied.summary.find("yes 18, no 8 → passed") != std::string::npos);
  // 5-6: against the Government.
  auto against = accept(state, "rf_law", "gironde",
                        {{"law", word("anti_emigrants")}, {"yes", word("gironde montagne sans_culotte")},
                         {"no", word("feuillant royalist")}, {"marais_die", num(6)}});
  CHECK(against.summary.find("yes 16, no 10 → passed") != std::string::npos);
}

TEST_CASE("7.3.2: persuading a Personality: A he switches, B he leaves the map, -2 for a secondary Current",
          "[revolution][players]") {
  GameState state = setUp();
  chart(state, "action_result", "9", "7-8", word("A"));  // Marais 10 - 2 = 8
  accept(state, "rf_act", "marais",
         {{"action", word("persuade")}, {"target", word("lafayette")}, {"secondary", yes()}, {"rolls", dice({4, 5})}});
  CHECK(text(state, "owner.lafayette") == "marais");
  chart(state, "action_result", "9", "11-12", word("B"));  // Gironde 11
  setValue(state, "place.danton", word("paris"));
  accept(state, "rf_act", "gironde", {{"action", word("persuade")}, {"target", word("danton")}, {"rolls", dice({4, 5})}});
  CHECK(text(state, "place.danton") == "fled");
  CHECK(text(state, "owner.danton") == "montagne");
  // A prisoner who leaves an outlawed Current is freed (7.3.2).
  setValue(state, "regime", word("convention"));
  setValue(state, "outlawed.feuillant", yes());
  setValue(state, "place.barnave", word("prison"));
  chart(state, "action_result", "9", "9-10", word("A"));
  accept(state, "rf_act", "marais", {{"action", word("persuade")}, {"target", word("barnave")}, {"rolls", dice({4, 5})}});
  CHECK(text(state, "owner.barnave") == "marais");
  CHECK(text(state, "place.barnave") == "unplaced");
}

TEST_CASE("11.3.1: the recaptured King's trial counts 4 more Guilty votes", "[revolution][players]") {
  GameState state = setUp();
  setValue(state, "regime", word("convention"));
  setValue(state, "king", word("prison"));
  setValue(state, "king_recaptured", yes());
  setValue(state, "trials", num(1));  // a retrial, allowed after a recapture in any regime
  // Guilty 10 + 1 + 1 + 4 = 16 against Feuillant 8, Royalist 2, Gironde 4 = 14.
  auto applied = accept(state, "rf_law", "montagne",
                        {{"law", word("trial_of_the_king")}, {"yes", word("marais montagne sans_culotte")},
                         {"no", word("feuillant royalist gironde")}});
  CHECK(applied.summary.find("yes 16, no 14") != std::string::npos);
  CHECK(text(state, "king") == "executed");
  CHECK_FALSE(flag(state, "king_recaptured"));
}

TEST_CASE("15.2.1.4 (A56): in a fame vote the automated Marais' die gives +2 with the Government, 0 or -2 against",
          "[revolution][players]") {
  GameState state = setUp("historical_five");
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  // Government fame 10 - 2 (the Marais' 5: against) = 8.
  chart(state, "action_result", "7", "7-8", word("C"));
  auto applied = accept(state, "rf_law", "government", {{"law", word("civic")}, {"roll", dice({3, 4})}, {"marais_die", num(5)}});
  CHECK(applied.summary.find("the automated Marais is against the Government: -2") != std::string::npos);
  CHECK(number(state, "fame.government") == 9);  // rejected: -1
  auto declared = refused(state, "rf_law", "government",
                          {{"law", word("maximum")}, {"roll", dice({3, 4})}, {"marais", num(2)}, {"marais_die", num(1)}});
  CHECK(declared.message == "the automated Marais declares by its die");
}

TEST_CASE("13.6: Fatherland in Danger lets the Currents give to the Government and ends with the war that prompted it",
          "[revolution][players]") {
  GameState state = setUp();
  setValue(state, "foreign_war", yes());
  setValue(state, "track.coalition", num(20));
  accept(state, "rf_levels");
  setValue(state, "army_at.brunswick", word("paris"));
  accept(state, "rf_law", "government",
         {{"law", word("fatherland_in_danger")}, {"yes", word("feuillant marais gironde")},
          {"no", word("royalist montagne sans_culotte")}});
  CHECK(flag(state, "in_force.fatherland_in_danger"));
  CHECK(text(state, "fatherland_cause") == "allied");
  accept(state, "rf_gift", "marais", {{"to", word("government")}, {"amount", num(100)}});
  // A Government law opposed by an officially present Current costs it 1 fame (13.6).
  accept(state, "rf_law", "government",
         {{"law", word("civic")}, {"yes", word("feuillant marais")}, {"no", word("gironde royalist montagne sans_culotte")}});
  CHECK(number(state, "fame.gironde") == 10);
  CHECK(number(state, "fame.royalist") == 8);  // not officially present
  setValue(state, "army_at.brunswick", word("eliminated"));
  setValue(state, "allied_entered", yes());
  accept(state, "rf_military_control");
  CHECK_FALSE(flag(state, "foreign_war"));
  CHECK_FALSE(flag(state, "in_force.fatherland_in_danger"));
}
