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

namespace {

// The end of a game under a revolutionary Terror (14.3.3) where the Sans-Culotte has more
// VP than the Montagne.
GameState revolutionaryTerrorEnd(const std::string& scenario) {
  GameState state = setUp(scenario);
  setValue(state, "regime", word("terror"));
  setValue(state, "fame.sans_culotte", num(20));
  setValue(state, "fame.gironde", num(20));
  setValue(state, "fame.montagne", num(18));
  setValue(state, "fame.feuillant", num(3));
  return state;
}

}  // namespace

TEST_CASE("15.2.2: the Montagne and Sans-Culotte's player wins when either Current wins", "[revolution][four]") {
  const auto& module = *findRuleModule("revolution-francaise");
  auto report = module.victory(game(), revolutionaryTerrorEnd("open_four"));
  CHECK(report.winner == "sans_culotte");
  CHECK(report.explanation.find("The Montagne and the Sans-Culotte are one player's: she wins (15.2.2).") !=
        std::string::npos);
  // In the five-player game the same position names no such player.
  auto five = module.victory(game(), revolutionaryTerrorEnd("open_five"));
  CHECK(five.winner == "sans_culotte");
  CHECK(five.explanation.find("one player's") == std::string::npos);
}
