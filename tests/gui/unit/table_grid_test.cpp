// Printed tables as printed (issue 30): a cell of several results shows one column per
// result under its header, as the rulebook prints it, and a header wraps at its spaces
// instead of being cut.

#include "panels/table_grid.hpp"

#include "adc/display_names.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace adc::gui;

namespace {

const std::filesystem::path shipped(ADC_SHIPPED_DATA_DIR);

std::vector<std::string> headersOf(const GridHeaders& grid) {
  std::vector<std::string> names;
  for (const auto& column : grid.columns) names.push_back(column.header);
  return names;
}

// Ten pixels a letter: words and lines are easy to count.
float letters(std::string_view text) { return 10.0f * static_cast<float>(text.size()); }

}  // namespace

TEST_CASE("Paris's Combat Table shows a column for each of its six results, headed by its name") {
  const auto data = adc::loadGame(shipped / "games" / "paris-messe");
  const auto* combat = data.findTable("combat");
  REQUIRE(combat);
  const auto grid = gridHeaders(data, *combat);
  CHECK(grid.groups.empty());
  CHECK(headersOf(grid) == std::vector<std::string>{"Attacker destroyed", "Attacker loses", "Attacker retreats", "Defender loses",
                                                     "Defender retreats", "Passage à travers (C or G with attack bonus)"});
  CHECK(grid.columns[5].field == 5);
}

TEST_CASE("1793's Results of War shows its ten results side by side, each under its own header") {
  const auto data = adc::loadGame(shipped / "games" / "patriots-traitors");
  const auto* results = data.findTable("results_of_war");
  REQUIRE(results);
  const auto grid = gridHeaders(data, *results);
  REQUIRE(grid.columns.size() == 10);
  CHECK(grid.columns.front().header == "Owner loses up to N Convention nationale cubes to pile");
  CHECK(grid.columns.back().header == "On a tied majority, each player loses N CN cubes");
}

TEST_CASE("a table with columns and one result heads each column with its key's name") {
  const auto data = adc::loadGame(shipped / "games" / "revolution-francaise");
  const auto* levels = data.findTable("track_levels");
  REQUIRE(levels);
  const auto grid = gridHeaders(data, *levels);
  CHECK(grid.groups.empty());
  REQUIRE(grid.columns.size() == levels->columns->keys.size());
  CHECK(grid.columns.front().header == adc::wordName(data, "economy"));
  CHECK(grid.columns.front().header != "economy");
}

TEST_CASE("a table with columns and several results puts each column's name over its results' headers") {
  const auto data = adc::loadGame(shipped / "games" / "vendee-militaire");
  const auto* draws = data.findTable("hex_draws");
  REQUIRE(draws);
  REQUIRE(draws->columns);
  const auto grid = gridHeaders(data, *draws);
  CHECK(grid.groups.size() == draws->columns->keys.size());
  REQUIRE(grid.columns.size() == draws->columns->keys.size() * 2);
  CHECK(headersOf(grid)[0] == "White draws");
  CHECK(headersOf(grid)[1] == "Blue draws");
  CHECK(grid.columns[2].column == 1);
  CHECK(grid.columns[2].field == 0);
}

TEST_CASE("a column is as wide as its widest text, wraps beyond its cap, and never breaks a word") {
  CHECK(wrappedWidth({"0", "12"}, 200.0f, letters) == Approx(20.0f));
  CHECK(wrappedWidth({"Owner loses up to N Convention nationale cubes to pile"}, 150.0f, letters) == Approx(150.0f));
  // "Passage" and "Convention" are words: the column holds the longer of them whole.
  CHECK(wrappedWidth({"Passage Convention"}, 40.0f, letters) == Approx(100.0f));
  // A text's own line breaks count line by line.
  CHECK(wrappedWidth({"ab\nabcd"}, 200.0f, letters) == Approx(40.0f));
  CHECK(wrappedWidth({}, 200.0f, letters) == Approx(0.0f));
}

TEST_CASE("every word a printed table's rows and columns are keyed by reads by its game name, not as a code") {
  // A key the game does not name reads as its id with spaces ("king feuillant"): the
  // players read the rulebook's words ("The King's action (Feuillant)").
  std::string unnamed;
  for (const char* game : {"grand-siecle", "paris-messe", "patriots-traitors", "revolution-francaise", "vendee-militaire"}) {
    for (const char* language : {"", "fr"}) {
      const auto data = adc::loadGame(shipped / "games" / game, language);
      for (const auto& table : data.tables) {
        auto check = [&](const adc::TableAxis& axis) {
          if (axis.kind != adc::ValueKind::Text) return;
          for (const auto& key : axis.keys) {
            if (key.text.find('_') != std::string::npos && !data.wordNames.count(key.text) &&
                adc::wordName(data, key.text) == adc::humanizeId(key.text)) {
              unnamed += std::string(game) + (*language ? " (fr)" : "") + ", " + table.id + ": " + key.text + "\n";
            }
          }
        };
        check(table.rows);
        if (table.columns) check(*table.columns);
      }
    }
  }
  INFO(unnamed);
  CHECK(unnamed.empty());
}
