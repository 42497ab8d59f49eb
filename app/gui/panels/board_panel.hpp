#pragma once
// Board: a 2D view of what matters on the game's board. Each game may register its own
// view (registerBoardView, from its own file); any game without one gets the generic
// view: every track as a row of boxes with the sides' markers, the books per side, each
// collection as tiles coloured by the side that holds them, and the flags.

#include "panels/panel.hpp"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::gui {

class BoardView {
 public:
  virtual ~BoardView() = default;
  virtual void draw(Ui& ui) = 0;
  // Display only: the board as the table sees it, without the view's action forms (the
  // Table view, F11, the shared screen nobody types on).
  void setDisplayOnly(bool displayOnly) { m_displayOnly = displayOnly; }
  bool displayOnly() const { return m_displayOnly; }
  // What is under way on the board now, a line or two for the shared screen's large type
  // (Vendée's battle and who must beat what, Paris's active wing); none when nothing is.
  virtual std::vector<std::string> underWay(Ui&) const { return {}; }
  // Script hooks for a view with its own forms (the Board panel passes them on).
  virtual bool setField(Ui&, const std::string& name, const std::string&, std::string& error) {
    error = "no field '" + name + "' on this board";
    return false;
  }
  virtual bool press(Ui&, const std::string& button, std::string& error) {
    error = "no button '" + button + "' on this board";
    return false;
  }
  // What its action form holds, for the script's dump (`board_form.*`).
  virtual void dump(std::map<std::string, std::string>&) const {}

 private:
  bool m_displayOnly = false;
};

using BoardViewFactory = std::function<std::unique_ptr<BoardView>()>;

// A game's own board view, by game id (called before the window opens).
void registerBoardView(const std::string& gameId, BoardViewFactory factory);
// A new board view for a game: its own when registered, else the generic one.
std::unique_ptr<BoardView> makeBoardView(const std::string& gameId);

// The generic view of tracks and books, usable by any game.
class GenericBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
};

class BoardPanel : public Panel {
 public:
  const char* id() const override { return "board"; }
  const char* title() const override { return translatable("Board"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  void dump(std::map<std::string, std::string>& dump) const {
    if (m_view) m_view->dump(dump);
  }

 private:
  BoardView& view(Ui& ui);  // the game's own view, made when the game changes
  std::string m_gameId;
  std::unique_ptr<BoardView> m_view;
};

}  // namespace adc::gui
