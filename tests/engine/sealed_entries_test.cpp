// 4.2 Secret bids of 0 to 20 ducats: typed one side at a time, hidden, revealed together.

#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }

Action seal(const std::string& side, Value value) {
  return Action{"seal", side, {{"entry", std::string("bid")}, {"value", std::move(value)}}, "", 0};
}
Action reveal() { return Action{"reveal", "", {{"entry", std::string("bid")}}, "", 0}; }

std::string apply(GameState& state, const Action& action) {
  auto applied = applyAction(game(), state, action);
  if (!applied) FAIL(action.type << " refused: " << applied.error().message);
  CHECK(applied->rule == "4.2");
  return applied->summary;
}

std::string refuse(GameState& state, const Action& action) {
  auto before = state;
  auto applied = applyAction(game(), state, action);
  REQUIRE_FALSE(applied);
  CHECK(state == before);
  return applied.error().message;
}

}  // namespace

TEST_CASE("Red bids 8 and Blue 5: nobody sees a bid until both are revealed", "[sealed]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  // The journal says who has entered, never what.
  CHECK(apply(state, seal("red", Value{std::int64_t{8}})) == "Secret bid: Red has entered a sealed value");
  CHECK_FALSE(state.read(game(), "sealed.bid.red"));
  CHECK(refuse(state, reveal()) == "Secret bid still waits for Blue");
  apply(state, seal("blue", Value{std::string("5")}));  // typed as a word, read as a number
  CHECK_FALSE(state.read(game(), "sealed.bid.blue"));
  CHECK(apply(state, reveal()) == "Secret bid revealed: Red 8, Blue 5");
  CHECK(state.read(game(), "sealed.bid.red") == Value{std::int64_t{8}});
  CHECK(state.read(game(), "sealed.bid.blue") == Value{std::int64_t{5}});
  CHECK(refuse(state, reveal()) == "Secret bid is already revealed");
  // The next entry after a reveal starts a new round: the old bids are gone.
  apply(state, seal("blue", Value{std::int64_t{3}}));
  CHECK_FALSE(state.read(game(), "sealed.bid.blue"));
  CHECK(state.sealed[0].entries.size() == 1);
  CHECK_FALSE(state.sealed[0].revealed);
}

TEST_CASE("A side may change its sealed bid before the reveal", "[sealed]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  apply(state, seal("red", Value{std::int64_t{8}}));
  apply(state, seal("red", Value{std::int64_t{12}}));
  apply(state, seal("blue", Value{std::int64_t{0}}));
  CHECK(apply(state, reveal()) == "Secret bid revealed: Red 12, Blue 0");
}

TEST_CASE("Bids outside 0 to 20, not numbers, or from nobody's side are refused", "[sealed]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  CHECK(refuse(state, seal("red", Value{std::int64_t{21}})) == "value: 21 is out of range; expected 0 to 20");
  CHECK(refuse(state, seal("red", Value{std::int64_t{-1}})) == "value: -1 is out of range; expected 0 to 20");
  CHECK(refuse(state, seal("red", Value{std::string("lots")})) == "value: expected a whole number, got the word 'lots'");
  CHECK(refuse(state, seal("green", Value{std::int64_t{1}})) == "Secret bid is not entered by side 'green'");
  CHECK(refuse(state, seal("", Value{std::int64_t{1}})) == "'Enter a sealed value' needs the side that enters it");
  CHECK(refuse(state, Action{"seal", "red", {{"entry", std::string("bid")}}, "", 0}) == "'Enter a sealed value' needs the hidden value");
  CHECK(refuse(state, Action{"seal", "red", {{"entry", std::string("vote")}, {"value", std::int64_t{1}}}, "", 0}) ==
        "no sealed entry named 'vote'");
  CHECK(refuse(state, Action{"reveal", "", {{"entry", std::string("vote")}}, "", 0}) == "no sealed entry named 'vote'");
}

TEST_CASE("A sealed entry only some sides write: a tribute from a treasury of 12 or more", "[sealed]") {
  // Grand Siècle's dividends are written only by powers with a Company: `when` says who
  // enters now, read with `side` set to each side.
  auto folder = test::freshFolder("tribute") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto writeTribute = [&](const std::string& when) {
    std::ofstream(folder / "game.toml", std::ios::app)
        << "\n[[sealed]]\nid = \"tribute\"\nname = \"Tribute\"\nrule = \"4.3\"\nwhen = \"" << when
        << "\"\nkind = \"int\"\nmin = 0\nmax = 5\n";
  };
  writeTribute("treasury[side] >= 12");
  auto tributeGame = loadGame(folder);
  auto state = initialState(tributeGame, Setup{"standard", {}, 1});
  auto tribute = [](const std::string& side, std::int64_t value) {
    return Action{"seal", side, {{"entry", std::string("tribute")}, {"value", value}}, "", 0};
  };
  auto revealTribute = Action{"reveal", "", {{"entry", std::string("tribute")}}, "", 0};

  REQUIRE(applyAction(tributeGame, state, Action{"adjust", "", {{"key", std::string("treasury.red")},
                                                                {"by", std::int64_t{5}}}, "", 0}));
  auto entrants = sidesEnteringNow(tributeGame, state, tributeGame.sealed.back());
  REQUIRE(entrants);
  CHECK(*entrants == std::vector<std::string>{"red"});

  auto before = state;
  auto blue = applyAction(tributeGame, state, tribute("blue", 2));
  REQUIRE_FALSE(blue);
  CHECK(blue.error().message == "Blue does not enter Tribute now (rule 4.3: treasury[side] >= 12)");
  CHECK(state == before);

  REQUIRE(applyAction(tributeGame, state, tribute("red", 3)));
  auto revealed = applyAction(tributeGame, state, revealTribute);
  REQUIRE(revealed);
  CHECK(revealed->summary == "Tribute revealed: Red 3");

  std::filesystem::copy_file(test::testDataDirectory() / "games" / "test-game" / "game.toml", folder / "game.toml",
                             std::filesystem::copy_options::overwrite_existing);
  writeTribute("tresury[side] >= 12");
  try {
    loadGame(folder);
    FAIL("a misspelt condition loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].keyPath == "sealed[1].when");
    CHECK(errors.errors()[0].message ==
          "'tresury[...]' reads no value kept per side or per item in 'tresury[side] >= 12'");
  }
}
