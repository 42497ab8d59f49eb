#include "ui_scale.hpp"

#include <algorithm>
#include <cmath>

namespace adc::gui {

float clampedScale(float scale) { return std::clamp(scale, smallestScale, largestScale); }

float automaticScale(unsigned width, unsigned height, float dpi) {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float fit = std::min(w / 1920.0f, h / 1080.0f);    // the window against the reference layout
  const float room = std::min(w / 1280.0f, h / 720.0f);    // the most the window holds
  const float density = std::clamp((dpi > 0 ? dpi : defaultDpi) / defaultDpi, 1.0f, 4.0f);
  const float scale = std::max(std::min(std::max(fit, density), room), smallestAutomatic);
  // Down to a step of 0.05; the small epsilon keeps 1.0 from reading as 0.95 after the
  // divisions above.
  return clampedScale(std::floor(scale * 20.0f + 1e-3f) / 20.0f);
}

float effectiveScale(const std::optional<float>& chosen, unsigned width, unsigned height, float dpi) {
  return chosen ? clampedScale(*chosen) : automaticScale(width, height, dpi);
}

}  // namespace adc::gui
