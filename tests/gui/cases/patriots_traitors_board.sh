#!/usr/bin/env bash
# 1793: Patriots & Traitors' board view on the golden replay of the Round Example (15):
# the Paris areas with each faction's cubes (3 Cordelier cubes in the Faubourgs after
# Marat's; 2 Cordelier and 2 Jacobin cubes in the Convention), the Conciergerie holding the
# suspected Feuillant cube, the provinces in their cube's colour (Picardie pacified by the
# Feuillant, Normandie Girondin), the Paris province banded in the Faubourgs majority's red,
# and the turn badge of the Cordelier who starts Germinal 1793. Undoing the start of the
# round takes the turn badge away. An action entered through the board's action form (the
# Cordelier draws Jourdan AC27; the form is built from the module's description of
# pt_draw) is performed by the engine and undone like any other. The
# state the view reads is checked with `expect`.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
cp "$(dirname "$0")/../../fixtures/patriots-traitors/round_example.toml" round.toml

run_app <<'SCRIPT'
load round.toml
panel board
frames 3
expect value.active cordeliers
expect value.faubourgs.cordeliers 3
expect value.province.picardie feuillants
screenshot board.png
field action pt_draw
field side cordeliers
field cards ac27
frames 2
screenshot form.png
press do
expect value.card.ac27 hand_cordeliers
expect value.acted.cordeliers true
key ctrl+z
expect value.card.ac27 deck
key ctrl+z
frames 2
expect value.active none
screenshot undone.png
dump final.txt
SCRIPT

check_png board.png size 1280 800
# At 1280x800 the board's column is narrow: the Paris board above the France board.
# The Faubourgs: 3 red cubes, 2 free spaces.
check_png board.png count '#c03030' 2 750 900 @ 196 168 200 54
# The Convention: 2 Cordelier and 2 Jacobin cubes.
check_png board.png count '#c03030' 2 500 620 @ 403 168 200 54
check_png board.png count '#2f4f9f' 2 500 620 @ 403 168 200 54
# The Conciergerie: the Feuillant cube the Law of Suspects sent there.
check_png board.png count '#e0c020' 2 200 @ 196 370 40 30
# Picardie (Feuillant) and Normandie (Girondin) in their cube's colour (inside the tile
# whether or not the board scrolls: the form offers the turn's actions below).
check_png board.png count '#e0c020' 2 3300 @ 322 508 95 42
check_png board.png count '#30b0b0' 2 3300 @ 322 559 95 42
# The Paris province banded in the Faubourgs majority's red (8.4).
check_png board.png count '#c03030' 2 400 @ 200 544 100 10
# The turn badge, then none once the round's start is undone.
check_png board.png count '#c03030' 2 3000 @ 460 58 150 32
check_png undone.png count '#c03030' 2 0 0 @ 460 58 150 32
expect_line final.txt "value.first_player = jacobins"
# To look at the screenshots: ADC_GUI_KEEP=/some/dir copies them there.
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
