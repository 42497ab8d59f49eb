#!/usr/bin/env bash
# Undo never loses work silently. A click on a Log line asks first, saying how many
# actions it undoes: Keep playing leaves the game as it was, Undo rewinds it (the lines
# stay, to be redone). The next new action asks before it discards the undone actions,
# naming how many and which: Cancel keeps them redoable, Go on discards them and the
# status line says what went.
source "$(dirname "$0")/../lib.sh"

run_app --text-dump text.txt <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure tax
field die 7
press resolve
field die 3
press resolve
field die 5
press resolve
expect cursor 3
expect value.treasury.red 25
panel log
press line-1
expect question Undo the last 2 actions? They stay in the log and can be redone.
expect cursor 3
frames 2
screenshot undo-question.png
press keep-playing
expect question
expect cursor 3
expect value.treasury.red 25
expect status Nothing undone
press line-1
press undo-to-here
expect question
expect cursor 1
expect log 3
expect value.treasury.red 17
expect-contains status Undid the last 2 actions
frames 2
screenshot undone.png
# The form holds the first undone resolution again, its die as typed at the table.
panel resolve
expect form.die 3
expect form.dice_kept true
# A new action asks first and names what it would discard; nothing happens meanwhile.
field die 4
press resolve
expect question This discards 2 undone actions (Taxes: 1d10 3, total 3 → Collect 3 ducats; Taxes: 1d10 5, total 5 → Collect 5 ducats). Go on?
expect cursor 1
expect log 3
expect value.treasury.red 17
frames 2
screenshot discard-question.png
# Enter does not answer it, nor act again behind it.
key enter
expect cursor 1
press discard-cancel
expect question
expect cursor 1
expect log 3
expect status Nothing done: the 2 undone actions are kept and can be redone
# Still redoable.
key ctrl+y
expect cursor 2
expect value.treasury.red 20
key ctrl+z
expect cursor 1
# Go on: discarded, performed, said.
field die 4
press resolve
press discard-go-on
expect question
expect cursor 2
expect log 2
expect value.treasury.red 21
expect status Taxes: 1d10 4, total 4 → Collect 4 ducats — discarded the 2 undone actions: Taxes: 1d10 3, total 3 → Collect 3 ducats; Taxes: 1d10 5, total 5 → Collect 5 ducats
# With nothing undone, an action goes at once.
field die 2
press resolve
expect question
expect cursor 3
dump final.txt
SCRIPT

# The questions dim the window behind them.
check_png undo-question.png differs undone.png
check_png discard-question.png differs undone.png
# What the players read, in their words.
grep -qF $'log\tUndo the last 2 actions? They stay in the log and can be redone.' text.txt ||
  fail "the undo question was not drawn: $(grep -i undo text.txt | head)"
grep -qF $'log\t[ Undo ] [ Keep playing ]' text.txt || fail "the undo question has no Undo and Keep playing"
grep -qF $'resolve\tThis discards 2 undone actions:' text.txt ||
  fail "the discard question was not drawn: $(grep -i discard text.txt | head)"
grep -qF $'resolve\t[ Go on ] [ Cancel ]' text.txt || fail "the discard question has no Go on and Cancel"
expect_line final.txt "log = 3"
expect_line final.txt "value.treasury.red = 23"
