#pragma once
// Applying actions to the state. Every action is checked in full before anything
// changes; a refused action leaves the state exactly as it was.
//
// Action types (arguments in brackets):
//   resolve  [procedure, one per input]   resolve a procedure and apply its effects
//   set      [key, value] + reason        correct any value; the reason is required
//   adjust   [key, by, rule?]             add to a value (pay, gain, move a marker)
//   chart    [table, row, column?, value | one per field]  type in a printed value
//   next, back, goto [step, turn?]        move through the sequence of play
//   timer_start [timer, seconds?] (seconds: a players' timer's length, only), timer_pause,
//   timer_resume, timer_reset, timer_expire [timer]; timer_extend [timer, seconds] (need `at`)
//   seal     [entry, value] by a side     a hidden entry; reveal [entry] shows them all
//   roll     [dice, result?]              the app's dice; the result is recorded
//   note     [text]                       a line in the journal

#include "adc/action.hpp"
#include "adc/game_state.hpp"
#include "adc/resolution.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

struct Applied {
  std::string rule;     // the rule the action followed
  std::string summary;  // one line for the journal
  std::optional<Resolution> resolution;
  Action recorded;      // the action as the log keeps it (a roll with its result)
};

Expected<Applied, ActionError> applyAction(const GameData& data, GameState& state, const Action& action);

// The `resolve` argument (yes/no) saying that its dice were kept from a resolution that
// was undone, not rolled again; the summary says so.
inline constexpr std::string_view keptDiceArgument = "dice_kept";

// The timer_expire actions due at `nowMs`: one per running timer whose time is up. The
// app performs them as the clock passes zero, so expiry is logged like any action.
std::vector<Action> dueTimerExpiries(const GameData& data, const GameState& state, std::int64_t nowMs);

// The sides that enter a sealed entry now: its sides for which its `when` holds.
Expected<std::vector<std::string>, ActionError> sidesEnteringNow(const GameData& data, const GameState& state,
                                                                 const SealedDef& def);

// The step the sequence stands at, or nullptr when the game is over.
const SequenceStep* currentStep(const GameData& data, const GameState& state);

}  // namespace adc
