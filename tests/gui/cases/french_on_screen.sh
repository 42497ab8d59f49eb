#!/usr/bin/env bash
# The app in French (issue 18): `aide-de-camp --lang fr` shows every panel of a game, a new
# game and the final position of its golden fixtures, at 1280x720, with --text-dump and
# --cut-text: the app's own words are the French of config/i18n/fr.tsv, the English they
# replace are gone, and nothing is cut in any of the five games (French is longer than
# English). Then the language
# chosen on the Start panel: French at once, kept in the settings for the next start.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
fixtures=$(copied_fixtures)
game=revolution-francaise

{
  printf 'resize 1280 720\nframes 2\n'
  printf 'field game %s\n' "$game"
  shipped_game_players "$game"
  printf 'press start\n'
  tour_every_panel 4
  for fixture in "$fixtures/$game"/*.toml; do
    printf 'load %s\n' "$fixture"
    tour_every_panel 4
  done
  printf 'panel log\nframes 2\nscreenshot %s\n' "$work/french-log.png"
} | ADC_GUI_SCREEN=1280x720 run_app --lang fr --text-dump "$work/dump.txt" --cut-text "$work/cut.txt"
[ -s "$work/dump.txt" ] || fail "no text dump"
check_png "$work/french-log.png" size 1280 720

# shown TEXT: a string drawn whole on some panel, alone on its line or as a button
# ("[ TEXT ]" in the dump).
cut -f2- "$work/dump.txt" > "$work/texts.txt"
shown() { grep -qxF -e "$1" "$work/texts.txt" || grep -qF -e "[ $1 ]" "$work/texts.txt"; }
for french in "Annuler" "Rétablir" "Déroulement" "Journal" "Minuteurs" "Registres" "Résoudre" "Tables" \
              "Grand livre" "Historique" "Vue de table" "Démarrer" "Nouvelle partie" "Commencer la partie" \
              "Annuler (Ctrl+Z)" "Rétablir (Ctrl+Y)" "Exporter en Markdown" "Étape suivante ▶" "Pistes" "Assemblée nationale"; do
  shown "$french" || fail "'$french' is not on screen in French"
done
for english in "Undo" "Redo" "Sequence" "Log" "Timers" "Books" "Resolve" "Ledger" "History" "Table view" "Start" \
               "New game" "Start the game" "Undo (Ctrl+Z)" "Export to Markdown" "Next step ▶"; do
  if shown "$english"; then fail "'$english' is still in English"; fi
done
# French typography: a narrow no-break space before the colon.
grep -qF $'Gouvernement\u202f: ' "$work/dump.txt" || fail "no narrow no-break space before ':'"

# The other four games' panels in French, for cut strings only.
for other in grand-siecle paris-messe patriots-traitors vendee-militaire; do
  {
    printf 'resize 1280 720\nframes 2\nfield game %s\n' "$other"
    shipped_game_players "$other"
    printf 'press start\n'
    tour_every_panel 4
    for fixture in "$fixtures/$other"/*.toml; do
      printf 'load %s\n' "$fixture"
      tour_every_panel 4
    done
  } | ADC_GUI_SCREEN=1280x720 run_app --lang fr --cut-text "$work/cut-$other.txt"
  cat "$work/cut-$other.txt" >> "$work/cut.txt"
done
if [ -s "$work/cut.txt" ]; then
  echo "Strings cut on screen in French ($(wc -l < "$work/cut.txt")): PANEL, TEXT, how much shows" >&2
  head -100 "$work/cut.txt" >&2
  fail "some French strings do not fit their room"
fi

# Chosen on the Start panel (no --lang, an English system): French from the next frame,
# and kept in the settings, so the next start is in French too.
run_app --text-dump "$work/chosen.txt" <<'SCRIPT'
panel start
frames 2
see Langue / Language
field language fr
frames 2
see Nouvelle partie
SCRIPT
expect_line "$XDG_CONFIG_HOME/aide-de-camp/settings.txt" "language = fr"
run_app --text-dump "$work/next.txt" <<'SCRIPT'
panel start
frames 2
see Nouvelle partie
SCRIPT
if grep -qxF $'start\tNew game' "$work/next.txt"; then fail "the next start is in English"; fi
# --lang en wins over the settings' French for this run.
run_app --lang en <<'SCRIPT'
panel start
frames 2
see New game
SCRIPT
