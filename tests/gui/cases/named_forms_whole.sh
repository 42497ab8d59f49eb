#!/usr/bin/env bash
# Every form whole at 1280x720 (issue 30), the forms the trial found cut: Paris's fire
# (its plunging fire's further hex) and melee, 1793's To Paris! card and its territories'
# move, La Révolution française's Personality or Regional action, army move and military
# coup. Each action is chosen on the Board panel, beside the board, and its last field and
# Do must be in sight without scrolling (the dump's board_form.whole, measured against the
# visible part of the form's column).
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

failures=""
check() {  # GAME ACTION...
  local game=$1 type
  shift
  export XDG_CONFIG_HOME="$work/config-$game" XDG_DATA_HOME="$work/data-$game"
  {
    echo "resize 1280 720"
    echo "field game $game"
    shipped_game_players "$game"
    echo "press start"
    echo "panel board"
    for type in "$@"; do printf 'field action %s\nframes 3\ndump %s-%s.txt\n' "$type" "$game" "$type"; done
    echo "screenshot $game.png"
  } | run_app || fail "$game: the script stopped"
  for type in "$@"; do
    whole=$(sed -n 's/^board_form.whole = //p' "$game-$type.txt")
    [ "$whole" = yes ] || failures+="$game $type: ${whole:-no form}"$'\n'
  done
}
check paris-messe pm_fire pm_melee
check patriots-traitors pt_advance pt_move
check revolution-francaise rf_act rf_move rf_coup
[ -z "$failures" ] || fail "forms not whole at 1280x720:"$'\n'"$failures"
check_png paris-messe.png size 1280 720
