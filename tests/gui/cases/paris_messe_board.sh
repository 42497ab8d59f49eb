#!/usr/bin/env bash
# Paris vaut bien une Messe!'s board on the shipped data: Dreux set up, the orders sealed
# side by side in the Sealed entries panel and revealed together by the helper (the
# shared action form), initiative, Condé's wing activated, a failed pre-emption by St.
# André that asks for his rating (the chart prompt, the rulebook prints none), `next`,
# the reiters' fire and Piémont's failed morale check. The view is checked: the activation track (Condé active in gold),
# Piémont's counter turned to its dark back, and the state with `expect` lines.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

seal() {
  printf 'field entry %s\npress handover\nfield value %s\npress seal\npress handover\nfield value %s\npress seal\n' "$1" "$2" "$3"
}

run_app <<SCRIPT
field game paris-messe
field scenario dreux
field player.protestant Anne
field player.catholic Benoît
press start
panel sealed
$(seal wing_order_1 attack march)
$(seal wing_order_2 attack attack)
$(seal wing_order_3 march rally)
panel board
field action pm_reveal_orders
press do
expect value.order.dr_conde attack
expect value.order.dr_guise rally
# The helper offers the actions of the stage the turn is at: at the initiative (4.1) it
# has moved on to pm_initiative by itself.
press do
expect value.first_player protestant
field action pm_activate
field wing dr_conde
press do
expect value.active_wing dr_conde
field action pm_preempt
field wing dr_st_andre
field die 6
press do
field value 1
press chart-ok
expect value.sans_reactivation.dr_st_andre true
field action next
press do
expect value.order.dr_conde attack
field action pm_fire
field firer d_conde_reiter1
field target d_piemont1
field die 9
press do
expect value.check_margin.d_piemont1 3
field action pm_morale
field unit d_piemont1
field die 5
press do
expect value.level.d_piemont1 disordered
frames 3
screenshot board.png
scale 0.6
frames 3
screenshot whole.png
key ctrl+z
expect value.level.d_piemont1 normal
frames 2
screenshot undone.png
dump final.txt
SCRIPT

check_png board.png size 1280 800
# Scale 0.6: Condé's chip on the activation track outlined in gold (active), Piémont 1's
# counter on its dark back (Disordered) among the St. André counters, back to its front
# after the undo. The positions were measured again on whole.png when the helper became
# the shared action form (ModuleActionForm), and again when the form moved to a column
# beside the board (issue 16).
check_png whole.png count '#e8c040' 2 60 @ 156 84 40 34
check_png whole.png count '#481313' 2 500 @ 309 321 34 34
check_png undone.png count '#481313' 2 0 20 @ 309 321 34 34
check_png undone.png count '#a02c2c' 2 500 @ 309 321 34 34
expect_line final.txt "value.check_pending.d_piemont1 = true"
expect_line final.txt "value.order.dr_st_andre = attack"
# To look at the screenshots: ADC_GUI_KEEP=/some/dir copies them there.
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
