#!/usr/bin/env bash
# The Table view (F11) as the shared screen of each of the five shipped games, at
# 1920x1080 (issue 16): the game's board, display only (no action form on it), beside a
# column in type read from two metres (headline 52 px, body 28 px at 1080 lines); the
# turn, phase and step; the score as the game counts it. Grand Siècle's and La Révolution
# française's timers run on the manual clock: white, amber in the last minute, then red
# "Time is up!" in words; the others have no timer in their rules. The type follows the
# window's height: 1280x720 and 3840x2160 are drawn too.
source "$(dirname "$0")/../lib.sh"
test_data=$ADC_GUI_DATA
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

# table_checks GAME: the text dump and the PNGs of one game's run.
# column_not_cut CUT-FILE: none of the column's own strings (the headline, the step, the
# timers, the score and its sides) is drawn cut, at any of the window sizes of the run.
column_not_cut() {
  if grep -P '^table\t(Turn \d|Round \d|Score|.*Time is up!|Diplomatic phase|Negotiations|Last result|Esc leaves)' "$1"; then
    fail "the Table view's column cuts text ($1)"
  fi
}

headline_and_sizes='expect table.headline_px 52
expect table.body_px 28
expect table.clock_px 150'

# Grand Siècle: the Diplomatic phase's ten minutes (5.0).
run_app --manual-clock --text-dump gs.txt --cut-text gs-cut.txt --game grand-siecle --players Anne,Benoît,Claire,Denis,Élise <<SCRIPT
resize 1920 1080
panel sequence
press goto:diplomacy.talks
expect step diplomacy.talks
key f11
frames 3
expect panel table
$headline_and_sizes
screenshot gs-idle.png
key space
expect timer.diplomacy running
advance 120
frames 2
screenshot gs-running.png
advance 430
frames 2
screenshot gs-last-minute.png
advance 60
frames 3
expect timer.diplomacy expired
screenshot gs-expired.png
resize 1280 720
frames 4
expect table.body_px 19
screenshot gs-720.png
resize 3840 2160
frames 4
expect table.headline_px 104
expect table.body_px 56
screenshot gs-2160.png
key escape
expect panel sequence
SCRIPT
grep -qP '^table\tTurn 1$' gs.txt || fail "Grand Siècle's table view has no turn headline: $(grep -P '^table\t' gs.txt | head -5)"
grep -qP '^table\tDiplomatic phase: Time is up!$' gs.txt || fail "Grand Siècle's expired timer does not say time is up"
grep -qP '^table\tScore \(rule ' gs.txt || fail "Grand Siècle's table view has no score"
column_not_cut gs-cut.txt
for png in gs-idle gs-running gs-last-minute gs-expired; do check_png $png.png size 1920 1080; done
check_png gs-2160.png size 3840 2160
check_png gs-720.png size 1280 720
# White digits while time remains, amber in the last minute, red once it is up.
check_png gs-running.png count '#ffb833' 12 0 0 @ 1240 0 680 1080
check_png gs-last-minute.png count '#ffb833' 12 3000 @ 1240 0 680 1080
check_png gs-expired.png count '#ff4d40' 12 1500 @ 1240 0 680 1080
check_png gs-running.png differs gs-last-minute.png

# La Révolution française: the Negotiations (6.1).
run_app --manual-clock --text-dump rf.txt --cut-text rf-cut.txt --game revolution-francaise --players Anne,Benoît,Claire,Denis,Élise,Fanny <<SCRIPT
resize 1920 1080
panel sequence
press goto:initial.negotiations
expect step initial.negotiations
key space
expect timer.negotiations running
advance 200
key f11
frames 3
$headline_and_sizes
screenshot rf-running.png
advance 400
frames 3
expect timer.negotiations expired
screenshot rf-expired.png
SCRIPT
grep -qP '^table\tNegotiations: Time is up!$' rf.txt || fail "La Révolution française's expired timer does not say time is up"
grep -qP '^table\tScore \(rule ' rf.txt || fail "La Révolution française's table view has no score"
column_not_cut rf-cut.txt
check_png rf-expired.png count '#ff4d40' 12 1500 @ 1240 0 680 1080

# Vendée Militaire: the map, the battle on hex 10 as it stands, the score (no timer).
{
  vendee_battle_on_hex_10
  cat <<'SCRIPT'
key f11
frames 3
expect panel table
expect table.headline_px 52
expect table.body_px 28
screenshot vm-battle.png
SCRIPT
} | run_app --text-dump vm.txt --cut-text vm-cut.txt --game vendee-militaire --players Anne,Benoît
grep -qP '^table\tBattle on hex 10, Blue attacking' vm.txt || fail "Vendée's table view does not show the battle"
grep -qP '^table\tScore \(rule ' vm.txt || fail "Vendée's table view has no score"
column_not_cut vm-cut.txt
grep -qP '^table\tTerrain hexes$' vm.txt || fail "Vendée's table view has no map"
# Display only: the battle's play form is not on the shared screen.
if grep -qP '^table\tPlay \(' vm.txt; then fail "the shared screen shows Vendée's play form"; fi

# Paris vaut bien une Messe! and 1793: the board and the score, without their forms.
run_app --text-dump pm.txt --cut-text pm-cut.txt --game paris-messe --players Anne,Benoît <<SCRIPT
resize 1920 1080
key f11
frames 3
$headline_and_sizes
screenshot pm.png
SCRIPT
grep -qP '^table\tScore \(rule ' pm.txt || fail "Paris's table view has no score"
column_not_cut pm-cut.txt
if grep -qP '^table\tOrders helper$' pm.txt; then fail "the shared screen shows Paris's orders helper"; fi

run_app --text-dump pt.txt --cut-text pt-cut.txt --game patriots-traitors --players Anne,Benoît,Claire <<SCRIPT
resize 1920 1080
key f11
frames 3
$headline_and_sizes
screenshot pt.png
SCRIPT
grep -qP '^table\tScore \(rule ' pt.txt || fail "1793's table view has no score"
column_not_cut pt-cut.txt
if grep -qP '^table\tEnter an action' pt.txt; then fail "the shared screen shows 1793's action form"; fi

# The last result, on the test game: Red's taxes resolved on a 7, its outcome, the
# procedure and its rule, the book it changed, what to do on the board.
{
  echo "resize 1920 1080"
  taxes_of_seven_lines
  cat <<'SCRIPT'
key f11
frames 3
screenshot tg-result.png
SCRIPT
} | ADC_GUI_DATA=$test_data run_app --text-dump tg.txt
grep -P '^table\t' tg.txt > tg-table.txt
grep -qP '^table\t→ ' tg-table.txt || fail "the table view does not show the last outcome: $(cat tg-table.txt)"
grep -qP '^table\t.*: 10 → 17$' tg-table.txt || fail "the table view does not show the treasury changed"
