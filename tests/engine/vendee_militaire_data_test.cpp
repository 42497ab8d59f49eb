// Vendée Militaire's data: what the rulebook prints is data with its line, what it does
// not print is unknown and asked of the players, and the rule module checks the data it
// reads when the game loads.

#include "vendee_militaire_support.hpp"

#include "adc/resolution.hpp"

#include <fstream>
#include <regex>

using namespace adc;
using namespace adc::test::vm;

namespace {

const TableCell& cellOf(const Table& table, const std::string& row, const std::string& column = "") {
  std::size_t r = 0;
  while (table.rows.keys[r].text != row) ++r;
  std::size_t c = 0;
  if (table.columns) {
    while (table.columns->keys[c].text != column) ++c;
  }
  return table.cell(r, c);
}

// A copy of the shipped game folder with one file's text replaced, for bad-data tests.
std::filesystem::path alteredCopy(const std::string& file, const std::string& from, const std::string& to) {
  auto root = adc::test::freshFolder("vendee-data") / "games" / "vendee-militaire";
  std::filesystem::create_directories(root.parent_path());
  std::filesystem::copy(adc::test::shippedDataDirectory() / "games" / "vendee-militaire", root,
                        std::filesystem::copy_options::recursive);
  auto path = root / file;
  auto text = adc::test::readFile(path);
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  std::ofstream(path, std::ios::binary) << text;
  return root;
}

std::string loadError(const std::filesystem::path& folder) {
  try {
    loadGame(folder);
  } catch (const DataErrors& errors) {
    return errors.what();
  }
  return "";
}

}  // namespace

TEST_CASE("Draw: Blue draws 7 every round, White 7, 7, 7, 6, 5, 4 - the first attacker alternates from Blue (L122, L130)",
          "[vendee]") {
  const Table* rounds = game().findTable("rounds");
  REQUIRE(rounds);
  CHECK(rounds->unknownCount() == 0);
  const std::vector<std::int64_t> white{7, 7, 7, 6, 5, 4};
  for (int round = 1; round <= 6; ++round) {
    INFO("round " << round);
    const auto& cell = cellOf(*rounds, std::to_string(round));
    REQUIRE(cell.known);
    CHECK(cell.values[0] == Value{white[static_cast<std::size_t>(round - 1)]});
    CHECK(cell.values[1] == Value{std::int64_t{7}});
    CHECK(cell.values[2] == Value{std::string(round % 2 ? "blue" : "white")});
  }
}

TEST_CASE("Generals: only Cathelineau, White's round 1 general, Strategic Value 3, is printed (L153, L234) (A4)",
          "[vendee]") {
  const Table* generals = game().findTable("generals");
  REQUIRE(generals);
  CHECK(generals->unknownCount() == 11);
  const auto& cathelineau = cellOf(*generals, "1", "white");
  REQUIRE(cathelineau.known);
  CHECK(cathelineau.values == std::vector<Value>{word("Cathelineau"), num(3)});
  CHECK_FALSE(cellOf(*generals, "1", "blue").known);
}

TEST_CASE("Hexes: only the boxes the Example of Play reads and the starting faces the text implies are known (A1-A3)",
          "[vendee]") {
  const Table* draws = game().findTable("hex_draws");
  REQUIRE(draws);
  CHECK(draws->unknownCount() == 32);
  CHECK(cellOf(*draws, "10", "white").values == std::vector<Value>{num(2), num(0)});  // [L216-L218]
  CHECK(cellOf(*draws, "2", "blue").values == std::vector<Value>{num(1), num(0)});    // [L230]
  CHECK_FALSE(cellOf(*draws, "10", "blue").known);

  const Table* start = game().findTable("hex_start");
  REQUIRE(start);
  CHECK(start->rows.keys.size() == 14);  // hexes 15-17 start set aside [L50]
  CHECK(start->unknownCount() == 9);
  CHECK(cellOf(*start, "2").values.front() == word("white"));  // Diplomacy converts it for Blue [L220]
  CHECK(cellOf(*start, "3").values.front() == word("blue"));   // Blue Fortress tokens [L54]
  CHECK(cellOf(*start, "11").values.front() == word("blue"));
  CHECK(cellOf(*start, "5").values.front() == word("white"));  // White Fortress tokens [L54]
  CHECK(cellOf(*start, "10").values.front() == word("white"));

  const Table* symbols = game().findTable("hex_symbols");
  REQUIRE(symbols);
  CHECK(symbols->unknownCount() == 17);
}

TEST_CASE("Set-up: Fortress tokens on 3 and 11 (Blue), 5 and 10 (White), 2 in the reserve - markers on 1 and 3 (L54-L56)",
          "[vendee]") {
  GameState state = initialState(game(), Setup{"standard", {}, 1});
  CHECK(text(state, "fortress.h3") == "blue");
  CHECK(text(state, "fortress.h11") == "blue");
  CHECK(text(state, "fortress.h5") == "white");
  CHECK(text(state, "fortress.h10") == "white");
  CHECK(number(state, "fortress_reserve") == 2);
  CHECK(state.turn == 1);
  CHECK(number(state, "end_marker") == 3);
  CHECK(number(state, "draw_pile.white") == 52);
  CHECK(number(state, "draw_pile.blue") == 52);
  CHECK(stepId(state) == "setup.place");
  // The default scenario is the standard game.
  CHECK(game().scenarios.front().id == "standard");
}

TEST_CASE("The general's roll reads the Rounds board - an unprinted Strategic Value is asked for", "[vendee]") {
  GameState state = initialState(game(), Setup{"standard", {}, 1});
  const Procedure* general = game().findProcedure("general");
  REQUIRE(general);
  auto hit = resolve(game(), *general, {{"die", num(3)}, {"round", num(1)}}, "white", state, gameCharts(game(), state));
  REQUIRE(hit);
  CHECK(hit->outcomeId == "cancelled");  // 3 is at or under Cathelineau's 3 [L155]
  auto miss = resolve(game(), *general, {{"die", num(4)}, {"round", num(1)}}, "white", state, gameCharts(game(), state));
  REQUIRE(miss);
  CHECK(miss->outcomeId == "fails");
  auto unknown = resolve(game(), *general, {{"die", num(1)}, {"round", num(1)}}, "blue", state, gameCharts(game(), state));
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().code == ActionError::Code::NeedsChartValue);
  REQUIRE(unknown.error().cell);
  CHECK(*unknown.error().cell == CellRef{"generals", "1", "blue"});
}

TEST_CASE("The rule module refuses data whose Fortress tokens do not make six", "[vendee]") {
  auto folder = alteredCopy("scenarios/01-standard.toml", "fortress_reserve = 2", "fortress_reserve = 3");
  auto error = loadError(folder);
  CHECK_THAT(error, Catch::Contains("scenario.start.fortress_reserve: 4 Fortress tokens on hexes and 3 in the reserve "
                                    "make 7; the game has 6 (Components)"));
  CHECK_THAT(error, Catch::Contains("01-standard.toml:"));
}

TEST_CASE("The rule module refuses a Strategic Value outside 1 to 4 (L153)", "[vendee]") {
  auto folder = alteredCopy("tables/generals.toml", "{ name = \"Cathelineau\", sv = 3 }",
                            "{ name = \"Cathelineau\", sv = 5 }");
  CHECK_THAT(loadError(folder), Catch::Contains("generals: a Strategic Value runs from 1 to 4 (Generals), not 5"));
}

TEST_CASE("The rule module refuses data that lacks a table it reads", "[vendee]") {
  auto folder = alteredCopy("tables/hexes.toml", "id = \"hex_start\"", "id = \"hex_faces\"");
  CHECK_THAT(loadError(folder), Catch::Contains("hex_start: the rule module reads a table 'hex_start'; add it"));
}
