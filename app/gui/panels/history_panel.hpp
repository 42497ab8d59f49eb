#pragma once
// History: a chosen value of every side (treasury, prestige, victory points...) over the
// turns, as line charts. The points are the state at the end of each turn of the log,
// replayed by the engine.

#include "panels/panel.hpp"

#include <vector>

namespace adc::gui {

class HistoryPanel : public Panel {
 public:
  const char* id() const override { return "history"; }
  const char* title() const override { return "History"; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;

 private:
  void rebuild(Ui& ui);

  std::string m_value;  // a per-side ValueDef id
  std::uint64_t m_revision = ~std::uint64_t{0};
  std::string m_builtFor;
  std::vector<std::int64_t> m_turns;
  std::vector<std::vector<double>> m_series;  // per side, per point
};

}  // namespace adc::gui
