#!/usr/bin/env bash
# Issue 28, fault 2: a panel that aborted the app was the panel the settings reopened, so
# "Resume" aborted again on every launch. A run notes itself in the
# config dir until it exits cleanly; after a run that did not, the app opens on Start,
# says so, and resuming opens the Sequence, not the panel that was open.
source "$(dirname "$0")/../lib.sh"

play_taxes_of_seven
ls config/aide-de-camp/running-* > /dev/null 2>&1 && fail "a run that exited cleanly left its note"

# A run that stopped while the Ledger was open: its note stays, its process is gone.
sed -i 's/^panel = .*/panel = ledger/' config/aide-de-camp/settings.txt
grep -qx 'panel = ledger' config/aide-de-camp/settings.txt || fail "the settings have no panel line"
sleep 0 & gone=$!
wait "$gone"
echo ledger > "config/aide-de-camp/running-$gone"

run_app <<'SCRIPT'
expect panel start
expect-contains status Aide-de-camp stopped unexpectedly last time while the Ledger was open; it opens on Start
click Resume the game in progress
expect panel sequence
expect value.treasury.red 17
SCRIPT
[ -e "config/aide-de-camp/running-$gone" ] && fail "the note of the run that stopped was not removed"
ls config/aide-de-camp/running-* > /dev/null 2>&1 && fail "a run that exited cleanly left its note"

# A clean run before: nothing is said, and the panel the players last used reopens.
run_app <<'SCRIPT'
frames 2
click Resume the game in progress
panel ledger
SCRIPT
run_app <<'SCRIPT'
expect panel start
dump clean.txt
frames 2
click Resume the game in progress
expect panel ledger
SCRIPT
grep -q 'stopped unexpectedly' clean.txt && fail "a run after a clean exit said the last one stopped unexpectedly"
exit 0
