#!/usr/bin/env bash
# Issue 30, "Lists where the game has a list" and "Start panel and seats", as the players
# meet them on screen:
# - La Révolution française: five players named with the Marais left empty start the
#   five-player game (15.2.1), and the Start panel says so before the game starts; the
#   Books then read "Five-player game: Yes". An objective is picked from the game's own
#   (6.4): the form shows "Arrest Marat", not the words a player had to type.
# - 1793: a cube's place typed as printed ("Stock", "Faubourgs") is the game's place (9),
#   and the card played is picked from the acting faction's hand first (7.1).
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app --text-dump rf.txt <<'SCRIPT'
field game revolution-francaise
field scenario historical
field player.royalist Anne
field player.feuillant Benoît
field player.gironde Claire
field player.montagne Denis
field player.sans_culotte Élise
frames 3
screenshot rf-start.png
press start
expect value.automated_marais true
panel board
field action rf_objective
field side government
field objective arrest marat
frames 3
screenshot rf-objective.png
press do
expect value.objective.government arrest marat
SCRIPT
grep -qP '^start\tThe Marais has no player: the five-player game starts, Historical scenario, five players \(15\.2\.1\)$' rf.txt ||
  fail "the Start panel does not say that the five-player game starts"
grep -qF '{ Arrest Marat }' rf.txt || fail "the objective is not shown by its name, picked from the game's list"
check_png rf-start.png size 1280 800

cp "$(dirname "$0")/../../fixtures/patriots-traitors/round_example.toml" round.toml
run_app --text-dump pt.txt <<'SCRIPT'
load round.toml
panel board
frames 2
field action pt_move
field faction jacobins
field from Stock
field to Faubourgs
field rule Test position
press do
expect value.faubourgs.jacobins 1
field action pt_play
field side cordeliers
frames 2
click Choose …
frames 3
screenshot pt-hand.png
SCRIPT
# The card list opens on the Cordelier's hand at the end of the Round Example (AC20, AC21,
# AC33: AC30 was played), the other cards after them; no Law card is offered to play.
first_three=$(grep -P '^board\t(AC|LC|LEC)[0-9]{2} ' pt.txt | head -3 | cut -f2 | tr '\n' '|')
[ "$first_three" = "AC20 Assassination|AC21 Assassination|AC33 Military Offensive|" ] ||
  fail "the card list does not open on the Cordelier's hand: $first_three"
if grep -qP '^board\tLC[0-9]{2} ' pt.txt; then fail "a Law card is offered to play for influence"; fi
