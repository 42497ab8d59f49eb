// What a game keeps track of: values per side and per item, with ranges and choices.

#include "adc/game_state.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

TEST_CASE("Treasury and prestige are kept per side, control per province", "[state_schema]") {
  const auto& schema = test::testGame()->schema;
  std::vector<std::string> keys;
  for (const auto& slot : schema.slots()) keys.push_back(slot.key);
  CHECK(keys == std::vector<std::string>{"treasury.red", "treasury.blue", "prestige.red", "prestige.blue", "war",
                                         "control.north", "control.south", "control.east"});
  auto slot = schema.find("control.south");
  REQUIRE(slot);
  CHECK(schema.slots()[*slot].name == "Control (South)");
  CHECK(schema.slots()[*slot].item == "south");
  CHECK(schema.defOf(*slot).id == "control");
  CHECK(schema.slots()[*schema.find("treasury.blue")].name == "Treasury (Blue)");
  CHECK_FALSE(schema.find("treasury"));
  CHECK_FALSE(schema.find("treasury.green"));
  CHECK(schema.isIndexedBase("prestige"));
  CHECK(schema.isIndexedBase("control"));
  CHECK_FALSE(schema.isIndexedBase("war"));
  CHECK_FALSE(schema.isIndexedBase("turn"));
}

TEST_CASE("A value is checked against its kind, its range and its choices", "[state_schema]") {
  const auto& schema = test::testGame()->schema;
  auto treasury = *schema.find("treasury.red");
  CHECK_FALSE(schema.check(treasury, Value{std::int64_t{99}}));
  CHECK(schema.check(treasury, Value{std::int64_t{100}}) == "100 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(schema.check(treasury, Value{std::int64_t{-1}}) == "-1 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(schema.check(treasury, Value{std::string("ten")}) == "expected a whole number, got the word 'ten'");
  auto war = *schema.find("war");
  CHECK(schema.check(war, Value{std::int64_t{1}}) == "expected yes or no, got the number 1");
  auto control = *schema.find("control.east");
  CHECK_FALSE(schema.check(control, Value{std::string("blue")}));
  CHECK(schema.check(control, Value{std::string("green")}) == "'green' is not one of red, blue, none");
}

TEST_CASE("A range open at one end says so", "[state_schema]") {
  ValueDef floor{"morale", "Morale", ValueKind::Integer, 0, std::nullopt, false, {}, Value{std::int64_t{0}}, "", "", "", {}};
  ValueDef ceiling{"debt", "Debt", ValueKind::Integer, std::nullopt, 5, false, {}, Value{std::int64_t{0}}, "", "", "", {}};
  StateSchema schema;
  schema.build({floor, ceiling}, {}, {});
  CHECK(schema.check(0, Value{std::int64_t{-1}}) == "-1 is out of range; Morale runs at least 0");
  CHECK(schema.check(1, Value{std::int64_t{6}}) == "6 is out of range; Debt runs at most 5");
}

TEST_CASE("2.1 Standard set-up: treasuries 10, prestige 5, North red, South blue, East nobody's", "[state_schema]") {
  auto game = test::testGame();
  auto state = initialState(*game, Setup{"standard", {}, 1});
  CHECK(state.read(*game, "treasury.red") == Value{std::int64_t{10}});
  CHECK(state.read(*game, "prestige.blue") == Value{std::int64_t{5}});
  CHECK(state.read(*game, "control.north") == Value{std::string("red")});
  CHECK(state.read(*game, "control.south") == Value{std::string("blue")});
  CHECK(state.read(*game, "control.east") == Value{std::string("none")});
  CHECK(state.read(*game, "war") == Value{false});
  CHECK(state.read(*game, "turn") == Value{std::int64_t{1}});
  CHECK_FALSE(state.read(*game, "morale"));
  CHECK(state.rng == 1);
}

TEST_CASE("2.2 War scenario: starts at turn 2, at war, treasuries 15", "[state_schema]") {
  auto game = test::testGame();
  auto state = initialState(*game, Setup{"war", {}, 99});
  CHECK(state.turn == 2);
  CHECK(state.read(*game, "war") == Value{true});
  CHECK(state.read(*game, "treasury.red") == Value{std::int64_t{15}});
  CHECK(state.read(*game, "treasury.blue") == Value{std::int64_t{15}});
  CHECK(state.read(*game, "control.north") == Value{std::string("none")});  // only the standard game sets control
  CHECK(state.rng == 99);
  CHECK(state.timers.size() == 1);
  CHECK(state.timers[0].durationMs == 600'000);
  CHECK(state.sealed.size() == 1);
}
