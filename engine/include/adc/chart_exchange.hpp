#pragma once
// Sharing the players' chart (issue 16): one table types a game's unprinted cells once,
// exports them as one file (the overlay's own format, adc/chart_overlay.hpp), and other
// tables import it. The file is validated as strictly as the players' own chart (an
// unknown table, row, column or word is refused with its line); a cell already typed
// with other values is a conflict, kept unless the players choose to replace it.

#include "adc/chart_overlay.hpp"

#include <vector>

namespace adc {

struct ChartConflict {
  CellRef cell;
  std::vector<Value> kept;      // the values already typed
  std::vector<Value> incoming;  // the imported ones
};

struct ChartMerge {
  std::vector<CellRef> added;      // cells the players' chart did not have
  std::vector<CellRef> unchanged;  // typed already, with the same values
  std::vector<CellRef> replaced;   // conflicts, replaced by the imported values
  std::vector<ChartConflict> conflicts;  // conflicts kept as they were
};

// Merges `incoming` into `into`: new cells are added; a cell typed with other values is
// replaced when `replace`, else kept and reported as a conflict.
ChartMerge mergeCharts(ChartOverlay& into, const ChartOverlay& incoming, bool replace);

}  // namespace adc
