#pragma once
// Helpers shared by the Grand Siècle tests: the shipped game data, a game in its 1700
// scenario, set-up corrections, sealed entries and procedures resolved as the players
// would at the table (through actions, so every effect goes through the rules).

#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::test::gs {

inline const GameData& game() { return shippedGame("grand-siecle"); }

inline const std::vector<std::string>& powers() {
  static const std::vector<std::string> all{"england", "turkey", "spain", "prussia", "france",
                                            "poland",  "holland", "russia", "sweden", "austria"};
  return all;
}

inline GameState newGame() { return initialState(game(), Setup{"1700", {}, 1}); }

inline Value num(std::int64_t value) { return Value{value}; }
inline Value word(const std::string& text) { return Value{text}; }
inline Value dice(std::initializer_list<std::int64_t> faces) { return Value{DiceFaces(faces)}; }

// A set-up value typed from the scenario sheet (a correction with its reason).
inline void setValue(GameState& state, const std::string& key, Value value) {
  auto applied = applyAction(game(), state, Action{"set", "", {{"key", key}, {"value", value}}, "set-up", 0});
  if (!applied) FAIL("set " << key << " refused: " << applied.error().message);
}

inline std::int64_t number(const GameState& state, const std::string& key) {
  auto value = state.read(game(), key);
  REQUIRE(value);
  return std::get<std::int64_t>(*value);
}

inline std::string text(const GameState& state, const std::string& key) {
  auto value = state.read(game(), key);
  REQUIRE(value);
  return toDisplayString(*value);
}

// Every power writes its sealed entry (the value given, or `others` for the rest); then all reveal.
inline void sealAll(GameState& state, const std::string& entry, const std::map<std::string, Value>& values,
                    Value others) {
  for (const auto& power : powers()) {
    auto found = values.find(power);
    Value value = found != values.end() ? found->second : others;
    auto applied = applyAction(game(), state, Action{"seal", power, {{"entry", entry}, {"value", value}}, "", 0});
    if (!applied) FAIL("seal " << entry << " by " << power << " refused: " << applied.error().message);
  }
  auto revealed = applyAction(game(), state, Action{"reveal", "", {{"entry", entry}}, "", 0});
  if (!revealed) FAIL("reveal " << entry << " refused: " << revealed.error().message);
}

// Resolves a procedure for a side and applies its effects; returns the resolution.
inline Resolution resolve(GameState& state, const std::string& procedure, const std::string& side,
                          std::map<std::string, Value> inputs = {}) {
  inputs["procedure"] = Value{procedure};
  auto applied = applyAction(game(), state, Action{"resolve", side, inputs, "", 0});
  if (!applied) FAIL(procedure << " for " << side << " refused: " << applied.error().message);
  REQUIRE(applied->resolution);
  return *applied->resolution;
}

// A procedure the rules refuse (a prohibition, a limit): nothing changes, so nothing
// would be logged; returns the refusal's words for the test to read the rule in.
inline std::string refused(GameState& state, const std::string& procedure, const std::string& side,
                           std::map<std::string, Value> inputs = {}) {
  inputs["procedure"] = Value{procedure};
  const GameState before = state;
  auto applied = applyAction(game(), state, Action{"resolve", side, inputs, "", 0});
  if (applied) FAIL(procedure << " for " << side << " was not refused: " << applied->summary);
  CHECK(applied.error().code == ActionError::Code::NotAllowed);
  CHECK(state == before);
  return applied.error().message;
}

// The value of a modifier the resolution listed, 0 when it did not apply.
inline std::int64_t modifier(const Resolution& resolution, const std::string& name) {
  for (const auto& applied : resolution.modifiers) {
    if (applied.name == name) return applied.value;
  }
  return 0;
}

inline Value field(const Resolution& resolution, const std::string& id) {
  for (const auto& [name, value] : resolution.fields) {
    if (name == id) return value;
  }
  FAIL("no field " << id);
  return Value{};
}

}  // namespace adc::test::gs
