#include "panels/action_fields.hpp"

#include "adc/value.hpp"

#include <variant>

namespace adc::gui {

using Kind = ArgumentDescription::Kind;

Action actionOfFields(const std::string& type, const std::string& side, const FormFields& fields,
                      const ActionDescription& description) {
  Action action;
  action.type = type;
  if (description.side != ActionDescription::SideActs::No) action.side = side;
  for (const auto& argument : description.arguments) {
    auto typed = fields.find(argument.name);
    if (typed == fields.end() || typed->second.empty()) continue;
    const std::string& text = typed->second;
    switch (argument.kind) {
      case Kind::Flag:
        if (text == "yes") action.args[argument.name] = Value{true};
        break;
      case Kind::Number: {
        auto number = parseValue(text, ValueKind::Integer);
        action.args[argument.name] = number ? *number : Value{text};
        break;
      }
      case Kind::List:
        // "ac11,ac30" stays words; "1,4,6" reads as numbers.
        action.args[argument.name] = guessValue(text);
        break;
      default:
        action.args[argument.name] = Value{text};
        break;
    }
  }
  return action;
}

FormFields fieldsOfAction(const Action& action, const ActionDescription& description) {
  FormFields fields;
  for (const auto& argument : description.arguments) {
    const Value* value = action.arg(argument.name);
    if (!value) continue;
    if (const auto* flag = std::get_if<bool>(value)) {
      if (*flag) fields[argument.name] = "yes";
    } else {
      // A list of numbers as typed, "1,4,6"; a number, a word or items as they are.
      fields[argument.name] = toDisplayString(*value);
    }
  }
  return fields;
}

}  // namespace adc::gui
