#!/usr/bin/env bash
# Prepare the game for 1793: Patriots & Traitors (issue 16): the app deals no cards; each
# player draws 4 at the table (5.11) and the hands are entered on Prepare the game, one
# faction after another in seating order, the next faction suggested. A hand the rules
# refuse (three cards) says why and logs nothing; each hand entered is marked Done; once
# every faction has its hand the round may start and the screen leaves the side menu.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app --text-dump prepare.txt <<'SCRIPT'
resize 1280 720
field game patriots-traitors
field scenario three_players
field seat.1 Anne
field seat.1.side jacobins
field seat.2 Benoît
field seat.2.side girondins
field seat.3 Claire
field seat.3.side feuillants
press start
expect step setup.deal
panel sequence
click Prepare the game…
expect panel prepare
screenshot prepare-1280-empty.png
click +
type AC11
click AC11 Printing Press
click +
type AC30
click AC30 J'Accuse
click +
type AC12
click AC12 Printing Press
click Do
expect log 1
click +
type AC01
click AC01 Angry mob
screenshot prepare-1280-one-hand.png
click Do
expect log 2
expect value.card.ac11 hand_jacobins
expect value.card.ac01 discard
expect-contains last_action Jacobin starting hand
field cards ac43,ac47,ac27,ac28
resize 1920 1080
frames 3
screenshot prepare-1920-second.png
press do
expect log 3
expect value.card.ac27 hand_girondins
field side feuillants
field cards ac13,ac48,lec09,ac09
press do
expect log 4
expect step round.start
screenshot prepare-1920-done.png
SCRIPT
check_png prepare-1280-empty.png size 1280 720
check_png prepare-1920-done.png size 1920 1080
grep -qF "The app deals nothing" prepare.txt || fail "the panel did not say the players draw at the table"
grep -qF "Deal a starting hand" prepare.txt || fail "the action was not named"
grep -qF "cards: each player draws 4 cards (5.11); 3 entered" prepare.txt ||
  fail "the three-card hand was not refused in words: $(grep -F 'cards' prepare.txt | head -5 || true)"
grep -qF '(Anne) | Done |' prepare.txt || fail "a hand entered was not marked done"
grep -qF "Nothing more to prepare" prepare.txt || fail "the panel did not say the set-up was complete"
if grep -P '\b[a-z]+_[a-z_]+\b' prepare.txt | grep -v '/'; then fail "an id was on screen"; fi
