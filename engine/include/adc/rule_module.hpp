#pragma once
// Per-game rule code: what a game's data cannot say (a card battle, a victory count).
// A module adds action types, may check the game's data when it loads, and may compute
// victory. Modules are listed by game id in engine/games/registry.cpp — plain function
// calls, no static-initialisation tricks that a static library would drop.

#include "adc/action_description.hpp"
#include "adc/diagnostics.hpp"
#include "adc/rules.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace adc {

using ActionHandler = std::function<Expected<Applied, ActionError>(const GameData&, GameState&, const Action&)>;

struct VictoryLine {
  std::string side;
  std::int64_t points = 0;
  std::vector<std::pair<std::string, std::int64_t>> breakdown;  // "2 VP per hex" -> 14
};

struct VictoryReport {
  std::vector<VictoryLine> sides;
  std::string winner;       // side id
  std::string explanation;  // how the winner was decided, with tie-breaks
  std::string rule;
};

// What a new game asks at the Start panel besides a name for each side, and the first
// actions it makes of the answers: the table chooses once, before the game, and is not
// asked the same thing again at the game's first step (1793's seating).
struct Opening {
  // The players sit around the table in the order of Setup::players, one side each: the
  // Start panel asks for the seats in clockwise order, and each seat's side.
  bool seating = false;
  // How many seats a scenario has; none: any number the game's min and max allow.
  std::function<std::optional<int>(const Scenario&)> seats;
  // Further choices made once at the start (a flag is a check box), by argument name.
  std::vector<ArgumentDescription> options;
  // The actions, performed and logged first, that record the players and these choices;
  // `options` holds a value for every option (a flag unchecked is false).
  std::function<std::vector<Action>(const GameData&, const Setup&, const std::map<std::string, Value>& options)> actions;
};

struct RuleModule {
  std::string gameId;
  // Extra action types. They may not reuse a built-in type (rules.hpp lists them).
  std::map<std::string, ActionHandler> actions;
  // Checks beyond the generic loader's, reported with the data errors.
  std::function<void(const GameData&, Diagnostics&)> checkData;
  std::function<VictoryReport(const GameData&, const GameState&)> victory;
  // May refuse a built-in action before it applies: a game whose own actions move the
  // sequence (a battle loop) refuses a `next` that would skip ahead of them.
  std::function<std::optional<ActionError>(const GameData&, const GameState&, const Action&)> guardBuiltIn;
  // One description per action type (action_description.hpp): what the CLI's `adc actions`
  // lists and the GUI's action form is built from. Every action has one (a test checks).
  std::map<std::string, ActionDescription> descriptions;
  std::optional<Opening> opening;
  // What a side's sealed entry is called for that side, when the data's one name does
  // not say (Paris's "Order of wing 1" is the order of Condé's Left wing for the
  // Huguenots): the hand-over screen shows it. None: the data's name.
  std::function<std::optional<std::string>(const GameData&, const GameState&, const std::string& sealed,
                                           const std::string& side)>
      sealedName;
};

// A module's handler that refuses, instead of stopping the program, when staging a change
// finds the books corrected into a position its rules never reach (a std::logic_error
// from StateChanges): nothing was committed, and the refusal asks for a correction first.
ActionHandler guarded(Expected<Applied, ActionError> (*handler)(const GameData&, GameState&, const Action&));

const RuleModule* findRuleModule(std::string_view gameId);

// The game's module actions offered on this state (ActionDescription::offeredWhen): first
// those whose condition names the current step (the step's own: Pre-empt at the
// pre-emption step), then the others, each group in the order of the action ids. An
// unreadable condition offers its action. Without `alsoUnconditional`, only actions
// whose condition holds (what a step's buttons show), not those offered at any time.
std::vector<std::string> actionsOfferedNow(const GameData& data, const GameState& state, bool alsoUnconditional);
// Adds (or replaces) a module at run time; the tests use it for their test games.
void registerRuleModule(RuleModule module);
// True for action types the engine handles itself.
bool isBuiltInAction(std::string_view type);

// Reading and changing values by key in a module's handler, keeping the engine's
// promise that a refused action changes nothing: stage every change (each one is
// checked against the value's kind and range), then commit them together.
class StateChanges {
 public:
  StateChanges(const GameData& data, const GameState& state) : m_data(data), m_state(state) {}

  const GameData& data() const { return m_data; }

  // The value as staged so far; a key the game does not keep is a logic error here,
  // since module code only names keys its own game.toml declares.
  const Value& read(std::string_view key) const;
  std::int64_t number(std::string_view key) const;
  bool flag(std::string_view key) const;
  std::string text(std::string_view key) const;

  // Checks and stages a change; the error says what and why.
  std::optional<ActionError> set(std::string_view key, Value value);
  std::optional<ActionError> add(std::string_view key, std::int64_t delta);

  void commit(GameState& state) const;
  // "treasury.red 10 → 12, ..." for journal lines.
  std::string describe() const;

 private:
  std::size_t slotOf(std::string_view key) const;
  const GameData& m_data;
  const GameState& m_state;
  std::map<std::size_t, Value> m_staged;
  // The values before the first change of each slot: describe() reads these, so it still
  // tells what changed after commit() wrote into the very state m_state refers to.
  std::map<std::size_t, Value> m_before;
};

}  // namespace adc
