// Exact odds before the roll: every face of every die not yet entered, counted once.

#include "adc/odds.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

Expected<OddsReport, ActionError> oddsOf(const std::string& procedure, const std::map<std::string, Value>& known,
                                         const GameState& state, const std::string& side = "red",
                                         const ChartSource& charts = {}) {
  auto game = test::testGame();
  return computeOdds(*game, *game->findProcedure(procedure), known, side, state, charts);
}

GameState standardGame() { return initialState(*test::testGame(), Setup{"standard", {}, 1}); }

std::vector<std::pair<std::string, std::uint64_t>> lines(const OddsReport& report) {
  std::vector<std::pair<std::string, std::uint64_t>> result;
  for (const auto& line : report.lines) result.emplace_back(line.label, line.ways);
  return result;
}

}  // namespace

TEST_CASE("5.2 Weather odds: rain 2 in 6, fair 3 in 6, storm 1 in 6", "[odds]") {
  auto report = oddsOf("weather", {}, standardGame(), "");
  REQUIRE(report);
  CHECK(report->rolled == std::vector<std::string>{"die"});
  CHECK(report->totalWays == 6);
  CHECK(lines(*report) == std::vector<std::pair<std::string, std::uint64_t>>{
                              {"The weather is rain", 2}, {"The weather is fair", 3}, {"The weather is storm", 1}});
  CHECK(report->lines[1].probability(report->totalWays) == Approx(0.5));
  CHECK(report->lines[0].fields == std::vector<std::pair<std::string, Value>>{{"weather", Value{std::string("rain")}}});
}

TEST_CASE("Skirmish at odds 1 on clear ground: 36 rolls over the five rows", "[odds]") {
  auto report = oddsOf("skirmish", {{"odds", Value{std::int64_t{1}}}}, standardGame());
  REQUIRE(report);
  CHECK(report->totalWays == 36);
  // <=4: 2,3,4 (1+2+3 ways); 5-6: 4+5; 7: 6; 8-9: 5+4; 10+: 3+2+1.
  CHECK(lines(*report) == std::vector<std::pair<std::string, std::uint64_t>>{
                              {"Attack fails: attacker loses 2, defender loses 0", 6},
                              {"Attack fails: attacker loses 1, defender loses 0", 9},
                              {"Attack fails: attacker loses 1, defender loses 1", 6},
                              {"Attacker wins: attacker loses 0, defender loses 1", 9},
                              {"Attacker wins: attacker loses 0, defender loses 2", 6}});
}

TEST_CASE("At odds 2 the unprinted row 7 is its own share, listed last", "[odds]") {
  auto report = oddsOf("skirmish", {{"odds", Value{std::int64_t{2}}}}, standardGame());
  REQUIRE(report);
  CHECK(report->totalWays == 36);
  REQUIRE(report->lines.size() == 5);
  const auto& unknown = report->lines.back();
  CHECK(unknown.label == "not printed: Skirmish table, Modified 2d6 7, Odds 2");
  CHECK(unknown.ways == 6);
  REQUIRE(unknown.unknownCell);
  CHECK(*unknown.unknownCell == CellRef{"skirmish", "7", "2"});
  std::uint64_t sum = 0;
  for (const auto& line : report->lines) sum += line.ways;
  CHECK(sum == 36);

  // Once the players typed it in, the share has its outcome.
  ChartSource chart = [](const CellRef&) -> std::optional<std::vector<Value>> {
    return std::vector<Value>{Value{std::int64_t{1}}, Value{std::int64_t{2}}};
  };
  auto known = oddsOf("skirmish", {{"odds", Value{std::int64_t{2}}}}, standardGame(), "red", chart);
  REQUIRE(known);
  for (const auto& line : known->lines) CHECK_FALSE(line.unknownCell);
}

TEST_CASE("Odds with the modifiers of the moment: forest and veteran", "[odds]") {
  auto report = oddsOf("skirmish",
                       {{"odds", Value{std::int64_t{3}}}, {"terrain", Value{std::string("forest")}}, {"veteran", Value{false}}},
                       standardGame());
  REQUIRE(report);
  // -1: totals 1..11; <=4 takes 2..5 (1+2+3+4 = 10 ways).
  CHECK(report->lines.front().label == "Attack fails: attacker loses 1, defender loses 1");
  CHECK(report->lines.front().ways == 10);
}

TEST_CASE("3.1 tax odds: ten faces of the d10, each once", "[odds]") {
  auto report = oddsOf("tax", {}, standardGame());
  REQUIRE(report);
  CHECK(report->totalWays == 10);
  REQUIRE(report->lines.size() == 10);
  CHECK(report->lines.front().label == "Collect 1 ducats");
  CHECK(report->lines.back().label == "Collect 10 ducats");
}

TEST_CASE("A share that cannot be resolved is counted with its reason", "[odds]") {
  auto state = standardGame();
  state.values[*test::testGame()->schema.find("treasury.red")] = Value{std::int64_t{95}};
  auto report = oddsOf("tax", {}, state);
  REQUIRE(report);
  CHECK(report->totalWays == 10);
  REQUIRE(report->lines.size() == 10);  // 1..4 collect; 5..10 would pass 99, each its own reason
  CHECK(report->lines[3].label == "Collect 4 ducats");
  CHECK(report->lines.back().error ==
        "Taxes (rule 3.1): 105 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(report->lines[4].error ==
        "Taxes (rule 3.1): 100 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(report->lines[4].label == "cannot resolve: " + report->lines[4].error);
}

TEST_CASE("Dice already entered are not rolled: one way", "[odds]") {
  auto report = oddsOf("skirmish", {{"odds", Value{std::int64_t{1}}}, {"die", Value{DiceFaces{6, 6}}}}, standardGame());
  REQUIRE(report);
  CHECK(report->rolled.empty());
  CHECK(report->totalWays == 1);
  REQUIRE(report->lines.size() == 1);
  CHECK(report->lines[0].label == "Attacker wins: attacker loses 0, defender loses 2");
}

TEST_CASE("Odds need every input that is not a die", "[odds]") {
  auto report = oddsOf("skirmish", {}, standardGame());
  REQUIRE_FALSE(report);
  CHECK(report.error().code == ActionError::Code::MissingArgument);
  CHECK(report.error().message == "missing Odds (attacker to defender, rounded down); expected a number from 1 to 5");
}

TEST_CASE("Too many dice to count exactly is refused, naming the input", "[odds]") {
  Procedure procedure;
  procedure.id = "percentile";
  procedure.name = "Percentile";
  procedure.rule = "9";
  InputDef dice;
  dice.id = "roll";
  dice.name = "Roll";
  dice.kind = InputKind::Dice;
  dice.dice = *parseDiceSpec("4d100");
  procedure.inputs = {dice};
  procedure.outcomes = {OutcomeDef{{}, TextTemplate::parse("{roll + 0}").value(), "any"}};
  auto report = computeOdds(*test::testGame(), procedure, {}, "red", standardGame(), {});
  REQUIRE_FALSE(report);
  CHECK(report.error().code == ActionError::Code::OutOfRange);
  CHECK(report.error().message == "too many dice combinations to count exactly (over 2000000)");
  CHECK(report.error().argument == "roll");
  procedure.inputs[0].dice = *parseDiceSpec("2d100");
  auto counted = computeOdds(*test::testGame(), procedure, {}, "red", standardGame(), {});
  REQUIRE(counted);
  CHECK(counted->totalWays == 10'000);
  CHECK(counted->lines.size() == 199);  // sums 2 to 200
}

TEST_CASE("Before the roll, the modifiers the players can already count are known", "[odds]") {
  // A veteran attacker into forest: -1 and +1 whatever the dice; nothing depends on them.
  auto report = oddsOf("skirmish", {{"odds", std::int64_t{3}}, {"terrain", std::string("forest")},
                                    {"veteran", true}}, standardGame());
  REQUIRE(report);
  REQUIRE(report->steadyModifiers.size() == 2);
  CHECK(report->steadyModifiers[0].name == "Defender in forest");
  CHECK(report->steadyModifiers[0].value == -1);
  CHECK(report->steadyModifiers[0].rule == "7.2");
  CHECK(report->steadyModifiers[1].name == "Veteran attacker");
  CHECK(report->rollDependentModifiers.empty());
}

TEST_CASE("A modifier granted on doubles depends on the roll, so it is not counted before it", "[odds]") {
  Procedure procedure;
  procedure.id = "volley";
  procedure.name = "Volley";
  procedure.rule = "9";
  InputDef dice;
  dice.id = "die";
  dice.name = "Roll";
  dice.kind = InputKind::Dice;
  dice.dice = *parseDiceSpec("2d6");
  procedure.inputs = {dice};
  procedure.modifiers = {ModifierDef{"doubles", "Doubles", "9.1", Expression::parse("die_1 == die_2").value(),
                                     Expression::parse("2").value()},
                         ModifierDef{"drill", "Drill", "9.2", Expression{}, Expression::parse("1").value()}};
  procedure.total = Expression::parse("die + modifiers").value();
  procedure.outcomes = {OutcomeDef{Expression::parse("total >= 10").value(), TextTemplate::parse("hit").value(), "hit"},
                        OutcomeDef{{}, TextTemplate::parse("miss").value(), "miss"}};
  auto report = computeOdds(*test::testGame(), procedure, {}, "red", standardGame(), {});
  REQUIRE(report);
  REQUIRE(report->steadyModifiers.size() == 1);
  CHECK(report->steadyModifiers[0].name == "Drill");
  CHECK(report->rollDependentModifiers == std::vector<std::string>{"Doubles"});
}
