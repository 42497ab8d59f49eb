#pragma once
// Resolve: pick a procedure (the current step's own first), fill its inputs from the
// keyboard, see each modifier with its rule and the odds of each outcome before the
// roll, type the real dice (or roll all of them at once with the app's dice in the
// tray), and read the result right under the Resolve button (scrolled into view): the
// table and cell that gave it, the effects applied, the board changes to make, and its
// outcome marked on the odds bars. Undoing
// a resolution puts its inputs back in the form, the dice already rolled at the table
// among them: the players fix what was wrong and resolve again, and the log says the
// dice were kept.

#include "panels/keyboard_order.hpp"
#include "panels/panel.hpp"

#include "dice_tray.hpp"

#include "adc/odds.hpp"

#include <map>
#include <optional>
#include <vector>

namespace adc::gui {

class ResolvePanel : public Panel {
 public:
  const char* id() const override { return "resolve"; }
  const char* title() const override { return translatable("Resolve"); }
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  // The form as scripts check it: form.procedure, form.side, form.<input> as typed, and
  // form.dice_kept (whether the dice are those of the undone resolution).
  void dumpForm(std::map<std::string, std::string>& dump) const;

 private:
  const Procedure* procedure(Ui& ui);
  void choose(Ui& ui, const std::string& procedureId);
  // Follows the controller: a resolution done (its dice leave the form), one undone (its
  // inputs come back), one redone (its kept dice leave the form).
  void sync(Ui& ui);
  void refill(Ui& ui, const Action& action, std::size_t index);
  // Whether the form's dice are those kept from the undone resolution.
  bool diceKept() const;
  void drawInputs(Ui& ui, const Procedure& procedure);
  void drawOdds(Ui& ui, const Procedure& procedure);
  void drawPreview(Ui& ui, const Procedure& procedure);
  void drawResult(Ui& ui);
  // Opens the Tables panel on the last result's table, its cell shown and outlined.
  void seeInTable(Ui& ui);
  // The typed inputs the engine reads; dice left out when withDice is false.
  Expected<std::map<std::string, Value>, std::string> typedInputs(const Procedure& procedure, bool withDice) const;
  bool resolveNow(Ui& ui, std::string& error);
  // One press rolls every dice input of the procedure: a logged `roll` each, then one
  // throw of them all in the tray.
  bool rollAll(Ui& ui, std::string& error);
  void rollFrom(Ui& ui, const std::string& procedureId, std::vector<std::string> inputs, std::size_t next);

  std::string m_procedure;
  std::string m_side;
  std::map<std::string, std::string> m_text;  // input id -> what was typed
  std::map<std::string, bool> m_flags;
  bool m_focusFirst = false;
  KeyboardOrder m_order;
  // What was out of sight last frame ("" : in sight), for the dump's form.whole.
  std::string m_lastInputOutOfSight;
  std::string m_resolveOutOfSight;  // Tab through the side and every input, in reading order
  bool m_scrollToResult = false;
  bool m_scrollToTop = false;
  std::uint64_t m_seenResolutions = 0;
  std::uint64_t m_seenUndone = 0;
  std::string m_error;
  std::vector<ThrownDice> m_throw;  // the dice of a Roll, thrown once all are logged

  // The undone resolution whose inputs the form holds: its dice, as typed back.
  struct Kept {
    std::size_t index = 0;
    Action action;
    std::map<std::string, std::string> dice;
  };
  std::optional<Kept> m_kept;

  // The odds as they stood when the last resolution was asked for (dice left out), to
  // mark the outcome the roll fell on.
  std::optional<std::pair<std::string, OddsReport>> m_oddsAsked;  // procedure, odds
  std::optional<OddsReport> m_rollOdds;
  std::uint64_t m_rollOddsCount = 0;

  // Odds and preview are recomputed only when the inputs or the state change.
  std::string m_oddsKey;
  std::optional<OddsReport> m_odds;
  std::string m_oddsError;
  std::string m_previewKey;
  std::optional<Resolution> m_preview;
  std::string m_previewError;
};

}  // namespace adc::gui
