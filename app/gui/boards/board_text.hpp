#pragma once
// Board text in the room it is given (issue 16, "Nothing cut"): the boards draw names on
// a draw list, in fonts and sizes of their own, inside tiles sized from the window. These
// are the draw-list counterparts of shortenedToFit / fittedText (panels/panel.hpp): a
// string is drawn whole when it fits, else shortened with the whole of it in a tooltip
// while the mouse is over its tile, or wrapped on as many lines as it needs; and the
// columns a row of tiles can have at a width. Display only.

#include <imgui.h>

#include <cstddef>
#include <string>
#include <vector>

namespace adc::gui::board {

// `text` in `font` at `size`, whole when it is at most `width` wide, else its first part
// ("Huguenots (Dreux) / Royalists (Ivry)" → "Huguenots") or its first letters and "…";
// its first letter alone when not even that fits, and nothing when the letter does not.
// The first `letters` letters of a name, whole: "Suè" of "Suède", never half of "è".
std::string firstLetters(const std::string& text, std::size_t letters);

std::string shortenedToFit(ImFont* font, float size, const std::string& text, float width);

// `text` broken at spaces into lines at most `width` wide (a word wider than that is
// shortened), in `font` at `size`.
std::vector<std::string> wrappedLines(ImFont* font, float size, const std::string& text, float width);

// Draws `text` at `at`, shortened to `width`; when it had to be shortened, the whole of it
// shows in a tooltip while the mouse is over the rectangle `tipFrom`-`tipTo` (its tile).
void fittedDrawText(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                    float width, ImVec2 tipFrom, ImVec2 tipTo);

// Draws `text` from `at` within `width` (shortened to fit); returns true when it had to be
// shortened, so that the caller shows the whole of it over its tile (tooltipOver).
bool drawFitted(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                float width);

// The whole of a text in a tooltip while the mouse is over a rectangle of the current
// window (and no other window covers it).
void tooltipOver(ImVec2 from, ImVec2 to, const std::string& text);

// Tiles at least `minimum` wide across `width` with `gap` between them, never more
// columns than tiles: how many a row holds and how wide each is then.
struct Columns {
  int count = 1;
  float width = 0.0f;
};
Columns columnsFor(float width, float minimum, float gap, std::size_t tiles);

// A table's header row whose labels fit their columns: on two lines when a label has two
// words and one line is too narrow, else shortened with the whole label in a tooltip. Call
// after TableSetupColumn, in place of TableHeadersRow.
void fittedHeadersRow(const std::vector<std::string>& labels);

}  // namespace adc::gui::board
