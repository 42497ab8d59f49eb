#!/usr/bin/env bash
# The UI scale follows the window by default (issue 16): 1 at 1280x720 and 1920x1080, 1.3
# at 2560x1440 (the fonts rebuilt on the resize); a scale the players set (Ctrl+=, the
# slider, the script's `scale`) stays whatever the window, is kept in the settings for
# the next run, and "Automatic" in the Scale button's popup goes back to following it.
source "$(dirname "$0")/../lib.sh"

run_app <<'SCRIPT' || fail "the scale does not follow the window"
field game test-game
field player.red Anne
field player.blue Benoît
press start
expect scale_setting automatic
resize 1280 720
frames 2
expect scale 1.00
resize 2560 1440
frames 2
expect scale 1.30
see Scale 130% (automatic)
resize 1920 1080
frames 2
expect scale 1.00
key ctrl+equal
frames 2
expect scale 1.10
expect scale_setting 1.10
resize 2560 1440
frames 2
expect scale 1.10
see Scale 110%
scale 1.5
frames 2
expect scale 1.50
SCRIPT
grep -qx "scale = 1.50*" "$XDG_CONFIG_HOME/aide-de-camp/settings.txt" ||
  fail "the scale set is not kept: $(cat "$XDG_CONFIG_HOME/aide-de-camp/settings.txt")"

# The next run keeps it; ticking Automatic gives the window's scale back, and keeps that.
run_app <<'SCRIPT' || fail "the scale set is not kept, or Automatic does not come back"
resize 1920 1080
frames 2
expect scale 1.50
expect scale_setting 1.50
click Scale 150%
click Automatic: follows the window and the screen
frames 2
expect scale_setting automatic
expect scale 1.00
SCRIPT
grep -qx "scale = automatic" "$XDG_CONFIG_HOME/aide-de-camp/settings.txt" ||
  fail "Automatic is not kept: $(cat "$XDG_CONFIG_HOME/aide-de-camp/settings.txt")"
