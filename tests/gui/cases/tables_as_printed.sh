#!/usr/bin/env bash
# Printed tables as printed (issue 30): every table of every game is drawn in the Tables
# panel, at 1280x720 and at 1920x1080 in English, at 1280x720 in French, with --cut-text; no header and no cell of the
# Tables panel may be cut (a long header wraps, a column scrolled out of the window is
# scrolled, not cut). A cell of several results shows one column per result, under its
# header: Paris's Combat Table, 1793's Results of War; a table with columns and several
# results puts each column's name over its results (Vendée's hex draws).
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

# table_ids GAME: the ids of the game's printed tables, as its data files list them.
table_ids() { sed -n 's/^id = "\(.*\)"$/\1/p' "$ADC_GUI_DATA/games/$1"/tables/*.toml; }

mkdir -p "$work/cut"
for run in 1280x720:en 1920x1080:en 1280x720:fr; do
  size=${run%:*}
  lang=${run#*:}
  for game in grand-siecle paris-messe patriots-traitors revolution-francaise vendee-militaire; do
    {
      printf 'resize %s %s\nframes 2\n' "${size%x*}" "${size#*x}"
      printf 'field game %s\n' "$game"
      shipped_game_players "$game"
      printf 'press start\npanel tables\n'
      for table in $(table_ids "$game"); do printf 'field table %s\nframes 3\nexpect tables.selected %s\n' "$table" "$table"; done
      if [ "$lang" = en ]; then
        case "$game" in
          paris-messe)
            printf 'field table combat\nframes 2\n'
            printf 'expect tables.headers Attacker destroyed | Attacker loses | Attacker retreats | Defender loses | Defender retreats | Passage à travers (C or G with attack bonus)\n'
            printf 'expect tables.groups \n' ;;
          patriots-traitors)
            printf 'field table results_of_war\nframes 2\n'
            printf 'expect tables.headers Owner loses up to N Convention nationale cubes to pile | Owner loses up to N Faubourgs cubes to pile | Owner loses up to N Caserne/Champ de Mars cubes to pile | Owner gains N cubes stock to pile | Owner places N cubes stock to Caserne/Champ de Mars | Owner places N cubes stock to Faubourgs | Gold coins to the treasury (first occupation only) | Royalist cubes placed in the province | The Convention majority loses up to N CN cubes | On a tied majority, each player loses N CN cubes\n' ;;
          vendee-militaire)
            printf 'field table hex_draws\nframes 2\n'
            printf 'expect tables.headers White draws | Blue draws | White draws | Blue draws\n' ;;
        esac
      fi
      printf 'screenshot %s-%s-%s.png\n' "$game" "$size" "$lang"
    } | ADC_GUI_SCREEN=$size run_app --lang "$lang" --cut-text "$work/cut/$game-$size-$lang.txt"
    [ -f "$work/cut/$game-$size-$lang.txt" ] || fail "no list of cut strings for $game at $size in $lang"
  done
done

cat "$work"/cut/*.txt | grep '^tables	' | sort -u > "$work/cut.txt" || true
if [ -s "$work/cut.txt" ]; then
  echo "Strings cut in the Tables panel ($(wc -l < "$work/cut.txt")): PANEL, TEXT, how much shows" >&2
  head -100 "$work/cut.txt" >&2
  fail "some headers or cells of the printed tables do not fit their room"
fi
