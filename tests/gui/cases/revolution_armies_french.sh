#!/usr/bin/env bash
# Issue 18: the Board's Armies list of La Révolution française in French. A line names the
# army and where it stands with French spacing before the colon ("Armée régulière (Metz) :
# Strasbourg", a narrow no-break space), and a regular army standing in the region printed on
# it (4.7: "the regular armies have their starting location printed on them") is named once,
# not "Armée régulière (Lille) : Lille".
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

correct army_at.regular_metz strasbourg

run_app --lang fr --text-dump "$work/board.txt" <<SCRIPT
field game revolution-francaise
field scenario historical
field player.royalist Anne
field player.feuillant Benoît
field player.gironde Claire
field player.montagne Denis
field player.sans_culotte Denis
press start
panel books
${corrections}panel board
frames 3
SCRIPT

[ -s "$work/board.txt" ] || fail "no text dump"
texts="$work/texts.txt"
cut -f2- "$work/board.txt" > "$texts"
grep -qxF "Armée régulière (Metz) : Strasbourg" "$texts" || fail "no line 'Armée régulière (Metz) : Strasbourg' (narrow no-break space): $(grep -F 'Armée régulière' "$texts" | head -8)"
grep -qxF "Armée régulière (Lille)" "$texts" || fail "no line 'Armée régulière (Lille)': $(grep -F 'Armée régulière' "$texts" | head -8)"
if grep -F "Armée régulière (Lille)" "$texts" | grep -qF ": Lille"; then fail "Lille named twice: $(grep -F 'Armée régulière (Lille)' "$texts")"; fi
