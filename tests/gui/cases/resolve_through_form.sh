#!/usr/bin/env bash
# Start the test game from the Start form, resolve a skirmish through the Resolve form:
# odds as bars before the roll (one share on the unprinted cell), typed dice, the chart
# prompt for the unprinted cell, the result; then undo with Ctrl+Z and redo with Ctrl+Y.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
screenshot start.png
field game test-game
field scenario standard
field player.red Alice
field player.blue Benoît
press start
expect step income.collect
panel resolve
field procedure skirmish
field odds 2
field terrain forest
screenshot odds.png
field die 4,4
try press resolve
expect chart_prompt skirmish row 7, column 2
screenshot prompt.png
field att_loss 1
field def_loss 2
press chart-ok
expect chart_prompt
expect result.cell skirmish row 7, column 2
expect result.total 7
expect value.prestige.red 6
expect cursor 2
screenshot result.png
key ctrl+z
expect cursor 1
expect value.prestige.red 5
expect-contains status Undone: Skirmish
screenshot undone.png
key ctrl+y
expect value.prestige.red 6
dump final.txt
SCRIPT

check_png start.png size 1280 800
# The Start form shows each side's colour swatch.
check_png start.png count '#c03030' 2 100
check_png start.png count '#3050c0' 2 100
# Odds before the roll: green bars for printed outcomes, one amber bar for the cell the
# rulebook does not print, all in the right half of the window.
check_png odds.png count '#3ca05a' 2 400 @ 640 100 640 400
check_png odds.png count '#e09a20' 2 40 @ 640 100 640 400
# The chart prompt dims the window behind it: the odds bars are no longer their colour.
check_png prompt.png count '#3ca05a' 2 0 0 @ 640 100 640 400
# The result: the unprinted share is now known, so no amber bar is left.
check_png result.png count '#3ca05a' 2 400 @ 640 100 640 400
check_png result.png count '#e09a20' 2 0 0 @ 640 100 640 400
check_png undone.png differs result.png

expect_line final.txt "value.prestige.red = 6"
expect_line final.txt "log = 2"
# Autosaved after every action; the players' chart kept the typed cell.
grep -q '"type":"chart"' data/aide-de-camp/autosave.adc || fail "the autosave has no chart action"
grep -q 'att_loss' data/aide-de-camp/charts/test-game.toml || fail "the chart overlay was not saved"
