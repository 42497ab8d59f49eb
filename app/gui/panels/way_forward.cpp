#include "panels/way_forward.hpp"

#include <imgui.h>

namespace adc::gui {

bool wayForwardButton(Ui& ui, const WayForward& way) {
  if (way.label.empty()) return false;
  // The id keeps two ways with the same words (status line, form) apart.
  if (!ImGui::SmallButton(("→ " + way.label + "##way-" + way.target).c_str())) return false;
  followWay(ui, way);
  return true;
}

void followWay(Ui& ui, const WayForward& way) {
  switch (way.kind) {
    case WayForward::Kind::ToStep:
      for (int i = 0; i < way.steps; ++i) {
        // A question (undone actions to discard) or a refusal stops the walk: the players
        // see why on the status line, with that refusal's own way forward.
        if (!ui.controller.perform(Action{"next", "", {}, "", 0})) return;
      }
      return;
    case WayForward::Kind::Action:
      ui.requestedAction = way.target;
      ui.showPanel("board");
      return;
    case WayForward::Kind::Seal:
      ui.requestedSealed = way.target;
      ui.showPanel("sealed");
      return;
  }
}

}  // namespace adc::gui
