#!/usr/bin/env bash
# The Tables panel on Grand Siècle's casualty table (issue 16). A battle round's fire is
# resolved in the Resolve panel (a 6 on [10+], a cell the 24.14 example prints); "See it
# in the table" opens the casualty table with that cell outlined in gold. The table is
# found by name and by rule number; unknown cells are typed in place, each value checked
# as it is typed (a yes/no refuses "maybe" in words); Enter enters a cell and puts the
# keyboard in the next unknown one, where Tab moves from field to field and Enter enters
# it. The players' chart is exported, and imported back: a file naming a row the table
# does not have is refused with its line; one that types a cell differently is kept and
# reported, and replaces it when the players say so.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
export HOME="$work"

players='field game grand-siecle
field scenario 1700
field player.england Anne
field player.spain Benoît
field player.france Claire
field player.holland Denis
field player.sweden Élise
press start'

run_app <<SCRIPT
${players}
panel resolve
field procedure battle_fire
field side france
field die 6
field regiments 12
press resolve
expect result.cell casualties row 6, column 10+
press see-in-table
frames 3
expect panel tables
expect tables.selected casualties
expect tables.highlight casualties row 6, column 10+
expect tables.progress 3 printed, 0 typed in, 41 unknown of 44
expect tables.total 356 printed, 0 typed in, 476 unknown of 832
screenshot casualties.png
field search casualt
expect tables.listed casualties
field search 24.5
expect tables.listed casualties
field casualties|0|1-2|losses 2
field casualties|0|1-2|cavalry maybe
expect tables.cell_error * one loss must be cavalry: write yes or no
try press enter:casualties|0|1-2
expect log 1
field casualties|0|1-2|cavalry no
press enter:casualties|0|1-2
expect last_action Chart entry: Casualty table, Modified die 0, Firing regiments 1-2: Regiments lost by the enemy 2, * one loss must be cavalry 0
frames 3
type 3
key tab
type yes
key enter
frames 3
expect last_action Chart entry: Casualty table, Modified die 0, Firing regiments 3-4: Regiments lost by the enemy 3, * one loss must be cavalry 1
expect tables.progress 3 printed, 2 typed in, 39 unknown of 44
screenshot typed.png
field chart-file $work/shared.toml
press export
expect tables.report 2 cells of your chart written to $work/shared.toml. Another table imports this file.
SCRIPT

check_png casualties.png size 1280 800
# The last resolution's cell (row 6, column 10+), its two results outlined together in
# gold on their dark gold.
check_png casualties.png count '#e8c040' 40 300 @ 975 567 290 33
check_png casualties.png count '#5a4610' 10 1500 @ 975 567 290 33
# The cells typed in, tinted, on row 0 (the grid scrolled to the next unknown cell shows
# the second one's "Yes").
check_png typed.png count '#1e556e' 10 2500 @ 645 423 140 28
grep -q 'row = "0"' shared.toml || fail "the exported chart lacks the cells typed in"

# Import: a row the table does not have is refused with its line, nothing is taken.
cat > bad.toml <<'TOML'
game = "grand-siecle"

[[cell]]
table = "casualties"
row = "12"
column = "1-2"
values = { losses = 1, cavalry = 0 }
TOML
# A cell typed differently is kept and reported; a new one is added.
sed -e 's/losses = 2, cavalry = 0/losses = 4, cavalry = 0/' shared.toml > theirs.toml
printf '\n[[cell]]\ntable = "casualties"\nrow = "9"\ncolumn = "1-2"\nvalues = { losses = 5, cavalry = 1 }\n' >> theirs.toml

run_app <<SCRIPT
${players}
panel tables
field table casualties
field chart-file $work/bad.toml
try press import
expect-contains tables.report was not imported
expect tables.progress 3 printed, 2 typed in, 39 unknown of 44
field chart-file $work/theirs.toml
press import
expect tables.report Imported: 1 cells added, 1 already the same, 0 replaced, 1 typed differently and kept.
expect tables.progress 3 printed, 3 typed in, 38 unknown of 44
screenshot imported.png
field replace yes
press import
expect tables.report Imported: 0 cells added, 2 already the same, 1 replaced, 0 typed differently and kept.
SCRIPT
grep -q 'losses = 4' data/aide-de-camp/charts/grand-siecle.toml || fail "the replaced cell was not kept in the players' chart"
# To look at the screenshots: ADC_GUI_KEEP=/some/dir copies them there.
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png "$ADC_GUI_KEEP"/
