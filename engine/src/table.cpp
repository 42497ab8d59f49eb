#include "adc/table.hpp"

#include <charconv>
#include <limits>

namespace adc {

namespace {
std::optional<std::int64_t> readInteger(std::string_view text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  std::int64_t number = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return number;
}
}  // namespace

std::optional<AxisKey> TableAxis::parseKey(const std::string& text, ValueKind kind) {
  AxisKey key{text, 0, 0};
  if (kind == ValueKind::Text) return text.empty() ? std::nullopt : std::optional<AxisKey>(key);
  constexpr auto lowest = std::numeric_limits<std::int64_t>::min();
  constexpr auto highest = std::numeric_limits<std::int64_t>::max();
  std::string_view view = text;
  if (view.starts_with("<=")) {
    auto number = readInteger(view.substr(2));
    if (!number) return std::nullopt;
    key.low = lowest;
    key.high = *number;
    return key;
  }
  if (view.starts_with(">=")) {
    auto number = readInteger(view.substr(2));
    if (!number) return std::nullopt;
    key.low = *number;
    key.high = highest;
    return key;
  }
  if (view.size() > 1 && view.back() == '+') {
    auto number = readInteger(view.substr(0, view.size() - 1));
    if (!number) return std::nullopt;
    key.low = *number;
    key.high = highest;
    return key;
  }
  // A range "3-4" or "-2--1"; the separator is a '-' that is not a leading minus sign.
  auto separator = view.find('-', 1);
  if (separator != std::string_view::npos) {
    auto low = readInteger(view.substr(0, separator));
    auto high = readInteger(view.substr(separator + 1));
    if (!low || !high || *low > *high) return std::nullopt;
    key.low = *low;
    key.high = *high;
    return key;
  }
  auto number = readInteger(view);
  if (!number) return std::nullopt;
  key.low = key.high = *number;
  return key;
}

std::optional<std::pair<std::size_t, bool>> TableAxis::find(const Value& value) const {
  if (kind == ValueKind::Text) {
    auto word = toDisplayString(value);
    for (std::size_t i = 0; i < keys.size(); ++i) {
      if (keys[i].text == word) return std::make_pair(i, false);
    }
    return std::nullopt;
  }
  auto number = asNumber(value);
  if (!number || keys.empty()) return std::nullopt;
  std::size_t lowestKey = 0;
  std::size_t highestKey = 0;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (*number >= keys[i].low && *number <= keys[i].high) return std::make_pair(i, false);
    if (keys[i].low < keys[lowestKey].low) lowestKey = i;
    if (keys[i].high > keys[highestKey].high) highestKey = i;
  }
  if (!clamp) return std::nullopt;
  if (*number < keys[lowestKey].low) return std::make_pair(lowestKey, true);
  if (*number > keys[highestKey].high) return std::make_pair(highestKey, true);
  return std::nullopt;  // a gap between keys is never clamped: the data is wrong
}

std::optional<std::size_t> Table::fieldIndex(std::string_view wanted) const {
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (fields[i].id == wanted) return i;
  }
  return std::nullopt;
}

std::size_t Table::unknownCount() const {
  std::size_t count = 0;
  for (const auto& cell : cells) count += cell.unknown() ? 1 : 0;
  return count;
}

std::size_t Table::inferredCount() const {
  std::size_t count = 0;
  for (const auto& cell : cells) count += cell.inferred() ? 1 : 0;
  return count;
}

std::optional<CellReading> readCell(const TableCell& cell, const std::optional<std::vector<Value>>& typed) {
  if (cell.known) return CellReading{cell.values, CellStatus::Printed, ""};
  if (typed) return CellReading{*typed, CellStatus::TypedIn, ""};
  if (cell.inferred()) return CellReading{cell.values, CellStatus::Inferred, cell.inferredBy};
  return std::nullopt;
}

std::string CellRef::describe() const {
  std::string text = table + " row " + row;
  if (!column.empty()) text += ", column " + column;
  return text;
}

}  // namespace adc
