#pragma once
// The screen's density as the desktop tells it: X's Xft.dpi resource (what GNOME, KDE and
// xrdb set for their own scaling). Without one (a bare X server, Xvfb) it is 96, so runs
// under Xvfb are the same everywhere.

namespace adc::gui {

float screenDpi();

}  // namespace adc::gui
