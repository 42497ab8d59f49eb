#pragma once
// The UI scale the app draws at. By default it follows the window and the screen: the
// panels are laid out for 1920x1080 at 1.0, so a larger window draws larger; a dense
// screen (Xft.dpi 192 is twice 96) never draws smaller than its density asks; and the
// scale never grows past what the window holds (the layout needs 1280x720 at 1.0), so a
// small window on a dense screen stays usable. A scale the players set overrides it.

#include <optional>

namespace adc::gui {

// Screen dots per inch when the desktop does not say (X's own default).
inline constexpr float defaultDpi = 96.0f;
inline constexpr float smallestScale = 0.5f;       // the players' own, for a crowded board
inline constexpr float smallestAutomatic = 0.75f;  // a small window, still readable
inline constexpr float largestScale = 3.0f;

// The automatic scale of a window of this size on a screen of this density, in steps of
// 0.05 (rounded down), so that a window dragged a few pixels does not rebuild the fonts.
float automaticScale(unsigned width, unsigned height, float dpi = defaultDpi);

// The scale drawn at: the players' own when they set one, else the automatic one.
float effectiveScale(const std::optional<float>& chosen, unsigned width, unsigned height, float dpi = defaultDpi);

// A scale the players set, kept within what the app can draw.
float clampedScale(float scale);

}  // namespace adc::gui
