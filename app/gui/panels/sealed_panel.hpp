#pragma once
// Sealed entries: each side in turn types a hidden value on the same screen, with a
// hand-over screen between players so nobody sees another's entry; all are revealed
// together (the `reveal` action).

#include "panels/panel.hpp"

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

  std::size_t m_entry = 0;
  bool m_entering = false;  // false: the hand-over screen is shown
  std::string m_value;
  std::string m_error;
};

}  // namespace adc::gui
