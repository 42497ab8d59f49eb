// Grand Siècle: the rule module's final count (31.2, 31.3, 9.2, 33.1).

#include "grand_siecle_support.hpp"

#include "adc/rule_module.hpp"

#include <limits>

using namespace adc;
using namespace adc::test::gs;

namespace {

VictoryReport count(const GameState& state) {
  const RuleModule* module = findRuleModule("grand-siecle");
  REQUIRE(module);
  REQUIRE(module->victory);
  return module->victory(game(), state);
}

const VictoryLine& lineOf(const VictoryReport& report, const std::string& power) {
  for (const auto& line : report.sides) {
    if (line.side == power) return line;
  }
  FAIL("no line for " << power);
  return report.sides.front();
}

}  // namespace

TEST_CASE("31.3: final VP are VP x Final % rounded down, summed over a player's two powers", "[grand-siecle][victory]") {
  auto state = newGame();
  setValue(state, "vp.france", num(301));
  setValue(state, "final_percent.france", num(117));  // 352.17, rounded down
  setValue(state, "vp.poland", num(150));
  setValue(state, "final_percent.poland", num(86));   // 129
  setValue(state, "vp.holland", num(400));             // at 100%
  setValue(state, "vp.russia", num(80));
  auto report = count(state);
  CHECK(report.sides.size() == 10);
  CHECK(lineOf(report, "france").points == 352);
  CHECK(lineOf(report, "france").breakdown[1].second == 51);  // what the Final % added
  CHECK(lineOf(report, "poland").points == 129);
  CHECK(report.winner == "france");  // France & Poland 481 against Holland & Russia 480
  CHECK(report.explanation == "France & Poland has the highest total, 481 VP. Ranking: France & Poland 481, "
                              "Holland & Russia 480, England & Turkey 0, Spain & Prussia 0, Sweden & Austria 0");
}

TEST_CASE("9.2: the players of a shared pair play one power each and double its VP", "[grand-siecle][victory]") {
  auto state = newGame();
  setValue(state, "shared_pair.sweden", Value{true});
  setValue(state, "vp.sweden", num(200));
  setValue(state, "vp.austria", num(150));
  setValue(state, "vp.england", num(210));
  setValue(state, "vp.turkey", num(180));
  auto report = count(state);
  CHECK(lineOf(report, "sweden").points == 400);
  CHECK(lineOf(report, "austria").points == 300);
  CHECK(report.winner == "sweden");  // Sweden alone 400 against England & Turkey 390
}

TEST_CASE("33.1: a tie goes to decreasing prestige, then to a die", "[grand-siecle][victory]") {
  auto state = newGame();
  setValue(state, "vp.spain", num(100));
  setValue(state, "vp.holland", num(100));
  setValue(state, "prestige.spain", num(12));
  setValue(state, "prestige.russia", num(14));
  auto report = count(state);
  CHECK(report.winner == "holland");  // Russia's 14 PP is the best of the tied players
  CHECK(report.explanation.rfind("Holland & Russia ties at 100 VP and wins on prestige (33.1)", 0) == 0);
  setValue(state, "prestige.spain", num(14));
  CHECK(count(state).explanation.find("roll a die (33.1)") != std::string::npos);
}

TEST_CASE("VP corrected past what can be counted give no winner, and say so, instead of a wrapped total",
          "[grand-siecle][victory]") {
  auto state = newGame();
  setValue(state, "vp.france", num(std::numeric_limits<std::int64_t>::max()));
  setValue(state, "final_percent.france", num(117));
  auto report = count(state);
  CHECK(report.winner.empty());
  CHECK(report.explanation ==
        "France's VP cannot be counted: 9223372036854775807 * 117 would be too large (numbers run from "
        "-9223372036854775808 to 9223372036854775807); correct the books (set) to count the victory");
  // The largest VP whose product fits are counted as usual.
  setValue(state, "vp.france", num(std::numeric_limits<std::int64_t>::max() / 117));
  CHECK(count(state).winner == "france");
}
