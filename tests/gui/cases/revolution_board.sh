#!/usr/bin/env bash
# La Révolution française's board view on the game's shipped data, historical scenario:
# the situation strip (turn and dates, the Legislative, the Feuillant Government), the
# Assembly hemicycle by Current, the tracks, the regions by controller, and the Prison and
# Guillotine; and the form that performs the module's actions (the turn order, a gift).
# Corrections put the Montagne in Paris with the Commune raised for the
# Sans-Culotte, Danton in prison and Brissot guillotined; an undo brings Paris back.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct place.danton prison
correct place.brissot guillotine
correct revolt.lyon true
correct commune_raised true
correct commune_controller sans_culotte
correct control.paris montagne

run_app <<SCRIPT
field game revolution-francaise
field scenario historical
field player.royalist Anne
field player.feuillant Benoît
field player.gironde Claire
field player.montagne Denis
field player.sans_culotte Denis
press start
panel board
frames 3
screenshot start.png
panel books
${corrections}panel board
frames 3
screenshot board.png
scale 0.6
frames 3
screenshot whole.png
scale 1
frames 2
key ctrl+z
expect value.control.paris gironde
frames 2
screenshot undone.png
field action rf_turn_order
press do
expect-contains question This discards 1 undone action
press discard-go-on
expect value.order.feuillant 1
expect value.order.sans_culotte 6
field action rf_gift
field side gironde
field to marais
field amount 300
press do
expect value.assignats.marais 1100
frames 2
screenshot form.png
dump final.txt
SCRIPT

check_png start.png size 1280 800
# At 1280x800 the board's column is narrow: the regions come first, then the Prison and
# the Guillotine, the Assembly under them (the board scrolls).
# Paris in the Montagne's red after the correction, back in the Gironde's orange after the undo.
check_png start.png count '#e08a2a' 2 1500 @ 322 506 114 24
check_png board.png count '#c42a2a' 2 1500 @ 322 506 114 24
check_png undone.png count '#e08a2a' 2 1500 @ 322 506 114 24
# Lyon's revolt: a red frame round its tile.
check_png board.png count '#e03020' 2 200 @ 565 391 125 56
check_png start.png count '#e03020' 2 0 20 @ 565 391 125 56
# Danton in the Prison du Temple, in the Montagne's red; Brissot on the Guillotine in orange.
check_png board.png count '#c42a2a' 2 300 @ 198 651 66 20
check_png board.png count '#e08a2a' 2 300 @ 198 705 64 20
expect_line final.txt "value.regime = legislative"
expect_line final.txt "value.place.danton = prison"
expect_line final.txt "value.commune_controller = sans_culotte"
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
