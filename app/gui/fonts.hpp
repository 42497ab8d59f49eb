#pragma once
// DejaVu Sans, found at run time, with every glyph the games show (glyph_ranges.hpp:
// French's letters, Paris's Cyrillic, punctuation, arrows, signs), at the UI scale; plus large sizes for
// the timers, and the Table view's sizes, which follow the window's height (read from
// across the table, whatever the UI scale).

#include <string>

struct ImFont;

namespace adc::gui {

struct Fonts {
  ImFont* regular = nullptr;
  ImFont* large = nullptr;  // headings, timers
  ImFont* huge = nullptr;   // countdown
  // The Table view (F11), sized for the window's height (tableFontSizes).
  ImFont* tableBody = nullptr;
  ImFont* tableHeadline = nullptr;
  ImFont* tableClock = nullptr;  // digits and the colon only: a countdown that fills the column
  float tableHeight = 0.0f;      // the window height these were built for (0: not built)
  // The board on the Table view, at the scale that fills its half of the window
  // (TableView::boardScale): regular, large and huge as the boards use them.
  ImFont* boardRegular = nullptr;
  ImFont* boardLarge = nullptr;
  ImFont* boardHuge = nullptr;
  float boardScale = 0.0f;  // 0: not built (the Table view was not shown yet)
  std::string path;              // the font file used, empty for ImGui's built-in font
};

// The Table view's type for a window `height` pixels high: at 1080 the body is 28 px and
// the headline 52 px (readable from two metres), in proportion elsewhere, never below
// the small sizes a 720-pixel window can hold, never above what the atlas keeps small.
struct TableFontSizes {
  float body = 0.0f;
  float headline = 0.0f;
  float clock = 0.0f;
};
TableFontSizes tableFontSizes(float height);

// Where DejaVu Sans is: $ADC_FONT, then the usual Debian and other system paths.
std::string findFontFile();

// Rebuilds the font atlas at the given scale and, for the Table view, the window's
// height (call between frames); also rebuilds the OpenGL texture of the atlas.
// The Table view's fonts only `withTable` (when it is shown: at launch they would cost the
// first frame a large atlas for a view not on screen); with a boardScale, its board's
// fonts too (boardScale 1 is the panels' type at 100%).
Fonts buildFonts(float scale, float windowHeight = 1080.0f, bool withTable = true, float boardScale = 0.0f);

}  // namespace adc::gui
