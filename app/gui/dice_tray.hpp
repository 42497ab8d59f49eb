#pragma once
// The dice tray: the app's dice thrown into a walled tray with Box2D, bouncing and
// settling. The faces are not the physics' business: they come from the engine's
// seeded `roll` action (logged like typed dice) and are shown on the dice as they land.

#include "adc/dice.hpp"

#include <memory>
#include <string>
#include <vector>

namespace adc::gui {

class DiceTray {
 public:
  DiceTray();
  ~DiceTray();
  DiceTray(const DiceTray&) = delete;
  DiceTray& operator=(const DiceTray&) = delete;

  // Throws one die per face; colour "#rrggbb" (empty: ivory).
  void throwDice(const DiceFaces& faces, std::int64_t highestFace, const std::string& color, std::uint32_t seed);
  // Advances the simulation by fixed steps.
  void step(float seconds);
  bool settled() const;
  bool empty() const;
  // Draws the tray into the current ImGui window, width x height pixels.
  void draw(float width, float height);

 private:
  struct World;
  std::unique_ptr<World> m_world;
};

}  // namespace adc::gui
