#!/usr/bin/env bash
# Issue 18, done when "`aide-de-camp --lang fr` draws every panel of every game with nothing
# left in English but proper names": for each of the five games, every panel of a new
# game and of its golden fixtures' final positions is drawn in English and in French, with
# --text-dump, and the two dumps compared. A sentence (a text of three words or more, so
# that the names of people, places and sides, alone or with a number, are not counted)
# drawn in French that is drawn the same in English is English left over: at most one in
# ten distinct sentences may be the same. The ones the same are listed.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)

# The distinct sentences of a dump: texts of three words or more that hold letters.
sentences() {
  cut -f2- "$1" | sed 's/^\[ \(.*\) \]$/\1/' |
    awk '{ words = 0; for (i = 1; i <= NF; ++i) if ($i ~ /[[:alpha:]]/) ++words; if (words >= 3) print }' | sort -u
}

failed=""
for game in grand-siecle revolution-francaise paris-messe patriots-traitors vendee-militaire; do
  for language in en fr; do
    {
      printf 'resize 1280 720\nframes 2\nfield game %s\n' "$game"
      shipped_game_players "$game"
      printf 'press start\n'
      tour_every_panel 2
      for fixture in "$fixtures/$game"/*.toml; do
        printf 'load %s\n' "$fixture"
        tour_every_panel 2
      done
    } | ADC_GUI_SCREEN=1280x720 run_app --lang "$language" --text-dump "$work/$game-$language.txt"
    [ -s "$work/$game-$language.txt" ] || fail "no text dump for $game in $language"
    sentences "$work/$game-$language.txt" > "$work/$game-$language.texts"
  done
  all=$(wc -l < "$work/$game-fr.texts")
  comm -12 "$work/$game-en.texts" "$work/$game-fr.texts" > "$work/$game-same.texts"
  same=$(wc -l < "$work/$game-same.texts")
  echo "$game: $same of $all sentences drawn in French are the same in English" >&2
  if [ $((same * 10)) -gt "$all" ]; then
    echo "The sentences of $game still the same in French (the first 60):" >&2
    head -60 "$work/$game-same.texts" >&2
    failed="$failed $game"
  fi
done
# Vendée's board and battle helper name a side by its word ("Blanc joue", "Jouer (Bleu)"),
# never by its id capitalised ("White joue", "Jouer (White)").
if cut -f2- "$work/vendee-militaire-fr.txt" | sed 's/^\[ \(.*\) \]$/\1/' |
   grep -aE '^(White|Blue) |\((White|Blue)\)' > "$work/vendee-side-ids.texts"; then
  head -20 "$work/vendee-side-ids.texts" >&2
  vendee_ids=1
fi
[ -z "$failed" ] || fail "more than one sentence in ten is the same in English and in French in:$failed"
[ -z "${vendee_ids:-}" ] || fail "Vendée's board names a side by its id in French"
