#!/usr/bin/env bash
# Keyboard first, through the event adapter: choosing a procedure puts the cursor in its
# first input; digits typed there are the dice (43 reads as 4 and 3 for 2d6); Tab moves
# on; Enter resolves; Ctrl+Z undoes, Ctrl+Y redoes; F11 and Escape open and leave the
# table view; Space, typed in a field, is a character and not the timer.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
field game test-game
field scenario war
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure tax
frames 2
type 7
key enter
expect value.treasury.red 22
expect result.headline Collect 7 ducats
field procedure skirmish
frames 2
type 43
key tab
type 3
key enter
expect result.total 7
expect result.cell skirmish row 7, column 3+
expect value.prestige.red 6
key ctrl+z
expect value.prestige.red 5
key ctrl+y
expect value.prestige.red 6
field procedure tax
frames 2
type 1 0
key space
expect timer.diplomacy idle
key f11
expect panel table
screenshot table.png
key escape
expect panel resolve
dump final.txt
SCRIPT
expect_line final.txt "cursor = 2"
check_png table.png count '#c03030' 2 2000
check_png table.png count '#3050c0' 2 2000
