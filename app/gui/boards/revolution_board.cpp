// La Révolution française's board: what the players read from across the table. Every
// number shown is read from the state as the engine keeps it; the changes of regime open
// now are the rule module's own answer (rf_transitions applied to a copy of the state),
// so nothing here computes a rule.

#include "boards/revolution_board.hpp"

#include "panels/board_layout.hpp"

#include "boards/board_text.hpp"
#include "boards/board_support.hpp"

#include "controller.hpp"
#include "translate.hpp"

#include "adc/rules.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc::gui {
namespace {

using board::firstLetters;
using board::heading;
using board::inkOn;
using board::itemName;
using board::sideName;
using board::textWidth;
using Reader = board::StateReader;

using board::centredText;

constexpr ImU32 ink = IM_COL32(0x1C, 0x1C, 0x1C, 0xFF);
constexpr ImU32 light = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);
constexpr ImU32 muted = IM_COL32(0xA8, 0xAE, 0xB8, 0xFF);
constexpr ImU32 panelBody = IM_COL32(0x26, 0x2A, 0x32, 0xFF);
constexpr ImU32 panelLine = IM_COL32(0x4A, 0x50, 0x5A, 0xFF);
constexpr ImU32 neutralTile = IM_COL32(0x55, 0x5A, 0x62, 0xFF);
constexpr ImU32 revoltRed = IM_COL32(0xE0, 0x30, 0x20, 0xFF);
constexpr ImU32 coalitionBlack = IM_COL32(0x10, 0x10, 0x10, 0xFF);
constexpr ImU32 gold = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);
constexpr ImU32 levelTint[] = {IM_COL32(0x3A, 0x3F, 0x48, 0xFF), IM_COL32(0x4E, 0x6E, 0x4E, 0xFF),
                               IM_COL32(0x8A, 0x7A, 0x30, 0xFF), IM_COL32(0x8A, 0x35, 0x30, 0xFF)};

// The Assembly's seating, from left to right (4.2).
const std::vector<std::string> seating{"sans_culotte", "montagne", "gironde", "marais", "feuillant", "royalist"};
const std::vector<std::string> currents{"royalist", "feuillant", "marais", "gironde", "montagne", "sans_culotte"};

ImU32 sideColour(const GameData& data, const std::string& id) {
  const Side* side = data.findSide(id);
  return side ? parseHexColor(side->color) : neutralTile;
}

const std::vector<std::string>& itemsOf(const GameData& data, const std::string& collection) {
  static const std::vector<std::string> none;
  for (const auto& each : data.collections) {
    if (each.id == collection) return each.items;
  }
  return none;
}

std::string regimeName(const std::string& id) {
  if (id == "legislative") return tr("Legislative");
  if (id == "convention") return tr("Convention");
  if (id == "terror") return tr("Terror");
  if (id == "thermidor") return tr("Thermidor");
  if (id == "wrath") return tr("Wrath");
  if (id == "mercy") return tr("Mercy");
  if (id == "directorate") return tr("Directorate");
  if (id == "prairial") return tr("Prairial");
  if (id == "ffr") return tr("Federal First Republic");
  if (id == "fri") return tr("First Republic, One & Indivisible");
  if (id == "vendemiaire") return tr("Vendémiaire");
  return id;
}

const char* roman(std::int64_t level) { return level == 3 ? "III" : level == 2 ? "II" : "I"; }

// 3.2.2.1: the dates of each turn, short for the badge (the Time marker step's prompt
// gives them whole, from the data), in the language shown.
const char* dates(std::int64_t turn) {
  static const char* all[] = {"",
                              translatable("1 Oct 1791 – 31 Mar 1792"),
                              translatable("1 Apr – 30 Sep 1792"),
                              translatable("1 Oct 1792 – 31 Mar 1793"),
                              translatable("1 Apr – 30 Sep 1793"),
                              translatable("1 Oct 1793 – 31 Mar 1794"),
                              translatable("1 Apr – 30 Sep 1794"),
                              translatable("1 Oct 1794 – 31 Mar 1795"),
                              translatable("1 Apr – 30 Sep 1795")};
  return turn >= 1 && turn <= 8 ? tr(all[turn]) : "";
}

}  // namespace



bool RevolutionBoardView::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  return m_form.setField(ui, name, value, error);
}

bool RevolutionBoardView::press(Ui& ui, const std::string& button, std::string& error) {
  return m_form.press(ui, button, error);
}

// One form for every action of the rule module (its descriptions); the engine decides.
void RevolutionBoardView::drawActionForm(Ui& ui) {
  if (ui.controller.state().gameOver || displayOnly()) return;
  textWrappedMuted(tr("Enter an action (the prompt in Sequence says which)"));
  m_form.draw(ui);
}

RevolutionBoardView::RevolutionBoardView() : m_form("rf-form", "rf_turn_order") {}

void registerRevolutionBoardView() {
  registerBoardView("revolution-francaise", [] { return std::make_unique<RevolutionBoardView>(); });
}

void RevolutionBoardView::draw(Ui& ui) {
  const auto board = [&] {
    drawSituation(ui);
    const float avail = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
    const float left = std::floor((avail - gap) * 0.5f);
    // The Assembly beside the regions while the regions keep three tiles a row with every
    // name whole; else one under the other, each the whole width.
    if (avail - left - gap >= regionsMinimum(ui)) {
      ImGui::BeginGroup();
      drawAssembly(ui, left);
      drawPrisons(ui, left);
      drawArmies(ui, left);
      ImGui::EndGroup();
      ImGui::SameLine(0, gap);
      ImGui::BeginGroup();
      drawRegions(ui, avail - left - gap);
      ImGui::EndGroup();
    } else {
      // The map first: the regions, then who is in prison, then the Assembly.
      drawRegions(ui, avail);
      drawPrisons(ui, avail);
      drawAssembly(ui, avail);
      drawArmies(ui, avail);
    }
    drawTracks(ui, avail);
  };
  // The Table view shows the board alone: actions are entered on the Board panel.
  if (ui.controller.state().gameOver || displayOnly()) board();
  else boardBesideForm(ui, "rf", board, [&] { drawActionForm(ui); });
}

// The turn, the regime, the Government and the changes open now.
void RevolutionBoardView::drawSituation(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const Reader read{data, state};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts.large;
  const float size = font->FontSize;
  const float pad = 7.0f * ui.settings.uiScale;
  const float height = size + 2 * pad;
  ImVec2 at = ImGui::GetCursorScreenPos();
  const float right = at.x + ImGui::GetContentRegionAvail().x;
  float x = at.x;
  float y = at.y;
  // A badge longer than the whole row is shortened, the whole of it in its tooltip.
  auto badge = [&](const std::string& text, ImU32 fill, ImU32 color) {
    const std::string shown = board::shortenedToFit(font, size, text, right - at.x - 2 * pad);
    const float w = textWidth(font, size, shown) + 2 * pad;
    if (x > at.x && x + w > right) {  // next line
      x = at.x;
      y += height + pad * 0.5f;
    }
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + height), fill, 6.0f);
    drawText(draw, font, size, ImVec2(x + pad, y + pad), color, shown.c_str());
    if (shown != text) board::tooltipOver(ImVec2(x, y), ImVec2(x + w, y + height), text);
    x += w + pad;
  };
  badge(trf("Turn {} — {}", state.turn, dates(state.turn)), IM_COL32(0xE8, 0xDF, 0xC8, 0xFF), ink);
  const std::string regime = read.text("regime");
  badge(regimeName(regime) + (read.flag("open_scenario") ? "" : std::string(" (") + tr("historical") + ")"),
        IM_COL32(0x1F, 0x3F, 0x7A, 0xFF), light);
  std::string government = sideName(data, read.text("gov_controller"));
  if (regime == "directorate" && read.text("gov_partner") != "none") {
    government += " + " + sideName(data, read.text("gov_partner"));
  }
  // R.7.5: toppled, the partner waits for the Assembly's vote (rf_partner_vote).
  if (regime == "directorate" && read.flag("partner_vote_due")) {
    government += std::string(" ") + tr("(the Assembly votes the new partner)");
  }
  const ImU32 govColour = sideColour(data, read.text("gov_controller"));
  // Two badges, so that a narrow row breaks between them rather than cut one.
  badge(trf("Government: {}", government), govColour, inkOn(govColour));
  badge(trf("fame {}, {} assignats", read.number("fame.government"), read.number("assignats.government")), govColour,
        inkOn(govColour));
  if (read.flag("foreign_war")) badge(tr("Foreign war"), IM_COL32(0x8A, 0x2A, 0x1A, 0xFF), light);
  std::int64_t revolts = 0;
  for (const auto& region : itemsOf(data, "region")) revolts += read.flag("revolt." + region) ? 1 : 0;
  if (revolts > 0) {
    badge(revolts == 1 ? std::string(tr("1 revolt")) : trf("{} revolts", revolts), IM_COL32(0x7A, 0x24, 0x1A, 0xFF), light);
  }
  if (read.text("king") != "free") badge(trf("Louis XVI: {}", read.text("king")), IM_COL32(0x50, 0x44, 0x70, 0xFF), light);
  ImGui::Dummy(ImVec2(std::max(1.0f, right - at.x), y - at.y + height + pad * 0.5f));
  // The changes of regime open now: the module's own list, on a copy of the state.
  GameState copy = state;
  auto listed = applyAction(data, copy, Action{"rf_transitions", "", {}, "", 0});
  // Some conditions read the map (an army next to Paris, R.1.8): until it is typed in,
  // say which cell is wanted rather than guess.
  std::string open = listed ? listed->summary
                     : listed.error().code == ActionError::Code::NeedsChartValue
                         ? trf("unknown until the map is typed in (Tables panel, or when an action asks): {}",
                               listed.error().message)
                         : listed.error().message;
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + ImGui::GetContentRegionAvail().x);
  ImGui::TextColored(ImVec4(0.85f, 0.80f, 0.60f, 1.0f), "%s", (std::string(tr("Open now")) + " — " + open).c_str());
  std::string outlaws;
  for (const auto& current : currents) {
    if (read.flag("outlawed." + current) || read.number("outlaw_until." + current) != 0) {
      outlaws += (outlaws.empty() ? "" : ", ") + sideName(data, current);
    }
  }
  ImGui::TextColored(ImVec4(0.66f, 0.68f, 0.72f, 1.0f), "%s",
                     trf("Outlawed: {}. Next election: {}.", outlaws.empty() ? std::string(tr("none")) : outlaws,
                         read.number("next_election") == 0 ? std::string(tr("none"))
                                                           : trf("turn {}", read.number("next_election")))
                         .c_str());
  ImGui::PopTextWrapPos();
}

// The hemicycle: seats from left to right as the Currents sit (4.2); a deputy of a
// Current not officially present is hidden among its neighbours: drawn outlined.
void RevolutionBoardView::drawAssembly(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("National Assembly"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  struct Seat {
    std::string current;
    bool switched;
  };
  std::vector<Seat> seats;
  std::int64_t total = 0;
  for (const auto& current : seating) {
    const auto own = read.number("deputies." + current) - read.number("switched_out." + current);
    for (std::int64_t i = 0; i < own; ++i) seats.push_back({current, false});
    for (std::int64_t i = 0; i < read.number("switched_in." + current); ++i) seats.push_back({current, true});
  }
  total = static_cast<std::int64_t>(seats.size());
  const float radius = std::min(width * 0.46f, 230.0f * scale);
  ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 centre(at.x + width * 0.5f, at.y + radius + 6.0f * scale);
  // Rows of the hemicycle, outer rows holding more seats.
  const int rows = total > 40 ? 5 : 4;
  std::vector<int> perRow(static_cast<std::size_t>(rows), 0);
  float weights = 0;
  for (int r = 0; r < rows; ++r) weights += static_cast<float>(r + 2);
  int placed = 0;
  for (int r = 0; r < rows; ++r) {
    int count = static_cast<int>(std::round(static_cast<float>(total) * static_cast<float>(r + 2) / weights));
    if (r == rows - 1) count = static_cast<int>(total) - placed;
    perRow[static_cast<std::size_t>(r)] = std::max(0, count);
    placed += perRow[static_cast<std::size_t>(r)];
  }
  // Seats are dealt column by column across the rows so each Current takes a wedge.
  struct Spot {
    float angle;
    float ring;
  };
  std::vector<Spot> spots;
  for (int r = 0; r < rows; ++r) {
    const int n = perRow[static_cast<std::size_t>(r)];
    const float ring = radius * (0.42f + 0.58f * static_cast<float>(r) / static_cast<float>(std::max(rows - 1, 1)));
    for (int i = 0; i < n; ++i) {
      const float angle = 3.14159265f * (1.0f - (static_cast<float>(i) + 0.5f) / static_cast<float>(n));
      spots.push_back({angle, ring});
    }
  }
  std::sort(spots.begin(), spots.end(), [](const Spot& a, const Spot& b) {
    if (std::abs(a.angle - b.angle) > 1e-4f) return a.angle > b.angle;  // left (π) to right (0)
    return a.ring < b.ring;
  });
  const float dot = std::max(4.0f * scale, std::min(11.0f * scale, radius * 0.9f / static_cast<float>(rows + 3)));
  for (std::size_t i = 0; i < seats.size() && i < spots.size(); ++i) {
    const auto& seat = seats[i];
    const ImVec2 p(centre.x + std::cos(spots[i].angle) * spots[i].ring, centre.y - std::sin(spots[i].angle) * spots[i].ring);
    const ImU32 colour = sideColour(data, seat.current);
    // Officially present Currents sit openly; the others' deputies are hidden (7.5.2.3).
    const bool hidden = !read.flag("present." + seat.current);
    draw->AddCircleFilled(p, dot, hidden ? panelBody : colour);
    draw->AddCircle(p, dot, seat.switched ? gold : colour, 0, (seat.switched ? 3.0f : 1.5f) * scale);
  }
  const std::int64_t majority = total / 2 + 1;
  centredText(draw, font, font->FontSize, ImVec2(centre.x, centre.y - radius * 0.15f), light, std::to_string(total));
  float y = centre.y + 14.0f * scale;
  float x = at.x;
  const float body = 20.0f * scale;
  for (const auto& current : seating) {
    const auto seated = read.number("deputies." + current) - read.number("switched_out." + current) +
                        read.number("switched_in." + current);
    std::string label = sideName(data, current) + " " + std::to_string(seated);
    if (read.number("set_aside." + current) > 0) label += trf(" (+{} aside)", read.number("set_aside." + current));
    const float w = textWidth(font, body, label) + 26.0f * scale;
    if (x + w > at.x + width) {
      x = at.x;
      y += body + 6.0f * scale;
    }
    draw->AddCircleFilled(ImVec2(x + 8.0f * scale, y + body * 0.5f), 7.0f * scale, sideColour(data, current));
    drawText(draw, font, body, ImVec2(x + 20.0f * scale, y), light, label.c_str());
    x += w + 8.0f * scale;
  }
  ImGui::Dummy(ImVec2(width, (y + body + 8.0f * scale) - at.y));
  ImGui::PushTextWrapPos(ImGui::GetCursorPos().x + width);
  ImGui::TextColored(ImVec4(0.66f, 0.68f, 0.72f, 1.0f), "%s",
                     trf("{} deputies, absolute majority {}. Hollow: hidden (not officially present); gold ring: "
                         "switched this turn (7.5.2.1).", total, majority)
                         .c_str());
  ImGui::PopTextWrapPos();
}

// The four tracks with their level, and the fame track with the seven markers.
void RevolutionBoardView::drawTracks(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("Tracks"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 19.0f * scale;
  const float label = 170.0f * scale;
  const float box = std::floor((width - label) / 20.0f);
  const float high = std::min(box, 30.0f * scale);  // boxes as wide as the row allows, never taller than this
  ImVec2 at = ImGui::GetCursorScreenPos();
  float y = at.y;
  auto boxAt = [&](int b, float top) {
    const ImVec2 p0(at.x + label + static_cast<float>(b - 1) * box, top);
    return std::make_pair(p0, ImVec2(p0.x + box - 2.0f, top + high - 2.0f));
  };
  for (const std::string track : {"economy", "clergy", "coalition", "commune"}) {
    const auto marker = read.number("track." + track);
    const auto level = read.number("level." + track);
    drawText(draw, font, body, ImVec2(at.x, y + (high - body) * 0.5f), light,
                  (itemName(data, "track", track) + " " + roman(level)).c_str());
    for (int b = 1; b <= 20; ++b) {
      auto [p0, p1] = boxAt(b, y);
      const bool here = b == marker;
      draw->AddRectFilled(p0, p1, here ? levelTint[level] : levelTint[0], 3.0f);
      if (here) draw->AddRect(p0, p1, gold, 3.0f, 0, 2.0f * scale);
      centredText(draw, font, body * 0.8f, ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f), here ? light : muted,
              std::to_string(b));
    }
    y += high + 4.0f * scale;
  }
  // Fame (3.2.2.2): the markers of the six Currents and the Government, stacked.
  y += 4.0f * scale;
  drawText(draw, font, body, ImVec2(at.x, y + (high - body) * 0.5f), light, tr("Fame"));
  for (int b = 1; b <= 20; ++b) {
    auto [p0, p1] = boxAt(b, y);
    draw->AddRectFilled(p0, p1, levelTint[0], 3.0f);
    centredText(draw, font, body * 0.8f, ImVec2((p0.x + p1.x) * 0.5f, (p0.y + p1.y) * 0.5f), muted, std::to_string(b));
  }
  std::vector<int> stacked(21, 0);
  const float chip = std::min(high * 0.8f, 24.0f * scale);
  // The chips' three letters at a size that keeps them inside their box.
  float chipText = body * 0.7f;
  for (const auto& side : data.sides) {
    const float w = textWidth(font, chipText, firstLetters(side.name, 3));
    if (w > box - 6.0f) chipText *= (box - 6.0f) / w;
  }
  float lowest = y + high;
  for (const auto& side : data.sides) {
    const auto fame = std::clamp<std::int64_t>(read.number("fame." + side.id), 1, 20);
    const int depth = stacked[static_cast<std::size_t>(fame)]++;
    auto [p0, p1] = boxAt(static_cast<int>(fame), y + high + static_cast<float>(depth) * (chip + 2.0f));
    const ImU32 colour = parseHexColor(side.color);
    draw->AddRectFilled(ImVec2(p0.x + 1.0f, p0.y), ImVec2(p1.x - 1.0f, p0.y + chip), colour, 3.0f);
    centredText(draw, font, chipText, ImVec2((p0.x + p1.x) * 0.5f, p0.y + chip * 0.5f), inkOn(colour),
                firstLetters(side.name, 3));
    lowest = std::max(lowest, p0.y + chip);
  }
  ImGui::Dummy(ImVec2(width, lowest - at.y + 8.0f * scale));
}

// The 26 regions as tiles coloured by controller; a red ring for a revolt, a black bar
// for a Coalition marker, the armies counted (Fr: revolutionary, En: Allied and Catholic
// and Royal); pinned this turn, the kidnapped King, Carnot commanding; Paris shows the
// Commune.
void RevolutionBoardView::drawRegions(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  heading(ui, tr("Regions"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 19.0f * scale;
  const float pad = 6.0f * scale;
  const auto& regions = itemsOf(data, "region");
  const float gap = 5.0f * scale;
  // As many tiles a row as keep the widest region's name whole.
  const auto columns = board::columnsFor(width, regionTile(ui), gap, regions.size());
  const float tileW = columns.width;
  const float tileH = body * 2.0f + 12.0f * scale;
  const float room = tileW - 2 * pad;
  ImVec2 at = ImGui::GetCursorScreenPos();
  std::vector<std::string> armies;
  for (const auto& army : itemsOf(data, "army")) armies.push_back(army);
  for (std::size_t i = 0; i < regions.size(); ++i) {
    const auto& region = regions[i];
    const float x = at.x + static_cast<float>(static_cast<int>(i) % columns.count) * (tileW + gap);
    const float y = at.y + static_cast<float>(static_cast<int>(i) / columns.count) * (tileH + gap);
    std::string holder = read.text("control." + region);
    const ImU32 fill = holder == "none" ? neutralTile : sideColour(data, holder);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + tileW, y + tileH), fill, 5.0f);
    if (read.flag("revolt." + region)) draw->AddRect(ImVec2(x, y), ImVec2(x + tileW, y + tileH), revoltRed, 5.0f, 0, 4.0f * scale);
    if (read.flag("coalition_control." + region)) {
      draw->AddRectFilled(ImVec2(x, y + tileH - 7.0f * scale), ImVec2(x + tileW, y + tileH), coalitionBlack, 5.0f);
    }
    const std::string name = itemName(data, "region", region);
    bool shortened = board::drawFitted(draw, font, body, ImVec2(x + pad, y + 4.0f * scale), inkOn(fill), name, room);
    std::vector<std::string> marks;
    int french = static_cast<int>(read.number("volunteers." + region)), enemy = 0;
    for (const auto& army : armies) {
      const auto where = read.text("army_at." + army);
      if (where != region && !(region == "paris" && where == "paris_box")) continue;
      (army.rfind("regular_", 0) == 0 ? french : enemy)++;
    }
    if (french > 0) marks.push_back(trf("Fr {}", french));
    if (enemy > 0) marks.push_back(trf("En {}", enemy));
    if (read.flag("revolt." + region)) marks.push_back(tr("revolt"));
    if (read.number("pinned_turn." + region) == ui.controller.state().turn) marks.push_back(tr("pinned"));
    if (read.text("place.louis_xvi") == region && read.text("king") == "kidnapped") marks.push_back(tr("King"));
    if (read.text("place.carnot") == region && read.number("carnot_command_turn") == ui.controller.state().turn) {
      marks.push_back(tr("Carnot"));
    }
    if (region == "paris" && read.flag("commune_raised")) {
      marks.push_back(trf("Commune {}", read.text("commune_controller") == "none"
                                            ? std::string(tr("neutral"))
                                            : sideName(data, read.text("commune_controller"))));
    }
    std::string line;
    for (const auto& mark : marks) line += (line.empty() ? "" : " ") + mark;
    shortened |= board::drawFitted(draw, font, body * 0.85f, ImVec2(x + pad, y + body + 6.0f * scale), inkOn(fill),
                                   line, room);
    if (shortened) {
      std::string whole = name;
      for (const auto& mark : marks) whole += "\n" + mark;
      board::tooltipOver(ImVec2(x, y), ImVec2(x + tileW, y + tileH), whole);
    }
  }
  const int rows = (static_cast<int>(regions.size()) + columns.count - 1) / columns.count;
  ImGui::Dummy(ImVec2(width, static_cast<float>(rows) * (tileH + gap)));
}

// A region's tile: the widest region's name whole.
float RevolutionBoardView::regionTile(Ui& ui) const {
  const auto& data = ui.controller.data();
  const float scale = ui.settings.uiScale;
  float widest = 80.0f * scale;
  for (const auto& region : itemsOf(data, "region")) {
    widest = std::max(widest, textWidth(ui.fonts.large, 19.0f * scale, itemName(data, "region", region)));
  }
  return std::ceil(widest + 12.0f * scale);
}

float RevolutionBoardView::regionsMinimum(Ui& ui) const {
  return 3 * regionTile(ui) + 2 * 5.0f * ui.settings.uiScale;
}

// The Prison du Temple, the Guillotine and the Personalities beside the map.
void RevolutionBoardView::drawPrisons(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.large;
  const float body = 19.0f * scale;
  struct Box {
    const char* title;
    const char* place;
  };
  const Box boxes[] = {{translatable("Prison du Temple"), "prison"},
                       {translatable("Guillotine"), "guillotine"},
                       {translatable("Fled (back next turn)"), "fled"}};
  ImVec2 at = ImGui::GetCursorScreenPos();
  float y = at.y + 6.0f * scale;
  for (const auto& box : boxes) {
    float x = at.x;
    drawText(draw, font, body, ImVec2(x, y), gold, tr(box.title));
    y += body + 4.0f * scale;
    bool any = false;
    for (const auto& person : itemsOf(data, "personality")) {
      if (read.text("place." + person) != box.place) continue;
      any = true;
      const std::string name = itemName(data, "personality", person);
      const ImU32 colour = sideColour(data, read.text("owner." + person));
      const float w = textWidth(font, body, name) + 12.0f * scale;
      if (x + w > at.x + width) {
        x = at.x;
        y += body + 8.0f * scale;
      }
      draw->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + body + 4.0f * scale), colour, 4.0f);
      drawText(draw, font, body, ImVec2(x + 6.0f * scale, y + 2.0f * scale), inkOn(colour), name.c_str());
      x += w + 6.0f * scale;
    }
    if (!any) drawText(draw, font, body, ImVec2(x, y), muted, tr("empty"));
    y += body + 12.0f * scale;
  }
  draw->AddRect(at, ImVec2(at.x + width, y), panelLine, 4.0f);
  ImGui::Dummy(ImVec2(width, y - at.y));
}

// Every army counter on the map, by side, where it stands and what it did this turn
// (moved, hiding, in the Paris box), so the table can check its counters (9.1, 9.5).
void RevolutionBoardView::drawArmies(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const Reader read{data, ui.controller.state()};
  const auto turn = ui.controller.state().turn;
  heading(ui, tr("Armies"));
  struct Group {
    const char* title;
    std::vector<std::string> lines;
  };
  Group groups[] = {{translatable("Revolution"), {}}, {translatable("Coalition"), {}}, {translatable("Catholic and Royal"), {}}};
  for (const auto& army : itemsOf(data, "army")) {
    const auto where = read.text("army_at." + army);
    if (where == "off_map" || where == "eliminated") continue;
    const bool regular = army.rfind("regular_", 0) == 0;
    const bool royal = army.rfind("armee_", 0) == 0;
    // "Name: where", the colon as the language writes it ("{}\u202f: {}" in French). A regular
    // army is named by the region printed on it (4.7: "Regular army (Lille)"): standing there,
    // its name says where it is, and the line does not say the region twice.
    const std::string name = itemName(data, "army", army);
    const std::string place = where == "paris_box" ? std::string(tr("Paris box (suppressing the Commune)"))
                                                   : itemName(data, "region", where);
    std::string line = name.size() > place.size() + 2 && name.ends_with("(" + place + ")") ? name : trf("{}: {}", name, place);
    if (read.number("moved_turn." + army) == turn) line += tr(", moved");
    if (royal && read.flag("cr_hiding." + army)) line += tr(", hiding");
    groups[regular ? 0 : royal ? 2 : 1].lines.push_back(line);
  }
  std::string volunteers;
  for (const auto& region : itemsOf(data, "region")) {
    const auto count = read.number("volunteers." + region);
    if (count > 0) volunteers += (volunteers.empty() ? "" : ", ") + itemName(data, "region", region) + " " + std::to_string(count);
  }
  if (!volunteers.empty()) groups[0].lines.push_back(trf("Volunteers: {}", volunteers));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  bool any = false;
  for (const auto& group : groups) {
    if (group.lines.empty()) continue;
    any = true;
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(gold), "%s", tr(group.title));
    for (const auto& line : group.lines) ImGui::BulletText("%s", line.c_str());
  }
  if (!any) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(muted), "%s", tr("No army on the map"));
  ImGui::PopTextWrapPos();
}

}  // namespace adc::gui
