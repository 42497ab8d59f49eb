#pragma once
// The players' chart: values a rulebook refers to but does not print (a casualty
// table, a hex's draw values), typed in once from the players' own printed charts and
// kept in the user's data directory, one file per game. Validated like shipped data.

#include "adc/game_data.hpp"
#include "adc/resolution.hpp"

#include <filesystem>
#include <map>
#include <vector>

namespace adc {

class ChartOverlay {
 public:
  // Reads the overlay for a game; a missing file is an empty overlay. Throws DataErrors.
  static ChartOverlay load(const std::filesystem::path& file, const GameData& data);
  // XDG_DATA_HOME (or ~/.local/share)/aide-de-camp/charts/<game>.toml
  static std::filesystem::path defaultPath(const std::string& gameId);

  std::optional<std::vector<Value>> find(const CellRef& cell) const;
  void set(const CellRef& cell, std::vector<Value> values);
  const std::map<CellRef, std::vector<Value>>& cells() const { return m_cells; }
  std::string write(const GameData& data) const;

 private:
  std::map<CellRef, std::vector<Value>> m_cells;
};

// Shipped cells first, then the overlay.
ChartSource overlayCharts(const ChartOverlay& overlay);

// How complete a table is, counting printed, typed-in and inferred cells.
struct ChartCompleteness {
  std::string table;
  std::size_t cells = 0;
  std::size_t printed = 0;
  std::size_t typedIn = 0;   // typed in, over an unknown or an inferred cell
  std::size_t inferred = 0;  // inferred (a house ruling) and not typed over
  std::vector<CellRef> missing;
};

std::vector<ChartCompleteness> chartCompleteness(const GameData& data, const ChartOverlay& overlay);

}  // namespace adc
