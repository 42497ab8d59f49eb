#pragma once
// The keyboard's way through a form, in reading order. ImGui 1.86 tabs only between text
// fields, which left a form's drop-downs and check boxes out of the keyboard's reach (Grand
// Siècle's successor, Paris's "Next to its commander"): a form draws its fields through one
// KeyboardOrder, and Tab / Shift+Tab go from field to field whatever its kind. A text field
// takes the cursor; a drop-down opens, the words typed filter its list and Enter (or Tab,
// once something is typed) picks the first match; a check box shows a frame and Space ticks
// it. A drop-down nobody chose from says "Choose …", never nothing.

#include "panels/panel.hpp"

#include <imgui.h>

#include <string>
#include <vector>

namespace adc::gui {

struct ListChoice {
  std::string id;
  std::string label;
};

class KeyboardOrder {
 public:
  // At the start of the form's frame: Tab or Shift+Tab moves the keyboard on from the field
  // that has it; a click takes it away (the field clicked takes it back).
  void begin();
  // At the end: how many fields the form had, so that Tab on the last goes round to the first.
  void end();

  // The field that has the keyboard now (-1: none), and the one the form's next field is.
  int current() const { return m_current; }
  // The next field takes the keyboard (the form's first field when a procedure is chosen).
  void focusNext() { m_target = m_count; m_current = m_count; }

  bool textField(const char* id, const char* hint, std::string& text, ImGuiInputTextFlags flags = 0);
  // `chosen` is a choice's id, "" while none; `noneLabel`, for a field that may stay empty,
  // is the list's first entry and the drop-down's words while none is chosen. `width` < 0:
  // the item width set before. True when the choice changed.
  bool dropDown(Ui& ui, const char* id, const std::vector<ListChoice>& choices, std::string& chosen,
                const char* noneLabel = nullptr, float width = -1.0f);
  // A check box; its words, when it has them, tick it too.
  bool checkBox(const std::string& label, bool& ticked);

  // A drop-down drawn entry by entry (a list with separators or a toggle of its own): while
  // beginDropDown says it is open, each entry() is shown when it matches what is typed and
  // says whether it was picked (clicked, or the first match when Enter or Tab is pressed);
  // then endDropDown.
  bool beginDropDown(const char* id, const std::string& preview, float width = -1.0f);
  bool entry(const std::string& label, bool selected);
  void endDropDown(Ui& ui);

 private:
  int next() { return m_count++; }
  bool takes(int index);

  int m_count = 0;
  int m_lastCount = 0;
  int m_current = -1;
  int m_target = -1;
  std::string m_filter;  // the open drop-down's typed words
  bool m_enter = false;  // pressed while the drop-down is open: its first match is picked
  bool m_tab = false;
  bool m_matched = false;  // an entry matched the typed words
};

}  // namespace adc::gui
