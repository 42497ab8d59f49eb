#!/usr/bin/env bash
# Undo gives back what was typed, in every form (issue 30): an action undone puts its
# arguments back in the board's form that made it, ready to fix and do again; redone, the
# form empties again. Paris: the reiters' fire with its die; 1793: a starting hand of four
# cards and its faction; La Révolution française: the first action with arguments of the
# turn, each undone with Ctrl+Z and redone with Ctrl+Y.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

seal() {
  printf 'field entry %s\npress handover\nfield value %s\npress seal\npress handover\nfield value %s\npress seal\n' "$1" "$2" "$3"
}

# Paris vaut bien une Messe!: Condé's reiters fire at Piémont on a 9.
run_app <<SCRIPT || fail "Paris's fire did not come back in the form"
resize 1280 720
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
press do
field action pm_activate
field wing dr_conde
press do
field action next
press do
field action next
press do
field action pm_fire
field firer d_conde_reiter1
field target d_piemont1
field die 9
press do
expect value.check_margin.d_piemont1 3
expect board_form.die (none)
key ctrl+z
frames 2
expect board_form.action pm_fire
expect board_form.firer d_conde_reiter1
expect board_form.target d_piemont1
expect board_form.die 9
screenshot paris-undone.png
key ctrl+y
frames 2
expect value.check_margin.d_piemont1 3
expect board_form.die (none)
dump paris.txt
SCRIPT

# 1793: Patriots & Traitors: the Jacobins' starting hand, undone on the Board panel.
export XDG_CONFIG_HOME="$work/config-pt" XDG_DATA_HOME="$work/data-pt"
run_app <<'SCRIPT' || fail "1793's hand did not come back in the form"
resize 1280 720
field game patriots-traitors
field seat.1 Anne
field seat.2 Benoît
field seat.3 Claire
press start
panel board
field action pt_deal
field side jacobins
field cards ac11,ac30,ac12,ac01
press do
expect board_form.cards (none)
key ctrl+z
frames 2
expect board_form.action pt_deal
expect board_form.side jacobins
expect board_form.cards ac11,ac30,ac12,ac01
screenshot patriots-undone.png
SCRIPT
