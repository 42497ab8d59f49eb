#pragma once
// An action: the only way the state changes. A plain value that the log keeps and the
// save file stores, so a game is its setup plus the list of its actions.

#include "adc/expected.hpp"
#include "adc/table.hpp"
#include "adc/value.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace adc {

struct Action {
  std::string type;                   // "resolve", "set", "next", "timer_start", ...
  std::string side;                   // the acting side, when one acts
  std::map<std::string, Value> args;  // sorted, so saves are stable
  std::string reason;                 // why, for corrections
  std::int64_t at = 0;                // wall-clock ms, for timers; 0 when time does not matter

  bool operator==(const Action& other) const = default;

  const Value* arg(std::string_view name) const;
  std::optional<std::string> text(std::string_view name) const;
  std::optional<std::int64_t> number(std::string_view name) const;
};

// The way forward a refusal offers when its cause is where the turn stands or something
// that must come first: the app shows it as one button ("Next step", "Go to Unit
// actions", "Reveal the orders first", "Seal: Order of Condé's Left wing"). A handler
// names the target; applyAction (rules.hpp) works out the label and, for a step, how
// many `next` reach it from the refused position, and drops a way that does not get there.
struct WayForward {
  enum class Kind {
    ToStep,  // `next`, `steps` times, until the sequence step `target` ("phase.step") is current
    Action,  // the action type `target` comes first: its form opens
    Seal,    // the sealed entry `target` of the side `side` is entered first
  };
  Kind kind = Kind::ToStep;
  std::string target;
  std::string side;
  std::string label;  // the button's words, filled by applyAction
  int steps = 0;      // ToStep: how many `next` get there

  static WayForward toStep(std::string step) { return {Kind::ToStep, std::move(step), {}, {}, 0}; }
  static WayForward action(std::string type) { return {Kind::Action, std::move(type), {}, {}, 0}; }
  static WayForward seal(std::string entry, std::string side) {
    return {Kind::Seal, std::move(entry), std::move(side), {}, 0};
  }
  bool operator==(const WayForward& other) const = default;
};

// Why an action was refused. The message is for people: it says what was wrong, where
// (the argument), and what was expected.
struct ActionError {
  enum class Code {
    UnknownAction,
    UnknownName,
    MissingArgument,
    BadArgument,
    OutOfRange,
    NotAllowed,
    NeedsChartValue,  // the lookup hit a cell the rulebook does not print
    LogMismatch,      // a recorded roll differs from the replayed generator
  };
  Code code = Code::BadArgument;
  std::string message;
  std::string argument;  // the argument at fault, if one is
  std::optional<CellRef> cell;  // for NeedsChartValue: the cell to type in
  std::optional<WayForward> way = std::nullopt;  // what gets there, when the app can offer it

  // The same refusal, offering a way forward.
  ActionError&& pointing(WayForward forward) && {
    way = std::move(forward);
    return std::move(*this);
  }
};

std::string_view errorCodeName(ActionError::Code code);

}  // namespace adc
