#!/usr/bin/env bash
# Vendée Militaire's opening played as a table would, pressing only what the screen shows
# (issue 15): the game and the players chosen on the Start panel, the step's button
# "Place the starting hexes", the nine starting faces the rulebook does not print chosen
# as White or Blue, the draw, and the first battle of the Example of Play [L212-L236]:
# Blue attacks hex 10, plays a Military/Territory 1 and converts hex 2 (Diplomacy), White
# a Military 2 with a +1 Bonus, Blue a Military/Territory 4 with +1 Round, White a
# Military 5, Blue cancels it, White cannot outbid. The state is the golden fixture's.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
resize 1280 720
click Grand Siècle
click Vendée Militaire 1793-1794
SCRIPT
  name_by_clicks Anne Benoît
  cat <<'SCRIPT'
click Start the game
expect step setup.place
click Place the starting hexes
expect panel board
click Place the hexes (Enter)
click White
click White
click White
click White
click Blue
click Blue
click Blue
click Blue
click Blue
expect value.control.h1 white
expect value.control.h14 blue
click Both players draw (Enter)
click 10 | Attack:
click 1 | Card
click Military/Territory
click none | Text:
click Diplomacy
click Play (Blue)
click Convert…
click 2 | Convert…
expect value.control.h2 blue
click 2 | Card
click Military | Type
click +1 | Bonus
click Play (White)
click 4 | Card
click Military/Territory
click +1 Round
click Play (Blue)
click 5 | Card
click Military | Type
click Play (White)
click Cancellation card
click White cannot outbid
screenshot first-battle.png
expect-contains last_action Blue wins the battle on hex 10
expect value.control.h10 white
expect value.fortress.h10 none
expect value.fortress_reserve 3
expect value.end_marker 4
expect value.hand.white 6
expect value.hand.blue 4
expect value.discard.white 3
expect value.discard.blue 3
expect value.attacker white
SCRIPT
} | run_app --text-dump opening.txt
check_png first-battle.png size 1280 720
# No id on the way: the words the table read are the game's.
if grep -P '\b[a-z]+_[a-z_]+\b' opening.txt | grep -v '/' ; then fail "an id was on screen during the opening"; fi
