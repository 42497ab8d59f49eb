#pragma once
// Log: the journal of every action with its rule, a separator per turn; undo, redo,
// undo to any line (the session's cursor moves, the state is replayed); export to
// Markdown.

#include "panels/panel.hpp"

namespace adc::gui {

class LogPanel : public Panel {
 public:
  const char* id() const override { return "log"; }
  const char* title() const override { return "Log"; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

  static std::string markdown(const GameSession& session);

 private:
  bool exportTo(Ui& ui, std::string& error);
  std::string m_exportPath;
  std::size_t m_seenLength = static_cast<std::size_t>(-1);
};

}  // namespace adc::gui
