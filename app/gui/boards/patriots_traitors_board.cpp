// 1793: Patriots & Traitors' board: what the players read from across the table. Every
// number is read from the state as the engine keeps it (game.toml's values) and the
// score from the rule module's count (13); nothing here decides a rule.

#include "boards/patriots_traitors_board.hpp"

#include "panels/board_layout.hpp"

#include "boards/board_text.hpp"
#include "boards/board_support.hpp"

#include "controller.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc::gui {
namespace {

using board::heading;
using board::inkOn;
using board::textWidth;
using Reader = board::StateReader;

constexpr ImU32 boardBody = IM_COL32(0x2A, 0x2E, 0x36, 0xFF);
constexpr ImU32 boardLine = IM_COL32(0x4A, 0x50, 0x5A, 0xFF);
constexpr ImU32 ink = IM_COL32(0x1C, 0x1C, 0x1C, 0xFF);
constexpr ImU32 light = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);
constexpr ImU32 muted = IM_COL32(0xA8, 0xAE, 0xB8, 0xFF);
constexpr ImU32 parchment = IM_COL32(0xE8, 0xDF, 0xC8, 0xFF);
constexpr ImU32 gold = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);
constexpr ImU32 alarm = IM_COL32(0xB2, 0x22, 0x22, 0xFF);
constexpr ImU32 freeSpace = IM_COL32(0x55, 0x5B, 0x66, 0xFF);
constexpr ImU32 offBoard = IM_COL32(0x22, 0x24, 0x28, 0xFF);
constexpr ImU32 provinceEmpty = IM_COL32(0x3A, 0x44, 0x3A, 0xFF);
constexpr ImU32 territoryFill = IM_COL32(0x3A, 0x3A, 0x48, 0xFF);
constexpr ImU32 armyRed = IM_COL32(0xD0, 0x40, 0x30, 0xFF);
constexpr ImU32 generalBlue = IM_COL32(0x6F, 0xA8, 0xFF, 0xFF);

const std::vector<std::string>& factionIds() {
  static const std::vector<std::string> all{"cordeliers", "jacobins", "girondins", "feuillants", "royalists"};
  return all;
}

ImU32 factionColour(const GameData& data, const std::string& id) {
  const Side* side = data.findSide(id);
  return side ? parseHexColor(side->color) : freeSpace;
}

std::string shortName(const GameData& data, const std::string& id) {
  const Side* side = data.findSide(id);
  if (!side) return id;
  auto cut = side->name.find(" (");
  return cut == std::string::npos ? side->name : side->name.substr(0, cut);
}

std::string itemName(const Collection& collection, std::size_t index) {
  return index < collection.itemNames.size() ? collection.itemNames[index] : collection.items[index];
}

// The cards in one place (a hand, the activated Leaders, the Law track).
std::vector<std::string> cardsAt(const Reader& read, const std::string& place) {
  std::vector<std::string> found;
  const Collection* cards = read.data.findCollection("card");
  if (!cards) return found;
  for (const auto& card : cards->items) {
    if (read.text("card." + card) == place) found.push_back(card);
  }
  return found;
}

std::string upperCard(std::string card) {
  for (auto& c : card) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return card;
}

}  // namespace

void registerPatriotsTraitorsBoardView() {
  registerBoardView("patriots-traitors", [] { return std::make_unique<PatriotsTraitorsBoardView>(); });
}

void PatriotsTraitorsBoardView::draw(Ui& ui) {
  const auto board = [&] {
    drawSituation(ui);
    const float avail = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
    // The two boards side by side when each keeps its rows (Paris three areas, France five
    // provinces) with every name whole; else Paris above France, each the whole width.
    const float half = std::floor(avail * 0.5f - gap * 0.5f);
    if (half >= parisMinimum(ui) && half >= franceMinimum(ui)) {
      ImGui::BeginGroup();
      drawParis(ui, half);
      ImGui::EndGroup();
      ImGui::SameLine(0, gap);
      ImGui::BeginGroup();
      drawFrance(ui, avail - half - gap);
      ImGui::EndGroup();
    } else {
      drawParis(ui, avail);
      drawFrance(ui, avail);
    }
    drawFactions(ui);
  };
  // The Table view shows the board alone: the form is entered on the Board panel.
  if (ui.controller.state().gameOver || displayOnly()) board();
  else boardBesideForm(ui, "pt", board, [&] { drawActionForm(ui); });
}

// Round and month, whose turn, the Laws, the treasury, Louis XVI, the result.
void PatriotsTraitorsBoardView::drawSituation(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const Reader read{data, state};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts.large;
  const float size = 19.0f * ui.settings.uiScale;
  const float pad = 5.0f * ui.settings.uiScale;
  const float height = size + 2 * pad;
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  ImVec2 at = ImGui::GetCursorScreenPos();
  float x = at.x;
  float y = at.y;
  // A badge longer than the whole row is shortened, the whole of it in its tooltip.
  auto badge = [&](const std::string& text, ImU32 fill, ImU32 color) {
    const std::string shown = board::shortenedToFit(font, size, text, right - at.x - 2 * pad);
    const float w = textWidth(font, size, shown) + 2 * pad;
    if (x + w > right && x > at.x) {
      x = at.x;
      y += height + pad;
    }
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + height), fill, 5.0f);
    drawText(draw, font, size, ImVec2(x + pad, y + pad), color, shown.c_str());
    if (shown != text) board::tooltipOver(ImVec2(x, y), ImVec2(x + w, y + height), text);
    x += w + pad;
  };
  // The round track (5.6, 7): the month of the round, from the round_track table.
  std::string month;
  if (const Table* track = data.findTable("round_track")) {
    auto row = static_cast<std::size_t>(std::clamp<std::int64_t>(state.turn, 1, 21) - 1);
    if (row < track->rows.keys.size() && track->cell(row, 0).known) month = toDisplayString(track->cell(row, 0).values.front());
  }
  badge(trf("Round {} of 21 · {}", state.turn, month), parchment, ink);
  const std::string active = read.text("active");
  if (active != "none" && active != "?") {
    badge(trf("Turn: {}", shortName(data, active)), factionColour(data, active), inkOn(factionColour(data, active)));
  }
  const auto proposed = cardsAt(read, "proposed");
  if (!proposed.empty()) badge(trf("Proposed: {}", upperCard(proposed.front())), IM_COL32(0x50, 0x44, 0x70, 0xFF), light);
  // The passed-Law track, oldest first (8.3, 10.2).
  auto passed = cardsAt(read, "passed");
  std::sort(passed.begin(), passed.end(), [&](const std::string& a, const std::string& b) {
    return read.number("passed_order." + a) < read.number("passed_order." + b);
  });
  std::string laws;
  for (const auto& law : passed) laws += (laws.empty() ? "" : " ") + upperCard(law);
  badge(trf("Laws passed ({}/9): {}", passed.size(), laws.empty() ? std::string("—") : laws),
        IM_COL32(0x36, 0x3C, 0x48, 0xFF), light);
  badge(trf("Treasury {} gold", read.number("treasury")), gold, ink);
  badge(read.flag("louis_alive") ? std::string(tr("Louis XVI alive")) : std::string(tr("Louis XVI executed")),
        read.flag("louis_alive") ? IM_COL32(0x3A, 0x5A, 0x8A, 0xFF) : alarm, light);
  const std::string result = read.text("result");
  if (result != "playing" && result != "?") {
    // The result and the winner by their names (a word of [words], a faction), never ids.
    badge(trf("Game over: {} — winner {}", wordName(data, result), wordName(data, read.text("winner"))), alarm, light);
  }
  ImGui::Dummy(ImVec2(std::max(1.0f, right - at.x), y - at.y + height + pad));
}

namespace {

// The Paris board's areas (8.1-8.2), as the board prints them; LC09 and the Temple de
// la Raison bring some in and out of play.
struct ParisArea {
  const char* id;
  const char* name;
  std::int64_t spaces;
};

const std::vector<ParisArea>& parisAreas() {
  static const std::vector<ParisArea> all{
      {"faubourgs", translatable("Faubourgs"), 5},          {"convention", translatable("Convention nationale"), 7},
      {"notre_dame", translatable("Notre-Dame"), 5},        {"caserne", translatable("Caserne"), 5},
      {"prison_temple", translatable("Prison du Temple"), 4}, {"palais_egalite", translatable("Palais-Egalité"), 4},
      {"champ_de_mars", translatable("Champ de Mars"), 5},  {"comites", translatable("Les Comités"), 2},
      {"temple_raison", translatable("Temple de la Raison"), 5},
  };
  return all;
}

// Conciergerie, Place de la Révolution, Oui!, Non!: a count per faction.
const std::vector<std::pair<const char*, const char*>>& parisHolds() {
  static const std::vector<std::pair<const char*, const char*>> all{
      {"conciergerie", "Conciergerie"}, {"place_revolution", "Place de la Révolution"}, {"oui", "Oui!"}, {"non", "Non!"}};
  return all;
}

// The Paris board's measures at the UI scale.
struct ParisSizes {
  float body, pad, gap, cube, step;
  explicit ParisSizes(float scale)
      : body(18.0f * scale), pad(5.0f * scale), gap(6.0f * scale), cube(17.0f * scale), step(20.0f * scale) {}
  // An area's tile: its name whole, and at least five spaces on a line.
  float areaTile(ImFont* font) const {
    float widest = 5 * step;
    for (const auto& area : parisAreas()) widest = std::max(widest, textWidth(font, body, tr(area.name)));
    return std::ceil(widest + 2 * pad);
  }
  // A holding box: its name whole, and the five factions' counts on a line.
  float holdTile(ImFont* font) const {
    float widest = 5 * step;
    for (const auto& hold : parisHolds()) widest = std::max(widest, textWidth(font, body * 0.9f, tr(hold.second)));
    return std::ceil(widest + 2 * pad);
  }
};

// A province or territory by the name the board prints (the four unnamed provinces by
// their number).
std::string placeName(const Collection& places, std::size_t index) {
  std::string name = itemName(places, index);
  if (name.rfind("Unnamed province", 0) == 0) name = "Province " + name.substr(17, 1);
  return name;
}

// The France board's measures at the UI scale.
struct FranceSizes {
  float body, pad, gap;
  explicit FranceSizes(float scale) : body(17.0f * scale), pad(4.0f * scale), gap(5.0f * scale) {}
  // A province's or territory's tile: its name whole, with room for an army's name under it.
  float tile(const GameData& data, ImFont* font, float scale) const {
    float widest = 96.0f * scale;
    for (const char* id : {"province", "territory"}) {
      const Collection* places = data.findCollection(id);
      if (!places) continue;
      for (std::size_t i = 0; i < places->items.size(); ++i) {
        widest = std::max(widest, textWidth(font, body, placeName(*places, i)));
      }
    }
    return std::ceil(widest + 2 * pad);
  }
};

}  // namespace

float PatriotsTraitorsBoardView::parisMinimum(Ui& ui) const {
  const ParisSizes sizes(ui.settings.uiScale);
  return 3 * sizes.areaTile(ui.fonts.large) + 2 * sizes.gap;
}

float PatriotsTraitorsBoardView::franceMinimum(Ui& ui) const {
  const FranceSizes sizes(ui.settings.uiScale);
  return 5 * sizes.tile(ui.controller.data(), ui.fonts.large, ui.settings.uiScale) + 4 * sizes.gap;
}

// The Paris board (8.1-8.2): an area per tile, a square per space, filled in the colour
// of the cube on it; the discard areas and the vote boxes as counts per faction. As many
// tiles a row as keep their names whole.
void PatriotsTraitorsBoardView::drawParis(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("Paris board"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const ParisSizes sizes(scale);
  const float body = sizes.body, pad = sizes.pad, gap = sizes.gap, cube = sizes.cube, step = sizes.step;
  const auto& areas = parisAreas();
  auto inPlay = [&](const ParisArea& area) {
    const std::string id = area.id;
    if (id == "notre_dame") return !read.flag("temple_in_play");
    if (id == "champ_de_mars") return read.flag("champ_de_mars_in_play");
    if (id == "comites") return read.flag("comites_in_play");
    if (id == "temple_raison") return read.flag("temple_in_play");
    return true;
  };
  const auto columns = board::columnsFor(width, sizes.areaTile(font), gap, areas.size());
  const float tileWidth = columns.width;
  const int perLine = std::max(1, static_cast<int>((tileWidth - 2 * pad + 3 * scale) / step));
  // Room for the most squares an area shows now (LC09 may overfill one, 9) on the lines
  // they take at this width.
  std::size_t most = 0;
  for (const auto& area : areas) {
    std::int64_t cubes = 0;
    for (const auto& faction : factionIds()) cubes += read.number(std::string(area.id) + "." + faction);
    most = std::max(most, static_cast<std::size_t>(std::max(cubes, area.spaces)));
  }
  const int cubeLines = std::max(1, (static_cast<int>(most) + perLine - 1) / perLine);
  const float tileHeight = body + 3 * pad + step * static_cast<float>(cubeLines) + pad - 3 * scale;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  for (std::size_t i = 0; i < areas.size(); ++i) {
    const auto& area = areas[i];
    const bool playing = inPlay(area);
    const float x = origin.x + static_cast<float>(static_cast<int>(i) % columns.count) * (tileWidth + gap);
    const float y = origin.y + static_cast<float>(static_cast<int>(i) / columns.count) * (tileHeight + gap);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), playing ? boardBody : offBoard, 5.0f);
    draw->AddRect(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), boardLine, 5.0f);
    if (board::drawFitted(draw, font, body, ImVec2(x + pad, y + pad), playing ? light : muted, tr(area.name),
                          tileWidth - 2 * pad)) {
      board::tooltipOver(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), tr(area.name));
    }
    // The cubes, faction by faction, then the free spaces (LC09 may overfill an area, 9).
    std::vector<ImU32> squares;
    for (const auto& faction : factionIds()) {
      for (std::int64_t n = read.number(std::string(area.id) + "." + faction); n > 0; --n) {
        squares.push_back(factionColour(data, faction));
      }
    }
    const std::size_t shown = std::max<std::size_t>(squares.size(), static_cast<std::size_t>(area.spaces));
    for (std::size_t s = 0; s < shown; ++s) {
      const float cx = x + pad + static_cast<float>(static_cast<int>(s) % perLine) * step;
      const float cy = y + 2 * pad + body + static_cast<float>(static_cast<int>(s) / perLine) * step;
      if (cy + cube > y + tileHeight) break;
      if (s < squares.size()) {
        draw->AddRectFilled(ImVec2(cx, cy), ImVec2(cx + cube, cy + cube), squares[s], 2.0f);
      } else if (playing) {
        draw->AddRect(ImVec2(cx, cy), ImVec2(cx + cube, cy + cube), freeSpace, 2.0f, 0, 1.5f * scale);
      }
    }
  }
  const int rows = static_cast<int>((static_cast<int>(areas.size()) + columns.count - 1) / columns.count);
  float y = origin.y + static_cast<float>(rows) * (tileHeight + gap);
  const auto& holds = parisHolds();
  auto holdColumns = board::columnsFor(width, sizes.holdTile(font), gap, holds.size());
  // Four boxes in one row, else two rows of two (not three and one).
  if (holdColumns.count == 3) holdColumns = board::columnsFor(width, (width - gap) * 0.5f, gap, holds.size());
  const float holdWidth = holdColumns.width;
  const float holdHeight = body * 2 + 3 * pad;
  for (std::size_t i = 0; i < holds.size(); ++i) {
    const float x = origin.x + static_cast<float>(static_cast<int>(i) % holdColumns.count) * (holdWidth + gap);
    const float hy = y + static_cast<float>(static_cast<int>(i) / holdColumns.count) * (holdHeight + gap);
    draw->AddRectFilled(ImVec2(x, hy), ImVec2(x + holdWidth, hy + holdHeight),
                        i < 2 ? IM_COL32(0x40, 0x28, 0x28, 0xFF) : IM_COL32(0x28, 0x34, 0x40, 0xFF), 5.0f);
    if (board::drawFitted(draw, font, body * 0.9f, ImVec2(x + pad, hy + pad), light, tr(holds[i].second),
                          holdWidth - 2 * pad)) {
      board::tooltipOver(ImVec2(x, hy), ImVec2(x + holdWidth, hy + holdHeight), tr(holds[i].second));
    }
    float cx = x + pad;
    for (const auto& faction : factionIds()) {
      const auto count = read.number(std::string(holds[i].first) + "." + faction);
      if (count == 0) continue;
      const std::string label = std::to_string(count);
      const float w = std::max(cube, textWidth(font, body * 0.9f, label) + 6 * scale);
      const ImU32 fill = factionColour(data, faction);
      draw->AddRectFilled(ImVec2(cx, hy + 2 * pad + body), ImVec2(cx + w, hy + 2 * pad + body + cube + 2), fill, 2.0f);
      drawText(draw, font, body * 0.9f, ImVec2(cx + 3 * scale, hy + 2 * pad + body), inkOn(fill), label.c_str());
      cx += w + 3 * scale;
    }
  }
  const int holdRows = static_cast<int>((static_cast<int>(holds.size()) + holdColumns.count - 1) / holdColumns.count);
  y += static_cast<float>(holdRows) * (holdHeight + gap);
  ImGui::Dummy(ImVec2(width, y - origin.y));
}

// The France board (8.4, 8.5): provinces in the colour of their cube, with the armies
// (red) and Generals (blue) in them; the territories with theirs. As many tiles a row as
// keep the places' names whole; a line too long for its tile is shortened, the whole
// tile's text in its tooltip.
void PatriotsTraitorsBoardView::drawFrance(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("France board"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const FranceSizes sizes(scale);
  const float body = sizes.body, pad = sizes.pad, gap = sizes.gap;
  const float minimum = sizes.tile(data, font, scale);
  const Collection* provinces = data.findCollection("province");
  const Collection* territories = data.findCollection("territory");
  const Collection* nations = data.findCollection("nation");
  const Collection* generals = data.findCollection("general");
  if (!provinces || !territories || !nations || !generals) return;
  auto occupants = [&](const std::string& place, ImU32& armyMark) {
    std::string armies, chiefs;
    for (std::size_t i = 0; i < nations->items.size(); ++i) {
      if (read.text("army." + nations->items[i]) == place) armies += (armies.empty() ? "" : ", ") + itemName(*nations, i);
    }
    for (std::size_t i = 0; i < generals->items.size(); ++i) {
      if (read.text("general_at." + generals->items[i]) != place) continue;
      auto name = itemName(*generals, i);
      chiefs += (chiefs.empty() ? "" : ", ") + name.substr(0, name.find(" ("));
    }
    armyMark = armies.empty() ? 0 : armyRed;
    return std::pair{armies, chiefs};
  };
  auto tiles = [&](const Collection& places, bool territory) {
    const auto columns = board::columnsFor(width, minimum, gap, std::max<std::size_t>(places.items.size(), 5));
    const float tileWidth = columns.width;
    const float tileHeight = body * 2 + 3 * pad;
    const float room = tileWidth - 2 * pad;
    ImVec2 origin = ImGui::GetCursorScreenPos();
    for (std::size_t i = 0; i < places.items.size(); ++i) {
      const auto& id = places.items[i];
      const float x = origin.x + static_cast<float>(static_cast<int>(i) % columns.count) * (tileWidth + gap);
      const float y = origin.y + static_cast<float>(static_cast<int>(i) / columns.count) * (tileHeight + gap);
      std::string cube = territory ? std::string("none") : read.text("province." + id);
      ImU32 fill = territory ? territoryFill : cube == "none" ? provinceEmpty : factionColour(data, cube);
      ImU32 color = territory || cube == "none" ? light : inkOn(fill);
      draw->AddRectFilled(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), fill, 4.0f);
      ImU32 armyMark = 0;
      auto [armies, chiefs] = occupants(id, armyMark);
      // The Paris province is controlled by the Faubourgs majority (8.4): its colour as a band.
      if (!territory && id == "paris") {
        std::string holder;
        std::int64_t most = 0;
        bool tie = false;
        for (const auto& faction : factionIds()) {
          auto cubes = read.number("faubourgs." + faction);
          if (cubes > most) {
            most = cubes;
            holder = faction;
            tie = false;
          } else if (cubes == most && cubes > 0) {
            tie = true;
          }
        }
        if (!holder.empty() && !tie) {
          draw->AddRectFilled(ImVec2(x, y + tileHeight - 6 * scale), ImVec2(x + tileWidth, y + tileHeight),
                              factionColour(data, holder), 4.0f, ImDrawFlags_RoundCornersBottom);
        }
      }
      if (armyMark) draw->AddRect(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), armyMark, 4.0f, 0, 3.0f * scale);
      std::string name = placeName(places, i);
      if (territory && read.flag("gold_claimed." + id)) name += " (gold)";
      bool shortened = board::drawFitted(draw, font, body, ImVec2(x + pad, y + pad), color, name, room);
      // One line under the name: the armies (red), then the Generals (blue).
      float lx = x + pad;
      const float ly = y + 2 * pad + body;
      const float small = body * 0.85f;
      const bool plain = territory || cube == "none";
      if (!armies.empty()) {
        shortened |= board::drawFitted(draw, font, small, ImVec2(lx, ly),
                                       plain ? IM_COL32(0xFF, 0x90, 0x80, 0xFF) : color, armies, room);
        lx += textWidth(font, small, board::shortenedToFit(font, small, armies, room) + " ");
      }
      if (!chiefs.empty()) {
        shortened |= board::drawFitted(draw, font, small, ImVec2(lx, ly), plain ? generalBlue : color, chiefs,
                                       x + tileWidth - pad - lx);
      }
      if (shortened) {
        std::string whole = name;
        if (!armies.empty()) whole += "\n" + trf("Armies: {}", armies);
        if (!chiefs.empty()) whole += "\n" + trf("Generals: {}", chiefs);
        board::tooltipOver(ImVec2(x, y), ImVec2(x + tileWidth, y + tileHeight), whole);
      }
    }
    const int rows = (static_cast<int>(places.items.size()) + columns.count - 1) / columns.count;
    ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * (tileHeight + gap)));
  };
  tiles(*provinces, false);
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + width);
  ImGui::TextUnformatted(tr("Territories beyond the borders: \"(gold)\" marks one whose Gold coin is gained (12.4)"));
  ImGui::PopTextWrapPos();
  tiles(*territories, true);
  // Armies still beside the board (5.2, 12.4).
  std::string waiting;
  for (std::size_t i = 0; i < nations->items.size(); ++i) {
    if (read.text("army." + nations->items[i]) == "off") waiting += (waiting.empty() ? "" : ", ") + itemName(*nations, i);
  }
  if (!waiting.empty()) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + width);
    ImGui::TextColored(ImVec4(0.66f, 0.68f, 0.72f, 1.0f), "%s", trf("Beside the board: {}", waiting).c_str());
    ImGui::PopTextWrapPos();
  }
}

// A card per faction in the game: its cubes off the board, currency, cards and score.
void PatriotsTraitorsBoardView::drawFactions(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const Reader read{data, state};
  std::vector<std::string> playing;
  for (const auto& faction : factionIds()) {
    if (read.flag("in_play." + faction)) playing.push_back(faction);
  }
  if (playing.empty()) {
    ImGui::TextWrapped("%s", tr("The factions are not seated yet (Seat the factions)."));
    return;
  }
  std::optional<VictoryReport> report;
  if (const RuleModule* module = findRuleModule(data.id); module && module->victory) report = module->victory(data, state);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 18.0f * scale;
  const float pad = 5.0f * scale;
  const float gap = 6.0f * scale;
  // Each card's lines first: the cards are as wide as the longest line needs, as many a
  // row as fit.
  struct Card {
    std::string id, title, points;
    std::vector<std::pair<std::string, ImU32>> lines;
  };
  std::vector<Card> cards;
  float widest = 0.0f;
  for (const auto& id : playing) {
    Card card{id, shortName(data, id), {}, {}};
    if (read.text("first_player") == id) card.title += " · " + std::string(tr("1st"));
    if (report) {
      for (const auto& line : report->sides) {
        if (line.side == id) card.points = trf("{} pts", line.points);
      }
    }
    card.lines.emplace_back(trf("Pile {} · Stock {}", read.number("pile." + id), read.number("stock." + id)), light);
    card.lines.emplace_back(trf("Assignats {} · Press {} · Thugs {}", read.number("assignats." + id),
                                read.number("press." + id), read.number("thugs." + id)),
                            read.flag("currency_used." + id) ? muted : gold);
    const auto hand = cardsAt(read, "hand_" + id);
    const auto active = cardsAt(read, "active_" + id);
    card.lines.emplace_back(trf("Hand {} · possession {}/{}", hand.size(), hand.size() + active.size(),
                                read.number("possession_limit." + id)),
                            light);
    std::string leaders;
    for (const auto& each : active) leaders += (leaders.empty() ? "" : " ") + upperCard(each);
    card.lines.emplace_back(trf("Active: {}", leaders.empty() ? std::string("—") : leaders),
                            leaders.empty() ? muted : generalBlue);
    widest = std::max(widest, textWidth(font, body, card.title) + 3 * pad + textWidth(font, body, card.points));
    for (const auto& line : card.lines) widest = std::max(widest, textWidth(font, body, line.first));
    cards.push_back(std::move(card));
  }
  const float avail = ImGui::GetContentRegionAvail().x;
  const auto columns = board::columnsFor(avail, std::ceil(widest + 2 * pad), gap, cards.size());
  const float width = columns.width;
  const float header = body + 2 * pad;
  const float lineHeight = body + 3 * scale;
  const float height = header + pad + lineHeight * 4 + pad;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const auto& card = cards[i];
    const float x = origin.x + static_cast<float>(static_cast<int>(i) % columns.count) * (width + gap);
    const float y = origin.y + static_cast<float>(static_cast<int>(i) / columns.count) * (height + gap);
    const ImU32 colour = factionColour(data, card.id);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + height), boardBody, 6.0f);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + width, y + header), colour, 6.0f, ImDrawFlags_RoundCornersTop);
    // The score at the right, the name in the room left of it (never under it).
    const float pointsWidth = card.points.empty() ? 0.0f : textWidth(font, body, card.points);
    bool shortened = board::drawFitted(draw, font, body, ImVec2(x + pad, y + pad), inkOn(colour), card.title,
                                       width - 2 * pad - (pointsWidth > 0 ? pointsWidth + pad : 0.0f));
    if (!card.points.empty()) {
      drawText(draw, font, body, ImVec2(x + width - pad - pointsWidth, y + pad), inkOn(colour), card.points.c_str());
    }
    float ly = y + header + pad;
    std::string whole = card.title + (card.points.empty() ? "" : " — " + card.points);
    for (const auto& [text, color] : card.lines) {
      shortened |= board::drawFitted(draw, font, body, ImVec2(x + pad, ly), color, text, width - 2 * pad);
      whole += "\n" + text;
      ly += lineHeight;
    }
    if (shortened) board::tooltipOver(ImVec2(x, y), ImVec2(x + width, y + height), whole);
  }
  const int rows = (static_cast<int>(cards.size()) + columns.count - 1) / columns.count;
  ImGui::Dummy(ImVec2(avail, static_cast<float>(rows) * (height + gap)));
}

bool PatriotsTraitorsBoardView::setField(Ui& ui, const std::string& name, const std::string& value,
                                         std::string& error) {
  return m_form.setField(ui, name, value, error);
}

bool PatriotsTraitorsBoardView::press(Ui& ui, const std::string& button, std::string& error) {
  return m_form.press(ui, button, error);
}

// One form for every action of the rule module; the engine decides and explains.
void PatriotsTraitorsBoardView::drawActionForm(Ui& ui) {
  if (ui.controller.state().gameOver || displayOnly()) return;
  textWrappedMuted(tr("Enter an action (the prompt in Sequence says which)"));
  m_form.draw(ui);
}

PatriotsTraitorsBoardView::PatriotsTraitorsBoardView() : m_form("pt-form", "pt_start_round") {
  // The faction whose turn it is acts, unless the players choose another.
  m_form.suggestedSide = [](const Ui& ui) {
    const Reader read{ui.controller.data(), ui.controller.state()};
    const std::string active = read.text("active");
    return active == "none" || active == "?" ? std::string() : active;
  };
  // The Law proposed (10.2) is one of the 21 Law cards, by name, or no new Law.
  m_form.choicesFor = [](const Ui& ui, const ArgumentDescription& argument) {
    std::vector<ModuleActionForm::Choice> laws;
    const Collection* cards = ui.controller.data().findCollection("card");
    if (argument.name != "law" || argument.kind != ArgumentDescription::Kind::Text || !cards) return laws;
    laws.push_back({"none", tr("No new Law")});
    for (std::size_t i = 0; i < cards->items.size(); ++i) {
      if (cards->items[i].starts_with("lc") && i < cards->itemNames.size()) laws.push_back({cards->items[i], cards->itemNames[i]});
    }
    return laws;
  };
}

}  // namespace adc::gui
