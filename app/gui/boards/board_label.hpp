#pragma once
// Labels drawn on a board's draw list in the room a tile gives them (issue 16, "Nothing
// cut"): whole when they fit, else shortened (their first part, or cut with an ellipsis)
// with the whole text in a tooltip while the mouse is over the tile; and the columns a
// row of tiles can have at a width. Display only.

#include <imgui.h>

#include <cstddef>
#include <string>

namespace adc::gui::board {

// `text` at the font's `size` in `width`: whole when it fits, else its first part before
// " (", " — " or ", " when that fits, else as many letters as fit and an ellipsis.
std::string fitted(ImFont* font, float size, const std::string& text, float width);

// Draws `text` from `at` within `width` (fitted); returns true when it had to be shortened.
bool drawFitted(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                float width);

// The whole of a tile's text in a tooltip while the mouse is over the tile (min-max) in
// the current window.
void tileTooltip(ImVec2 min, ImVec2 max, const std::string& whole);

// Tiles at least `minimum` wide across `width` with `gap` between them, never more
// columns than tiles: how many a row holds and how wide each is then.
struct Columns {
  int count = 1;
  float width = 0.0f;
};
Columns columnsFor(float width, float minimum, float gap, std::size_t tiles);

}  // namespace adc::gui::board
