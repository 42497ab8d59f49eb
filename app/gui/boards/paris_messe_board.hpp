#pragma once
// Paris vaut bien une Messe!'s own board view: the battle's situation (turn, stage,
// initiative, who activates, the result), the activation track of the turn (each wing
// by the priority of its order, Attack! before March before Rally, in its state: ready,
// active, En attente, finished, blocked), and each side's wings as rows: the commander
// with his order, rating and markers, then the wing's counters showing their morale state
// as on the table (counter front or back, Shaken or Broken marker) with their markers.
// Under the situation, the orders helper: the shared action form (ModuleActionForm) for the
// module's actions (pm_activate ... pm_end_turn), offering those of the stage the turn is
// at, the wings and units in play, and `next` where it walks the steps; the engine decides
// every question of legality and its answer is shown.

#include "panels/board_panel.hpp"
#include "panels/module_action_form.hpp"

#include <string>

namespace adc::gui {

// Registers the view for "paris-messe" (call before the window opens).
void registerParisMesseBoardView();

class ParisMesseBoardView : public BoardView {
 public:
  ParisMesseBoardView();
  void draw(Ui& ui) override;
  // Script hooks of the helper (ModuleActionForm's): field action|side|<argument> VALUE,
  // press do.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  // The activation under way: the active wing's commander and his army (4.2).
  std::vector<std::string> underWay(Ui& ui) const override;
  void dump(std::map<std::string, std::string>& dump) const override { m_form.dump(dump); }

 private:
  // The helper (paris_messe_actions.cpp).
  void drawActions(Ui& ui);
  ModuleActionForm m_form;

  // The board (paris_messe_board.cpp).
  void drawSituation(Ui& ui);
  void drawActivationTrack(Ui& ui);
  void drawSide(Ui& ui, const std::string& side);
  void drawLegend(Ui& ui);
};

}  // namespace adc::gui
