#pragma once
// The strings on screen and where they are, read back from the frame's draw lists: each
// glyph ImGui drew is a textured quad whose corner sits on that glyph in the font atlas.
// Scripts use it to click a label as a player would (`click Next step`): the test finds
// the words on screen, not a name in the code, so a button nobody can see cannot be
// clicked.

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

namespace adc::gui {

struct ScreenText {
  std::string text;   // the glyphs drawn, in order, blanks between words
  ImVec2 min, max;    // the box around them
  int layer = 0;      // its draw list: higher is nearer the front (a popup over the panel)
  std::vector<float> glyphLeft, glyphRight;  // each glyph's extent, blanks aside
};

// Every run of glyphs drawn on one line in the frame just rendered (ImGui::GetDrawData()),
// in drawing order; a glyph outside the window or its region's clip rectangle (below the
// fold of a scrolled region) is not on screen and not read.
std::vector<ScreenText> readScreenText();

// The first string on screen that reads `wanted` (blanks aside), looked for from the front
// layer back (a popup's button before the panel's words under it); null when none does.
// "1 | Card" is the first "1" on the row of the words "Card", right of them: a label that
// is not unique on screen is found by the row it is on.
// Widgets close together on a row may read as one string: a string that holds the label
// is taken too, its box cut to the label's glyphs.
// "LABEL #N" is the Nth string of exactly those words, front layer first, then in the
// order they were drawn.
std::optional<ScreenText> findScreenText(const std::vector<ScreenText>& texts, const std::string& wanted);

}  // namespace adc::gui
