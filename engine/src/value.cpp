#include "adc/value.hpp"

#include "adc/checked_arithmetic.hpp"

#include <charconv>

namespace adc {

ValueKind kindOf(const Value& value) {
  return static_cast<ValueKind>(value.index());
}

std::string_view kindName(ValueKind kind) {
  switch (kind) {
    case ValueKind::Integer: return "int";
    case ValueKind::Flag: return "bool";
    case ValueKind::Text: return "text";
    case ValueKind::Dice: return "dice";
  }
  return "?";
}

std::string toDisplayString(const Value& value) {
  switch (kindOf(value)) {
    case ValueKind::Integer: return std::to_string(std::get<std::int64_t>(value));
    case ValueKind::Flag: return std::get<bool>(value) ? "true" : "false";
    case ValueKind::Text: return std::get<std::string>(value);
    case ValueKind::Dice: {
      std::string text;
      for (auto face : std::get<DiceFaces>(value)) {
        if (!text.empty()) text += ',';
        text += std::to_string(face);
      }
      return text;
    }
  }
  return {};
}

namespace {

std::optional<std::int64_t> parseInteger(std::string_view text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  std::int64_t number = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return number;
}

std::optional<DiceFaces> parseFaces(std::string_view text) {
  DiceFaces faces;
  while (!text.empty()) {
    auto separator = text.find_first_of(", ");
    auto part = text.substr(0, separator);
    if (!part.empty()) {
      auto face = parseInteger(part);
      if (!face) return std::nullopt;
      faces.push_back(*face);
    }
    if (separator == std::string_view::npos) break;
    text.remove_prefix(separator + 1);
  }
  if (faces.empty()) return std::nullopt;
  return faces;
}

}  // namespace

std::optional<Value> parseValue(std::string_view text, ValueKind kind) {
  switch (kind) {
    case ValueKind::Integer:
      if (auto number = parseInteger(text)) return Value{*number};
      return std::nullopt;
    case ValueKind::Flag:
      if (text == "true" || text == "yes" || text == "1") return Value{true};
      if (text == "false" || text == "no" || text == "0") return Value{false};
      return std::nullopt;
    case ValueKind::Text:
      return Value{std::string(text)};
    case ValueKind::Dice:
      if (auto faces = parseFaces(text)) return Value{*faces};
      return std::nullopt;
  }
  return std::nullopt;
}

Value guessValue(std::string_view text) {
  if (auto number = parseInteger(text)) return Value{*number};
  if (text == "true" || text == "false") return Value{text == "true"};
  if (text.find(',') != std::string_view::npos) {
    if (auto faces = parseFaces(text)) return Value{*faces};
  }
  return Value{std::string(text)};
}

std::optional<std::int64_t> asNumber(const Value& value) {
  if (auto number = std::get_if<std::int64_t>(&value)) return *number;
  if (auto faces = std::get_if<DiceFaces>(&value)) return checkedSum(*faces);
  return std::nullopt;
}

}  // namespace adc
