#!/usr/bin/env bash
# La Révolution française's army movement through the board's action form: the Allied
# armies move (rf_allied_move) and the app asks for Cobourg's route, which the rulebook
# does not print (9.5.2: "along the arrows printed on the map"); a route that skips the
# text's objective Amiens is refused in the prompt, with the reason; the right one is
# kept and Cobourg marches. Then the Government's regular army of Metz needs Metz's
# neighbours (typed in), and moves. The board's Armies list shows both moves.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct foreign_war true
correct level.coalition 3
correct army_at.cobourg lille
correct coalition_control.lille true

run_app <<SCRIPT
field game revolution-francaise
field scenario historical
field player.royalist Anne
field player.feuillant Benoît
field player.gironde Claire
field player.montagne Denis
field player.sans_culotte Denis
press start
panel books
${corrections}panel board
field action rf_allied_move
try press do
expect chart_prompt allied_routes row cobourg
field route lille paris orleans rouen
try press chart-ok
expect chart_prompt allied_routes row cobourg
frames 3
screenshot refused.png
field route lille amiens paris orleans rouen
press chart-ok
expect chart_prompt 
expect value.army_at.cobourg amiens
field action rf_move
field side government
field army regular_metz
field path strasbourg
try press do
expect chart_prompt region_neighbours row metz
field neighbours lille strasbourg dijon paris
press chart-ok
expect value.army_at.regular_metz strasbourg
frames 3
screenshot moved.png
SCRIPT

# The refusal is written in the prompt, in the error colour.
check_png refused.png count '#ff8066' 24 200
