#include "adc/clock.hpp"

#include "adc/checked_arithmetic.hpp"
#include "adc/game_state.hpp"

#include <algorithm>
#include <chrono>
#include <limits>

namespace adc {

namespace {
// Readings are milliseconds of a few decades: a sum out of range is a clock gone wrong,
// read as the largest time rather than wrapped to before 1970.
std::int64_t sum(std::int64_t a, std::int64_t b) {
  return checkedAdd(a, b).value_or(b < 0 ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max());
}
}  // namespace

std::int64_t Clock::nowMs() const { return sum(readingMs(), m_caughtUpMs); }

void Clock::catchUp(std::int64_t ms) const {
  auto now = nowMs();
  if (ms <= now) return;
  auto gap = checkedSubtract(ms, now);
  m_caughtUpMs = sum(m_caughtUpMs, gap.value_or(std::numeric_limits<std::int64_t>::max()));
}

std::int64_t WallClock::readingMs() const {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::int64_t MonotonicClock::readingMs() const {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

AnchoredClock::AnchoredClock(const Clock& wall, const Clock& monotonic)
    : m_monotonic(monotonic), m_anchor(checkedSubtract(wall.nowMs(), monotonic.nowMs()).value_or(0)) {}

std::int64_t AnchoredClock::readingMs() const { return sum(m_anchor, m_monotonic.nowMs()); }

std::int64_t latestTimerStart(const GameState& state) {
  std::int64_t latest = 0;
  for (const auto& timer : state.timers) {
    if (timer.status == TimerState::Status::Running) latest = std::max(latest, timer.runningSince);
  }
  return latest;
}

}  // namespace adc
