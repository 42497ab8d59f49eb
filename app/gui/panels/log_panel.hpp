#pragma once
// Log: the journal of every action with its rule, a separator per turn; undo, redo,
// undo to any line (asked first, with how many actions it undoes; the session's cursor
// moves, the state is replayed, the undone lines stay to be redone); export to Markdown.

#include "panels/panel.hpp"

#include <optional>

namespace adc::gui {

class LogPanel : public Panel {
 public:
  const char* id() const override { return "log"; }
  const char* title() const override { return translatable("Log"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  static std::string markdown(const GameSession& session);
  // The undo-to-here question on screen, in words ("" when none is asked).
  std::string question(Controller& controller) const;

 private:
  bool exportTo(Ui& ui, std::string& error);
  // A click on a line: back asks first, forward (a redo) goes at once.
  void goTo(Ui& ui, std::size_t cursor);
  void drawUndoQuestion(Ui& ui);
  std::optional<std::size_t> m_undoTo;  // the line an undo-to-here would go back to
  std::string m_exportPath;
  std::size_t m_seenLength = static_cast<std::size_t>(-1);
};

}  // namespace adc::gui
