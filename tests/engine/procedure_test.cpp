// Procedure declarations: each kind of input (how it describes itself and reads what
// the players type), outcomes without texts, and effects that set, add and build on one
// another. Procedures here are built in code on the test game's data.

#include "adc/input_words.hpp"
#include "adc/procedure.hpp"
#include "adc/resolution.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }
Value number(std::int64_t value) { return Value{value}; }
Value word(const char* text) { return Value{std::string(text)}; }

Expression expression(const char* text) { return Expression::parse(text).value(); }
TextTemplate words(const char* text) { return TextTemplate::parse(text).value(); }

InputDef input(const char* id, InputKind kind) {
  InputDef def;
  def.id = id;
  def.name = id;
  def.kind = kind;
  return def;
}

EffectDef effect(const char* target, EffectOp op, const char* amount, const char* when = "") {
  EffectDef def;
  def.target = words(target);
  def.op = op;
  def.amount = expression(amount);
  if (*when) def.when = expression(when);
  def.rule = "9.9";
  return def;
}

Procedure named(const char* id) {
  Procedure procedure;
  procedure.id = id;
  procedure.name = id;
  procedure.rule = "9";
  return procedure;
}

GameState standardGame() { return initialState(game(), Setup{"standard", {}, 1}); }

}  // namespace

TEST_CASE("Each kind of input says what it expects", "[procedure]") {
  auto dice = input("die", InputKind::Dice);
  dice.dice = *parseDiceSpec("2d6");
  CHECK(expectedText(game(), dice) == "2d6: 2 dice from 1 to 6");
  auto odds = input("odds", InputKind::Number);
  CHECK(expectedText(game(), odds) == "a number");
  odds.min = 1;
  CHECK(expectedText(game(), odds) == "a number of at least 1");
  odds.max = 5;
  CHECK(expectedText(game(), odds) == "a number from 1 to 5");
  odds.min.reset();
  CHECK(expectedText(game(), odds) == "a number of at most 5");
  auto terrain = input("terrain", InputKind::Choice);
  terrain.choices = {"clear", "forest", "town"};
  CHECK(expectedText(game(), terrain) == "one of clear, forest, town");
  CHECK(expectedText(game(), input("veteran", InputKind::Flag)) == "yes or no");
  auto card = input("card", InputKind::Card);
  card.deck = "events";
  CHECK(expectedText(game(), card) == "a card of Event cards");
  CHECK(expectedText(game(), input("who", InputKind::Side)) == "a side");
  CHECK(inputKindName(InputKind::Card) == "card");
}

TEST_CASE("A card is typed by its id or its number in the printed list - a side by its id", "[procedure]") {
  auto procedure = named("draw");
  auto card = input("card", InputKind::Card);
  card.deck = "events";
  procedure.inputs = {card, input("who", InputKind::Side)};
  auto read = readInputs(game(), procedure, {{"card", word("plague")}, {"who", word("blue")}});
  REQUIRE(read);
  CHECK(read->at("card") == word("plague"));
  CHECK(read->at("who") == word("blue"));
  CHECK(readInputs(game(), procedure, {{"card", number(3)}, {"who", word("red")}})->at("card") == word("harvest"));
  CHECK(readInputs(game(), procedure, {{"card", word("joker")}, {"who", word("red")}}).error().message ==
        "card: 'joker' is not a card of Event cards; expected a card of Event cards");
  CHECK(readInputs(game(), procedure, {{"card", number(4)}, {"who", word("red")}}).error().message ==
        "card: '4' is not a card of Event cards; expected a card of Event cards");
  CHECK(readInputs(game(), procedure, {{"card", number(1)}, {"who", word("green")}}).error().message ==
        "who: 'green' is not a side; expected a side");
  CHECK(procedure.findInput("who"));
  CHECK_FALSE(procedure.findInput("whom"));
}

TEST_CASE("A lookup without outcome texts reads as its fields", "[procedure]") {
  auto procedure = named("losses");
  auto die = input("die", InputKind::Dice);
  die.dice = *parseDiceSpec("2d6");
  procedure.inputs = {die};
  procedure.lookup = LookupDef{"skirmish", expression("die"), expression("3")};
  auto result = resolve(game(), procedure, {{"die", DiceFaces{6, 5}}}, "red", standardGame(), {});
  REQUIRE(result);
  CHECK(result->outcome.empty());
  // No outcome texts: the cell's results by the fields' names, never their ids.
  CHECK(result->headline(game()) == "Attacker loses 0, Defender loses 4");
  CHECK(result->columnValue == number(3));
  CHECK(result->cell == CellRef{"skirmish", "10+", "3+"});
}

TEST_CASE("A lookup beyond an unclamped axis is refused with the table's rule", "[procedure]") {
  auto procedure = named("losses");
  procedure.lookup = LookupDef{"skirmish", expression("7"), expression("0")};
  auto result = resolve(game(), procedure, {}, "red", standardGame(), {});
  REQUIRE_FALSE(result);
  CHECK(result.error().code == ActionError::Code::OutOfRange);
  CHECK(result.error().message == "Skirmish table (rule 7.4) has no column for 0");
  auto weather = named("forecast");
  weather.lookup = LookupDef{"weather", expression("9"), {}};
  CHECK(resolve(game(), weather, {}, "", standardGame(), {}).error().message == "Weather table (rule 5.2) has no row for 9");
}

TEST_CASE("Effects set and add - a later effect reads what an earlier one changed", "[procedure]") {
  auto procedure = named("windfall");
  procedure.effects = {
      effect("treasury.{side}", EffectOp::Add, "12"),
      effect("treasury.{side}", EffectOp::Add, "3"),
      // Reads the treasury as changed above (25), not as it was (10).
      effect("prestige.{side}", EffectOp::Set, "if(treasury[side] >= 20, 9, 1)"),
      effect("control.east", EffectOp::Set, "side"),
      effect("war", EffectOp::Set, "true", "treasury[side] > 99"),  // does not apply
  };
  auto result = resolve(game(), procedure, {}, "red", standardGame(), {});
  REQUIRE(result);
  REQUIRE(result->changes.size() == 3);
  CHECK(result->changes[0].key == "treasury.red");
  CHECK(result->changes[0].before == number(10));  // one change per key, from the first before to the last after
  CHECK(result->changes[0].after == number(25));
  CHECK(result->changes[1].key == "prestige.red");
  CHECK(result->changes[1].after == number(9));
  CHECK(result->changes[1].rule == "9.9");
  CHECK(result->changes[2].key == "control.east");
  CHECK(result->changes[2].after == word("red"));
}

TEST_CASE("Effects that cannot apply are refused with the procedure and its rule", "[procedure]") {
  auto refuse = [](EffectDef def) {
    auto procedure = named("broken");
    procedure.effects = {std::move(def)};
    auto result = resolve(game(), procedure, {}, "red", standardGame(), {});
    REQUIRE_FALSE(result);
    return result.error().message;
  };
  CHECK(refuse(effect("war", EffectOp::Add, "1")) == "broken (rule 9): only numbers can be added to ('war')");
  CHECK(refuse(effect("gold.{side}", EffectOp::Add, "1")) ==
        "broken (rule 9): an effect changes 'gold.red', which the game does not keep");
  CHECK(refuse(effect("control.east", EffectOp::Set, "'green'")) ==
        "broken (rule 9.9) cannot change Control (East): 'green' is not one of red, blue, none");
  CHECK(refuse(effect("war", EffectOp::Set, "1 / 0")) == "broken (rule 9): '1 / 0': division by zero");
}
