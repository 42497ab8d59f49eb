#pragma once
// Prepare the game: before the first turn, one screen asks together for every value the
// chosen scenario needs at set-up and the rulebook does not print (adc/set_up_needs.hpp):
// the unknown chart cells the set-up reads (Vendée's starting faces), entered together and
// followed by the set-up action that needed them, and the set-up procedures each side
// resolves once as one grid (Grand Siècle's starting values of the ten powers: a row per
// power, a column per input, an input the data does not ask of a power left out). "Enter
// all" performs one logged action per row, so undo and the save work as for any action;
// a refused row keeps what was typed and says why in the players' words, the others go
// through. The set-up's own actions that each side does with what it drew at the table
// (1793's starting hands, 5.11: the app deals nothing, the players type the cards) come
// with who has done them and the shared action form, suggesting the next side to do it.
// Listed in the side menu only while the game is at set-up and needs something.

#include "panels/module_action_form.hpp"
#include "panels/panel.hpp"

#include "adc/set_up_needs.hpp"

#include <map>
#include <optional>
#include <string>

namespace adc::gui {

class PreparePanel : public Panel {
 public:
  const char* id() const override { return "prepare"; }
  const char* title() const override { return translatable("Prepare the game"); }
  bool listed(Ui& ui) override;
  void draw(Ui& ui) override;
  // Fields: `TABLE.ROW.FIELD` (a chart cell; `TABLE.ROW.COLUMN.FIELD` with columns) and
  // `SIDE.INPUT` (a cell of the grid); any other field goes to the action form of the
  // sides' set-up actions (`side`, `cards`). Buttons: `enter-charts`, `set-up-all`, `do`.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  // What the game needs now, worked out again only when the game changed.
  const SetUpNeeds& needs(Ui& ui);

 private:
  static std::string cellKey(const CellRef& cell, const std::string& field);
  void drawCharts(Ui& ui, const SetUpCells& group);
  void drawGrid(Ui& ui, const SetUpProcedure& entry);
  // Who has done a set-up action each side does, then the form that does it.
  void drawTurns(Ui& ui, const SetUpAction& entry);
  bool enterCharts(Ui& ui, const SetUpCells& group);
  bool setUpAll(Ui& ui, const SetUpProcedure& entry);
  // The players' chart's value for a cell, put in the form the first time it is shown.
  void prefill(Ui& ui, const SetUpCells& group);

  std::optional<std::uint64_t> m_revision;
  std::string m_gameKey;  // the game the needs were worked out for
  SetUpNeeds m_needs;
  std::map<std::string, std::string> m_cells;                 // cellKey → typed word or number
  std::map<std::string, std::map<std::string, std::string>> m_grid;  // side → input → typed
  std::map<std::string, std::string> m_rowErrors;             // side → why its row was refused
  std::string m_chartError;
  ModuleActionForm m_form{"prepare-form"};
  bool m_formHooked = false;
};

}  // namespace adc::gui
