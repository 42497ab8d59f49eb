#pragma once
// Helpers shared by the 1793: Patriots & Traitors tests: the shipped game data, a game
// seated and dealt as the rulebook says, actions entered as at the table, positions set
// up with logged cube moves (so the 30 cubes of each faction stay counted), and the check
// that no cube is ever created or lost.

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

namespace adc::test::pt {

inline const GameData& game() { return shippedGame("patriots-traitors"); }

ADC_TABLE_PLAY_FOR_GAME()

inline void chart(GameState& state, const std::string& table, const std::string& row, Value value) {
  accept(state, "chart", "", {{"table", word(table)}, {"row", word(row)}, {"value", value}});
}

// Cubes placed for a test position, through the logged move (never a bare `set`).
inline void place(GameState& state, const std::string& faction, std::int64_t count, const std::string& to,
                  const std::string& from = "pile") {
  accept(state, "pt_move", "",
         {{"faction", word(faction)}, {"count", num(count)}, {"from", word(from)}, {"to", word(to)},
          {"rule", word("test position")}, {"full", yes()}});
}

inline const std::vector<std::string>& allFactions() {
  static const std::vector<std::string> all{"cordeliers", "jacobins", "girondins", "feuillants", "royalists"};
  return all;
}

inline const std::vector<std::string>& cubePlaces() {
  static const std::vector<std::string> all{"stock",         "pile",         "faubourgs",     "convention",
                                            "notre_dame",    "caserne",      "prison_temple", "palais_egalite",
                                            "champ_de_mars", "comites",      "temple_raison", "conciergerie",
                                            "place_revolution", "oui",       "non"};
  return all;
}

inline const std::vector<std::string>& provinceIds() {
  static const std::vector<std::string> all{"paris", "picardie", "alsace", "provence", "champagne",
                                            "loire", "normandie", "vendee", "bretagne", "rhone",
                                            "gironde", "unnamed_1", "unnamed_2", "unnamed_3", "unnamed_4"};
  return all;
}

// Each faction's 30 cubes are always somewhere: no cube is created or lost (4, 9).
inline std::int64_t cubeTotal(const GameState& state, const std::string& faction) {
  std::int64_t total = 0;
  for (const auto& place : cubePlaces()) total += number(state, place + "." + faction);
  for (const auto& province : provinceIds()) total += text(state, "province." + province) == faction ? 1 : 0;
  return total;
}

inline void checkCubesKept(const GameState& state) {
  for (const auto& faction : allFactions()) {
    INFO("faction " << faction);
    CHECK(cubeTotal(state, faction) == 30);
  }
}

// A game seated clockwise in `seating` order with starting hands dealt (the hands are a
// test's: known non-immediate cards), at the start of round 1.
inline GameState seated(const std::vector<std::string>& seating, const std::string& scenario) {
  GameState state = initialState(game(), Setup{scenario, {}, 1});
  std::string list;
  for (const auto& faction : seating) list += (list.empty() ? "" : ",") + faction;
  accept(state, "pt_setup", "", {{"seating", word(list)}});
  static const std::vector<std::string> hands{"ac11,ac12,ac47,ac48", "ac13,ac18,ac19,ac49", "ac20,ac21,ac30,ac43",
                                              "ac33,ac34,ac35,ac41", "ac09,ac40,ac37,ac38"};
  for (std::size_t i = 0; i < seating.size(); ++i) {
    accept(state, "pt_deal", seating[i], {{"cards", word(hands[i])}});
  }
  return state;
}

// The standard 4-player game (5, 15): Jacobin, Feuillant, Girondin, Cordelier clockwise.
inline GameState fourPlayers() {
  return seated({"jacobins", "feuillants", "girondins", "cordeliers"}, "four_players");
}

// Round `round` started, with `first` to play (a test position after set-up).
inline void startRound(GameState& state, std::int64_t round) {
  if (round > 1) {
    setValue(state, "ended_round", num(round - 1));
    setValue(state, "stage", word("round_over"));
    accept(state, "goto", "", {{"step", word("round.start")}, {"turn", num(round)}});
  }
  accept(state, "pt_start_round");
}

}  // namespace adc::test::pt
