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
};

std::string_view errorCodeName(ActionError::Code code);

}  // namespace adc
