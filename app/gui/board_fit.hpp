#pragma once
// The scale at which a game's board fills its half of the Table view (issue 29: the
// shared screen, read from across the room). A board is laid out by its own view at a
// scale (its type and its tiles grow together); some keep their shape (Vendée's hexes),
// others reflow to the width they are given (Grand Siècle's power cards), so the height
// they take at a scale is measured, not computed. Each frame the Table view reports the
// room the board had and the room it took; the fit answers the scale to draw the next
// frame at, searching between the largest scale known to fit and the smallest known not
// to, and settling within a few frames. The fonts of a new scale are built between frames
// (fonts.hpp), so the search asks for as few scales as it can.

#include <cstdint>
#include <limits>

namespace adc::gui {

struct BoardRoom {
  float width = 0.0f, height = 0.0f;
};

class BoardFit {
 public:
  // The scales a board may be drawn at: the smallest keeps its type readable from across
  // the room (the board's regular type at least `smallest` times the panels'), the
  // largest keeps the fonts' atlas small.
  BoardFit(float smallest, float largest);

  // The scale to draw at now.
  float scale() const { return m_scale; }
  // Whether the board as last measured fits its room at scale() (else it scrolls: a
  // board too big at the smallest scale).
  bool fits() const { return m_fits; }
  // A new position or room: what fitted before is known no longer.
  void restart(float smallest, float largest);
  // The room the board had and the room it took, drawn at `drawnAt`: the scale to draw
  // the next frame at (the same once settled).
  float measured(float drawnAt, BoardRoom room, BoardRoom used);

 private:
  float m_smallest, m_largest;
  float m_scale;
  float m_fitting = 0.0f;                                    // the largest scale seen to fit
  float m_overflowing = std::numeric_limits<float>::max();  // the smallest seen not to
  bool m_fits = true;
};

}  // namespace adc::gui
