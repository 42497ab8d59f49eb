#pragma once
// Timers: a large countdown for each of the game's timers (negotiations, peace talks)
// with start, pause, resume, extend and reset; several may run at once. Time comes from
// the injected clock; expiry is logged (`timer_expire`) and raises a visible and an
// audible alarm.

#include "panels/panel.hpp"

namespace adc::gui {

class TimersPanel : public Panel {
 public:
  const char* id() const override { return "timers"; }
  const char* title() const override { return "Timers"; }
  void draw(Ui& ui) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  // Every frame: a running timer whose time is up expires (logged) and rings.
  static void tick(Ui& ui);
  // Space: start, pause or resume the current step's timer (else the first one).
  static void toggle(Ui& ui);
  static std::string formatRemaining(std::int64_t ms);
  // The colour of an expired timer's card: tests look for it in screenshots.
  static constexpr unsigned alarmColor = 0xFF2020D0u;  // ImU32 ABGR of #d02020

 private:
  static bool act(Ui& ui, const std::string& type, std::size_t timer, std::string& error);
};

}  // namespace adc::gui
