#!/usr/bin/env bash
# Vendée Militaire's Random Setup through the board's helper [L246]: the players type the
# 7 hexes they placed White side up, then place the Fortress tokens by clicking hexes,
# Blue first (a White token first is refused with the engine's message). Designating a
# hex whose boxes the rulebook does not print asks for them through the chart prompt;
# the map then shows them.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app <<'SCRIPT'
field game vendee-militaire
field scenario random_setup
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
dump final.txt
SCRIPT

map='@ 190 55 640 290'
# Before the tokens: 7 White and 7 Blue hexes, no token on the map; 6 in the reserve.
check_png fortresses.png count '#e8e4d8' 2 20000 $map
check_png fortresses.png count '#2f4f9f' 2 20000 $map
check_png fortresses.png count '#d4a017' 2 0 0 $map
# After: four tokens on the map (8, 9 Blue; 1, 2 White), the battle hex outlined in red.
check_png designated.png count '#d4a017' 2 600 $map
check_png designated.png count '#e03c28' 2 300 $map
expect_line final.txt "value.fortress.h9 = blue"
expect_line final.txt "value.fortress.h1 = white"
grep -q 'draw_white' data/aide-de-camp/charts/vendee-militaire.toml || fail "the hex's boxes were not kept in the players' chart"
