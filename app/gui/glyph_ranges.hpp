#pragma once
// The characters the font atlas holds (issue 30): ImGui draws "?" for any character its
// atlas lacks, so every character the games' data, the catalogues and the app's own
// sentences show must be in these ranges (a unit test reads them all). DejaVu Sans has
// every one of them.

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace adc::gui {

// Inclusive ranges of code points, in order: Basic Latin and Latin-1 (é è à ç ô « »),
// Latin Extended-A (œ Œ), Greek, Cyrillic (Paris's printed charts say "НП"), general
// punctuation (– — ’ “ ” …), the euro sign, arrows (→), mathematical operators (− ≤ ≥),
// technical signs (⌊ ⌋), box drawing (─), geometric shapes (▶ ●), symbols (★).
const std::vector<std::pair<std::uint32_t, std::uint32_t>>& glyphRanges();

bool hasGlyph(std::uint32_t codePoint);

// The characters of UTF-8 text the atlas lacks (controls aside), each once, in order.
std::vector<std::uint32_t> missingGlyphs(std::string_view text);

}  // namespace adc::gui
