#pragma once
// History: a chosen value of every side (treasury, prestige, victory points...) over the
// turns, as line charts (side_history.hpp).

#include "panels/panel.hpp"
#include "side_history.hpp"

#include <vector>

namespace adc::gui {

class HistoryPanel : public Panel {
 public:
  const char* id() const override { return "history"; }
  const char* title() const override { return translatable("History"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;

 private:
  std::string m_value;  // a per-side ValueDef id
  SideHistoryCache m_cache;
};

}  // namespace adc::gui
