#include "common.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include "regimes.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace adc::revolution {
Expected<std::vector<std::string>, ActionError> wordListArgument(const Action& action, std::string_view name,
                                                                 const std::vector<std::string>& allowed) {
  std::vector<std::string> words;
  const Value* value = action.arg(name);
  if (!value) return words;
  auto text = toDisplayString(*value);
  std::replace(text.begin(), text.end(), ',', ' ');
  std::istringstream in(text);
  for (std::string word; in >> word;) {
    if (std::find(allowed.begin(), allowed.end(), word) == allowed.end()) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               sayf(wordsGame(), "{}: {} is not one of {}", argumentMeaning(action, name),
                                    quoteInput(wordText(word)), wordNames(allowed)),
                               std::string(name)));
    }
    words.push_back(word);
  }
  return words;
}

Expected<std::vector<std::int64_t>, ActionError> diceArgument(const Action& action, std::string_view name,
                                                              std::size_t perRoll) {
  const Value* value = action.arg(name);
  const auto& data = wordsGame();
  const std::string what = perRoll == 2 ? say(data, "two dice per roll, e.g. 3,4 or 3,4,6,6 for two rolls")
                                        : say(data, "one die per roll");
  if (!value) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "{} needs {} ({})", actionTitle(action), argumentMeaning(action, name), what),
                             std::string(name)));
  }
  std::vector<std::int64_t> faces;
  if (auto list = std::get_if<DiceFaces>(value)) faces = *list;
  else if (auto whole = std::get_if<std::int64_t>(value)) faces = {*whole};
  else if (auto parsed = parseValue(toDisplayString(*value), ValueKind::Dice)) faces = std::get<DiceFaces>(*parsed);
  if (faces.empty() || faces.size() % perRoll != 0) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{}: {} is not {}", argumentMeaning(action, name), quoteInput(toDisplayString(*value)),
                                  what),
                             std::string(name)));
  }
  for (auto face : faces) {
    if (face < 1 || face > 6) {
      return unexpected(refuse(ActionError::Code::OutOfRange,
                               sayf(data, "{}: a die shows 1 to 6, not {}", argumentMeaning(action, name), face),
                               std::string(name)));
    }
  }
  return faces;
}

const std::vector<std::string>& currents() {
  static const std::vector<std::string> all{"royalist", "feuillant", "marais", "gironde", "montagne", "sans_culotte"};
  return all;
}

const std::vector<std::string>& sides() {
  static const std::vector<std::string> all{"royalist", "feuillant", "marais",      "gironde",
                                            "montagne", "sans_culotte", "government"};
  return all;
}

const std::vector<std::string>& regions() {
  static const std::vector<std::string> all{
      "amiens", "angers",   "angouleme", "bordeaux", "bourges",     "brest",  "caen",   "cahors",  "cholet",
      "clermont", "dijon",  "lille",     "limoges",  "lyon",        "marseille", "metz", "montpellier", "nantes",
      "nevers", "nimes",    "orleans",   "paris",    "rouen",       "strasbourg", "toulouse", "tours"};
  return all;
}

const std::vector<std::string>& personalities() {
  static const std::vector<std::string> all{
      "dantraigues", "cadoudal", "cathelineau", "charette", "chouan", "dandre", "barnave", "laclos",
      "lafayette", "lameth", "louis_xvi", "barere", "barras", "boissy_danglas", "carnot", "sieyes",
      "barbaroux", "brissot", "petion", "roland", "vergniaud", "danton", "desmoulins", "marat",
      "robespierre", "saint_just", "billaud_varennes", "chaumette", "collot_dherbois", "hebert", "roux"};
  return all;
}

bool isCurrent(std::string_view side) {
  const auto& all = currents();
  return std::find(all.begin(), all.end(), side) != all.end();
}

std::string sideName(const GameData& data, std::string_view side) {
  if (side == "none") return say(data, "neutral");
  const Side* found = data.findSide(side);
  return found ? found->name : std::string(side);
}

std::string itemName(const GameData& data, std::string_view collection, std::string_view item) {
  for (const auto& each : data.collections) {
    if (each.id != collection) continue;
    for (std::size_t i = 0; i < each.items.size(); ++i) {
      if (each.items[i] == item && i < each.itemNames.size()) return each.itemNames[i];
    }
  }
  return std::string(item);
}

Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action,
                                              const std::vector<std::string>& allowed) {
  if (action.side.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "{} needs the side that acts: {}", actionTitle(action),
                                  wordNames(allowed)),
                             "side"));
  }
  if (std::find(allowed.begin(), allowed.end(), action.side) == allowed.end()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{}: the {} cannot act here; the side that acts is {}", actionTitle(action),
                                  sideName(data, action.side), wordNames(allowed)),
                             "side"));
  }
  return action.side;
}

Expected<std::vector<Value>, ActionError> componentCell(const GameData& data, const GameState& state,
                                                        const std::string& tableId, const std::string& row,
                                                        const std::string& column) {
  auto reading = componentReading(data, state, tableId, row, column);
  if (!reading) return unexpected(reading.error());
  return std::move(reading->values);
}

Expected<CellReading, ActionError> componentReading(const GameData& data, const GameState& state,
                                                    const std::string& tableId, const std::string& row,
                                                    const std::string& column) {
  const Table* table = data.findTable(tableId);
  // checkData guarantees the tables the module reads; reaching this is a bug.
  if (!table) throw std::logic_error("revolution-francaise reads the table '" + tableId + "', which its data lacks");
  std::optional<std::size_t> rowIndex;
  for (std::size_t i = 0; i < table->rows.keys.size(); ++i) {
    const auto& key = table->rows.keys[i];
    if (table->rows.kind == ValueKind::Text ? key.text == row
                                            : (std::to_string(key.low) == row || key.text == row)) {
      rowIndex = i;
      break;
    }
  }
  if (!rowIndex && table->rows.kind != ValueKind::Text) {
    if (auto found = table->rows.find(Value{std::stoll(row)})) rowIndex = found->first;
  }
  if (!rowIndex) throw std::logic_error(tableId + " has no row " + row);
  std::size_t columnIndex = 0;
  std::string columnKey;
  if (table->columns) {
    auto found = std::find_if(table->columns->keys.begin(), table->columns->keys.end(),
                              [&](const AxisKey& key) { return key.text == column; });
    if (found == table->columns->keys.end()) throw std::logic_error(tableId + " has no column " + column);
    columnIndex = static_cast<std::size_t>(found - table->columns->keys.begin());
    columnKey = found->text;
  }
  CellRef ref{table->id, table->rows.keys[*rowIndex].text, columnKey};
  const auto& cell = table->cell(*rowIndex, columnIndex);
  auto typed = state.chartValues.find(ref);
  if (auto reading = readCell(cell, typed == state.chartValues.end() ? std::nullopt : std::optional(typed->second))) {
    return *reading;
  }
  ActionError error = refuse(ActionError::Code::NeedsChartValue,
                             sayf(data, "{} (rule {}) is not printed in the rulebook; type it in from your copy",
                                  cellName(data, ref), table->rule));
  error.cell = ref;
  return unexpected(error);
}

Expected<std::int64_t, ActionError> componentNumber(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row,
                                                    const std::string& column, std::size_t field) {
  auto values = componentCell(data, state, table, row, column);
  if (!values) return unexpected(values.error());
  if (field >= values->size()) throw std::logic_error(table + " has no field " + std::to_string(field));
  const auto& value = (*values)[field];
  if (auto flag = std::get_if<bool>(&value)) return *flag ? 1 : 0;
  return asNumber(value).value_or(0);
}

Expected<BoxLevel, ActionError> levelOfBox(const GameData& data, const GameState& state, const std::string& track,
                                           std::int64_t box) {
  auto reading = componentReading(data, state, "track_levels", std::to_string(box), track);
  if (!reading) return unexpected(reading.error());
  if (reading->values.empty()) throw std::logic_error("track_levels has no field");
  return BoxLevel{asNumber(reading->values.front()).value_or(1), reading->inferredBy};
}

std::string BoxLevel::describe(const GameData& data) const {
  return inferredBy.empty() ? sayf(data, "level {}", level) : sayf(data, "level {}, {}", level, inferredNote(data, inferredBy));
}

void Books::set(std::string_view key, Value value) {
  if (auto problem = changes.set(key, std::move(value))) {
    throw std::logic_error("revolution-francaise staged an impossible change: " + problem->message);
  }
}

void Books::add(std::string_view key, std::int64_t delta) {
  if (auto problem = changes.add(key, delta)) {
    throw std::logic_error("revolution-francaise staged an impossible change: " + problem->message);
  }
}

Check Books::pay(std::string_view side, std::int64_t amount, std::string_view what, std::string_view rule) {
  if (amount <= 0) return std::nullopt;
  auto key = "assignats." + std::string(side);
  auto held = number(key);
  if (held < amount) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "{} cannot pay {} assignats for {} ({} held) ({})", sideName(data, side), amount, what, held,
                       rule));
  }
  add(key, -amount);
  add("spent", amount);
  note(sayf(data, "{} pays {} assignats ({})", sideName(data, side), amount, rule));
  return std::nullopt;
}

Check Books::setTrack(std::string_view track, std::int64_t box, std::string_view rule) {
  box = std::clamp<std::int64_t>(box, 1, 20);
  auto level = levelOfBox(data, state, std::string(track), box);
  if (!level) return level.error();
  auto before = number("track." + std::string(track));
  set("track." + std::string(track), box);
  set("level." + std::string(track), level->level);
  if (track == "clergy" && level->level == 3) set("clergy_reached_iii", true);  // 9.2.3, 9.3.2
  if (before != box) {
    note(sayf(data, "{} {} → {} ({}, {})", itemName(data, "track", track), before, box, level->describe(data), rule));
  }
  // 9.2.2: the Coalition declares war at 17 or more, which raises the track to 20.
  if (track == "coalition" && box >= 17 && !flag("foreign_war")) {
    set("foreign_war", true);
    set("track.coalition", 20);
    auto top = levelOfBox(data, state, "coalition", 20);
    if (!top) return top.error();
    set("level.coalition", top->level);
    note(say(data, "The Coalition declares war: Coalition to 20 (9.2.2)"));
  }
  return std::nullopt;
}

Check Books::moveTrack(std::string_view track, std::int64_t delta, std::string_view rule) {
  return setTrack(track, number("track." + std::string(track)) + delta, rule);
}

void Books::adjustFame(std::string_view side, std::int64_t delta, std::string_view rule) {
  if (delta == 0) return;
  auto key = "fame." + std::string(side);
  auto before = number(key);
  auto after = std::clamp<std::int64_t>(before + delta, 1, 20);
  set(key, after);
  note(sayf(data, "{} fame {} → {} ({})", sideName(data, side), before, after, rule));
}

Result Books::finish(GameState& target, const Action& action, std::string rule, std::string summary) {
  // The books show who is officially present now (R.x.2.1), for the board and the players.
  for (const auto& current : currents()) set("present." + current, officiallyPresent(*this, current));
  changes.commit(target);
  for (const auto& line : notes) summary += say(data, "; ") + line;
  Applied applied;
  applied.rule = std::move(rule);
  applied.summary = std::move(summary);
  applied.recorded = action;
  return applied;
}

std::string parisController(const Books& books) {
  if (books.flag("commune_raised")) return books.text("commune_controller");
  return books.text("control.paris");
}

std::string controllerOf(const Books& books, std::string_view region) {
  if (region == "paris") return parisController(books);
  return books.text("control." + std::string(region));
}

std::int64_t regionsOf(const Books& books, std::string_view current) {
  std::int64_t count = 0;
  for (const auto& region : regions()) {
    auto holder = controllerOf(books, region);
    if (current == "none") {
      if (holder == "none" && !books.flag("coalition_control." + region)) ++count;
    } else if (holder == current) {
      ++count;
    }
  }
  return count;
}

}  // namespace adc::revolution
