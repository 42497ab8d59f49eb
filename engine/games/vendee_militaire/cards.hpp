#pragma once
// The cards, counted: each side's 52 cards are always in its draw pile, a hand, the
// discard pile, set aside (Unique Events), or on the table in the battle. The app does
// not know which card is which (the rulebook prints no card list, A5); it keeps the
// counts, draws with the reshuffle rule [L124] and moves played cards at the battle's end.

#include "common.hpp"

#include <string>
#include <utility>
#include <vector>

namespace adc::vendee {

bool fourPlayer(const StateChanges& changes);

// The seat whose hand a card comes from (Four-Player variant: the `seat` argument, which
// must be a seat of `side`); empty in the two-player game, where `seat` is refused.
Expected<std::string, ActionError> handSeat(const StateChanges& changes, const Action& action, std::string_view side,
                                            std::string_view argument = "seat");

std::int64_t handCount(const StateChanges& changes, std::string_view side, std::string_view seat);

// Takes `count` cards out of a hand (to play or discard them); refuses if the hand holds
// fewer, saying how many it holds.
std::optional<ActionError> takeFromHand(StateChanges& changes, const GameData& data, std::string_view side,
                                        std::string_view seat, std::int64_t count);

// Draws cards for one side into the hands of `portions` (seat, count), in that order
// (one portion with an empty seat in the two-player game). When the draw pile runs out,
// the discard pile is shuffled into a new one, setting aside the Unique Event cards the
// players find in it [L124]; how many they found is `foundUnique` (the app cannot know),
// and a needed reshuffle without it is refused with a prompt for it. If both piles run
// out, the hands get what there is (A16). Returns the journal line.
Expected<std::string, ActionError> drawCards(StateChanges& changes, std::string_view side,
                                             const std::vector<std::pair<std::string, std::int64_t>>& portions,
                                             std::optional<std::int64_t> foundUnique);

// The name of the argument that says how many Unique Events a side set aside at a
// reshuffle: "set_aside_white", "set_aside_blue".
std::string reshuffleArgument(std::string_view side);

// Puts a side's cards on the table this battle into the discard pile, Unique Events set
// aside (A15, A38).
void clearTable(StateChanges& changes, std::string_view side);

// Discards every card left in every hand (end of round [L183]).
std::string discardHands(StateChanges& changes, const GameData& data);

}  // namespace adc::vendee
