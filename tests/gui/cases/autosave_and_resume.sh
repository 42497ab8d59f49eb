#!/usr/bin/env bash
# Every action is autosaved at once; the next run resumes it. An autosave that cannot be
# read is never overwritten: the app says so and saves the new game beside it.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
field game test-game
press start
panel resolve
field procedure tax
field die 7
press resolve
expect value.treasury.red 17
SCRIPT
test -s data/aide-de-camp/autosave.toml || fail "no autosave"

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
test -s data/aide-de-camp/saves/before-talks.toml || fail "Save as did not write saves/before-talks.toml"

run_app <<'SCRIPT'
load data/aide-de-camp/saves/before-talks.toml
expect step diplomacy.talks
expect value.treasury.red 17
SCRIPT

# A new game keeps the game in progress among the saves before taking the autosave.
run_app <<'SCRIPT'
field game test-game
field scenario war
press start
expect value.treasury.red 15
SCRIPT
grep -l 'scenario = "standard"' data/aide-de-camp/saves/autosave-*.toml > /dev/null ||
  fail "the previous game's autosave was not kept"

# A damaged autosave stays byte for byte as it was.
printf 'format = 1\n[header\ngarbage' > data/aide-de-camp/autosave.toml
before=$(sha256sum data/aide-de-camp/autosave.toml)
run_app <<'SCRIPT'
expect-contains status could not be read
try resume
expect game
field game test-game
press start
panel sequence
press next
screenshot after.png
SCRIPT
after=$(sha256sum data/aide-de-camp/autosave.toml)
[ "$before" = "$after" ] || fail "the damaged autosave was overwritten"
ls data/aide-de-camp/autosave-*.toml > /dev/null || fail "the new game was not saved beside the damaged autosave"
