// The phone page: reads its seat's view (/s/<token>/state), keeps it live with
// Server-Sent Events (/s/<token>/events), counts the timer down between two views and
// sends a sealed entry (/s/<token>/seal). Every text is set as text, never as HTML.
"use strict";

const match = location.pathname.match(/^\/s\/([0-9a-f]{32})\/?$/);
const token = match ? match[1] : null;
let view = null;
let receivedAt = 0;
let vibrated = false;
const typed = {};      // what the seat typed on a number pad, by entry and side
const refusals = {};   // the last refusal of an entry, by entry and side
const sending = {};

const $ = (id) => document.getElementById(id);
function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}
const word = (key) => (view && view.texts && view.texts[key]) || key;

function clock(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes + ":" + String(seconds % 60).padStart(2, "0");
}

function drawTimer() {
  const box = $("timer");
  const timer = view && view.timer;
  if (!timer) { box.hidden = true; return; }
  box.hidden = false;
  let remaining = timer.remainingMs;
  if (timer.status === "running") remaining -= Date.now() - receivedAt;
  const up = timer.status === "expired" || (timer.status === "running" && remaining <= 0);
  $("timer-name").textContent = timer.status === "paused" ? timer.pausedName : timer.name;
  $("timer-clock").textContent = up ? word("time_up") : clock(remaining);
  box.classList.toggle("time-up", up);
  box.classList.toggle("last-minute", !up && remaining <= 60000);
  if (up && !vibrated && timer.status === "running") {
    vibrated = true;
    if (navigator.vibrate) navigator.vibrate([400, 200, 400]);
  }
  if (!up) vibrated = false;
}

async function seal(entry, value) {
  const key = entry.entry + "/" + entry.side;
  if (sending[key]) return;
  sending[key] = true;
  delete refusals[key];
  shown = "";
  draw();
  try {
    for (let attempt = 0; attempt < 5; ++attempt) {
      const answer = await fetch("/s/" + token + "/seal", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ entry: entry.entry, side: entry.side, value: value }),
        cache: "no-store",
      });
      if (answer.status === 429) { await new Promise((done) => setTimeout(done, 1000)); continue; }
      const body = await answer.json();
      if (!answer.ok || !body.sealed) refusals[key] = body.message || body.error || word("refused");
      else delete typed[key];
      break;
    }
  } catch (error) {
    refusals[key] = word("offline");
  }
  sending[key] = false;
  shown = "";
  await load();
}

function drawPad(card, entry, key) {
  const shown = element("div", "typed", typed[key] || "");
  card.appendChild(shown);
  const pad = element("div", "pad");
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", entry.min < 0 ? "−" : "", "0", "⌫"];
  for (const label of keys) {
    const button = element("button", "", label);
    button.type = "button";
    button.dataset.key = label;
    if (!label) { button.disabled = true; button.style.visibility = "hidden"; }
    button.addEventListener("click", () => {
      let text = typed[key] || "";
      if (label === "⌫") text = text.slice(0, -1);
      else if (label === "−") text = text.startsWith("-") ? text.slice(1) : "-" + text;
      else if (text.replace("-", "").length < 9) text += label;
      typed[key] = text;
      shown.textContent = text;
    });
    pad.appendChild(button);
  }
  const sealButton = element("button", "seal", word("seal"));
  sealButton.type = "button";
  sealButton.style.gridColumn = "1 / span 3";
  sealButton.disabled = !!sending[key];
  sealButton.addEventListener("click", () => seal(entry, typed[key] || ""));
  pad.appendChild(sealButton);
  card.appendChild(pad);
}

function drawEntries() {
  const box = $("entries");
  box.replaceChildren();
  for (const entry of view.entries || []) {
    const key = entry.entry + "/" + entry.side;
    const card = element("div", "entry");
    card.dataset.entry = entry.entry;
    card.dataset.side = entry.side;
    card.appendChild(element("h2", "", entry.title));
    card.appendChild(element("div", "side", entry.sideName + (entry.rule ? " · " + word("rule") + " " + entry.rule : "")));
    if (entry.state === "open") {
      if (entry.choices && entry.choices.length) {
        const choices = element("div", "choices");
        for (const choice of entry.choices) {
          const button = element("button", "choice", choice.label);
          button.type = "button";
          button.dataset.value = choice.value;
          button.disabled = !!sending[key];
          button.addEventListener("click", () => seal(entry, choice.value));
          choices.appendChild(button);
        }
        card.appendChild(choices);
      } else {
        if (entry.range) card.appendChild(element("div", "muted", entry.range));
        drawPad(card, entry, key);
      }
    } else if (entry.state === "sealed") {
      card.appendChild(element("div", "sealed", entry.sealedWords));
    } else if (entry.state === "revealed") {
      const list = element("ul", "values");
      for (const item of entry.values || []) list.appendChild(element("li", "", item.side + ": " + item.value));
      card.appendChild(list);
    }
    if (refusals[key]) card.appendChild(element("div", "refused", refusals[key]));
    box.appendChild(card);
  }
}

function drawBooks() {
  const box = $("books");
  box.replaceChildren();
  for (const side of view.books || []) {
    box.appendChild(element("h2", "", side.side));
    const table = element("table");
    for (const line of side.lines) {
      const row = element("tr");
      row.appendChild(element("td", "", line.name));
      row.appendChild(element("td", "value", line.value));
      table.appendChild(row);
    }
    box.appendChild(table);
  }
}

function draw() {
  if (!view) return;
  $("join").hidden = true;
  $("seat").hidden = false;
  document.title = view.seat + " · Aide-de-camp";
  $("game").textContent = view.game;
  $("seat-name").textContent = view.seat;
  $("turn").textContent = view.turn;
  $("step").textContent = view.step;
  $("rule").textContent = view.rule ? word("rule") + " " + view.rule : "";
  $("prompt").textContent = view.prompt || "";
  drawTimer();
  drawEntries();
  drawBooks();
}

function gone() {
  view = null;
  $("seat").hidden = true;
  $("join").hidden = false;
}

let shown = "";
function take(next) {
  if (view && next.version < view.version) return;
  view = next;
  receivedAt = Date.now();
  // Drawn again only when what the seat sees changed: a button under a thumb stays put.
  const { version, ...seen } = next;
  const text = JSON.stringify(seen);
  if (text === shown && !$("seat").hidden) return drawTimer();
  shown = text;
  draw();
}

async function load() {
  try {
    const answer = await fetch("/s/" + token + "/state", { cache: "no-store" });
    if (answer.status === 404) return gone();
    if (answer.ok) take(await answer.json());
  } catch (error) {
    $("connection").textContent = word("offline");
  }
}

function listen() {
  const events = new EventSource("/s/" + token + "/events");
  events.onmessage = (event) => {
    $("connection").textContent = "";
    take(JSON.parse(event.data));
  };
  events.onerror = () => {
    $("connection").textContent = word("offline");
    if (events.readyState === EventSource.CLOSED) setTimeout(listen, 3000);
    load();
  };
}

if (token) {
  load().then(listen);
  setInterval(drawTimer, 250);
}
