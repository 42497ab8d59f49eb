#pragma once
// The module's action types, one handler each. Every handler checks everything and stages
// its changes (StateChanges) before it writes, so a refused action changes nothing.
//
// Orders and activation (3, 4, 6) — orders.cpp:
//   pm_reveal_orders                         3.1: the sealed orders revealed together
//   pm_initiative  [die_protestant, die_catholic]   4.1
//   pm_activate    side, wing                4.2
//   pm_pass        side                      3.2
//   pm_preempt     side, wing, die, adjacent_enemy?           4.4 (step A)
//   pm_change_order order, die               6.3 (step B)
//   pm_reactivate  die, adjacent_enemy?      4.3 (step E)
//   pm_finish                                3.2 F: the active wing's activation ends
// Fire, morale and the rolls that follow (5.2, 8.3, 9.3, 10, 12, 13, 14.1) — combat.cpp:
//   pm_fire        firer, target, die, defensive?, extra_mp?, flank?, distance?, target_in_cover?, village?,
//                  line? (plunging fire), grouped? (a unit grouped with the target, 9.2)
//   pm_morale      unit, die, margin?, leader?
//   pm_rally       unit, die?, grouped?, adjacent?
//   pm_retreat_impossible unit, die
//   pm_commander_death wing, die | grouped_unit_destroyed
//   pm_intercept   unit, die, leader?, target?
//   pm_charge      unit                      11.5: the "Attack" marker
//   pm_command     unit, out                 5.1: the out-of-command marker placed or removed
//   pm_enter_cover unit                      Terrain Effects Table: a level lost entering woods/village
//   pm_exit        unit                      13.2: a Broken unit leaves the map
//   pm_plunder     unit, die                 14.1 optional: Coligny's reiters
// Melee (11) — melee.cpp:
//   pm_melee       attacker, defender, die, supporters?, flank_hexes?, att_leader?, def_leader?, defender_in_cover?,
//                  attacker_in_cover?, reaction?, grouped? (an E or a gun in the defender's hex, 9.2)
// End of turn (3.4) — turn_end.cpp:
//   pm_end_turn

#include "common.hpp"

namespace adc::paris {

Result applyRevealOrders(const GameData& data, GameState& state, const Action& action);
Result applyInitiative(const GameData& data, GameState& state, const Action& action);
Result applyActivate(const GameData& data, GameState& state, const Action& action);
Result applyPass(const GameData& data, GameState& state, const Action& action);
Result applyPreempt(const GameData& data, GameState& state, const Action& action);
Result applyChangeOrder(const GameData& data, GameState& state, const Action& action);
Result applyReactivate(const GameData& data, GameState& state, const Action& action);
Result applyFinish(const GameData& data, GameState& state, const Action& action);

Result applyFire(const GameData& data, GameState& state, const Action& action);
Result applyMorale(const GameData& data, GameState& state, const Action& action);
Result applyRally(const GameData& data, GameState& state, const Action& action);
Result applyRetreatImpossible(const GameData& data, GameState& state, const Action& action);
Result applyCommanderDeath(const GameData& data, GameState& state, const Action& action);
Result applyIntercept(const GameData& data, GameState& state, const Action& action);
Result applyCharge(const GameData& data, GameState& state, const Action& action);
Result applyCommand(const GameData& data, GameState& state, const Action& action);
Result applyEnterCover(const GameData& data, GameState& state, const Action& action);
Result applyExit(const GameData& data, GameState& state, const Action& action);
Result applyPlunder(const GameData& data, GameState& state, const Action& action);

Result applyMelee(const GameData& data, GameState& state, const Action& action);

Result applyEndTurn(const GameData& data, GameState& state, const Action& action);

}  // namespace adc::paris
