#include "adc/action_description.hpp"

#include "adc/expression.hpp"
#include "adc/game_state.hpp"

#include <utility>

namespace adc {

namespace {

ArgumentDescription make(std::string name, std::string meaning, ArgumentDescription::Kind kind) {
  ArgumentDescription argument;
  argument.name = std::move(name);
  argument.meaning = std::move(meaning);
  argument.kind = kind;
  return argument;
}

}  // namespace

ArgumentDescription ArgumentDescription::text(std::string name, std::string meaning) {
  return make(std::move(name), std::move(meaning), Kind::Text);
}

ArgumentDescription ArgumentDescription::choice(std::string name, std::vector<std::string> choices,
                                                std::string meaning) {
  auto argument = make(std::move(name), std::move(meaning), Kind::Choice);
  argument.choices = std::move(choices);
  return argument;
}

ArgumentDescription ArgumentDescription::side(std::string name, std::string meaning) {
  return make(std::move(name), std::move(meaning), Kind::Side);
}

ArgumentDescription ArgumentDescription::item(std::string name, std::string collection, std::string meaning) {
  auto argument = make(std::move(name), std::move(meaning), Kind::Item);
  argument.collection = std::move(collection);
  return argument;
}

ArgumentDescription ArgumentDescription::card(std::string name, std::string collection, std::string meaning) {
  auto argument = make(std::move(name), std::move(meaning), Kind::Card);
  argument.collection = std::move(collection);
  return argument;
}

ArgumentDescription ArgumentDescription::number(std::string name, std::string meaning, std::optional<std::int64_t> min,
                                                std::optional<std::int64_t> max) {
  auto argument = make(std::move(name), std::move(meaning), Kind::Number);
  argument.min = min;
  argument.max = max;
  return argument;
}

ArgumentDescription ArgumentDescription::flag(std::string name, std::string meaning) {
  return make(std::move(name), std::move(meaning), Kind::Flag);
}

ArgumentDescription ArgumentDescription::list(std::string name, std::string collection, std::string meaning) {
  auto argument = make(std::move(name), std::move(meaning), Kind::List);
  argument.collection = std::move(collection);
  return argument;
}

ArgumentDescription ArgumentDescription::optional() const {
  auto copy = *this;
  copy.required = false;
  return copy;
}

const ArgumentDescription* ActionDescription::findArgument(std::string_view name) const {
  for (const auto& argument : arguments) {
    if (argument.name == name) return &argument;
  }
  return nullptr;
}

Expected<bool, std::string> isOffered(const ActionDescription& action, const GameData& data, const GameState& state) {
  if (action.offeredWhen.empty()) return true;
  auto condition = Expression::parse(action.offeredWhen);
  if (!condition) return unexpected("offered when \"" + action.offeredWhen + "\": " + condition.error());
  auto holds = condition->test(state.lookup(data));
  if (!holds) return unexpected("offered when \"" + action.offeredWhen + "\": " + holds.error());
  return *holds;
}

std::string offeredAtSteps(const std::vector<std::string>& stepIds) {
  std::string condition;
  for (const auto& step : stepIds) condition += (condition.empty() ? "" : " or ") + ("step == '" + step + "'");
  return condition;
}

std::vector<std::string> stepsNamedIn(std::string_view condition) {
  std::vector<std::string> steps;
  static constexpr std::string_view marker = "step == '";
  for (auto at = condition.find(marker); at != std::string_view::npos; at = condition.find(marker, at)) {
    at += marker.size();
    const auto end = condition.find('\'', at);
    if (end == std::string_view::npos) break;
    steps.emplace_back(condition.substr(at, end - at));
    at = end;
  }
  return steps;
}

std::string_view argumentKindName(ArgumentDescription::Kind kind) {
  switch (kind) {
    case ArgumentDescription::Kind::Text: return "text";
    case ArgumentDescription::Kind::Choice: return "choice";
    case ArgumentDescription::Kind::Side: return "side";
    case ArgumentDescription::Kind::Item: return "item";
    case ArgumentDescription::Kind::Card: return "card";
    case ArgumentDescription::Kind::Number: return "number";
    case ArgumentDescription::Kind::Flag: return "flag";
    case ArgumentDescription::Kind::List: return "list";
  }
  return "text";
}

std::string_view sideActsName(ActionDescription::SideActs side) {
  switch (side) {
    case ActionDescription::SideActs::Required: return "required";
    case ActionDescription::SideActs::Optional: return "optional";
    case ActionDescription::SideActs::No: break;
  }
  return "no";
}

std::string kindText(const ArgumentDescription& argument) {
  using Kind = ArgumentDescription::Kind;
  switch (argument.kind) {
    case Kind::Text: return "text";
    case Kind::Choice: {
      std::string words;
      for (const auto& word : argument.choices) words += (words.empty() ? "" : "|") + word;
      return "one of " + words;
    }
    case Kind::Side: return "side";
    case Kind::Item: return "item of " + argument.collection;
    case Kind::Card: return "card";
    case Kind::Number: {
      if (argument.min && argument.max) return "number " + std::to_string(*argument.min) + "-" + std::to_string(*argument.max);
      if (argument.min) return "number from " + std::to_string(*argument.min);
      if (argument.max) return "number up to " + std::to_string(*argument.max);
      return "number";
    }
    case Kind::Flag: return "yes/no";
    case Kind::List: return argument.collection.empty() ? std::string("list") : "list of " + argument.collection;
  }
  return "text";
}

}  // namespace adc
