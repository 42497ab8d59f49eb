#include "adc/display_names.hpp"

#include "adc/game_texts.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

namespace adc {

std::string humanizeId(std::string_view id) {
  if (id == "none" || id.empty()) return "—";
  // Lower case: the word may stand in a sentence ("The weather is fair").
  std::string text(id);
  std::replace(text.begin(), text.end(), '_', ' ');
  return text;
}

namespace {

// The name of a word the game names (a [words] entry, a side, a collection item); none
// for any other text.
std::optional<std::string> namedWord(const GameData& data, std::string_view word) {
  if (auto named = data.wordNames.find(std::string(word)); named != data.wordNames.end()) return named->second;
  if (const Side* side = data.findSide(word)) return side->name;
  for (const auto& collection : data.collections) {
    auto item = std::find(collection.items.begin(), collection.items.end(), word);
    if (item != collection.items.end()) return collection.itemNames[static_cast<std::size_t>(item - collection.items.begin())];
  }
  return std::nullopt;
}

// A text that lists words of the game, as a chart entry of the players' does ("lille
// amiens paris", La Révolution française's routes, 9.3.1): each by its name, in order
// ("Lille, Amiens, Paris"). None when a part of it is not such a word.
std::optional<std::string> namedList(const GameData& data, std::string_view text) {
  if (text.find(' ') == std::string_view::npos) return std::nullopt;
  std::string names;
  std::size_t at = 0;
  while (at < text.size()) {
    auto end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    if (end > at) {
      auto name = namedWord(data, text.substr(at, end - at));
      if (!name) return std::nullopt;
      names += (names.empty() ? "" : ", ") + *name;
    }
    at = end + 1;
  }
  return names;
}

}  // namespace

std::string wordName(const GameData& data, std::string_view word) {
  if (auto named = namedWord(data, word)) return *named;
  // Only ids are words to name: "3-4" or "Condé" are shown as written.
  bool id = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
  return id && word.find_first_not_of("0123456789") != std::string_view::npos ? humanizeId(word) : std::string(word);
}


std::string valueText(const GameData& data, const Value& value) {
  switch (kindOf(value)) {
    case ValueKind::Integer: return std::to_string(std::get<std::int64_t>(value));
    case ValueKind::Flag: return std::get<bool>(value) ? say(data, "Yes") : say(data, "No");
    case ValueKind::Text: {
      const auto& text = std::get<std::string>(value);
      if (auto list = namedList(data, text)) return *list;
      return wordName(data, text);
    }
    case ValueKind::Dice: {
      std::string text;
      for (auto face : std::get<DiceFaces>(value)) text += (text.empty() ? "" : ", ") + std::to_string(face);
      return text;
    }
  }
  return {};
}

std::string timerStatusWord(const GameData& data, TimerState::Status status) {
  switch (status) {
    case TimerState::Status::Idle: return say(data, "idle");
    case TimerState::Status::Running: return say(data, "running");
    case TimerState::Status::Paused: return say(data, "paused");
    case TimerState::Status::Expired: return say(data, "expired");
  }
  return "?";
}

std::string slotName(const GameData& data, std::string_view key) {
  if (auto slot = data.schema.find(key)) return data.schema.slots()[*slot].name;
  return std::string(key);
}

std::string axisKeyName(const GameData& data, const TableAxis& axis, std::string_view key) {
  return axis.kind == ValueKind::Text ? wordName(data, key) : std::string(key);
}

namespace {

// Whether `name` holds `word` as a whole word, ignoring the case of its ASCII letters:
// "Army" in "Cobourg's Austrian Army", "Armée" in "Armée autrichienne de Cobourg".
bool namesWord(std::string_view name, std::string_view word) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80; };
  for (std::size_t at = 0; !word.empty() && at + word.size() <= name.size(); ++at) {
    bool same = true;
    for (std::size_t i = 0; i < word.size() && same; ++i) same = lower(name[at + i]) == lower(word[i]);
    if (!same) continue;
    const bool before = at == 0 || !letter(name[at - 1]);
    const bool after = at + word.size() == name.size() || !letter(name[at + word.size()]);
    if (before && after) return true;
  }
  return false;
}

// A row or a column by its axis's name and its own ("row 7", "Region Amiens"); by its own
// alone when that already says what it is ("Cobourg's Austrian Army", not "Army
// Cobourg's Austrian Army").
std::string axisEntry(const std::string& axis, const std::string& entry) {
  return namesWord(entry, axis) ? entry : axis + " " + entry;
}

}  // namespace

std::string cellName(const GameData& data, const CellRef& cell) {
  const Table* table = data.findTable(cell.table);
  if (!table) return cell.describe();
  std::string text = table->name + ", " +
                     axisEntry(table->rows.name.empty() ? std::string(say(data, "row")) : table->rows.name,
                               axisKeyName(data, table->rows, cell.row));
  if (!cell.column.empty() && table->columns) {
    text += ", " + axisEntry(table->columns->name.empty() ? std::string(say(data, "column")) : table->columns->name,
                             axisKeyName(data, *table->columns, cell.column));
  }
  return text;
}

std::string inferredNote(const GameData& data, const std::string& ruling) {
  return sayf(data, "inferred, see the house rulings {}", ruling);
}

}  // namespace adc
