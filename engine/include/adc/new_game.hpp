#pragma once
// A new game as the players set it up at the table: who plays, checked against the
// number of players the game is for, and the game's opening choices (rule_module.hpp's
// Opening: 1793's seating) made into its first logged actions, so that a saved game
// replays them and the players are not asked again at the first step.

#include "adc/game_session.hpp"
#include "adc/rule_module.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>

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

// A session for a new game: the setup checked (validateSetup, the number of players,
// every seat of a seated game filled), then the opening actions performed and logged.
// A refusal is a message for the players; nothing is started then.
Expected<GameSession, std::string> startSession(std::shared_ptr<const GameData> data, const Setup& setup,
                                                const std::map<std::string, Value>& options = {});

}  // namespace adc
