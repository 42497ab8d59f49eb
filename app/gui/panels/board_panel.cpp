#include "panels/board_panel.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <cmath>
#include <map>

namespace adc::gui {
namespace {

std::map<std::string, BoardViewFactory>& registry() {
  static std::map<std::string, BoardViewFactory> views;
  return views;
}

constexpr std::int64_t longestTrack = 40;  // longer ranges are books, not tracks
constexpr ImU32 boxColor = IM_COL32(0xE8, 0xDF, 0xC8, 0xFF);
constexpr ImU32 boxInk = IM_COL32(0x40, 0x38, 0x30, 0xFF);
constexpr ImU32 neutralMarker = IM_COL32(0x30, 0x30, 0x30, 0xFF);

void drawTrack(Ui& ui, const ValueDef& def) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const std::int64_t low = *def.min, high = *def.max;
  const std::int64_t boxes = high - low + 1;
  ImGui::TextUnformatted(def.name.c_str());
  ruleTag(def.rule);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float box = std::min(48.0f * ui.settings.uiScale, width / static_cast<float>(boxes));
  const float height = std::max(box * 1.1f, ImGui::GetTextLineHeight() * 2.6f);
  for (std::int64_t i = 0; i < boxes; ++i) {
    ImVec2 a(origin.x + static_cast<float>(i) * box, origin.y);
    draw->AddRectFilled(a, ImVec2(a.x + box - 2, a.y + height), boxColor, 2.0f);
    std::string number = std::to_string(low + i);
    drawText(draw, ImVec2(a.x + 3, a.y + 1), boxInk, number.c_str());
  }
  // The markers: one per side (or one for a single value), stacked in the box.
  std::vector<std::pair<std::int64_t, ImU32>> markers;
  if (def.per == "side") {
    for (const auto& side : data.sides) {
      auto value = state.read(data, def.id + "." + side.id);
      if (auto number = value ? asNumber(*value) : std::nullopt) markers.emplace_back(*number, parseHexColor(side.color));
    }
  } else if (def.per.empty()) {
    if (auto value = state.read(data, def.id); value && asNumber(*value)) markers.emplace_back(*asNumber(*value), neutralMarker);
  }
  // Markers sharing a box sit in a small grid inside it.
  std::map<std::int64_t, std::vector<ImU32>> inBox;
  for (const auto& [value, color] : markers) inBox[std::clamp(value, low, high) - low].push_back(color);
  const float top = ImGui::GetTextLineHeight();  // below the box's number
  for (const auto& [index, colors] : inBox) {
    int columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(colors.size()))));
    int rows = (static_cast<int>(colors.size()) + columns - 1) / columns;
    float cell = std::min((box - 4) / static_cast<float>(columns), (height - top - 2) / static_cast<float>(rows));
    float radius = std::max(2.0f, cell * 0.45f);
    for (std::size_t k = 0; k < colors.size(); ++k) {
      int column = static_cast<int>(k) % columns, row = static_cast<int>(k) / columns;
      ImVec2 centre(origin.x + static_cast<float>(index) * box + 2 + cell * (static_cast<float>(column) + 0.5f),
                    origin.y + top + cell * (static_cast<float>(row) + 0.5f));
      draw->AddCircleFilled(centre, radius, colors[k]);
      draw->AddCircle(centre, radius, IM_COL32(0, 0, 0, 0xC0), 0, 1.0f);
    }
  }
  ImGui::Dummy(ImVec2(box * static_cast<float>(boxes), height + 4));
}

}  // namespace

void registerBoardView(const std::string& gameId, BoardViewFactory factory) { registry()[gameId] = std::move(factory); }

std::unique_ptr<BoardView> makeBoardView(const std::string& gameId) {
  auto found = registry().find(gameId);
  if (found != registry().end()) return found->second();
  return std::make_unique<GenericBoardView>();
}

void GenericBoardView::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto& defs = data.schema.defs();
  // Tracks.
  bool anyTrack = false;
  for (const auto& def : defs) {
    bool isTrack = def.kind == ValueKind::Integer && def.min && def.max && *def.max - *def.min + 1 <= longestTrack &&
                   (def.per.empty() || def.per == "side");
    if (!isTrack) continue;
    if (!anyTrack) {
      ImGui::PushFont(ui.fonts.large);
      ImGui::TextUnformatted(tr("Tracks"));
      ImGui::PopFont();
      anyTrack = true;
    }
    drawTrack(ui, def);
  }
  // Books: the other numbers per side, one card per side.
  std::vector<const ValueDef*> books;
  for (const auto& def : defs) {
    bool isTrack = def.kind == ValueKind::Integer && def.min && def.max && *def.max - *def.min + 1 <= longestTrack;
    if (def.per == "side" && !isTrack) books.push_back(&def);
  }
  if (!books.empty()) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(tr("Books"));
    ImGui::PopFont();
    const float cardWidth = 220.0f * ui.settings.uiScale;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (std::size_t s = 0; s < data.sides.size(); ++s) {
      if (s > 0) ImGui::SameLine();
      ImVec2 at = ImGui::GetCursorScreenPos();
      const float lineHeight = ImGui::GetTextLineHeightWithSpacing();
      const float height = lineHeight * static_cast<float>(books.size() + 1) + 10;
      draw->AddRectFilled(at, ImVec2(at.x + cardWidth, at.y + height), IM_COL32(0x2A, 0x2E, 0x36, 0xFF), 6.0f);
      draw->AddRectFilled(at, ImVec2(at.x + cardWidth, at.y + lineHeight + 2), parseHexColor(data.sides[s].color), 6.0f, ImDrawFlags_RoundCornersTop);
      drawText(draw, ImVec2(at.x + 8, at.y + 2), IM_COL32_WHITE, data.sides[s].name.c_str());
      for (std::size_t i = 0; i < books.size(); ++i) {
        auto value = state.read(data, books[i]->id + "." + data.sides[s].id);
        std::string text = books[i]->name + ": " + (value ? valueText(data, *value) : "?");
        drawText(draw, ImVec2(at.x + 8, at.y + lineHeight * static_cast<float>(i + 1) + 6), IM_COL32_WHITE, text.c_str());
      }
      ImGui::Dummy(ImVec2(cardWidth, height));
    }
  }
  // Collections: a tile per item, filled with the colour of the side its value names.
  for (const auto& collection : data.collections) {
    std::vector<const ValueDef*> perItem;
    for (const auto& def : defs) {
      if (def.per == collection.id) perItem.push_back(&def);
    }
    if (perItem.empty()) continue;
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(collection.name.c_str());
    ImGui::PopFont();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float tile = 150.0f * ui.settings.uiScale;
    const float lineHeight = ImGui::GetTextLineHeightWithSpacing();
    const float height = lineHeight * static_cast<float>(perItem.size() + 1) + 8;
    const int perRow = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().x / (tile + 8)));
    for (std::size_t i = 0; i < collection.items.size(); ++i) {
      if (i % static_cast<std::size_t>(perRow) != 0) ImGui::SameLine();
      ImVec2 at = ImGui::GetCursorScreenPos();
      ImU32 fill = IM_COL32(0x3A, 0x3E, 0x46, 0xFF);
      for (const auto* def : perItem) {
        auto value = state.read(data, def->id + "." + collection.items[i]);
        if (!value) continue;
        if (const Side* side = data.findSide(toDisplayString(*value))) fill = parseHexColor(side->color);
      }
      draw->AddRectFilled(at, ImVec2(at.x + tile, at.y + height), fill, 6.0f);
      const std::string& name = i < collection.itemNames.size() ? collection.itemNames[i] : collection.items[i];
      drawText(draw, ImVec2(at.x + 8, at.y + 4), IM_COL32_WHITE, name.c_str());
      for (std::size_t k = 0; k < perItem.size(); ++k) {
        auto value = state.read(data, perItem[k]->id + "." + collection.items[i]);
        std::string text = perItem[k]->name + ": " + (value ? valueText(data, *value) : "?");
        drawText(draw, ImVec2(at.x + 8, at.y + 4 + lineHeight * static_cast<float>(k + 1)), IM_COL32(0xF0, 0xF0, 0xF0, 0xFF), text.c_str());
      }
      ImGui::Dummy(ImVec2(tile, height));
    }
  }
  // Flags and words of the game as a whole.
  bool anySingle = false;
  for (const auto& def : defs) {
    if (!def.per.empty() || (def.kind == ValueKind::Integer && def.min && def.max && *def.max - *def.min + 1 <= longestTrack)) continue;
    if (!anySingle) {
      ImGui::PushFont(ui.fonts.large);
      ImGui::TextUnformatted(tr("Situation"));
      ImGui::PopFont();
      anySingle = true;
    }
    auto value = state.read(data, def.id);
    bool on = value && std::get_if<bool>(&*value) && std::get<bool>(*value);
    ImGui::PushStyleColor(ImGuiCol_Button, on ? ImVec4(0.75f, 0.35f, 0.15f, 1) : ImVec4(0.25f, 0.27f, 0.30f, 1));
    std::string text = def.name + (def.kind == ValueKind::Flag ? "" : ": " + (value ? valueText(data, *value) : "?"));
    ImGui::SmallButton(text.c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine();
  }
  if (anySingle) ImGui::NewLine();
}

BoardView& BoardPanel::view(Ui& ui) {
  const auto& id = ui.controller.data().id;
  if (!m_view || m_gameId != id) {
    m_view = makeBoardView(id);
    m_gameId = id;
  }
  return *m_view;
}

void BoardPanel::draw(Ui& ui) { view(ui).draw(ui); }

bool BoardPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  return view(ui).setField(ui, name, value, error);
}

bool BoardPanel::press(Ui& ui, const std::string& button, std::string& error) { return view(ui).press(ui, button, error); }

}  // namespace adc::gui
