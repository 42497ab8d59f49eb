#pragma once
// A refusal's way forward (adc/action.hpp WayForward) as one button beside the refusal:
// "Next step: Unit actions", "Reveal the sealed orders", "Seal: Order of Condé's Left
// wing". The players never have to work out from a refusal where to click next.

#include "panels/panel.hpp"

namespace adc::gui {

// Draws the way's button; pressing it follows the way. Returns whether it was pressed.
bool wayForwardButton(Ui& ui, const WayForward& way);

// Does what the button says: the `next` actions that reach the step (each one logged,
// stopping at the first refusal, which the status line then shows), or the form of the
// action that comes first, or the Sealed panel at the entry to seal.
void followWay(Ui& ui, const WayForward& way);

}  // namespace adc::gui
