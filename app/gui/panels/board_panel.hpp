#pragma once
// Board: a 2D view of what matters on the game's board. Each game may register its own
// view (registerBoardView, from its own file); any game without one gets the generic
// view: every track as a row of boxes with the sides' markers, the books per side, each
// collection as tiles coloured by the side that holds them, and the flags.

#include "panels/panel.hpp"

#include <functional>
#include <memory>

namespace adc::gui {

class BoardView {
 public:
  virtual ~BoardView() = default;
  virtual void draw(Ui& ui) = 0;
};

using BoardViewFactory = std::function<std::unique_ptr<BoardView>()>;

// A game's own board view, by game id (called before the window opens).
void registerBoardView(const std::string& gameId, BoardViewFactory factory);

// The generic view of tracks and books, usable by any game.
class GenericBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
};

class BoardPanel : public Panel {
 public:
  const char* id() const override { return "board"; }
  const char* title() const override { return "Board"; }
  void draw(Ui& ui) override;

 private:
  std::string m_gameId;
  std::unique_ptr<BoardView> m_view;
};

}  // namespace adc::gui
