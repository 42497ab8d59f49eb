#!/usr/bin/env bash
# 1793: Patriots & Traitors' opening played as a table would, pressing only what the
# screen shows (issue 15): the factions and the seating chosen once on the Start panel
# (three players, first game), each starting hand picked by card name (5.11), the round
# started, and the Jacobins' first turn: they draw Military Offensive and end their turn,
# the Girondins play next (6, 7).
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app --text-dump opening.txt <<'SCRIPT'
resize 1920 1080
click Grand Siècle
click 1793: Patriots & Traitors
click Cordeliers (Ultra-Radicals, red)
click Jacobins (Radicals, blue)
click player's name
type Anne
click Jacobins (Radicals, blue) | 2
click Girondins (Moderates, turquoise)
click player's name
type Benoît
click Girondins (Moderates, turquoise) | 3
click Feuillants (Conservatives, yellow)
click player's name
type Claire
click First game: only the Law cards LC01 to LC10 (5.9)
click Start the game
click Deal a starting hand
click Choose …
click Jacobins
click +
type AC11
click AC11 Printing Press
click +
type AC30
click AC30 J'Accuse
click +
type AC12
click AC12 Printing Press
click +
type AC01
click AC01 Angry mob
click Do
click Choose …
click Girondins
click +
type AC43
click AC43 Spy
click +
type AC47
click AC47 Uprising
click +
type AC27
click AC27 Jourdan (Revolutionary General)
click +
type AC28
click AC28 Pichegru (Revolutionary General)
click Do
click Choose …
click Feuillants
click +
type AC13
click AC13 Printing Press
click +
type AC48
click AC48 Uprising
click +
type LEC09
click LEC09 Marquis de Lafayette (Revolutionary General)
click +
type AC09
click AC09 Hidden safe of Louis XVI
click Do
click Sequence
click Start the round
click Do
click Sequence
click Draw cards
click +
type AC33
click AC33 Military Offensive
click Do
click Sequence
click End the turn
click Do
screenshot first-turn.png
expect value.active girondins
expect value.first_game true
expect step round.turn
expect-contains last_action the Girondin plays next
SCRIPT
check_png first-turn.png size 1920 1080
if grep -P '\b[a-z]+_[a-z_]+\b' opening.txt | grep -v '/'; then fail "an id was on screen during the opening"; fi
