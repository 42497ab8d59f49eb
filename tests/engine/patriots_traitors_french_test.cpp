// 1793: Patriots & Traitors played in French (issue 18): the module's summaries and refusals
// read in the players' language, through the game's i18n/fr.toml, while the rules stay the
// English data's (the same actions do the same things).
#include "adc/game_data.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& french() {
  static const GameData data =
      loadGame(test::shippedDataDirectory() / "games" / "patriots-traitors", "fr");
  return data;
}

Value word(const std::string& text) { return Value{text}; }

}  // namespace

TEST_CASE("1793 in French: seating the factions and starting the round are said in French (5, 6)",
          "[patriots][translation]") {
  GameState state = initialState(french(), Setup{"three_players", {}, 1});
  auto seated = test::table::accept(french(), state, "pt_setup", "",
                                    {{"seating", word("cordeliers,jacobins,girondins")}});
  CHECK(seated.summary.rfind("Placés dans le sens horaire\u202f: Cordelier, Jacobin, Girondin", 0) == 0);
  static const std::vector<std::pair<std::string, std::string>> hands{
      {"cordeliers", "ac11,ac12,ac47,ac48"}, {"jacobins", "ac13,ac18,ac19,ac49"}, {"girondins", "ac20,ac21,ac30,ac43"}};
  for (const auto& [faction, cards] : hands) {
    auto dealt = test::table::accept(french(), state, "pt_deal", faction, {{"cards", word(cards)}});
    CHECK(dealt.summary.find("Main de départ du ") == 0);
  }
  auto started = test::table::accept(french(), state, "pt_start_round", "", {});
  // "The Cordelier player ... starts the game" (6), said in French with the month of round 1.
  CHECK(started.summary == "Manche 1 (Frimaire 1792\u202f: le marqueur de manche sur Frimaire)\u202f; "
                           "manche 1\u202f: le Cordelier commence (6)");
}

TEST_CASE("1793 in French: a refusal names the faction and the place in French (7, 9)", "[patriots][translation]") {
  GameState state = initialState(french(), Setup{"three_players", {}, 1});
  test::table::accept(french(), state, "pt_setup", "", {{"seating", word("cordeliers,jacobins,girondins")}});
  for (const auto& [faction, cards] : std::vector<std::pair<std::string, std::string>>{
           {"cordeliers", "ac11,ac12,ac47,ac48"}, {"jacobins", "ac13,ac18,ac19,ac49"}, {"girondins", "ac20,ac21,ac30,ac43"}}) {
    test::table::accept(french(), state, "pt_deal", faction, {{"cards", word(cards)}});
  }
  test::table::accept(french(), state, "pt_start_round", "", {});
  // "Each player performs ONE of the basic actions" in his own turn (7): the Jacobin waits.
  auto early = test::table::refused(french(), state, "pt_draw", "jacobins", {{"cards", word("ac01")}});
  CHECK(early.message == "Piocher une carte seulement pendant votre propre tour (7)\u202f: c'est le tour du Cordelier");
  // The Cordeliers' cubes are counted in the names of the French edition: "le sac", not "stock".
  auto tooMany = test::table::refused(french(), state, "pt_move", "",
                                      {{"faction", word("cordeliers")}, {"count", Value{std::int64_t{20}}},
                                       {"from", word("stock")}, {"to", word("pile")}, {"rule", word("test")}});
  CHECK(tooMany.message == "les Cordeliers ont 17 cubes à cet endroit (sac), pas 20");
}
