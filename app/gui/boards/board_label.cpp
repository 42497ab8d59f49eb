#include "boards/board_label.hpp"

#include "drawn_text.hpp"

#include <algorithm>
#include <cmath>

namespace adc::gui::board {
namespace {

float widthOf(ImFont* font, float size, const std::string& text) {
  return font->CalcTextSizeA(size, 10000.0f, 0.0f, text.c_str()).x;
}

}  // namespace

std::string fitted(ImFont* font, float size, const std::string& text, float width) {
  if (widthOf(font, size, text) <= width) return text;
  // A name's first part reads better than a cut one ("Government: Marais + Gironde").
  for (const char* separator : {" (", " — ", ", "}) {
    const auto at = text.find(separator);
    if (at != std::string::npos && at > 0 && widthOf(font, size, text.substr(0, at)) <= width) {
      return text.substr(0, at);
    }
  }
  const std::string ellipsis = "…";
  std::string kept;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 1;
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead >= 0xF0) length = 4;
    else if (lead >= 0xE0) length = 3;
    else if (lead >= 0xC0) length = 2;
    const std::string longer = kept + text.substr(i, length);
    if (widthOf(font, size, longer + ellipsis) > width) break;
    kept = longer;
    i += length;
  }
  while (!kept.empty() && kept.back() == ' ') kept.pop_back();
  // Not even one letter and the ellipsis: nothing is drawn rather than a cut glyph.
  if (kept.empty() && widthOf(font, size, ellipsis) > width) return {};
  return kept + ellipsis;
}

bool drawFitted(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                float width) {
  if (text.empty()) return false;
  const std::string shown = fitted(font, size, text, width);
  if (!shown.empty()) drawText(draw, font, size, at, color, shown.c_str());
  return shown != text;
}

void tileTooltip(ImVec2 min, ImVec2 max, const std::string& whole) {
  if (whole.empty() || !ImGui::IsWindowHovered() || !ImGui::IsMouseHoveringRect(min, max)) return;
  ImGui::SetTooltip("%s", whole.c_str());
}

Columns columnsFor(float width, float minimum, float gap, std::size_t tiles) {
  const int most = std::max(1, static_cast<int>(tiles));
  const int fit = std::max(1, static_cast<int>(std::floor((width + gap) / (minimum + gap))));
  Columns columns;
  columns.count = std::min(fit, most);
  columns.width = std::floor((width + gap) / static_cast<float>(columns.count) - gap);
  return columns;
}

}  // namespace adc::gui::board
