#!/usr/bin/env bash
# Every screen speaks the game's words (issue 15): every panel of every game is drawn, in
# a new game and in the final position of each golden fixture, with --text-dump, and the
# dump must hold no internal id: no snake_case id, no action argument typed as key=value,
# no NOTES or digest code, no refusal code, no true/false/none where players read a value.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)

for game in grand-siecle paris-messe patriots-traitors revolution-francaise vendee-militaire; do
  {
    printf 'field game %s\n' "$game"
    shipped_game_players "$game"
    printf 'press start\n'
    tour_every_panel 2
    for fixture in "$fixtures/$game"/*.toml; do
      printf 'load %s\n' "$fixture"
      tour_every_panel 2
    done
  } | run_app --text-dump "$work/$game.txt"
  [ -s "$work/$game.txt" ] || fail "no text dump for $game"
done

# What is an internal id on screen. File names and paths (a save's name) are left out.
cat "$work"/*.txt | perl -ne '
  my ($panel, $text) = split /\t/, $_, 2;
  chomp $text;
  (my $words = $text) =~ s{\S*(?:/|\.toml|\.adc)\S*}{ }g;
  my @found;
  push @found, "id \x27$1\x27" while $words =~ /\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b/g;
  push @found, "argument \x27$1\x27" while $words =~ /\b([a-z][a-z0-9_]*=)(?=\S)/g;
  push @found, "code \x27$1\x27" while $words =~ /\b(AMB-\d+|digest [A-Z]+-?\d+)\b/g;
  push @found, "code \x27$1\x27" while $words =~ /(\((?:A|M)\d+\))/g;
  push @found, "refusal code \x27$1\x27"
    while $words =~ /\b(unknown-action|unknown-name|missing-argument|bad-argument|out-of-range|not-allowed|needs-chart-value|log-mismatch)\b/g;
  push @found, "value \x27$1\x27" while $words =~ /\b(true|false)\b/g;
  push @found, "value \x27none\x27" while $words =~ /(?:\| none \||= none\b|: none$)/g;
  print "$panel: @found in: $text\n" if @found;
' | sort -u > "$work/ids.txt"
if [ -s "$work/ids.txt" ]; then
  echo "Internal ids on screen ($(wc -l < "$work/ids.txt") lines):" >&2
  head -200 "$work/ids.txt" >&2
  fail "the screens show internal ids"
fi
