#pragma once
// The prompt that opens when a lookup lands on a cell the rulebook does not print: the
// players read their printed chart and type the value; it is logged as a `chart` action,
// kept in their chart overlay, and the resolution that needed it goes on.

#include "panels/panel.hpp"

#include <map>

namespace adc::gui {

class ChartPrompt {
 public:
  bool open(const Ui& ui) const { return ui.controller.pending().has_value(); }
  void draw(Ui& ui);
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error);
  bool press(Ui& ui, const std::string& button, std::string& error);

 private:
  bool confirm(Ui& ui, std::string& error);

  std::map<std::string, std::string> m_fields;
  std::string m_error;
};

}  // namespace adc::gui
