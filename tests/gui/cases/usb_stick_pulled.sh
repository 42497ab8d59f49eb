#!/usr/bin/env bash
# A USB stick pulled out mid-game: the game had gone on saving there ("Save there and
# carry on"); once the stick is gone the app never makes its folder again on the local
# disk, the red banner stays and the actions stay in memory. The next launch says where
# the game was last saved and when, and offers the older copy only as such. The stick is
# a tmpfs unmounted lazily (umount -l), which needs root: elsewhere the case skips.
source "$(dirname "$0")/../lib.sh"

if [ "$(id -u)" -ne 0 ]; then echo "skipped: mounting a tmpfs needs root"; exit 77; fi
mkdir -p "$work/stick"
mount -t tmpfs -o size=1m tmpfs "$work/stick" || { echo "skipped: cannot mount a tmpfs here"; exit 77; }
trap 'status=$?; umount -l "$work/stick" 2>/dev/null || true; if [ $status -ne 0 ]; then echo "(files kept in $work)"; else rm -rf "$work"; fi; exit $status' EXIT

correct_red() { printf 'panel books\nfield key treasury.red\nfield value %s\nfield reason %s\npress correct\n' "$1" "$2"; }

{
  echo "field game test-game"
  echo "field player.red Anne"
  echo "field player.blue Benoît"
  echo "press start"
  correct_red 21 "on the laptop"
  echo "field save-elsewhere $work/stick/games/g.adc"
  echo "press save-elsewhere"
  echo "expect save_file $work/stick/games/g.adc"
  correct_red 22 "on the stick"
  echo "wait-for $work/pulled-out"
  correct_red 23 "after the stick was pulled out"
  echo "expect-contains save_problem its folder is gone (was a USB stick removed?)"
  echo "expect value.treasury.red 23"
  echo "try press save-retry"
  echo "expect-contains save_problem its folder is gone"
  echo "screenshot pulled-1280.png"
} > "$work/pulled.txt"
run_app < "$work/pulled.txt" &
app=$!
for i in $(seq 1 200); do
  [ "$(adc show "$work/stick/games/g.adc" --json 2>/dev/null | tr -d ' \n' | grep -o '"cursor":[0-9]*')" = '"cursor":2' ] && break
  sleep 0.1
done
umount -l "$work/stick" || fail "the stick could not be pulled out"
touch "$work/pulled-out"
wait $app || fail "the app's script failed once the stick was pulled out"
[ -e "$work/stick/games" ] && fail "the app made the stick's folder again on the local disk"
check_png pulled-1280.png count '#801212' 12 4000 || fail "no red banner once the stick was pulled out"

# The next launch: the copy last written is not there; the older one is offered as such.
run_app <<SCRIPT
frames 3
see The game in progress was last saved to
see Older copies of this game
see Resume this copy
screenshot next-launch-1280.png
try resume
expect-contains status which is not there now (was a USB stick removed?)
press resume-copy-1
expect cursor 1
expect value.treasury.red 21
SCRIPT
[ -e "$work/stick/games" ] && fail "resuming made the stick's folder on the local disk"
exit 0
