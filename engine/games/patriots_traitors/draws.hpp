#pragma once
// Drawing cards from the draw pile (7.3, 7.4, 5.11): the players say which cards they
// drew, in order; immediate-to-play cards leave the hand at once — Angry mob to the
// discard pile, To Paris! to the To Paris! pile (12.2 ATTENTION), waiting for pt_advance.

#include "cards.hpp"

#include <string>
#include <vector>

namespace adc::patriots {

struct DrawLimits {
  std::int64_t keep = 1;      // cards that may go into the hand
  std::int64_t maxDraws = 2;  // 7.3 ATTENTION: a 2nd card after an immediate one, never a 3rd
  bool immediatesToDiscard = false;  // starting hands (5 ATTENTION): discarded, not resolved
  // Notre-Dame draws: each immediate card drawn is replaced by one more draw (AMB-34).
  bool replaceEachImmediate = false;
};

// Stages the draw; returns the journal line or why it is refused.
Expected<std::string, ActionError> drawCards(const GameData& data, const GameState& state, StateChanges& changes,
                                             std::string_view faction, const std::vector<std::string>& drawn,
                                             DrawLimits limits, std::int64_t* immediates = nullptr);

}  // namespace adc::patriots
