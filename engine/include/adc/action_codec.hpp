#pragma once
// Actions to and from TOML and JSON, for saves, the CLI's --json and tests.

#include "adc/action.hpp"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace adc {

// One inline TOML table: { type = "resolve", side = "france", args = { ... } }
std::string actionToToml(const Action& action);
Expected<Action, std::string> actionFromToml(const std::string& text);

nlohmann::json actionToJson(const Action& action);
Expected<Action, std::string> actionFromJson(const nlohmann::json& json);

nlohmann::json valueToJson(const Value& value);
Expected<Value, std::string> valueFromJson(const nlohmann::json& json);

// TOML text helpers shared by the writers of saves and chart overlays.
std::string tomlQuote(std::string_view text);
std::string tomlKey(std::string_view key);
std::string tomlValue(const Value& value);

}  // namespace adc
