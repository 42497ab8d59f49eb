#!/usr/bin/env bash
# The Start panel knows each game's seats. La Révolution française asks no player for
# the Government (no player plays it) and refuses three players (it is for 4 to 6);
# Grand Siècle's five players hold a pair of powers each, and a pair shared by two
# players is recorded by the game's first action (9.2); 1793's factions and seating are
# chosen here once: the game begins at the starting hands, without asking the seating
# again. What the players see is read from the text dump.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"

run_app --text-dump rf.txt <<'SCRIPT'
field game revolution-francaise
frames 2
screenshot rf.png
try field player.government Anne
field player.royalist Anne
field player.feuillant Benoît
field player.gironde Claire
try press start
expect-contains status needs at least 4 players; 3 are named
expect game
field player.montagne Denis
field player.sans_culotte Denis
press start
expect game revolution-francaise
SCRIPT
grep -qP '^start\tGovernment: played by no player \(the game runs it\)\.$' rf.txt || fail "the Government is not said to be played by no player"
grep -qP '^start\tLa Révolution française: La patrie en danger 1791-1795 needs at least 4 players; 3 are named$' rf.txt ||
  fail "the refusal of three players is not on the Start panel"
grep -q '"name":"Denis","side":"sans_culotte"' data/aide-de-camp/autosave.adc || fail "Denis does not hold the Sans-Culotte"
if grep -q '"side":"government"' data/aide-de-camp/autosave.adc; then fail "a player holds the Government"; fi

rm -f data/aide-de-camp/autosave.adc
run_app --text-dump gs.txt <<'SCRIPT'
field game grand-siecle
field scenario 1700
field player.england Anne
field player.spain Benoît
field player.france Claire
field player.holland Denis
frames 2
screenshot gs.png
try press start
expect-contains status Grand Siècle needs at least 5 players; 4 are named
try press start
field player.sweden Élise
press start
expect value.shared_pair.england false
expect log 0
panel start
field shared.england true
field player.turkey Fanny
frames 2
screenshot gs-shared.png
press start
expect log 1
expect value.shared_pair.england true
expect value.shared_pair.turkey true
expect value.shared_pair.spain false
expect-contains last_action England & Turkey are shared by two players
SCRIPT
grep -qP '^start\tEngland & Turkey \{ Anne \} \[ \] shared by two players$' gs.txt ||
  fail "the pair England & Turkey is not one line, one name"
grep -qP '^start\tEngland & Turkey \[x\] shared by two players$' gs.txt || fail "the shared pair is not said"
grep -q '"name":"Anne","side":"england"},{"name":"Fanny","side":"turkey"}' data/aide-de-camp/autosave.adc ||
  fail "the shared pair is not one player a power"

run_app --text-dump pt.txt <<'SCRIPT'
field game patriots-traitors
field scenario four_players
frames 2
screenshot pt.png
field seat.1 Anne
field seat.1.side jacobins
field seat.2 Benoît
field seat.2.side feuillants
field seat.3 Claire
field seat.3.side girondins
try press start
expect-contains status seats 4 players; 3 are seated
field seat.4 Denis
field seat.4.side girondins
try press start
expect-contains status is chosen at two seats
field seat.4.side cordeliers
field option.first_game true
press start
expect log 1
expect value.stage deal
expect step setup.deal
expect value.seat.jacobins 1
expect value.seat.cordeliers 4
expect value.card.lc11 out
expect-contains last_action Seated clockwise: 
SCRIPT
grep -qP '^start\t4 seats, clockwise from the first player' pt.txt || fail "the seats are not asked in clockwise order"
[ -z "${ADC_GUI_KEEP:-}" ] || cp ./*.png ./*.txt "$ADC_GUI_KEEP"/
exit 0
