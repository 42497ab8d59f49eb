#pragma once
// Table view (F11): the shared screen, read from across the table. The game's own board
// view, display only, takes most of the window, drawn at the scale that fills its half
// (board_fit.hpp), never smaller than type read from across the room; beside it a column in type sized by the
// window's height: the turn, phase and step, what to do on the board, the running
// timers (huge; amber in their last minute, red "Time is up!"), the last result (its
// outcome, table cell and the books it changed) and the score as the game's rule module
// counts it. Esc leaves it.

#include "board_fit.hpp"
#include "panels/board_panel.hpp"
#include "panels/panel.hpp"

#include "adc/rule_module.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace adc::gui {

class TableView : public Panel {
 public:
  const char* id() const override { return "table"; }
  const char* title() const override { return translatable("Table view"); }
  void draw(Ui& ui) override;
  // For scripts: the type sizes and regions of the last frame drawn
  // (table.headline_px, table.body_px, table.clock_px, table.board, table.column), the
  // board's scale and whether it fits its half (table.board_scale, table.board_fits).
  void dump(std::map<std::string, std::string>& out) const;
  // The scale the board wants its fonts built at (App::fitTableFonts builds them between
  // frames): the one that fills the board's half of the window (board_fit.hpp).
  float wantedBoardScale() const { return m_fit.scale(); }

 private:
  void drawColumn(Ui& ui, float width);
  void drawWhere(Ui& ui, float width);
  void drawTimers(Ui& ui, float width);
  void drawLastResult(Ui& ui, float width);
  void drawScore(Ui& ui, float width);

  std::unique_ptr<BoardView> m_board;  // its own view: the Board panel's keeps its forms
  std::string m_boardGame;
  // The rule module's count, computed again only when the state changes.
  std::uint64_t m_scoreRevision = ~std::uint64_t{0};
  std::string m_scoreGame;
  std::optional<VictoryReport> m_score;
  // What the last frame drew, for dump().
  float m_headlinePx = 0, m_bodyPx = 0, m_clockPx = 0;
  float m_boardW = 0, m_boardH = 0, m_columnW = 0;
  // The board's scale: searched again when the room or the game's position changes.
  BoardFit m_fit{1.0f, 1.0f};
  BoardRoom m_fitRoom;
  std::uint64_t m_fitRevision = ~std::uint64_t{0};
  float m_boardDrawnAt = 0;
};

}  // namespace adc::gui
