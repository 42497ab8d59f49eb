#!/usr/bin/env bash
# Two players seal their wings' orders on their own phones (issue 31): the app turns
# phones on, each phone opens its seat's link in a real headless Chromium (390x844), the
# players press Attack! / March / Rally on the page, the app reveals the orders from the
# Sequence as a table does, and every phone shows everybody's orders. The save holds the
# six orders as `seal` actions, the same the Sealed panel makes.
source "$(dirname "$0")/../lib.sh"
ADC_GUI_DATA="$(cd "$(dirname "$0")/../../../config" && pwd)"
phones="$(cd "$(dirname "$0")/../../phones" && pwd)"
[ -x /usr/bin/chromium ] && [ -d "$phones/node_modules/puppeteer-core" ] ||
  { echo "chromium or puppeteer-core missing: run packaging/install-deps.sh"; exit 77; }

port=$((20000 + RANDOM % 20000))
adc new paris-messe --save "$work/paris.adc" --seed 7 --player Anne:protestant --player Benoît:catholic >/dev/null

run_app --open "$work/paris.adc" <<SCRIPT &
panel sealed
field phones-port $port
field phones on
field phones-links $work/links.txt
see Players' phones
screenshot laptop-phones.png
wait-for $work/sealed
see Every side has entered its value.
panel sequence
click Reveal the sealed orders
click Do
wait-for $work/revealed
SCRIPT
app=$!
for i in $(seq 1 300); do [ -s "$work/links.txt" ] && break; sleep 0.1; done
[ -s "$work/links.txt" ] || fail "the app wrote no phone links"
grep -q "^Anne	http://.*:$port/s/[0-9a-f]\{32\}$" "$work/links.txt" || fail "Anne's link: $(cat "$work/links.txt")"
# The links name this computer's address on the network; the test's phones stay on it.
sed -i "s#http://[^/]*:$port/#http://127.0.0.1:$port/#" "$work/links.txt"

node "$phones/seal_on_phones.mjs" "$work/links.txt" \
  '{"Anne": ["attack", "attack", "march"], "Benoît": ["march", "attack", "rally"]}' "$work" > "$work/phones.txt" ||
  fail "the phones: $(cat "$work/phones.txt")"
touch "$work/revealed"
wait $app || fail "the app's script failed"
cat "$work/phones.txt"

# Each phone saw everybody's orders once revealed, by the players' names of the orders.
grep -q "^Anne sees: .*Attack!.*March.*" "$work/phones.txt" || fail "Anne's phone after the reveal: $(cat "$work/phones.txt")"
grep -q "^Benoît sees: .*Rally" "$work/phones.txt" || fail "Benoît's phone after the reveal"

# The save holds the six orders, sealed from the phones as the Sealed panel seals them.
adc log "$work/paris.adc" > "$work/log.txt"
seals=$(grep -c "has entered a sealed value" "$work/log.txt" || true)
[ "$seals" -eq 6 ] || fail "the save holds $seals sealed orders, not 6: $(cat "$work/log.txt")"
adc show "$work/paris.adc" --json > "$work/show.json"
orders=$(node -e 'const s = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).sealed;
  console.log([1, 2, 3].map((w) => s["wing_order_" + w].values.protestant + "/" + s["wing_order_" + w].values.catholic).join(" "))' "$work/show.json")
[ "$orders" = "attack/march attack/attack march/rally" ] || fail "the save's orders (Huguenots/Catholics, wing by wing): $orders"
# Phones on is kept with the game: opened again, it has them on, with new links. Anne's
# phone sent away: her seat gets a new link, the old one opens nothing; Benoît's stays.
run_app --open "$work/paris.adc" <<SCRIPT &
frames 3
panel sealed
see Turn the phones off
field phones-links $work/links-again.txt
field phones-send-away Anne
field phones-links $work/links-after.txt
wait-for $work/sent-away
SCRIPT
app=$!
for i in $(seq 1 300); do [ -s "$work/links-after.txt" ] && break; sleep 0.1; done
[ "$(wc -l < "$work/links-again.txt")" -eq 2 ] || fail "the game opened again without its phones: $(cat "$work/links-again.txt")"
token() { grep "^$1	" "$2" | sed 's#.*/s/##'; }
[ "$(token Anne "$work/links.txt")" != "$(token Anne "$work/links-again.txt")" ] || fail "a link of the last session opens the game again"
[ "$(token Anne "$work/links-again.txt")" != "$(token Anne "$work/links-after.txt")" ] || fail "Anne's seat kept its link once sent away"
[ "$(token Benoît "$work/links-again.txt")" = "$(token Benoît "$work/links-after.txt")" ] || fail "Benoît's link changed with Anne's"
statuses=$(node -e 'const [port, ...tokens] = process.argv.slice(1);
  Promise.all(tokens.map((t) => fetch(`http://127.0.0.1:${port}/s/${t}/state`).then((r) => r.status))).then((s) => console.log(s.join(" ")))' \
  "$port" "$(token Anne "$work/links-again.txt")" "$(token Anne "$work/links-after.txt")" "$(token Benoît "$work/links-after.txt")")
touch "$work/sent-away"
wait $app || fail "the app's third script failed"
[ "$statuses" = "404 200 200" ] || fail "Anne's old link, her new one, Benoît's answered $statuses (404 200 200 expected)"
cp "$work"/Anne-*.png "$work"/laptop-phones.png "${ADC_PHONE_SHOTS:-$work}/" 2>/dev/null || true
check_png laptop-phones.png size 1280 800
check_png Anne-joined.png size 390 844
check_png Anne-revealed.png size 390 844
