// Printed, inferred and unknown cells (issue 17): an inferred cell is a value the rulebook
// does not pin down, given by a house ruling of the game's NOTES.md; it is used while the
// players type nothing over it, every result that reads it says so, and the players' chart
// may type over it. A cell that follows from printed rules is shipped as printed.

#include "adc/chart_overlay.hpp"
#include "adc/game_data.hpp"
#include "adc/game_session.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using namespace adc;

namespace {

// The test game with the Skirmish table's unprinted cell (row 7, odds 2) inferred by a
// house ruling T1 of a NOTES.md that says (or not) what T1 decides.
std::filesystem::path inferredTestGame(const std::string& name, bool notesHaveRuling) {
  auto folder = test::freshFolder(name) / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto file = folder / "tables" / "skirmish.toml";
  auto text = test::readFile(file);
  const std::string unknown = R"(cells = [{ att_loss = 1, def_loss = 1 }, "?", )";
  REQUIRE(text.find(unknown) != std::string::npos);
  text.replace(text.find(unknown), unknown.size(),
               R"(cells = [{ att_loss = 1, def_loss = 1 }, { inferred = { att_loss = 1, def_loss = 2 }, ruling = "T1" }, )");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  std::ofstream(folder / "NOTES.md") << (notesHaveRuling ? "- **T1** (7.4): row 7 at 2:1 reads as 1/2.\n" : "- **T2** other\n");
  return folder;
}

Action skirmishOnRowSevenAtTwo() {
  return Action{"resolve", "blue", {{"procedure", Value{std::string("skirmish")}}, {"die", DiceFaces{3, 4}}, {"odds", Value{std::int64_t{2}}}}, "", 0};
}

Action chartRowSevenAtTwo(std::int64_t attacker, std::int64_t defender) {
  return Action{"chart",
                "",
                {{"table", Value{std::string("skirmish")}},
                 {"row", Value{std::string("7")}},
                 {"column", Value{std::string("2")}},
                 {"att_loss", Value{attacker}},
                 {"def_loss", Value{defender}}},
                "",
                0};
}

const TableCell& cellOf(const Table& table, const std::string& row, const std::string& column) {
  for (std::size_t r = 0; r < table.rows.keys.size(); ++r) {
    for (std::size_t c = 0; c < table.columnCount(); ++c) {
      if (table.rows.keys[r].text == row && (!table.columns || table.columns->keys[c].text == column)) return table.cell(r, c);
    }
  }
  FAIL("no cell " << row << "/" << column << " in " << table.id);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("An inferred cell is used, and the result says it is inferred, until the players type over it", "[table][inferred]") {
  auto game = std::make_shared<const GameData>(loadGame(inferredTestGame("inferred-cell", true)));
  const Table* skirmish = game->findTable("skirmish");
  REQUIRE(skirmish);
  const auto& cell = cellOf(*skirmish, "7", "2");
  CHECK(cell.inferred());
  CHECK_FALSE(cell.known);
  CHECK(cell.inferredBy == "T1");
  CHECK(skirmish->inferredCount() == 1);
  CHECK(skirmish->unknownCount() == 0);

  GameSession session(game, Setup{"standard", {}, 1});
  auto inferred = session.perform(skirmishOnRowSevenAtTwo());
  REQUIRE(inferred);
  CHECK(inferred->resolution->inferredBy == "T1");
  CHECK_THAT(inferred->summary, Catch::EndsWith("(inferred, see the house rulings T1)"));
  CHECK(inferred->resolution->fields[1].second == Value{std::int64_t{2}});

  // "the players' chart may override an inferred cell (an override is logged like any chart value)"
  auto typed = session.perform(chartRowSevenAtTwo(0, 1));
  REQUIRE(typed);
  CHECK_THAT(typed->summary, Catch::EndsWith("(over the house ruling T1)"));
  auto read = session.perform(skirmishOnRowSevenAtTwo());
  REQUIRE(read);
  CHECK(read->resolution->inferredBy.empty());
  CHECK(read->resolution->fields[1].second == Value{std::int64_t{1}});
  CHECK_THAT(read->summary, !Catch::Contains("inferred"));

  // Undo replays: the inferred value comes back with the chart entry undone.
  session.undo();
  session.undo();
  auto again = session.perform(skirmishOnRowSevenAtTwo());
  REQUIRE(again);
  CHECK(again->resolution->inferredBy == "T1");
}

TEST_CASE("The players' chart may hold an inferred cell, and counts it apart", "[table][inferred][chart]") {
  auto game = loadGame(inferredTestGame("inferred-chart", true));
  auto file = test::freshFolder("inferred-chart-file") / "test-game.toml";
  std::ofstream(file) << "game = \"test-game\"\n\n[[cell]]\ntable = \"skirmish\"\nrow = \"7\"\ncolumn = \"2\"\n"
                         "values = { att_loss = 0, def_loss = 1 }\n";
  auto overlay = ChartOverlay::load(file, game);
  CHECK(overlay.find(CellRef{"skirmish", "7", "2"}) == std::vector<Value>{Value{std::int64_t{0}}, Value{std::int64_t{1}}});
  auto before = chartCompleteness(game, ChartOverlay{});
  auto skirmish = std::find_if(before.begin(), before.end(), [](const auto& entry) { return entry.table == "skirmish"; });
  REQUIRE(skirmish != before.end());
  CHECK(skirmish->inferred == 1);
  CHECK(skirmish->missing.empty());
  auto after = chartCompleteness(game, overlay);
  skirmish = std::find_if(after.begin(), after.end(), [](const auto& entry) { return entry.table == "skirmish"; });
  CHECK(skirmish->inferred == 0);
  CHECK(skirmish->typedIn == 1);
}

TEST_CASE("An inferred cell names a house ruling that NOTES.md decides", "[table][inferred][game_loader][bad]") {
  auto folder = inferredTestGame("inferred-no-ruling", false);
  try {
    loadGame(folder);
    FAIL("an inferred cell loaded with a ruling NOTES.md lacks");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK_THAT(errors.errors()[0].format(), Catch::Contains("tables/skirmish.toml"));
    CHECK(errors.errors()[0].message == "NOTES.md has no house ruling **T1**");
  }
}

TEST_CASE("A printed cell typed with its printed value changes nothing - another value is refused", "[table][chart]") {
  // A save or a players' chart made before a derived cell was shipped still replays.
  auto game = test::testGame();
  GameSession session(game, Setup{"standard", {}, 1});
  const GameState before = session.state();
  Action same{"chart", "", {{"table", Value{std::string("skirmish")}}, {"row", Value{std::string("8-9")}},
                            {"column", Value{std::string("1")}}, {"att_loss", Value{std::int64_t{0}}}, {"def_loss", Value{std::int64_t{1}}}}, "", 0};
  auto agreed = session.perform(same);
  REQUIRE(agreed);
  CHECK_THAT(agreed->summary, Catch::EndsWith("as the rulebook prints it"));
  CHECK(session.state().chartValues == before.chartValues);
  Action other = same;
  other.args["def_loss"] = Value{std::int64_t{2}};
  auto refusal = session.perform(other);
  REQUIRE_FALSE(refusal);
  CHECK_THAT(refusal.error().message, Catch::EndsWith("is printed in the rulebook (rule 7.4); it cannot be typed over"));

  auto file = test::freshFolder("printed-chart") / "test-game.toml";
  std::ofstream(file) << "game = \"test-game\"\n\n[[cell]]\ntable = \"skirmish\"\nrow = \"8-9\"\ncolumn = \"1\"\n"
                         "values = { att_loss = 0, def_loss = 1 }\n";
  CHECK(ChartOverlay::load(file, *game).cells().empty());
  std::ofstream(file, std::ios::trunc) << "game = \"test-game\"\n\n[[cell]]\ntable = \"skirmish\"\nrow = \"8-9\"\ncolumn = \"1\"\n"
                                          "values = { att_loss = 0, def_loss = 2 }\n";
  CHECK_THROWS_AS(ChartOverlay::load(file, *game), DataErrors);
}

TEST_CASE("track_levels: the cells A2 infers are inferred", "[revolution-francaise][inferred]") {
  // NOTES A2: Economy 1-4 I and 11-16 II, Coalition and Commune 17-19 III are inferred; the
  // players' chart may type over them.
  const auto& game = test::shippedGame("revolution-francaise");
  const Table* levels = game.findTable("track_levels");
  REQUIRE(levels);
  for (int box = 1; box <= 20; ++box) {
    const auto row = std::to_string(box);
    INFO("box " << box);
    const bool economyInferred = box <= 4 || (box >= 11 && box <= 16);
    CHECK(cellOf(*levels, row, "economy").inferred() == economyInferred);
    CHECK(cellOf(*levels, row, "coalition").inferred() == (box >= 17 && box <= 19));
    CHECK(cellOf(*levels, row, "commune").inferred() == (box >= 17 && box <= 19));
    CHECK_FALSE(cellOf(*levels, row, "clergy").inferred());
    if (economyInferred) CHECK(cellOf(*levels, row, "economy").values == std::vector<Value>{Value{std::int64_t{box <= 4 ? 1 : 2}}});
    for (const char* track : {"economy", "coalition", "commune"}) {
      if (cellOf(*levels, row, track).inferred()) CHECK(cellOf(*levels, row, track).inferredBy == "A2");
    }
  }
  CHECK(levels->inferredCount() == 16);
}

TEST_CASE("track_levels: the Commune's box 20 follows from 7.4.4 and the Coalition's from 9.2.2 and 10.2.1",
          "[revolution-francaise][inferred]") {
  // 7.4.4: "the higher the track is, the easier it is to raise the Commune", with the three
  // levels of 3.2.2.7: box 1 is I, box 20 III. 9.2.2: war "raises the Coalition Track to
  // 20"; 10.2.1: "Level III: ... Foreign war has broken out".
  const auto& game = test::shippedGame("revolution-francaise");
  const Table* levels = game.findTable("track_levels");
  REQUIRE(levels);
  const auto three = std::vector<Value>{Value{std::int64_t{3}}};
  CHECK(cellOf(*levels, "20", "commune").known);
  CHECK(cellOf(*levels, "20", "commune").values == three);
  CHECK(cellOf(*levels, "1", "commune").known);
  CHECK(cellOf(*levels, "1", "commune").values == std::vector<Value>{Value{std::int64_t{1}}});
  CHECK(cellOf(*levels, "20", "coalition").known);
  CHECK(cellOf(*levels, "20", "coalition").values == three);
  for (const char* box : {"17", "18", "19", "20"}) {
    CHECK(cellOf(*levels, box, "clergy").known);
    CHECK(cellOf(*levels, box, "economy").known);
  }
}

TEST_CASE("rf_levels says when a level is inferred, and reads the players' own colour once typed over",
          "[revolution-francaise][inferred]") {
  const auto& game = test::shippedGame("revolution-francaise");
  GameState state = initialState(game, Setup{"historical", {}, 1});
  auto chart = [&](const char* track, std::int64_t box, std::int64_t level) {
    auto applied = applyAction(game, state,
                               Action{"chart", "", {{"table", Value{std::string("track_levels")}}, {"row", Value{std::to_string(box)}},
                                                    {"column", Value{std::string(track)}}, {"value", Value{level}}}, "", 0});
    REQUIRE(applied);
    return applied->summary;
  };
  // 4.3: every track marker starts in box 4; only the Economy's box 4 is inferred (A2).
  for (const char* track : {"clergy", "coalition", "commune"}) chart(track, 4, 1);
  auto levels = applyAction(game, state, Action{"rf_levels", "", {}, "", 0});
  REQUIRE(levels);
  CHECK_THAT(levels->summary, Catch::Contains("box 4 level 1, inferred, see the house rulings A2"));
  CHECK(std::get<std::int64_t>(*state.read(game, "level.economy")) == 1);

  CHECK_THAT(chart("economy", 4, 2), Catch::Contains("over the house ruling A2"));
  levels = applyAction(game, state, Action{"rf_levels", "", {}, "", 0});
  REQUIRE(levels);
  CHECK_THAT(levels->summary, !Catch::Contains("inferred"));
  CHECK(std::get<std::int64_t>(*state.read(game, "level.economy")) == 2);
}

TEST_CASE("conscription_table: no modifier at or under a power's recruitment limit", "[grand-siecle][inferred]") {
  // 16.0: "When at peace, a power may not exceed the above limits. However, when at war, it
  // is allowed but at a greater risk of causing unrest." 16.7: "it may exceed its
  // recruitment limit but will suffer a negative modifier (proportional to the excess)".
  const auto& game = test::shippedGame("grand-siecle");
  const Table* limits = game.findTable("recruitment_limits");
  const Table* conscription = game.findTable("conscription_table");
  REQUIRE(limits);
  REQUIRE(conscription);
  REQUIRE(conscription->columns);
  for (const auto& power : conscription->columns->keys) {
    const auto limit = std::get<std::int64_t>(cellOf(*limits, power.text, "").values.front());
    for (std::int64_t units = 1; units <= limit; ++units) {
      INFO(power.text << " raising " << units << " of its limit " << limit);
      const auto& cell = cellOf(*conscription, std::to_string(units), power.text);
      CHECK(cell.known);
      CHECK(cell.values == std::vector<Value>{Value{std::int64_t{0}}});
    }
    // Above the limit the Player Aide's tolerance is not printed (but Spain's, 17.3).
    if (power.text != "spain") CHECK_FALSE(cellOf(*conscription, std::to_string(limit + 1), power.text).known);
  }
  // The procedure reads it without asking the players' chart: France raising its 5.
  GameState state = initialState(game, Setup{game.scenarios.front().id, {}, 1});
  auto applied = applyAction(game, state,
                             Action{"resolve", "france", {{"procedure", Value{std::string("conscription_modifier")}}, {"units", Value{std::int64_t{5}}}}, "", 0});
  REQUIRE(applied);
  CHECK(applied->resolution->fields.front().second == Value{std::int64_t{0}});
}
