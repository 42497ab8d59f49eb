#!/usr/bin/env bash
# A board drawn from its picture is the board drawn afresh (issue 16, "Speed";
# app/gui/cached_drawing.hpp). For each of the five shipped games: its board in a new
# game, the same board after a golden fixture's final position is loaded (the picture
# must be drawn again, never shown stale), and the Table view; each screenshot taken with
# the pictures and again with --no-cached-drawing, and the two must be the same picture
# (within 8 a channel: blending into a picture rounds once more). The board must change
# when the position does, or the comparison would prove nothing.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)

for game in grand-siecle paris-messe patriots-traitors revolution-francaise vendee-militaire; do
  fixture=$(ls "$fixtures/$game"/*.toml | head -1)
  for way in cached fresh; do
    extra=()
    [ "$way" = fresh ] && extra=(--no-cached-drawing)
    {
      printf 'field game %s\n' "$game"
      shipped_game_players "$game"
      printf 'press start\npanel board\nframes 5\nscreenshot %s\n' "$game-new-$way.png"
      printf 'load %s\npanel board\nframes 5\nscreenshot %s\n' "$fixture" "$game-loaded-$way.png"
      printf 'key f11\nframes 5\nexpect panel table\nscreenshot %s\n' "$game-table-$way.png"
    } | run_app "${extra[@]}"
  done
  for shot in new loaded table; do
    check_png "$game-$shot-cached.png" same "$game-$shot-fresh.png" 8 || fail "$game: the $shot screen from pictures is not the one drawn afresh"
  done
  check_png "$game-new-cached.png" differs "$game-loaded-cached.png" || fail "$game: loading a position did not change the board"
done
