#!/usr/bin/env bash
# A save with a damaged action line (issue 28: it made the save unopenable) asks before it
# opens: the dialog offers the game as it stands before that line, says the file is kept
# beside it, and opens it so only if the players choose to; the damaged file stays as it
# was, and a copy of it is kept beside it.
source "$(dirname "$0")/../lib.sh"

{ taxes_of_seven_lines; printf 'panel sequence\npress next\n'; } | run_app
line=$(grep -n '"type":"next"' data/aide-de-camp/autosave.adc | tail -1 | cut -d: -f1)
[ -n "$line" ] || fail "the test could not find the action to damage"
sed "${line}s/{\"do\":{/{\"do\":/" data/aide-de-camp/autosave.adc > damaged.adc
cmp -s damaged.adc data/aide-de-camp/autosave.adc && fail "the test could not damage the save"
cp damaged.adc before.adc
before_actions=$((line - 2))

run_app <<SCRIPT
load $work/damaged.adc
expect-contains damaged_save damaged.adc
expect-contains status is damaged at line $line
screenshot dialog-1280.png
press damaged-close
expect damaged_save
SCRIPT
cmp -s damaged.adc before.adc || fail "asking about the damaged save wrote it"

run_app <<SCRIPT
load $work/damaged.adc
press damaged-open
expect damaged_save
expect cursor $before_actions
expect value.treasury.red 17
expect-contains status line $line of the save is damaged: the game was opened as it stands before it
expect-contains status the file as it was is kept as damaged.damaged-
SCRIPT
adc show "$work/damaged.adc" >/dev/null || fail "the save opened before its damage was not written again whole"
kept=$(ls damaged.damaged-*.adc 2>/dev/null | head -1)
[ -n "$kept" ] || fail "no copy of the damaged save was kept beside it"
cmp -s "$kept" before.adc || fail "the copy kept is not the damaged save as it was"
