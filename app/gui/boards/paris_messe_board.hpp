#pragma once
// Paris vaut bien une Messe!'s own board view: the battle's situation (turn, stage,
// initiative, who activates, the result), the activation track of the turn (each wing
// by the priority of its order, Attack! before March before Rally, in its state: ready,
// active, En attente, finished, blocked), and each side's wings as rows: the commander
// with his order, rating and markers, then the wing's counters showing their morale state
// as on the table (counter front or back, Shaken or Broken marker) with their markers.
// Display only: every value is read from the engine's state and the game's tables.

#include "panels/board_panel.hpp"

namespace adc::gui {

// Registers the view for "paris-messe" (call before the window opens).
void registerParisMesseBoardView();

class ParisMesseBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;

 private:
  void drawSituation(Ui& ui);
  void drawActivationTrack(Ui& ui);
  void drawSide(Ui& ui, const std::string& side);
  void drawLegend(Ui& ui);
};

}  // namespace adc::gui
