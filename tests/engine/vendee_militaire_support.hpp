#pragma once
// Helpers shared by the Vendée Militaire tests: the shipped game data, a game set up as
// the rulebook says (the starting faces the text does not print typed in as chart
// entries, as the players would), actions entered as at the table, and a check that a
// refused action changes nothing.

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>

namespace adc::test::vm {

inline const GameData& game() { return shippedGame("vendee-militaire"); }

ADC_TABLE_PLAY_FOR_GAME()

// The starting faces the set-up illustration shows and the text does not (A1), typed in
// as chart entries: a test position, 7 hexes each as in the Random Setup.
inline void typeStartingFaces(GameState& state) {
  for (int hex : {1, 4, 6, 7}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("white")}});
  for (int hex : {8, 9, 12, 13, 14}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("blue")}});
}

// Every hex's two boxes on both faces, typed in as chart entries (the text prints only
// hex 10's White face and hex 2's Blue face): White draws `white`, Blue `blue`.
inline void typeHexDraws(GameState& state, std::int64_t white, std::int64_t blue) {
  for (int hex = 1; hex <= 17; ++hex) {
    for (const char* face : {"white", "blue"}) {
      if ((hex == 10 && std::string(face) == "white") || (hex == 2 && std::string(face) == "blue")) continue;
      accept(state, "chart", "",
             {{"table", word("hex_draws")}, {"row", num(hex)}, {"column", word(face)},
              {"draw_white", num(white)}, {"draw_blue", num(blue)}});
    }
  }
}

// A standard two-player game at the start of round 1's Battles phase.
inline GameState roundOne(const std::string& scenario = "standard") {
  GameState state = initialState(game(), Setup{scenario, {}, 1});
  typeStartingFaces(state);
  accept(state, "vm_setup");
  accept(state, "vm_draw");
  return state;
}

// Each side's 52 cards are always somewhere: no card is created or lost.
inline void checkCardsKept(const GameState& state) {
  for (const std::string side : {"white", "blue"}) {
    INFO("side " << side);
    CHECK(number(state, "draw_pile." + side) + number(state, "hand." + side) + number(state, "discard." + side) +
              number(state, "set_aside." + side) + number(state, "in_battle." + side) ==
          52);
  }
}

}  // namespace adc::test::vm
