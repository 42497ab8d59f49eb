#pragma once
// Cut text, measured (issue 16, "Nothing cut"): every string a widget or a board draws
// is compared with the glyphs that really reached the screen. ImGui draws a string's
// glyphs first and then tells its log what it drew, so when the log hears of a string
// the draw list already holds the glyphs that fitted the room they were given: fewer
// glyphs than the string has letters, a glyph that runs over the clip rectangle or one
// trimmed at its edge means the players see part of the string only.
//
// Only the horizontal room counts: a line half scrolled out of a list is not cut, it is
// scrolled; so is a column the right edge of a window that scrolls sideways crosses. The contents of text fields are left out too: a long path typed in a field
// scrolls inside it. Checked in test runs only (`--cut-text`): it reads every vertex.

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adc::gui {

struct CutText {
  std::string text;    // the whole string, as the widget asked for it
  int shown = 0;       // letters that reached the screen
  int letters = 0;     // letters the string has (blanks are not letters)
  float needed = 0.0f;  // the string's width
};

class CutTextMeter {
 public:
  // A piece of ImGui's log, as it is written: measured against the current window's
  // draw list. The pieces of one string (its lines, a tree node's decoration) follow one
  // another with no drawing in between.
  void heard(std::string_view piece);
  // drawText names the font it drew the next string with (the window's may differ).
  void useFontForNext(const ImFont* font, float size);
  // The cut strings found since the last call; what is pending is measured first.
  std::vector<CutText> take();

 private:
  struct Pending {
    std::string text;
    int letters = 0;
    int shown = 0;
    bool overflows = false;  // a glyph runs over the clip rectangle or is trimmed at it
    bool atScrolledEdge = false;  // clipped by the right edge of a window that scrolls sideways
    float glyphBottom = -1e30f;
    float top = 0.0f;  // the string's first line (the log's reference position)
    ImVec4 clip{};
    const ImFont* font = nullptr;
    float fontSize = 0.0f;
  };
  struct Track {
    int frame = -1;
    int seen = 0;  // vertices already measured
    std::optional<Pending> pending;  // the string whose pieces are coming
  };
  struct GlyphScan {
    int glyphs = 0;
    bool overflows = false;
    float bottom = -1e30f;
  };
  GlyphScan scan(const ImDrawList& list, int from, int to, const ImVec4& clip);
  void finish(Pending& pending);
  void rebuildGlyphIndex();
  int lettersIn(std::string_view text, const ImFont* font) const;

  const ImFont* m_nextFont = nullptr;
  float m_nextFontSize = 0.0f;
  int m_indexedFrame = -1;

  std::map<std::pair<const ImDrawList*, int>, Track> m_tracks;
  // Every glyph's top-left texture coordinate in the font atlas, with its bottom-right:
  // a vertex with such a coordinate starts a glyph's quad, and a quad whose right edge
  // stops short of the glyph's was trimmed.
  std::map<std::pair<float, float>, std::pair<float, float>> m_glyphs;
  std::vector<CutText> m_cut;
};

}  // namespace adc::gui
