#pragma once
// What every Révolution française action shares: refusals naming their argument, argument
// readers, the Currents and regions, the component data read from the shipped tables or
// the players' chart, the Economy multiplier, payments and track moves. Internal to the
// module (engine/games/revolution_francaise).

#include "adc/action_arguments.hpp"
#include "adc/rule_module.hpp"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace adc::revolution {

using Result = Expected<Applied, ActionError>;

// A refusal or nothing: how the helpers below report a check that failed.
using Check = std::optional<ActionError>;

// A list of words, "a b c" or "a,b,c"; each must be one of `allowed`.
Expected<std::vector<std::string>, ActionError> wordListArgument(const Action& action, std::string_view name,
                                                                 const std::vector<std::string>& allowed);
// Dice faces ("3,4,6,6": pairs for two-dice rolls), each 1..6, a multiple of `perRoll`.
Expected<std::vector<std::int64_t>, ActionError> diceArgument(const Action& action, std::string_view name,
                                                              std::size_t perRoll);

const std::vector<std::string>& currents();       // the six Political Currents, in 4.2's seating order
const std::vector<std::string>& sides();          // the Currents and the Government
const std::vector<std::string>& regions();        // the 26 regions (3.2.1)
const std::vector<std::string>& personalities();  // the 31 Personalities (4.4)
bool isCurrent(std::string_view side);
std::string sideName(const GameData& data, std::string_view side);
std::string itemName(const GameData& data, std::string_view collection, std::string_view item);

// Expected<std::string> for the acting side, which must be one of `allowed`.
Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action,
                                              const std::vector<std::string>& allowed);

// A printed component value: the shipped table's cell, else the value the players typed
// in during this game (the built-in `chart` action), else an inferred cell's house ruling,
// else NeedsChartValue naming the cell. The reading says which it was.
Expected<CellReading, ActionError> componentReading(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row,
                                                    const std::string& column = {});
Expected<std::vector<Value>, ActionError> componentCell(const GameData& data, const GameState& state,
                                                        const std::string& table, const std::string& row,
                                                        const std::string& column = {});
Expected<std::int64_t, ActionError> componentNumber(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row,
                                                    const std::string& column = {}, std::size_t field = 0);

// The level (1..3) of a track box, from the map's colours (table track_levels, A2), and
// the house ruling when the box's colour is inferred rather than printed or typed in.
struct BoxLevel {
  std::int64_t level = 1;
  std::string inferredBy;
  // "level 2", or "level 2, inferred, see the house rulings A2"
  std::string describe(const GameData& data) const;
};
Expected<BoxLevel, ActionError> levelOfBox(const GameData& data, const GameState& state, const std::string& track,
                                           std::int64_t box);

// The staged books plus the game data, so helpers can read and write in one place.
struct Books {
  const GameData& data;
  const GameState& state;
  StateChanges changes;
  std::vector<std::string> notes;  // what happened, for the journal line

  Books(const GameData& d, const GameState& s) : data(d), state(s), changes(d, s) {}

  std::int64_t turn() const { return state.turn; }
  std::int64_t number(std::string_view key) const { return changes.number(key); }
  std::string text(std::string_view key) const { return changes.text(key); }
  bool flag(std::string_view key) const { return changes.flag(key); }
  // Stages a change the module has checked; a failure is a bug, reported as one.
  void set(std::string_view key, Value value);
  void add(std::string_view key, std::int64_t delta);
  void note(std::string text) { notes.push_back(std::move(text)); }

  // 7.2: level I normal costs, II doubled, III tripled.
  std::int64_t economyMultiplier() const { return number("level.economy"); }
  // Pays `amount` from a side's assignats into the Spent box (3.2.3.4); refuses when short.
  Check pay(std::string_view side, std::int64_t amount, std::string_view what, std::string_view rule);
  // Moves a track marker (clamped to 1..20, 3.2.2.7) and reads its new level (A2).
  Check moveTrack(std::string_view track, std::int64_t delta, std::string_view rule);
  Check setTrack(std::string_view track, std::int64_t box, std::string_view rule);
  // Fame changes are adjustments, clamped to 1..20 (3.2.2.2, A6).
  void adjustFame(std::string_view side, std::int64_t delta, std::string_view rule);

  Result finish(GameState& state, const Action& action, std::string rule, std::string summary);
};

// Regions a Current controls, Paris counting for the Commune's controller while it is
// raised (7.4.4.1, A50); "none" counts the neutral regions.
std::int64_t regionsOf(const Books& books, std::string_view current);
// The controller of Paris for every "control of Paris" check (7.4.4.1, A50).
std::string parisController(const Books& books);
std::string controllerOf(const Books& books, std::string_view region);

}  // namespace adc::revolution
