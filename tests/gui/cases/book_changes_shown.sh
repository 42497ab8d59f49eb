#!/usr/bin/env bash
# After an action the players see what it changed in the books, where they acted (issue
# 17, bookChanges): the Resolve panel's result lists the changes in the players' words,
# each with its rule ("Company treasury ... (England): 20 → 15 (4.13)"), and no id. At
# 1280x720, the smallest screen the app is made for. (The Controller's unit test shows
# that an undo drops them, and that a long list ends in "and N more".)
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct company_size.england 3
correct company_treasury.england 20
run_app --text-dump shown.txt <<SCRIPT
field game grand-siecle
field scenario 1700
$(shipped_game_players grand-siecle)
press start
resize 1280 720
frames 2
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
see (England): 20 → 15 (4.13)
screenshot changes.png
SCRIPT

check_png changes.png size 1280 720
grep -qF "Books changed:" shown.txt || fail "the Resolve panel did not head the changes"
grep -qF "Company treasury, \"trésorerie\" (Louis) (England): 20 → 15 (4.13)" shown.txt ||
  fail "the Resolve panel did not list the change to the Company's treasury: $(grep -F '→' shown.txt | head -5)"
if grep -qE "company_treasury|treasury\.england" shown.txt; then fail "an id on screen: $(grep -E 'company_treasury|treasury\.england' shown.txt)"; fi
