#pragma once
// What every game's tests do at the table, once: enter an action as the players would and
// require the rules to accept it, or to refuse it leaving the state exactly as it was; type
// a correction; read the books. Each game's support header binds these to its game with
// ADC_TABLE_PLAY_FOR_GAME() below.

#include "adc/rules.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

namespace adc::test::table {

inline Expected<Applied, ActionError> act(const GameData& game, GameState& state, const std::string& type,
                                          const std::string& side, std::map<std::string, Value> args) {
  return applyAction(game, state, Action{type, side, std::move(args), "", 0});
}

// An action the rules must accept.
inline Applied accept(const GameData& game, GameState& state, const std::string& type, const std::string& side,
                      std::map<std::string, Value> args) {
  auto applied = act(game, state, type, side, std::move(args));
  if (!applied) FAIL(type << " by '" << side << "' refused: " << applied.error().message);
  return *applied;
}

// An action the rules must refuse, leaving the state exactly as it was; returns why.
inline ActionError refused(const GameData& game, GameState& state, const std::string& type, const std::string& side,
                           std::map<std::string, Value> args) {
  GameState before = state;
  auto applied = act(game, state, type, side, std::move(args));
  if (applied) FAIL(type << " by '" << side << "' was accepted: " << applied->summary);
  CHECK(state == before);
  return applied.error();
}

// A value typed in as a correction: a position of the test's own.
inline void setValue(const GameData& game, GameState& state, const std::string& key, Value value) {
  auto applied = applyAction(game, state, Action{"set", "", {{"key", key}, {"value", value}}, "test position", 0});
  if (!applied) FAIL("set " << key << " refused: " << applied.error().message);
}

inline Value read(const GameData& game, const GameState& state, const std::string& key) {
  auto value = state.read(game, key);
  if (!value) FAIL("the books keep no " << key);
  return *value;
}

inline std::int64_t number(const GameData& game, const GameState& state, const std::string& key) {
  return std::get<std::int64_t>(read(game, state, key));
}

inline std::string text(const GameData& game, const GameState& state, const std::string& key) {
  return toDisplayString(read(game, state, key));
}

inline bool flag(const GameData& game, const GameState& state, const std::string& key) {
  return std::get<bool>(read(game, state, key));
}

inline std::string stepId(const GameData& game, const GameState& state) {
  const auto* step = currentStep(game, state);
  return step ? step->id : "game-over";
}

}  // namespace adc::test::table

// In a game's test namespace, after `inline const GameData& game()`: the helpers above
// bound to that game, and the values tests type (num, word, yes).
#define ADC_TABLE_PLAY_FOR_GAME()                                                                                   \
  inline Value num(std::int64_t value) { return Value{value}; }                                                     \
  inline Value word(const std::string& text) { return Value{text}; }                                                \
  inline Value yes() { return Value{true}; }                                                                        \
  inline Expected<Applied, ActionError> act(GameState& state, const std::string& type, const std::string& side = "", \
                                            std::map<std::string, Value> args = {}) {                               \
    return ::adc::test::table::act(game(), state, type, side, std::move(args));                                     \
  }                                                                                                                 \
  inline Applied accept(GameState& state, const std::string& type, const std::string& side = "",                    \
                        std::map<std::string, Value> args = {}) {                                                   \
    return ::adc::test::table::accept(game(), state, type, side, std::move(args));                                  \
  }                                                                                                                 \
  inline ActionError refused(GameState& state, const std::string& type, const std::string& side = "",               \
                             std::map<std::string, Value> args = {}) {                                              \
    return ::adc::test::table::refused(game(), state, type, side, std::move(args));                                 \
  }                                                                                                                 \
  inline void setValue(GameState& state, const std::string& key, Value value) {                                     \
    ::adc::test::table::setValue(game(), state, key, value);                                                        \
  }                                                                                                                 \
  inline std::int64_t number(const GameState& state, const std::string& key) {                                      \
    return ::adc::test::table::number(game(), state, key);                                                          \
  }                                                                                                                 \
  inline std::string text(const GameState& state, const std::string& key) {                                         \
    return ::adc::test::table::text(game(), state, key);                                                            \
  }                                                                                                                 \
  inline bool flag(const GameState& state, const std::string& key) { return ::adc::test::table::flag(game(), state, key); } \
  inline std::string stepId(const GameState& state) { return ::adc::test::table::stepId(game(), state); }
