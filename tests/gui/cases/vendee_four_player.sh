#!/usr/bin/env bash
# Vendée Militaire's Four-Player variant through the board's helper [L250-L253]: each
# play names its seat (a play without one is refused with the engine's message), the
# seats' hands are shown, and a failed general's roll leaves White to outbid or give up.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
field game vendee-militaire
field scenario four_player
field player.white Anne
field player.white.2 Claire
field player.blue Benoît
field player.blue.2 Denis
press start
panel board
press setup
SCRIPT
  vendee_starting_faces
  cat <<'SCRIPT'
expect value.stage draw
press draw
expect value.seat_hand.s1 6
expect value.seat_hand.s4 6
field hex 10
press designate
expect value.seat_hand.s2 7
field value 3
field type military
try press play
expect-contains status seat
expect value.stand_total 0
field seat s1
field value 3
field type military
press play
expect value.seat_hand.s1 5
field seat s2
field value 4
field type both
press play
expect value.stand_total 4
field seat s3
field value 5
field type military
press play
expect value.stand_type military
field die 5
press general
expect value.general_used.white true
expect value.stand_total 5
expect value.to_play white
screenshot four.png
press cannot_outbid
expect value.fortress.h10 none
expect value.attacker white
expect value.attacker_seat s2
dump final.txt
SCRIPT
} | run_app

check_png four.png size 1280 800
# The battle on hex 10 and the Fortress tokens still on 3, 5, 10 and 11.
check_png four.png count '#e03c28' 2 300 @ 190 230 100 110
check_png four.png count '#d4a017' 2 600 @ 190 55 640 290
expect_line final.txt "value.fortress_reserve = 3"
