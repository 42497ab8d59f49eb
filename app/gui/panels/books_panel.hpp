#pragma once
// Books: every value the game tracks, grouped as the game data groups them, one column
// per side (or per item of a collection); any value can be corrected with a reason,
// which goes through the log as a `set` action.

#include "panels/panel.hpp"

namespace adc::gui {

class BooksPanel : public Panel {
 public:
  const char* id() const override { return "books"; }
  const char* title() const override { return translatable("Books"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  void valueCell(Ui& ui, std::size_t slot);
  bool correct(Ui& ui, std::string& error);

  std::string m_key;     // the value being corrected
  std::string m_value;
  std::string m_reason;
  bool m_openPopup = false;
  bool m_closePopup = false;  // a script corrected the value: the window closes
  std::string m_error;
};

}  // namespace adc::gui
