#!/usr/bin/env bash
# The app's dice: Roll logs a `roll` action with the engine's seeded faces, the tray
# throws that many dice that settle inside its walls showing them; the same seed rolls
# the same faces. The board view draws the prestige track with both sides' markers.
source "$(dirname "$0")/../lib.sh"

script=$(cat <<'SCRIPT'
field game test-game
field scenario war
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure skirmish
field odds 3
press roll
expect-contains last_action Rolled 2d6:
frames 400
screenshot tray.png
press resolve
expect cursor 2
panel board
screenshot board.png
dump final.txt
SCRIPT
)
run_app <<< "$script"
cp final.txt first.txt
rm -rf data config
run_app <<< "$script"
# The manual clock gives the same seed, so the same faces and the same result.
diff <(grep -E '^(last_action|result|value)' first.txt) <(grep -E '^(last_action|result|value)' final.txt) ||
  fail "the same seed rolled differently"

# The tray (green felt) sits at the bottom right; two ivory dice rest inside it.
check_png tray.png count '#1e5a3c' 2 60000 @ 740 460 540 300
check_png tray.png count '#f2ecdc' 2 1500 @ 740 460 540 300
# Board: the track's boxes, and one marker per side on it.
check_png board.png count '#e8dfc8' 2 5000
check_png board.png count '#c03030' 2 150
check_png board.png count '#3050c0' 2 150
