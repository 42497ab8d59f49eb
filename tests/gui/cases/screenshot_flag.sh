#!/usr/bin/env bash
# --screenshot renders once loaded and exits; --game with --players starts a game at once
# (without players it only shows the Start panel on the game), --panel chooses what is
# shown; --frame-stats prints frame-time percentiles.
source "$(dirname "$0")/../lib.sh"

xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" "$ADC_GUI_APP" --data "$ADC_GUI_DATA" --game test-game \
  --players Anne,Benoît --panel sequence --screenshot sequence.png --frame-stats > stats.txt 2> >(grep -v "vertical sync" >&2)
check_png sequence.png size 1280 800
# The strip lights the current step in amber.
check_png sequence.png count '#e0a020' 1 3000 @ 190 80 300 70
grep -Eq '^frames [0-9]+  first frame [0-9.]+ ms after launch  p50 [0-9.]+ ms  p90 [0-9.]+ ms  p99 [0-9.]+ ms' stats.txt ||
  fail "no frame statistics: $(cat stats.txt)"

# A bad --game is refused with a message and a non-zero status, not a crash.
if xvfb-run -a "$ADC_GUI_APP" --data "$ADC_GUI_DATA" --game no-such-game --screenshot x.png 2> err.txt; then
  fail "an unknown game was accepted"
fi
grep -q "No game named 'no-such-game'" err.txt || fail "unclear error: $(cat err.txt)"

# Too few players are refused with how many the game needs, and nothing starts.
if xvfb-run -a "$ADC_GUI_APP" --data "$ADC_GUI_DATA" --game test-game --players Anne --screenshot y.png 2> err.txt; then
  fail "a game of one player was started"
fi
grep -q "Test Game needs at least 2 players; 1 is named" err.txt || fail "unclear error: $(cat err.txt)"
