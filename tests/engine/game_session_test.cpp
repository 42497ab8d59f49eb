// A game being played: the log is the truth; undo, redo and moveTo replay it, and the
// snapshots that make undo fast always equal a full replay from the setup.

#include "adc/game_session.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

Value number(std::int64_t value) { return Value{value}; }
Value word(const char* text) { return Value{std::string(text)}; }

Action tax(const std::string& side, std::int64_t die) {
  return Action{"resolve", side, {{"procedure", word("tax")}, {"die", number(die)}}, "", 0};
}
Action next() { return Action{"next", "", {}, "", 0}; }
Action adjust(const std::string& key, std::int64_t by) {
  return Action{"adjust", "", {{"key", Value{key}}, {"by", number(by)}}, "", 0};
}

GameSession newGame(std::uint64_t seed = 7) {
  return GameSession(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, seed});
}

Value valueOf(const GameSession& session, const std::string& key) { return *session.state().read(session.data(), key); }

}  // namespace

TEST_CASE("A new game stands at the setup with an empty log", "[game_session]") {
  auto session = newGame();
  CHECK(session.cursor() == 0);
  CHECK(session.log().empty());
  CHECK_FALSE(session.canUndo());
  CHECK_FALSE(session.canRedo());
  CHECK(session.state() == initialState(session.data(), session.setup()));
  CHECK(session.setup().players[0].name == "Ann");
}

TEST_CASE("Each action is logged with the turn and step it was played at", "[game_session]") {
  auto session = newGame();
  REQUIRE(session.perform(tax("red", 7)));
  REQUIRE(session.perform(next()));
  REQUIRE(session.perform(Action{"timer_start", "", {{"timer", word("diplomacy")}}, "", 1'800'000'000'000}));
  REQUIRE(session.log().size() == 3);
  CHECK(session.log()[0].turn == 1);
  CHECK(session.log()[0].step == "income.collect");
  CHECK(session.log()[0].rule == "3.1");
  CHECK(session.log()[0].summary == "Taxes: 1d10 7, total 7 → Collect 7 ducats");
  CHECK(session.log()[1].step == "income.collect");  // next is logged where it was taken
  CHECK(session.log()[2].step == "diplomacy.talks");
  CHECK(session.cursor() == 3);
}

TEST_CASE("A refused action is not logged and changes nothing", "[game_session]") {
  auto session = newGame();
  REQUIRE(session.perform(tax("red", 7)));
  auto before = session.state();
  auto refused = session.perform(tax("red", 11));
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message == "Tax roll: 1d10: 11 is out of range; expected 1 die from 1 to 10 (type 0 for 10)");
  CHECK(session.log().size() == 1);
  CHECK(session.state() == before);
}

TEST_CASE("Undo takes back the taxes - redo collects them again", "[game_session]") {
  auto session = newGame();
  REQUIRE(session.perform(tax("red", 7)));
  REQUIRE(session.perform(tax("blue", 0)));
  CHECK(valueOf(session, "treasury.blue") == number(20));
  session.undo();
  CHECK(session.cursor() == 1);
  CHECK(valueOf(session, "treasury.blue") == number(10));
  CHECK(valueOf(session, "treasury.red") == number(17));
  CHECK(session.canRedo());
  session.undo();
  CHECK(session.state() == session.replayFromSetup(0));
  session.undo();  // nothing left to undo: no change
  CHECK(session.cursor() == 0);
  session.redo();
  session.redo();
  session.redo();  // nothing left to redo
  CHECK(session.cursor() == 2);
  CHECK(valueOf(session, "treasury.blue") == number(20));
}

TEST_CASE("Acting after an undo drops the undone actions", "[game_session]") {
  auto session = newGame();
  REQUIRE(session.perform(tax("red", 7)));
  REQUIRE(session.perform(tax("blue", 3)));
  session.undo();
  REQUIRE(session.perform(tax("blue", 4)));
  REQUIRE(session.log().size() == 2);
  CHECK(session.log()[1].action == tax("blue", 4));
  CHECK_FALSE(session.canRedo());
  CHECK(valueOf(session, "treasury.blue") == number(14));
}

TEST_CASE("A roll undone and redone gives the same faces: replay never re-rolls", "[game_session]") {
  auto session = newGame();
  auto rolled = session.perform(Action{"roll", "", {{"dice", word("2d6")}}, "", 0});
  REQUIRE(rolled);
  auto faces = rolled->recorded.args.at("result");
  CHECK(session.log()[0].action.args.at("result") == faces);
  session.undo();
  session.redo();
  CHECK(session.log()[0].action.args.at("result") == faces);
  auto second = session.perform(Action{"roll", "", {{"dice", word("2d6")}}, "", 0});
  REQUIRE(second);
  session.moveTo(1);
  auto again = session.perform(Action{"roll", "", {{"dice", word("2d6")}}, "", 0});
  REQUIRE(again);
  CHECK(again->recorded.args.at("result") == second->recorded.args.at("result"));  // the generator is in the state
}

TEST_CASE("Over a thousand actions, every cursor's state equals a full replay from the setup", "[game_session]") {
  auto session = newGame();
  // Enough entries for several snapshots (one every 256), with state that changes.
  for (int i = 0; i < 1000; ++i) {
    auto key = i % 2 ? std::string("prestige.red") : std::string("treasury.blue");
    auto by = (i / 2) % 4 < 2 ? 1 : -1;
    REQUIRE(session.perform(adjust(key, by)));
    if (i % 97 == 0) REQUIRE(session.perform(Action{"roll", "", {{"dice", word("1d10")}}, "", 0}));
  }
  auto total = session.log().size();
  REQUIRE(total > 3 * GameSession::snapshotInterval);
  auto full = session.state();
  CHECK(full == session.replayFromSetup(total));
  for (std::size_t target : {std::size_t{0}, std::size_t{255}, std::size_t{256}, std::size_t{257}, std::size_t{513},
                             total - 1, std::size_t{770}, std::size_t{5}, total}) {
    INFO("moveTo " << target);
    session.moveTo(target);
    CHECK(session.cursor() == target);
    CHECK(session.state() == session.replayFromSetup(target));
  }
  session.moveTo(total + 50);  // beyond the log: everything applied
  CHECK(session.cursor() == total);
  CHECK(session.state() == full);

  // Acting in the middle drops the snapshots beyond it; a later undo still equals a replay.
  session.moveTo(600);
  REQUIRE(session.perform(adjust("treasury.red", 5)));
  CHECK(session.log().size() == 601);
  for (std::size_t target : {std::size_t{600}, std::size_t{512}, std::size_t{300}, std::size_t{601}}) {
    session.moveTo(target);
    CHECK(session.state() == session.replayFromSetup(target));
  }
  CHECK(valueOf(session, "treasury.red") == number(15));
}

TEST_CASE("A stored log replays into a session at its cursor - a refused entry is named by index", "[game_session]") {
  auto source = newGame();
  REQUIRE(source.perform(tax("red", 7)));
  REQUIRE(source.perform(next()));
  REQUIRE(source.perform(tax("blue", 2)));
  auto log = source.log();
  log[1].expect["step"] = word("diplomacy.talks");

  auto replayed = GameSession::replay(test::testGame(), source.setup(), log, 2);
  REQUIRE(replayed);
  CHECK(replayed->cursor() == 2);
  CHECK(replayed->log().size() == 3);
  CHECK(replayed->log()[1].expect.at("step") == word("diplomacy.talks"));
  replayed->redo();
  CHECK(replayed->state() == source.state());

  log[2].action.args["die"] = number(12);
  auto refused = GameSession::replay(test::testGame(), source.setup(), log, 3);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().first == 2);
  CHECK(refused.error().second.message == "Tax roll: 1d10: 12 is out of range; expected 1 die from 1 to 10 (type 0 for 10)");
}
