#pragma once
// What an action changed in the books, as the players read them, kept short: a line a
// change ("State treasury (Louis) (France): 20 → 13 (4.13)"), at most a few, then "and 3
// more" (the Log and the Books panels have the rest). Shown under the Resolve panel's
// result and a board form's "Last action" (adc/book_changes.hpp computes them).

#include "adc/book_changes.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace adc::gui {

// How many changes are listed before "and N more".
inline constexpr std::size_t bookChangesShown = 6;

// The lines to draw (each a bullet): one a change up to `shown`, then "and N more" for
// the rest. Through tr(), so in the players' language.
std::vector<std::string> bookChangeLines(const std::vector<BookChange>& changes, std::size_t shown = bookChangesShown);

}  // namespace adc::gui
