#pragma once
// 1793: Patriots & Traitors' own board view: the round and month, whose turn, the Law
// track (proposed and passed Laws), the treasury; the Paris board's areas with each
// faction's cubes against the free spaces, the Conciergerie, the Place de la Révolution
// and the vote boxes; the France board's provinces (their cube, the Coalition armies and
// the Generals in them) and the territories beyond the borders; and a card per faction
// (pile, stock, currencies, cards, activated Leaders, score so far). Display only: every
// number is read from the engine's state.

#include "panels/board_panel.hpp"

namespace adc::gui {

// Registers the view for "patriots-traitors" (call before the window opens).
void registerPatriotsTraitorsBoardView();

class PatriotsTraitorsBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;

 private:
  void drawSituation(Ui& ui);
  void drawParis(Ui& ui, float width);
  void drawFrance(Ui& ui, float width);
  void drawFactions(Ui& ui);
};

}  // namespace adc::gui
