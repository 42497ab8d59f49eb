#pragma once
// The End of a Battle [L163-L179]: what the winning Attacker does to the battle hex, the
// End-of-game marker moved by the winner's ±1 Round cards, the played cards discarded,
// then either the next battle (the Defender attacks) or the end of the round [L183].

#include "common.hpp"

namespace adc::vendee {

struct BattleEnd {
  std::string journal;  // what happened and what to change on the board
  std::string stage;    // "designate" or "round_over"
};

// What a win by the Attacker does to the hex: flip it, remove its Fortress, or build
// one; "nothing" when the Defender wins (A6). Judged on the hex at the end of the battle (A33).
std::string hexOutcome(StateChanges& changes, std::string_view winner, std::string_view attacker, std::int64_t hex);

// Ends the battle won by `winner`, staging every change.
BattleEnd finishBattle(StateChanges& changes, const GameData& data, std::string_view winner);

}  // namespace adc::vendee
