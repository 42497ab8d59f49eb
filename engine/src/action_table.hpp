#pragma once
// Reading an action from its TOML table, shared by the codec (one action) and the save
// reader (a log of them, each problem reported at its line).

#include "adc/action.hpp"

#include <toml++/toml.h>

#include <string>
#include <vector>

namespace adc::detail {

// One problem in an action's table: the node at fault (the table itself when it is the
// whole action), the key path inside the table ("args.by", "colour"; empty for the
// table) and why.
struct ActionProblem {
  const toml::node* node = nullptr;
  std::string key;
  std::string message;

  std::string format() const { return key.empty() ? message : key + ": " + message; }
};

// Reads { type, side, args, reason, at }. Every problem is listed; none means the
// action is good.
Action readActionTable(const toml::table& table, std::vector<ActionProblem>& problems);

}  // namespace adc::detail
