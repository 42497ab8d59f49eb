#pragma once
// The module's action types, one handler each. Every handler checks everything and stages
// its changes (StateChanges) before it writes, so a refused action changes nothing.
//
//   vm_setup     [white=<7 hexes>?]                  place the starting hexes (Setup I [L50], Random Setup [L246])
//   vm_fortify   side, hex                            Random Setup: place a Fortress token [L246]
//   vm_draw      [set_aside_white, set_aside_blue]   the round's draw [L122-L124]
//   vm_designate side, hex                            step I and the step II draws [L132-L134]
//   vm_pass      side                                 no hex may be designated at all (A18)
//   vm_play      side, value+type | normal_bonus, bonus?, plus_round?, minus_round?, unique?   steps III-VI [L136-L142]
//   vm_cancel    side, unique?                        a Cancellation card [L206]
//   vm_general   side, die, extra?                    the general (or the extra general) [L153-L159, L208]
//   vm_cannot_outbid side                             the end of the battle [L165-L179]
//   card texts the rulebook describes: vm_convert, vm_remove_fortress, vm_discard_random,
//   vm_add_hex, vm_extra_general (Example of Play [L220, L232]; Card Notes [L202, L208])
// In the Four-Player variant, actions that take cards from a hand name its seat (seat=s1..s4).

#include "common.hpp"

namespace adc::vendee {

Result applySetup(const GameData& data, GameState& state, const Action& action);
Result applyFortify(const GameData& data, GameState& state, const Action& action);
Result applyDraw(const GameData& data, GameState& state, const Action& action);
Result applyDesignate(const GameData& data, GameState& state, const Action& action);
Result applyPass(const GameData& data, GameState& state, const Action& action);
Result applyPlay(const GameData& data, GameState& state, const Action& action);
Result applyCancel(const GameData& data, GameState& state, const Action& action);
Result applyGeneral(const GameData& data, GameState& state, const Action& action);
Result applyCannotOutbid(const GameData& data, GameState& state, const Action& action);
Result applyConvert(const GameData& data, GameState& state, const Action& action);
Result applyRemoveFortress(const GameData& data, GameState& state, const Action& action);
Result applyDiscardRandom(const GameData& data, GameState& state, const Action& action);
Result applyAddHex(const GameData& data, GameState& state, const Action& action);
Result applyExtraGeneral(const GameData& data, GameState& state, const Action& action);

}  // namespace adc::vendee
