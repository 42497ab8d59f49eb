// Resolving the test game's procedures as its rulebook's examples would: inputs, the
// modifiers with their rules, the table cell, the outcome, the changes to the books.

#include "adc/resolution.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

using Inputs = std::map<std::string, Value>;

GameState standardGame() { return initialState(*test::testGame(), Setup{"standard", {}, 1}); }

void setValue(GameState& state, const std::string& key, Value value) {
  state.values[*test::testGame()->schema.find(key)] = std::move(value);
}

Expected<Resolution, ActionError> resolveWith(const std::string& procedure, const Inputs& inputs,
                                              const GameState& state, const std::string& side = "red",
                                              const ChartSource& charts = {}) {
  auto game = test::testGame();
  return resolve(*game, *game->findProcedure(procedure), inputs, side, state, charts);
}

Value number(std::int64_t value) { return Value{value}; }
Value word(const char* text) { return Value{std::string(text)}; }

}  // namespace

TEST_CASE("A veteran attacker in forest with 3+4 at odds 3 reads row 7 and wins", "[resolution]") {
  auto state = standardGame();
  auto result = resolveWith("skirmish",
                            {{"die", DiceFaces{3, 4}}, {"odds", number(3)}, {"terrain", word("forest")}, {"veteran", true}},
                            state);
  REQUIRE(result);
  // -1 for the forest (7.2) and +1 for the veteran (7.3) cancel out: 7.
  REQUIRE(result->modifiers.size() == 2);
  CHECK(result->modifiers[0].name == "Defender in forest");
  CHECK(result->modifiers[0].value == -1);
  CHECK(result->modifiers[0].rule == "7.2");
  CHECK(result->modifiers[1].name == "Veteran attacker");
  CHECK(result->modifiers[1].value == 1);
  CHECK(result->modifiers[1].rule == "7.3");
  CHECK(result->modifierTotal == 0);
  CHECK(result->total == 7);
  REQUIRE(result->cell);
  CHECK(*result->cell == CellRef{"skirmish", "7", "3+"});
  CHECK(result->rowValue == number(7));
  CHECK(result->columnValue == number(3));
  CHECK_FALSE(result->rowClamped);
  CHECK(result->fields == std::vector<std::pair<std::string, Value>>{{"att_loss", number(0)}, {"def_loss", number(2)}});
  CHECK(result->outcomeId == "win");
  CHECK(result->outcome == "Attacker wins: attacker loses 0, defender loses 2");
  CHECK(result->headline(*test::testGame()) == result->outcome);
  // 7.5: a win gains the attacker 1 prestige.
  REQUIRE(result->changes.size() == 1);
  CHECK(result->changes[0].key == "prestige.red");
  CHECK(result->changes[0].before == number(5));
  CHECK(result->changes[0].after == number(6));
  CHECK(result->changes[0].rule == "7.5");
  CHECK_FALSE(result->changes[0].clamped);
  CHECK(result->board == std::vector<std::string>{"Remove 0 step(s) from the attacking stack.",
                                                  "Remove 2 step(s) from the defending stack.",
                                                  "Move the Red prestige marker up one box."});
  // Resolving is pure: the state is unchanged until the rules apply the result.
  CHECK(state == standardGame());
}

TEST_CASE("An attack on clear ground at odds 1 with 1+2 reads the lowest row and fails", "[resolution]") {
  auto result = resolveWith("skirmish", {{"die", DiceFaces{1, 2}}, {"odds", number(1)}}, standardGame(), "blue");
  REQUIRE(result);
  // The defaults fill the inputs left out: clear ground, not veteran.
  CHECK(result->inputs.at("terrain") == word("clear"));
  CHECK(result->inputs.at("veteran") == Value{false});
  CHECK(result->modifiers.empty());
  CHECK(result->total == 3);
  CHECK(result->cell->row == "<=4");
  CHECK(result->outcomeId == "loss");
  CHECK(result->outcome == "Attack fails: attacker loses 2, defender loses 0");
  CHECK(result->changes.empty());
  CHECK(result->board.size() == 2);  // no prestige line without a win
}

TEST_CASE("7.3.1: with 10 or more prestige the attacker adds 1", "[resolution]") {
  auto state = standardGame();
  setValue(state, "prestige.blue", number(10));
  auto blue = resolveWith("skirmish", {{"die", DiceFaces{4, 4}}, {"odds", number(1)}}, state, "blue");
  REQUIRE(blue);
  REQUIRE(blue->modifiers.size() == 1);
  CHECK(blue->modifiers[0].name == "Prestige lead");
  CHECK(blue->modifiers[0].rule == "7.3.1");
  CHECK(blue->total == 9);
  // Red has only 5: the same roll for Red has no modifier.
  auto red = resolveWith("skirmish", {{"die", DiceFaces{4, 4}}, {"odds", number(1)}}, state, "red");
  REQUIRE(red);
  CHECK(red->modifiers.empty());
  CHECK(red->total == 8);
}

TEST_CASE("3.2: prestige at 20 stays at 20 after a win, and the change says it stopped", "[resolution]") {
  auto state = standardGame();
  setValue(state, "prestige.red", number(20));
  auto result = resolveWith("skirmish", {{"die", DiceFaces{6, 6}}, {"odds", number(5)}}, state);
  REQUIRE(result);
  CHECK(result->total == 13);  // 12 + 1 for the prestige lead
  CHECK(result->cell->row == "10+");
  CHECK(result->cell->column == "3+");  // odds 5 reads the 3+ column
  REQUIRE(result->changes.size() == 1);
  CHECK(result->changes[0].before == number(20));
  CHECK(result->changes[0].after == number(20));
  CHECK(result->changes[0].clamped);
}

TEST_CASE("Row 7 at odds 2 is not printed: the players are asked for their chart", "[resolution]") {
  auto noChart = resolveWith("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(2)}}, standardGame());
  REQUIRE_FALSE(noChart);
  CHECK(noChart.error().code == ActionError::Code::NeedsChartValue);
  CHECK(noChart.error().message ==
        "Skirmish table, Modified 2d6 7, Odds 2 (rule 7.4) is not printed in the rulebook; type it in from your chart");
  REQUIRE(noChart.error().cell);
  CHECK(*noChart.error().cell == CellRef{"skirmish", "7", "2"});

  ChartSource chart = [](const CellRef& cell) -> std::optional<std::vector<Value>> {
    if (cell == CellRef{"skirmish", "7", "2"}) return std::vector<Value>{number(1), number(2)};
    return std::nullopt;
  };
  auto withChart = resolveWith("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(2)}}, standardGame(), "red", chart);
  REQUIRE(withChart);
  CHECK(withChart->outcome == "Attacker wins: attacker loses 1, defender loses 2");
}

TEST_CASE("The game's own typed-in chart values are found by gameCharts", "[resolution]") {
  auto state = standardGame();
  auto charts = gameCharts(*test::testGame(), state);
  CHECK_FALSE(charts(CellRef{"skirmish", "7", "2"}));
  state.chartValues[CellRef{"skirmish", "7", "2"}] = {number(2), number(2)};
  CHECK(charts(CellRef{"skirmish", "7", "2"}) == std::vector<Value>{number(2), number(2)});
}

TEST_CASE("3.1 Taxes: a 0 on the d10 reads as 10 and goes to the treasury", "[resolution]") {
  auto result = resolveWith("tax", {{"die", number(0)}}, standardGame(), "blue");
  REQUIRE(result);
  CHECK(result->inputs.at("die") == Value{DiceFaces{10}});
  CHECK(result->total == 10);
  CHECK(result->outcome == "Collect 10 ducats");
  REQUIRE(result->changes.size() == 1);
  CHECK(result->changes[0].key == "treasury.blue");
  CHECK(result->changes[0].after == number(20));
  CHECK(result->board == std::vector<std::string>{"Move the Blue treasury marker up 10."});
}

TEST_CASE("3.1: a treasury cannot pass 99 - the tax is refused, not cut", "[resolution]") {
  auto state = standardGame();
  setValue(state, "treasury.red", number(95));
  auto result = resolveWith("tax", {{"die", number(5)}}, state);
  REQUIRE_FALSE(result);
  CHECK(result.error().code == ActionError::Code::OutOfRange);
  CHECK(result.error().message ==
        "Taxes (rule 3.1): 100 is out of range; Treasury (Red) runs 0 to 99");
}

TEST_CASE("5.2 Weather: the yellow die reads 1-2 rain, 3-5 fair, 6 storm", "[resolution]") {
  for (auto [face, weather] : std::vector<std::pair<std::int64_t, std::string>>{
           {1, "rain"}, {2, "rain"}, {3, "fair"}, {5, "fair"}, {6, "storm"}}) {
    INFO("yellow die " << face);
    auto result = resolveWith("weather", {{"die", number(face)}}, standardGame(), "");
    REQUIRE(result);
    CHECK(result->outcome == "The weather is " + weather);
    CHECK(result->fields == std::vector<std::pair<std::string, Value>>{{"weather", Value{weather}}});
  }
}

TEST_CASE("Inputs that cannot be read are refused with what was expected", "[resolution]") {
  auto state = standardGame();
  auto refuse = [&](const std::string& procedure, const Inputs& inputs) {
    auto result = resolveWith(procedure, inputs, state);
    REQUIRE_FALSE(result);
    return std::make_pair(result.error().code, result.error().message + " [" + result.error().argument + "]");
  };
  using Code = ActionError::Code;
  CHECK(refuse("skirmish", {{"odds", number(1)}}) ==
        std::make_pair(Code::MissingArgument, std::string("missing Attack roll; expected 2d6: 2 dice from 1 to 6 [die]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(6)}}) ==
        std::make_pair(Code::OutOfRange, std::string("Odds (attacker to defender, rounded down): 6 is out of range; expected a number from 1 to 5 [odds]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", word("two")}}) ==
        std::make_pair(Code::BadArgument,
                       std::string("Odds (attacker to defender, rounded down): expected a whole number, got the word 'two' (a number from 1 to 5) [odds]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(1)}, {"terrain", word("swamp")}}) ==
        std::make_pair(Code::BadArgument, std::string("Defender's terrain: 'swamp' is not a choice; expected one of clear, forest [terrain]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(1)}, {"veteran", word("perhaps")}}) ==
        std::make_pair(Code::BadArgument, std::string("Attacker is veteran: expected yes or no, got the word 'perhaps' (yes or no) [veteran]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 7}}, {"odds", number(1)}}) ==
        std::make_pair(Code::OutOfRange,
                       std::string("Attack roll: 2d6: 7 is out of range; expected 2 dice from 1 to 6 [die]")));
  CHECK(refuse("skirmish", {{"die", DiceFaces{3, 4}}, {"odds", number(1)}, {"morale", number(1)}}) ==
        std::make_pair(Code::UnknownName,
                       std::string("skirmish has no input 'morale'; its inputs are die, odds, terrain, veteran [morale]")));
  CHECK(refuse("weather", {{"die", word("sunny")}}) ==
        std::make_pair(Code::BadArgument, std::string("Weather roll: expected dice (like 3,5), got the word 'sunny' (yellow: 1 die from 1 to 6) [die]")));
}

TEST_CASE("Typed words are read by the input's kind: '3,4' dice, 'yes' a flag", "[resolution]") {
  auto result = resolveWith("skirmish",
                            {{"die", word("3,4")}, {"odds", number(3)}, {"terrain", word("forest")}, {"veteran", word("yes")}},
                            standardGame());
  REQUIRE(result);
  CHECK(result->inputs.at("die") == Value{DiceFaces{3, 4}});
  CHECK(result->inputs.at("veteran") == Value{true});
  CHECK(result->total == 7);
}

TEST_CASE("A procedure that needs the acting side says so when none is given", "[resolution]") {
  auto result = resolveWith("tax", {{"die", number(4)}}, standardGame(), "");
  REQUIRE_FALSE(result);
  CHECK(result.error().code == ActionError::Code::MissingArgument);
  CHECK(result.error().message == "Taxes (rule 3.1) needs the acting side; sides are red, blue");
  CHECK(result.error().argument == "side");
}
