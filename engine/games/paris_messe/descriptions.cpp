#include "descriptions.hpp"

namespace adc::paris {

namespace {

using Arg = ArgumentDescription;
constexpr auto none = ActionDescription::SideActs::No;
constexpr auto sideMay = ActionDescription::SideActs::Optional;
constexpr auto sideMust = ActionDescription::SideActs::Required;

// Every roll of the game is a d10 read 0-9 (2).
Arg die(const char* meaning) { return Arg::number("die", meaning, 0, 9); }
Arg unit(const char* name, const char* meaning) { return Arg::item(name, "unit", meaning); }
Arg wing(const char* meaning) { return Arg::item("wing", "wing", meaning); }

// When a form offers each action (ActionDescription::offeredWhen): in the stage of the
// turn (3) it belongs to. The built-in `next` walks the activation's steps A-D and the
// end of the turn; the module's guard refuses it elsewhere.
const char* const inOrders = "stage == 'orders'";                                          // 3.1
const char* const atInitiative = "stage == 'initiative' or stage == 'turn_over'";          // 4.1
const char* const inActivation = "stage == 'activation'";                                  // 3.2
const char* const inActivationOrRetreat = "stage == 'activation' or stage == 'retreat'";  // 3.2, 3.3
const char* const inRetreat = "stage == 'retreat'";                                        // 3.3, 3.4
// Within the activation, the step (3.2 A-F) that each action belongs to, so that the
// form offers the step's own actions first (the handlers refuse them elsewhere).
const char* const atChoice = "stage == 'activation' and step == 'activation.choose'";           // 3.2 F, 4.2
const char* const atPreemption = "stage == 'activation' and step == 'activation.preempt'";      // 3.2 A, 4.4
const char* const atOrderChange = "stage == 'activation' and step == 'activation.change'";      // 3.2 B, 6.3
const char* const atUnitActions = "stage == 'activation' and step == 'activation.actions'";     // 3.2 C
const char* const atReactivation = "stage == 'activation' and step == 'activation.reactivate'"; // 3.2 E
const char* const afterPreemption =
    "stage == 'activation' and step != 'activation.choose' and step != 'activation.preempt'";  // 3.2 F

}  // namespace

std::map<std::string, ActionDescription> actionDescriptions() {
  return {
      {"pm_reveal_orders", {"Reveal the sealed orders", "3.1", none, "", {}, inOrders}},
      {"pm_initiative",
       {"Initiative", "4.1", none, "",
        {Arg::number("die_protestant", "the Protestant roll (only when still tied)", 0, 9).optional(),
         Arg::number("die_catholic", "the Catholic roll (only when still tied)", 0, 9).optional()}, atInitiative}},
      {"pm_activate",
       {"Activate a wing", "4.2", sideMust, "the player whose turn it is to activate",
        {wing("the wing activated")}, atChoice}},
      {"pm_pass", {"Pass", "3.2", sideMust, "the player whose turn it is to activate", {}, atChoice}},
      {"pm_preempt",
       {"Pre-empt", "4.4", sideMust, "the inactive player",
        {wing("the pre-empting wing"), die("the die rolled"),
         Arg::flag("adjacent_enemy", "its commander is next to a non-broken enemy").optional()}, atPreemption}},
      {"pm_change_order",
       {"Change the order", "6.3", sideMay, "the active wing's player",
        {Arg::choice("order", {"attack", "march", "rally"}, "the new order"), die("the die rolled")}, atOrderChange}},
      {"pm_reactivate",
       {"Re-activate", "4.3", sideMay, "the active wing's player",
        {die("the die rolled"),
         Arg::flag("adjacent_enemy", "its commander is next to a non-broken enemy").optional()}, atReactivation}},
      {"pm_finish", {"Finish the activation", "3.2 F", sideMay, "the active wing's player", {}, afterPreemption}},
      {"pm_fire",
       {"Fire", "10", none, "",
        {unit("firer", "the firing unit"), unit("target", "the target"), die("the die rolled"),
         Arg::flag("defensive", "defensive fire").optional(),
         Arg::number("extra_mp", "movement points spent beyond the allowance", 0, 2).optional(),
         Arg::flag("flank", "into the target's flank or rear").optional(),
         Arg::number("distance", "the distance in hexes (artillery)", 1, 10).optional(),
         Arg::flag("target_in_cover", "target infantry in woods or a village").optional(),
         Arg::flag("village", "the firer is in a village").optional(),
         Arg::flag("line", "a further hex of a plunging fire").optional(),
         unit("grouped", "a unit grouped with the target (9.2)").optional()}, atUnitActions}},
      {"pm_morale",
       {"Morale check", "12.1", none, "",
        {unit("unit", "the unit checking"), die("the die rolled"),
         Arg::number("margin", "the excess of the fire (left out: the pending one)", 0, 20).optional(),
         Arg::flag("leader", "its commander is grouped with it").optional()}, inActivationOrRetreat}},
      {"pm_rally",
       {"Rally", "13, 6.2", none, "",
        {unit("unit", "the unit rallying"), die("the die rolled (not when grouped)").optional(),
         Arg::flag("grouped", "grouped with its commander: automatic").optional(),
         Arg::flag("adjacent", "next to its commander").optional()}, atUnitActions}},
      {"pm_retreat_impossible",
       {"Retreat impossible", "9.3", none, "", {unit("unit", "the unit that cannot retreat"), die("the die rolled")},
        inActivationOrRetreat}},
      {"pm_commander_death",
       {"Commander's fate", "5.2.1, 5.2.2", none, "",
        {wing("the commander's wing"), die("the die rolled (not when his unit was destroyed)").optional(),
         Arg::flag("grouped_unit_destroyed", "his unit was destroyed in melee: no roll").optional()}, inActivation}},
      {"pm_intercept",
       {"Intercept", "8.3", none, "",
        {unit("unit", "the intercepting cavalry"), die("the die rolled"),
         Arg::flag("leader", "its commander is grouped with it").optional(),
         unit("target", "the unit intercepted").optional()}, atUnitActions}},
      {"pm_charge", {"Attack marker (charge)", "11.5", none, "", {unit("unit", "the charging unit")}, atUnitActions}},
      {"pm_command",
       {"Out of command", "5.1", none, "",
        {unit("unit", "the unit"), Arg::flag("out", "out of command (no: back in command)").optional()}, inActivation}},
      {"pm_enter_cover",
       {"Enter woods or a village", "Terrain Effects Table", none, "", {unit("unit", "the unit that enters")},
        inActivationOrRetreat}},
      {"pm_exit",
       {"A Broken unit leaves the map", "13.2", none, "", {unit("unit", "the unit leaving")}, inActivationOrRetreat}},
      {"pm_plunder",
       {"Coligny's reiters plunder", "14.1", none, "", {unit("unit", "the reiter"), die("the die rolled")},
        inActivation}},
      {"pm_melee",
       {"Melee", "11", none, "",
        {unit("attacker", "the leading attacker"), unit("defender", "the defender"),
         die("the attacker's die (none against an E or a gun alone)").optional(),
         Arg::number("supporters", "supporting units", 0, 5).optional(),
         Arg::number("flank_hexes", "attackers in flank or rear hexes", 0, 6).optional(),
         Arg::flag("att_leader", "the attacking commander takes part").optional(),
         Arg::flag("def_leader", "the defending commander takes part").optional(),
         Arg::flag("defender_in_cover", "the defender is in woods or a village").optional(),
         Arg::flag("attacker_in_cover", "the attacker is in woods or a village").optional(),
         Arg::flag("reaction", "a reaction melee").optional(),
         unit("grouped", "an E or a gun grouped with the defender (9.2)").optional()}, inActivation}},
      {"pm_end_turn", {"End of turn", "3.4", none, "", {}, inRetreat}},
  };
}

}  // namespace adc::paris
