#pragma once
// Grand Siècle's own board view: the situation (year, season, war or general peace), a
// card per power in its colour (State and Company treasuries, prestige and temporary
// prestige, VP, public debt, navy, ministers, unrest and rebellions), the powers x powers
// matrix of what the state keeps about alliances and conflicts (the alliance letter, the
// conflict number and camp of each power, and the free casus belli each holds against
// another; nothing else is inferred), the minors with their protector, the
// Companies' fleets in each commercial zone, and each power's
// State treasury and prestige over the turns. Display only: every number is read from the engine's state.

#include "panels/board_panel.hpp"
#include "side_history.hpp"

namespace adc::gui {

// Registers the view for "grand-siecle" (call before the window opens).
void registerGrandSiecleBoardView();

class GrandSiecleBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;

 private:
  void drawSituation(Ui& ui);
  void drawPowers(Ui& ui);
  void drawMatrix(Ui& ui);
  void drawMinors(Ui& ui, float width);
  void drawLegend(Ui& ui);
  void drawZones(Ui& ui);
  void drawHistory(Ui& ui);

  SideHistoryCache m_history;
};

}  // namespace adc::gui
