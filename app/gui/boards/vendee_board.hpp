#pragma once
// Vendée Militaire's own board view: the hex map (control, Fortress tokens, the two draw
// boxes of each hex, the Battle marker), the Rounds board (round and End-of-game markers,
// draws, first attacker, generals and their markers), the Fortress reserve, each side's
// cards, and the score as the rule module's victory count gives it. Beside it, the
// battle helper: forms that build the module's actions (vm_setup ... vm_cannot_outbid).
// The engine decides every question of legality: a hex is offered when the action on a
// copy of the state is not refused for that hex, and every refusal's message is shown.

#include "panels/board_panel.hpp"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace adc::gui {

// Registers the view for "vendee-militaire" (call before the window opens).
void registerVendeeBoardView();

class VendeeBoardView : public BoardView {
 public:
  void draw(Ui& ui) override;
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  // The battle during its bidding: the hex and the attacker, who plays and what to beat.
  std::vector<std::string> underWay(Ui& ui) const override;

  // A hex the engine accepts for an action, with the side that may take it.
  struct Choice {
    std::int64_t hex = 0;
    std::string side;
  };

 private:
  // The board (vendee_board.cpp).
  void drawMap(Ui& ui, float width);
  void drawScore(Ui& ui, float width);
  void drawRoundsBoard(Ui& ui, float width);
  void drawReserveAndCards(Ui& ui, float width);

  // The helper's forms (vendee_battle.cpp).
  void drawActions(Ui& ui);
  void drawSetup(Ui& ui);
  void drawFortify(Ui& ui);
  void drawDraw(Ui& ui);
  void drawDesignate(Ui& ui);
  void drawBidding(Ui& ui);
  void drawBattleStanding(Ui& ui);
  void drawEffects(Ui& ui);
  void drawRoundOver(Ui& ui);
  void drawSetAsideFields(Ui& ui);
  void drawOutcome();
  // The hexes (15-17 included) for which the engine does not refuse `type` by `side`
  // on a copy of the state; the side is tried in turn when `sides` holds both.
  const std::vector<Choice>& accepted(Ui& ui, const std::string& type, const std::vector<std::string>& sides);
  // The engine's refusal of `type` on a hex accepted() did not offer ("" if none).
  std::string refusal(Ui& ui, const std::string& type, const std::vector<std::string>& sides, std::int64_t hex);
  // The engine's answer for an action on a copy of the state (nothing is logged).
  std::string preview(Ui& ui, const Action& action, bool& ok);
  // Whether the engine takes the action now (on a copy of the state).
  bool accepts(Ui& ui, const Action& action);
  bool perform(Ui& ui, Action action, std::string& error);
  bool pressButton(Ui& ui, const std::string& button, std::string& error);
  std::string actingSide(const Ui& ui) const;
  Action playAction(const Ui& ui) const;
  void addSetAside(Action& action) const;
  void resetPlay();

  // Play form.
  std::int64_t m_value = 0;        // 1-5, 0: none chosen
  std::int64_t m_normalBonus = 0;  // 1/2: a Bonus card played as a normal card
  std::string m_type = "military";
  std::int64_t m_bonus = 0;        // 0, +1, +2
  bool m_plusRound = false;
  bool m_minusRound = false;
  std::int64_t m_unique = 0;
  std::string m_text = "none";  // the card's text the engine resolves (vm_play text=, A40)
  bool m_cancelUnique = false;
  std::string m_seat;  // Four-Player variant
  std::int64_t m_die = 0;
  std::int64_t m_hex = 0;
  std::string m_white;  // Random Setup: the 7 hexes White side up, empty for the app to draw
  std::map<std::string, std::int64_t> m_setAside;  // asked by the engine at a reshuffle
  std::set<std::string> m_askSetAside;
  // The last answer of the engine to a button, shown until the next action.
  std::string m_outcome;
  bool m_outcomeError = false;
  std::uint64_t m_outcomeRevision = 0;

  struct Cached {
    std::uint64_t revision = ~std::uint64_t{0};
    std::vector<Choice> choices;
    std::map<std::int64_t, std::string> refusals;  // why the engine refuses the other hexes
  };
  std::map<std::string, Cached> m_accepted;
  std::map<std::string, std::pair<std::uint64_t, bool>> m_accepts;
  std::uint64_t m_previewRevision = ~std::uint64_t{0};
  Action m_previewAction;
  std::string m_previewText;
  bool m_previewOk = false;
};

}  // namespace adc::gui
