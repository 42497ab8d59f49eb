// The four-player game (15.2.2): the Marais automated as in the five-player game, one
// player holding the Montagne and the Sans-Culotte with five of their Personalities, who
// wins when either Current wins.
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

TEST_CASE("15.2.2: four players, the Marais automated, the Montagne and Sans-Culotte's player with five Personalities",
          "[revolution][four]") {
  for (const std::string scenario : {"historical_four", "open_four"}) {
    GameState state = setUp(scenario);
    CHECK(flag(state, "automated_marais"));
    CHECK(flag(state, "left_one_player"));
    // "They get the following Personalities: Danton, Robespierre, Saint-Just, Marat and Hébert."
    for (const std::string person : {"danton", "robespierre", "saint_just", "marat", "hebert"}) {
      CHECK(text(state, "place." + person) == "unplaced");
    }
    // "The other Mountain and Sans-Culotte Personalities do not appear in the game."
    for (const std::string person : {"desmoulins", "billaud_varennes", "chaumette", "collot_dherbois", "roux"}) {
      CHECK(text(state, "place." + person) == "absent");
    }
    // Both Currents keep their own books (4.3, 4.6).
    CHECK(number(state, "fame.montagne") == 9);
    CHECK(number(state, "fame.sans_culotte") == 8);
  }
}

TEST_CASE("15.2.2: the Montagne and Sans-Culotte's player wins when either Current wins", "[revolution][four]") {
  GameState state = setUp("open_four");
  // A revolutionary Terror at the end (14.3.3): the Sans-Culotte has more VP than the Montagne.
  setValue(state, "regime", word("terror"));
  setValue(state, "fame.sans_culotte", num(20));
  setValue(state, "fame.gironde", num(20));
  setValue(state, "fame.montagne", num(18));
  setValue(state, "fame.feuillant", num(3));
  auto report = findRuleModule("revolution-francaise")->victory(game(), state);
  CHECK(report.winner == "sans_culotte");
  CHECK(report.explanation.find("The Montagne and the Sans-Culotte are one player's: she wins (15.2.2).") !=
        std::string::npos);
  // In the five-player game the same position names no such player.
  GameState five = setUp("open_five");
  setValue(five, "regime", word("terror"));
  setValue(five, "fame.sans_culotte", num(20));
  setValue(five, "fame.gironde", num(20));
  setValue(five, "fame.montagne", num(18));
  setValue(five, "fame.feuillant", num(3));
  auto fiveReport = findRuleModule("revolution-francaise")->victory(game(), five);
  CHECK(fiveReport.winner == "sans_culotte");
  CHECK(fiveReport.explanation.find("one player's") == std::string::npos);
}
