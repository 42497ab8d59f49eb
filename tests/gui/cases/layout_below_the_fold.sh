#!/usr/bin/env bash
# Nothing a player needs next is below the fold at 1280x720 (issue 16): for each game,
# its first action opened as a table would (the Sequence step's button) and the button
# that does it seen on screen without scrolling (`see` fails on a label outside the
# window or cut off by its region's edge). La Révolution française's 'Next step ▶' at
# set-up and its law vote; Paris's reveal; 1793's deal with a hand of chips; Vendée's
# set-up; Grand Siècle's first procedure on the Resolve panel. The result of an action
# is shown beside the form as well as in the status line ('Last action').
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
# Each game from a first run's Start panel (the settings remember the last game).
fresh() { export XDG_CONFIG_HOME="$work/config-$1" XDG_DATA_HOME="$work/data-$1"; }

# La Révolution française, six players.
{
  cat <<'SCRIPT'
resize 1280 720
click Grand Siècle
click La Révolution française: La patrie en danger 1791-1795
SCRIPT
  name_by_clicks Anne Benoît Claire Denis Élise Fanny
  cat <<'SCRIPT'
click Start the game
expect scale 1.00
see Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Next step ▶
click Action Phase
click Passing laws
click Vote a law
expect panel board
see Do
see Last action
screenshot revolution-law.png
SCRIPT
} | run_app --text-dump revolution.txt || fail "La Révolution française's form is below the fold"

# Paris vaut bien une Messe!, two players: the reveal, refused with its way forward.
fresh paris
{
  cat <<'SCRIPT'
resize 1280 720
click Grand Siècle
click Paris vaut bien une Messe!
SCRIPT
  name_by_clicks Anne Benoît
  cat <<'SCRIPT'
click Start the game
click Sequence
click Reveal the sealed orders
expect panel board
see Do
click Do
see → Seal: Order of Condé's Left wing
screenshot paris.png
SCRIPT
} | run_app || fail "Paris's orders helper is below the fold"

# 1793: Patriots & Traitors, three players, first game: the deal, a hand of chips.
fresh patriots
run_app <<'SCRIPT' || fail "1793's deal form is below the fold"
resize 1280 720
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
expect panel board
see Do
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
see Do
screenshot patriots.png
click Do
see Last action
SCRIPT

# Vendée Militaire, two players: the set-up's button beside the map.
fresh vendee
{
  cat <<'SCRIPT'
resize 1280 720
click Grand Siècle
click Vendée Militaire 1793-1794
SCRIPT
  name_by_clicks Anne Benoît
  cat <<'SCRIPT'
click Start the game
click Place the starting hexes
expect panel board
see Place the hexes (Enter)
screenshot vendee.png
SCRIPT
} | run_app || fail "Vendée's set-up is below the fold"

# Grand Siècle, five players: the first procedure's Resolve button beside Roll.
fresh grand-siecle
{
  echo "resize 1280 720"
  name_by_clicks Anne Benoît Claire Denis Élise
  cat <<'SCRIPT'
click Start the game
click Resolve: Starting values of a power (scenario sheet)
expect panel resolve
see Resolve (Enter)
screenshot grand-siecle.png
SCRIPT
} | run_app || fail "Grand Siècle's Resolve button is cut or below the fold"
