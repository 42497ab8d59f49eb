#!/usr/bin/env bash
# A save changed outside the app (a logged die edited from 7 to 5) does not open
# silently: a dialog says so, and the game opens only if the players choose to, replayed
# as it now reads, and then written again whole in its own file.
source "$(dirname "$0")/../lib.sh"

play_taxes_of_seven
sed 's/"die":\[7\]/"die":[5]/' data/aide-de-camp/autosave.adc > edited.adc
grep -q '"die":\[5\]' edited.adc || fail "the test could not edit the save"
cp edited.adc before.adc

run_app <<SCRIPT
load $work/edited.adc
expect-contains edited_save edited.adc
expect-contains status was changed outside Aide-de-camp
screenshot dialog-1280.png
resize 1920 1080
frames 3
screenshot dialog-1920.png
press edited-close
expect edited_save
SCRIPT
cmp -s edited.adc before.adc || fail "asking about the edited save wrote it"

# Opened with consent, the game is played in that file: replayed as it now reads and
# written again whole, so that it opens without a question from then on.
run_app <<SCRIPT
load $work/edited.adc
press edited-open
expect edited_save
expect save_file $work/edited.adc
expect cursor 1
expect value.treasury.red 15
SCRIPT
adc show "$work/edited.adc" >/dev/null || fail "the edited save, opened with consent, was not written again whole"
