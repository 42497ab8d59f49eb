#!/usr/bin/env bash
# Prepare the game for Grand Siècle's 1700 start (issue 16): the rulebook prints no
# scenario sheet (1.0), so the starting values of all ten powers are asked as one grid, a
# row per power; a Company only of England, Spain, France, Holland and Sweden (4.0), no
# policy for Poland (4.7). One press resolves every row, each a logged action; a row left
# incomplete (Turkey's debt) or refused (Russia's prestige above the ladder's 20) says
# why in words and keeps what was typed, the others go through; corrected, the rest
# follow, and the set-up goes on to the first turn.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
resize 1280 720
field game grand-siecle
field player.england Anne
field player.spain Benoît
field player.france Claire
field player.holland Denis
field player.sweden Élise
press start
expect step events.setup
click Prepare the game…
expect panel prepare
screenshot prepare-1280-empty.png
SCRIPT
  # power prestige treasury debt navy [company fleets]
  while read -r power prestige treasury debt navy company; do
    printf 'field %s.prestige_start %s\nfield %s.treasury_start %s\n' "$power" "$prestige" "$power" "$treasury"
    [ "$debt" != "-" ] && printf 'field %s.debt_start %s\n' "$power" "$debt"
    printf 'field %s.navy_start %s\n' "$power" "$navy"
    [ -n "$company" ] && printf 'field %s.company_start %s\nfield %s.fleets_start %s\n' "$power" "$company" "$power" "$company"
  done <<'VALUES'
england 15 20 30 12 10
turkey 12 12 - 4
spain 14 15 25 6 6
prussia 13 10 10 0
france 17 25 40 10 9
poland 9 6 5 0
holland 16 18 20 8 11
russia 25 8 15 2
sweden 10 7 10 3 3
austria 12 14 30 0
VALUES
  cat <<'SCRIPT'
field spain.policy_start monopoly
field england.marine_start true
screenshot prepare-1280-filled.png
click Set up all 10
expect value.prestige.england 15
expect value.company_size.england 10
expect value.company_treasury.england 10
expect value.marine_minister.england true
expect value.commercial_policy.spain monopoly
expect value.treasury.austria 14
expect value.company_size.austria 0
expect value.prestige.turkey 0
expect value.prestige.russia 0
expect log 8
screenshot prepare-1280-two-refused.png
field turkey.debt_start 20
field russia.prestige_start 11
resize 1920 1080
frames 3
screenshot prepare-1920-before.png
click Set up the 2 left
expect log 10
expect value.public_debt.turkey 20
expect value.prestige.russia 11
expect step events.setup
screenshot prepare-1920-done.png
panel sequence
click Next step ▶
expect step events.draw
SCRIPT
} | run_app --text-dump prepare.txt
check_png prepare-1280-empty.png size 1280 720
check_png prepare-1920-done.png size 1920 1080
grep -qF "Turkey: To fill in: Public debt (Louis)" prepare.txt || fail "Turkey's missing debt was not said: $(grep -F 'Turkey:' prepare.txt || true)"
grep -qF "Russia: Prestige: 25 is not within 0 to 20" prepare.txt || fail "Russia's refusal was not said: $(grep -F 'Russia:' prepare.txt || true)"
grep -qF "All done." prepare.txt || fail "the grid did not say it was done"
if grep -P '\b[a-z]+_[a-z_]+\b' prepare.txt | grep -v '/'; then fail "an id was on screen"; fi
