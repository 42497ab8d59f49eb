#!/usr/bin/env bash
# Books: a correction with its reason goes through the log. Sealed entries: hand-over,
# hidden entry, reveal together. Log: undo to a line (asked first), redo to a later one
# (at once), export to Markdown. History plots.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
field game test-game
field scenario war
field player.red Alice
field player.blue Benoît
press start
panel books
field key treasury.blue
field value 12
try press correct
expect value.treasury.blue 15
field reason Miscounted at set-up
press correct
expect value.treasury.blue 12
field key control.east
press edit
screenshot correcting.png
field value blue
field reason Taken in turn 1
press correct
expect value.control.east blue
screenshot books.png
panel sealed
screenshot handover.png
press handover
field value 7
press seal
expect sealed.bid.entered 1
try press reveal
expect sealed.bid.revealed false
press handover
field value 3
press seal
press reveal
expect sealed.bid.red 7
expect sealed.bid.blue 3
screenshot revealed.png
panel history
screenshot history.png
panel log
field export journal.md
press export
press line-1
expect question Undo the last 4 actions? They stay in the log and can be redone.
expect cursor 5
press undo-to-here
expect cursor 1
expect value.control.east none
expect sealed.bid.entered 0
expect value.treasury.blue 12
screenshot log.png
press line-5
expect sealed.bid.revealed true
dump final.txt
SCRIPT

# The correction window dims the panel (the swatches lose their colour), and closes.
check_png correcting.png count '#c03030' 2 0 0
check_png books.png count '#c03030' 2 100
check_png books.png count '#3050c0' 2 100
check_png handover.png differs revealed.png
# History: one line per side in the side's colour.
check_png history.png count '#c03030' 30 300
check_png history.png count '#3050c0' 30 300
grep -q "^## Turn 2" journal.md || fail "the journal has no turn heading"
grep -q "Correction: Treasury (Blue) 15 → 12 (Miscounted at set-up)" journal.md || fail "the journal lacks the correction"
grep -q "Secret bid revealed: Red 7, Blue 3" journal.md || fail "the journal lacks the reveal"
expect_line final.txt "cursor = 5"
expect_line final.txt "value.control.east = blue"
