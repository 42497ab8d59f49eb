#pragma once
// La Révolution française's own board view: the turn and its dates, the regime and the
// Government, the changes of regime open now (as the rule module lists them), the four
// tracks and the fame track, the National Assembly as a hemicycle by Current (hidden
// deputies outlined, switched ones counted with their new Current), the 26 regions by
// controller with their revolts and Coalition markers, and the Prison du Temple and the
// Guillotine; and beside them the shared action form (ModuleActionForm) for the module's
// actions (rf_...), built from their descriptions. Every number shown is read from the
// engine's state.

#include "panels/board_panel.hpp"
#include "panels/module_action_form.hpp"

namespace adc::gui {

// Registers the view for "revolution-francaise" (call before the window opens).
void registerRevolutionBoardView();

class RevolutionBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
  RevolutionBoardView();
  // Script hooks (the action form's): fields "action", "side" and the action's argument
  // names, button "do".
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  void dump(std::map<std::string, std::string>& dump) const override { m_form.dump(dump); }

 private:
  // The form that performs the module's actions (rf_...), built from their descriptions.
  void drawActionForm(Ui& ui);
  ModuleActionForm m_form;
  void drawSituation(Ui& ui);
  void drawTracks(Ui& ui, float width);
  void drawAssembly(Ui& ui, float width);
  void drawRegions(Ui& ui, float width);
  // A region's tile keeping the widest name whole, and the room three of them a row take.
  float regionTile(Ui& ui) const;
  float regionsMinimum(Ui& ui) const;
  void drawPrisons(Ui& ui, float width);
  void drawArmies(Ui& ui, float width);
};

}  // namespace adc::gui
