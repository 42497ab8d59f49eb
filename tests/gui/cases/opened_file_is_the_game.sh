#!/usr/bin/env bash
# A game opened from a file is the game the app writes: its actions go to that file,
# not to the autosave; the file's name is on screen; `adc do` on it is refused while the
# app has it open; opening a second game lets go of the first one's lock.
source "$(dirname "$0")/../lib.sh"

adc new test-game --save "$work/g3.adc" --seed 7 --player Anne:red --player Benoît:blue >/dev/null
adc new test-game --save "$work/g4.adc" --seed 8 --player Anne:red --player Benoît:blue >/dev/null

# The app plays g3.adc and stays open a while: meanwhile `adc do` on it is refused.
run_app --open "$work/g3.adc" <<SCRIPT &
expect save_file $work/g3.adc
expect-contains status Opened $work/g3.adc; the game is saved there as it is played
frames 3
see Saved as it is played
see g3.adc
panel books
field key treasury.red
field value 30
field reason opened from a file
press correct
screenshot opened-1280.png
wait-for $work/checked-1
SCRIPT
app=$!
for i in $(seq 1 150); do
  [ "$(adc show "$work/g3.adc" --json | tr -d ' \n' | grep -o '"cursor":[0-9]*')" = '"cursor":1' ] && break
  sleep 0.1
done
status=0
adc do "$work/g3.adc" next >/dev/null 2>"$work/refused.txt" || status=$?
[ "$status" -eq 1 ] || fail "adc do on the opened game was not refused (exit $status)"
grep -q "is in use by Aide-de-camp (process" "$work/refused.txt" || fail "the refusal does not name the app: $(cat "$work/refused.txt")"
touch "$work/checked-1"
wait $app || fail "the app's script failed"
[ "$(adc show "$work/g3.adc" --json | tr -d ' \n' | grep -o '"treasury.red":[0-9]*')" = '"treasury.red":30' ] ||
  fail "the correction made in the app is not in g3.adc"
[ -e data/aide-de-camp/autosave.adc ] && fail "the opened game was written to the autosave"

# Opening a second game lets go of the first one's lock.
run_app --open "$work/g3.adc" <<SCRIPT &
load $work/g4.adc
expect save_file $work/g4.adc
wait-for $work/checked-2
SCRIPT
app=$!
for i in $(seq 1 150); do
  grep -qs "Aide-de-camp (process" "$work/g4.adc.lock" && break
  sleep 0.1
done
grep -qs "Aide-de-camp (process" "$work/g4.adc.lock" || fail "the app did not take g4.adc's lock"
adc do "$work/g3.adc" next >/dev/null || fail "g3.adc stayed locked once the app opened g4.adc"
[ "$(adc show "$work/g3.adc" --json | tr -d ' \n' | grep -o '"cursor":[0-9]*')" = '"cursor":2' ] ||
  fail "g3.adc stayed locked once the app opened g4.adc"
status=0
adc do "$work/g4.adc" next >/dev/null 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "adc do on the game the app now has open was not refused"
touch "$work/checked-2"
wait $app || fail "the app's second script failed"
