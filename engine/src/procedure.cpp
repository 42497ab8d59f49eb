#include "adc/procedure.hpp"

#include "adc/display_names.hpp"

namespace adc {

std::string_view inputKindName(InputKind kind) {
  switch (kind) {
    case InputKind::Dice: return "dice";
    case InputKind::Number: return "number";
    case InputKind::Choice: return "choice";
    case InputKind::Flag: return "flag";
    case InputKind::Card: return "card";
    case InputKind::Side: return "side";
  }
  return "?";
}

std::string InputDef::describe() const {
  switch (kind) {
    case InputKind::Dice: return dice.label + ": " + dice.describeRange();
    case InputKind::Number: {
      std::string text = "a number";
      if (min && max) text += " from " + std::to_string(*min) + " to " + std::to_string(*max);
      else if (min) text += " of at least " + std::to_string(*min);
      else if (max) text += " of at most " + std::to_string(*max);
      return text;
    }
    case InputKind::Choice: {
      std::string text = "one of ";
      for (std::size_t i = 0; i < choices.size(); ++i) text += (i ? ", " : "") + humanizeId(choices[i]);
      return text;
    }
    case InputKind::Flag: return "yes or no";
    case InputKind::Card: return "a card of the deck " + deck;
    case InputKind::Side: return "a side";
  }
  return {};
}

const InputDef* Procedure::findInput(std::string_view wanted) const {
  for (const auto& input : inputs) {
    if (input.id == wanted) return &input;
  }
  return nullptr;
}

bool Procedure::asks(const InputDef& input, const std::string& side, const NameLookup& state) {
  if (input.when.empty()) return true;
  auto holds = input.when.test([&](std::string_view name) -> std::optional<Value> {
    if (name == "side") return Value{side};
    return state(name);
  });
  return !holds || *holds;
}

}  // namespace adc
