#!/usr/bin/env bash
# The keyboard reaches everything (issue 30): Tab and Shift+Tab go through every field,
# drop-down and check box of a form in reading order; a drop-down opens when Tab lands on
# it, says "Choose …" until chosen, the words typed filter its list (without regard to case
# or accents) and Enter picks the first match; Space ticks a check box Tab landed on, and a
# click on a check box's words ticks it.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

# Grand Siècle, the Resolve panel at 1280x720: the Spanish Succession (33.11), its
# successor and policy chosen by typing, then the acting side (Spain, below the fold of
# the ten powers' list) by Shift+Tab.
{
  echo "resize 1280 720"
  echo "field game grand-siecle"
  shipped_game_players grand-siecle
  cat <<'SCRIPT'
press start
panel resolve
field procedure spanish_succession
frames 2
see Choose …
type AUS
key enter
frames 2
expect form.successor austria
key tab
frames 2
type parti
key enter
frames 2
expect form.policy partition
key shift+tab
frames 2
key shift+tab
frames 2
type spa
key enter
frames 2
expect form.side spain
screenshot grand-siecle.png
SCRIPT
} | run_app || fail "Grand Siècle's Resolve form is out of the keyboard's reach"

# Paris vaut bien une Messe!, the Board panel at 1280x720: a rally (13), its unit found by
# typing, the die typed, "Next to its commander" reached by Tab and ticked with Space, and
# "Grouped with its commander" ticked by a click on its words, then again to untick it.
export XDG_CONFIG_HOME="$work/config-pm" XDG_DATA_HOME="$work/data-pm"
{
  echo "resize 1280 720"
  echo "field game paris-messe"
  shipped_game_players paris-messe
  cat <<'SCRIPT'
press start
panel board
field action pm_rally
frames 2
click Choose …
frames 2
type piemont 1
key enter
frames 2
expect board_form.unit d_piemont1
key tab
frames 2
type 4
key tab
frames 2
key tab
frames 2
key space
frames 2
expect board_form.adjacent yes
expect board_form.die 4
click Grouped with its
frames 2
expect board_form.grouped yes
screenshot paris.png
click Grouped with its
frames 2
expect board_form.grouped (none)
SCRIPT
} | run_app || fail "Paris's rally form is out of the keyboard's reach"
