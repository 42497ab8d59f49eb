#pragma once
// 1793: Patriots & Traitors' own board view: the round and month, whose turn, the Law
// track (proposed and passed Laws), the treasury; the Paris board's areas with each
// faction's cubes against the free spaces, the Conciergerie, the Place de la Révolution
// and the vote boxes; the France board's provinces (their cube, the Coalition armies and
// the Generals in them) and the territories beyond the borders; and a card per faction
// (pile, stock, currencies, cards, activated Leaders, score so far). Display only: every
// number is read from the engine's state. Beside the board, the shared action form
// (ModuleActionForm) enters any of the rule module's actions (pt_...) from their
// descriptions, suggesting the faction whose turn it is.

#include "panels/board_panel.hpp"
#include "panels/module_action_form.hpp"

#include <cstdint>
#include <string>

namespace adc::gui {

// Registers the view for "patriots-traitors" (call before the window opens).
void registerPatriotsTraitorsBoardView();

class PatriotsTraitorsBoardView : public BoardView {
 public:
  PatriotsTraitorsBoardView();
  void draw(Ui& ui) override;
  // Script hooks of the action form: fields action, side and the action's arguments; button do.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  void dump(std::map<std::string, std::string>& dump) const override { m_form.dump(dump); }

 private:
  void drawSituation(Ui& ui);
  // The widths at which the Paris and France boards keep their rows with every name whole.
  float parisMinimum(Ui& ui) const;
  float franceMinimum(Ui& ui) const;
  void drawParis(Ui& ui, float width);
  void drawFrance(Ui& ui, float width);
  void drawFactions(Ui& ui);
  void drawActionForm(Ui& ui);

  ModuleActionForm m_form;
};

}  // namespace adc::gui
