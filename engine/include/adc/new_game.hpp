#pragma once
// A new game as the players set it up at the table: who plays, checked against the
// number of players the game is for, and the game's opening choices (rule_module.hpp's
// Opening: 1793's seating) made into its first logged actions, so that a saved game
// replays them and the players are not asked again at the first step.

#include "adc/game_session.hpp"
#include "adc/rule_module.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// How many players the setup names: the distinct names (one player may hold several
// sides, Grand Siècle's pairs of powers).
int countPlayers(const Setup& setup);

// How many players one side seats: one, or a team when the game takes more players than
// it has played sides (Vendée Militaire: 4 players, 2 sides, 2 a side).
int playersASideSeats(const GameData& data);

// Refuses, in the players' words, a number of players the game is not for ("Grand
// Siècle needs at least 5 players; 3 are named").
std::optional<std::string> checkPlayerCount(const GameData& data, const Setup& setup);

// The game's opening, if its rule module has one.
const Opening* findOpening(const GameData& data);

// The scenario the seats named make, when it is another than the one chosen: La
// Révolution française's Marais left without a player is the five-player game of the
// scenario chosen (15.2.1). Its id and why, for the Start panel to say before the game
// starts; startSession starts that one.
struct SeatedScenario {
  std::string scenario;
  std::string why;  // "The Marais has no player: the five-player game starts, … (15.2.1)"
};
std::optional<SeatedScenario> scenarioOfSeats(const GameData& data, const Setup& setup);
// A rule module's answer to that (engine/games/registry.cpp); none for a game whose seats
// never change its scenario.
using SeatsMakeScenario = std::function<std::optional<SeatedScenario>(const GameData&, const Setup&)>;
const SeatsMakeScenario* moduleSeatsMakeScenario(std::string_view gameId);

// A session for a new game: the setup checked (validateSetup, the number of players,
// every seat of a seated game filled), then the opening actions performed and logged.
// A refusal is a message for the players; nothing is started then.
Expected<GameSession, std::string> startSession(std::shared_ptr<const GameData> data, const Setup& setup,
                                                const std::map<std::string, Value>& options = {});

}  // namespace adc
