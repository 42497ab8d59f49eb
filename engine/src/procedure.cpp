#include "adc/procedure.hpp"

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
