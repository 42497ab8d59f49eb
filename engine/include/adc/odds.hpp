#pragma once
// The exact chances of a procedure's outcomes before the roll: every face of every die
// not yet entered is tried, each combination counted once.

#include "adc/resolution.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace adc {

struct OddsLine {
  std::string label;       // the outcome as the players will read it
  std::uint64_t ways = 0;  // how many dice combinations give it
  std::vector<std::pair<std::string, Value>> fields;
  std::optional<CellRef> unknownCell;  // this share lands on a cell not yet typed in
  std::string error;                   // this share cannot be resolved (the message says why)

  double probability(std::uint64_t total) const { return total ? static_cast<double>(ways) / static_cast<double>(total) : 0.0; }
};

struct OddsReport {
  std::vector<std::string> rolled;  // the dice inputs that were enumerated
  std::uint64_t totalWays = 0;
  std::vector<OddsLine> lines;      // in order of first appearance, unknown cells last
  // The modifiers that apply, with the same value, whatever the dice show: what the
  // players can already count before the roll. Those that depend on the roll are not
  // here (their names are in rollDependentModifiers).
  std::vector<AppliedModifier> steadyModifiers;
  std::vector<std::string> rollDependentModifiers;
};

Expected<OddsReport, ActionError> computeOdds(const GameData& data, const Procedure& procedure,
                                              const std::map<std::string, Value>& knownInputs, const std::string& side,
                                              const GameState& state, const ChartSource& charts);

}  // namespace adc
