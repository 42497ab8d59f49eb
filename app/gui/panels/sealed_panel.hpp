#pragma once
// Sealed entries: each side in turn types a hidden value on the same screen, with a
// hand-over screen between players so nobody sees another's entry; all are revealed
// together (the `reveal` action).

#include "panels/panel.hpp"

#include <vector>

namespace adc::gui {

class SealedPanel : public Panel {
 public:
  const char* id() const override { return "sealed"; }
  const char* title() const override { return translatable("Sealed entries"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  // The side whose turn it is to enter, or empty when all have.
  std::string nextSide(Ui& ui) const;
  bool seal(Ui& ui, std::string& error);
  // Once this entry has every value, the next one still waiting becomes the current one.
  void moveToWaitingEntry(Ui& ui);
  bool reveal(Ui& ui, std::string& error);
  // The entries the current step has the players write (the step's `sealed`), in the
  // data's order: the panel opens on them when the step comes, and reveals them together.
  std::vector<std::size_t> stepEntries(Ui& ui) const;
  // When the step changed: the first of its entries still waiting for a seal, else the
  // first waiting to be revealed, else its first.
  void followStep(Ui& ui);

  std::size_t m_entry = 0;
  std::string m_stepSeen;  // "turn/step" the entry was last chosen for
  bool m_entering = false;  // false: the hand-over screen is shown
  std::string m_value;
  std::string m_error;
};

}  // namespace adc::gui
