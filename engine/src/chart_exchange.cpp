#include "adc/chart_exchange.hpp"

namespace adc {

ChartMerge mergeCharts(ChartOverlay& into, const ChartOverlay& incoming, bool replace) {
  ChartMerge merge;
  for (const auto& [cell, values] : incoming.cells()) {
    auto kept = into.find(cell);
    if (!kept) {
      into.set(cell, values);
      merge.added.push_back(cell);
    } else if (*kept == values) {
      merge.unchanged.push_back(cell);
    } else if (replace) {
      into.set(cell, values);
      merge.replaced.push_back(cell);
    } else {
      merge.conflicts.push_back(ChartConflict{cell, *kept, values});
    }
  }
  return merge;
}

}  // namespace adc
