#pragma once
// Time, injected: the app reads the system's clocks, tests move manual ones.
//
// Timers run on a monotonic clock: the time a program reads is the wall clock as it
// read when the program started, moved on by the system's steady clock since. Moving
// the system's clock back or forward while the app runs (by hand, a sync, a wrong time
// zone) changes no timer. The times written in the log (an action's `at`) are these
// readings: the wall clock for the record, in milliseconds since 1970, since saves
// outlive the process. A log may still hold a time later than the clock of the next run
// (the clock set back between two runs): the front ends move their clock on to the
// latest start of a running timer (catchUp, latestTimerStart), so the timer
// counts on as if it had just started, and the rules count no time before a timer's
// start whatever time they are given (TimerState::remainingMs, the timer actions).

#include <cstdint>

namespace adc {

struct GameState;

class Clock {
 public:
  virtual ~Clock() = default;
  // Milliseconds since the Unix epoch: the reading, moved on by catchUp.
  std::int64_t nowMs() const;
  // Moves the clock on to `ms` when it reads earlier, for the rest of the run; never
  // back. Const: a game's clock is shared read-only, and catching up is no change of
  // what the clock is, only of where the game's time stands.
  void catchUp(std::int64_t ms) const;

 protected:
  virtual std::int64_t readingMs() const = 0;

 private:
  mutable std::int64_t m_caughtUpMs = 0;
};

// The system's wall clock as it reads now: it moves back when the system's time is set
// back. Read once, to anchor the clock timers run on.
class WallClock : public Clock {
 protected:
  std::int64_t readingMs() const override;
};

// The system's steady clock: only ever moves forward, from no particular start.
class MonotonicClock : public Clock {
 protected:
  std::int64_t readingMs() const override;
};

// The wall clock's reading when this clock is made, moved on by the monotonic clock
// since: what the wall clock does afterwards changes nothing.
class AnchoredClock : public Clock {
 public:
  AnchoredClock(const Clock& wall, const Clock& monotonic);

 protected:
  std::int64_t readingMs() const override;

 private:
  const Clock& m_monotonic;
  std::int64_t m_anchor;  // wall time minus monotonic time, when made
};

// The clock the programs run on: the system's wall clock at the start, then its steady
// clock (AnchoredClock over WallClock and MonotonicClock).
class SystemClock : public Clock {
 public:
  SystemClock() = default;
  SystemClock(const SystemClock&) = delete;  // m_anchored refers to its neighbours
  SystemClock& operator=(const SystemClock&) = delete;

 protected:
  std::int64_t readingMs() const override { return m_anchored.nowMs(); }

 private:
  WallClock m_wall;
  MonotonicClock m_monotonic;
  AnchoredClock m_anchored{m_wall, m_monotonic};
};

class ManualClock : public Clock {
 public:
  explicit ManualClock(std::int64_t startMs = 1'700'000'000'000) : m_now(startMs) {}
  // Negative to move it back (a wall clock set back by hand).
  void advanceMs(std::int64_t ms) { m_now += ms; }

 protected:
  std::int64_t readingMs() const override { return m_now; }

 private:
  std::int64_t m_now;
};

// The latest start or resume of a running timer (0 when none runs). A clock that reads
// earlier was set back since the log was written: the front ends move it on to this time
// (Clock::catchUp), so the timer counts on from where it stood, as if just started.
std::int64_t latestTimerStart(const GameState& state);

}  // namespace adc
