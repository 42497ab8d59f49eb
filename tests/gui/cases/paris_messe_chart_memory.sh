#!/usr/bin/env bash
# The leaders' ratings are not printed (2.1): the players type them once. A tied
# initiative (every wing under March) needs all six Dreux commanders' ratings: the chart
# prompt asks for each in turn. In a second game the app reads all six from the players'
# chart, logging each as a chart entry, and resolves the initiative with no prompt.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

orders() {
  local n
  for n in 1 2 3; do
    printf 'field entry wing_order_%s\npress handover\nfield value march\npress seal\npress handover\nfield value march\npress seal\n' "$n"
  done
}

run_app <<SCRIPT
field game paris-messe
field scenario dreux
field player.protestant Anne
field player.catholic Benoît
press start
panel sealed
$(orders)
panel board
field action pm_reveal_orders
press do
field action pm_initiative
press do
field value 2
press chart-ok
field value 1
press chart-ok
field value 1
press chart-ok
field value 1
press chart-ok
field value 1
press chart-ok
field value 1
press chart-ok
expect value.first_player protestant
panel start
field game paris-messe
field scenario dreux
field player.protestant Anne
field player.catholic Benoît
press start
panel sealed
$(orders)
panel board
field action pm_reveal_orders
press do
field action pm_initiative
press do
expect value.first_player protestant
expect cursor 14
frames 2
screenshot second.png
SCRIPT
check_png second.png size 1280 800
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
