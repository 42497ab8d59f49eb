#!/usr/bin/env bash
# GUI frame-time benchmark (issue 3): the largest shipped game loaded, a scripted run
# through every panel under Xvfb, frame-time percentiles against the targets: p99 under
# 16.7 ms, first frame within 500 ms of launch. Prints; exits 1 if a target is missed.
set -euo pipefail
app=$1
data=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" ALSOFT_DRIVERS=null

largest=$(for game in "$data"/games/*/; do
  echo "$(du -sb "$game" | cut -f1) $(basename "$game")"; done | sort -n | tail -1 | cut -d' ' -f2)
{
  for panel in sequence books resolve log timers sealed charts board history table; do
    echo "panel $panel"
    echo "frames 60"
  done
} > "$work/script.txt"

xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" "$app" --data "$data" --game "$largest" \
  --script "$work/script.txt" --frame-stats > "$work/stats.txt" 2> >(grep -v "vertical sync" >&2)
line=$(grep -E '^frames ' "$work/stats.txt")
echo "GUI, $largest: $line"
first=$(sed -E 's/.*first frame ([0-9.]+) ms.*/\1/' <<< "$line")
p99=$(sed -E 's/.*p99 ([0-9.]+) ms.*/\1/' <<< "$line")
status=0
awk -v v="$p99" 'BEGIN { exit !(v < 16.7) }' && echo "p99 frame time $p99 ms (target < 16.7 ms) ok" ||
  { echo "p99 frame time $p99 ms (target < 16.7 ms) MISSED"; status=1; }
awk -v v="$first" 'BEGIN { exit !(v < 500) }' && echo "first frame $first ms after launch (target < 500 ms) ok" ||
  { echo "first frame $first ms after launch (target < 500 ms) MISSED"; status=1; }
exit $status
