#pragma once
// Grand Siècle: the rule module. The books, tables and procedures are data
// (config/games/grand-siecle); the module adds what data cannot say: the final count of
// victory points by player (31.2, 31.3, 9.2) and a check that the data keeps what that
// count reads. See config/games/grand-siecle/NOTES.md for the decisions.

#include "adc/rule_module.hpp"

#include <array>
#include <string>
#include <utility>

namespace adc::grand_siecle {

// 1.0: the two powers of each player in the 5 player game.
inline constexpr std::array<std::pair<const char*, const char*>, 5> pairs{{
    {"england", "turkey"}, {"spain", "prussia"}, {"france", "poland"}, {"holland", "russia"}, {"sweden", "austria"}}};

// 31.3: final VP = VP x Final % rounded down; a player's score is the sum of its two powers;
// the players of a shared pair (9.2) play one power each and double its VP. Ties: 33.1.
VictoryReport victory(const GameData& data, const GameState& state);

void checkData(const GameData& data, Diagnostics& diagnostics);

RuleModule ruleModule();

}  // namespace adc::grand_siecle
