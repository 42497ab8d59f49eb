#!/usr/bin/env bash
# Grand Siècle's board view on the game's shipped data: starting values typed in as
# corrections (as the 1700 scenario asks), then the view is checked: the power cards in
# their colours, the situation strip (war, spring), the wars and alliances matrix (a
# conflict with opposed camps in red, one Alliance in green), and a minor in its
# protector's colour, a free casus belli as a corner of its cell. The state the cards read is checked with `expect` lines.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct treasury.france 42 "Scenario sheet"
correct prestige.france 14 "Scenario sheet"
correct temp_prestige.france 3 "Scenario sheet"
correct vp.france 27 "Scenario sheet"
correct public_debt.spain 12 "Scenario sheet"
correct company_size.holland 3 "Scenario sheet"
correct company_treasury.holland 6 "Scenario sheet"
correct company_fleets.holland 3 "Scenario sheet"
correct navy_size.england 9 "Scenario sheet"
correct ministers.france 2 "Scenario sheet"
correct fa_minister.france 2 "Scenario sheet"
correct war_minister.france true "Scenario sheet"
correct unrest.poland 2 "Scenario sheet"
correct period war "Scenario sheet"
correct season spring "Scenario sheet"
correct conflict.france 1 "Scenario sheet"
correct camp.france a "Scenario sheet"
correct conflict.spain 1 "Scenario sheet"
correct camp.spain a "Scenario sheet"
correct conflict.austria 1 "Scenario sheet"
correct camp.austria b "Scenario sheet"
correct conflict.england 1 "Scenario sheet"
correct camp.england b "Scenario sheet"
correct alliance.england b "Scenario sheet"
correct alliance.holland b "Scenario sheet"
correct free_cb_france.england 1000 "Scenario sheet"
correct protector.savoy france "Scenario sheet"
correct minor_ally.savoy true "Scenario sheet"
correct protector.anspach austria "Scenario sheet"

run_app <<SCRIPT
field game grand-siecle
field scenario 1700
field player.england Anne
field player.spain Benoît
field player.france Claire
field player.holland Denis
field player.sweden Élise
press start
panel books
${corrections}panel board
frames 3
screenshot board.png
scale 0.7
frames 3
screenshot whole.png
key ctrl+z
expect value.protector.anspach none
frames 2
screenshot undone.png
panel books
field key period
field value peace
field reason General peace
press correct
expect-contains question This discards 1 undone action
press discard-go-on
field key peace_years
field value 7
field reason Time die
press correct
panel board
frames 2
expect value.peace_years 7
screenshot peace.png
expect value.year 1700
expect value.period peace
dump final.txt
SCRIPT

check_png board.png size 1280 800
# The situation strip: war, in spring (the red badge after the year).
check_png board.png count '#b22222' 2 5000 @ 282 60 180 40
# The cards' headers in their powers' colours (scale 1): England, France, Austria.
check_png board.png count '#c8102e' 2 5000 @ 198 120 200 36
check_png board.png count '#1f4fbf' 2 5000 @ 622 120 200 36
check_png board.png count '#f2f2f2' 2 5000 @ 1046 394 200 36
# The matrix (scale 0.7): England and Austria (camp B) against France and Spain (camp A)
# of conflict 1 are eight red cells, the two same-camp pairs four blue ones, England and
# Holland's Alliance B two green ones.
check_png whole.png count '#b22222' 2 2900 3400 @ 258 508 240 240
check_png whole.png count '#2f6db5' 2 1400 1800 @ 258 508 240 240
check_png whole.png count '#2e9e5b' 2 600 950 @ 258 508 240 240
# England's permanent free casus belli against France: an orange corner in its cell only.
check_png whole.png count '#ff8020' 2 20 90 @ 355 506 24 24
check_png whole.png count '#ff8020' 2 0 0 @ 380 506 120 240
# The minors: Savoy in France's blue, Anspach in Austria's white until the undo.
check_png whole.png count '#1f4fbf' 2 2800 @ 1156 531 100 36
check_png whole.png count '#f2f2f2' 2 3000 @ 518 487 118 36
check_png undone.png count '#f2f2f2' 2 0 300 @ 518 487 118 36
check_png undone.png count '#444850' 2 3000 @ 518 487 118 36
# General peace: the badge turns green, no red one is left in the strip.
check_png peace.png count '#2e7d4f' 2 3000 @ 190 40 400 30
check_png peace.png count '#b22222' 2 0 0 @ 190 40 400 30
expect_line final.txt "value.treasury.france = 42"
expect_line final.txt "value.protector.savoy = france"
# To look at the screenshots: ADC_GUI_KEEP=/some/dir copies them there.
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
