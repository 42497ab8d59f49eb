#!/usr/bin/env bash
# Space and the shared screen's timers (issue 29). Space starts or pauses the current
# step's timer only, never another step's (Grand Siècle's set-up has none: the Diplomatic
# phase's ten minutes, 5.0, do not start), and never while the keyboard is on a control
# (a field, a list, a button Tab reached). An expired timer says "Time is up!" on the Table
# view and the top bar until the step it belongs to is left (La Révolution française's
# Negotiations, 6.1), not to the end of the turn.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

# Grand Siècle: Space at the set-up starts nothing of the Diplomatic phase; it is for the
# players' own Table timer there (a timer no step names), whose length the Timers panel
# asks for. At the Diplomatic phase it starts the phase's timer.
run_app --manual-clock --game grand-siecle --players Anne,Benoît,Claire,Denis,Élise <<'SCRIPT'
resize 1280 720
panel sequence
key space
expect timer.diplomacy idle
expect panel timers
expect timer.table_timer idle
panel sequence
press goto:diplomacy.talks
expect step diplomacy.talks
key f11
frames 3
key space
expect timer.diplomacy running
SCRIPT

# La Révolution française: Space with the Resolve panel's list of procedures open is the
# list's, not the timer's. The Negotiations run out; the shared screen says so in red
# while the step lasts; once the next step is reached the words go (the Timers panel
# keeps the timer, expired, for whoever looks).
run_app --manual-clock --game revolution-francaise --players Anne,Benoît,Claire,Denis,Élise,Fanny <<'SCRIPT'
resize 1920 1080
panel sequence
press goto:initial.negotiations
panel resolve
frames 2
click Action roll (Result Table)
key space
frames 2
expect timer.negotiations idle
key escape
frames 2
key f11
frames 3
key space
expect timer.negotiations running
advance 700
frames 3
expect timer.negotiations expired
see Negotiations: Time is up!
key escape
frames 2
see Time is up!
panel sequence
press next
frames 2
expect timer.negotiations expired
not-see Time is up!
key f11
frames 3
not-see Negotiations: Time is up!
screenshot rf-next-step.png
SCRIPT
check_png rf-next-step.png count '#ff4d40' 12 0 0 @ 1240 0 680 1080
