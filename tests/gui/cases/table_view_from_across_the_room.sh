#!/usr/bin/env bash
# The shared screen read from two metres (issue 29), in each game at 1920x1080, at the
# start and at a fixture's final position: the board is drawn at the Table view's own
# scale, its regular type 24 px or more (table.board_scale at least 24/17), grown until it
# fills its half when it can (Vendée's board, at the end of the game); the column's strings
# are 24 px or more, its last line ("Esc leaves the table view.") included; the battle
# under way stands in the column in headline type (Vendée's, 52 px). --text-sizes gives
# each string with the height of its type.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)

the_table_view='resize 1920 1080
key f11
frames 30
dump dump.txt'

# readable SIZES-FILE DUMP-FILE NAME: the board's scale and the column's strings.
readable() {
  local scale
  scale=$(grep -oP '^table\.board_scale = \K.*' "$2")
  awk -v s="$scale" 'BEGIN { exit !(s >= 1.41) }' || fail "$3: the board is drawn at scale $scale, under 24 px type"
  for words in 'Esc leaves the table view\.' 'Last result' 'Score \(rule .*'; do
    grep -qP "^table\t\d+\t$words$" "$1" || fail "$3: the column has no '$words'"
    if grep -P "^table\t(1?\d|2[0-3])\t$words$" "$1"; then fail "$3: '$words' is under 24 px"; fi
  done
}

for game in grand-siecle paris-messe patriots-traitors revolution-francaise vendee-militaire; do
  case $game in
    grand-siecle) players=Anne,Benoît,Claire,Denis,Élise ;;
    revolution-francaise) players=Anne,Benoît,Claire,Denis,Élise,Fanny ;;
    patriots-traitors) players=Anne,Benoît,Claire ;;
    *) players=Anne,Benoît ;;
  esac
  echo "$the_table_view
screenshot $game-new.png" | run_app --text-sizes "$game-new.txt" --game $game --players $players
  # The new game has no result yet: the column's last line and the board.
  grep -qP "^table\t\d+\tEsc leaves the table view\.$" "$game-new.txt" || fail "$game: no column at the start"
  if grep -P "^table\t(1?\d|2[0-3])\tEsc leaves the table view\.$" "$game-new.txt"; then fail "$game: the column's last line is under 24 px"; fi
  check_png "$game-new.png" size 1920 1080
  fixture=$(ls "$fixtures/$game"/*.toml | tail -1)
  echo "$the_table_view
screenshot $game-end.png" | run_app --text-sizes "$game-end.txt" --open "$fixture"
  mv dump.txt "$game-dump.txt"
  readable "$game-end.txt" "$game-dump.txt" "$game ($(basename "$fixture"))"
done

# Vendée's board, at the end of the game, fills its half: grown past the smallest scale,
# and it fits.
grep -qP '^table\.board_fits = true$' vendee-militaire-dump.txt || fail "Vendée's board does not fit its half"
scale=$(grep -oP '^table\.board_scale = \K.*' vendee-militaire-dump.txt)
awk -v s="$scale" 'BEGIN { exit !(s >= 1.6) }' || fail "Vendée's board did not grow to fill its half (scale $scale)"

# Vendée's battle on hex 10 during its bidding: in the column, in headline type.
{
  vendee_battle_on_hex_10
  cat <<'SCRIPT'
key f11
frames 30
screenshot vm-battle.png
SCRIPT
} | run_app --text-sizes vm-battle.txt --game vendee-militaire --players Anne,Benoît
grep -qP '^table\t52\tBattle on hex 10, Blue attacking$' vm-battle.txt ||
  fail "Vendée's battle is not in the column's headline type: $(grep -P 'Battle on hex' vm-battle.txt)"
grep -qP '^table\t52\t(Blue|White) to play: ' vm-battle.txt ||
  fail "Vendée's side to play is not in the column's headline type: $(grep -P 'to play' vm-battle.txt)"
