#pragma once
// The map the rulebook describes but does not print (digest M6, M7): which regions touch,
// and the arrows the Allied armies follow. The players type both in once from their map
// (tables region_neighbours and allied_routes); the app checks what they type against the
// regions, against itself (adjacency goes both ways) and against what the text prints
// (9.5.2: the objectives, the Quiberon Army's whole route). Internal to the module.

#include "common.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc::revolution {

// Words separated by spaces or commas.
std::vector<std::string> splitWords(std::string_view text);

// A region's neighbours as typed in; NeedsChartValue naming the region's cell when not yet.
Expected<std::vector<std::string>, ActionError> neighboursOf(const GameData& data, const GameState& state,
                                                             const std::string& region);
// Whether two regions touch. Either region's list decides (adjacency goes both ways);
// when neither is known the first region's list is asked for.
Expected<bool, ActionError> adjacent(const GameData& data, const GameState& state, const std::string& from,
                                     const std::string& to);

// The entry region of an Allied army that moves (9.3.1: Cobourg Lille, Brunswick Metz,
// Wurmser Strasbourg; the Quiberon Army's printed route starts at Nantes, 9.5.2 h).
std::optional<std::string> routeStart(const std::string& army);
// The regions along an Allied army's arrows, from its entry region (9.5.2).
Expected<std::vector<std::string>, ActionError> alliedRoute(const GameData& data, const GameState& state,
                                                            const std::string& army);
// The objectives the text names for it, in order (9.5.2 a-c, h).
std::vector<std::string> alliedObjectives(const GameData& data, const std::string& army);

// Checks a `chart` entry typed into region_neighbours or allied_routes before it is
// kept (the module's guard on built-in actions); nothing for any other action.
std::optional<ActionError> checkMapEntry(const GameData& data, const GameState& state, const Action& action);

}  // namespace adc::revolution
