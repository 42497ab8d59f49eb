#!/usr/bin/env bash
# Prepare the game for Vendée Militaire (issue 16): the standard set-up places the hexes
# as the set-up illustration shows, which the text lacks [L50-L52]. The set-up step points
# to Prepare the game, which asks the nine starting faces together (hexes 1, 4, 6, 7, 8,
# 9, 12, 13, 14); one left out is named, nothing is logged; all chosen, one press logs the
# nine chart values and places the hexes. Undo takes the last back; the screen is gone
# from the side menu once the set-up needs nothing more.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app --text-dump prepare.txt <<'SCRIPT'
resize 1280 720
field game vendee-militaire
field player.white Anne
field player.blue Benoît
press start
expect step setup.place
click Prepare the game…
expect panel prepare
screenshot prepare-1280-empty.png
click White | Hex 7
click Blue | Hex 9
click Enter these values, then: Place the starting hexes
expect log 0
expect-contains status New game
field hex_start.1.control white
field hex_start.4.control white
field hex_start.6.control white
field hex_start.8.control blue
field hex_start.12.control blue
field hex_start.13.control blue
field hex_start.14.control blue
screenshot prepare-1280-filled.png
resize 1920 1080
frames 3
screenshot prepare-1920-filled.png
click Enter these values, then: Place the starting hexes
expect log 10
expect value.control.h1 white
expect value.control.h7 white
expect value.control.h8 blue
expect value.control.h9 blue
expect value.control.h14 blue
expect value.stage draw
expect-contains last_action Set-up: White hexes 1, 2, 4, 5, 6, 7, 10; Blue hexes 3, 8, 9, 11, 12, 13, 14
screenshot prepare-1920-done.png
key ctrl+z
expect log 10
expect cursor 9
expect value.stage setup
SCRIPT
check_png prepare-1280-empty.png size 1280 720
check_png prepare-1920-done.png size 1920 1080
# The missing faces were named in the players' words before anything was logged.
grep -qF "To fill in: Hex 1, Hex 4, Hex 6, Hex 8, Hex 12, Hex 13, Hex 14" prepare.txt ||
  fail "the hexes left out were not named: $(grep -F 'To fill in' prepare.txt || true)"
grep -qF "Terrain hexes: face up at set-up" prepare.txt || fail "the table's name was not shown"
if grep -P '\b[a-z]+_[a-z_]+\b' prepare.txt | grep -v '/'; then fail "an id was on screen"; fi
