// Players seal their entries on their own phones, in Debian's headless Chromium driven by
// puppeteer-core (installed by packaging/install-deps.sh; nothing is downloaded here).
//
//   node seal_on_phones.mjs LINKS PLAN OUT [ENTRY]
//
// LINKS: the app's seats and links (a seat, a tab, its link, a line), written by the
// Sealed panel's script field phones-links. PLAN: JSON {seat: [value, ...]}: each phone
// seals its open entries in the page's order with those values, pressing the buttons a
// player presses; a value written "!monopoly" is pressed and must be refused (the refusal
// is printed), the entry staying open for the next value. ENTRY: only that entry's cards
// (Grand Siècle's commercial_policy among its six entries). OUT: a folder for the screenshots (390x844, a phone's size) and for
// "sealed" (made once every phone has sealed; the app then reveals). The script then
// waits until every phone shows everybody's values, screenshots them, and ends; any
// failure ends it with status 1 and says why.
import { readFileSync, writeFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const [linksFile, planText, out, onlyEntry] = process.argv.slice(2);
const only = onlyEntry ? `[data-entry="${onlyEntry}"]` : "";
const plan = JSON.parse(planText);
const links = readFileSync(linksFile, "utf8").trim().split("\n").map((line) => line.split("\t"));
const fail = (message) => { console.error("FAIL: " + message); process.exit(1); };

const browser = await puppeteer.launch({
  executablePath: process.env.ADC_CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
});
const watchdog = setTimeout(() => fail("the phones did not finish in 90 s"), 90000);
try {
  const phones = [];
  for (const [seat, link] of links) {
    if (!plan[seat]) continue;
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    page.on("pageerror", (error) => fail(seat + "'s page: " + error.message));
    await page.goto(link, { waitUntil: "load" });
    await page.waitForSelector("#seat:not([hidden]) .entry", { timeout: 15000 });
    phones.push({ seat, page, values: plan[seat] });
  }
  if (phones.length !== Object.keys(plan).length) fail("a seat of the plan has no link: " + JSON.stringify(links));
  // A phone's first look: its seat, the step, its open entries.
  // A phone in the player's hand is the page in front (a page behind is not drawn).
  for (const phone of phones) {
    await phone.page.bringToFront();
    await phone.page.screenshot({ path: `${out}/${phone.seat}-joined.png` });
  }

  for (const phone of phones) {
    await phone.page.bringToFront();
    for (const [index, planned] of phone.values.entries()) {
      const expectRefusal = planned.startsWith("!");
      const value = expectRefusal ? planned.slice(1) : planned;
      // The first entry still open: its button for the value (a choice) or the number pad.
      const openEntry = `.entry${only}:has(.choices), .entry${only}:has(.pad)`;
      await phone.page.waitForSelector(openEntry, { timeout: 10000 });
      const entry = await phone.page.$eval(openEntry, (card) => card.dataset.entry + "/" + card.dataset.side);
      const [entryId, side] = entry.split("/");
      const card = `.entry[data-entry="${entryId}"][data-side="${side}"]`;
      // Pressed by selector: the page may have drawn the entry again since it was found.
      if (await phone.page.$(`${card} button.choice`)) {
        await phone.page.click(`${card} button.choice[data-value="${value}"]`);
      } else {
        for (const digit of String(value)) await phone.page.click(`${card} .pad button[data-key="${digit}"]`);
        await phone.page.click(`${card} .pad button.seal`);
      }
      // Sealed: the page says so for that entry, or refused: say what the app said.
      await phone.page.waitForFunction(
        (selector) => { const c = document.querySelector(selector); return c && (c.querySelector(".sealed") || c.querySelector(".refused")); },
        { timeout: 15000 }, card);
      const refused = await phone.page.$eval(card, (c) => (c.querySelector(".refused") || {}).textContent || "");
      if (refused && !expectRefusal) fail(`${phone.seat}'s ${entry} (${value}) was refused: ${refused}`);
      if (!refused && expectRefusal) fail(`${phone.seat}'s ${entry} (${value}) was not refused`);
      if (refused) console.log(`${phone.seat} refused: ${refused}`);
      if (index === 0) await phone.page.screenshot({ path: `${out}/${phone.seat}-sealed.png` });
    }
    const stillOpen = await phone.page.$$(`.entry${only} .choices, .entry${only} .pad`);
    if (stillOpen.length) fail(`${phone.seat} has ${stillOpen.length} entries still open after the plan`);
  }
  writeFileSync(`${out}/sealed`, "");

  // The app reveals: every phone shows everybody's values, pushed to it live.
  for (const phone of phones) {
    await phone.page.bringToFront();
    await phone.page.waitForSelector(`.entry${only} .values li`, { timeout: 60000 });
    await phone.page.screenshot({ path: `${out}/${phone.seat}-revealed.png` });
    const values = await phone.page.$$eval(`.entry${only} .values li`, (items) => items.map((item) => item.textContent));
    console.log(phone.seat + " sees: " + values.join("; "));
  }
} catch (error) {
  fail(error.message);
} finally {
  clearTimeout(watchdog);
  await browser.close();
}
