#!/usr/bin/env bash
# Every action is autosaved at once; the next run resumes it. An autosave that cannot be
# read is never overwritten: the app says so and saves the new game beside it. The
# autosave of earlier versions (autosave.toml, format 1) is resumed too.
source "$(dirname "$0")/../lib.sh"

play_taxes_of_seven
test -s data/aide-de-camp/autosave.adc || fail "no autosave"

run_app <<'SCRIPT'
resume
expect value.treasury.red 17
expect cursor 1
panel sequence
press next
expect step diplomacy.talks
panel start
field save-as before-talks
press save-as
SCRIPT
test -s data/aide-de-camp/saves/before-talks.adc || fail "Save as did not write saves/before-talks.adc"

run_app <<'SCRIPT'
load data/aide-de-camp/saves/before-talks.adc
expect step diplomacy.talks
expect value.treasury.red 17
SCRIPT

# A new game keeps the game in progress among the saves before taking the autosave.
run_app <<'SCRIPT'
field game test-game
field scenario war
field player.red Anne
field player.blue Benoît
press start
expect value.treasury.red 15
SCRIPT
grep -l '"scenario":"standard"' data/aide-de-camp/saves/autosave-*.adc > /dev/null ||
  fail "the previous game's autosave was not kept"

# A damaged autosave stays byte for byte as it was.
printf 'format = 1\n[save]\ngarbage' > data/aide-de-camp/autosave.adc
before=$(sha256sum data/aide-de-camp/autosave.adc)
run_app <<'SCRIPT'
expect-contains status could not be read
try resume
expect game
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel sequence
press next
screenshot after.png
SCRIPT
after=$(sha256sum data/aide-de-camp/autosave.adc)
[ "$before" = "$after" ] || fail "the damaged autosave was overwritten"
ls data/aide-de-camp/autosave-*.adc > /dev/null || fail "the new game was not saved beside the damaged autosave"

# The autosave an earlier version left (format 1, autosave.toml) is resumed.
rm -f data/aide-de-camp/autosave.adc data/aide-de-camp/recent-saves.json  # an earlier version kept no record of its saves
cp "$ADC_GUI_DATA/bad/saves/good.toml" data/aide-de-camp/autosave.toml
run_app <<'SCRIPT'
resume
expect cursor 3
expect value.treasury.red 17
panel books
field key treasury.red
field value 18
field reason resumed from the old autosave
press correct
SCRIPT
head -c 1 data/aide-de-camp/autosave.adc | grep -q '{' || fail "the old autosave did not become a journal"

# The app holds the lock of the game it has open: a second app on the same autosave is
# told who holds it and saves nowhere until the players choose a place.
run_app <<'SCRIPT' &
resume
frames 1200
SCRIPT
holder=$!
for i in $(seq 1 150); do
  grep -qs "Aide-de-camp (process" data/aide-de-camp/autosave.adc.lock && break
  sleep 0.1
done
grep -qs "Aide-de-camp (process" data/aide-de-camp/autosave.adc.lock || fail "the first app took no lock"
run_app <<'SCRIPT'
try resume
expect-contains status is in use by Aide-de-camp (process
SCRIPT
pkill -f -- "^$ADC_GUI_APP .*--script $work/script-" || true  # this test's app only: other tests may be running
wait $holder || true
