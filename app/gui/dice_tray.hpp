#pragma once
// The dice tray: the app's dice thrown into a walled tray with Box2D, bouncing and
// settling. The faces are not the physics' business: they come from the engine's
// seeded `roll` action (logged like typed dice) and are shown on the dice as they land.

#include "adc/dice.hpp"

#include <imgui.h>

#include <memory>
#include <string>
#include <vector>

namespace adc::gui {

// One die input's dice, thrown with the others of the procedure.
struct ThrownDice {
  DiceFaces faces;
  std::int64_t highestFace = 6;
  std::string color;  // "#rrggbb" (empty: ivory)
};

// A die seen from above, centred at `centre`, `size` pixels a side, turned by `angle`
// radians: a d6 shows its face as pips, as the dice at the table do; other dice show the
// number. Shared by the tray and the Resolve panel's form and result.
void drawDieFace(ImDrawList* draw, ImVec2 centre, float size, float angle, std::int64_t face, std::int64_t highest,
                 ImU32 paint, ImU32 ink);
// The paint and ink of a die of this colour ("#rrggbb"; empty: ivory with black pips).
ImU32 diePaint(const std::string& color);
ImU32 dieInk(const std::string& color);

class DiceTray {
 public:
  DiceTray();
  ~DiceTray();
  DiceTray(const DiceTray&) = delete;
  DiceTray& operator=(const DiceTray&) = delete;

  // Throws every die of every group together (one press of Roll: all of a procedure's
  // dice), one body per face.
  void throwDice(const std::vector<ThrownDice>& groups, std::uint32_t seed);
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
