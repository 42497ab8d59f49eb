#include "screen_density.hpp"

#include "ui_scale.hpp"

#include <X11/Xlib.h>

#include <cstdlib>

namespace adc::gui {

float screenDpi() {
  // A connection of our own, closed at once: SFML does not share its display.
  Display* display = XOpenDisplay(nullptr);
  if (!display) return defaultDpi;
  float dpi = defaultDpi;
  if (const char* value = XGetDefault(display, "Xft", "dpi")) {
    const float read = std::strtof(value, nullptr);
    if (read >= 48.0f && read <= 480.0f) dpi = read;
  }
  XCloseDisplay(display);
  return dpi;
}

}  // namespace adc::gui
