#include "glyph_ranges.hpp"

#include <algorithm>

namespace adc::gui {

const std::vector<std::pair<std::uint32_t, std::uint32_t>>& glyphRanges() {
  static const std::vector<std::pair<std::uint32_t, std::uint32_t>> ranges = {
      {0x0020, 0x00FF}, {0x0100, 0x017F}, {0x0370, 0x03FF}, {0x0400, 0x04FF}, {0x2010, 0x205E}, {0x20AC, 0x20AC},
      {0x2190, 0x21FF}, {0x2200, 0x22FF}, {0x2300, 0x23FF}, {0x2500, 0x257F}, {0x25A0, 0x25FF}, {0x2600, 0x26FF}};
  return ranges;
}

bool hasGlyph(std::uint32_t codePoint) {
  const auto& ranges = glyphRanges();
  return std::any_of(ranges.begin(), ranges.end(), [&](const auto& range) { return codePoint >= range.first && codePoint <= range.second; });
}

std::vector<std::uint32_t> missingGlyphs(std::string_view text) {
  std::vector<std::uint32_t> missing;
  for (std::size_t at = 0; at < text.size();) {
    const auto lead = static_cast<unsigned char>(text[at]);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    std::uint32_t codePoint = length == 1 ? lead : lead & (0x3F >> (length - 1));
    for (std::size_t i = 1; i < length && at + i < text.size(); ++i) codePoint = (codePoint << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3F);
    at += length;
    if (codePoint < 0x20 || codePoint == 0x7F) continue;  // line breaks and tabs are not drawn
    if (!hasGlyph(codePoint) && std::find(missing.begin(), missing.end(), codePoint) == missing.end()) missing.push_back(codePoint);
  }
  return missing;
}

}  // namespace adc::gui
