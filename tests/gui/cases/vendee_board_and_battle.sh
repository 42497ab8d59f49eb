#!/usr/bin/env bash
# Vendée Militaire's board view and battle helper, on the game's shipped data: the
# standard set-up (the starting faces the rulebook does not print typed in through the
# chart prompt), then the rulebook's Example of Play [L212-L240] entered through the
# helper's forms only: a designation, plays with bonus and +1 Round, Diplomacy,
# a Cancellation card, a play the engine refuses, the general's d6, and the end of the
# round. The screenshots are checked for the map's colours, the Fortress tokens on 3, 5,
# 10 and 11, the reserve, the round and End-of-game markers and the battle marker.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app <<'SCRIPT'
field game vendee-militaire
field scenario standard
field player.white Anne
field player.blue Bruno
press start
panel board
press setup
expect chart_prompt hex_start row 1
field control white
press chart-ok
field control white
press chart-ok
field control white
press chart-ok
field control white
press chart-ok
field control blue
press chart-ok
field control blue
press chart-ok
field control blue
press chart-ok
field control blue
press chart-ok
expect chart_prompt hex_start row 14
field control blue
press chart-ok
expect chart_prompt 
expect value.stage draw
expect value.fortress.h3 blue
expect value.fortress.h11 blue
expect value.fortress.h5 white
expect value.fortress.h10 white
expect value.fortress.h1 none
expect value.fortress_reserve 2
expect value.end_marker 3
expect turn 1
expect value.control.h15 none
screenshot setup.png
press draw
expect value.hand.white 7
expect value.attacker blue
# Hex 3 is Blue's and fortified: the engine refuses it, the helper says why.
field hex 3
try press designate
expect-contains status already fortified
expect value.stage designate
screenshot designate.png
field hex 10
press designate
expect value.battle_hex 10
expect value.hand.white 9
field value 1
field type both
field text diplomacy
press play
expect value.stand_total 1
expect value.to_play white
field hex 2
press convert
expect value.control.h2 blue
field value 2
field type military
field bonus 1
press play
expect value.stand_total 3
expect value.stand_type both
field value 4
field type both
field plus_round true
press play
expect value.plus_round.blue 1
field value 5
field type military
press play
expect value.stand_type military
press cancel
expect value.stand_total 4
expect value.to_play white
# White's 3 does not beat 4: refused, nothing changes, the message is shown.
field value 3
field type territory
screenshot bidding.png
try press play
expect-contains status does not outbid 4
expect value.stand_total 4
screenshot refused.png
press cannot_outbid
expect value.fortress.h10 none
expect value.control.h10 white
expect value.fortress_reserve 3
expect value.end_marker 4
expect value.attacker white
field hex 2
press designate
expect value.battle_hex 2
field value 1
field type territory
field text epidemie
press play
press discard_random
expect value.hand.blue 3
field normal_bonus 2
field bonus 2
press play
expect value.stand_total 4
field die 2
press general
expect value.general_used.white true
expect value.stand_total 1
expect value.to_play blue
# Undo and redo: the board reads the state again.
key ctrl+z
expect value.general_used.white false
expect value.stand_total 4
screenshot undone.png
key ctrl+y
expect value.general_used.white true
expect value.stand_total 1
field value 3
field type territory
press play
field value 4
field type territory
key enter
expect value.stand_total 4
expect value.to_play blue
screenshot battle.png
press cannot_outbid
expect value.control.h2 white
expect value.stage round_over
expect step end.round
key enter
expect turn 2
expect step draw.draw
key enter
expect value.hand.white 7
expect value.general_used.white false
expect value.attacker white
screenshot round2.png
dump final.txt
SCRIPT

check_png setup.png size 1280 800
map='@ 190 55 640 290'
# The map: White and Blue hexes in their sides' colours, the Virée de Galerne hexes set aside.
check_png setup.png count '#e8e4d8' 2 20000 $map
check_png setup.png count '#2f4f9f' 2 20000 $map
check_png setup.png count '#33373e' 2 4000 @ 650 90 160 250
# Fortress tokens (gold rim) on hexes 3, 5, 10 and 11, none on 1, 7 or 13.
for region in '380 100 40 40' '550 100 40 40' '200 250 40 40' '290 250 40 40'; do
  check_png setup.png count '#d4a017' 2 40 @ $region
done
for region in '200 100 80 70' '330 180 80 70' '460 250 80 70'; do
  check_png setup.png count '#d4a017' 2 0 0 @ $region
done
# The reserve: two tokens beside its heading; the Round marker (black) on space 1, the
# End-of-game marker (red) on space 3.
check_png setup.png count '#d4a017' 2 40 @ 1040 555 100 40
check_png setup.png count '#101010' 2 200 @ 835 285 50 35
check_png setup.png count '#c8281e' 2 200 @ 860 360 40 35
check_png setup.png count '#c8281e' 2 0 0 @ 860 285 40 70
# The battle on hex 10: its red outline; after the battle it is gone.
check_png bidding.png count '#e03c28' 2 300 @ 190 230 100 110
check_png setup.png count '#e03c28' 2 0 0 $map
check_png refused.png differs bidding.png
check_png undone.png differs battle.png

expect_line final.txt "value.control.h2 = white"
expect_line final.txt "value.fortress.h10 = none"
expect_line final.txt "value.end_marker = 4"
expect_line final.txt "value.fortress_reserve = 3"
expect_line final.txt "turn = 2"
