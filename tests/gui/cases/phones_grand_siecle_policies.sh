#!/usr/bin/env bash
# Five players choose their powers' commercial policies on their own phones (issue 31,
# Grand Siècle 4.1): each phone opens its seat's link in a real headless Chromium, the
# seat's two powers' policies (England and Turkey for Anne) are chosen on the page, Poland
# is refused anything but free trade with its rule (4.7, 33.6) as the Sealed panel
# refuses it, the laptop reveals them together, and every phone shows the ten policies.
# The save holds them as the Sealed panel's `seal` actions.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
phones="$(cd "$(dirname "$0")/../../phones" && pwd)"
[ -x /usr/bin/chromium ] && [ -d "$phones/node_modules/puppeteer-core" ] ||
  { echo "chromium or puppeteer-core missing: run packaging/install-deps.sh"; exit 77; }

port=$((20000 + RANDOM % 20000))
run_app <<SCRIPT &
field game grand-siecle
field scenario 1700
$(shipped_game_players grand-siecle)
press start
panel sealed
field phones-port $port
field phones on
field phones-links $work/links.txt
screenshot laptop-phones.png
wait-for $work/sealed
field entry commercial_policy
see Every side has entered its value.
press reveal
wait-for $work/revealed
SCRIPT
app=$!
for i in $(seq 1 300); do [ -s "$work/links.txt" ] && break; sleep 0.1; done
[ "$(wc -l < "$work/links.txt")" -eq 5 ] || fail "five seats, one per player: $(cat "$work/links.txt")"
sed -i "s#http://[^/]*:$port/#http://127.0.0.1:$port/#" "$work/links.txt"

node "$phones/seal_on_phones.mjs" "$work/links.txt" \
  '{"Anne": ["monopoly", "tax"], "Benoît": ["tax", "free_trade"], "Claire": ["monopoly", "!tax", "free_trade"],
    "Denis": ["free_trade", "tax"], "Élise": ["tax", "monopoly"]}' "$work" commercial_policy > "$work/phones.txt" ||
  fail "the phones: $(cat "$work/phones.txt")"
touch "$work/revealed"
wait $app || fail "the app's script failed"
cat "$work/phones.txt"

grep -q "^Claire refused: .*Poland.*33.6" "$work/phones.txt" || fail "Poland's tax was not refused with its rule"
grep -q "^Élise sees: England: monopoly; Turkey: tax; .*Poland: free trade" "$work/phones.txt" || fail "Élise's phone after the reveal"

adc show data/aide-de-camp/autosave.adc --json > "$work/show.json"
policies=$(node -e 'const v = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).sealed.commercial_policy.values;
  console.log(["england", "turkey", "spain", "prussia", "france", "poland", "holland", "russia", "sweden", "austria"].map((s) => v[s]).join(" "))' "$work/show.json")
[ "$policies" = "monopoly tax tax free_trade monopoly free_trade free_trade tax tax monopoly" ] ||
  fail "the save's policies: $policies"
check_png Claire-revealed.png size 390 844
