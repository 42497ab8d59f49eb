// The players' own timer (issue 16): Paris vaut bien une Messe!, 1793: Patriots & Traitors
// and Vendée Militaire time no phase in their rulebooks, so no length is invented for
// them; their "Table timer" runs as long as the players choose when they start it. The
// rulebooks' timers (Grand Siècle's Diplomatic phase, 5.0) keep the length the rule sets.

#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

constexpr std::int64_t second = 1'000;
constexpr std::int64_t minute = 60'000;
constexpr std::int64_t t = 1'800'000'000'000;

Action timerAction(const std::string& type, const std::string& timer, std::int64_t at, std::optional<Value> seconds = {}) {
  Action action{type, "", {{"timer", timer}}, "", at};
  if (seconds) action.args["seconds"] = *seconds;
  return action;
}

GameState newGame(const GameData& data) { return initialState(data, Setup{data.scenarios.front().id, {}, 1}); }

std::string applied(const GameData& data, GameState& state, const Action& action) {
  auto result = applyAction(data, state, action);
  if (!result) FAIL(action.type << " refused: " << result.error().message);
  return result->summary;
}

// A refusal changes nothing; it names the argument at fault.
ActionError refused(const GameData& data, GameState& state, const Action& action) {
  auto before = state;
  auto result = applyAction(data, state, action);
  REQUIRE_FALSE(result);
  CHECK(state == before);
  return result.error();
}

}  // namespace

TEST_CASE("A game without a timed phase: the Table timer runs as long as the players choose", "[timers]") {
  for (const std::string id : {"paris-messe", "patriots-traitors", "vendee-militaire"}) {
    INFO(id);
    const GameData& data = test::shippedGame(id);
    REQUIRE(data.timers.size() == 1);
    const auto index = data.findTimer("table_timer");
    REQUIRE(index);
    CHECK(data.timers[*index].name == "Table timer");
    CHECK(data.timers[*index].seconds == 0);  // no length in the data
    CHECK(data.timers[*index].rule.empty());  // a players' aid: no rule to cite
    auto state = newGame(data);
    const auto& timer = [&]() -> const TimerState& { return state.timers[*index]; };
    CHECK(timer().status == TimerState::Status::Idle);

    // Started without a length: refused, asking how long.
    auto error = refused(data, state, timerAction("timer_start", "table_timer", t));
    CHECK(error.code == ActionError::Code::MissingArgument);
    CHECK(error.argument == "seconds");
    CHECK(error.message == "How long? Give the Table timer's length, from 1 second to a day (86400 seconds)");
    // Nothing, more than a day, or words are not a length.
    error = refused(data, state, timerAction("timer_start", "table_timer", t, std::int64_t{0}));
    CHECK(error.code == ActionError::Code::OutOfRange);
    CHECK(error.message == "Table timer's length: 0 seconds is not from 1 second to a day (86400 seconds)");
    CHECK(refused(data, state, timerAction("timer_start", "table_timer", t, std::int64_t{86401})).argument == "seconds");
    CHECK(refused(data, state, timerAction("timer_start", "table_timer", t, std::string("three"))).code ==
          ActionError::Code::BadArgument);

    // Three minutes: it runs, counts down and is up at 3:00.
    auto start = applyAction(data, state, timerAction("timer_start", "table_timer", t, std::int64_t{180}));
    REQUIRE(start);
    CHECK(start->summary == "Table timer started (3:00)");
    CHECK(start->rule.empty());
    CHECK(timer().status == TimerState::Status::Running);
    CHECK(timer().remainingMs(t + 2 * minute) == 1 * minute);
    CHECK(dueTimerExpiries(data, state, t + 3 * minute - 1).empty());
    auto due = dueTimerExpiries(data, state, t + 3 * minute);
    REQUIRE(due.size() == 1);
    CHECK(applied(data, state, due[0]) == "Table timer: time is up");
    CHECK(timer().status == TimerState::Status::Expired);

    // Reset, it is idle again; the next start chooses its length again.
    CHECK(applied(data, state, timerAction("timer_reset", "table_timer", t + 4 * minute)) == "Table timer reset");
    CHECK(timer().status == TimerState::Status::Idle);
    CHECK(refused(data, state, timerAction("timer_start", "table_timer", t + 5 * minute)).argument == "seconds");
    CHECK(applied(data, state, timerAction("timer_start", "table_timer", t + 5 * minute, std::int64_t{90})) ==
          "Table timer started (1:30)");
    CHECK(timer().remainingMs(t + 5 * minute + 30 * second) == 1 * minute);
  }
}

TEST_CASE("5.0: the Diplomatic phase keeps the rulebook's ten minutes - a chosen length is refused", "[timers]") {
  const GameData& data = test::shippedGame("grand-siecle");
  auto state = newGame(data);
  auto error = refused(data, state, timerAction("timer_start", "diplomacy", t, std::int64_t{180}));
  CHECK(error.code == ActionError::Code::NotAllowed);
  CHECK(error.argument == "seconds");
  CHECK(error.message ==
        "Diplomatic phase lasts 10:00 (rule 5.0): its length is not chosen; once it runs, extend it for more time");
  CHECK(applied(data, state, timerAction("timer_start", "diplomacy", t)) == "Diplomatic phase started (10:00)");
  // Beside it, the table's own timer for any other talk, at the length the players choose.
  CHECK(applied(data, state, timerAction("timer_start", "table_timer", t, std::int64_t{300})) == "Table timer started (5:00)");
  CHECK(state.timers[*data.findTimer("table_timer")].remainingMs(t + minute) == 4 * minute);
  CHECK(state.timers[*data.findTimer("diplomacy")].remainingMs(t + minute) == 9 * minute);
}

TEST_CASE("Every game has the players' Table timer, the rulebooks' timers besides it", "[timers]") {
  for (const auto& id : listGames(test::shippedDataDirectory())) {
    INFO(id);
    const GameData& data = test::shippedGame(id);
    REQUIRE(data.findTimer("table_timer"));
    for (const auto& timer : data.timers) {
      INFO(timer.id);
      // A timer either has the rulebook's length and its rule, or is the players' own.
      if (timer.seconds > 0) CHECK_FALSE(timer.rule.empty());
      else CHECK(timer.id == "table_timer");
    }
  }
}
