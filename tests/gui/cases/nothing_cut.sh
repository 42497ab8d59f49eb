#!/usr/bin/env bash
# Nothing cut (issue 16): every panel of every game, in a new game and in the final
# position of each golden fixture, at 1280x720 and at 1920x1080, with --cut-text. The app
# measures each string it draws against the room it is given (app/gui/cut_text.hpp: the
# glyphs that reached the screen against the string's letters); a string cut three frames
# running is listed, and any listed string fails the test. A label that does not fit must
# wrap, or be shortened with its whole text in a tooltip.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)

mkdir -p "$work/cut"
for size in 1280x720 1920x1080; do
  for game in grand-siecle paris-messe patriots-traitors revolution-francaise vendee-militaire; do
    {
      printf 'resize %s %s\nframes 2\n' "${size%x*}" "${size#*x}"
      printf 'field game %s\n' "$game"
      shipped_game_players "$game"
      printf 'press start\n'
      tour_every_panel 4
      for fixture in "$fixtures/$game"/*.toml; do
        printf 'load %s\n' "$fixture"
        tour_every_panel 4
      done
    } | ADC_GUI_SCREEN=$size run_app --cut-text "$work/cut/$game-$size.txt"
    [ -f "$work/cut/$game-$size.txt" ] || fail "no list of cut strings for $game at $size"
  done
done

cat "$work"/cut/*.txt | sort -u > "$work/cut.txt"
if [ -s "$work/cut.txt" ]; then
  echo "Strings cut on screen ($(wc -l < "$work/cut.txt")): PANEL, TEXT, how much shows" >&2
  head -200 "$work/cut.txt" >&2
  fail "some strings do not fit their room"
fi
