// Every "Example" passage of the rulebook, as the example reads, plus the set-up checks of
// 4.5 and 4.6 against the rules that produce those numbers (R.1.6, 10.2).
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

TEST_CASE("6.3 example: turn order for turn one is Feuillant, Gironde, Marais, Royalist, Montagne, Sans-Culotte",
          "[revolution][examples]") {
  GameState state = setUp();
  auto applied = accept(state, "rf_turn_order");
  // "the Feuillant plays first. Her fame is 12, and she controls 8 regions, for a total of 20."
  CHECK(number(state, "order.feuillant") == 1);
  // "the Gironde plays second. Her fame is 11, and she has 4 controlled regions."
  CHECK(number(state, "order.gironde") == 2);
  // "the Marais plays third ... The total is 15, the same as the Gironde's, but the Marais'
  // fame is lower than the Gironde's fame."
  CHECK(number(state, "order.marais") == 3);
  // "and then the Royalist, the Mountain and the Sans-Culotte."
  CHECK(number(state, "order.royalist") == 4);
  CHECK(number(state, "order.montagne") == 5);
  CHECK(number(state, "order.sans_culotte") == 6);
  CHECK(applied.summary == "Turn order after the Government: Feuillant 20, Gironde 15, Marais 15, Royalist 12, "
                           "Montagne 10, Sans-Culotte 9");
}

TEST_CASE("6.3: Currents tied on fame plus regions and on fame roll a die, and roll again when equal (A52)",
          "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "fame.marais", num(11));  // Marais 11 + 5 = 16; Gironde 11 + 4 = 15
  setValue(state, "fame.gironde", num(12));  // Gironde 12 + 4 = 16: tied on both
  setValue(state, "fame.marais", num(12));
  setValue(state, "control.nevers", word("none"));  // Marais 12 + 4 = 16
  auto missing = refused(state, "rf_turn_order");
  CHECK(missing.code == ActionError::Code::MissingArgument);
  CHECK(missing.message == "Marais, Gironde are tied on fame + regions and on fame: each rolls a die; the Marais's is missing (6.3)");
  auto equal = refused(state, "rf_turn_order", "", {{"roll_marais", num(4)}, {"roll_gironde", num(4)}});
  CHECK(equal.message == "Marais and Gironde rolled the same: they roll again");
  accept(state, "rf_turn_order", "", {{"roll_marais", num(2)}, {"roll_gironde", num(5)}});
  CHECK(number(state, "order.gironde") == 2);
  CHECK(number(state, "order.marais") == 3);
}

TEST_CASE("6.4 example: the Montagne's objective, a revolt in Brest, is achieved by the Royalist's revolt",
          "[revolution][examples]") {
  GameState state = setUp();
  // "The Montagne declares as an objective starting a revolt in Brest."
  accept(state, "rf_objective", "montagne", {{"objective", word("revolt brest")}});
  accept(state, "rf_objective", "government", {{"objective", word("suppress brest")}});
  // "The Royalist player does it first": Cadoudal in Brest, a hot region (+2): 8 + 2 = 10.
  setValue(state, "place.cadoudal", word("brest"));
  chart(state, "action_result", "8", "9-10", word("B"));  // the players' play aid (test value)
  accept(state, "rf_act", "royalist",
         {{"action", word("revolt")}, {"target", word("brest")}, {"with", word("cadoudal")}, {"rolls", dice({3, 5})}});
  CHECK(flag(state, "revolt.brest"));
  CHECK(text(state, "control.brest") == "none");
  CHECK(flag(state, "objective_achieved.montagne"));
  // "and then the Government represses that revolt later on": 10 - 2 = 8.
  chart(state, "action_result", "10", "7-8", word("A"));
  accept(state, "rf_act", "government", {{"action", word("suppress")}, {"target", word("brest")}, {"rolls", dice({4, 6})}});
  CHECK_FALSE(flag(state, "revolt.brest"));
  // "Regardless, the Montagne is considered to have succeeded in its objective."
  accept(state, "rf_fame_adjustment");
  CHECK(number(state, "fame.montagne") == 10);
  CHECK(number(state, "fame.government") == 11);
}

TEST_CASE("7.1 example: the Marais pays 200 for two plot rolls in Lyon, keeps the 4 and its fame is not adjusted",
          "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "place.barras", word("lyon"));
  std::map<std::string, Value> plot{{"action", word("plot")}, {"target", word("lyon")}, {"with", word("barras")},
                                    {"rolls", dice({1, 1, 1, 3})}, {"keep", num(2)}};
  // The 4 row is not printed: the app asks for the cell of the players' play aid.
  auto ask = refused(state, "rf_act", "marais", plot);
  CHECK(ask.code == ActionError::Code::NeedsChartValue);
  REQUIRE(ask.cell);
  CHECK(ask.cell->row == "4");
  CHECK(ask.cell->column == "9-10");
  chart(state, "action_result", "4", "9-10", word("C"));  // "The action fails."
  accept(state, "rf_act", "marais", plot);
  CHECK(number(state, "assignats.marais") == 800 - 200);
  CHECK(number(state, "spent") == 200);
  // "the player keeps the "4" result, so the Marais' fame stays at its current value"
  CHECK(number(state, "fame.marais") == 10);
  CHECK(text(state, "control.lyon") == "marais");
  // "had the Economy Track been at Level II, the same plot attempt with two die rolls would
  // have cost 400 assignats."
  GameState levelTwo = setUp();
  setValue(levelTwo, "track.economy", num(10));
  accept(levelTwo, "rf_levels");
  CHECK(number(levelTwo, "level.economy") == 2);
  setValue(levelTwo, "place.barras", word("lyon"));
  chart(levelTwo, "action_result", "4", "9-10", word("C"));
  accept(levelTwo, "rf_act", "marais", plot);
  CHECK(number(levelTwo, "assignats.marais") == 800 - 400);
}

TEST_CASE("7.1: a double 1 kept lowers the actor's fame, a double 6 raises it, reversed by the Euro-ish variant (15.3)",
          "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "place.barras", word("lyon"));
  accept(state, "rf_act", "marais", {{"action", word("plot")}, {"target", word("lyon")}, {"with", word("barras")},
                                     {"rolls", dice({1, 1})}});  // row 2 is printed: C
  CHECK(number(state, "fame.marais") == 9);
  GameState euro = setUp();
  setValue(euro, "option_euro", yes());
  setValue(euro, "place.barras", word("lyon"));
  accept(euro, "rf_act", "marais", {{"action", word("plot")}, {"target", word("lyon")}, {"with", word("barras")},
                                    {"rolls", dice({1, 1})}});
  CHECK(number(euro, "fame.marais") == 11);
}

TEST_CASE("7.3.1.1 example: the Government arrests Marat in Mountain Paris on the 4 column, keeps the 9: B, he flees",
          "[revolution][examples]") {
  GameState state = setUp();
  // "Marat, who is in Paris. Paris is controlled by the Mountain. The Government's fame is 10."
  setValue(state, "control.paris", word("montagne"));
  setValue(state, "place.marat", word("paris"));
  // "The Government pays 200 assignats, and rolls the dice two times. The first roll is 5
  // (1 +4), and the second is 9 (3 + 6). The Government uses the 9 roll"
  auto applied = accept(state, "rf_act", "government",
                        {{"action", word("arrest")}, {"target", word("marat")}, {"target_influential", yes()},
                         {"rolls", dice({1, 4, 3, 6})}, {"keep", num(2)}});
  CHECK(number(state, "assignats.government") == 2300 - 200);
  // "the value used is 4 (... -2, and ... -4)", "which gives a "B" result"
  CHECK(applied.summary.find("kept 9 on column 4 → B: he flees") != std::string::npos);
  // "Marat leaves France, and he will come back at the start of the next turn."
  CHECK(text(state, "place.marat") == "fled");
  state.turn = 2;
  accept(state, "rf_start_turn");
  CHECK(text(state, "place.marat") == "unplaced");
}

TEST_CASE("7.3.1.1: only arrestable Personalities may be arrested, and B imprisons in the Terror", "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "place.danton", word("paris"));
  auto refusal = refused(state, "rf_act", "government",
                         {{"action", word("arrest")}, {"target", word("danton")}, {"rolls", dice({3, 6})}});
  CHECK(refusal.message == "Danton is not arrestable in the Legislative (R.1.4.1)");
  setValue(state, "regime", word("terror"));
  setValue(state, "place.brissot", word("caen"));  // the Gironde is outlawed in the Terror
  setValue(state, "outlawed.gironde", yes());
  chart(state, "action_result", "9", "5-6", word("B"));  // 10 - 4 (Caen is Gironde) = 6
  accept(state, "rf_act", "government", {{"action", word("arrest")}, {"target", word("brissot")}, {"rolls", dice({3, 6})}});
  CHECK(text(state, "place.brissot") == "prison");
}

TEST_CASE("7.4.1 example: Robespierre and Danton plot Paris on the 16 column, three rolls, the 9 kept: A",
          "[revolution][examples]") {
  GameState state = setUp();
  // "The Mountain has put Robespierre and Danton in Paris. Both Personalities have some
  // influence in Paris ... The Mountain's fame is 12"
  setValue(state, "fame.montagne", num(12));
  setValue(state, "place.robespierre", word("paris"));
  setValue(state, "place.danton", word("paris_box"));
  // "the Mountain player pays three times the cost, i.e. 300 assignats. The dice rolls are:
  // 7, 9, and 4. The player chooses the "9" dice roll, which gives an "A" result."
  auto applied = accept(state, "rf_act", "montagne",
                        {{"action", word("plot")}, {"target", word("paris")}, {"with", word("robespierre danton")},
                         {"influential", num(2)}, {"rolls", dice({3, 4, 4, 5, 1, 3})}, {"keep", num(2)}});
  CHECK(applied.summary.find("3 rolls, kept 9 on column 16 → A") != std::string::npos);
  CHECK(number(state, "assignats.montagne") == 350 - 300);
  // "The Mountain now controls Paris." "(but the fame marker stays in the 12 box)"
  CHECK(text(state, "control.paris") == "montagne");
  CHECK(number(state, "fame.montagne") == 12);
  // "Danton and Robespierre can do nothing more during this game turn."
  CHECK(flag(state, "used.danton"));
  CHECK(flag(state, "used.robespierre"));
  auto again = refused(state, "rf_act", "montagne",
                       {{"action", word("raise_commune")}, {"with", word("danton")}, {"rolls", dice({3, 4})}});
  CHECK(again.message == "Danton has already acted this turn (6.5)");
}

TEST_CASE("7.4.4.1 example: a raised Commune controlled by the Sans-Culotte at the end is worth 10 VP to it",
          "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("sans_culotte"));
  auto report = findRuleModule("revolution-francaise")->victory(game(), state);
  const VictoryLine* line = nullptr;
  for (const auto& each : report.sides) {
    if (each.side == "sans_culotte") line = &each;
  }
  REQUIRE(line);
  std::map<std::string, std::int64_t> breakdown(line->breakdown.begin(), line->breakdown.end());
  // "the Sans-Culotte receives 10 VP: 5 for controlling Paris, and 5 more for the Commune"
  CHECK(breakdown["controlling Paris"] == 5);
  CHECK(breakdown["the Commune raised (14.1.6)"] == 5);
  // Paris counts as a Sans-Culotte region while the Commune is raised (A50): Marseille and Paris.
  CHECK(breakdown["controlled regions"] == 2);
}

TEST_CASE("13.1 example: Freedom of Prices and Rents at Economy 17 costs 150 to propose and 450 to the Government",
          "[revolution][examples]") {
  GameState state = setUp();
  // "the Economy marker is in the "17" box (i.e., level III)"
  setValue(state, "track.economy", num(17));
  accept(state, "rf_levels");
  REQUIRE(number(state, "level.economy") == 3);
  GameState bankrupt = state;
  // "A Current pays 150 assignats (3 times 50) and proposes the law ... This law is passed."
  std::map<std::string, Value> vote{{"law", word("freedom_of_prices")},
                                    {"yes", word("gironde marais")},
                                    {"no", word("feuillant royalist montagne sans_culotte")}};
  auto applied = accept(state, "rf_law", "gironde", vote);
  CHECK(applied.summary.find("yes 14, no 12") != std::string::npos);
  CHECK(number(state, "assignats.gironde") == 1400 - 150);
  // "The Government has to pay 450 assignats (3 times 150), and then the Economy marker is
  // adjusted to the "10" box, that is, level II."
  CHECK(number(state, "assignats.government") == 2300 - 450);
  CHECK(number(state, "track.economy") == 10);
  CHECK(number(state, "level.economy") == 2);
  CHECK(number(state, "fame.gironde") == 11 - 2);    // 13.1.2: the proposer's fame -2
  CHECK(number(state, "track.commune") == 4 + 3);    // 13.1.2: Commune +3
  CHECK(number(state, "spent") == 150 + 450);
  // "If the Government cannot pay, it is bankrupt, and the marker stays in box "17"."
  setValue(bankrupt, "assignats.government", num(400));
  accept(bankrupt, "rf_law", "gironde", vote);
  CHECK(number(bankrupt, "track.economy") == 17);
  CHECK(flag(bankrupt, "bankrupt_this_turn"));
  CHECK(number(bankrupt, "fame.feuillant") == 12 - 5);   // 10.2.2.1: the Government's Current
  CHECK(number(bankrupt, "fame.government") == 10 - 2);  // 10.2.2.1
  CHECK(number(bankrupt, "assignats.government") == 400);
}

TEST_CASE("14.4 example: a reactionary Thermidor, the Marais wins, then Feuillant, Gironde, Mountain, Sans-Culotte, Royalist",
          "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "regime", word("thermidor"));
  setValue(state, "revolt.bourges", Value{false});
  std::map<std::string, std::vector<std::string>> held{
      {"royalist", {"angers", "cholet", "nantes"}},
      {"feuillant", {"clermont", "dijon", "metz", "rouen"}},
      {"marais", {"angouleme", "cahors", "limoges", "lyon"}},
      {"gironde", {"amiens", "bordeaux", "caen", "brest", "tours", "orleans"}},
      {"montagne", {"lille", "strasbourg", "nevers", "nimes", "toulouse"}},
      {"sans_culotte", {"paris", "marseille"}}};
  setValue(state, "control.montpellier", word("none"));
  setValue(state, "control.bourges", word("none"));
  for (const auto& [current, list] : held) {
    for (const auto& region : list) setValue(state, "control." + region, word(current));
  }
  for (const auto& [current, fame] : std::map<std::string, std::int64_t>{
           {"royalist", 10}, {"feuillant", 9}, {"marais", 15}, {"gironde", 12}, {"montagne", 11}, {"sans_culotte", 15}}) {
    setValue(state, "fame." + current, num(fame));
  }
  for (const auto& [current, seats] : std::map<std::string, std::int64_t>{
           {"royalist", 0}, {"feuillant", 2}, {"marais", 6}, {"gironde", 5}, {"montagne", 3}, {"sans_culotte", 2}}) {
    setValue(state, "deputies." + current, num(seats));
  }
  setValue(state, "king", word("executed"));
  auto report = findRuleModule("revolution-francaise")->victory(game(), state);
  std::map<std::string, std::int64_t> vp;
  for (const auto& line : report.sides) vp[line.side] = line.points;
  CHECK(vp["royalist"] == 13);      // "fame 10 + 3 controlled regions"
  CHECK(vp["feuillant"] == 15);     // "fame 9 + 4 regions + 2 Deputies"
  CHECK(vp["marais"] == 25);        // "fame 15 + 4 regions + 6 Deputies"
  CHECK(vp["gironde"] == 23);       // "fame 12 + 6 regions + 5 Deputies"
  CHECK(vp["montagne"] == 21);      // "fame 11 + 5 regions + 5 for Louis executed"
  CHECK(vp["sans_culotte"] == 27);  // "fame 15 + 5 for Paris controlled + 5 for Louis executed + 2 regions"
  // "Reaction has the edge over Revolution." "the Marais is the winner."
  CHECK(report.winner == "marais");
  CHECK(report.explanation ==
        "Royalist 13 VP (under 25). Feuillant 15 VP → Revolution, Marais 25 VP → Reaction, Gironde 23 VP → Reaction, "
        "Montagne 21 VP → Reaction, Sans-Culotte 27 VP → Revolution: Reaction 3 to 2. Reactionary Thermidor: Marais "
        "wins (14.3.4). The others (14.4): Feuillant (2), Gironde (3), Montagne (4), Sans-Culotte (5), Royalist (6).");
}

TEST_CASE("4.5 and R.1.6: the Legislative election on the starting map gives the starting Assembly", "[revolution][examples]") {
  GameState state = setUp();
  setValue(state, "next_election", num(1));
  accept(state, "rf_election");
  // 4.5: Feuillant 8; Marais 10 with 2 Royalists; Gironde 4 with 1 Montagne and 1 Sans-Culotte.
  CHECK(number(state, "deputies.feuillant") == 8);
  CHECK(number(state, "deputies.marais") == 10);   // 5 regions + 3 neutral (Brest, Nîmes, Bourges in revolt) + 4/2
  CHECK(number(state, "deputies.royalist") == 2);
  CHECK(number(state, "deputies.gironde") == 4);
  CHECK(number(state, "deputies.montagne") == 1);
  CHECK(number(state, "deputies.sans_culotte") == 1);
  CHECK(number(state, "next_election") == 8);  // R.1.6: turns 4 and 8
}

TEST_CASE("4.6 and 10.2: one turn of income on the starting map is the starting money", "[revolution][examples]") {
  GameState state = setUp();
  // The region incomes the text does not print, typed in from a map whose numbers add up to
  // 4.6's sums (test values).
  std::map<std::string, std::int64_t> income{
      {"angers", 100}, {"cholet", 100}, {"nantes", 100}, {"tours", 100},
      {"clermont", 200}, {"dijon", 200}, {"metz", 200}, {"montpellier", 200}, {"orleans", 150}, {"rouen", 150},
      {"strasbourg", 150}, {"toulouse", 150}, {"angouleme", 200}, {"cahors", 150}, {"limoges", 150}, {"lyon", 150},
      {"nevers", 150}, {"amiens", 300}, {"bordeaux", 300}, {"caen", 200}, {"brest", 100}, {"nimes", 100}};
  for (const auto& [region, value] : income) chart(state, "region_income", region, "", num(value));
  std::map<std::string, std::int64_t> before;
  for (const char* side : {"royalist", "feuillant", "marais", "gironde", "montagne", "sans_culotte"}) {
    before[side] = number(state, std::string("assignats.") + side);
  }
  accept(state, "rf_income");
  CHECK(number(state, "assignats.royalist") - before["royalist"] == 400 + 50);  // + the Coalition's 50 at level I (10.2.1)
  CHECK(number(state, "assignats.feuillant") - before["feuillant"] == 1400);
  CHECK(number(state, "assignats.marais") - before["marais"] == 800);
  CHECK(number(state, "assignats.gironde") - before["gironde"] == 1400);
  // "Because of the minimum income rule (see 10.2.1), this Current has 350 assignats"
  CHECK(number(state, "assignats.montagne") - before["montagne"] == 350);
  CHECK(number(state, "assignats.sans_culotte") - before["sans_culotte"] == 350);
  // "The Government has 2300 assignats, that is 2500 assignats, minus ... Bourges (200)"
  CHECK(number(state, "assignats.government") == 2300);
  auto twice = refused(state, "rf_income");
  CHECK(twice.message == "the income of turn 1 has already been paid (10.2)");
}
