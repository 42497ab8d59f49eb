#!/usr/bin/env bash
# La Révolution française's opening played as a table would, pressing only what the
# screen shows (issue 15): six players, one a Current (the Government is played by no
# one, 2.7); the first turn's steps walked with 'Next step'; the Action Phase opened
# from the strip, its 'Passing laws' step (7.5.2.3), and the step's 'Vote a law' button
# opening the Board's form on the law vote, with what it still needs said in words; then
# the Government's Civic Law voted by the deputies (Feuillant, Marais and Gironde yes;
# Royalist, Montagne and Sans-Culotte no), chosen by name, and passed 22 to 4.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
resize 1920 1080
click Grand Siècle
click La Révolution française: La patrie en danger 1791-1795
SCRIPT
  name_by_clicks Anne Benoît Claire Denis Élise Fanny
  cat <<'SCRIPT'
click Start the game
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Action Phase
click Passing laws
click Vote a law
screenshot law-vote.png
expect step actions.laws
expect panel board
click Choose …
click Government
click Choose …
type Civic
click Civic Law (13.4)
click +
click Feuillant
click +
click Marais
click +
click Gironde
click + #2
click Royalist
click + #2
click Montagne
click + #2
click Sans-Culotte
key enter
screenshot law-passed.png
expect-contains last_action Government proposes Civic Law (13.4): yes 22, no 4 → passed
SCRIPT
} | run_app --text-dump opening.txt
check_png law-vote.png size 1920 1080
check_png law-passed.png size 1920 1080
grep -qP '^board\t.*\{ Vote a law \}' opening.txt || fail "the form did not open on the law vote"
grep -qP '^board\t\[ Do \] To fill in: the acting side, the law proposed$' opening.txt || fail "the form does not say what the vote needs"
if grep -P '\b[a-z]+_[a-z_]+\b' opening.txt | grep -v '/'; then fail "an id was on screen during the opening"; fi
