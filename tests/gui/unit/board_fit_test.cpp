// The board's scale on the Table view (issue 29): it grows until it fills its half of the
// window, never below type read from across the room, and settles within a few frames.

#include "board_fit.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using adc::gui::BoardFit;
using adc::gui::BoardRoom;

namespace {

// A board that keeps its shape, 600x400 at scale 1 (Vendée's hexes and rounds board).
BoardRoom keepsItsShape(float scale) { return {600.0f * scale, 400.0f * scale}; }

// A board that reflows to the width it is given, as Grand Siècle's power cards do: tiles of
// 250 px at scale 1 in rows across the room, each 300 px high, twelve of them.
BoardRoom reflows(float scale, float width) {
  const float tile = 250.0f * scale;
  const int perRow = std::max(1, static_cast<int>(width / tile));
  const int rows = (12 + perRow - 1) / perRow;
  return {width, static_cast<float>(rows) * 300.0f * scale};
}

// Frames until the fit asks for the same scale twice: the scale it settled on.
template <typename Board>
float settle(BoardFit& fit, BoardRoom room, Board board, int& frames) {
  float scale = fit.scale();
  for (frames = 1; frames <= 20; ++frames) {
    const float next = fit.measured(scale, room, board(scale));
    if (next == scale) return scale;
    scale = next;
  }
  return scale;
}

}  // namespace

TEST_CASE("A board that keeps its shape grows until one of its sides meets its room") {
  BoardFit fit(1.41f, 3.5f);
  int frames = 0;
  const float scale = settle(fit, BoardRoom{1200.0f, 1000.0f}, keepsItsShape, frames);
  // 1200 / 600 = 2 across, 1000 / 400 = 2.5 down: the width decides.
  CHECK(scale == Approx(2.0f).margin(0.08f));
  CHECK(scale <= 2.0f);
  CHECK(fit.fits());
  CHECK(frames <= 8);
}

TEST_CASE("A board that reflows grows until its height meets its room") {
  BoardFit fit(1.0f, 3.5f);
  int frames = 0;
  const BoardRoom room{1200.0f, 1000.0f};
  const float scale = settle(fit, room, [&](float s) { return reflows(s, room.width); }, frames);
  CHECK(fit.fits());
  CHECK(reflows(scale, room.width).height <= room.height);
  // A hundredth more would not fit, or would fit by so little that the eye cannot tell.
  CHECK(reflows(scale * 1.05f, room.width).height > room.height);
  CHECK(frames <= 10);
}

TEST_CASE("A board too big for its room at the smallest readable scale stays at it and scrolls") {
  BoardFit fit(1.41f, 3.5f);
  int frames = 0;
  const float scale = settle(fit, BoardRoom{500.0f, 300.0f}, keepsItsShape, frames);
  CHECK(scale == Approx(1.41f));
  CHECK_FALSE(fit.fits());
}

TEST_CASE("A new room or position searches again from the scale drawn") {
  BoardFit fit(1.41f, 3.5f);
  int frames = 0;
  settle(fit, BoardRoom{1200.0f, 1000.0f}, keepsItsShape, frames);
  fit.restart(0.94f, 3.5f);  // the window made 1280x720
  const float scale = settle(fit, BoardRoom{800.0f, 640.0f}, keepsItsShape, frames);
  CHECK(scale == Approx(800.0f / 600.0f).margin(0.06f));
  CHECK(scale <= 800.0f / 600.0f);
}

TEST_CASE("A scale that fitted and no longer does is left for a smaller one") {
  // The board fits at 1.8 until a scroll bar narrows it; then it needs a little less.
  BoardFit fit(1.0f, 3.5f);
  const BoardRoom room{1000.0f, 1000.0f};
  CHECK(fit.measured(1.8f, room, BoardRoom{1000.0f, 980.0f}) == Approx(1.8f));
  const float next = fit.measured(1.8f, room, BoardRoom{1000.0f, 1020.0f});
  CHECK(next < 1.8f);
  CHECK(next >= 1.7f);
}
