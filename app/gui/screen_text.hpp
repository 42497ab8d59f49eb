#pragma once
// The strings on screen and where they are, read back from the frame's draw lists: each
// glyph ImGui drew is a textured quad whose corner sits on that glyph in the font atlas.
// Scripts use it to click a label as a player would (`click Next step`): the test finds
// the words on screen, not a name in the code, so a button nobody can see cannot be
// clicked.

#include <imgui.h>

#include <string>
#include <vector>

namespace adc::gui {

struct ScreenText {
  std::string text;   // the glyphs drawn, in order, blanks between words
  ImVec2 min, max;    // the box around them
};

// Every run of glyphs drawn on one line in the frame just rendered (ImGui::GetDrawData()),
// in drawing order.
std::vector<ScreenText> readScreenText();

// The first string on screen that reads `wanted` (blanks aside); null when none does.
const ScreenText* findScreenText(const std::vector<ScreenText>& texts, const std::string& wanted);

}  // namespace adc::gui
