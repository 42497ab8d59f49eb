#!/usr/bin/env bash
# A limit is said before anyone rolls (issue 17, "Limits as data"): Grand Siècle 4.13, "a
# Company can only try and build one new commercial fleet per commercial phase". England's
# Company tries once in the Resolve panel and fails; the panel then says "Already done this
# phase (4.13)", its Resolve button is disabled, and pressing it changes nothing: the
# treasury is not paid from again and nothing is logged.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct company_size.england 3
correct company_treasury.england 20
run_app --text-dump shown.txt <<SCRIPT
field game grand-siecle
field scenario 1700
$(shipped_game_players grand-siecle)
press start
panel books
${corrections}
panel sequence
press goto:commercial.build
expect step commercial.build
panel resolve
field procedure new_commercial_fleet
field side england
field yellow 2
field red 1
press resolve
expect value.company_treasury.england 15
frames 3
see Already done in this phase (4.13)
screenshot limit.png
dump before.txt
try press resolve
frames 3
expect value.company_treasury.england 15
dump after.txt
SCRIPT

check_png limit.png size 1280 800
log_lines() { grep -E '^log = ' "$1"; }
[ "$(log_lines before.txt)" = "$(log_lines after.txt)" ] || fail "the second attempt was logged: $(log_lines after.txt)"
grep -q "Already done in this phase (4.13)" shown.txt || fail "the Resolve panel did not say the limit"
