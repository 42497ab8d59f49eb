#pragma once
// Grand Siècle, part 2: the war section of the board. Per power at war or with forces in
// play: regiments by type (feudal among them), artillery trains, depots, war fleets, the
// armies and squadrons noted in the books with their strength, and the war's toll this
// turn; then the battles, naval battles and sieges resolved this turn, from the log.
// Display only: every number is read from the engine's state or log.

#include "panels/panel.hpp"

namespace adc::gui {

void drawGrandSiecleWar(Ui& ui);

}  // namespace adc::gui
