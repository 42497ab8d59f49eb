#pragma once
// 1793: Patriots & Traitors' own board view: the round and month, whose turn, the Law
// track (proposed and passed Laws), the treasury; the Paris board's areas with each
// faction's cubes against the free spaces, the Conciergerie, the Place de la Révolution
// and the vote boxes; the France board's provinces (their cube, the Coalition armies and
// the Generals in them) and the territories beyond the borders; and a card per faction
// (pile, stock, currencies, cards, activated Leaders, score so far). Display only: every
// number is read from the engine's state. Below the board, one form enters any of the
// rule module's actions (pt_...): the action, the acting faction and its arguments, with
// the engine's answer on a copy of the state shown before it is done.

#include "panels/board_panel.hpp"

#include <cstdint>
#include <string>

namespace adc::gui {

// Registers the view for "patriots-traitors" (call before the window opens).
void registerPatriotsTraitorsBoardView();

class PatriotsTraitorsBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
  // Script hooks of the action form: fields action, faction, args; button do.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  void drawSituation(Ui& ui);
  void drawParis(Ui& ui, float width);
  void drawFrance(Ui& ui, float width);
  void drawFactions(Ui& ui);
  void drawActionForm(Ui& ui);
  // The action the form describes; arguments are name=value words ("quoted" for spaces).
  Action formAction() const;
  bool perform(Ui& ui, std::string& error);

  std::string m_type = "pt_start_round";
  std::string m_faction;  // "" for an action without an acting faction
  std::string m_args;
  // The engine's answer for the form's action on a copy of the state, kept per revision.
  std::uint64_t m_previewRevision = ~std::uint64_t{0};
  Action m_previewAction;
  bool m_previewOk = false;
  std::string m_previewText;
  std::string m_outcome;
  std::uint64_t m_outcomeRevision = 0;
};

}  // namespace adc::gui
