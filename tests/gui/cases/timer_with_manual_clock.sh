#!/usr/bin/env bash
# The negotiation timer on the manual clock: Space starts it on the talks step, it
# counts down as the clock moves, pauses and resumes, turns amber on the Table view in
# its last minute, then expires (logged, "Time is up!" on the Table view) with the
# visible alarm; +1 minute runs it again.
source "$(dirname "$0")/../lib.sh"

run_app --text-dump drawn.txt <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel sequence
press goto:end.check
expect step end.check
press goto:diplomacy.talks
expect step diplomacy.talks
panel timers
screenshot idle.png
key space
expect timer.diplomacy running
advance 125
expect timer.diplomacy.remaining_ms 475000
screenshot running.png
key space
expect timer.diplomacy paused
advance 1000
expect timer.diplomacy.remaining_ms 475000
key space
expect timer.diplomacy running
advance 420
panel table
screenshot table-last-minute.png
key escape
advance 55
frames 2
expect timer.diplomacy expired
expect last_action Diplomacy: time is up
screenshot expired.png
panel books
screenshot expired-books.png
panel timers
panel table
screenshot table.png
key escape
expect panel timers
# Undoing the expiry does not expire it again at once: the players may step back.
key ctrl+z
frames 2
expect timer.diplomacy running
expect last_action Diplomacy resumed
key ctrl+y
expect timer.diplomacy expired
press extend
expect timer.diplomacy running
expect timer.diplomacy.remaining_ms 60000
dump final.txt
SCRIPT

# The alarm colour fills the timer's card only once time is up.
check_png idle.png count '#d02020' 3 0 0
check_png running.png count '#d02020' 3 0 0
check_png expired.png count '#d02020' 3 40000 @ 190 50 1080 200
check_png running.png differs idle.png
# On any other panel, the timer bar under the title turns red too.
check_png expired-books.png count '#d02020' 3 2000 @ 0 40 640 40
# The table view shows the timer in large amber type in its last minute, and once it
# expired in red with "Time is up!" in words.
check_png table-last-minute.png count '#ffb833' 40 800
check_png table-last-minute.png count '#ff4d40' 40 0 0
check_png table.png count '#ff4d40' 40 800
grep -qP '^table\tDiplomacy: Time is up!$' drawn.txt || fail "the expired timer does not say time is up"
expect_line final.txt "log = 7"
