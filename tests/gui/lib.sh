# Shared by the GUI test cases: each case runs the real app under its own Xvfb, with no
# sound card (ALSOFT_DRIVERS=null), private XDG dirs and the test game data, drives it
# with a script, then checks the screenshots and the state the script dumped.
# CTest sets ADC_GUI_APP, ADC_GUI_ADC (the command line, for cases that act on a save
# beside the app), ADC_GUI_CHECK and ADC_GUI_DATA.
set -euo pipefail

work=$(mktemp -d "${TMPDIR:-/tmp}/adc-gui-test.XXXXXX")
trap 'status=$?; if [ $status -ne 0 ]; then echo "(files kept in $work)"; else rm -rf "$work"; fi; exit $status' EXIT
cd "$work"
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" ALSOFT_DRIVERS=null
unset ADC_DATA LANGUAGE LC_ALL LC_MESSAGES
# Under the asan preset: the GL and OpenAL drivers, loaded and unloaded at run time,
# leave allocations LeakSanitizer cannot attribute; address and UB checks stay on.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LANG=C.UTF-8

# run_app SCRIPT-TEXT [extra app arguments]: the script comes on stdin of a file. The
# screen is 1280x800 unless ADC_GUI_SCREEN names another size (WIDTHxHEIGHT).
run_app() {
  local script="$work/script-$RANDOM.txt"
  cat > "$script"
  xvfb-run -a -s "-screen 0 ${ADC_GUI_SCREEN:-1280x800}x24 -nolisten tcp" \
    "$ADC_GUI_APP" --data "$ADC_GUI_DATA" --script "$script" "$@" 2> >(grep -v "vertical sync" >&2)
}

check_png() { "$ADC_GUI_CHECK" "$@"; }

# copied_fixtures: a copy of the golden fixtures in the case's own folder, printed. A
# save the app opens is the save it writes (and locks): the source tree's are never
# opened for play.
copied_fixtures() {
  if [ ! -d "$work/fixtures" ]; then cp -r "$(dirname "${BASH_SOURCE[0]}")/../fixtures" "$work/fixtures"; fi
  echo "$work/fixtures"
}

# adc ARGS...: the command line, on the same data and user folders as the app.
adc() { ADC_DATA="$ADC_GUI_DATA" "$ADC_GUI_ADC" "$@"; }

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# correct KEY VALUE [REASON]: appends to $corrections the Books panel's script lines that
# correct one value (with its reason, "Test position" by default) and check it took.
corrections=""
correct() {
  corrections+="field key $1
field value $2
field reason ${3:-Test position}
press correct
expect value.$1 $2
"
}

# expect_line FILE "key = value"
expect_line() {
  grep -qxF -- "$2" "$1" || fail "$1 has no line '$2'; it has: $(grep -F -- "${2%% =*} =" "$1" || true)"
}

# Script lines typing in, at the chart prompt, the nine starting faces the Vendée
# rulebook does not print (hexes 1, 4, 6, 7, 8, 9, 12, 13, 14, asked in that order):
# four White, then five Blue, the test values of the golden fixtures.
vendee_starting_faces() {
  local face
  for face in white white white white blue blue blue blue blue; do
    printf 'field control %s\npress chart-ok\n' "$face"
  done
}

# Script lines from a new Vendée game at 1920x1080 to White's attack on hex 10: the hexes
# placed with the starting faces above, both players' draw, the battle bid on hex 10.
vendee_battle_on_hex_10() {
  printf 'resize 1920 1080\npanel board\nclick Place the hexes (Enter)\n'
  vendee_starting_faces
  printf 'click Both players draw (Enter)\nclick 10 | Attack:\n'
}

# name_by_clicks NAME...: script lines naming the players as a person does on the Start
# panel: the first empty name field clicked and typed in, for each name in turn.
name_by_clicks() {
  local name
  for name in "$@"; do printf "click player's name\ntype %s\n" "$name"; done
}

# A new game of the test game in which Red's taxes are resolved on a 7 (treasury 10 → 17):
# the first autosaved action of the save cases.
play_taxes_of_seven() {
  taxes_of_seven_lines | run_app
}

# taxes_of_seven_lines: the script lines of that game, for a case that goes on from there.
taxes_of_seven_lines() {
  cat <<'SCRIPT'
field game test-game
field player.red Anne
field player.blue Benoît
press start
panel resolve
field procedure tax
field die 7
press resolve
expect value.treasury.red 17
SCRIPT
}

# shipped_game_players GAME: script lines naming the players of a new game of a shipped
# game, as its Start panel asks for them (the seats it has, one name each).
shipped_game_players() {
  case "$1" in
    grand-siecle) printf 'field player.%s %s\n' england Anne spain Benoît france Claire holland Denis sweden Élise ;;
    paris-messe) printf 'field player.%s %s\n' protestant Anne catholic Benoît ;;
    patriots-traitors) printf 'field seat.%s %s\n' 1 Anne 2 Benoît 3 Claire ;;
    revolution-francaise)
      printf 'field player.%s %s\n' royalist Anne feuillant Benoît marais Claire gironde Denis montagne Élise sans_culotte Fanny ;;
    vendee-militaire) printf 'field player.%s %s\n' white Anne blue Benoît ;;
    *) fail "no players known for the game '$1'" ;;
  esac
}

# tour_every_panel FRAMES: script lines showing every panel of a game in turn, each for
# FRAMES frames (the cases that read every screen: no_ids_on_screen, nothing_cut).
tour_every_panel() {
  local panel
  for panel in sequence prepare books resolve log timers sealed tables board history ledger table start; do
    printf 'panel %s\nframes %s\n' "$panel" "$1"
  done
}
