#include "panels/table_view.hpp"

#include "cached_drawing.hpp"
#include "drawn_text.hpp"
#include "panels/timers_panel.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"
#include "adc/rules.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

namespace adc::gui {
namespace {

const ImVec4 plainInk(1.0f, 1.0f, 1.0f, 1.0f);
const ImVec4 lastMinuteInk(1.0f, 0.72f, 0.2f, 1.0f);  // #ffb833, looked for by the tests
const ImVec4 timeUpInk(1.0f, 0.3f, 0.25f, 1.0f);      // #ff4d40
const ImVec4 outcomeInk(1.0f, 0.85f, 0.35f, 1.0f);
const ImVec4 ruleInk(0.55f, 0.75f, 1.0f, 1.0f);

void wrapped(const std::string& text, const ImVec4& colour = plainInk) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

// A section's title: small capitals would not read from afar, so a muted line and a rule.
void sectionTitle(const std::string& text) {
  ImGui::Spacing();
  ImGui::Separator();
  textWrappedMuted(text);
}

// The board drawn at its own scale: the boards size their type from ui.fonts and their
// tiles from ui.settings.uiScale and ImGui's style, so all three are the board's while it
// draws, and the panels' again after.
class BoardScale {
 public:
  BoardScale(Ui& ui, float scale) : m_ui(ui), m_fonts(ui.fonts), m_uiScale(ui.settings.uiScale), m_style(ImGui::GetStyle()) {
    if (!ui.fonts.boardRegular || scale == m_uiScale) return;
    m_ui.fonts.regular = ui.fonts.boardRegular;
    m_ui.fonts.large = ui.fonts.boardLarge;
    m_ui.fonts.huge = ui.fonts.boardHuge;
    m_ui.settings.uiScale = scale;
    ImGui::GetStyle().ScaleAllSizes(scale / m_uiScale);
    ImGui::PushFont(ui.fonts.regular);
    m_pushed = true;
  }
  ~BoardScale() {
    if (m_pushed) ImGui::PopFont();
    m_ui.fonts = m_fonts;
    m_ui.settings.uiScale = m_uiScale;
    ImGui::GetStyle() = m_style;
  }
  BoardScale(const BoardScale&) = delete;
  BoardScale& operator=(const BoardScale&) = delete;

 private:
  Ui& m_ui;
  Fonts m_fonts;
  float m_uiScale;
  ImGuiStyle m_style;
  bool m_pushed = false;
};

// The room a board's content took, its own regions' included: the boards lay out in
// regions that take the height left (board_layout.hpp), which reach the bottom of the
// window whatever they hold, so a window's extent says nothing when it ends exactly where
// a region of its own does; its regions' contents, scrolled out of sight or not, do.
BoardRoom contentTaken(const ImGuiWindow* board) {
  const float left = board->DC.CursorStartPos.x + board->Scroll.x, top = board->DC.CursorStartPos.y + board->Scroll.y;
  float right = left, bottom = top;
  std::vector<const ImGuiWindow*> windows{board};
  while (!windows.empty()) {
    const ImGuiWindow* window = windows.back();
    windows.pop_back();
    const ImVec2 end(window->DC.CursorMaxPos.x + window->Scroll.x, window->DC.CursorMaxPos.y + window->Scroll.y);
    bool endsWithARegion = false;
    for (const ImGuiWindow* child : window->DC.ChildWindows) {
      windows.push_back(child);
      if (std::abs(child->Rect().Max.y + window->Scroll.y - end.y) <= 1.0f) endsWithARegion = true;
    }
    if (!endsWithARegion) bottom = std::max(bottom, end.y);
    right = std::max(right, endsWithARegion ? left : end.x);
  }
  return {right - left, bottom - top};
}

}  // namespace

void TableView::draw(Ui& ui) {
  // Its fonts are built between frames when it is first shown (App::fitTableFonts): a
  // script's `panel table` shows it in the frame before they are.
  if (!ui.fonts.tableBody) return;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.x * 2.0f;
  // The column takes about a third of the width (its type grows with the window's
  // height), less in a small window, where the boards need every pixel (Grand Siècle's
  // five powers a row); the board the rest.
  const float share = avail.x < 1600.0f ? 0.30f : 0.36f;
  const float column = std::floor(std::clamp(avail.x * share, std::min(avail.x * 0.5f, 360.0f), avail.x * 0.5f));
  const float boardWidth = std::max(0.0f, avail.x - column - gap);
  m_boardW = boardWidth;
  m_boardH = avail.y;
  m_columnW = column;

  const auto& id = ui.controller.data().id;
  if (!m_board || m_boardGame != id) {
    m_board = makeBoardView(id);
    m_board->setDisplayOnly(true);
    m_boardGame = id;
  }
  // The board grows until it fills its half: its type never below 24 px at 1080 lines
  // (in proportion in other windows), read from two metres; it scrolls only when a
  // window is too small for it at that. The fonts of the scale it asks for are built
  // between frames; until then it draws at the scale they were built at.
  const float height = ImGui::GetIO().DisplaySize.y;
  const float smallest = std::max(24.0f * height / 1080.0f / 17.0f, 0.5f);
  const float drawnAt = ui.fonts.boardScale > 0.0f ? ui.fonts.boardScale : ui.settings.uiScale;
  // Drawn once and shown again until it changes (cached_drawing.hpp).
  beginCachedChild("table-board", ImVec2(boardWidth, avail.y), true);
  // Its room inside the frame, whether or not a scroll bar takes some of it this frame (a
  // scroll bar that comes and goes would start the search again each time).
  const ImVec2 padding = ImGui::GetStyle().WindowPadding;
  const BoardRoom room{boardWidth - 2.0f * padding.x, avail.y - 2.0f * padding.y};
  if (std::abs(room.width - m_fitRoom.width) > 1.0f || std::abs(room.height - m_fitRoom.height) > 1.0f ||
      m_fitRevision != ui.controller.revision()) {
    m_fit.restart(smallest, 3.5f);
    m_fitRoom = room;
    m_fitRevision = ui.controller.revision();
  }
  {
    BoardScale scaled(ui, drawnAt);
    m_board->draw(ui);
  }
  const BoardRoom used = contentTaken(ImGui::GetCurrentWindow());
  ImGui::EndChild();
  m_boardDrawnAt = drawnAt;
  m_fit.measured(drawnAt, room, used);
  ImGui::SameLine(0.0f, gap);
  beginCachedChild("table-column", ImVec2(column, avail.y), false);
  drawColumn(ui, ImGui::GetContentRegionAvail().x);
  ImGui::EndChild();
}

void TableView::drawColumn(Ui& ui, float width) {
  m_headlinePx = ui.fonts.tableHeadline ? ui.fonts.tableHeadline->FontSize : 0.0f;
  m_bodyPx = ui.fonts.tableBody ? ui.fonts.tableBody->FontSize : 0.0f;
  m_clockPx = ui.fonts.tableClock ? ui.fonts.tableClock->FontSize : 0.0f;
  ImGui::PushTextWrapPos(0.0f);
  drawWhere(ui, width);
  drawTimers(ui, width);
  drawLastResult(ui, width);
  drawScore(ui, width);
  ImGui::Spacing();
  ImGui::PushFont(ui.fonts.tableBody);
  textWrappedMuted(tr("Esc leaves the table view."));
  ImGui::PopFont();
  ImGui::PopTextWrapPos();
}

// The turn, the phase and step in headline type; the rule; what to do on the board.
void TableView::drawWhere(Ui& ui, float) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  ImGui::PushFont(ui.fonts.tableBody);
  textWrappedMuted(data.name);
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.tableHeadline);
  wrapped(data.sequence.turnName + " " + std::to_string(state.turn));
  const SequenceStep* step = currentStep(data, state);
  if (step) {
    std::string path;
    for (std::size_t i = 0; i < step->path.size(); ++i) path += (i ? " — " : "") + step->path[i]->name;
    wrapped(path);
  } else {
    wrapped(tr("The game is over."));
  }
  // The battle or activation under way, as large as the step: what the room watches.
  if (m_board) {
    for (const auto& line : m_board->underWay(ui)) wrapped(line, outcomeInk);
  }
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.tableBody);
  if (step) {
    if (!step->leaf().rule.empty()) wrapped(trf("rule {}", step->leaf().rule), ruleInk);
    const auto lookup = state.lookup(data);
    auto prompt = renderText(data, step->leaf().prompt, lookup);
    if (!prompt.empty()) wrapped(prompt);
    for (const auto& line : boardLines(data, step->leaf().board, lookup)) wrapped("▶ " + line);
  }
  ImGui::PopFont();
}

// Running, paused and expired timers, the countdown filling the column: white, amber in
// its last minute, and once time is up the words in red, since "0:00" alone reads like a
// timer not started. The current step's timer not yet started says how to start it.
void TableView::drawTimers(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto now = ui.controller.nowMs();
  const std::optional<std::size_t> stepTimer = TimersPanel::stepTimer(data, state);
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& timer = state.timers[i];
    const auto& def = data.timers[i];
    // An expired timer of a step the game has left is no longer news (the Timers panel
    // keeps it): La Révolution française's negotiations are over once the turn goes on.
    if (!TimersPanel::current(data, state, i)) continue;
    if (timer.status == TimerState::Status::Idle) {
      if (stepTimer != i) continue;
      ImGui::PushFont(ui.fonts.tableBody);
      // A timer the players set has no length until they choose one (Space asks for it).
      sectionTitle(def.seconds > 0 ? trf("{}: {}, Space starts it", def.name, TimersPanel::formatRemaining(def.seconds * 1000))
                                   : trf("{}: Space asks how long, then starts it", def.name));
      ImGui::PopFont();
      continue;
    }
    ImGui::PushFont(ui.fonts.tableBody);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::PopFont();
    if (timer.status == TimerState::Status::Expired) {
      ImGui::PushFont(ui.fonts.tableHeadline);
      wrapped(trf("{}: Time is up!", def.name), timeUpInk);
      ImGui::PopFont();
      continue;
    }
    const auto remaining = timer.remainingMs(now);
    const ImVec4 colour = remaining <= 60000 ? lastMinuteInk : plainInk;
    ImGui::PushFont(ui.fonts.tableBody);
    const bool paused = timer.status == TimerState::Status::Paused;
    wrapped(paused ? trf("{} (paused)", def.name) : def.name, colour);
    ImGui::PopFont();
    // The digits at the clock's size, smaller only when the column is too narrow.
    const std::string digits = TimersPanel::formatRemaining(remaining);
    ImFont* clock = ui.fonts.tableClock;
    float size = clock->FontSize;
    const float textWidth = clock->CalcTextSizeA(size, FLT_MAX, 0.0f, digits.c_str()).x;
    if (textWidth > width) size *= width / textWidth;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    drawText(ImGui::GetWindowDrawList(), clock, size, at, ImGui::ColorConvertFloat4ToU32(colour), digits.c_str());
    ImGui::Dummy(ImVec2(std::min(textWidth, width), size));
  }
}

// The last resolution: its outcome, the table's cell, the books it changed, what to do
// on the board; or, when the latest action resolved nothing, that action in words.
void TableView::drawLastResult(Ui& ui, float) {
  const auto& data = ui.controller.data();
  const auto& session = ui.controller.session();
  // The latest action's result only: a resolution an action came after is old news.
  const Resolution* result = ui.controller.lastResolutionIsLatest() ? &*ui.controller.lastResolution() : nullptr;
  const LogEntry* last = session.cursor() > 0 ? &session.log()[session.cursor() - 1] : nullptr;
  if (!last && !(result && result->procedure)) return;
  ImGui::PushFont(ui.fonts.tableBody);
  sectionTitle(tr("Last result"));
  if (result && result->procedure) {
    wrapped("→ " + result->headline(data), outcomeInk);
    wrapped(trf("{} (rule {})", result->procedure->name, result->procedure->rule), ruleInk);
    if (result->cell) {
      const Table* table = data.findTable(result->cell->table);
      // The row's and column's keys by their names ("White", not "white"), as printed.
      const auto& cell = *result->cell;
      std::string where = trf("Table: {}, row {}", table ? table->name : cell.table,
                              table ? axisKeyName(data, table->rows, cell.row) : cell.row);
      if (!cell.column.empty()) {
        where += trf(", column {}", table && table->columns ? axisKeyName(data, *table->columns, cell.column) : cell.column);
      }
      wrapped(where);
    }
    // The books it changed, a few at most: the Resolve panel lists them all.
    constexpr std::size_t shownChanges = 5;
    for (std::size_t i = 0; i < result->changes.size() && i < shownChanges; ++i) {
      const auto& change = result->changes[i];
      auto slot = data.schema.find(change.key);
      const std::string& name = slot ? data.schema.slots()[*slot].name : change.key;
      wrapped(trf("{}: {} → {}", name, valueText(data, change.before), valueText(data, change.after)));
    }
    if (result->changes.size() > shownChanges) {
      textWrappedMuted(trf("and {} more books changed (Resolve panel)", result->changes.size() - shownChanges));
    }
    for (const auto& line : result->board) wrapped("▶ " + line);
  }
  if (last && !(result && result->procedure)) wrapped(boundedText(last->summary));
  ImGui::PopFont();
}

// The score as the game's rule module counts it (victory points, a battle's losses, the
// Provinces' influence), a side a line, two columns when many sides play; the winner
// once the game is over. Hovering a side shows how its points are made up.
void TableView::drawScore(Ui& ui, float width) {
  const auto& data = ui.controller.data();
  if (m_scoreRevision != ui.controller.revision() || m_scoreGame != data.id) {
    m_scoreRevision = ui.controller.revision();
    m_scoreGame = data.id;
    m_score.reset();
    if (const RuleModule* module = findRuleModule(data.id); module && module->victory) {
      m_score = module->victory(data, ui.controller.state());
    }
  }
  if (!m_score || m_score->sides.empty()) return;
  ImGui::PushFont(ui.fonts.tableBody);
  sectionTitle(m_score->rule.empty() ? std::string(tr("Score")) : trf("Score (rule {})", m_score->rule));
  const std::size_t count = m_score->sides.size();
  const int columns = count > 4 && width > 15.0f * ImGui::GetFontSize() ? 2 : 1;
  if (ImGui::BeginTable("table-score", columns, ImGuiTableFlags_SizingStretchSame)) {
    const std::size_t rows = (count + static_cast<std::size_t>(columns) - 1) / static_cast<std::size_t>(columns);
    for (std::size_t row = 0; row < rows; ++row) {
      ImGui::TableNextRow();
      for (int c = 0; c < columns; ++c) {
        ImGui::TableNextColumn();
        // Down the first column, then the second: the data's order reads top to bottom.
        const std::size_t index = static_cast<std::size_t>(c) * rows + row;
        if (index >= count) continue;
        const auto& line = m_score->sides[index];
        const Side* side = data.findSide(line.side);
        if (side) sideColorSwatch(side->color);
        const std::string points = std::to_string(line.points);
        const float pointsWidth = ImGui::CalcTextSize(points.c_str()).x;
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float cell = ImGui::GetContentRegionAvail().x;
        ImGui::BeginGroup();
        fittedText(side ? side->name : wordName(data, line.side), std::max(0.0f, cell - pointsWidth - spacing));
        ImGui::SameLine(0.0f, 0.0f);
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(spacing, ImGui::GetContentRegionAvail().x - pointsWidth));
        ImGui::TextUnformatted(points.c_str());
        ImGui::EndGroup();
        if (!line.breakdown.empty() && ImGui::IsItemHovered()) {
          std::string parts;
          for (const auto& [what, value] : line.breakdown) parts += (parts.empty() ? "" : "\n") + trf("{}: {}", what, value);
          ImGui::SetTooltip("%s", parts.c_str());
        }
      }
    }
    ImGui::EndTable();
  }
  if (ui.controller.state().gameOver && !m_score->winner.empty()) {
    const Side* winner = data.findSide(m_score->winner);
    ImGui::PushFont(ui.fonts.tableHeadline);
    wrapped(trf("Winner: {}", winner ? winner->name : wordName(data, m_score->winner)), outcomeInk);
    ImGui::PopFont();
    if (!m_score->explanation.empty()) textWrappedMuted(m_score->explanation);
  }
  ImGui::PopFont();
}

void TableView::dump(std::map<std::string, std::string>& out) const {
  auto px = [](float value) { return std::to_string(static_cast<long long>(std::lround(value))); };
  out["table.headline_px"] = px(m_headlinePx);
  out["table.body_px"] = px(m_bodyPx);
  out["table.clock_px"] = px(m_clockPx);
  out["table.board"] = px(m_boardW) + "x" + px(m_boardH);
  out["table.column"] = px(m_columnW);
  char scale[16];
  std::snprintf(scale, sizeof scale, "%.2f", static_cast<double>(m_boardDrawnAt));
  out["table.board_scale"] = scale;
  out["table.board_fits"] = m_fit.fits() ? "true" : "false";
}

}  // namespace adc::gui
