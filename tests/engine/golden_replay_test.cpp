// Golden replays: every save under tests/fixtures/<game>/ is replayed from its setup.
// After each [[action]], the values of its `expect` table must hold; at every step,
// undo-then-redo must give the same state, and the session's state must equal a full
// replay from the setup (GameSession::replayFromSetup), so snapshots never drift.
//
// Keys of an `expect` table:
//   any state key the game keeps ("treasury.red"), "turn", and "sealed.<entry>.<side>"
//     once revealed (what GameState::read answers);
//   "step"                       the step id ("diplomacy.talks"), or "game-over";
//   "timer.<id>"                 idle, running, paused or expired;
//   "timer.<id>.remaining_ms"    time left at the `at` of the latest timed action;
//   "sealed.<entry>"             empty, waiting (some entered, hidden) or revealed;
//   "chart.<table>.<row>.<column>"  the values typed in for a cell, as "1,2".

#include "adc/save_file.hpp"

#include "golden_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

using test::fixtureFiles;
using test::fixtureGames;
using test::fixturesDirectory;

namespace {

std::optional<Value> expectedKey(const GameSession& session, std::string_view key, std::int64_t now) {
  const auto& data = session.data();
  const auto& state = session.state();
  if (key == "step") {
    const auto* step = currentStep(data, state);
    return Value{step ? step->id : std::string("game-over")};
  }
  if (key.starts_with("timer.")) {
    auto rest = key.substr(6);
    bool remaining = rest.ends_with(".remaining_ms");
    if (remaining) rest.remove_suffix(std::string_view(".remaining_ms").size());
    auto index = data.findTimer(rest);
    if (!index) return std::nullopt;
    const auto& timer = state.timers[*index];
    if (remaining) return Value{timer.remainingMs(now)};
    return Value{std::string(timerStatusName(timer.status))};
  }
  if (key.starts_with("sealed.") && data.findSealed(key.substr(7))) {
    const auto& sealed = state.sealed[*data.findSealed(key.substr(7))];
    return Value{std::string(sealed.revealed ? "revealed" : sealed.entries.empty() ? "empty" : "waiting")};
  }
  if (key.starts_with("chart.")) {
    for (const auto& [cell, values] : state.chartValues) {
      if ("chart." + cell.table + "." + cell.row + (cell.column.empty() ? "" : "." + cell.column) == key) {
        std::string text;
        for (const auto& value : values) text += (text.empty() ? "" : ",") + toDisplayString(value);
        return Value{text};
      }
    }
    return Value{std::string("(not typed in)")};
  }
  return state.read(data, key);
}

void checkExpectations(const GameSession& session, std::size_t index, std::int64_t now) {
  const auto& entry = session.log()[index];
  for (const auto& [key, wanted] : entry.expect) {
    INFO("expect." << key << " after action " << index + 1 << " (" << entry.summary << ")");
    auto actual = expectedKey(session, key, now);
    REQUIRE(actual.has_value());
    CHECK(toDisplayString(*actual) == toDisplayString(wanted));
    CHECK(kindOf(*actual) == kindOf(wanted));
  }
}

}  // namespace

TEST_CASE("There are golden fixtures, and the test game has one that plays a full turn", "[golden]") {
  auto files = fixtureFiles();
  REQUIRE_FALSE(files.empty());
  CHECK(std::find(files.begin(), files.end(), fixturesDirectory() / "test-game" / "full-turn.toml") != files.end());
}

TEST_CASE("Every golden fixture replays with its expectations and do/undo identity at every step", "[golden]") {
  for (const auto& file : fixtureFiles()) {
    // One section per fixture, so a fixture that stops on an error does not hide the
    // results of the fixtures after it.
    DYNAMIC_SECTION("fixture " << file.lexically_relative(fixturesDirectory()).string()) {
      INFO("fixture " << file.string());
      auto before = test::readFile(file);
      auto session = readSave(file, fixtureGames());
      CHECK(test::readFile(file) == before);  // loading never writes
      auto saved = session.cursor();
      REQUIRE(saved == session.log().size());  // fixtures are saved with everything applied

      std::size_t expectations = 0;
      std::int64_t now = 0;
      session.moveTo(0);
      // The full replay from the setup, folded one action at a time beside the session
      // (which undoes and redoes from its snapshots): the same check as replaying from
      // the setup at every step, without its quadratic cost.
      GameState replayed = session.replayFromSetup(0);
      REQUIRE(session.state() == replayed);
      for (std::size_t i = 0; i < session.log().size(); ++i) {
        INFO("action " << i + 1 << ": " << session.log()[i].summary);
        if (session.log()[i].action.at != 0) now = session.log()[i].action.at;
        const GameState previous = replayed;
        REQUIRE(applyAction(session.data(), replayed, session.log()[i].action));
        session.redo();
        REQUIRE(session.cursor() == i + 1);
        auto after = session.state();
        CHECK(after == replayed);
        checkExpectations(session, i, now);
        expectations += session.log()[i].expect.size();

        session.undo();
        CHECK(session.state() == previous);
        session.redo();
        CHECK(session.state() == after);
      }
      CHECK(replayed == session.replayFromSetup(session.log().size()));
      CHECK(expectations > 0);  // a fixture without expectations checks nothing

      // A save of the replayed session replays to the same state and the same log.
      auto again = parseSave(writeSave(session), file.filename().string(), fixtureGames());
      CHECK(again.state() == session.state());
      REQUIRE(again.log().size() == session.log().size());
      for (std::size_t i = 0; i < again.log().size(); ++i) {
        CHECK(again.log()[i].action == session.log()[i].action);
        CHECK(again.log()[i].expect == session.log()[i].expect);
      }

      // Jumping anywhere (backwards past snapshots, forwards) equals a full replay.
      for (std::size_t target : {session.log().size() / 2, std::size_t{1}, session.log().size(), std::size_t{0}}) {
        session.moveTo(target);
        CHECK(session.state() == session.replayFromSetup(target));
      }
    }
  }
}
