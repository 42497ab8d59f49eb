#pragma once
// Charts: how complete each of the game's printed tables is (shipped, typed in from the
// players' chart, still unknown), and the unknown cells to fill in from their charts.

#include "panels/panel.hpp"

#include "adc/chart_overlay.hpp"

#include <map>
#include <vector>

namespace adc::gui {

class ChartsPanel : public Panel {
 public:
  const char* id() const override { return "charts"; }
  const char* title() const override { return "Charts"; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  bool enter(Ui& ui, const CellRef& cell, std::string& error);
  // Typed text per cell and field: "table|row|column|field".
  std::map<std::string, std::string> m_typed;
  std::string m_error;
  std::string m_reportKey;
  std::vector<ChartCompleteness> m_report;
};

}  // namespace adc::gui
