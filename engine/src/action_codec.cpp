#include "adc/action_codec.hpp"

#include "action_table.hpp"
#include "toml_reader.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace adc {

std::string tomlQuote(std::string_view text) {
  std::string quoted = "\"";
  for (char c : text) {
    switch (c) {
      case '"': quoted += "\\\""; break;
      case '\\': quoted += "\\\\"; break;
      case '\n': quoted += "\\n"; break;
      case '\t': quoted += "\\t"; break;
      case '\r': quoted += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
          quoted += escaped;
        } else {
          quoted += c;
        }
    }
  }
  return quoted + "\"";
}

std::string tomlKey(std::string_view key) {
  bool bare = !key.empty();
  for (char c : key) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) bare = false;
  }
  return bare ? std::string(key) : tomlQuote(key);
}

std::string tomlValue(const Value& value) {
  switch (kindOf(value)) {
    case ValueKind::Integer: return std::to_string(std::get<std::int64_t>(value));
    case ValueKind::Flag: return std::get<bool>(value) ? "true" : "false";
    case ValueKind::Text: return tomlQuote(std::get<std::string>(value));
    case ValueKind::Dice: {
      std::string text = "[";
      const auto& faces = std::get<DiceFaces>(value);
      for (std::size_t i = 0; i < faces.size(); ++i) text += (i ? ", " : "") + std::to_string(faces[i]);
      return text + "]";
    }
  }
  return "\"\"";
}

std::string actionToToml(const Action& action) {
  std::string text = "{ type = " + tomlQuote(action.type);
  if (!action.side.empty()) text += ", side = " + tomlQuote(action.side);
  if (!action.args.empty()) {
    text += ", args = { ";
    bool first = true;
    for (const auto& [name, value] : action.args) {
      text += (first ? "" : ", ") + tomlKey(name) + " = " + tomlValue(value);
      first = false;
    }
    text += " }";
  }
  if (!action.reason.empty()) text += ", reason = " + tomlQuote(action.reason);
  if (action.at != 0) text += ", at = " + std::to_string(action.at);
  return text + " }";
}

namespace {

constexpr const char* notAnActionKey = "not an action key, or the wrong type; expected type, side, args, reason, at";
constexpr const char* notAValue = "expected a number, true/false, a string or a list of dice";

}  // namespace

namespace detail {

Action readActionTable(const toml::table& table, std::vector<ActionProblem>& problems) {
  Action action;
  for (const auto& [key, node] : table) {
    auto name = std::string(key.str());
    if (name == "type" && node.is_string()) action.type = node.as_string()->get();
    else if (name == "side" && node.is_string()) action.side = node.as_string()->get();
    else if (name == "reason" && node.is_string()) action.reason = node.as_string()->get();
    else if (name == "at" && node.is_integer()) action.at = node.as_integer()->get();
    else if (name == "args" && node.is_table()) {
      for (const auto& [argName, argNode] : *node.as_table()) {
        if (auto value = valueOf(argNode)) {
          action.args[std::string(argName.str())] = *value;
        } else {
          problems.push_back({&argNode, "args." + std::string(argName.str()),
                              std::string(notAValue) + ", found " + typeName(argNode)});
        }
      }
    } else {
      problems.push_back({&node, name, notAnActionKey});
    }
  }
  if (action.type.empty()) problems.push_back({&table, "", "an action needs a type"});
  return action;
}

}  // namespace detail

Expected<Action, std::string> actionFromToml(const std::string& text) {
  try {
    auto table = toml::parse("action = " + text);
    auto inner = table["action"].as_table();
    if (!inner) return unexpected(std::string("expected { type = ..., ... }"));
    std::vector<detail::ActionProblem> problems;
    auto action = detail::readActionTable(*inner, problems);
    if (!problems.empty()) return unexpected(problems.front().format());
    return action;
  } catch (const toml::parse_error& error) {
    return unexpected(std::string(error.description()));
  }
}

nlohmann::json valueToJson(const Value& value) {
  switch (kindOf(value)) {
    case ValueKind::Integer: return std::get<std::int64_t>(value);
    case ValueKind::Flag: return std::get<bool>(value);
    case ValueKind::Text: return std::get<std::string>(value);
    case ValueKind::Dice: return std::get<DiceFaces>(value);
  }
  return nullptr;
}

Expected<Value, std::string> valueFromJson(const nlohmann::json& json) {
  // A number past the largest whole number the engine holds is refused, never wrapped.
  if (json.is_number_unsigned() && json.get<std::uint64_t>() > std::uint64_t(INT64_MAX)) {
    return unexpected(std::string("the number is too large"));
  }
  if (json.is_number_integer()) return Value{json.get<std::int64_t>()};
  if (json.is_boolean()) return Value{json.get<bool>()};
  if (json.is_string()) return Value{json.get<std::string>()};
  if (json.is_array()) {
    DiceFaces faces;
    faces.reserve(json.size());
    for (const auto& face : json) {
      if (!face.is_number_integer() || (face.is_number_unsigned() && face.get<std::uint64_t>() > std::uint64_t(INT64_MAX))) {
        return unexpected(std::string("dice are whole numbers"));
      }
      faces.push_back(face.get<std::int64_t>());
    }
    return Value{std::move(faces)};
  }
  return unexpected(std::string(notAValue));
}

nlohmann::json actionToJson(const Action& action) {
  nlohmann::json json{{"type", action.type}};
  if (!action.side.empty()) json["side"] = action.side;
  if (!action.args.empty()) {
    auto args = nlohmann::json::object();
    for (const auto& [name, value] : action.args) args[name] = valueToJson(value);
    json["args"] = args;
  }
  if (!action.reason.empty()) json["reason"] = action.reason;
  if (action.at != 0) json["at"] = action.at;
  return json;
}

Expected<Action, std::string> actionFromJson(const nlohmann::json& json) {
  if (!json.is_object()) return unexpected(std::string("an action is a JSON object"));
  Action action;
  for (const auto& [name, item] : json.items()) {
    if (name == "type" && item.is_string()) action.type = item.get<std::string>();
    else if (name == "side" && item.is_string()) action.side = item.get<std::string>();
    else if (name == "reason" && item.is_string()) action.reason = item.get<std::string>();
    else if (name == "at" && item.is_number_integer()) action.at = item.get<std::int64_t>();
    else if (name == "args" && item.is_object()) {
      for (const auto& [argName, arg] : item.items()) {
        auto value = valueFromJson(arg);
        if (!value) return unexpected("args." + argName + ": " + value.error());
        action.args[argName] = std::move(*value);
      }
    } else {
      return unexpected(name + ": " + notAnActionKey);
    }
  }
  if (action.type.empty()) return unexpected(std::string("an action needs a type"));
  return action;
}

}  // namespace adc
