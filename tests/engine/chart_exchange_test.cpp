// Sharing the players' chart between tables (issue 16): one table's export is imported
// by another; new cells are added, a cell typed differently is kept unless replaced, and
// a file that names what the game does not have is refused with its line.

#include "adc/chart_exchange.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace adc;

namespace {

const CellRef kSevenAtTwo{"skirmish", "7", "2"};  // the test game's one unprinted cell

std::vector<Value> losses(std::int64_t attacker, std::int64_t defender) { return {Value{attacker}, Value{defender}}; }

std::filesystem::path written(const std::string& name, const std::string& text) {
  auto file = std::filesystem::temp_directory_path() / ("adc-chart-exchange-" + name + ".toml");
  std::ofstream(file) << text;
  return file;
}

}  // namespace

TEST_CASE("An exported chart read back by another table holds the same cells", "[charts][exchange]") {
  const GameData& game = *test::testGame();
  ChartOverlay mine;
  mine.set(kSevenAtTwo, losses(1, 2));
  auto file = written("round-trip", mine.write(game));
  ChartOverlay theirs;
  auto merge = mergeCharts(theirs, ChartOverlay::load(file, game), false);
  CHECK(merge.added == std::vector<CellRef>{kSevenAtTwo});
  CHECK(theirs.find(kSevenAtTwo) == losses(1, 2));
  // Imported again: nothing new, nothing in conflict.
  merge = mergeCharts(theirs, ChartOverlay::load(file, game), false);
  CHECK(merge.added.empty());
  CHECK(merge.unchanged == std::vector<CellRef>{kSevenAtTwo});
  CHECK(merge.conflicts.empty());
}

TEST_CASE("A cell typed differently is kept and reported, unless the import replaces it", "[charts][exchange]") {
  ChartOverlay incoming;
  incoming.set(kSevenAtTwo, losses(2, 2));
  ChartOverlay mine;
  mine.set(kSevenAtTwo, losses(1, 2));
  auto kept = mergeCharts(mine, incoming, false);
  REQUIRE(kept.conflicts.size() == 1);
  CHECK(kept.conflicts[0].kept == losses(1, 2));
  CHECK(kept.conflicts[0].incoming == losses(2, 2));
  CHECK(mine.find(kSevenAtTwo) == losses(1, 2));
  auto replaced = mergeCharts(mine, incoming, true);
  CHECK(replaced.replaced == std::vector<CellRef>{kSevenAtTwo});
  CHECK(replaced.conflicts.empty());
  CHECK(mine.find(kSevenAtTwo) == losses(2, 2));
}

TEST_CASE("An imported chart is refused, with its line, for a word or a number its table does not allow",
          "[charts][exchange]") {
  // Vendée's starting faces are White or Blue [L74]; Grand Siècle's * is a yes/no (24.5).
  auto faces = written("faces", "game = \"vendee-militaire\"\n[[cell]]\ntable = \"hex_start\"\nrow = \"1\"\n"
                                "value = \"green\"\n");
  try {
    ChartOverlay::load(faces, test::shippedGame("vendee-militaire"));
    FAIL("a face neither white nor blue was taken");
  } catch (const DataErrors& errors) {
    CHECK_THAT(errors.what(), Catch::Contains(faces.string() + ":5:"));
    CHECK_THAT(errors.what(), Catch::Contains("'green' is not one of white, blue"));
  }
  auto star = written("star", "game = \"grand-siecle\"\n[[cell]]\ntable = \"casualties\"\nrow = \"2\"\n"
                              "column = \"10+\"\nvalues = { losses = 2, cavalry = 2 }\n");
  try {
    ChartOverlay::load(star, test::shippedGame("grand-siecle"));
    FAIL("a * of 2 was taken");
  } catch (const DataErrors& errors) {
    CHECK_THAT(errors.what(), Catch::Contains(star.string() + ":6:"));
    CHECK_THAT(errors.what(), Catch::Contains("2 is outside 0-1"));
  }
}
