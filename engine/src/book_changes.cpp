#include "adc/book_changes.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"

#include <cstdint>

namespace adc {

namespace {

constexpr const char* sealedWord = "sealed";

std::string stepId(const GameData& data, const GameState& state) {
  if (state.gameOver || data.sequence.steps.empty()) return "game-over";
  return data.sequence.steps[state.step].id;
}

std::string stepText(const GameData& data, const GameState& state) {
  if (state.gameOver || data.sequence.steps.empty()) return say(data, "game over");
  const auto& step = data.sequence.steps[state.step];
  std::string text;
  for (std::size_t i = 0; i < step.path.size(); ++i) text += (i ? " / " : "") + step.path[i]->name;
  return text;
}

std::string clockText(std::int64_t milliseconds) {
  auto seconds = milliseconds / 1000;
  return std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60);
}

// "running, 3:00 long": the status and the length, not the time left, which the clock
// changes without any action.
std::string timerText(const GameData& data, const TimerState& timer) {
  std::string text = timerStatusWord(data, timer.status);
  if (timer.durationMs > 0) text = sayf(data, "{}, {} long", text, clockText(timer.durationMs));
  return text;
}

// A sealed entry as everyone may see it: whether it is entered, its value once revealed.
std::optional<Value> sealedValue(const SealedState& sealed, const std::string& side) {
  auto entry = sealed.entries.find(side);
  if (entry == sealed.entries.end()) return std::nullopt;
  if (!sealed.revealed) return Value{std::string(sealedWord)};
  return entry->second;
}

std::string shownText(const GameData& data, const std::optional<Value>& value) {
  if (!value) return "—";
  if (*value == Value{std::string(sealedWord)}) return say(data, "sealed");
  return valueText(data, *value);
}

std::string chartText(const GameData& data, const CellRef& cell, const std::vector<Value>* values) {
  if (!values) return "—";
  const Table* table = data.findTable(cell.table);
  std::string text;
  for (std::size_t i = 0; i < values->size(); ++i) {
    const std::string field = table && table->fields.size() > 1 && i < table->fields.size() ? table->fields[i].name + " " : "";
    text += (text.empty() ? "" : ", ") + field + valueText(data, (*values)[i]);
  }
  return text;
}

}  // namespace

std::vector<BookChange> bookChanges(const GameData& data, const GameState& before, const GameState& after,
                                    const std::string& rule) {
  std::vector<BookChange> changes;
  const auto& slots = data.schema.slots();
  for (std::size_t slot = 0; slot < slots.size() && slot < before.values.size() && slot < after.values.size(); ++slot) {
    if (before.values[slot] == after.values[slot]) continue;
    changes.push_back({slots[slot].key, slotName(data, slots[slot].key), before.values[slot], after.values[slot],
                       valueText(data, before.values[slot]), valueText(data, after.values[slot]), rule});
  }
  if (before.turn != after.turn) {
    changes.push_back({StateSchema::turnKey, data.sequence.turnName, Value{before.turn}, Value{after.turn},
                       std::to_string(before.turn), std::to_string(after.turn), rule});
  }
  if (stepId(data, before) != stepId(data, after)) {
    changes.push_back({StateSchema::stepKey, say(data, "Step"), Value{stepId(data, before)}, Value{stepId(data, after)},
                       stepText(data, before), stepText(data, after), rule});
  }
  for (std::size_t i = 0; i < data.timers.size() && i < before.timers.size() && i < after.timers.size(); ++i) {
    auto was = timerText(data, before.timers[i]);
    auto now = timerText(data, after.timers[i]);
    if (was == now) continue;
    changes.push_back({"timer." + data.timers[i].id, data.timers[i].name,
                       Value{std::string(timerStatusName(before.timers[i].status))},
                       Value{std::string(timerStatusName(after.timers[i].status))}, was, now, rule});
  }
  for (std::size_t i = 0; i < data.sealed.size() && i < before.sealed.size() && i < after.sealed.size(); ++i) {
    const auto& def = data.sealed[i];
    for (const auto& side : def.sides) {
      auto was = sealedValue(before.sealed[i], side);
      auto now = sealedValue(after.sealed[i], side);
      // A side entering again before the reveal changes only what nobody may read yet.
      if (was == now) continue;
      const Side* named = data.findSide(side);
      const std::string whom = named ? named->name : side;
      // Brackets never within brackets: "Orders, Blues (Republicans)" (state_schema.cpp).
      const std::string name = whom.find('(') == std::string::npos ? sayf(data, "{} ({})", def.name, whom) : def.name + ", " + whom;
      changes.push_back({"sealed." + def.id + "." + side, name, was,
                         now, shownText(data, was), shownText(data, now), rule});
    }
  }
  for (const auto& [cell, values] : after.chartValues) {
    auto old = before.chartValues.find(cell);
    const std::vector<Value>* was = old == before.chartValues.end() ? nullptr : &old->second;
    if (was && *was == values) continue;
    std::string key = "chart." + cell.table + "." + cell.row + (cell.column.empty() ? "" : "." + cell.column);
    // One field: its value; several: "Attacker loses 1, Defender loses 2" as one text.
    auto asValue = [&, cellRef = cell](const std::vector<Value>* list) -> std::optional<Value> {
      if (!list) return std::nullopt;
      if (list->size() == 1) return list->front();
      return Value{chartText(data, cellRef, list)};
    };
    changes.push_back({key, cellName(data, cell), asValue(was), asValue(&values), chartText(data, cell, was),
                       chartText(data, cell, &values), rule});
  }
  return changes;
}

std::vector<BookChange> bookChanges(const GameData& data, const GameState& before, const GameState& after,
                                    const Applied& applied) {
  auto changes = bookChanges(data, before, after, applied.rule);
  if (!applied.resolution) return changes;
  for (auto& change : changes) {
    for (const auto& effect : applied.resolution->changes) {
      if (effect.key == change.key && !effect.rule.empty()) change.rule = effect.rule;
    }
  }
  return changes;
}

std::string describeChange(const GameData& data, const BookChange& change) {
  if (change.rule.empty()) return sayf(data, "{}: {} → {}", change.name, change.beforeText, change.afterText);
  return sayf(data, "{}: {} → {} (rule {})", change.name, change.beforeText, change.afterText, change.rule);
}

namespace {

// "Louis" for "State treasury (Louis)": the unit a value's name gives in its last brackets.
std::string unitOf(const GameData& data, std::string_view key) {
  auto slot = data.schema.find(key);
  if (!slot) return {};
  const std::string& name = data.schema.defOf(*slot).name;
  if (name.empty() || name.back() != ')') return {};
  auto open = name.rfind('(');
  if (open == std::string::npos) return {};
  return name.substr(open + 1, name.size() - open - 2);
}

}  // namespace

std::string describeEffect(const GameData& data, const StateChange& effect) {
  std::string what;
  if (effect.added) {
    const std::string unit = unitOf(data, effect.key);
    const std::int64_t amount = *effect.added;
    // Unsigned, so that even the most negative number has its magnitude.
    const std::uint64_t size = amount < 0 ? 0 - static_cast<std::uint64_t>(amount) : static_cast<std::uint64_t>(amount);
    const std::string magnitude = std::to_string(size);
    if (amount == 0) what = say(data, "unchanged");
    else if (amount > 0) what = unit.empty() ? sayf(data, "gains {}", magnitude) : sayf(data, "gains {} {}", magnitude, unit);
    else what = unit.empty() ? sayf(data, "loses {}", magnitude) : sayf(data, "costs {} {}", magnitude, unit);
  } else {
    what = sayf(data, "becomes {}", valueText(data, effect.after));
  }
  if (effect.rule.empty()) return sayf(data, "{}: {}", slotName(data, effect.key), what);
  return sayf(data, "{}: {} (rule {})", slotName(data, effect.key), what, effect.rule);
}

}  // namespace adc
