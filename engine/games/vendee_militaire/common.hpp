#pragma once
// What every Vendée Militaire action shares: refusals with their argument, argument
// readers that name what was expected, the sides and seats, the component data read
// from the shipped tables or the players' chart, and the cursor of the sequence.
// Internal to the module (engine/games/vendee_militaire).

#include "adc/action_arguments.hpp"
#include "adc/rule_module.hpp"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace adc::vendee {

using Result = Expected<Applied, ActionError>;

// Hexes 1-14 start on the board, 15-17 are the Virée de Galerne hexes [L50, L202].
constexpr int firstHex = 1;
constexpr int lastStartingHex = 14;
constexpr int lastHex = 17;
constexpr int fortressTokens = 6;  // [L34, L88]

// A list of whole numbers ("3,5,9" is read as dice faces by the CLI; a single number is
// a list of one).
Expected<std::optional<std::vector<std::int64_t>>, ActionError> numberListArgument(const GameData& data,
                                                                                    const Action& action,
                                                                                    std::string_view name);

// The acting side: white or blue.
Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action);
std::string opponent(std::string_view side);
std::string sideName(const GameData& data, std::string_view side);  // "Whites (Vendéens)"
// A side as the players' word for it ([words] white, blue): "White" ("Blancs" in French).
std::string capitalised(const GameData& data, std::string_view side);

std::string hexItem(std::int64_t hex);                             // "h7"
std::string hexKey(std::string_view base, std::int64_t hex);       // "control.h7"

// Four-Player variant seats, clockwise: s1 Blue, s2 White, s3 Blue, s4 White [L250].
const std::vector<std::string>& seats();
std::string seatSide(std::string_view seat);
std::string nextSeat(std::string_view seat);
// A seat as the players read it: "Seat 1 (Blue)" (the seat collection's names).
std::string seatName(const GameData& data, std::string_view seat);

// A printed component value: the shipped table's cell, else the value the players typed
// in during this game (the built-in `chart` action), else NeedsChartValue naming the cell
// so the app asks for it. Reading only state.chartValues keeps replay exact.
Expected<std::vector<Value>, ActionError> componentCell(const GameData& data, const GameState& state,
                                                        const std::string& table, const std::string& row,
                                                        const std::string& column);

// Moves the sequence's cursor to the step that matches the module's stage, so the prompt
// the players see is the one for what they must do next.
void showStep(const GameData& data, GameState& state, std::string_view stage);
// The sequence step shown for each stage.
std::string stepForStage(std::string_view stage);

// Stages a change that cannot fail by construction (the module checked it); a failure is
// a bug in the module, reported as such rather than silently ignored.
void stage(StateChanges& changes, std::string_view key, Value value);
void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta);

}  // namespace adc::vendee
