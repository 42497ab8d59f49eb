#!/usr/bin/env bash
# A player's name or a save name typed in another encoding than UTF-8 (a Latin-1 "Benoît"
# is "Beno" 0xEA "t") is refused with the field named, and nothing is written: the
# autosave would otherwise hold text no later run could read back.
source "$(dirname "$0")/../lib.sh"

latin1=$(printf 'Beno\xeat')
run_app <<SCRIPT
field game test-game
field player.red ${latin1}
field player.blue Anne
try press start
expect-contains status name of player 1: not valid UTF-8 text (byte 0xEA at position 5)
field player.red Benoît
press start
expect value.treasury.red 10
panel start
field save-as ${latin1}
try press save-as
expect-contains status save name: not valid UTF-8 text (byte 0xEA at position 5)
SCRIPT
grep -q 'Benoît' data/aide-de-camp/autosave.adc || fail "the game named in UTF-8 was not autosaved"
if LC_ALL=C grep -q "$latin1" data/aide-de-camp/autosave.adc; then fail "the Latin-1 name reached the autosave"; fi
if ls data/aide-de-camp/saves/ 2>/dev/null | grep -q 'Beno'; then fail "a save was written under the Latin-1 name"; fi
exit 0
