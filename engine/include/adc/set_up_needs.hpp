#pragma once
// What the game needs at set-up that the rulebook does not print, so that one screen
// ("Prepare the game") can ask for all of it together instead of one refusal at a time
// (issue 16): the unknown chart cells the set-up step's own actions read (Vendée's
// starting faces), and the set-up step's procedures that each side resolves once (Grand
// Siècle's starting values of a power, read from the scenario sheet), with the inputs
// each side is asked; and the set-up's own actions that each side does with what it drew
// (1793's starting hands, 5.11: the cards are dealt at the table and typed in). Worked out
// from the data and the rules, never listed by hand: the set-up actions are tried on a copy
// of the state, which says which cells they read and which sides may act.

#include "adc/game_session.hpp"
#include "adc/table.hpp"

#include <string>
#include <vector>

namespace adc {

// Printed cells a set-up action needs and the rulebook does not print.
struct SetUpCells {
  std::string action;           // the rule module's action that reads them
  std::vector<CellRef> cells;   // in the order the action reads them
  // The action goes through, without arguments, once the cells are known: the screen
  // performs it after logging them. False: the players still do it from its form.
  bool performable = false;
};

// One side's row of a set-up procedure resolved once per side.
struct SetUpRow {
  std::string side;
  std::vector<std::string> inputs;  // the inputs asked of this side, in the procedure's order
  bool resolved = false;            // already resolved for it in this game
};

struct SetUpProcedure {
  std::string procedure;
  std::vector<SetUpRow> rows;  // one per played side, in the game's order of sides
};

// One seated side's part in a set-up action that each side does for itself (1793's
// starting hand, 5.11).
struct SetUpTurn {
  std::string side;
  bool done = false;  // logged for this side in this game, and the engine takes it no more
  bool open = false;  // the engine would take it from this side now, its arguments given
};

// A rule module's set-up action each side does (its description requires the acting
// side), with the sides of the players at the table in their order.
struct SetUpAction {
  std::string action;
  std::vector<SetUpTurn> sides;
};

struct SetUpNeeds {
  std::vector<SetUpCells> charts;
  std::vector<SetUpProcedure> perSide;
  std::vector<SetUpAction> bySide;
  bool empty() const { return charts.empty() && perSide.empty() && bySide.empty(); }
};

// True while the sequence stands at the game's set-up: a phase or step of the current
// step's path has the id "setup" (the data's convention in every game that has one).
bool atSetUp(const GameData& data, const GameState& state);

// What the game at the session's cursor still needs at set-up; empty when it is not at
// set-up. Cells already known (printed, or typed in this game) are not listed.
SetUpNeeds setUpNeeds(const GameSession& session);

// A procedure of the set-up step resolved once per side: it writes only the acting
// side's books (every effect's target reads `side`), and it rolls no dice.
bool resolvedPerSide(const Procedure& procedure);

}  // namespace adc
