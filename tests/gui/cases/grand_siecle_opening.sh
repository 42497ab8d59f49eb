#!/usr/bin/env bash
# Grand Siècle's opening played as a table would, pressing only what the screen shows
# (issue 15): five players named, one for each pair of powers (1.0); the step's button
# opens 'Starting values of a power' for England and then for Spain, typed from the
# scenario sheet; then the first turn's opening steps, one 'Next step' at a time.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
resize 1920 1080
SCRIPT
  name_by_clicks Anne Benoît Claire Denis Élise
  cat <<'SCRIPT'
click Start the game
click Resolve: Starting values of a power (scenario sheet)
type 14
key tab
type 42
key tab
type 12
click Resolve (Enter)
click Sequence
click Resolve: Starting values of a power (scenario sheet)
click England (Anne)
click Spain (Benoît)
click 14 | Prestige
key ctrl+a
type 9
click 42 | State treasury (Louis)
key ctrl+a
type 30
click 12 | Public debt (Louis)
key ctrl+a
type 25
click Resolve (Enter)
click Sequence
click Next step ▶
click Next step ▶
screenshot first-turn.png
expect value.prestige.england 14
expect value.treasury.england 42
expect value.public_debt.england 12
expect value.prestige.spain 9
expect value.treasury.spain 30
expect value.public_debt.spain 25
expect step events.public
SCRIPT
} | run_app --text-dump opening.txt
check_png first-turn.png size 1920 1080
if grep -P '\b[a-z]+_[a-z_]+\b' opening.txt | grep -v '/'; then fail "an id was on screen during the opening"; fi
