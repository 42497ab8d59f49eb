#!/usr/bin/env bash
# Paris vaut bien une Messe!'s opening played as a table would, pressing only what the
# screen shows (issue 15): the players named, an early reveal refused with the way to the
# first order to seal (its button opens it), each wing's order sealed on the hand-over
# screen with the Attack! / March / Rally buttons (wings named by their commander; the
# panel moves on to the next order by itself), the
# orders revealed from the step's button, the initiative (4.1), Condé's wing activated
# (4.2), the pre-emption and the order change passed, and Condé's first Reiters firing at
# Piémont 1 with a 9 (10): the golden fixture's Dreux opening.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

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
click Do
click → Seal: Order of Condé's Left wing
click I am Huguenots (Anne): let me enter
click Attack!
click I am Catholics (Benoît): let me enter
click March
click I am Huguenots (Anne): let me enter
click Attack!
click I am Catholics (Benoît): let me enter
click Attack!
click I am Huguenots (Anne): let me enter
click March
click I am Catholics (Benoît): let me enter
click Rally
click Sequence
click Reveal the sealed orders
click Do
click Do
click Choose …
click Condé's Left wing
click Do
click Pre-empt
click Next step
click Do
click Do
click Next step
click Fire
click Choose …
type Reiters 1 (Condé)
click Reiters 1 (Condé), normal
click Choose …
type Piémont 1
click Piémont 1 (St. André), normal
click 0 to 9
type 9
click Do
screenshot fire.png
expect-contains last_action Reiters 1 fires at Piémont 1: Hit (9 against 6+)
expect value.order.dr_conde attack
expect value.order.dr_guise rally
expect value.first_player protestant
expect value.active_wing dr_conde
SCRIPT
} | run_app --text-dump opening.txt
check_png fire.png size 1280 720
grep -q "→ Seal: Order of Condé's Left wing" opening.txt || fail "the early reveal does not point to the order to seal"
grep -qP '^sealed\tOrder of Condé.s Left wing$' opening.txt || fail "the hand-over screen does not name the wing by its commander"
grep -qP '^sealed\t\[ Attack! \] \[ March \] \[ Rally \]$' opening.txt || fail "the orders are not offered as buttons"
if grep -P '\b[a-z]+_[a-z_]+\b' opening.txt | grep -v '/'; then fail "an id was on screen during the opening"; fi
