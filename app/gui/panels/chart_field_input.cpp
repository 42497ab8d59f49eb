#include "panels/chart_field_input.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include <algorithm>
#include <cctype>

namespace adc::gui {
namespace {

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

bool isYesNoField(const TableField& field) { return field.isYesNo() || field.kind == ValueKind::Flag; }

std::variant<Value, std::string> readChartField(const GameData& data, const TableField& field, const std::string& typed) {
  const std::string text = trimmed(typed);
  if (text.empty()) return std::string();
  if (isYesNoField(field)) {
    // Players write yes or no (or tick a star as 1): never true/false.
    const std::string word = lowered(text);
    bool yes = word == lowered(tr("yes")) || word == "y" || word == "1" || word == "*";
    bool no = word == lowered(tr("no")) || word == "n" || word == "0";
    if (!yes && !no) return trf("{}: write yes or no", field.name);
    if (field.kind == ValueKind::Flag) return Value{yes};
    return Value{std::int64_t{yes ? 1 : 0}};
  }
  if (!field.choices.empty()) {
    // A word the table allows, by the name players read or as the data writes it.
    for (const auto& choice : field.choices) {
      if (lowered(text) == lowered(choice) || lowered(text) == lowered(wordName(data, choice))) return Value{choice};
    }
    return trf("{}: \"{}\" is not one of {}", field.name, text, chartFieldHint(data, field));
  }
  if (field.kind == ValueKind::Integer) {
    auto parsed = parseValue(text, ValueKind::Integer);
    if (!parsed) return trf("{}: \"{}\" is not a whole number", field.name, text);
    const auto number = std::get<std::int64_t>(*parsed);
    if ((field.min && number < *field.min) || (field.max && number > *field.max)) {
      return trf("{}: {} is not within {}", field.name, number, chartFieldHint(data, field));
    }
    return *parsed;
  }
  auto parsed = parseValue(text, field.kind);
  if (!parsed) return trf("{}: \"{}\" cannot be read", field.name, text);
  return *parsed;
}

std::string chartFieldHint(const GameData& data, const TableField& field) {
  if (isYesNoField(field)) return tr("yes/no");
  if (!field.choices.empty()) {
    std::string words;
    for (std::size_t i = 0; i < field.choices.size(); ++i) {
      if (i > 0) words += i + 1 == field.choices.size() ? std::string(" ") + tr("or") + " " : ", ";
      words += wordName(data, field.choices[i]);
    }
    return words;
  }
  if (field.min && field.max) return trf("{} to {}", *field.min, *field.max);
  if (field.min) return trf("{} or more", *field.min);
  if (field.max) return trf("{} or less", *field.max);
  return field.kind == ValueKind::Integer ? tr("number") : tr("words");
}

std::string chartFieldText(const GameData& data, const TableField& field, const Value& value) {
  if (isYesNoField(field)) {
    bool yes = false;
    if (auto flag = std::get_if<bool>(&value)) yes = *flag;
    else if (auto number = std::get_if<std::int64_t>(&value)) yes = *number != 0;
    return yes ? tr("Yes") : tr("No");
  }
  return valueText(data, value);
}

}  // namespace adc::gui
