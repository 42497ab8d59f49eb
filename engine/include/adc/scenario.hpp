#pragma once
// A scenario of the rulebook: its start values (on top of the values' own starts), its
// turns, and the physical set-up the app walks the players through.

#include "adc/diagnostics.hpp"
#include "adc/value.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Scenario {
  std::string id;
  std::string name;
  std::string description;
  std::string rule;
  std::map<std::string, Value> start;  // state key -> value
  std::optional<std::int64_t> firstTurn;
  std::optional<std::int64_t> lastTurn;
  std::vector<std::string> setup;  // what to place on the board, in order
  SourceLocation where;
};

}  // namespace adc
