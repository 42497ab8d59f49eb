#!/usr/bin/env bash
# Grand Siècle, part 2: the war section of the board on the game's shipped data. A fall of
# war is set up by corrections; the units in play, an army of each side and an English
# squadron are noted through the Resolve form, then a battle is won (24.14) and the loser
# takes its losses (24.5). The board's "Armies and fleets" table shows each power at war
# with its regiments, artillery, depots, fleets, its noted stacks and the toll of the turn;
# "Battles of the turn" lists the battle from the log.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct period war "Scenario sheet"
correct season fall "Scenario sheet"
correct conflict.france 1 "Scenario sheet"
correct camp.france a "Scenario sheet"
correct conflict.england 1 "Scenario sheet"
correct camp.england b "Scenario sheet"
correct prestige.france 12 "Scenario sheet"
correct prestige.england 14 "Scenario sheet"

resolve() {
  local procedure=$1 side=$2
  shift 2
  resolutions+="field procedure ${procedure}
field side ${side}
"
  for pair in "$@"; do resolutions+="field ${pair%%=*} ${pair#*=}
"; done
  resolutions+="press resolve
"
}
resolutions=""
resolve units_in_play france infantry=30 cavalry=10 artillery=6 depots=4 war_fleets=6
resolve units_in_play england infantry=10 cavalry=4 artillery=3 depots=2 war_fleets=12
resolve army_formed france army=a1 infantry=7 cavalry=3 artillery=2 depots=1 general=2
resolve army_formed england army=a3 infantry=6 cavalry=3 artillery=1 depots=1 general=3
resolve squadron_formed england squadron=s1 fleets=5 admiral=yes
resolve camp_order england naval=b land=a
resolve battle_prestige england loser=france size=large winner_losses=2 loser_losses=6
resolve army_losses france army=a1 cause=battle infantry=5 cavalry=1 artillery=1

run_app --text-dump war.txt <<SCRIPT
field game grand-siecle
field scenario 1700
field player.england Anne
field player.spain Benoît
field player.france Claire
field player.holland Denis
field player.sweden Élise
press start
panel books
${corrections}panel resolve
${resolutions}expect value.army_infantry.a1 2
expect value.regiments_lost_turn.france 6
expect value.prestige.england 17
expect value.prestige.france 9
expect value.squadron_fleets.s1 5
panel board
resize 1280 2200
frames 4
screenshot war.png
dump final.txt
SCRIPT

check_png war.png size 1280 2200
# The "Armies and fleets" table: England's row (its red swatch), then France's (its blue),
# below England's stacks told in words over several lines.
# (Below the commercial zones and the history plots of part 1.)
check_png war.png count '#c8102e' 2 100 @ 190 2045 40 30
check_png war.png count '#1f4fbf' 2 100 @ 190 2135 40 30
check_png war.png count '#1f4fbf' 2 0 0 @ 190 2045 40 30
# England's victory in gold, France's defeat and its 6 regiments lost in red.
check_png war.png count '#e8c040' 40 150 @ 1010 2045 260 30
check_png war.png count '#ff7060' 40 150 @ 1010 2135 260 30
check_png war.png count '#ff7060' 40 40 @ 930 2135 90 30
# The order of the Camps chosen with the initiative (19.2), in gold beside the heading.
check_png war.png count '#e8c040' 40 300 @ 380 1995 450 30
# The stacks in the game's words, never their slot ids ("a3 6i 3c").
grep -q "Army 3: 6 infantry, 3 cavalry, 1 artillery, 1 depot, general of value 3" war.txt ||
  fail "England's Army 3 is not told in words"
grep -q "Squadron 1: 5 war fleets, admiral" war.txt || fail "England's Squadron 1 is not told in words"
if grep -qP '\ba[0-9]+ [0-9]+i\b|\bs[0-9]+ [0-9]+f\b' war.txt; then fail "a stack is shown by its slot id"; fi
expect_line final.txt "value.army_owner.a1 = france"
expect_line final.txt "value.victories_turn.england = 1"
# To look at the screenshots: ADC_GUI_KEEP=/some/dir copies them there.
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
