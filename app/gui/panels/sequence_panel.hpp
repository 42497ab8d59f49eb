#pragma once
// Sequence: where the game stands (turn, phase, step, rule), what to say and what to do
// on the board, the actions and procedures the step asks for as buttons, next/back, and a
// strip of the whole turn with the current step lit; a click on the strip goes to that
// phase or step.

#include "panels/panel.hpp"

#include <optional>

namespace adc::gui {

class SequencePanel : public Panel {
 public:
  const char* id() const override { return "sequence"; }
  const char* title() const override { return translatable("Sequence"); }
  void draw(Ui& ui) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  void drawStrip(Ui& ui);
  static bool goTo(Ui& ui, const std::string& stepId);
  // Opens the board's action form on a rule module action (its button on the step).
  static void openAction(Ui& ui, const std::string& type);
  // Whether the set-up still needs Prepare the game, worked out once per change of the game.
  std::optional<std::uint64_t> m_needsRevision;
  bool m_needsPreparing = false;
};

}  // namespace adc::gui
