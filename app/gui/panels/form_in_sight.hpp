#pragma once
// Whether a form is whole at 1280x720 (issue 30): its last field and its button in sight
// without scrolling. A form notes, after drawing each, what was out of sight; the script's
// dump says it (`board_form.whole`, `form.whole`), and the GUI case every_form_whole walks
// every action of every game with it.

#include <string>

namespace adc::gui {

// "" when the last item drawn is whole within its window's visible part (and so within the
// screen) with that window not scrolled, else `what`.
std::string outOfSight(const std::string& what);

}  // namespace adc::gui
