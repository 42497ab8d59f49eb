#!/usr/bin/env bash
# The autosave line and the Open dialog name each save's game, scenario, turn (the step
# as the game names it) and when it was last played; the dialog opens a listed save, or
# a typed path; a file that is not a save is refused in words, both in the list and when
# it is opened, never with a parser's complaint about its first line.
source "$(dirname "$0")/../lib.sh"

play_taxes_of_seven
run_app <<'SCRIPT'
resume
panel sequence
press next
expect step diplomacy.talks
panel start
field save-as at-the-talks
press save-as
SCRIPT
test -s data/aide-de-camp/saves/at-the-talks.adc || fail "Save as did not write saves/at-the-talks.adc"
printf '# Notes\nA save of format 1 starts with a [save] table:\nwidth = 1280 and more\n' > data/aide-de-camp/saves/notes.toml
year=$(date +%Y)

run_app --text-dump open.txt <<'SCRIPT'
panel start
frames 2
screenshot start.png
press open-dialog
frames 2
screenshot dialog.png
press open.at-the-talks.adc
frames 2
expect game test-game
expect step diplomacy.talks
expect value.treasury.red 17
expect panel sequence
SCRIPT
# The autosave line on the Start panel, and the listed save, with their facts.
grep -qP '^start\tTest Game — Standard game$' open.txt || fail "the autosave line does not name the game and scenario"
grep -qP '^start\tTurn 1 / 3 — Diplomacy / Negotiations$' open.txt || fail "no save names its turn and step: $(grep -P '^start\t' open.txt | head -40)"
grep -qP "^start\tLast played [ 0-9]+ [A-Z][a-z]+ $year, [0-9]{2}:[0-9]{2} · Anne and Benoît · 2 actions$" open.txt ||
  fail "no save says when it was last played: $(grep -P 'Last played' open.txt)"
grep -qP '^start\tat-the-talks.adc$' open.txt || fail "the dialog does not list at-the-talks.adc"
grep -qP '^start\tnot an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`$' open.txt ||
  fail "the dialog does not say notes.toml is no save"

run_app --text-dump refused.txt <<'SCRIPT'
press open-dialog
frames 2
field open data/aide-de-camp/saves/notes.toml
try press open
expect-contains status notes.toml is not an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`
expect game
frames 2
screenshot refused.png
field open data/aide-de-camp/autosave.adc
press open
expect game test-game
SCRIPT
grep -qP '^start\t.*notes.toml is not an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`$' refused.txt ||
  fail "the dialog does not say in words why notes.toml is refused"
if grep -qi 'syntax error\|expected .=.' refused.txt open.txt; then fail "a parser's complaint reached the screen"; fi
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png ./*.txt "$ADC_GUI_KEEP"/
exit 0
