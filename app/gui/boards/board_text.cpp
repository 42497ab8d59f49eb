#include "boards/board_text.hpp"

#include "drawn_text.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

namespace adc::gui::board {
namespace {

float widthOf(ImFont* font, float size, const std::string& text) {
  return font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).x;
}

std::size_t utf8Length(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

}  // namespace

std::string firstLetters(const std::string& text, std::size_t letters) {
  std::size_t end = 0;
  for (std::size_t count = 0; end < text.size() && count < letters; ++count) {
    ++end;
    while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;  // continuation bytes
  }
  return text.substr(0, end);
}

std::string shortenedToFit(ImFont* font, float size, const std::string& text, float width) {
  if (widthOf(font, size, text) <= width) return text;
  for (const char* separator : {" / ", " (", " — ", ", ", ": "}) {
    const auto at = text.find(separator);
    if (at != std::string::npos && at > 0 && widthOf(font, size, text.substr(0, at)) <= width) return text.substr(0, at);
  }
  const std::string ellipsis = "…";
  std::string kept;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length = utf8Length(static_cast<unsigned char>(text[i]));
    std::string longer = kept + text.substr(i, length);
    if (widthOf(font, size, longer + ellipsis) > width) break;
    kept = std::move(longer);
    i += length;
  }
  while (!kept.empty() && kept.back() == ' ') kept.pop_back();
  if (!kept.empty()) return kept + ellipsis;
  // Not even one letter and the ellipsis: the first letter alone, the tooltip says the
  // rest; and nothing rather than a cut glyph when the letter does not fit either.
  std::string first = text.substr(0, utf8Length(static_cast<unsigned char>(text[0])));
  return widthOf(font, size, first) <= width ? first : std::string{};
}

std::vector<std::string> wrappedLines(ImFont* font, float size, const std::string& text, float width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t from = 0;
  while (from <= text.size()) {
    auto space = text.find(' ', from);
    if (space == std::string::npos) space = text.size();
    const std::string word = text.substr(from, space - from);
    const std::string longer = line.empty() ? word : line + " " + word;
    if (!line.empty() && widthOf(font, size, longer) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = longer;
    }
    from = space + 1;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  for (auto& each : lines) each = shortenedToFit(font, size, each, width);
  return lines;
}

bool drawFitted(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                float width) {
  if (text.empty()) return false;
  const std::string shown = shortenedToFit(font, size, text, width);
  if (!shown.empty()) drawText(draw, font, size, at, color, shown.c_str());
  return shown != text;
}

Columns columnsFor(float width, float minimum, float gap, std::size_t tiles) {
  const int most = std::max(1, static_cast<int>(tiles));
  const int fit = std::max(1, static_cast<int>(std::floor((width + gap) / (minimum + gap))));
  Columns columns;
  columns.count = std::min(fit, most);
  columns.width = std::floor((width + gap) / static_cast<float>(columns.count) - gap);
  return columns;
}

void tooltipOver(ImVec2 from, ImVec2 to, const std::string& text) {
  if (text.empty()) return;
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) && ImGui::IsMouseHoveringRect(from, to)) {
    ImGui::SetTooltip("%s", text.c_str());
  }
}

void fittedDrawText(ImDrawList* draw, ImFont* font, float size, ImVec2 at, ImU32 color, const std::string& text,
                    float width, ImVec2 tipFrom, ImVec2 tipTo) {
  const std::string shown = shortenedToFit(font, size, text, width);
  if (!shown.empty()) drawText(draw, font, size, at, color, shown.c_str());
  if (shown != text) tooltipOver(tipFrom, tipTo, text);
}

void fittedHeadersRow(const std::vector<std::string>& labels) {
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  const int columns = ImGui::TableGetColumnCount();
  for (int c = 0; c < columns && c < static_cast<int>(labels.size()); ++c) {
    if (!ImGui::TableSetColumnIndex(c)) continue;
    const std::string& label = labels[static_cast<std::size_t>(c)];
    const float room = ImGui::GetContentRegionAvail().x;
    ImFont* font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    std::string shown = label;
    if (widthOf(font, size, label) > room) {
      // Two lines when each half fits ("Draw / pile"), else shortened.
      auto lines = wrappedLines(font, size, label, room);
      if (lines.size() == 2 && lines[0] + " " + lines[1] == label) shown = lines[0] + "\n" + lines[1];
      else shown = shortenedToFit(font, size, label, room);
    }
    ImGui::PushID(c);
    ImGui::TableHeader(shown.c_str());
    ImGui::PopID();
    if (shown.find('\n') == std::string::npos && shown != label && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", label.c_str());
    }
  }
}

}  // namespace adc::gui::board
