#pragma once
// Time, injected: the app reads the wall clock, tests move a manual one.

#include <cstdint>

namespace adc {

class Clock {
 public:
  virtual ~Clock() = default;
  // Milliseconds since the Unix epoch (saves outlive the process, so not a steady clock).
  virtual std::int64_t nowMs() const = 0;
};

class SystemClock : public Clock {
 public:
  std::int64_t nowMs() const override;
};

class ManualClock : public Clock {
 public:
  explicit ManualClock(std::int64_t startMs = 1'700'000'000'000) : m_now(startMs) {}
  std::int64_t nowMs() const override { return m_now; }
  void advanceMs(std::int64_t ms) { m_now += ms; }

 private:
  std::int64_t m_now;
};

}  // namespace adc
