#!/usr/bin/env bash
# Sealed entries follow the step (issue 30): the Sealed panel opens on the entry the step
# has the players write, and "Reveal all together" reveals every entry the step sealed.
# Paris vaut bien une Messe! (3.1): both sides seal an order for each of their wings, the
# panel moving on by itself; one press reveals the orders of every wing.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app <<'SCRIPT' || fail "Paris's orders were not revealed together"
resize 1280 720
field game paris-messe
field scenario dreux
field player.protestant Anne
field player.catholic Benoît
press start
panel sealed
press handover
see Order of Condé's Left wing
click Attack!
press handover
click March
press handover
click Attack!
press handover
click Attack!
press handover
click March
press handover
click Rally
expect sealed.wing_order_3.entered 2
see Reveal all together
screenshot paris-sealed.png
click Reveal all together
expect sealed.wing_order_1.revealed true
expect sealed.wing_order_2.revealed true
expect sealed.wing_order_3.revealed true
screenshot paris-revealed.png
SCRIPT

# Grand Siècle (4.14): at the dividends the panel opens on the dividends, not on the
# commercial policies of the step before; at the minors' bids (8.2) on the minor each power
# tries to control, its eighteen choices all in sight at 1280x720.
export XDG_CONFIG_HOME="$work/config-gs" XDG_DATA_HOME="$work/data-gs"
{
  echo "resize 1280 720"
  echo "field game grand-siecle"
  shipped_game_players grand-siecle
  cat <<'SCRIPT'
press start
panel sequence
press goto:commercial.policy
panel sealed
see Commercial policy for this turn (announced simultaneously)
panel sequence
press goto:commercial.dividends
expect step commercial.dividends
panel sealed
see Dividend paid by the Company (written secretly; 0 without a Company)
screenshot grand-siecle-dividends.png
panel sequence
press goto:political.minor_bids
panel sealed
see Minor country this power tries to control (one power per player)
press handover
see Anspach
see Venice
screenshot grand-siecle-minors.png
SCRIPT
} | run_app || fail "Grand Siècle's Sealed panel did not open on the dividends"
