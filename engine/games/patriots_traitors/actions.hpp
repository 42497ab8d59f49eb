#pragma once
// The module's action types. Every handler checks everything and stages its changes
// (StateChanges) before it writes, so a refused action changes nothing.
//
// Set-up and rounds (5, 6, 7):
//   pt_setup       seating=<factions clockwise>, first_game?       5, 6
//   pt_deal        side, cards=<4 cards>, place=<places>?           5.11, 5 ATTENTION
//   pt_start_round                                                  6, 7
//   pt_end_turn    side                                             7
// Basic actions (7.1-7.4), one per turn:
//   pt_play        side, card, place=<places>?, currency=N?         7.1 influence / currency
//   pt_action      side, card, province?, with?                     7.1 the card's text
//   pt_activate    side, card, at?, general?                        7.2, 10.3, 10.5
//   pt_draw        side, cards=<drawn in order>                     7.3
//   pt_exchange    side, discard, cards=<drawn>                     7.4
// Additional actions and bookkeeping:
//   pt_vote        side, box=oui|non                                10.2
//   pt_currency    side, kind=press|thug|assignat|gold, ...         11
//   pt_give        side, to, kind, count?                           11
//   pt_swap        side, with, give, take                           7 Additional Actions
//   pt_move        faction, count, from, to, rule                   any rule the app does not automate (9)
//   pt_reshuffle                                                    12.2 ATTENTION
//   pt_revolt      law, provinces=<list>                            8.4, 12.7 ATTENTION
// End of round (10.2, 15): pt_suspects, pt_count_votes, pt_propose
// War (12): pt_advance, pt_offensive, pt_general_move
// Showdowns (14): pt_coup, pt_civil_war

#include "common.hpp"

namespace adc::patriots {

Result applySetup(const GameData& data, GameState& state, const Action& action);
Result applyDeal(const GameData& data, GameState& state, const Action& action);
Result applyStartRound(const GameData& data, GameState& state, const Action& action);
Result applyEndTurn(const GameData& data, GameState& state, const Action& action);
Result applyPlay(const GameData& data, GameState& state, const Action& action);
Result applyCardAction(const GameData& data, GameState& state, const Action& action);
Result applyActivate(const GameData& data, GameState& state, const Action& action);
Result applyDraw(const GameData& data, GameState& state, const Action& action);
Result applyExchange(const GameData& data, GameState& state, const Action& action);
Result applyVote(const GameData& data, GameState& state, const Action& action);
Result applyCurrency(const GameData& data, GameState& state, const Action& action);
Result applyGive(const GameData& data, GameState& state, const Action& action);
Result applySwap(const GameData& data, GameState& state, const Action& action);
Result applyMove(const GameData& data, GameState& state, const Action& action);
Result applyReshuffle(const GameData& data, GameState& state, const Action& action);
Result applySuspects(const GameData& data, GameState& state, const Action& action);
Result applyCountVotes(const GameData& data, GameState& state, const Action& action);
Result applyPropose(const GameData& data, GameState& state, const Action& action);
Result applyRevolt(const GameData& data, GameState& state, const Action& action);
Result applyAdvance(const GameData& data, GameState& state, const Action& action);
Result applyOffensive(const GameData& data, GameState& state, const Action& action);
Result applyGeneralMove(const GameData& data, GameState& state, const Action& action);
Result applyCoup(const GameData& data, GameState& state, const Action& action);
Result applyCivilWar(const GameData& data, GameState& state, const Action& action);

}  // namespace adc::patriots
