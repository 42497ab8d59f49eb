#pragma once
// The orders of battle as the data prints them (tables/roster.toml, wings.toml,
// counters.toml, leaders): who a unit is, which wing it serves, its counter's values and
// its commander's rating, and the morale ladder of 12.2. Internal to the module.

#include "common.hpp"

#include <vector>

namespace adc::paris {

struct UnitInfo {
  std::string id;
  std::string name;
  std::string wing;
  std::string type;  // 2.2 letter, or ART
  std::string hex;   // set-up hex as printed
};

struct WingInfo {
  std::string id;
  std::string name;
  std::string commander;
  std::string side;
  std::string scenario;
  std::int64_t slot = 0;
};

// A unit of the roster; the error names the unknown id.
Expected<UnitInfo, ActionError> findUnit(const GameData& data, std::string_view id, std::string_view argument);
Expected<WingInfo, ActionError> findWing(const GameData& data, std::string_view id, std::string_view argument);
WingInfo wingOf(const GameData& data, const UnitInfo& unit);
std::vector<UnitInfo> allUnits(const GameData& data);
std::vector<UnitInfo> unitsOfWing(const GameData& data, std::string_view wing);
std::vector<WingInfo> allWings(const GameData& data);

bool isCavalry(std::string_view type);   // G C R A (2.2)
bool isInfantry(std::string_view type);  // S L T F H E (2.2)
bool isArtillery(std::string_view type);

// A printed value of a table (the shipped cell, else the one typed in this game), or
// NeedsChartValue naming the cell the players must type in from their copy.
Expected<std::vector<Value>, ActionError> chartCell(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row,
                                                    const std::string& column = {});
// The counter's morale or movement (2.2), perhaps a chart entry (artillery, Parabère).
Expected<std::int64_t, ActionError> counterValue(const GameData& data, const GameState& state, std::string_view unit,
                                                 std::string_view factor);
// The command rating of the wing's commander, or of the adjutant who replaced him (2.1,
// 5.2.2): chart entries, checked to be 0, 1 or 2.
Expected<std::int64_t, ActionError> commanderRating(const GameData& data, const GameState& state,
                                                    const StateChanges& books, std::string_view wing);

// 12.2: the morale ladder Normal 3, Disordered 2, Shaken 1, Broken 0; below is destroyed
// [AMB-47]. -1 for a unit not on the board.
int levelIndex(std::string_view level);
std::string levelAt(int index);  // "destroyed" below 0
bool onBoard(std::string_view level);
std::string levelName(const GameData& data, std::string_view level);  // "Disordered"
// The state's modifier to the morale state (Unit Status Table): 0, -1, -2, -5.
std::int64_t statusModifier(const GameData& data, std::string_view level);

// The unit's level, refusing a unit that is not on the board.
Expected<std::string, ActionError> levelOnBoard(const StateChanges& books, const UnitInfo& unit,
                                                std::string_view argument);

}  // namespace adc::paris
