#!/usr/bin/env bash
# Vendée Militaire's reshuffle [L124] through the board's helper: when White's draw pile
# runs out, the draw is refused until the players say how many Unique Event cards they
# set aside from the discard pile; the helper then shows that field, and the draw goes
# through with it. (The books are first corrected to a nearly empty pile.)
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  cat <<'SCRIPT'
field game vendee-militaire
field scenario standard
field player.white Anne
field player.blue Benoît
press start
panel board
press setup
SCRIPT
  vendee_starting_faces
  cat <<'SCRIPT'
expect value.stage draw
panel books
field key draw_pile.white
field value 3
field reason a test of the reshuffle
press correct
field key discard.white
field value 49
field reason a test of the reshuffle
press correct
panel board
try press draw
expect-contains status set_aside_white
expect value.hand.white 0
screenshot asked.png
field set_aside_white 2
press draw
expect value.hand.white 7
expect value.set_aside.white 2
expect value.discard.white 0
expect value.draw_pile.white 43
screenshot drawn.png
SCRIPT
} | run_app

check_png asked.png differs drawn.png
