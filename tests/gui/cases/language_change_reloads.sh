#!/usr/bin/env bash
# The language chosen on the Start panel while a game is open (issue 18): the game is read
# again in that language from its save, at the same action. The Resolve form's field says
# what it expects in French ("1 dé de 1 à 6"), the last action's summary is French, and
# nothing of the game is lost: the same actions, the same books.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

{
  printf 'resize 1280 720\nframes 2\nfield game grand-siecle\n'
  shipped_game_players grand-siecle
  printf 'press start\n'
  # 21.10: England pays its generals' salary, one die; a 4 is typed in.
  cat <<'SCRIPT'
panel resolve
field procedure salary
field side england
frames 2
see 1d6: 1 die from 1 to 6
field die 4
press resolve
frames 2
expect cursor 1
expect-contains last_action Generals' salary
dump english.txt
panel start
field language fr
frames 3
expect cursor 1
expect-contains last_action Solde des généraux
panel resolve
field procedure salary
field side england
frames 2
dump french.txt
panel books
frames 2
see Guerres et alliances
SCRIPT
} | run_app --text-dump "$work/dump.txt"

# The books are the same before and after: only their words changed.
grep '^value\.' english.txt > "$work/values-en.txt" || fail "no values dumped in English"
grep '^value\.' french.txt > "$work/values-fr.txt" || fail "no values dumped in French"
diff -q "$work/values-en.txt" "$work/values-fr.txt" >/dev/null || fail "the books changed with the language: $(diff "$work/values-en.txt" "$work/values-fr.txt" | head -5)"
# The empty die field's hint, in French, with its narrow no-break space.
grep -qF $'1d6\u202f: 1 dé de 1 à 6' "$work/dump.txt" || fail "the die field's hint is not in French"
