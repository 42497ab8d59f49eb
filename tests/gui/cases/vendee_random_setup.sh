#!/usr/bin/env bash
# Vendée Militaire's Random Setup through the board's helper [L246]: the players type the
# 7 hexes they placed White side up, then place the Fortress tokens by clicking hexes,
# Blue first (a White token first is refused with the engine's message). Designating a
# hex whose boxes the rulebook does not print asks for them through the chart prompt;
# the map then shows them, and a hex's symbols once typed in. A Virée de Galerne hex joins the map; a finished game shows
# its final score.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app <<'SCRIPT'
field game vendee-militaire
field scenario random_setup
field player.white Anne
field player.blue Benoît
press start
panel board
field white 1,2,3,4,5,6,7
press setup
expect value.stage fortresses
expect value.control.h7 white
expect value.control.h8 blue
expect value.fortress_reserve 6
screenshot fortresses.png
field hex 1
try press fortify
expect-contains status the Blue player places their 2 Fortress tokens first
expect value.fortress.h1 none
field hex 8
press fortify
field hex 9
press fortify
field hex 1
press fortify
field hex 2
press fortify
expect value.stage draw
expect value.fortress.h8 blue
expect value.fortress.h2 white
expect value.fortress_reserve 2
# Hex 1's symbols, typed in from the players' hex in the Tables panel, show on the map.
panel tables
field hex_symbols|1||symbols maritime+route_royale
press enter:hex_symbols|1|
panel board
press draw
field hex 4
press designate
expect chart_prompt hex_draws row 4, column white
field draw_white 3
field draw_blue 2
press chart-ok
expect chart_prompt 
expect value.battle_hex 4
expect value.hand.white 10
expect value.hand.blue 9
screenshot designated.png
# A Virée de Galerne card: its player adds hex 15, Blue side up (A19).
field value 2
field type both
field text viree_de_galerne
press play
field hex 15
press add_hex
expect value.control.h15 blue
# The card's text is resolved once (A40): a second hex is refused.
field hex 16
try press add_hex
expect-contains status has no Virée de Galerne text to resolve
screenshot galerne.png
dump final.txt
SCRIPT

# The finished game of the golden fixture: the final score from the rule module.
cp "$(dirname "$0")/../../fixtures/vendee-militaire/whole_game.toml" whole_game.toml
run_app <<'SCRIPT'
load whole_game.toml
panel board
expect step over
expect value.end_marker 5
screenshot over.png
SCRIPT

map='@ 190 55 640 290'
# Before the tokens: 7 White and 7 Blue hexes, no token on the map; 6 in the reserve.
check_png fortresses.png count '#e8e4d8' 2 20000 $map
check_png fortresses.png count '#2f4f9f' 2 20000 $map
check_png fortresses.png count '#d4a017' 2 0 0 $map
# After: four tokens on the map (8, 9 Blue; 1, 2 White), the battle hex outlined in red.
check_png designated.png count '#d4a017' 2 600 $map
check_png designated.png count '#e03c28' 2 300 $map
# Hex 1's Maritime (blue) and Route Royale (bronze) badges; none on hex 3.
check_png designated.png count '#1e64c8' 2 30 @ 255 85 30 50
check_png designated.png count '#b4783c' 2 30 @ 255 85 30 50
check_png designated.png count '#b4783c' 2 0 0 @ 420 85 30 50
# Hex 15 on the board, Blue; 16 and 17 still set aside (grey).
check_png galerne.png count '#2f4f9f' 2 3000 @ 700 240 100 90
check_png designated.png count '#2f4f9f' 2 0 0 @ 700 240 100 90
check_png over.png differs designated.png
expect_line final.txt "value.fortress.h9 = blue"
expect_line final.txt "value.fortress.h1 = white"
grep -q 'draw_white' data/aide-de-camp/charts/vendee-militaire.toml || fail "the hex's boxes were not kept in the players' chart"
