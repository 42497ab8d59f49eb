#!/usr/bin/env bash
# Issue 28, fault 2: a correction whose reason was 20,000 characters aborted the app in the
# Ledger (ImGui's `_VtxCurrentIdx < (1 << 16)`: one window past 65,536 vertices). An older
# save holding such reasons (written before the limits, or edited by hand) now opens, and
# the Ledger, the Log and the History draw it: the long texts shortened with their length,
# a window of more than 65,536 vertices drawn whole (small type on a large window). Then
# a reason set longer by a script is refused by the engine with the limit in words.
source "$(dirname "$0")/../lib.sh"

reason=$(yes 'la raison de cette correction est longue' | head -c 20000 | tr '\n' ' ' || true)
{
  cat <<'TOML'
[save]
format = 1
app_version = "0.1.0"
game = "test-game"
data_version = "1"
cursor = 24

[setup]
scenario = "standard"
seed = 7
players = [{ name = "Anne", side = "red" }, { name = "Benoît", side = "blue" }]
TOML
  for i in $(seq 1 24); do
    printf '\n[[action]]\ndo = { type = "set", args = { key = "treasury.red", value = %d }, reason = "%s" }\n' $((10 + i % 2)) "$reason"
  done
} > long.toml

ADC_GUI_SCREEN=1920x1080 run_app --open long.toml --text-dump drawn.txt <<'SCRIPT'
resize 1920 1080
scale 0.5
panel ledger
field side red
frames 3
screenshot ledger.png
panel log
frames 3
panel history
frames 3
panel books
frames 2
dump state.txt
expect value.treasury.red 10
SCRIPT

largest=$(sed -n 's/^draw.largest_list = //p' state.txt)
[ "${largest:-0}" -gt 65536 ] || fail "no window went past 65,536 vertices (the largest drew ${largest:-none}): the case tests nothing"
grep -Eq '… \([0-9]{5} characters\)' drawn.txt || fail "the long reasons were not shown shortened with their length"
check_png ledger.png size 1920 1080

# The Books panel's reason field set past its limit by a script: the field says so, and
# the engine refuses the correction with the limit in words.
over=$(head -c 2001 /dev/zero | tr '\0' 'r')
run_app --text-dump typed.txt <<SCRIPT
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel books
field key treasury.red
press edit
frames 2
field value 13
field reason ${over}
frames 2
try press correct
frames 2
expect-contains status reason: 2001 characters, at most 2000 may be kept; shorten it
expect value.treasury.red 10
SCRIPT
grep -q '2001 characters: at most 2000 may be kept; shorten it' typed.txt || fail "the field did not say its text is past the limit"
exit 0
