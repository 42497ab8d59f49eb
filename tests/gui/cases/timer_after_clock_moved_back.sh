#!/usr/bin/env bash
# Issue 28, fault 8: moving the clock back broke the timers. A game whose Diplomacy timer
# (10:00) started a day later than the clock now reads (the clock set back between two
# runs) showed 1449:57 and refused "pause". The manual clock starts at the same time in
# every run: the first run moves it a day on before it starts the timer, so the second
# run's clock is a day back. The timer reads at most its length, and pauses and resumes.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel sequence
press goto:end.check
press goto:diplomacy.talks
expect step diplomacy.talks
panel timers
advance 86400
key space
expect timer.diplomacy running
advance 3
expect timer.diplomacy.remaining_ms 597000
SCRIPT

run_app --text-dump drawn.txt <<'SCRIPT'
resume
expect step diplomacy.talks
panel timers
frames 2
expect timer.diplomacy running
expect timer.diplomacy.remaining_ms 600000
key space
expect timer.diplomacy paused
expect last_action Diplomacy paused
advance 60
expect timer.diplomacy.remaining_ms 600000
key space
expect timer.diplomacy running
advance 3
frames 2
expect timer.diplomacy.remaining_ms 597000
SCRIPT

# The Timers panel says what the state says: 10:00 left, never a day and ten minutes.
grep -qP '\t10:00$' drawn.txt || fail "the Timers panel does not show 10:00 after the clock moved back: $(grep -P '\t[0-9]+:[0-9]{2}' drawn.txt | head -3)"
if grep -qP '\t1[0-9]{3}:[0-9]{2}' drawn.txt; then fail "the Timers panel shows a day too much: $(grep -P '\t1[0-9]{3}:' drawn.txt | head -1)"; fi
