#pragma once
// What the games' board views share: reading the engine's state by key, ink that reads on
// a power's colour, names of sides and collection items, centred and measured text, a
// section heading, and tiles laid out in rows. Display only: nothing here is a rule.

#include "panels/panel.hpp"

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>

namespace adc::gui::board {

constexpr ImU32 darkInk = IM_COL32(0x1C, 0x1C, 0x1C, 0xFF);
constexpr ImU32 lightInk = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);

// The state's values by key ("treasury.france"), with a neutral answer when a key is not
// kept: "?" for text, 0 for numbers, false for flags.
struct StateReader {
  const GameData& data;
  const GameState& state;
  std::optional<Value> value(const std::string& key) const { return state.read(data, key); }
  std::string text(const std::string& key) const;
  std::int64_t number(const std::string& key) const;
  bool flag(const std::string& key) const;
};

// Dark ink on light fills (Spain's yellow, Austria's white), light ink otherwise.
ImU32 inkOn(ImU32 fill);

std::string sideName(const GameData& data, const std::string& id);
// An item's printed name in its collection, or the id itself.
std::string itemName(const GameData& data, const std::string& collection, const std::string& item);

float textWidth(ImFont* font, float size, const std::string& text);
void centredText(ImDrawList* draw, ImFont* font, float size, ImVec2 centre, ImU32 color, const std::string& text);
void heading(Ui& ui, const std::string& text);

// Tiles of about `tileWidth` laid out in rows across `width`, from the cursor; done()
// reserves the space they took.
class TileGrid {
 public:
  TileGrid(float width, float tileWidth, float tileHeight, float gap);
  float tileWidth() const { return m_tileWidth; }
  ImVec2 at(std::size_t index) const;
  void done(std::size_t count) const;

 private:
  ImVec2 m_origin;
  float m_width, m_height, m_gap;
  int m_perRow;
  float m_tileWidth;
};

}  // namespace adc::gui::board
