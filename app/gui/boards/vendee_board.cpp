// Vendée Militaire's board: what the players see from across the table. Every number
// shown is read from the state, the game's tables or the players' chart; the score is the
// rule module's own victory count.

#include "boards/vendee_board.hpp"
#include "panels/board_layout.hpp"

#include "boards/board_text.hpp"
#include "boards/vendee_state.hpp"
#include "cached_drawing.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <array>
#include <cctype>
#include <cmath>

namespace adc::gui {

using namespace vendee_view;

namespace {

constexpr ImU32 ink = IM_COL32(0x20, 0x20, 0x20, 0xFF);
constexpr ImU32 paper = IM_COL32(0xF4, 0xF0, 0xE4, 0xFF);
constexpr ImU32 gold = IM_COL32(0xD4, 0xA0, 0x17, 0xFF);         // Fortress tokens' rim
constexpr ImU32 battleRed = IM_COL32(0xE0, 0x3C, 0x28, 0xFF);    // the battle hex's outline
constexpr ImU32 endRed = IM_COL32(0xC8, 0x28, 0x1E, 0xFF);       // the End-of-game marker
constexpr ImU32 roundBlack = IM_COL32(0x10, 0x10, 0x10, 0xFF);   // the Round marker
constexpr ImU32 offBoard = IM_COL32(0x33, 0x37, 0x3E, 0xFF);
constexpr ImU32 offBoardLine = IM_COL32(0x8A, 0x8F, 0x98, 0xFF);
constexpr ImU32 trackBox = IM_COL32(0xE8, 0xDF, 0xC8, 0xFF);
constexpr ImU32 currentRow = IM_COL32(0xE0, 0xA0, 0x20, 0xFF);
constexpr ImU32 maritimeBlue = IM_COL32(0x1E, 0x64, 0xC8, 0xFF);
constexpr ImU32 royalBronze = IM_COL32(0xB4, 0x78, 0x3C, 0xFF);
constexpr ImU32 galerneGreen = IM_COL32(0x3C, 0x9A, 0x46, 0xFF);

// The map: the 14 starting hexes in three rows, the Virée de Galerne hexes apart "above
// and to the right" [L202] (the rulebook gives no adjacency; this is only a tidy layout).
struct Place {
  std::int64_t hex;
  float column;  // in hex widths, of the centre
  int row;
};
constexpr std::array<Place, 17> places{{{1, 0.5f, 0},  {2, 1.5f, 0},  {3, 2.5f, 0},  {4, 3.5f, 0},  {5, 4.5f, 0},
                                        {6, 1.0f, 1},  {7, 2.0f, 1},  {8, 3.0f, 1},  {9, 4.0f, 1},  {10, 0.5f, 2},
                                        {11, 1.5f, 2}, {12, 2.5f, 2}, {13, 3.5f, 2}, {14, 4.5f, 2}, {17, 6.5f, 0},
                                        {16, 6.0f, 1}, {15, 6.5f, 2}}};
constexpr float mapColumns = 7.0f;
constexpr float sqrt3 = 1.7320508f;

ImU32 sideColor(const GameData& data, const std::string& side) {
  const Side* found = data.findSide(side);
  return found ? parseHexColor(found->color) : offBoard;
}

ImU32 inkOn(const std::string& side) { return side == "blue" ? IM_COL32_WHITE : ink; }

std::array<ImVec2, 6> hexCorners(ImVec2 centre, float radius) {
  std::array<ImVec2, 6> corners{};
  for (std::size_t k = 0; k < 6; ++k) {
    float angle = (60.0f * static_cast<float>(k) - 90.0f) * 3.14159265f / 180.0f;  // pointy top
    corners[k] = ImVec2(centre.x + radius * std::cos(angle), centre.y + radius * std::sin(angle));
  }
  return corners;
}

void centredText(ImDrawList* draw, ImFont* font, float size, ImVec2 centre, ImU32 color, const std::string& text) {
  ImVec2 extent = font->CalcTextSizeA(size, 10000.0f, 0.0f, text.c_str());
  drawText(draw, font, size, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), color, text.c_str());
}

// A Fortress token: a tower with three merlons, in its side's colour with a gold rim. A
// token in the reserve shows both faces.
void drawFortress(ImDrawList* draw, ImVec2 centre, float size, ImU32 fill, std::optional<ImU32> otherFace = std::nullopt) {
  const float half = size * 0.5f;
  ImVec2 a(centre.x - half, centre.y - half * 0.55f), b(centre.x + half, centre.y + half);
  const float rim = std::max(2.0f, size * 0.09f);
  draw->AddRectFilled(ImVec2(a.x - rim, a.y - rim - size * 0.28f), ImVec2(b.x + rim, b.y + rim), gold, rim);
  if (otherFace) {
    draw->AddRectFilled(a, ImVec2(centre.x, b.y), fill);
    draw->AddRectFilled(ImVec2(centre.x, a.y), b, *otherFace);
  } else {
    draw->AddRectFilled(a, b, fill);
  }
  // Merlons on top, with the gaps between them in the rim's colour.
  const float merlon = size / 5.0f;
  for (int i = 0; i < 3; ++i) {
    float x = a.x + static_cast<float>(2 * i) * merlon;
    ImU32 color = otherFace && x + merlon * 0.5f > centre.x ? *otherFace : fill;
    draw->AddRectFilled(ImVec2(x, a.y - size * 0.28f), ImVec2(x + merlon, a.y), color);
  }
  // The gate.
  draw->AddRectFilled(ImVec2(centre.x - size * 0.12f, centre.y + half * 0.25f), ImVec2(centre.x + size * 0.12f, b.y), gold);
}

void dashedHex(ImDrawList* draw, const std::array<ImVec2, 6>& corners, ImU32 color, float thickness) {
  for (std::size_t k = 0; k < 6; ++k) {
    ImVec2 from = corners[k], to = corners[(k + 1) % 6];
    constexpr int dashes = 6;
    for (int d = 0; d < dashes; ++d) {
      float t0 = static_cast<float>(d) / dashes, t1 = (static_cast<float>(d) + 0.55f) / dashes;
      draw->AddLine(ImVec2(from.x + (to.x - from.x) * t0, from.y + (to.y - from.y) * t0),
                    ImVec2(from.x + (to.x - from.x) * t1, from.y + (to.y - from.y) * t1), color, thickness);
    }
  }
}

void heading(Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopFont();
}

}  // namespace

void registerVendeeBoardView() {
  registerBoardView("vendee-militaire", [] { return std::make_unique<VendeeBoardView>(); });
}

void VendeeBoardView::draw(Ui& ui) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float left = std::floor(avail * 0.56f);
  beginCachedChild("vm-left", ImVec2(left, 0), false);
  // The same map whether or not the helper below needs a scroll bar; the map is short
  // enough that the helper's buttons are in sight at 1280x720, the last action's result
  // under them.
  const float mapWidth = left - ImGui::GetStyle().ScrollbarSize;
  drawMap(ui, mapWidth);
  if (!displayOnly()) {
    drawActions(ui);
    lastActionResult(ui);
  } else {
    // The shared screen has no forms under the map: the reserve and the cards take their
    // place, in the map's wider column. The battle being bid stands in the Table view's
    // column, in its headline type (underWay).
    drawReserveAndCards(ui, mapWidth);
  }
  ImGui::EndChild();
  ImGui::SameLine(0, gap);
  beginCachedChild("vm-right", ImVec2(0, 0), false);
  const float right = ImGui::GetContentRegionAvail().x;
  drawScore(ui, right);
  drawRoundsBoard(ui, right);
  if (!displayOnly()) drawReserveAndCards(ui, right);
  ImGui::EndChild();
}

void VendeeBoardView::drawMap(Ui& ui, float width) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float w = width / mapColumns;  // a hex's width, flat side to flat side
  const float radius = w / sqrt3;
  const float caption = ImGui::GetTextLineHeightWithSpacing();
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const float top = origin.y + caption;
  const std::int64_t battleHex = number(controller, "battle_hex");
  const std::string attacker = text(controller, "attacker");
  ImFont* large = ui.fonts.large;
  const float largeSize = large->FontSize;
  ImFont* regular = ui.fonts.regular;
  const float regularSize = regular->FontSize;

  drawText(draw, ImVec2(origin.x + 4, origin.y), IM_COL32(0xC8, 0xC8, 0xC8, 0xFF), tr("Terrain hexes"));
  {
    // Over the Virée de Galerne hexes, ending at the map's right edge; shortened (whole in
    // a tooltip) when the map is too narrow for it beside "Terrain hexes".
    const std::string galerne = tr("Virée de Galerne");
    const float room = width - ImGui::CalcTextSize(tr("Terrain hexes")).x - 16.0f;
    const std::string shown = board::shortenedToFit(ImGui::GetFont(), ImGui::GetFontSize(), galerne, room);
    const float x = origin.x + std::min(w * 5.55f, width - ImGui::CalcTextSize(shown.c_str()).x - 2.0f);
    drawText(draw, ImVec2(x, origin.y), IM_COL32(0x9A, 0xC8, 0x9A, 0xFF), shown.c_str());
    if (shown != galerne) board::tooltipOver(ImVec2(x, origin.y), ImVec2(origin.x + width, origin.y + caption), galerne);
  }

  const bool designating = text(controller, "stage") == "designate";
  const bool fortifying = text(controller, "stage") == "fortresses";
  std::vector<Choice> clickable;
  if (designating) clickable = accepted(ui, "vm_designate", {attacker});
  if (fortifying) clickable = accepted(ui, "vm_fortify", {"blue", "white"});

  for (const auto& place : places) {
    ImVec2 centre(origin.x + place.column * w, top + radius + static_cast<float>(place.row) * 1.5f * radius);
    auto corners = hexCorners(centre, radius - 2.0f);
    const std::string control = text(controller, hexKey("control", place.hex));
    const std::string fortress = text(controller, hexKey("fortress", place.hex));
    const std::string number = std::to_string(place.hex);
    if (control != "white" && control != "blue") {
      // Not on the board: a Virée de Galerne hex not added yet (or before set-up).
      draw->AddConvexPolyFilled(corners.data(), 6, offBoard);
      dashedHex(draw, corners, offBoardLine, 2.0f);
      // Within its hex: the number above, the note under it, on two lines when one is
      // wider than the hex (a small window), so that neighbours' words never run together
      // and the number never covers the note.
      const std::string note = place.hex > lastStartingHex ? tr("set aside") : tr("not placed");
      const auto space = note.find(' ');
      const bool oneLine =
          regular->CalcTextSizeA(regularSize, 1e9f, 0.0f, note.c_str()).x <= w * 0.85f || space == std::string::npos;
      const float numberSize = std::min(largeSize, radius * (oneLine ? 0.75f : 0.6f));
      centredText(draw, large, numberSize, ImVec2(centre.x, centre.y - radius * (oneLine ? 0.12f : 0.32f)), offBoardLine,
                  number);
      if (oneLine) {
        centredText(draw, regular, regularSize, ImVec2(centre.x, centre.y + radius * 0.42f), offBoardLine, note);
      } else {
        const float first = centre.y + std::max(radius * 0.16f, regularSize * 0.5f);
        centredText(draw, regular, regularSize, ImVec2(centre.x, first), offBoardLine, note.substr(0, space));
        centredText(draw, regular, regularSize, ImVec2(centre.x, first + regularSize), offBoardLine, note.substr(space + 1));
      }
      continue;
    }
    const ImU32 fill = sideColor(data, control);
    draw->AddConvexPolyFilled(corners.data(), 6, fill);
    draw->AddPolyline(corners.data(), 6, IM_COL32(0x10, 0x10, 0x10, 0xFF), ImDrawFlags_Closed, 2.0f);
    // The number, and the Fortress token to its left.
    const bool fortified = fortress == "white" || fortress == "blue";
    const float numberX = fortified ? centre.x + radius * 0.22f : centre.x;
    centredText(draw, large, largeSize, ImVec2(numberX, centre.y - radius * 0.24f), inkOn(control), number);
    if (fortified) {
      drawFortress(draw, ImVec2(centre.x - radius * 0.36f, centre.y - radius * 0.22f), radius * 0.42f,
                   sideColor(data, fortress));
    }
    // The two boxes: how many cards White and Blue draw for a battle here, on the face
    // showing [L76] (A2); "?" until the players type them in from their hex.
    auto draws = component(controller, "hex_draws", number, control);
    const float boxW = radius * 0.44f, boxH = regularSize + 4.0f, boxY = centre.y + radius * 0.2f;
    const std::array<std::string, 2> sides{"white", "blue"};
    for (std::size_t s = 0; s < 2; ++s) {
      float x0 = s == 0 ? centre.x - boxW - radius * 0.04f : centre.x + radius * 0.04f;
      ImVec2 a(x0, boxY), b(x0 + boxW, boxY + boxH);
      draw->AddRectFilled(a, b, sideColor(data, sides[s]));
      draw->AddRect(a, b, control == "blue" ? IM_COL32(0xF0, 0xF0, 0xF0, 0xFF) : ink, 0.0f, 0, 1.5f);
      std::string count = draws && draws->size() == 2 ? toDisplayString((*draws)[s]) : "?";
      centredText(draw, regular, regularSize, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), inkOn(sides[s]), count);
    }
    // The symbols, when the players have typed them in (no rule of the text reads them,
    // A3): Maritime (blue anchor), Route Royale (bronze R), Virée de Galerne (green V).
    if (auto symbols = component(controller, "hex_symbols", number, ""); symbols && !symbols->empty()) {
      std::string list = toDisplayString((*symbols)[0]);
      float y = centre.y - radius * 0.42f;
      for (std::size_t from = 0; from < list.size() && list != "none";) {
        std::size_t plus = list.find('+', from);
        std::string word = list.substr(from, plus == std::string::npos ? std::string::npos : plus - from);
        from = plus == std::string::npos ? list.size() : plus + 1;
        if (word.empty()) continue;
        ImU32 badge = IM_COL32(0x80, 0x80, 0x80, 0xFF);
        std::string letter(1, static_cast<char>(std::toupper(static_cast<unsigned char>(word[0]))));
        if (word.starts_with("maritime")) badge = maritimeBlue, letter = "M";
        else if (word.starts_with("route")) badge = royalBronze, letter = "R";
        else if (word.starts_with("vir")) badge = galerneGreen, letter = "V";
        ImVec2 c(centre.x + radius * 0.64f, y);
        draw->AddCircleFilled(c, radius * 0.2f, badge);
        draw->AddCircle(c, radius * 0.2f, IM_COL32_WHITE, 0, 1.5f);
        centredText(draw, regular, regularSize, c, IM_COL32_WHITE, letter);
        y += radius * 0.42f;
      }
    }
    if (place.hex == battleHex) {
      // The Battle marker: the hex outlined in red, the Attacker's marker on its top.
      draw->AddPolyline(corners.data(), 6, battleRed, ImDrawFlags_Closed, std::max(4.0f, radius * 0.1f));
      ImVec2 marker(centre.x, centre.y - radius * 0.7f);
      draw->AddCircleFilled(marker, radius * 0.15f, battleRed);
      draw->AddCircleFilled(marker, radius * 0.1f, sideColor(data, attacker));
    }
    // A hex the engine accepts now is a button: a click designates (or fortifies) it;
    // hovering another says why the engine refuses it.
    auto choice = std::find_if(clickable.begin(), clickable.end(), [&](const Choice& c) { return c.hex == place.hex; });
    if (choice != clickable.end()) {
      draw->AddPolyline(corners.data(), 6, IM_COL32(0x3C, 0xC8, 0x5A, 0xFF), ImDrawFlags_Closed, 3.0f);
      ImGui::SetCursorScreenPos(ImVec2(centre.x - radius * 0.7f, centre.y - radius * 0.7f));
      if (ImGui::InvisibleButton(("vm-hex-" + number).c_str(), ImVec2(radius * 1.4f, radius * 1.4f))) {
        std::string error;
        m_hex = place.hex;
        pressButton(ui, designating ? "designate" : "fortify", error);
      }
      if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", (designating ? trf("{} attacks hex {}", sideWord(ui.controller, choice->side), number)
                                             : trf("{} places a Fortress token on hex {}", sideWord(ui.controller, choice->side), number))
                                    .c_str());
      }
    } else if ((designating || fortifying) &&
               ImGui::IsMouseHoveringRect(ImVec2(centre.x - radius * 0.7f, centre.y - radius * 0.7f),
                                          ImVec2(centre.x + radius * 0.7f, centre.y + radius * 0.7f)) &&
               ImGui::IsWindowHovered()) {
      std::string why = designating ? refusal(ui, "vm_designate", {attacker}, place.hex)
                                    : refusal(ui, "vm_fortify", {"blue", "white"}, place.hex);
      if (!why.empty()) ImGui::SetTooltip("%s", why.c_str());
    }
  }
  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(ImVec2(width, caption + radius * 5.0f + 6.0f));
}

void VendeeBoardView::drawScore(Ui& ui, float width) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const RuleModule* module = findRuleModule(data.id);
  if (!module || !module->victory) return;
  const VictoryReport report = module->victory(data, controller.state());
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* huge = ui.fonts.huge;
  ImFont* regular = ui.fonts.regular;
  const float small = regular->FontSize * 0.82f;
  const float gap = 8.0f;
  const float boxW = (width - gap) * 0.5f;
  const float line = ImGui::GetTextLineHeight();
  // The module's breakdown, one item a line, wrapped to the box when it is narrow (the
  // Table view's column): the boxes are as tall as the longer breakdown.
  std::vector<std::vector<std::string>> breakdowns;
  std::size_t lines = 2;
  for (std::size_t i = 0; i < report.sides.size() && i < 2; ++i) {
    std::vector<std::string> wrapped;
    for (const auto& [what, vp] : report.sides[i].breakdown) {
      for (auto& piece : board::wrappedLines(regular, small, what + " = " + std::to_string(vp), boxW - 16.0f)) {
        wrapped.push_back(std::move(piece));
      }
    }
    lines = std::max(lines, wrapped.size());
    breakdowns.push_back(std::move(wrapped));
  }
  const float boxH = line * 0.9f + huge->FontSize + small * static_cast<float>(lines) + 10.0f;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  for (std::size_t i = 0; i < report.sides.size() && i < 2; ++i) {
    const auto& side = report.sides[i];
    ImVec2 a(origin.x + static_cast<float>(i) * (boxW + gap), origin.y), b(a.x + boxW, a.y + boxH);
    draw->AddRectFilled(a, b, sideColor(data, side.side), 6.0f);
    if (side.side == report.winner) draw->AddRect(a, b, currentRow, 6.0f, 0, 4.0f);
    const ImU32 color = inkOn(side.side);
    const Side* found = data.findSide(side.side);
    board::fittedDrawText(draw, ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(a.x + 10, a.y + 5), color,
                          found ? found->name : side.side, boxW - 16.0f, a, b);
    std::string points = trf("{} VP", side.points);
    // As large as the box allows.
    float size = huge->FontSize;
    const float wide = huge->CalcTextSizeA(size, 10000.0f, 0.0f, points.c_str()).x;
    if (wide > boxW - 20.0f) size *= (boxW - 20.0f) / wide;
    drawText(draw, huge, size, ImVec2(a.x + 10, a.y + line * 0.9f + (huge->FontSize - size) * 0.5f), color, points.c_str());
    const auto& wrapped = breakdowns[i];
    float y = b.y - small * static_cast<float>(wrapped.size()) - 6.0f;
    for (const auto& piece : wrapped) {
      drawText(draw, regular, small, ImVec2(a.x + 10, y), color, piece.c_str());
      y += small;
    }
  }
  ImGui::Dummy(ImVec2(width, boxH));
  textWrappedMuted((controller.state().gameOver ? trf("Final score: {}", report.explanation)
                                                : trf("If the game ended now: {}", report.explanation)) +
                   " (" + trf("rule {}", report.rule) + ")");
}

void VendeeBoardView::drawRoundsBoard(Ui& ui, float width) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const auto& state = controller.state();
  const std::int64_t endMarker = number(controller, "end_marker");
  heading(ui, tr("Rounds board"));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  textWrappedMuted(trf("black: Round marker · red: End-of-game marker ({})", endMarker));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* large = ui.fonts.large;
  const float rowH = large->FontSize + 6.0f;
  const float line = ImGui::GetTextLineHeight();
  // Columns: the space with its markers, the draws, the first attacker, the generals.
  const float space = rowH;
  const float markers = rowH * 1.6f;
  const float drawsX = space + markers + 6.0f;
  // "Premier" takes what it needs beyond its 12% from the draws' room, as far as that
  // has some to spare (two one-digit numbers), never from the generals' ("à jouer").
  const float drawsLeast = std::max(ImGui::CalcTextSize(tr("Draws")).x + 8.0f,
                                    large->CalcTextSizeA(large->FontSize, FLT_MAX, 0.0f, "7").x / 0.55f + 4.0f);
  const float firstNeeds = ImGui::CalcTextSize(tr("First")).x + 12.0f - width * 0.12f;
  const float taken = std::clamp(std::min(firstNeeds, width * 0.15f - drawsLeast), 0.0f, width * 0.15f);
  const float drawsW = width * 0.15f - taken;
  const float firstW = width * 0.12f + taken;
  const float firstX = drawsX + drawsW;
  const float generalX = firstX + firstW;
  const float generalW = (width - generalX) * 0.5f;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImU32 muted = IM_COL32(0xB0, 0xB4, 0xBA, 0xFF);
  drawText(draw, ImVec2(origin.x, origin.y), muted, tr("Round"));
  drawText(draw, ImVec2(origin.x + drawsX, origin.y), muted, tr("Draws"));
  drawText(draw, ImVec2(origin.x + firstX, origin.y), muted, tr("First"));
  // "White general" where it fits, else "White".
  const bool roomy = ImGui::CalcTextSize(tr("White general")).x < generalW - 4.0f;
  drawText(draw, ImVec2(origin.x + generalX, origin.y), muted, roomy ? tr("White general") : tr("White"));
  drawText(draw, ImVec2(origin.x + generalX + generalW, origin.y), muted, roomy ? tr("Blue general") : tr("Blue"));
  const float top = origin.y + line + 4.0f;
  std::string currentGenerals;
  for (std::int64_t round = 1; round <= 6; ++round) {
    const std::string key = std::to_string(round);
    const float y = top + static_cast<float>(round - 1) * (rowH + 3.0f);
    const bool current = round == state.turn;
    if (current) {
      draw->AddRectFilled(ImVec2(origin.x - 2, y - 2), ImVec2(origin.x + width, y + rowH + 1), IM_COL32(0x4A, 0x40, 0x28, 0xFF), 4.0f);
    }
    // The space, with the Round marker (black) and the End-of-game marker (red).
    ImVec2 a(origin.x, y);
    draw->AddRectFilled(a, ImVec2(a.x + space, a.y + rowH), trackBox, 3.0f);
    centredText(draw, large, large->FontSize, ImVec2(a.x + space * 0.5f, a.y + rowH * 0.5f), ink, key);
    const float r = rowH * 0.34f;
    if (current) {
      draw->AddCircleFilled(ImVec2(a.x + space + r + 4.0f, a.y + rowH * 0.5f), r, roundBlack);
      draw->AddCircle(ImVec2(a.x + space + r + 4.0f, a.y + rowH * 0.5f), r, IM_COL32_WHITE, 0, 1.5f);
    }
    if (round == endMarker) draw->AddCircleFilled(ImVec2(a.x + space + 3.0f * r + 8.0f, a.y + rowH * 0.5f), r, endRed);
    // Draws and first attacker, as printed [L122, L130].
    auto printed = component(controller, "rounds", key, "");
    // White's number in ivory, Blue's in light blue.
    const std::string whiteDraws = printed && printed->size() >= 2 ? toDisplayString((*printed)[0]) : "?";
    const std::string blueDraws = printed && printed->size() >= 2 ? toDisplayString((*printed)[1]) : "?";
    drawText(draw, large, large->FontSize, ImVec2(origin.x + drawsX, y + 2.0f), sideColor(data, "white"), whiteDraws.c_str());
    drawText(draw, large, large->FontSize, ImVec2(origin.x + drawsX + drawsW * 0.45f, y + 2.0f), IM_COL32(0x8C, 0xAA, 0xFF, 0xFF),
                  blueDraws.c_str());
    if (printed && printed->size() >= 3) {
      std::string first = toDisplayString((*printed)[2]);
      ImVec2 s(origin.x + firstX, y + 5.0f), e(s.x + rowH - 10.0f, y + rowH - 5.0f);
      draw->AddRectFilled(s, e, sideColor(data, first), 3.0f);
      draw->AddRect(s, e, IM_COL32(0x90, 0x90, 0x90, 0xFF), 3.0f);
    }
    // Each side's general with its Strategic Value; this round's shows whether it was
    // used (the General marker moved onto its Strategic Value) [L153-L159].
    for (std::size_t s = 0; s < 2; ++s) {
      const std::string side = s == 0 ? "white" : "blue";
      const float x = origin.x + generalX + static_cast<float>(s) * generalW;
      auto general = component(controller, "generals", key, side);
      std::string name = general && !general->empty() ? toDisplayString((*general)[0]) : "?";
      std::string sv = general && general->size() >= 2 ? toDisplayString((*general)[1]) : "?";
      const float disc = rowH * 0.42f;
      ImVec2 c(x + disc + 2.0f, y + rowH * 0.5f);
      bool used = current && flag(controller, "general_used." + side);
      draw->AddCircleFilled(c, disc, used ? IM_COL32(0x55, 0x55, 0x55, 0xFF) : sideColor(data, side));
      draw->AddCircle(c, disc, IM_COL32(0x90, 0x90, 0x90, 0xFF), 0, 1.5f);
      centredText(draw, large, large->FontSize * 0.85f, c, used ? IM_COL32(0xA0, 0xA0, 0xA0, 0xFF) : inkOn(side), sv);
      const float textX = x + disc * 2.0f + 8.0f;
      // A general's name in the room of its column, whole in a tooltip when shortened.
      const float nameRoom = x + generalW - 4.0f - textX;
      const ImVec2 tipFrom(x, y), tipTo(x + generalW - 4.0f, y + rowH);
      if (current) {
        board::fittedDrawText(draw, ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(textX, y + 1.0f), IM_COL32_WHITE, name,
                              nameRoom, tipFrom, tipTo);
        // Shortened to its column too: on the shared screen the board's type grows.
        board::fittedDrawText(draw, ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(textX, y + rowH - line),
                              used ? IM_COL32(0xF0, 0x80, 0x60, 0xFF) : IM_COL32(0x80, 0xE0, 0x90, 0xFF),
                              used ? tr("used") : tr("ready"), nameRoom, tipFrom, tipTo);
        const std::string said =
            trf("{} general {} (SV {}){}", sideWord(ui.controller, side), name, sv, used ? std::string(", ") + tr("used") : "");
        currentGenerals = currentGenerals.empty() ? said : trf("{}; {}", currentGenerals, said);
      } else {
        board::fittedDrawText(draw, ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(textX, y + (rowH - line) * 0.5f),
                              IM_COL32(0xC8, 0xC8, 0xC8, 0xFF), name, nameRoom, tipFrom, tipTo);
      }
    }
  }
  ImGui::Dummy(ImVec2(width, line + 4.0f + 6.0f * (rowH + 3.0f)));
  ImGui::TextWrapped("%s", trf("Round {}: {}", state.turn, currentGenerals).c_str());
  // The extra generals a card gave this round [L208] (A12).
  for (const std::string side : {"white", "blue"}) {
    std::string extra = text(controller, "extra_general." + side);
    if (extra == "available" || extra == "used") {
      ImGui::TextUnformatted(trf("{}: extra general (Strategic Value 4) {}", sideWord(ui.controller, side),
                                 extra == "available" ? tr("ready") : tr("used"))
                                 .c_str());
    }
  }
}

void VendeeBoardView::drawReserveAndCards(Ui& ui, float width) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const std::int64_t reserve = number(controller, "fortress_reserve");
  heading(ui, trf("Fortress reserve: {}", reserve));
  ImGui::SameLine();
  const float token = ui.fonts.large->FontSize * 0.9f;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float room = ImGui::GetContentRegionAvail().x - token * 1.6f;
  const float step = reserve > 1 ? std::min(token * 1.5f, room / static_cast<float>(reserve - 1)) : token * 1.5f;
  for (std::int64_t i = 0; i < reserve; ++i) {
    ImVec2 centre(origin.x + token * 0.8f + static_cast<float>(i) * step, origin.y + ui.fonts.large->FontSize * 0.55f);
    drawFortress(draw, centre, token, sideColor(data, "white"), sideColor(data, "blue"));
  }
  ImGui::Dummy(ImVec2(token * 1.6f + step * static_cast<float>(std::max<std::int64_t>(reserve - 1, 0)), ui.fonts.large->FontSize));

  const std::array<std::pair<const char*, const char*>, 5> piles{{{"draw_pile", translatable("Draw pile")},
                                                                  {"hand", translatable("Hand")},
                                                                  {"discard", translatable("Discard")},
                                                                  {"set_aside", translatable("Set aside")},
                                                                  {"in_battle", translatable("In battle")}}};
  if (ImGui::BeginTable("vm-cards", 6, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit)) {
    // The first column as wide as the sides' names, the five piles share the rest.
    const float swatch = ui.fonts.large->FontSize * 0.4f + ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushFont(ui.fonts.large);
    const float names = std::max(ImGui::CalcTextSize(sideWord(ui.controller, "white").c_str()).x, ImGui::CalcTextSize(sideWord(ui.controller, "blue").c_str()).x);
    ImGui::PopFont();
    const float first = std::max(ImGui::CalcTextSize(tr("Cards")).x, swatch + names);
    // Each column also takes its cell padding on both sides. Each pile's column is at least
    // as wide as its header needs ("Défausse", "Mis de / côté"), and what room is left is
    // shared evenly.
    const float share = width - first - 12.0f * ImGui::GetStyle().CellPadding.x - 2.0f;
    std::vector<std::string> headers{tr("Cards")};
    std::vector<float> least;
    for (const auto& pile : piles) {
      headers.emplace_back(tr(pile.second));
      // The narrowest the header takes on at most two lines (fittedHeadersRow): whole, or
      // cut at its best space ("Mis de / côté").
      const std::string& header = headers.back();
      float narrowest = ImGui::CalcTextSize(header.c_str()).x;
      for (auto cut = header.find(' '); cut != std::string::npos; cut = header.find(' ', cut + 1)) {
        const float left = ImGui::CalcTextSize(header.c_str(), header.c_str() + cut).x;
        const float right = ImGui::CalcTextSize(header.c_str() + cut + 1).x;
        narrowest = std::min(narrowest, std::max(left, right));
      }
      least.push_back(std::max(narrowest, ImGui::CalcTextSize("00").x) + 2.0f);
    }
    float needed = 0.0f;
    for (float each : least) needed += each;
    ImGui::TableSetupColumn(headers.front().c_str(), ImGuiTableColumnFlags_WidthFixed, first);
    for (std::size_t p = 0; p < piles.size(); ++p) {
      // Narrower than the words need (a very small window): in proportion to them.
      const float column = needed <= share ? least[p] + (share - needed) / static_cast<float>(piles.size())
                                          : share * least[p] / needed;
      ImGui::TableSetupColumn(headers[p + 1].c_str(), ImGuiTableColumnFlags_WidthFixed, std::floor(column));
    }
    board::fittedHeadersRow(headers);
    for (const std::string side : {"white", "blue"}) {
      ImGui::TableNextRow();
      ImGui::TableSetColumnIndex(0);
      ImVec2 at = ImGui::GetCursorScreenPos();
      const float h = ui.fonts.large->FontSize;
      ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + h * 0.4f, at.y + h), sideColor(data, side), 3.0f);
      ImGui::Dummy(ImVec2(h * 0.4f, h));
      ImGui::SameLine();
      ImGui::PushFont(ui.fonts.large);
      ImGui::TextUnformatted(sideWord(ui.controller, side).c_str());
      for (std::size_t p = 0; p < piles.size(); ++p) {
        ImGui::TableSetColumnIndex(static_cast<int>(p + 1));
        ImGui::Text("%lld", static_cast<long long>(number(controller, std::string(piles[p].first) + "." + side)));
      }
      ImGui::PopFont();
    }
    ImGui::EndTable();
  }
  // Four players: each seat's hand, the First Player token and the seat that started
  // the battle [L250-L253].
  if (flag(controller, "four_player")) {
    std::string seats;
    for (const char* seat : {"s1", "s2", "s3", "s4"}) {
      seats += trf("{}{}: {}", seats.empty() ? "" : " · ", wordName(data, seat), number(controller, std::string("seat_hand.") + seat));
    }
    // Seats by their printed names ("Seat 1 (Blue)"), wrapped in the column.
    ImGui::TextWrapped("%s", trf("Hands: {}", seats).c_str());
    ImGui::TextWrapped("%s", trf("First Player token: {} · battle started by {}", wordName(data, text(controller, "first_player")),
                                 wordName(data, text(controller, "attacker_seat")))
                                 .c_str());
  }
}

}  // namespace adc::gui
