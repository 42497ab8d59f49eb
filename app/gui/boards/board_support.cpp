#include "boards/board_support.hpp"
#include "drawn_text.hpp"

#include <algorithm>
#include <cmath>

namespace adc::gui::board {

std::string StateReader::text(const std::string& key) const {
  auto found = value(key);
  return found ? toDisplayString(*found) : std::string("?");
}

std::int64_t StateReader::number(const std::string& key) const {
  auto found = value(key);
  auto parsed = found ? asNumber(*found) : std::nullopt;
  return parsed.value_or(0);
}

bool StateReader::flag(const std::string& key) const {
  auto found = value(key);
  const bool* on = found ? std::get_if<bool>(&*found) : nullptr;
  return on && *on;
}

ImU32 inkOn(ImU32 fill) {
  const float r = static_cast<float>(fill & 0xFF), g = static_cast<float>((fill >> 8) & 0xFF),
              b = static_cast<float>((fill >> 16) & 0xFF);
  return 0.299f * r + 0.587f * g + 0.114f * b > 150.0f ? darkInk : lightInk;
}

std::string sideName(const GameData& data, const std::string& id) {
  const Side* side = data.findSide(id);
  return side ? side->name : id;
}

std::string itemName(const GameData& data, const std::string& collection, const std::string& item) {
  const Collection* found = data.findCollection(collection);
  if (!found) return item;
  for (std::size_t i = 0; i < found->items.size() && i < found->itemNames.size(); ++i) {
    if (found->items[i] == item) return found->itemNames[i];
  }
  return item;
}

float textWidth(ImFont* font, float size, const std::string& text) {
  return font->CalcTextSizeA(size, 10000.0f, 0.0f, text.c_str()).x;
}

void centredText(ImDrawList* draw, ImFont* font, float size, ImVec2 centre, ImU32 color, const std::string& text) {
  const ImVec2 extent = font->CalcTextSizeA(size, 10000.0f, 0.0f, text.c_str());
  drawText(draw, font, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), color, text.c_str());
}

void heading(Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopFont();
}

TileGrid::TileGrid(float width, float tileWidth, float tileHeight, float gap)
    : m_origin(ImGui::GetCursorScreenPos()), m_width(width), m_height(tileHeight), m_gap(gap),
      m_perRow(std::max(1, static_cast<int>((width + gap) / (tileWidth + gap)))),
      m_tileWidth(std::floor((width + gap) / static_cast<float>(m_perRow) - gap)) {}

ImVec2 TileGrid::at(std::size_t index) const {
  const int i = static_cast<int>(index);
  return ImVec2(m_origin.x + static_cast<float>(i % m_perRow) * (m_tileWidth + m_gap),
                m_origin.y + static_cast<float>(i / m_perRow) * (m_height + m_gap));
}

void TileGrid::done(std::size_t count) const {
  const int rows = (static_cast<int>(count) + m_perRow - 1) / m_perRow;
  ImGui::Dummy(ImVec2(m_width, static_cast<float>(rows) * (m_height + m_gap)));
}

}  // namespace adc::gui::board
