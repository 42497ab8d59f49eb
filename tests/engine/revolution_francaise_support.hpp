#pragma once
// Helpers shared by the Révolution française tests: the shipped game, a game set up as
// 4.3-4.7 say with the map's colours and numbers the text does not print typed in as
// chart entries (as the players would from their own map and play aids), actions entered
// as at the table, and a check that a refused action changes nothing. ADC_RF_SET_UP() binds
// the set-up to the game() of the namespace it is used in (the English game here, the
// French one in revolution_francaise_french_test.cpp), as ADC_TABLE_PLAY_FOR_GAME() does
// the table's moves.

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>

// The dice, the chart entries and the set-up, for the game() and the table helpers of the
// namespace (after ADC_TABLE_PLAY_FOR_GAME()).
#define ADC_RF_SET_UP()                                                                                           \
inline Value dice(std::initializer_list<std::int64_t> faces) { return Value{DiceFaces(faces)}; }                  \
                                                                                                                  \
/* A printed value typed in from the players' chart (a test input, not rulebook data). */                         \
inline void chart(GameState& state, const std::string& table, const std::string& row, const std::string& column,  \
                  Value value) {                                                                                  \
  std::map<std::string, Value> args{{"table", word(table)}, {"row", word(row)}, {"value", value}};                \
  if (!column.empty()) args["column"] = word(column);                                                             \
  accept(state, "chart", "", args);                                                                               \
}                                                                                                                 \
                                                                                                                  \
/* The colours of the tracks' boxes the text does not print (A2), typed in as a player */                         \
/* reading a map whose level I runs to box 9 and level II to box 16 on every track (test */                       \
/* values: the text gives Economy 1-4 I, 10-16 II, 17-20 III; Clergy and Coalition 17-20 III). */                 \
inline void typeTrackColours(GameState& state) {                                                                  \
  for (int box = 1; box <= 16; ++box) {                                                                           \
    for (const char* track : {"economy", "clergy", "coalition", "commune"}) {                                     \
      if (std::string(track) == "economy" && (box <= 4 || box >= 10)) continue;                                   \
      chart(state, "track_levels", std::to_string(box), track, num(box <= 9 ? 1 : 2));                            \
    }                                                                                                             \
  }                                                                                                               \
  for (int box = 17; box <= 20; ++box) chart(state, "track_levels", std::to_string(box), "commune", num(3));      \
}                                                                                                                 \
                                                                                                                  \
/* A game at the start of turn 1 (4.0-4.7) with the track colours read (rf_levels). */                            \
inline GameState setUp(const std::string& scenario = "historical") {                                              \
  GameState state = initialState(game(), Setup{scenario, {}, 1});                                                 \
  typeTrackColours(state);                                                                                        \
  accept(state, "rf_levels");                                                                                     \
  return state;                                                                                                   \
}

namespace adc::test::rf {

inline const GameData& game() { return shippedGame("revolution-francaise"); }

ADC_TABLE_PLAY_FOR_GAME()
ADC_RF_SET_UP()

}  // namespace adc::test::rf
