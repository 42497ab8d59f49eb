#pragma once
// The prompt that opens when a lookup lands on a cell the rulebook does not print: the
// players read their printed chart and type the value; it is logged as a `chart` action,
// kept in their chart overlay, and the resolution that needed it goes on. The table's note
// says where the value is on the players' own components; "Type it in the table" opens
// the Tables panel on the cell instead, its first box taking the keyboard.

#include "panels/panel.hpp"

#include <map>

namespace adc::gui {

class ChartPrompt {
 public:
  // Open while a cell is asked for, unless the players chose to type it in the Tables
  // panel ("Type it in the table"), where its boxes take the keyboard.
  bool open(const Ui& ui) const {
    return ui.controller.pending().has_value() && ui.chartCellInTable != ui.controller.pending()->cell;
  }
  void draw(Ui& ui);
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error);
  bool press(Ui& ui, const std::string& button, std::string& error);

 private:
  bool confirm(Ui& ui, std::string& error);
  void typeInTable(Ui& ui);

  std::map<std::string, std::string> m_fields;
  std::string m_error;
};

}  // namespace adc::gui
