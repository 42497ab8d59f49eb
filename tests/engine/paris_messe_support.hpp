#pragma once
// Helpers shared by the Paris vaut bien une Messe! tests: the shipped game, a battle set
// up as the rulebook says with the leader ratings the text does not print typed in as
// chart entries (as the players would, from their counters), actions entered as at the
// table, and a check that a refused action changes nothing. ADC_PARIS_BATTLES() binds the
// battles to the game() of the namespace it is used in (the English game here, the French
// one in paris_messe_french_test.cpp), as ADC_TABLE_PLAY_FOR_GAME() does the table's moves.

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

// The battles as the rulebook sets them up, for the game() and the table helpers of the
// namespace (after ADC_TABLE_PLAY_FOR_GAME()).
#define ADC_PARIS_BATTLES()                                                                                                   \
/* A printed value the rulebook lacks, typed in from the players' copy. */                                                    \
inline void chart(GameState& state, const std::string& table, const std::string& row, const std::string& column,              \
                  std::map<std::string, Value> values) {                                                                      \
  std::map<std::string, Value> args{{"table", word(table)}, {"row", word(row)}};                                              \
  if (!column.empty()) args["column"] = word(column);                                                                         \
  for (auto& [key, value] : values) args[key] = value;                                                                        \
  auto applied = applyAction(game(), state, Action{"chart", "", args, "", 0});                                                \
  if (!applied) FAIL("chart " << table << " " << row << " refused: " << applied.error().message);                             \
}                                                                                                                             \
                                                                                                                              \
inline GameState newBattle(const std::string& scenario) {                                                                     \
  Setup setup;                                                                                                                \
  setup.scenario = scenario;                                                                                                  \
  setup.players = {{"Anne", "protestant"}, {"Bruno", "catholic"}};                                                            \
  return initialState(game(), setup);                                                                                         \
}                                                                                                                             \
                                                                                                                              \
/* Test ratings for every commander of the scenario (the counters are not in the text). */                                    \
inline void typeRatings(GameState& state, std::map<std::string, std::int64_t> ratings) {                                      \
  for (const auto& [wing, rating] : ratings) chart(state, "leaders", wing, "rating", {{"value", num(rating)}});               \
}                                                                                                                             \
                                                                                                                              \
/* The orders sealed by each side, wing by wing (slots of tables/wings.toml), revealed. */                                    \
inline void orders(GameState& state, const std::vector<std::string>& protestant, const std::vector<std::string>& catholic) {  \
  for (std::size_t i = 0; i < protestant.size(); ++i) {                                                                       \
    accept(state, "seal", "protestant",                                                                                       \
           {{"entry", word("wing_order_" + std::to_string(i + 1))}, {"value", word(protestant[i])}});                         \
  }                                                                                                                           \
  for (std::size_t i = 0; i < catholic.size(); ++i) {                                                                         \
    accept(state, "seal", "catholic",                                                                                         \
           {{"entry", word("wing_order_" + std::to_string(i + 1))}, {"value", word(catholic[i])}});                           \
  }                                                                                                                           \
  accept(state, "pm_reveal_orders");                                                                                          \
}                                                                                                                             \
                                                                                                                              \
/* Dreux after orders and initiative; Condé 2, Coligny 1, La Rochefoucauld 0, */                                              \
/* Montmorency 1, St. André 1, Guise 2 (test ratings). */                                                                     \
inline GameState dreux(const std::vector<std::string>& protestant, const std::vector<std::string>& catholic,                  \
                       const std::string& scenario = "dreux") {                                                               \
  GameState state = newBattle(scenario);                                                                                      \
  typeRatings(state, {{"dr_conde", 2}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},                                            \
                      {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});                                           \
  orders(state, protestant, catholic);                                                                                        \
  /* Condé and Guise are both rated 2: as many wings under the highest order is still a    */                                 \
  /* tie, and the players roll (4.1); here the Catholics roll higher.                      */                                 \
  auto tied = applyAction(game(), state, Action{"pm_initiative", "", {}, "", 0});                                             \
  if (!tied) accept(state, "pm_initiative", "", {{"die_protestant", num(1)}, {"die_catholic", num(8)}});                      \
  return state;                                                                                                               \
}                                                                                                                             \
                                                                                                                              \
/* Ivry after orders and initiative, every commander rated 1 (test ratings). */                                               \
inline GameState ivry(const std::vector<std::string>& protestant, const std::vector<std::string>& catholic) {                 \
  GameState state = newBattle("ivry");                                                                                        \
  typeRatings(state, {{"iv_daumont", 1}, {"iv_montpensier", 1}, {"iv_henri", 1}, {"iv_schomberg", 1},                         \
                      {"iv_mbiron", 1}, {"iv_nemours", 1}, {"iv_egmont", 1}, {"iv_mayenne", 1}, {"iv_aumale", 1}});           \
  orders(state, protestant, catholic);                                                                                        \
  accept(state, "pm_initiative");                                                                                             \
  return state;                                                                                                               \
}                                                                                                                             \
                                                                                                                              \
/* Activates a wing, lets the pre-emption and the order change go, and stands at step C. */                                   \
inline void activateToActions(GameState& state, const std::string& side, const std::string& wing) {                           \
  accept(state, "pm_activate", side, {{"wing", word(wing)}});                                                                 \
  accept(state, "next");  /* A: no pre-emption */                                                                             \
  accept(state, "next");  /* B: the order stands */                                                                           \
  REQUIRE(stepId(state) == "activation.actions");                                                                             \
}

namespace adc::test::pm {

inline const GameData& game() { return shippedGame("paris-messe"); }

ADC_TABLE_PLAY_FOR_GAME()
ADC_PARIS_BATTLES()

}  // namespace adc::test::pm
