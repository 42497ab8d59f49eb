#!/usr/bin/env bash
# Resolve: one Roll rolls every die of the procedure (a logged roll each) and throws them
# in the tray, d6 with pips; the result shows at the top right without scrolling, its
# outcome marked on the odds bars. Undoing the resolution puts its inputs back in the
# form, the dice rolled kept: the players fix the forgotten modifier and resolve again,
# and the log says the dice were kept, not rolled again.
source "$(dirname "$0")/../lib.sh"

run_app --text-dump text.txt <<'SCRIPT'
resize 1280 720
field game test-game
field player.red Anne
field player.blue Benoît
field scenario war
press start
panel resolve
field procedure skirmish
field odds 3
press roll
expect cursor 1
expect-contains last_action Rolled 2d6:
dump rolled.txt
frames 400
screenshot rolled.png
press resolve
expect cursor 2
expect form.die
frames 2
screenshot result.png
dump resolved.txt
# The defender was in a forest: undo, fix, resolve again on the same dice.
key ctrl+z
expect cursor 1
expect form.dice_kept true
expect form.odds 3
dump undone.txt
frames 2
screenshot undone.png
# Redone, the resolution stands again: its dice leave the form; undone, they come back.
key ctrl+y
expect cursor 2
expect form.die
expect form.dice_kept false
key ctrl+z
expect form.dice_kept true
field terrain forest
press resolve
expect-contains question This discards 1 undone action
press discard-go-on
expect cursor 2
expect log 2
expect-contains last_action (dice kept from the undone resolution, not rolled again)
expect form.dice_kept false
dump final.txt
SCRIPT

value() { grep -F "$2 = " "$1" | head -1 | sed "s/^$2 = //"; }
rolled=$(value rolled.txt last_action | sed 's/.*: //')
[ -n "$rolled" ] || fail "no roll in $(cat rolled.txt)"
[ "$(value rolled.txt form.die)" = "$rolled" ] || fail "Roll did not fill the die: $(value rolled.txt form.die) for $rolled"
[ "$(value undone.txt form.die)" = "$rolled" ] || fail "the undo did not keep the dice: '$(value undone.txt form.die)' for $rolled"
grep -qF "2d6 $rolled (dice kept" final.txt || fail "the log does not say the dice were kept: $(value final.txt last_action)"
grep -qF "total" final.txt
# The tray: two ivory dice with black pips (a d6 shows pips, not digits).
check_png rolled.png count '#f2ecdc' 2 1500 @ 740 400 540 320
check_png rolled.png count '#202020' 2 40 @ 740 400 540 320
# The result and its outcome, marked in gold on the odds bars, in the right half of a
# 1280x720 window: seen without scrolling.
check_png result.png size 1280 720
check_png result.png count '#ffd040' 2 150 @ 640 80 640 640
check_png undone.png count '#ffd040' 2 0 0 @ 640 80 640 640
grep -qF $'resolve\tOdds before this roll' text.txt || fail "the odds of the roll were not shown"
grep -qF '← rolled' text.txt || fail "the rolled outcome was not marked"
grep -qF $'resolve\t[ Roll the dice ] [ Resolve (Enter) ]' text.txt || fail "no Roll button"
grep -qF 'The dice of the undone resolution are kept' text.txt || fail "the form does not say the dice were kept"
