#pragma once
// Resolve: pick a procedure (the current step's own first), fill its inputs from the
// keyboard, see each modifier with its rule and the odds of each outcome before the
// roll, type the real dice (or roll the app's dice in the tray), and read the result:
// the table and cell that gave it, the effects applied, the board changes to make.

#include "panels/panel.hpp"

#include "adc/odds.hpp"

#include <map>
#include <optional>

namespace adc::gui {

class ResolvePanel : public Panel {
 public:
  const char* id() const override { return "resolve"; }
  const char* title() const override { return "Resolve"; }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  const Procedure* procedure(Ui& ui);
  void choose(Ui& ui, const std::string& procedureId);
  void drawInputs(Ui& ui, const Procedure& procedure);
  void drawOdds(Ui& ui, const Procedure& procedure);
  void drawPreview(Ui& ui, const Procedure& procedure);
  void drawResult(Ui& ui);
  // The typed inputs the engine reads; dice left out when withDice is false.
  Expected<std::map<std::string, Value>, std::string> typedInputs(const Procedure& procedure, bool withDice) const;
  bool resolveNow(Ui& ui, std::string& error);
  bool roll(Ui& ui, const InputDef& input, std::string& error);

  std::string m_procedure;
  std::string m_side;
  std::map<std::string, std::string> m_text;  // input id -> what was typed
  std::map<std::string, bool> m_flags;
  bool m_focusFirst = false;
  std::uint64_t m_seenResolutions = 0;
  std::string m_error;

  // Odds and preview are recomputed only when the inputs or the state change.
  std::string m_oddsKey;
  std::optional<OddsReport> m_odds;
  std::string m_oddsError;
  std::string m_previewKey;
  std::optional<Resolution> m_preview;
  std::string m_previewError;
};

}  // namespace adc::gui
