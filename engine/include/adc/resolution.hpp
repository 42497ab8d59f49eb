#pragma once
// Resolving a procedure: read the inputs, apply the modifiers, look up the table, pick
// the outcome, work out the changes to the books and what to do on the board. Pure: it
// reads the state and returns the result; applying it is the rules' job.

#include "adc/action.hpp"
#include "adc/game_state.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace adc {

struct AppliedModifier {
  std::string name;
  std::int64_t value = 0;
  std::string rule;
};

struct StateChange {
  std::string key;
  Value before;
  Value after;
  std::string rule;
  bool clamped = false;  // the track stopped at its end
  std::optional<std::int64_t> added;  // an `add` effect: the amount it adds ("costs 7" is -7)
};

struct Resolution {
  const Procedure* procedure = nullptr;
  std::string side;
  std::map<std::string, Value> inputs;  // as read (defaults filled, d10 zeros read)
  std::vector<AppliedModifier> modifiers;
  std::int64_t modifierTotal = 0;
  std::optional<std::int64_t> total;
  std::optional<CellRef> cell;
  Value rowValue;
  Value columnValue;
  bool rowClamped = false;
  bool columnClamped = false;
  std::vector<std::pair<std::string, Value>> fields;  // the cell's results, in field order
  std::string inferredBy;  // the house ruling when the cell read was inferred, not printed or typed in
  std::string outcomeId;
  std::string outcome;
  std::vector<StateChange> changes;
  std::vector<std::string> board;

  // The outcome text, or the fields by their names when the procedure has no outcome
  // texts; "(inferred, see the house rulings A2)" when the cell read was inferred.
  std::string headline(const GameData& data) const;
};

// Where printed values come from when the shipped table does not have them: the values
// typed in during this game, then the players' chart overlay.
using ChartSource = std::function<std::optional<std::vector<Value>>(const CellRef&)>;

// Reads typed inputs for a procedure: fills defaults, refuses unknown names, checks
// kinds and ranges (the message gives the expected range).
Expected<std::map<std::string, Value>, ActionError> readInputs(const GameData& data, const Procedure& procedure,
                                                                const std::map<std::string, Value>& typed);

// Whether the effects are checked against the books' ranges: always for an action; not
// for a preview from no saved game (`adc resolve GAME ...`), whose state is only a
// scenario's start, where "costs 7 Louis" is what the players want to read, not that
// a treasury of 0 cannot pay it.
enum class EffectsChecked { AgainstBooks, NotAgainstBooks };

Expected<Resolution, ActionError> resolve(const GameData& data, const Procedure& procedure,
                                          const std::map<std::string, Value>& typedInputs, const std::string& side,
                                          const GameState& state, const ChartSource& charts,
                                          EffectsChecked effects = EffectsChecked::AgainstBooks);

// The cell values a game has: shipped, else typed in during the game.
ChartSource gameCharts(const GameData& data, const GameState& state);

}  // namespace adc
