// The UI scale's rule: it follows the window and the screen's density, and a scale the
// players set overrides it.

#include "ui_scale.hpp"

#include <catch2/catch.hpp>

using adc::gui::automaticScale;
using adc::gui::effectiveScale;

TEST_CASE("the automatic scale is 1 at 1920x1080 and at 1280x720 on an ordinary screen") {
  CHECK(automaticScale(1920, 1080) == Approx(1.0f));
  CHECK(automaticScale(1280, 720) == Approx(1.0f));
  CHECK(automaticScale(1280, 800) == Approx(1.0f));
}

TEST_CASE("a larger window draws larger, in steps of 0.05") {
  CHECK(automaticScale(2560, 1440) == Approx(1.30f));  // 1.333 rounded down
  CHECK(automaticScale(3840, 2160) == Approx(2.0f));
  // The narrower side decides: a tall narrow window does not blow the text up.
  CHECK(automaticScale(1920, 2160) == Approx(1.0f));
  CHECK(automaticScale(2000, 1100) == Approx(1.0f));  // 1.018 rounds down to 1
}

TEST_CASE("a dense screen draws at its density while the window holds it") {
  CHECK(automaticScale(3840, 2160, 192.0f) == Approx(2.0f));
  CHECK(automaticScale(2880, 1620, 192.0f) == Approx(2.0f));  // fit 1.5, density 2, room 2.25
  // A 1280x720 window on that screen: the layout must still fit, so no more than 1.
  CHECK(automaticScale(1280, 720, 192.0f) == Approx(1.0f));
  CHECK(automaticScale(1920, 1080, 144.0f) == Approx(1.5f));
  // A density the desktop does not tell (0) is the ordinary one.
  CHECK(automaticScale(1920, 1080, 0.0f) == Approx(1.0f));
}

TEST_CASE("a window smaller than 1280x720 draws smaller, down to three quarters") {
  CHECK(automaticScale(1024, 600) == Approx(0.80f));
  CHECK(automaticScale(800, 480) == Approx(0.75f));
}

TEST_CASE("a scale the players set overrides the automatic one, within the range drawn") {
  CHECK(effectiveScale(std::nullopt, 2560, 1440) == Approx(1.30f));
  CHECK(effectiveScale(1.5f, 1280, 720) == Approx(1.5f));
  CHECK(effectiveScale(9.0f, 1280, 720) == Approx(3.0f));
  CHECK(effectiveScale(0.1f, 3840, 2160) == Approx(0.5f));
}
