#pragma once
// Timers: a large countdown for each of the game's timers (negotiations, peace talks, the
// players' own Table timer) with start, pause, resume, extend and reset; several may run
// at once. A timer the rulebook does not time (no `seconds` in the data) has a Minutes
// field beside Start: the players choose its length each time. Time comes from the
// injected clock; expiry is logged (`timer_expire`) and raises a visible and an audible
// alarm.

#include "panels/panel.hpp"

#include <cstdint>
#include <map>
#include <optional>

namespace adc::gui {

class TimersPanel : public Panel {
 public:
  const char* id() const override { return "timers"; }
  const char* title() const override { return translatable("Timers"); }
  void draw(Ui& ui) override;
  // `minutes` (the first timer the players set) or `minutes.TIMER`: the Minutes field.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  // Every frame: a running timer whose time is up expires (logged) and rings.
  static void tick(Ui& ui);
  // Space: start, pause or resume the current step's timer, else the players' own timer
  // (one no step names), never another step's: Grand Siècle's set-up says it has no
  // timer rather than start the Diplomatic phase's. A timer the players set
  // starts at the length in its Minutes field, else at the length it last ran; with
  // neither, Space opens this panel on the field rather than start 0:00.
  void toggle(Ui& ui);
  // The timer the current step names (Grand Siècle's Diplomatic phase, 5.0), if any.
  static std::optional<std::size_t> stepTimer(const GameData& data, const GameState& state);
  // Whether a timer is news at this moment: running or paused, or expired or not started
  // at the step it belongs to. An expired one whose step is left no longer says "Time is
  // up!" on the shared screen or the top bar (the Timers panel still shows it); a timer
  // that no step names (the players' own) belongs to every step.
  static bool current(const GameData& data, const GameState& state, std::size_t timer);
  // Whether a step of the sequence names the timer; one none names is the players' own.
  static bool namedByAStep(const GameData& data, std::size_t timer);
  static std::string formatRemaining(std::int64_t ms);
  // The colour of an expired timer's card: tests look for it in screenshots.
  static constexpr unsigned alarmColor = 0xFF2020D0u;  // ImU32 ABGR of #d02020

 private:
  static bool act(Ui& ui, const std::string& type, std::size_t timer, std::string& error,
                  std::optional<std::int64_t> seconds = std::nullopt);
  // Start a timer: a players' timer with the length in its field (a field that does not
  // read as one is refused in words here; an empty one lets the engine ask how long).
  bool start(Ui& ui, std::size_t timer, std::string& error);
  // The length the players chose for a timer, in seconds: its field, else its last start
  // in the log.
  std::optional<std::int64_t> chosenLength(Ui& ui, std::size_t timer) const;

  std::map<std::string, std::string> m_minutes;  // each players' timer's Minutes field, by timer id
  std::string m_error;                            // the last refusal, under the cards
  std::optional<std::size_t> m_focus;             // the field Space asked the players to fill
};

}  // namespace adc::gui
