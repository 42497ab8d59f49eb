// Paris vaut bien une Messe!'s board: what the players read from across the table.
// Units and wings come from the game's tables (roster, wings, counters, leaders); their
// states from the engine's values (level, order, wing_state, markers). Nothing here
// computes a rule.

#include "boards/paris_messe_board.hpp"

#include "panels/board_layout.hpp"

#include "boards/board_support.hpp"
#include "boards/board_text.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"
#include "drawn_text.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc::gui {
namespace {

using board::heading;
using board::inkOn;
using board::textWidth;

constexpr ImU32 ink = IM_COL32(0x1C, 0x1C, 0x1C, 0xFF);
constexpr ImU32 light = IM_COL32(0xF2, 0xF2, 0xF2, 0xFF);
constexpr ImU32 muted = IM_COL32(0xA8, 0xAE, 0xB8, 0xFF);
constexpr ImU32 cardBody = IM_COL32(0x26, 0x2A, 0x32, 0xFF);
constexpr ImU32 cardLine = IM_COL32(0x4A, 0x50, 0x5A, 0xFF);
constexpr ImU32 gold = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);
constexpr ImU32 attackRed = IM_COL32(0xB2, 0x22, 0x22, 0xFF);
constexpr ImU32 marchOchre = IM_COL32(0xC8, 0x96, 0x1E, 0xFF);
constexpr ImU32 rallyGreen = IM_COL32(0x2E, 0x7D, 0x4F, 0xFF);
constexpr ImU32 noOrder = IM_COL32(0x55, 0x5A, 0x64, 0xFF);
constexpr ImU32 shakenMarker = IM_COL32(0xF0, 0x8C, 0x1E, 0xFF);
constexpr ImU32 brokenMarker = IM_COL32(0xD0, 0x20, 0x20, 0xFF);
constexpr ImU32 goneGrey = IM_COL32(0x3A, 0x3D, 0x44, 0xFF);
constexpr ImU32 waitingAmber = IM_COL32(0xE0, 0xA0, 0x20, 0xFF);
constexpr ImU32 finishedGrey = IM_COL32(0x60, 0x64, 0x6C, 0xFF);

struct Reader {
  const GameData& data;
  const GameState& state;
  std::string text(const std::string& key) const {
    auto found = state.read(data, key);
    return found ? toDisplayString(*found) : std::string();
  }
  std::int64_t number(const std::string& key) const {
    auto found = state.read(data, key);
    auto parsed = found ? asNumber(*found) : std::nullopt;
    return parsed.value_or(0);
  }
  bool flag(const std::string& key) const {
    auto found = state.read(data, key);
    const bool* on = found ? std::get_if<bool>(&*found) : nullptr;
    return on && *on;
  }
  // A printed value, or one typed in during this game; "?" while neither.
  std::string cell(const std::string& table, const std::string& row, const std::string& column) const {
    const Table* found = data.findTable(table);
    if (!found) return "?";
    for (std::size_t r = 0; r < found->rows.keys.size(); ++r) {
      if (found->rows.keys[r].text != row) continue;
      std::size_t c = 0;
      if (found->columns) {
        for (; c < found->columns->keys.size() && found->columns->keys[c].text != column; ++c) {}
        if (c == found->columns->keys.size()) return "?";
      }
      const auto& printed = found->cell(r, c);
      if (printed.known) return toDisplayString(printed.values.front());
      auto typed = state.chartValues.find(CellRef{table, row, found->columns ? column : std::string()});
      if (typed != state.chartValues.end() && !typed->second.empty()) return toDisplayString(typed->second.front());
      if (printed.inferred() && !printed.values.empty()) return toDisplayString(printed.values.front());
      return "?";
    }
    return "?";
  }
};

struct UnitRow {
  std::string id, name, wing, type;
};

struct WingRow {
  std::string id, name, commander, side, scenario;
};

std::string field(const Table& table, std::size_t row, const char* name) {
  auto index = table.fieldIndex(name);
  const auto& cell = table.cell(row, 0);
  return index && cell.known ? toDisplayString(cell.values[*index]) : std::string();
}

std::vector<UnitRow> units(const GameData& data) {
  std::vector<UnitRow> rows;
  const Table* roster = data.findTable("roster");
  if (!roster) return rows;
  for (std::size_t r = 0; r < roster->rows.keys.size(); ++r) {
    rows.push_back({roster->rows.keys[r].text, field(*roster, r, "name"), field(*roster, r, "wing"), field(*roster, r, "type")});
  }
  return rows;
}

std::vector<WingRow> wings(const GameData& data) {
  std::vector<WingRow> rows;
  const Table* table = data.findTable("wings");
  if (!table) return rows;
  for (std::size_t r = 0; r < table->rows.keys.size(); ++r) {
    rows.push_back({table->rows.keys[r].text, field(*table, r, "name"), field(*table, r, "commander"),
                    field(*table, r, "side"), field(*table, r, "scenario")});
  }
  return rows;
}

ImU32 orderColour(const std::string& order) {
  if (order == "attack") return attackRed;
  if (order == "march") return marchOchre;
  if (order == "rally") return rallyGreen;
  return noOrder;
}

const char* orderLabel(const std::string& order) {
  if (order == "attack") return translatable("Attack!");
  if (order == "march") return translatable("March");
  if (order == "rally") return translatable("Rally");
  return translatable("no order");
}

int orderRank(const std::string& order) {
  if (order == "attack") return 0;
  if (order == "march") return 1;
  if (order == "rally") return 2;
  return 3;
}

// The back of a counter: its side's colour, darker (12.2: Disordered).
ImU32 darker(ImU32 colour) {
  auto channel = [&](int shift) { return static_cast<unsigned>(static_cast<float>((colour >> shift) & 0xFF) * 0.45f); };
  return IM_COL32(channel(0), channel(8), channel(16), 0xFF);
}

std::string army(const Reader& read, const std::string& side) {
  auto label = read.text("side_label." + side);
  if (!label.empty()) return label;
  const Side* found = read.data.findSide(side);
  return found ? found->name : side;
}

}  // namespace

void registerParisMesseBoardView() {
  registerBoardView("paris-messe", [] { return std::make_unique<ParisMesseBoardView>(); });
}

void ParisMesseBoardView::draw(Ui& ui) {
  auto board = [&] {
    drawSituation(ui);
    drawActivationTrack(ui);
    for (const auto& side : ui.controller.data().sides) drawSide(ui, side.id);
    drawLegend(ui);
  };
  // The shared screen has no orders helper (and shows the last result in its own column):
  // the board takes the whole width.
  if (displayOnly()) {
    board();
    return;
  }
  boardBesideForm(
      ui, "pm",
      board, [&] { drawActions(ui); });
}

// The scenario, the turn, the stage, initiative and who is to activate; the result.
void ParisMesseBoardView::drawSituation(Ui& ui) {
  const Reader read{ui.controller.data(), ui.controller.state()};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts.large;
  const float size = font->FontSize;
  const float pad = 7.0f * ui.settings.uiScale;
  const float height = size + 2 * pad;
  ImVec2 at = ImGui::GetCursorScreenPos();
  const float right = at.x + ImGui::GetContentRegionAvail().x;
  float x = at.x, widest = 0.0f;
  // Badges in a row, the next row when one would pass the board's edge; a badge wider
  // than the board is shortened, whole in a tooltip.
  auto badge = [&](const std::string& text, ImU32 fill) {
    const std::string shown = board::shortenedToFit(font, size, text, right - at.x - 2 * pad);
    const float w = textWidth(font, size, shown) + 2 * pad;
    if (x > at.x && x + w > right) {
      x = at.x;
      at.y += height + pad;
    }
    draw->AddRectFilled(ImVec2(x, at.y), ImVec2(x + w, at.y + height), fill, 6.0f);
    drawText(draw, font, size, ImVec2(x + pad, at.y + pad), inkOn(fill), shown.c_str());
    if (shown != text) board::tooltipOver(ImVec2(x, at.y), ImVec2(x + w, at.y + height), text);
    x += w + pad;
    widest = std::max(widest, x - at.x);
  };
  const float top = at.y;
  const bool ivry = read.text("scenario_id") == "ivry";
  badge(ivry ? tr("Ivry, 1590") : tr("Dreux, 1562"), IM_COL32(0xE8, 0xDF, 0xC8, 0xFF));
  const auto& state = ui.controller.state();
  badge(trf("Turn {} / {}", state.turn, state.lastTurn.value_or(10)), IM_COL32(0x44, 0x48, 0x50, 0xFF));
  const std::string stage = read.text("stage");
  const auto* step = currentStep(read.data, state);
  const bool atInitiative = step && step->id == "initiative.initiative";
  const char* stageText = stage == "orders"                       ? translatable("Orders phase")
                          : stage == "initiative" || atInitiative ? translatable("Initiative")
                          : stage == "activation" ? translatable("Activation phase")
                          : stage == "retreat"    ? translatable("Disorderly retreat")
                                                  : translatable("End of turn");
  badge(tr(stageText), IM_COL32(0x44, 0x48, 0x50, 0xFF));
  auto sideColour = [&](const std::string& side) {
    const Side* found = read.data.findSide(side);
    return found ? parseHexColor(found->color) : noOrder;
  };
  const std::string first = read.text("first_player");
  if (first == "protestant" || first == "catholic") badge(trf("Initiative: {}", army(read, first)), sideColour(first));
  const std::string next = read.text("to_activate");
  const std::string active = read.text("active_wing");
  if (active != "none" && !active.empty()) {
    for (const auto& wing : wings(read.data)) {
      if (wing.id == active) badge(trf("Active: {}", wing.commander), gold);
    }
  } else if (next == "protestant" || next == "catholic") {
    badge(trf("To activate: {}", army(read, next)), sideColour(next));
  }
  const std::string winner = read.text("winner");
  if (winner == "protestant" || winner == "catholic") badge(trf("Victory: {}", army(read, winner)), sideColour(winner));
  ImGui::Dummy(ImVec2(std::max(1.0f, widest), at.y - top + height + pad));
}

// 4.2: the wings in the order of priority of their orders, each in its state this turn.
void ParisMesseBoardView::drawActivationTrack(Ui& ui) {
  const Reader read{ui.controller.data(), ui.controller.state()};
  heading(ui, tr("Activation track"));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.regular;
  const float size = font->FontSize;
  const float pad = 6.0f * scale;
  const float chipHeight = size * 2 + 3 * pad;
  const std::string scenario = read.text("scenario_id");
  std::vector<WingRow> inPlay;
  for (const auto& wing : wings(read.data)) {
    if (wing.scenario == scenario && read.text("wing_state." + wing.id) != "absent") inPlay.push_back(wing);
  }
  std::stable_sort(inPlay.begin(), inPlay.end(), [&](const WingRow& a, const WingRow& b) {
    return orderRank(read.text("order." + a.id)) < orderRank(read.text("order." + b.id));
  });
  ImVec2 at = ImGui::GetCursorScreenPos();
  const float top = at.y;
  const float right = at.x + ImGui::GetContentRegionAvail().x;
  float x = at.x, widest = 0.0f;
  // Chips in a row, on the next row when one would pass the board's edge.
  auto room = [&](float w) {
    if (x > at.x && x + w > right) {
      x = at.x;
      at.y += chipHeight + pad;
    }
    widest = std::max(widest, x + w - at.x);
  };
  std::string lastOrder;
  for (const auto& wing : inPlay) {
    const std::string order = read.text("order." + wing.id);
    if (order != lastOrder) {
      // The tier's label, in its order's colour.
      const std::string tier = tr(orderLabel(order));
      const float w = textWidth(font, size, tier) + 2 * pad;
      room(w);
      draw->AddRectFilled(ImVec2(x, at.y), ImVec2(x + w, at.y + chipHeight), orderColour(order), 4.0f);
      drawText(draw, font, size, ImVec2(x + pad, at.y + (chipHeight - size) * 0.5f), light, tier.c_str());
      x += w + pad;
      lastOrder = order;
    }
    const std::string status = read.text("wing_state." + wing.id);
    const Side* side = read.data.findSide(wing.side);
    const ImU32 colour = side ? parseHexColor(side->color) : noOrder;
    std::string line2 = status == "ready"        ? tr("ready")
                        : status == "active"     ? tr("active")
                        : status == "en_attente" ? tr("En attente")
                        : status == "finished"   ? tr("finished")
                        : status == "blocked"    ? tr("blocked")
                                                 : tr("out");
    const float w = std::max(textWidth(font, size, wing.commander), textWidth(font, size, line2)) + 2 * pad;
    room(w);
    ImU32 fill = status == "active" ? colour : status == "en_attente" ? waitingAmber : status == "ready" ? cardBody : finishedGrey;
    draw->AddRectFilled(ImVec2(x, at.y), ImVec2(x + w, at.y + chipHeight), fill, 4.0f);
    draw->AddRect(ImVec2(x, at.y), ImVec2(x + w, at.y + chipHeight), status == "active" ? gold : colour, 4.0f, 0,
                  (status == "active" ? 3.0f : 2.0f) * scale);
    drawText(draw, font, size, ImVec2(x + pad, at.y + pad), inkOn(fill), wing.commander.c_str());
    drawText(draw, font, size, ImVec2(x + pad, at.y + 2 * pad + size), status == "ready" ? muted : inkOn(fill), line2.c_str());
    x += w + pad;
  }
  ImGui::Dummy(ImVec2(std::max(1.0f, widest), at.y - top + chipHeight + pad));
}

// One side: a row per wing, the commander's box then the wing's counters.
void ParisMesseBoardView::drawSide(Ui& ui, const std::string& sideId) {
  const Reader read{ui.controller.data(), ui.controller.state()};
  const Side* side = read.data.findSide(sideId);
  if (!side) return;
  const ImU32 colour = parseHexColor(side->color);
  const bool ivry = read.text("scenario_id") == "ivry";
  // The losses as the rule module counts them for victory (14.1, 14.2), read from the
  // units' states, so a correction shows at once.
  std::int64_t lost = 0;
  if (const RuleModule* module = findRuleModule(read.data.id); module && module->victory) {
    for (const auto& line : module->victory(read.data, read.state).sides) {
      if (line.side != sideId) lost = line.points;
    }
  }
  std::string title = army(read, sideId) + "  —  " +
                      (ivry ? trf("cavalry lost: {} (a cuirassier counts 2)", lost) : trf("units lost: {}", lost));
  if (read.number("reiters_plundering." + sideId) > 0) {
    title += trf(", {} reiter(s) plundering", read.number("reiters_plundering." + sideId));
  }
  // Wrapped: with Ivry's cavalry count and the plundering reiters it is long.
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float scale = ui.settings.uiScale;
  ImFont* font = ui.fonts.regular;
  const float size = font->FontSize;
  const float small = size * 0.8f;
  const float pad = 5.0f * scale;
  const float counter = 50.0f * scale;
  // The commander's box and, beside it, his wing's counters in as many rows as the board's
  // width needs.
  const float avail = ImGui::GetContentRegionAvail().x;
  const float headerWidth = std::floor(std::min(210.0f * scale, std::max(avail * 0.3f, 120.0f * scale)));
  const int perRow =
      std::max(1, static_cast<int>(std::floor((avail - headerWidth - pad + pad) / (counter + pad))));
  const std::string scenario = read.text("scenario_id");
  const auto allUnits = units(read.data);
  for (const auto& wing : wings(read.data)) {
    if (wing.side != sideId || wing.scenario != scenario || read.text("wing_state." + wing.id) == "absent") continue;
    ImVec2 at = ImGui::GetCursorScreenPos();
    int counters = 0;
    for (const auto& unit : allUnits) {
      if (unit.wing == wing.id && read.text("level." + unit.id) != "absent") ++counters;
    }
    const int rows = std::max(1, (counters + perRow - 1) / perRow);
    const float rowHeight = static_cast<float>(rows) * (counter + pad) + pad;
    // The commander: name, rating, order marker, his counter side and markers.
    const std::string order = read.text("order." + wing.id);
    draw->AddRectFilled(at, ImVec2(at.x + headerWidth, at.y + rowHeight - pad), cardBody, 5.0f);
    draw->AddRectFilled(at, ImVec2(at.x + 6.0f * scale, at.y + rowHeight - pad), colour, 5.0f, ImDrawFlags_RoundCornersLeft);
    const std::string commander = read.text("commander." + wing.id);
    std::string name = commander == "adjutant" ? trf("Adjutant ({})", wing.commander) : wing.commander;
    if (commander == "none") name = trf("{} (no commander)", wing.commander);
    const std::string rating = read.cell("leaders", commander == "adjutant" ? "adjutant" : wing.id, "rating");
    const ImVec2 boxTo(at.x + headerWidth, at.y + rowHeight - pad);
    board::fittedDrawText(draw, font, size, ImVec2(at.x + 10.0f * scale, at.y + pad), light, name + "  [" + rating + "]",
                          headerWidth - 14.0f * scale, at, boxTo);
    const std::string orderText = tr(orderLabel(order));
    const float ow = textWidth(font, size, orderText) + 2 * pad;
    const float oy = at.y + pad * 2 + size;
    draw->AddRectFilled(ImVec2(at.x + 10.0f * scale, oy), ImVec2(at.x + 10.0f * scale + ow, oy + size + pad),
                        orderColour(order), 3.0f);
    drawText(draw, font, size, ImVec2(at.x + 10.0f * scale + pad, oy + pad * 0.5f), light, orderText.c_str());
    std::string marks;
    if (read.flag("leader_activated." + wing.id)) marks += tr("Activated ");
    if (read.text("wing_state." + wing.id) == "en_attente") marks += tr("En attente ");
    if (read.flag("sans_reactivation." + wing.id)) marks += tr("Sans réact. ");
    if (!marks.empty()) {
      // Beside the order when there is room, else under it, in the box's width.
      while (marks.back() == ' ') marks.pop_back();
      const float markX = at.x + 16.0f * scale + ow;
      const bool beside = textWidth(font, small, marks) <= at.x + headerWidth - pad - markX;
      const ImVec2 markAt = beside ? ImVec2(markX, oy + pad * 0.5f) : ImVec2(at.x + 10.0f * scale, oy + size + pad * 1.5f);
      board::fittedDrawText(draw, font, small, markAt, waitingAmber, marks, at.x + headerWidth - pad - markAt.x, at, boxTo);
    }
    // The counters.
    int placed = 0;
    for (const auto& unit : allUnits) {
      if (unit.wing != wing.id) continue;
      const std::string level = read.text("level." + unit.id);
      if (level == "absent") continue;
      const bool gone = level == "destroyed" || level == "exited" || level == "removed";
      const float x = at.x + headerWidth + pad + static_cast<float>(placed % perRow) * (counter + pad);
      const float y = at.y + static_cast<float>(placed / perRow) * (counter + pad);
      ++placed;
      const ImVec2 a(x, y), b(x + counter, y + counter);
      const ImU32 face = gone ? goneGrey : level == "normal" ? colour : darker(colour);
      draw->AddRectFilled(a, b, face, 4.0f);
      draw->AddRect(a, b, gone ? cardLine : colour, 4.0f, 0, 1.5f * scale);
      const ImU32 text = gone ? muted : inkOn(face);
      const std::string type = unit.type == "ART" ? std::string("Art") : unit.type;
      drawText(draw, font, size, ImVec2(x + pad, y + pad * 0.6f), text, type.c_str());
      std::string factors = read.cell("counters", unit.id, "morale") + "-" + read.cell("counters", unit.id, "ma");
      if (unit.type == "ART") factors = read.cell("counters", unit.id, "morale");
      drawText(draw, font, small, ImVec2(x + pad, b.y - small - pad * 0.6f), text, factors.c_str());
      if (gone) {
        draw->AddLine(ImVec2(a.x + 4, a.y + 4), ImVec2(b.x - 4, b.y - 4), brokenMarker, 2.0f * scale);
        draw->AddLine(ImVec2(b.x - 4, a.y + 4), ImVec2(a.x + 4, b.y - 4), brokenMarker, 2.0f * scale);
      } else if (level == "shaken" || level == "broken") {
        // 12.2: the status marker on the counter, front (Shaken) or back (Broken).
        const float m = counter * 0.46f;
        const ImVec2 ma(b.x - m - 2, a.y + 2), mb(b.x - 2, a.y + 2 + m);
        draw->AddRectFilled(ma, mb, level == "shaken" ? shakenMarker : brokenMarker, 3.0f);
        const char* mark = level == "shaken" ? "Eb" : "Br";
        drawText(draw, font, small, ImVec2(ma.x + 3, ma.y + 2), light, mark);
      } else if (level == "disordered") {
        drawText(draw, font, small, ImVec2(b.x - textWidth(font, small, "D") - pad, a.y + pad * 0.6f), text, "D");
      }
      // Markers: Attack, Interception, fired ("Tiré"), lance lost, out of command, check due.
      std::string markers;
      if (read.flag("attack_marker." + unit.id)) markers += "A";
      if (read.flag("interception." + unit.id)) markers += "I";
      if (read.flag("fired." + unit.id)) markers += "T";
      if (read.flag("lance_lost." + unit.id)) markers += "l";
      if (read.flag("out_of_command." + unit.id)) markers += "C";
      if (!markers.empty() && !gone) {
        const float mw = textWidth(font, small, markers) + 4;
        draw->AddRectFilled(ImVec2(b.x - mw - 1, b.y - small - 3), ImVec2(b.x - 1, b.y - 1), gold, 2.0f);
        drawText(draw, font, small, ImVec2(b.x - mw + 1, b.y - small - 2), ink, markers.c_str());
      }
      if (read.flag("check_pending." + unit.id) && !gone) {
        draw->AddCircleFilled(ImVec2(a.x + counter * 0.5f, a.y + 6.0f * scale), 4.0f * scale, brokenMarker);
      }
      if (ImGui::IsMouseHoveringRect(a, b)) {
        std::string tip = unit.name + "\n" + tr("State: ") + wordName(read.data, level) + "\n" + tr("Hex: ") +
                          read.text("hex." + unit.id);
        const std::string note = read.text("note." + unit.id);
        if (!note.empty()) tip += "\n" + note;
        ImGui::SetTooltip("%s", tip.c_str());
      }
    }
    const int across = std::min(std::max(counters, 1), perRow);
    ImGui::Dummy(ImVec2(headerWidth + pad + static_cast<float>(across) * (counter + pad), rowHeight));
  }
}

void ParisMesseBoardView::drawLegend(Ui& ui) {
  (void)ui;
  textWrappedMuted(tr("Counters: front = Normal, dark back = Disordered (D); orange marker Eb = Shaken, red marker Br = "
                      "Broken (12.2); crossed = destroyed. Markers: A Attack, I Interception, T fired / Tiré, l lance "
                      "lost, C out of command; red dot: a morale check is due. [n] = the commander's rating (2.1)."));
}

std::vector<std::string> ParisMesseBoardView::underWay(Ui& ui) const {
  const Reader read{ui.controller.data(), ui.controller.state()};
  const std::string active = read.text("active_wing");
  if (ui.controller.state().gameOver || active.empty() || active == "none") return {};
  for (const auto& wing : wings(read.data)) {
    if (wing.id == active) return {trf("Active: {}", wing.commander), army(read, wing.side)};
  }
  return {};
}

}  // namespace adc::gui
