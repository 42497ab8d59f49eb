#!/usr/bin/env bash
# The Ledger panel on Grand Siècle's golden spring and fall: France's State treasury,
# line by line with its rule, gains in green and losses in red under a turn heading with
# the net change.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixture="$(cd "$(dirname "$0")/../../fixtures/grand-siecle" && pwd)/spring_and_fall_1701.toml"
cp "$fixture" game.toml

run_app --open game.toml <<'SCRIPT'
panel ledger
field side france
frames 3
screenshot france.png
expect value.treasury.france 34
SCRIPT

check_png france.png size 1280 800
# The turn heading (gold) and, in the Change column, +25 +28 +10 in green, -7 -3 -7 -12 in red.
check_png france.png count '#e6bf59' 40 30 @ 195 155 60 20
check_png france.png count '#8cd98c' 40 60 @ 530 175 80 100
check_png france.png count '#ff7f73' 40 30 @ 530 235 80 100
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
