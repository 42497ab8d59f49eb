#pragma once
// DejaVu Sans, found at run time, with every glyph French needs (Latin-1, Latin
// Extended-A, typographic punctuation, arrows), at the UI scale; plus large sizes for
// the table view and the timers.

#include <string>

struct ImFont;

namespace adc::gui {

struct Fonts {
  ImFont* regular = nullptr;
  ImFont* large = nullptr;  // headings, timers
  ImFont* huge = nullptr;   // table view, countdown
  std::string path;         // the font file used, empty for ImGui's built-in font
};

// Where DejaVu Sans is: $ADC_FONT, then the usual Debian and other system paths.
std::string findFontFile();

// Rebuilds the font atlas at the given scale (call between frames); also rebuilds the
// OpenGL texture of the atlas.
Fonts buildFonts(float scale);

}  // namespace adc::gui
