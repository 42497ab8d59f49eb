#!/usr/bin/env bash
# Where to type what the rulebook does not print (issue 30): the chart prompt's "Type it
# in the table" opens the Tables panel on the cell asked for, its first box taking the
# keyboard; typed there field by field (Tab, Enter), the cell is entered and the
# resolution that asked for it goes on. Leaving the Tables panel with the cell still
# asked for brings the question back.
source "$(dirname "$0")/../lib.sh"

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
press chart-in-table
frames 3
expect panel tables
expect tables.selected skirmish
screenshot in-table.png
panel resolve
frames 3
screenshot question-back.png
press chart-in-table
frames 3
expect panel tables
type 1
key tab
type 2
key enter
frames 3
expect chart_prompt 
expect result.headline Attacker wins: attacker loses 1, defender loses 2
SCRIPT
# In the table, the prompt steps aside: the Tables panel says what is asked for; away
# from it, the question is back in the middle of the window.
check_png in-table.png differs question-back.png
grep -q 'att_loss = 1' data/aide-de-camp/charts/test-game.toml || fail "the cell typed in the table is not in the players' chart"
