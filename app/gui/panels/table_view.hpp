#pragma once
// Table view: the whole window in large type for everyone at the table: turn, phase,
// step, what to do, the running timers and each side's key values. Esc leaves it.

#include "panels/panel.hpp"

namespace adc::gui {

class TableView : public Panel {
 public:
  const char* id() const override { return "table"; }
  const char* title() const override { return "Table view"; }
  void draw(Ui& ui) override;
};

}  // namespace adc::gui
