#!/usr/bin/env bash
# Tables: the unprinted Skirmish cell filled in from the Tables panel is logged in the
# game and kept in the players' chart; the table is then complete, and the next game
# reads the cell from the chart without asking (logging it as a chart action first).
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel tables
screenshot before.png
field skirmish|7|2|att_loss 1
try press enter:skirmish|7|2
field skirmish|7|2|def_loss 2
press enter:skirmish|7|2
expect last_action Chart entry: Skirmish table, Modified 2d6 7, Odds 2: Attacker loses 1, Defender loses 2
screenshot after.png
SCRIPT
grep -q 'att_loss = 1' data/aide-de-camp/charts/test-game.toml || fail "the chart overlay lacks the cell"

run_app <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure skirmish
field die 4,4
field odds 2
field terrain forest
press resolve
expect chart_prompt
expect result.headline Attacker wins: attacker loses 1, defender loses 2
expect cursor 2
SCRIPT
# The progress bar of the Skirmish table fills once its last cell is known.
check_png after.png differs before.png

# A players' chart that does not load is never overwritten: the value typed in is logged
# in the game only.
printf 'garbage = [\n' > data/aide-de-camp/charts/test-game.toml
before=$(sha256sum data/aide-de-camp/charts/test-game.toml)
run_app <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure skirmish
field die 4,4
field odds 2
field terrain forest
try press resolve
expect chart_prompt skirmish row 7, column 2
field att_loss 1
field def_loss 2
press chart-ok
expect result.headline Attacker wins: attacker loses 1, defender loses 2
SCRIPT
after=$(sha256sum data/aide-de-camp/charts/test-game.toml)
[ "$before" = "$after" ] || fail "the damaged chart overlay was overwritten"
