// What players read where the data has an id (issue 15: "Names, never ids"): a side, an
// item, a flag, a word of a value's choices, a table's cell.
#include "adc/display_names.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {
const GameData& game() { return *test::testGame(); }
}  // namespace

TEST_CASE("Sides and collection items read by their names", "[display_names]") {
  CHECK(wordName(game(), "red") == "Red");
  CHECK(wordName(game(), "north") == "North");
  CHECK(valueText(game(), Value{std::string("blue")}) == "Blue");
}

TEST_CASE("Flags read Yes and No, none reads as a dash, numbers and dice as printed", "[display_names]") {
  CHECK(valueText(game(), Value{true}) == "Yes");
  CHECK(valueText(game(), Value{false}) == "No");
  CHECK(valueText(game(), Value{std::string("none")}) == "—");
  CHECK(valueText(game(), Value{std::int64_t{-3}}) == "-3");
  CHECK(valueText(game(), Value{DiceFaces{4, 3}}) == "4, 3");
}

TEST_CASE("A word the data does not name reads as its words, and [words] names it", "[display_names]") {
  CHECK(wordName(game(), "off_map") == "off map");
  CHECK(wordName(game(), "free_trade") == "free trade");
  GameData named = game();
  named.wordNames["free_trade"] = "Libre-échange";
  CHECK(wordName(named, "free_trade") == "Libre-échange");
  // Printed keys and names are not ids: they read as written.
  CHECK(wordName(game(), "3-4") == "3-4");
  CHECK(wordName(game(), "12") == "12");
  CHECK(wordName(game(), "Condé") == "Condé");
}

TEST_CASE("A book reads by its name, a cell by its table's, row's and column's", "[display_names]") {
  CHECK(slotName(game(), "treasury.red") == "Treasury (Red)");
  CHECK(slotName(game(), "no_such_key") == "no_such_key");
  CHECK(cellName(game(), CellRef{"skirmish", "7", "2"}) == "Skirmish table, Modified 2d6 7, Odds 2");
}

TEST_CASE("A text listing words of the game reads as their names, in order: a route typed as ids", "[display_names]") {
  // La Révolution française's Allied routes (9.3.1) are typed as region ids, "lille amiens
  // paris"; the players read the regions' names. A text with any other word stays as typed.
  const GameData& game = test::shippedGame("revolution-francaise");
  CHECK(valueText(game, Value{std::string("lille amiens paris orleans")}) == "Lille, Amiens, Paris, Orléans");
  CHECK(valueText(game, Value{std::string("lille")}) == "Lille");
  CHECK(valueText(game, Value{std::string("lille then paris")}) == "lille then paris");
}

TEST_CASE("A cell's row is named once when its name already says what it is: not 'Army Cobourg's Austrian Army'",
          "[display_names]") {
  const GameData& game = test::shippedGame("revolution-francaise");
  const std::string name = cellName(game, CellRef{"allied_routes", "cobourg", ""});
  INFO(name);
  const std::string army = game.findTable("allied_routes")->rows.name;  // "Army"
  CHECK(name.find(army + " " + army) == std::string::npos);
  CHECK(name.find(army + " Cobourg") == std::string::npos);
  CHECK(name.find("Cobourg") != std::string::npos);
  // A row whose name does not say it keeps its axis's name: "Region Amiens".
  const std::string region = cellName(game, CellRef{"region_neighbours", "amiens", ""});
  INFO(region);
  CHECK(region.find(game.findTable("region_neighbours")->rows.name + " Amiens") != std::string::npos);
}
