// The players' chart: unprinted cells typed in once and kept per game in the user's data
// directory, read strictly like the shipped data.

#include "adc/chart_overlay.hpp"
#include "adc/save_file.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }
const CellRef rowSevenOddsTwo{"skirmish", "7", "2"};
std::vector<Value> values(std::int64_t attacker, std::int64_t defender) {
  return {Value{attacker}, Value{defender}};
}

std::filesystem::path badChart(const std::string& name) { return test::badDataDirectory() / "charts" / name; }

std::string chartError(const std::string& name) {
  auto file = badChart(name);
  auto before = test::readFile(file);
  std::string message = "(it loaded)";
  try {
    ChartOverlay::load(file, game());
  } catch (const DataErrors& errors) {
    message = errors.what();
  }
  CHECK(test::readFile(file) == before);
  return message;
}

}  // namespace

TEST_CASE("No chart file yet: an empty chart, and the skirmish table lacks one cell", "[chart_overlay]") {
  auto overlay = ChartOverlay::load(test::freshFolder("no-chart") / "test-game.toml", game());
  CHECK(overlay.cells().empty());
  CHECK_FALSE(overlay.find(rowSevenOddsTwo));
  auto report = chartCompleteness(game(), overlay);
  REQUIRE(report.size() == 2);
  CHECK(report[0].table == "skirmish");
  CHECK(report[0].cells == 15);
  CHECK(report[0].printed == 14);
  CHECK(report[0].typedIn == 0);
  CHECK(report[0].missing == std::vector<CellRef>{rowSevenOddsTwo});
  CHECK(report[1].table == "weather");
  CHECK(report[1].cells == 3);
  CHECK(report[1].missing.empty());
}

TEST_CASE("A typed-in cell is written, read back, and counted as typed in", "[chart_overlay]") {
  ChartOverlay overlay;
  overlay.set(rowSevenOddsTwo, values(1, 2));
  auto text = overlay.write(game());
  CHECK(text.find("game = \"test-game\"\n\n[[cell]]\ntable = \"skirmish\"\nrow = \"7\"\ncolumn = \"2\"\n"
                  "values = { att_loss = 1, def_loss = 2 }\n") != std::string::npos);
  auto file = test::freshFolder("chart") / "test-game.toml";
  writeFileAtomically(file, text);
  auto back = ChartOverlay::load(file, game());
  CHECK(back.cells() == overlay.cells());
  CHECK(back.find(rowSevenOddsTwo) == values(1, 2));
  auto source = overlayCharts(back);
  CHECK(source(rowSevenOddsTwo) == values(1, 2));
  CHECK_FALSE(source(CellRef{"skirmish", "7", "1"}));
  auto report = chartCompleteness(game(), back);
  CHECK(report[0].typedIn == 1);
  CHECK(report[0].missing.empty());
}

TEST_CASE("The chart lives in the XDG data directory, one file per game", "[chart_overlay]") {
  auto home = test::freshFolder("xdg");
  const char* previous = std::getenv("XDG_DATA_HOME");
  std::string saved = previous ? previous : "";
  ::setenv("XDG_DATA_HOME", home.c_str(), 1);
  auto path = ChartOverlay::defaultPath("test-game");
  if (previous) ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
  else ::unsetenv("XDG_DATA_HOME");
  CHECK(path == home / "aide-de-camp" / "charts" / "test-game.toml");
}

TEST_CASE("A chart for another game is refused", "[chart_overlay][bad]") {
  CHECK(chartError("wrong-game.toml") ==
        badChart("wrong-game.toml").string() + ":2:8: game: this chart is for 'grand-siecle', not 'test-game'");
}

TEST_CASE("A chart cannot change a printed cell", "[chart_overlay][bad]") {
  CHECK(chartError("printed-cell.toml") ==
        badChart("printed-cell.toml").string() +
            ":6:7: cell[0].row: skirmish row 7, column 1 is printed in the rulebook; the chart cannot change it");
}

TEST_CASE("A chart cell of a table the game does not have", "[chart_overlay][bad]") {
  CHECK(chartError("unknown-table.toml") ==
        badChart("unknown-table.toml").string() + ":4:9: cell[0].table: no table named 'melee' in test-game");
}

TEST_CASE("A chart value of the wrong type", "[chart_overlay][bad]") {
  CHECK(chartError("wrong-type.toml") ==
        badChart("wrong-type.toml").string() + ":7:23: cell[0].values.att_loss: expected int, found a string");
}

TEST_CASE("Every mistake of a chart file is reported at once", "[chart_overlay][bad]") {
  auto file = badChart("several-mistakes.toml").string();
  CHECK(chartError("several-mistakes.toml") ==
        file + ":7:10: cell[0].column: Skirmish table has no column '4'\n" +
        file + ":14:10: cell[1].values: missing the field 'def_loss'\n" +
        file + ":20:49: cell[2].values.morale: unknown field\n" +
        file + ":27:10: cell[3].colour: unknown key\n" +
        // `value` is for one-field tables; the skirmish table has two.
        file + ":22:1: cell[3]: needs values = { field = ..., ... }");
}

TEST_CASE("Every chart under tests/data/bad/charts fails to load", "[chart_overlay][bad]") {
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::badDataDirectory() / "charts")) {
    ++files;
    INFO("bad chart " << entry.path().filename().string());
    CHECK_THROWS_AS(ChartOverlay::load(entry.path(), game()), DataErrors);
  }
  CHECK(files >= 5);
}
