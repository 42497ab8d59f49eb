#pragma once
// What every 1793: Patriots & Traitors action shares: refusals, argument readers, the
// factions and their seats, majorities, the component data read from the shipped tables
// or the players' chart, and the cursor of the sequence. Internal to the module.

#include "adc/action_arguments.hpp"
#include "adc/rule_module.hpp"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace adc::patriots {

using Result = Expected<Applied, ActionError>;

// The factions, in the order game.toml lists them (most radical first, 6).
const std::vector<std::string>& factions();

// "ac11,ac30" (or a single word) as a list; empty when absent.
std::vector<std::string> listArgument(const Action& action, std::string_view name);

// The acting side, which must play this game.
Expected<std::string, ActionError> actingFaction(const StateChanges& changes, const Action& action);
// A faction named by an argument (any of the five: Royalist cubes exist in every game).
Expected<std::string, ActionError> factionArgument(const Action& action, std::string_view name, bool required);
bool inPlay(const StateChanges& changes, std::string_view faction);
// "Jacobin", in the players' language (say()).
std::string factionName(const GameData& data, std::string_view faction);
// Rank from most radical (1, the Cordeliers) to most conservative (5), table radical_rank (6).
std::int64_t radicalRank(const GameData& data, std::string_view faction);
// "Dumouriez": a General as its meeple is named in the general collection (10.5).
std::string generalName(const GameData& data, std::string_view general);

// The factions with the most cubes in an area, when at least one has a cube there: one
// faction is a majority (Glossary MAJORITY), several are a tie.
std::vector<std::string> leaders(const StateChanges& changes, std::string_view area);
// The single faction with the majority, or "" on a tie or an empty area.
std::string majority(const StateChanges& changes, std::string_view area);

// A printed component value: the shipped table's cell, else the value the players typed
// in during this game (the `chart` action), else NeedsChartValue naming the cell.
Expected<Value, ActionError> componentCell(const GameData& data, const GameState& state, const std::string& table,
                                           const std::string& row);
Expected<std::int64_t, ActionError> componentNumber(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row);
Expected<std::string, ActionError> componentText(const GameData& data, const GameState& state,
                                                 const std::string& table, const std::string& row);
// A result field of the Results of War table.
std::int64_t warResult(const GameData& data, const std::string& row, const std::string& field);

// Where the round stands, in the players' words ("the players are taking their turns").
std::string stageText(const GameData& data, std::string_view stage);
// The refusal, pointing to what moves the round on from the stage it is at.
ActionError pointOn(ActionError refusal, const StateChanges& changes);

// Moves the sequence's cursor to the step that prompts the stage.
void showStep(const GameData& data, GameState& state, std::string_view stage);

// Stages a change the module has already checked; a failure is a bug in the module.
void stage(StateChanges& changes, std::string_view key, Value value);
void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta);

// The turn's faction must be acting, in the turns stage.
std::optional<ActionError> requireTurn(const StateChanges& changes, std::string_view faction, std::string_view what);
// The basic action of the turn (7): one only.
std::optional<ActionError> requireBasicActionLeft(const StateChanges& changes, std::string_view faction);

// After any change: the end conditions of 13.1-13.3 that do not need a card play.
// Returns a journal line when the game ended.
std::string checkSuddenEnd(StateChanges& changes, std::int64_t round);
// Checks the sudden ends, commits, and if the game ended closes the sequence and adds the
// reason to the journal line.
void commitChecked(const GameData& data, GameState& state, StateChanges& changes, std::string& line);

}  // namespace adc::patriots
