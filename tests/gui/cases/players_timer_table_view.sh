#!/usr/bin/env bash
# The players' own Table timer (issue 16) in the three games whose rulebooks time no
# phase: Paris vaut bien une Messe!, 1793: Patriots & Traitors and Vendée Militaire. No
# length is invented: Start without one is refused, asking how long; the players choose
# three minutes in the Timers panel (typed after Space, or the Minutes field and Start);
# the Table view (F11) at 1920x1080 shows it running in white, amber in its last minute,
# then "Table timer: Time is up!" in red. Space after a reset starts it again at the
# length it last ran.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

# The column's own strings (the timer's name, its words once up) are never cut.
column_not_cut() {
  if grep -P '^table\t(Table timer|.*Time is up!)' "$1"; then fail "the Table view's column cuts the timer ($1)"; fi
}

# the_table_view GAME-PREFIX: the script lines from a Table timer just started at 3:00 to
# its expiry, with a screenshot at each stage.
the_table_view() {
  cat <<SCRIPT
expect timer.table_timer running
expect timer.table_timer.remaining_ms 180000
key f11
frames 3
expect panel table
advance 30
frames 2
screenshot $1-running.png
advance 100
frames 2
expect timer.table_timer.remaining_ms 50000
screenshot $1-last-minute.png
advance 60
frames 3
expect timer.table_timer expired
expect last_action Table timer: time is up
screenshot $1-expired.png
SCRIPT
}

# the_pictures GAME-PREFIX: white digits while time remains, amber in the last minute, the
# words in red once it is up, in the column (the right third of the window).
the_pictures() {
  for png in running last-minute expired; do check_png "$1-$png.png" size 1920 1080; done
  check_png "$1-running.png" count '#ffb833' 12 0 0 @ 1240 0 680 1080
  check_png "$1-last-minute.png" count '#ffb833' 12 3000 @ 1240 0 680 1080
  check_png "$1-expired.png" count '#ff4d40' 12 1500 @ 1240 0 680 1080
  grep -qP '^table\tTable timer$' "$1.txt" || fail "$1: the Table view does not name the running timer"
  grep -qP '^table\t2:30$' "$1.txt" || fail "$1: the Table view does not count the timer down from 3:00"
  grep -qP '^table\tTable timer: Time is up!$' "$1.txt" || fail "$1: the expired timer does not say time is up"
  column_not_cut "$1-cut.txt"
}

# Paris vaut bien une Messe!: Start without a length is refused in words; Space puts the
# cursor in the Minutes field, 3 and Enter start it.
{
  cat <<'SCRIPT'
resize 1920 1080
panel timers
try press start
frames 2
expect timer.table_timer idle
screenshot pm-asked.png
key space
frames 2
type 3
key enter
screenshot pm-timers.png
SCRIPT
  the_table_view pm
} | run_app --manual-clock --text-dump pm.txt --cut-text pm-cut.txt --game paris-messe --players Anne,Benoît
grep -qP "^timers\tHow long\? Give the Table timer's length" pm.txt || fail "Start without a length does not ask how long"
grep -qP '^timers\tMinutes \{ 1 to 120 \} \[ Start \]$' pm.txt || fail "the Timers panel has no Minutes field"
the_pictures pm

# 1793: Patriots & Traitors, three seats: the Minutes field and Start.
{
  cat <<'SCRIPT'
resize 1920 1080
panel timers
field minutes 3
press start
SCRIPT
  the_table_view pt
} | run_app --manual-clock --text-dump pt.txt --cut-text pt-cut.txt --game patriots-traitors --players Anne,Benoît,Claire
the_pictures pt

# Vendée Militaire: a length that is no length is refused; then 3 minutes. After the
# expiry, Space resets it and Space starts it again at 3:00, the length it last ran.
{
  cat <<'SCRIPT'
resize 1920 1080
panel timers
field minutes three
try press start
expect timer.table_timer idle
field minutes 3
press start
SCRIPT
  the_table_view vm
  cat <<'SCRIPT'
key space
expect timer.table_timer idle
key space
expect timer.table_timer running
expect timer.table_timer.remaining_ms 180000
SCRIPT
} | run_app --manual-clock --text-dump vm.txt --cut-text vm-cut.txt --game vendee-militaire --players Anne,Benoît
grep -qP '^timers\tMinutes: "three" is not a length' vm.txt || fail "a length that is no length is not refused in words"
the_pictures vm
