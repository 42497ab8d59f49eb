// 4.1 Negotiations last 10 minutes: timers from data, time injected (the action's `at`),
// expiry an action in the log.

#include "adc/clock.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <limits>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }
constexpr std::int64_t minute = 60'000;

Action timer(const std::string& type, std::int64_t at, std::optional<std::int64_t> seconds = std::nullopt) {
  Action action{type, "", {{"timer", std::string("diplomacy")}}, "", at};
  if (seconds) action.args["seconds"] = *seconds;
  return action;
}

std::string apply(GameState& state, const Action& action) {
  auto applied = applyAction(game(), state, action);
  if (!applied) FAIL(action.type << " refused: " << applied.error().message);
  CHECK(applied->rule == "4.1");
  return applied->summary;
}

std::string refuse(GameState& state, const Action& action) {
  auto before = state;
  auto applied = applyAction(game(), state, action);
  REQUIRE_FALSE(applied);
  CHECK(state == before);
  return applied.error().message;
}

const TimerState& diplomacy(const GameState& state) { return state.timers[*game().findTimer("diplomacy")]; }

}  // namespace

TEST_CASE("4.1: the diplomacy timer runs ten minutes and is up at 10:00", "[timers]") {
  ManualClock clock;
  auto state = initialState(game(), Setup{"standard", {}, 1});
  CHECK(diplomacy(state).status == TimerState::Status::Idle);
  CHECK(diplomacy(state).remainingMs(clock.nowMs()) == 10 * minute);
  auto start = clock.nowMs();
  CHECK(apply(state, timer("timer_start", start)) == "Diplomacy started (10:00)");
  clock.advanceMs(4 * minute);
  CHECK(diplomacy(state).remainingMs(clock.nowMs()) == 6 * minute);
  CHECK(refuse(state, timer("timer_expire", start + 10 * minute - 1)) == "Diplomacy is running: time is not up yet");
  CHECK(apply(state, timer("timer_expire", start + 10 * minute)) == "Diplomacy: time is up");
  CHECK(diplomacy(state).status == TimerState::Status::Expired);
  CHECK(diplomacy(state).remainingMs(start + 20 * minute) == 0);
}

TEST_CASE("A paused timer keeps its time - resumed, it runs on from there", "[timers]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  const std::int64_t t = 1'800'000'000'000;
  apply(state, timer("timer_start", t));
  CHECK(apply(state, timer("timer_pause", t + 2 * minute)) == "Diplomacy paused");
  CHECK(diplomacy(state).remainingMs(t + 30 * minute) == 8 * minute);  // paused: the clock does not count
  CHECK(apply(state, timer("timer_resume", t + 3 * minute)) == "Diplomacy resumed");
  CHECK(diplomacy(state).remainingMs(t + 5 * minute) == 6 * minute);
  CHECK(apply(state, timer("timer_extend", t + 5 * minute, 60)) == "Diplomacy extended by 60 s");
  CHECK(diplomacy(state).remainingMs(t + 5 * minute) == 7 * minute);
  CHECK(refuse(state, timer("timer_expire", t + 12 * minute - 1)) == "Diplomacy is running: time is not up yet");
  apply(state, timer("timer_expire", t + 12 * minute));
  // More time for an expired timer: it runs again from now.
  apply(state, timer("timer_extend", t + 15 * minute, 30));
  CHECK(diplomacy(state).status == TimerState::Status::Running);
  CHECK(diplomacy(state).remainingMs(t + 15 * minute) == 30'000);
  CHECK(apply(state, timer("timer_reset", t + 16 * minute)) == "Diplomacy reset");
  CHECK(diplomacy(state).status == TimerState::Status::Idle);
  CHECK(diplomacy(state).remainingMs(t + 16 * minute) == 10 * minute);
}

TEST_CASE("Timer actions in the wrong state, without a time or for no timer are refused", "[timers]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  const std::int64_t t = 1'800'000'000'000;
  CHECK(refuse(state, timer("timer_pause", t)) == "Diplomacy is idle: only a running timer pauses");
  CHECK(refuse(state, timer("timer_resume", t)) == "Diplomacy is idle: only a paused timer resumes");
  CHECK(refuse(state, timer("timer_extend", t, 60)) == "Diplomacy is idle: start it first");
  CHECK(refuse(state, timer("timer_expire", t)) == "Diplomacy is idle: only a running timer expires");
  CHECK(refuse(state, timer("timer_start", 0)) == "'Start a timer' needs the time it happened (at)");
  CHECK(refuse(state, Action{"timer_start", "", {{"timer", std::string("talks")}}, "", t}) == "no timer named 'talks'");
  apply(state, timer("timer_start", t));
  CHECK(refuse(state, timer("timer_start", t + 1)) == "Diplomacy is running: it is already running");
  CHECK(refuse(state, timer("timer_extend", t, 0)) == "extend by at least 1 second");
  CHECK(refuse(state, timer("timer_extend", t)) == "'Give a timer more time' needs how many seconds more (a number)");
  CHECK(refuse(state, Action{"timer_pause", "", {{"timer", std::string("diplomacy")}, {"seconds", std::int64_t{5}}}, "", t}) ==
        "'Pause a timer' has nothing called 'seconds'; it asks for the timer");
}

TEST_CASE("Extending a timer past what can be counted is refused, not wrapped", "[timers]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  const std::int64_t t = 1'800'000'000'000;
  apply(state, timer("timer_start", t));
  CHECK(refuse(state, timer("timer_extend", t, std::numeric_limits<std::int64_t>::max())) ==
        "seconds: extending Diplomacy by 9223372036854775807 s would make it too long to count");
  CHECK(refuse(state, timer("timer_extend", t, std::numeric_limits<std::int64_t>::max() / 1000)) ==
        "seconds: extending Diplomacy by 9223372036854775 s would make it too long to count");
  CHECK(diplomacy(state).remainingMs(t) == 10 * minute);
  // A clock far before the start (a save from another machine) counts no time yet.
  CHECK(diplomacy(state).remainingMs(std::numeric_limits<std::int64_t>::min()) == 10 * minute);
}

TEST_CASE("The clock makes the expiry due - the app logs it as an action", "[timers]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  const std::int64_t t = 1'800'000'000'000;
  CHECK(dueTimerExpiries(game(), state, t + 20 * minute).empty());  // idle timers never expire
  apply(state, timer("timer_start", t));
  CHECK(dueTimerExpiries(game(), state, t + 10 * minute - 1).empty());
  auto due = dueTimerExpiries(game(), state, t + 10 * minute);
  REQUIRE(due.size() == 1);
  CHECK(due[0] == timer("timer_expire", t + 10 * minute));
  apply(state, due[0]);
  CHECK(dueTimerExpiries(game(), state, t + 11 * minute).empty());
}

TEST_CASE("The system clock reads milliseconds since 1970", "[timers]") {
  CHECK(SystemClock().nowMs() > 1'600'000'000'000);
  CHECK(WallClock().nowMs() > 1'600'000'000'000);
  ManualClock clock(5);
  clock.advanceMs(10);
  CHECK(clock.nowMs() == 15);
  CHECK(timerStatusName(TimerState::Status::Paused) == "paused");
}

// Issue 28, fault 8: moving the clock back broke the timers. A running 10:00 timer
// showed 70:00 (one hour back) or 1449:57 (one day back), and pause was refused.

TEST_CASE("Moving the clock back leaves a running timer whole: within a run, timers run on the steady clock", "[timers]") {
  ManualClock wall;       // the system's clock, which players and syncs may set
  ManualClock monotonic;  // the steady clock, which only moves forward
  for (std::int64_t back : {60 * minute, 24 * 60 * minute}) {
    INFO("the wall clock moved back by " << back / minute << " minutes");
    AnchoredClock clock(wall, monotonic);
    auto state = initialState(game(), Setup{"standard", {}, 1});
    apply(state, timer("timer_start", clock.nowMs()));
    monotonic.advanceMs(3'000);
    wall.advanceMs(3'000 - back);
    CHECK(diplomacy(state).remainingMs(clock.nowMs()) == 10 * minute - 3'000);  // 9:57, not 70:00
    CHECK(apply(state, timer("timer_pause", clock.nowMs())) == "Diplomacy paused");
    CHECK(diplomacy(state).remainingMs(clock.nowMs()) == 10 * minute - 3'000);
  }
}

TEST_CASE("Moving the clock back leaves a running timer whole: after a restart, no time before its start counts", "[timers]") {
  // The log says the timer started at t; the next run's clock reads an hour or a day
  // earlier: the timer has just started, and pauses, resumes and expires as ever.
  const std::int64_t t = 1'800'000'000'000;
  for (std::int64_t back : {60 * minute, 24 * 60 * minute}) {
    INFO("the clock moved back by " << back / minute << " minutes");
    auto state = initialState(game(), Setup{"standard", {}, 1});
    apply(state, timer("timer_start", t));
    const std::int64_t now = t - back + 3'000;
    CHECK(diplomacy(state).remainingMs(now) == 10 * minute);  // never more than its length
    CHECK(dueTimerExpiries(game(), state, now).empty());
    CHECK(apply(state, timer("timer_pause", now)) == "Diplomacy paused");
    CHECK(diplomacy(state).remainingMs(now) == 10 * minute);
    CHECK(apply(state, timer("timer_resume", now + minute)) == "Diplomacy resumed");
    CHECK(diplomacy(state).remainingMs(now + 3 * minute) == 8 * minute);
    CHECK(apply(state, timer("timer_expire", now + 11 * minute)) == "Diplomacy: time is up");
  }
  // The front ends move their clock on to the timer's start: it counts on from there.
  auto state = initialState(game(), Setup{"standard", {}, 1});
  apply(state, timer("timer_start", t));
  ManualClock clock(t - 24 * 60 * minute);
  clock.catchUp(latestTimerStart(state));
  CHECK(clock.nowMs() == t);
  clock.advanceMs(3'000);
  CHECK(diplomacy(state).remainingMs(clock.nowMs()) == 10 * minute - 3'000);
  clock.catchUp(t);  // never back
  CHECK(clock.nowMs() == t + 3'000);
  CHECK(latestTimerStart(initialState(game(), Setup{"standard", {}, 1})) == 0);
}

TEST_CASE("A pause stamped before the timer last resumed gives it no time", "[timers]") {
  const std::int64_t t = 1'800'000'000'000;
  auto state = initialState(game(), Setup{"standard", {}, 1});
  apply(state, timer("timer_start", t));
  apply(state, timer("timer_pause", t + 2 * minute));
  apply(state, timer("timer_resume", t + 5 * minute));
  CHECK(apply(state, timer("timer_pause", t + minute)) == "Diplomacy paused");
  CHECK(diplomacy(state).remainingMs(t) == 8 * minute);
}
