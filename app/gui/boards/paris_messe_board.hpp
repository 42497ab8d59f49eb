#pragma once
// Paris vaut bien une Messe!'s own board view: the battle's situation (turn, stage,
// initiative, who activates, the result), the activation track of the turn (each wing
// by the priority of its order, Attack! before March before Rally, in its state: ready,
// active, En attente, finished, blocked), and each side's wings as rows: the commander
// with his order, rating and markers, then the wing's counters showing their morale state
// as on the table (counter front or back, Shaken or Broken marker) with their markers.
// Beside it, the orders helper: a form that builds the module's actions (pm_activate ...
// pm_end_turn) from the units and wings in play and the dice the players rolled; the
// engine decides every question of legality and its answer is shown.

#include "panels/board_panel.hpp"

#include <cstdint>
#include <map>
#include <string>

namespace adc::gui {

// Registers the view for "paris-messe" (call before the window opens).
void registerParisMesseBoardView();

class ParisMesseBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
  // Script hooks of the helper: field action|side|<argument> VALUE, press do.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;

 private:
  // The helper (paris_messe_actions.cpp).
  void drawActions(Ui& ui);
  Action buildAction(const Ui& ui) const;
  bool perform(Ui& ui, std::string& error);
  std::string m_action = "pm_activate";
  std::string m_lastStep;                       // the helper follows the sequence's step
  std::string m_side;                          // empty: the side the situation names
  std::map<std::string, std::string> m_fields;  // argument -> typed text ("" = not given)
  std::string m_outcome;
  bool m_outcomeError = false;
  std::uint64_t m_previewRevision = ~std::uint64_t{0};
  std::string m_previewKey;
  std::string m_previewText;
  bool m_previewOk = false;

  // The board (paris_messe_board.cpp).
  void drawSituation(Ui& ui);
  void drawActivationTrack(Ui& ui);
  void drawSide(Ui& ui, const std::string& side);
  void drawLegend(Ui& ui);
};

}  // namespace adc::gui
