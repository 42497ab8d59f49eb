#pragma once
// The question a damaged save asks before it opens (Controller::damagedSave, issue 28):
// one of its lines is not a record the app wrote, and nothing shows that it was only
// added. The game can be opened as it stands before that line, the file as it is kept
// beside it first; or the save is left closed, as it is.

#include "controller.hpp"

#include <string>

namespace adc::gui {

// Draws the dialog while a damaged save waits for an answer. Returns the button pressed
// this frame ("damaged-open" or "damaged-close", for App::pressAppButton), else empty.
std::string drawDamagedSaveDialog(const Controller& controller);

}  // namespace adc::gui
