// Per-game rule code: extra action types, data checks and victory, and StateChanges, the
// staging area that keeps a module's refused action from changing anything.
// Each test registers its module under its own game id (a copy of the test game), since
// the registry is global and the tests run in random order.

#include "adc/rule_module.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <limits>

using namespace adc;

namespace {

// A copy of the test game whose id (and folder) is `id`.
std::filesystem::path copyOfTestGame(const std::string& id) {
  auto folder = test::freshFolder(id) / id;
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "game.toml");
  text.replace(text.find("id = \"test-game\""), 16, "id = \"" + id + "\"");
  std::ofstream(folder / "game.toml", std::ios::binary | std::ios::trunc) << text;
  return folder;
}

// "levy": the acting side raises 5 ducats and loses 1 prestige, both or neither.
Expected<Applied, ActionError> levy(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  if (auto problem = changes.add("treasury." + action.side, 5)) return unexpected(*problem);
  if (auto problem = changes.set("prestige." + action.side, Value{changes.number("prestige." + action.side) - 1})) {
    return unexpected(*problem);
  }
  changes.commit(state);
  return Applied{"9.1", "Levy: " + changes.describe(), std::nullopt, action};
}

}  // namespace

TEST_CASE("A module's own action applies through applyAction, all or nothing", "[rule_module]") {
  registerRuleModule(RuleModule{"module-levy", {{"levy", levy}}, {}, {}, {}, {}, {}, {}});
  auto data = loadGame(copyOfTestGame("module-levy"));
  auto state = initialState(data, Setup{"standard", {}, 1});
  auto applied = applyAction(data, state, Action{"levy", "red", {}, "", 0});
  REQUIRE(applied);
  CHECK(applied->rule == "9.1");
  CHECK(applied->summary == "Levy: Treasury (Red) 10 → 15, Prestige (Red) 5 → 4");
  CHECK(state.read(data, "treasury.red") == Value{std::int64_t{15}});

  // Prestige at 0: the second change is refused, so the first is not made either.
  state.values[*data.schema.find("prestige.blue")] = Value{std::int64_t{0}};
  auto before = state;
  auto refused = applyAction(data, state, Action{"levy", "blue", {}, "", 0});
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message == "Prestige (Blue): -1 is out of range; Prestige (Blue) runs 0 to 20");
  CHECK(state == before);

  // The test game itself has no module: levy is unknown there.
  auto plain = initialState(*test::testGame(), Setup{"standard", {}, 1});
  CHECK(applyAction(*test::testGame(), plain, Action{"levy", "red", {}, "", 0}).error().code ==
        ActionError::Code::UnknownAction);
}

TEST_CASE("StateChanges reads what it staged and clamps tracks", "[rule_module]") {
  auto data = test::testGame();
  auto state = initialState(*data, Setup{"standard", {}, 1});
  StateChanges changes(*data, state);
  CHECK_FALSE(changes.add("prestige.red", 30));  // 3.2: stops at 20
  CHECK(changes.number("prestige.red") == 20);
  CHECK_FALSE(changes.set("war", Value{true}));
  CHECK(changes.flag("war"));
  CHECK(changes.text("control.north") == "red");
  CHECK(changes.set("treasury.red", Value{std::int64_t{120}})->message ==
        "Treasury (Red): 120 is out of range; Treasury (Red) runs 0 to 99");
  CHECK_THROWS_AS(changes.read("gold.red"), std::logic_error);
  CHECK(state.read(*data, "prestige.red") == Value{std::int64_t{5}});  // nothing written before commit
  CHECK(changes.describe() == "Prestige (Red) 5 → 20, At war No → Yes");
  changes.commit(state);
  CHECK(state.read(*data, "prestige.red") == Value{std::int64_t{20}});
}

TEST_CASE("StateChanges refuses an addition past the largest number, naming the numbers", "[rule_module]") {
  auto data = test::testGame();
  auto state = initialState(*data, Setup{"standard", {}, 1});
  StateChanges changes(*data, state);
  auto refused = changes.add("prestige.red", std::numeric_limits<std::int64_t>::max());
  REQUIRE(refused);
  CHECK(refused->code == ActionError::Code::OutOfRange);
  CHECK(refused->message ==
        "Prestige (Red): 5 + 9223372036854775807 would be too large (numbers run from -9223372036854775808 to 9223372036854775807)");
  CHECK(changes.number("prestige.red") == 5);  // nothing staged
}

TEST_CASE("A module's data check is reported with the data errors", "[rule_module]") {
  RuleModule module{"module-check", {}, {}, {}, {}, {}, {}, {}};
  module.checkData = [](const GameData& data, Diagnostics& diagnostics) {
    if (!data.findProcedure("melee")) {
      diagnostics.add(SourceLocation{(data.folder / "procedures").string(), 0, 0}, "procedure",
                      "the rules of this game need a 'melee' procedure");
    }
  };
  registerRuleModule(module);
  auto folder = copyOfTestGame("module-check");
  try {
    loadGame(folder);
    FAIL("loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) ==
          (folder / "procedures").string() + ": procedure: the rules of this game need a 'melee' procedure");
  }
}

TEST_CASE("A module may not redefine a built-in action", "[rule_module]") {
  registerRuleModule(RuleModule{"module-clash", {{"next", levy}}, {}, {}, {}, {}, {}, {}});
  auto folder = copyOfTestGame("module-clash");
  try {
    loadGame(folder);
    FAIL("loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) ==
          (folder / "game.toml").string() + ": the rule module of module-clash redefines the built-in action 'next'");
  }
  CHECK(isBuiltInAction("next"));
  CHECK(isBuiltInAction("timer_expire"));
  CHECK_FALSE(isBuiltInAction("levy"));
}

TEST_CASE("A guarded handler refuses a position its rules never reach instead of stopping", "[rule_module]") {
  auto handler = guarded([](const GameData&, GameState&, const Action&) -> Expected<Applied, ActionError> {
    throw std::logic_error("treasury.red 120 is over its maximum 99");
  });
  const auto& data = *test::testGame();
  GameState state = initialState(data, Setup{"standard", {}, 1});
  const GameState before = state;
  auto refused = handler(data, state, Action{"xx_tax", "red", {}, "", 0});
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == ActionError::Code::NotAllowed);
  CHECK(refused.error().message ==
        "treasury.red 120 is over its maximum 99; the books were corrected into a position the rules do not reach: "
        "correct them (set) first");
  CHECK(state == before);
}
