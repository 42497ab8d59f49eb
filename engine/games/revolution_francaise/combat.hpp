#pragma once
// Combat (9.6) as the turn reads it: the pieces that would fight in a region, and the
// regions where a combat is left. Internal to the module (engine/games/revolution_francaise).

#include "common.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc::revolution {

// The pieces that would fight in a region (9.6, 9.9.1, 9.9.2): "volunteer" and "commune"
// stand for those counters; Catholic and Royal armies hiding (9.8) are not among them.
struct ForcesFacing {
  std::vector<std::string> revolution;
  std::vector<std::string> enemy;
  bool royalOnly = true;        // no Allied army among the enemy (9.6.1)
  bool againstCommune = false;  // the Paris box against the Commune (9.9.1)
};
ForcesFacing forcesFacing(const Books& books, const std::string& region);
// 9.6 "Combat occurs automatically": the regions where enemy forces face each other and
// have not fought this turn, named with their armies, as the refusal of `next`.
std::optional<ActionError> unfoughtCombats(const GameData& data, const GameState& state);

}  // namespace adc::revolution
