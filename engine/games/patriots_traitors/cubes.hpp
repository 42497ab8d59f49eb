#pragma once
// The influence cubes (9): each faction's 30 cubes are always in exactly one place — the
// stock (bag), the pile (faction sheet), an area of the Paris board, the Conciergerie, the
// Place de la Révolution, a vote box, or a province of the France board (at most one cube
// each, 8.4). Every move goes through moveCubes, which checks the source holds the cubes
// and the destination has room, so a cube is never created or lost.

#include "common.hpp"

#include <string>
#include <vector>

namespace adc::patriots {

constexpr std::int64_t cubesPerFaction = 30;  // 4, 9

enum class PlaceKind { Stock, Pile, ParisArea, Discarded, VoteBox, Province, Unknown };

PlaceKind placeKind(std::string_view place);
// The nine areas of political importance (8.1), whether in play or not.
const std::vector<std::string>& parisAreas();
const std::vector<std::string>& provinces();
const std::vector<std::string>& territories();
bool isProvince(std::string_view place);
bool isTerritory(std::string_view place);

std::string placeName(const GameData& data, std::string_view place);
// How many of the faction's cubes the place holds.
std::int64_t cubesAt(const StateChanges& changes, std::string_view faction, std::string_view place);
// All factions' cubes in a Paris area.
std::int64_t areaTotal(const StateChanges& changes, std::string_view area);
// The area's spaces (table area_spaces, 8.1).
std::int64_t areaSpaces(const GameData& data, std::string_view area);
bool areaInPlay(const StateChanges& changes, std::string_view area);
bool areaFull(const GameData& data, const StateChanges& changes, std::string_view area);
// A faction's cubes everywhere: always 30.
std::int64_t cubeTotal(const StateChanges& changes, std::string_view faction);
// Provinces holding the faction's cube.
std::int64_t provincesHeld(const StateChanges& changes, std::string_view faction);

struct MoveOptions {
  // Place on a full area anyway (Universal Suffrage LC09 is checked by itself, 9);
  // the callers that switch a rival's cube out first never need it.
  bool ignoreSpaces = false;
};

// Moves `count` of the faction's cubes from one place to another, citing nothing: the
// caller's action cites its rule. Refuses (and stages nothing) if the source holds too
// few, the destination is full or not in play, or a province already holds a cube.
std::optional<ActionError> moveCubes(const GameData& data, StateChanges& changes, std::string_view faction,
                                     std::int64_t count, std::string_view from, std::string_view to,
                                     MoveOptions options = {});
// "3 Jacobin cubes stock → pile".
std::string describeMove(const GameData& data, std::string_view faction, std::int64_t count, std::string_view from, std::string_view to);

// Moves up to `count` (what the source holds): the "loses up to N" of 12.2. Returns how many.
std::int64_t moveUpTo(const GameData& data, StateChanges& changes, std::string_view faction, std::int64_t count,
                      std::string_view from, std::string_view to);

}  // namespace adc::patriots
