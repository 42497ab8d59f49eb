#!/usr/bin/env bash
# A save that fails stays on screen: on a full disk the app shows a red banner with the
# file and the reason until a save succeeds, keeps every action in memory, and offers to
# save elsewhere and carry on there. The user's data folder is a small tmpfs, filled by
# the game itself (mounting one needs root: elsewhere the case says it skipped).
source "$(dirname "$0")/../lib.sh"

if [ "$(id -u)" -ne 0 ]; then echo "skipped: mounting a small tmpfs needs root"; exit 77; fi
mkdir -p "$work/data"
mount -t tmpfs -o size=16k tmpfs "$work/data" || { echo "skipped: cannot mount a tmpfs here"; exit 77; }
trap 'status=$?; umount "$work/data" 2>/dev/null; if [ $status -ne 0 ]; then echo "(files kept in $work)"; else rm -rf "$work"; fi; exit $status' EXIT

script=""
for value in $(seq 20 99); do
  script+="field key treasury.red
field value $value
field reason a full disk
press correct
"
done
status=0
run_app <<SCRIPT || status=$?
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel books
$script
expect-contains save_problem the disk is full
expect value.treasury.red 99
screenshot banner-1280.png
resize 1920 1080
frames 3
screenshot banner-1920.png
field save-elsewhere $work/elsewhere.adc
press save-elsewhere
expect save_problem
expect save_file $work/elsewhere.adc
panel books
field key treasury.red
field value 42
field reason saved elsewhere
press correct
SCRIPT
[ "$status" -eq 0 ] || fail "the app's script failed"
# Every action reached the new place, the last one too.
count=$(grep -c '"do":' "$work/elsewhere.adc")
[ "$count" -eq 81 ] || fail "the save elsewhere holds $count actions, not 81"
# The banner is there, red, at both sizes.
check_png banner-1280.png count '#801212' 12 4000 || fail "no red banner at 1280 wide"
check_png banner-1920.png count '#801212' 12 6000 || fail "no red banner at 1920 wide"
