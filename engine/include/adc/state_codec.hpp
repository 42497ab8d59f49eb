#pragma once
// A game state to and from JSON, for the checkpoints of a save: they let a long game
// open without replaying its whole log. A checkpoint is only a cache of the log's
// replay; the reader checks that it fits the game's data and refuses one that does not.

#include "adc/expected.hpp"
#include "adc/game_data.hpp"
#include "adc/game_state.hpp"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace adc {

nlohmann::json stateToJson(const GameState& state);
Expected<GameState, std::string> stateFromJson(const nlohmann::json& json, const GameData& data);

}  // namespace adc
