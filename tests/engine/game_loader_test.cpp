// The strict game data loader: the test game loads whole, and each folder of
// tests/data/bad/<case>/test-game/ (a copy of the test game with one kind of mistake)
// gives exactly the error its author needs: file:line:column, key path, message.

#include "adc/game_data.hpp"
#include "adc/game_session.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

using namespace adc;

namespace {

// The errors of a bad folder, one formatted line each.
std::vector<std::string> loadErrors(const std::string& badCase) {
  try {
    loadGame(test::badDataDirectory() / badCase / "test-game");
  } catch (const DataErrors& errors) {
    std::vector<std::string> lines;
    for (const auto& error : errors.errors()) lines.push_back(error.format());
    return lines;
  }
  return {};
}

// "<bad folder>/<case>/test-game/<file>", as the errors name it.
std::string in(const std::string& badCase, const std::string& file) {
  return (test::badDataDirectory() / badCase / "test-game" / file).string();
}

}  // namespace

TEST_CASE("The test game loads with everything its rulebook describes", "[game_loader]") {
  auto game = test::testGame();
  CHECK(game->id == "test-game");
  CHECK(game->name == "Test Game");
  CHECK(game->dataVersion == "1");
  CHECK(game->minPlayers == 2);
  CHECK(game->maxPlayers == 4);
  REQUIRE(game->sides.size() == 2);
  CHECK(game->sides[0].id == "red");
  CHECK(game->sides[1].color == "#3050c0");
  REQUIRE(game->collections.size() == 1);
  CHECK(game->collections[0].itemNames == std::vector<std::string>{"North", "South", "East"});
  REQUIRE(game->findDie("yellow"));
  CHECK(game->findDie("yellow")->spec.highest == 6);
  REQUIRE(game->findDeck("events"));
  CHECK(game->findDeck("events")->cards.size() == 3);
  REQUIRE(game->findTimer("diplomacy"));
  CHECK(game->timers[*game->findTimer("diplomacy")].seconds == 600);  // 4.1: ten minutes
  REQUIRE(game->findSealed("bid"));
  CHECK(game->sealed[*game->findSealed("bid")].sides == std::vector<std::string>{"red", "blue"});
  CHECK(game->tables.size() == 2);
  CHECK(game->procedures.size() == 3);
  CHECK(game->scenarios.size() == 2);
  CHECK(game->sequence.steps.size() == 6);
  CHECK(game->sequence.lastTurn == 3);  // 8.1: three turns
}

TEST_CASE("Every shipped game's data loads without an error", "[game_loader]") {
  auto data = test::shippedDataDirectory();
  for (const auto& id : listGames(data)) {
    INFO("game " << id);
    CHECK_NOTHROW(loadGame(data / "games" / id));
  }
}

TEST_CASE("listGames finds the game folders of a data directory, sorted", "[game_loader]") {
  CHECK(listGames(test::testDataDirectory()) == std::vector<std::string>{"test-game"});
  CHECK(listGames(test::freshFolder("no-games")).empty());
}

TEST_CASE("A folder without game.toml says so", "[game_loader]") {
  auto folder = test::freshFolder("empty-game");
  try {
    loadGame(folder);
    FAIL("an empty folder loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) == (folder / "game.toml").string() + ": missing: every game folder needs a game.toml");
  }
}

TEST_CASE("A misspelt key is an error, not a silent default", "[game_loader][bad]") {
  CHECK(loadErrors("unknown-key") ==
        std::vector<std::string>{in("unknown-key", "game.toml") + ":72:9: value[1].clmap: unknown key"});
}

TEST_CASE("A [words] entry must be an id with a name", "[game_loader][bad]") {
  auto errors = loadErrors("bad-words");
  REQUIRE(errors.size() == 2);
  CHECK_THAT(errors[0], Catch::Contains("words.Free-Trade: 'Free-Trade' is not a valid id"));
  CHECK_THAT(errors[1], Catch::Contains("words.empty: a word's name cannot be empty"));
  CHECK_THAT(errors[0], Catch::StartsWith(in("bad-words", "game.toml") + ":111:"));
}

TEST_CASE("A value of the wrong type names what was expected and what was found", "[game_loader][bad]") {
  // Only one error: the player range is not checked against a max_players it could not read.
  CHECK(loadErrors("wrong-type") ==
        std::vector<std::string>{in("wrong-type", "game.toml") +
                                 ":13:15: game.max_players: expected an integer, found a string"});
}

TEST_CASE("A missing required key is reported at its table", "[game_loader][bad]") {
  CHECK(loadErrors("missing-required-key") ==
        std::vector<std::string>{in("missing-required-key", "tables/weather.toml") +
                                 ":1:1: table[0].rule: missing; expected a string"});
}

TEST_CASE("A start value outside its range is reported once, at the start key", "[game_loader][bad]") {
  // Treasury is kept per side, but the mistake is in one place: one error, not one per side.
  CHECK(loadErrors("start-out-of-range") ==
        std::vector<std::string>{in("start-out-of-range", "game.toml") +
                                 ":62:9: value[0].start: 150 is out of range; Treasury runs 0 to 99"});
}

TEST_CASE("A step offering a procedure that does not exist", "[game_loader][bad]") {
  CHECK(loadErrors("dangling-procedure") ==
        std::vector<std::string>{in("dangling-procedure", "sequence.toml") +
                                 ":17:16: phase[0].step[0].procedures: no procedure named 'taxes'"});
}

TEST_CASE("A step whose players write a sealed entry that does not exist", "[game_loader][bad]") {
  CHECK(loadErrors("dangling-sealed") ==
        std::vector<std::string>{in("dangling-sealed", "sequence.toml") +
                                 ":30:12: phase[1].step[0].sealed: no sealed entry named 'bids'"});
}

TEST_CASE("A procedure looking up a table that does not exist is one error, not one per field use",
          "[game_loader][bad]") {
  CHECK(loadErrors("dangling-table") ==
        std::vector<std::string>{in("dangling-table", "procedures/skirmish.toml") +
                                 ":61:11: procedure[0].lookup.table: no table named 'skirmishes'"});
}

TEST_CASE("A step running a timer that does not exist", "[game_loader][bad]") {
  CHECK(loadErrors("dangling-timer") ==
        std::vector<std::string>{in("dangling-timer", "sequence.toml") +
                                 ":30:11: phase[1].step[0].timer: no timer named 'talks'"});
}

TEST_CASE("A step acted by a side that does not exist", "[game_loader][bad]") {
  CHECK(loadErrors("dangling-side") ==
        std::vector<std::string>{in("dangling-side", "sequence.toml") +
                                 ":54:10: phase[2].step[1].side: no side named 'green'"});
}

TEST_CASE("A misspelt name in a modifier's condition is caught when the data loads", "[game_loader][bad]") {
  CHECK(loadErrors("unknown-name") ==
        std::vector<std::string>{in("unknown-name", "procedures/skirmish.toml") +
                                 ":43:10: procedure[0].modifier[0].when: unknown name 'terain' in "
                                 "'terain == 'forest''"});
}

TEST_CASE("Two rows whose keys overlap: 7-9 takes the 7 of the row before", "[game_loader][bad]") {
  CHECK(loadErrors("overlapping-key") ==
        std::vector<std::string>{in("overlapping-key", "tables/skirmish.toml") +
                                 ":36:9: table[0].row[3].key: '7-9' overlaps the key '7'"});
}

TEST_CASE("A row with fewer cells than the table has columns", "[game_loader][bad]") {
  CHECK(loadErrors("wrong-cell-count") ==
        std::vector<std::string>{in("wrong-cell-count", "tables/skirmish.toml") +
                                 ":29:11: table[0].row[1].cells: has 2 cells but there are 3 columns"});
}

TEST_CASE("A TOML syntax error names the line and column where reading stopped", "[game_loader][bad]") {
  CHECK(loadErrors("toml-syntax") ==
        std::vector<std::string>{in("toml-syntax", "scenarios/war.toml") +
                                 ":3:27: TOML syntax error: Error while parsing string: unescaped control "
                                 "characters other than TAB (U+0009) are explicitly prohibited"});
}

TEST_CASE("Two timers with the same id", "[game_loader][bad]") {
  CHECK(loadErrors("duplicate-id") ==
        std::vector<std::string>{in("duplicate-id", "game.toml") + ":101:1: timer: the id 'diplomacy' is used twice (first at " +
                                 in("duplicate-id", "game.toml") + ":95:1)"});
}

TEST_CASE("A procedure input with a dice spec that cannot be read", "[game_loader][bad]") {
  CHECK(loadErrors("bad-dice") ==
        std::vector<std::string>{in("bad-dice", "procedures/skirmish.toml") +
                                 ":17:10: procedure[0].input[0].dice: dice '2d': the number of faces is not a number "
                                 "(write it like 2d6, 1d10 or 1d20), or a die named in game.toml"});
}

TEST_CASE("A scenario starting a value the game does not keep", "[game_loader][bad]") {
  CHECK(loadErrors("scenario-unknown-value") ==
        std::vector<std::string>{in("scenario-unknown-value", "scenarios/war.toml") +
                                 ":11:20: scenario.start.treasury.green: no value named 'treasury.green' in game.toml"});
}

TEST_CASE("A folder with several mistakes in several files reports every one in one run", "[game_loader][bad]") {
  const std::string name = "several-mistakes";
  CHECK(loadErrors(name) ==
        std::vector<std::string>{
            in(name, "game.toml") + ":72:9: value[1].clmap: unknown key",
            in(name, "game.toml") + ":98:11: timer[0].seconds: expected an integer, found a string",
            in(name, "tables/skirmish.toml") + ":36:9: table[0].row[3].key: '7-9' overlaps the key '7'",
            in(name, "procedures/skirmish.toml") + ":93:9: procedure[1].lookup.row: unknown name 'dice' in 'dice'",
            in(name, "sequence.toml") + ":30:11: phase[1].step[0].timer: no timer named 'talks'",
        });
}

TEST_CASE("Every folder under tests/data/bad fails to load", "[game_loader][bad]") {
  // A bad folder that loads is a test that no longer tests anything.
  std::size_t folders = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::badDataDirectory())) {
    if (!std::filesystem::exists(entry.path() / "test-game" / "game.toml")) continue;
    ++folders;
    INFO("bad folder " << entry.path().filename().string());
    CHECK_THROWS_AS(loadGame(entry.path() / "test-game"), DataErrors);
  }
  CHECK(folders >= 15);
}

TEST_CASE("DataError formats as file:line:column: key: message, leaving out what it lacks", "[game_loader]") {
  CHECK(DataError{{"game.toml", 3, 7}, "game.id", "bad"}.format() == "game.toml:3:7: game.id: bad");
  CHECK(DataError{{"game.toml", 3, 0}, "", "bad"}.format() == "game.toml:3: bad");
  CHECK(DataError{{"game.toml", 0, 0}, "side", "bad"}.format() == "game.toml: side: bad");
  Diagnostics diagnostics;
  CHECK_NOTHROW(diagnostics.throwIfAny());
  diagnostics.add({"a.toml", 1, 1}, "x", "first");
  diagnostics.add({"b.toml", 2, 2}, "y", "second");
  try {
    diagnostics.throwIfAny();
    FAIL("no throw");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) == "a.toml:1:1: x: first\nb.toml:2:2: y: second");
    CHECK(errors.errors().size() == 2);
  }
}

TEST_CASE("A scenario whose last turn comes before its first", "[game_loader][bad]") {
  CHECK(loadErrors("scenario-turns") ==
        std::vector<std::string>{in("scenario-turns", "scenarios/war.toml") +
                                 ":6:13: scenario.last_turn: the last turn comes before the first"});
}

TEST_CASE("Row keys belong to the table.row entries - a keys list under table.rows is refused", "[game_loader][bad]") {
  // It used to load, with more row keys than rows and so no cells at all.
  CHECK(loadErrors("row-keys-in-axis") ==
        std::vector<std::string>{in("row-keys-in-axis", "tables/weather.toml") + ":13:10: table[0].rows.keys: unknown key"});
}

TEST_CASE("An input named like a value the game keeps would hide it", "[game_loader][bad]") {
  CHECK(loadErrors("input-hides-value") ==
        std::vector<std::string>{in("input-hides-value", "procedures/skirmish.toml") +
                                 ":34:8: procedure[0].input[3].id: 'war' hides the state value of that name"});
}

TEST_CASE("An input may not take a name the engine sets while resolving", "[game_loader][bad]") {
  // An input "side" was silently replaced by the acting side.
  CHECK(loadErrors("reserved-input-name") ==
        std::vector<std::string>{in("reserved-input-name", "procedures/skirmish.toml") +
                                 ":86:8: procedure[1].input[0].id: 'side' is set by the engine (side, side_name, "
                                 "modifiers, total, outcome, preview); choose another id"});
}

TEST_CASE("A table field named like an input of the procedure would replace it", "[game_loader][bad]") {
  CHECK(loadErrors("field-hides-input") ==
        std::vector<std::string>{in("field-hides-input", "procedures/skirmish.toml") +
                                 ":92:11: procedure[1].lookup.table: the field 'weather' of the table 'weather' has "
                                 "the name of an input or a value of the game"});
}

TEST_CASE("Two procedures with the same id in two files: the error names both places", "[game_loader][bad]") {
  CHECK(loadErrors("duplicate-procedure") ==
        std::vector<std::string>{in("duplicate-procedure", "procedures/skirmish.toml") +
                                 ":98:1: procedure: the id 'tax' is used twice (first at " +
                                 in("duplicate-procedure", "procedures/levy.toml") + ":2:1)"});
}

TEST_CASE("A sealed entry may be read for the acting side as sealed.bid(side)", "[game_loader]") {
  // Grand Siècle's dividends are written secretly per power: a procedure reads the acting
  // power's own with sealed.dividend[side] instead of a ten-way if().
  auto folder = test::freshFolder("sealed-index") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto addProcedure = [&](const std::string& expression) {
    std::ofstream file(folder / "procedures" / "bid.toml", std::ios::trunc);
    file << "[[procedure]]\nid = \"bid_bonus\"\nname = \"Bid bonus\"\nrule = \"4.2\"\n\n"
            "  [[procedure.outcome]]\n  text = \"{" << expression << "}\"\n";
  };
  addProcedure("sealed.bid[side] + 1");
  auto game = std::make_shared<const GameData>(loadGame(folder));
  GameSession session(game, Setup{"standard", {}, 1});
  REQUIRE(session.perform(Action{"seal", "red", {{"entry", "bid"}, {"value", std::int64_t{8}}}, "", 0}));
  REQUIRE(session.perform(Action{"seal", "blue", {{"entry", "bid"}, {"value", std::int64_t{5}}}, "", 0}));
  REQUIRE(session.perform(Action{"reveal", "", {{"entry", "bid"}}, "", 0}));
  auto applied = session.perform(Action{"resolve", "red", {{"procedure", "bid_bonus"}}, "", 0});
  REQUIRE(applied);
  CHECK(applied->resolution->outcome == "9");

  addProcedure("sealed.bids[side] + 1");
  try {
    loadGame(folder);
    FAIL("a misspelt sealed entry loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].message ==
          "'sealed.bids[...]' reads no value kept per side or per item in '{sealed.bids[side] + 1}'");
  }
}

TEST_CASE("An expression nested thousands deep in the data is a data error with its file and line", "[game_loader][bad]") {
  // It crashed the loader with a stack overflow: the parser now stops at 200 levels.
  auto folder = test::freshFolder("deep-nesting") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto file = folder / "procedures" / "skirmish.toml";
  auto text = test::readFile(file);
  const std::string modifier = "value = \"-1\"";
  REQUIRE(text.find(modifier) != std::string::npos);
  text.replace(text.find(modifier), modifier.size(),
               "value = \"" + std::string(6000, '(') + "-1" + std::string(6000, ')') + "\"");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  try {
    loadGame(folder);
    FAIL("an expression 6,000 levels deep loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].format() ==
          file.string() + ":44:11: procedure[0].modifier[0].value: cannot read '" + std::string(60, '(') +
              "... (12002 characters)': the expression nests more than 200 levels deep at character 201");
  }
}

TEST_CASE("A printed cell outside its field's range is reported at the cell", "[game_loader][bad]") {
  auto errors = loadErrors("field-range");
  REQUIRE(errors.size() == 3);
  CHECK_THAT(errors[0], Catch::StartsWith(in("field-range", "tables/skirmish.toml") + ":39:"));
  CHECK_THAT(errors[0], Catch::Contains("3 is outside 'def_loss''s range 0-2"));
  CHECK_THAT(errors[2], Catch::Contains("4 is outside 'def_loss''s range 0-2"));
}

TEST_CASE("A timer without seconds is the players' own - with seconds it runs at least 1 second and cites its rule",
          "[game_loader][bad]") {
  auto folder = test::freshFolder("players-timer") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  const auto file = folder / "game.toml";
  const auto original = test::readFile(file);
  const std::string timer = "seconds = 600\nrule = \"4.1\"\n";
  REQUIRE(original.find(timer) != std::string::npos);
  auto withTimer = [&](const std::string& lines) {
    auto text = original;
    text.replace(text.find(timer), timer.size(), lines);
    std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  };
  auto errorsOf = [&]() {
    std::vector<std::string> lines;
    try {
      loadGame(folder);
    } catch (const DataErrors& errors) {
      for (const auto& error : errors.errors()) lines.push_back(error.format());
    }
    return lines;
  };

  withTimer("");  // no length, no rule: a players' aid
  auto game = loadGame(folder);
  CHECK(game.timers[*game.findTimer("diplomacy")].seconds == 0);
  CHECK(game.timers[*game.findTimer("diplomacy")].rule.empty());

  withTimer("seconds = 0\nrule = \"4.1\"\n");
  CHECK(errorsOf() == std::vector<std::string>{file.string() + ":98:11: timer[0].seconds: a timer runs at least 1 second "
                                                                "(leave seconds out for a timer the players set)"});
  withTimer("seconds = 600\n");
  CHECK(errorsOf() == std::vector<std::string>{file.string() + ":95:1: timer[0].rule: missing; expected a string"});
}

TEST_CASE("A side's partner is read as partner[side], declared once in game.toml", "[game_loader][expression]") {
  // Grand Siècle's pairs (1.0): "a player's two powers may never grant each other money"
  // reads recipient == partner[side], not a chain of if() over the ten powers.
  auto folder = test::freshFolder("partner-index") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "game.toml");
  for (const auto& [side, partner] : {std::pair{"id = \"red\"\n", "blue"}, std::pair{"id = \"blue\"\n", "red"}}) {
    text.replace(text.find(side), std::string(side).size(), std::string(side) + "partner = \"" + partner + "\"\n");
  }
  std::ofstream(folder / "game.toml", std::ios::trunc) << text;
  auto addProcedure = [&](const std::string& expression) {
    std::ofstream file(folder / "procedures" / "pair.toml", std::ios::trunc);
    file << "[[procedure]]\nid = \"pair\"\nname = \"Pair\"\nrule = \"1.0\"\n\n"
            "  [[procedure.input]]\n  id = \"other\"\n  name = \"Other\"\n  kind = \"side\"\n\n"
            "  [[procedure.outcome]]\n  text = \"{" << expression << "}\"\n";
  };
  addProcedure("if(partner[side] == other, 'the other power of the pair', partner.red)");
  auto game = std::make_shared<const GameData>(loadGame(folder));
  GameSession session(game, Setup{"standard", {}, 1});
  auto pair = session.perform(Action{"resolve", "red", {{"procedure", std::string("pair")}, {"other", std::string("blue")}}, "", 0});
  REQUIRE(pair);
  CHECK(pair->resolution->outcome == "the other power of the pair");
  auto notPair = session.perform(Action{"resolve", "blue", {{"procedure", std::string("pair")}, {"other", std::string("blue")}}, "", 0});
  REQUIRE(notPair);
  CHECK(notPair->resolution->outcome == "Blue");  // texts write a side by its name
  CHECK(session.state().read(*game, "partner.red") == Value{std::string("blue")});
  CHECK_FALSE(session.state().read(*game, "partner.green"));

  addProcedure("partners[side]");
  try {
    loadGame(folder);
    FAIL("a misspelt partner loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].message == "'partners[...]' reads no value kept per side or per item in '{partners[side]}'");
  }
}

TEST_CASE("A composed name must name some side's value when the data loads", "[game_loader][expression]") {
  auto folder = test::freshFolder("composed-name") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto addProcedure = [&](const std::string& expression) {
    std::ofstream file(folder / "procedures" / "composed.toml", std::ios::trunc);
    file << "[[procedure]]\nid = \"composed\"\nname = \"Composed\"\nrule = \"1.0\"\n\n"
            "  [[procedure.outcome]]\n  text = \"{" << expression << "}\"\n";
  };
  addProcedure("prestige.{side} + 1");
  auto game = std::make_shared<const GameData>(loadGame(folder));
  GameSession session(game, Setup{"standard", {}, 1});
  auto applied = session.perform(Action{"resolve", "red", {{"procedure", std::string("composed")}}, "", 0});
  REQUIRE(applied);
  const auto prestige = std::get<std::int64_t>(*session.state().read(*game, "prestige.red"));
  CHECK(applied->resolution->outcome == std::to_string(prestige + 1));

  addProcedure("glory.{side} + 1");
  try {
    loadGame(folder);
    FAIL("a composed name of no value loaded");
  } catch (const DataErrors& errors) {
    REQUIRE(errors.errors().size() == 1);
    CHECK(errors.errors()[0].message == "'glory.{...}' names no value of any side in '{glory.{side} + 1}'");
  }
}

TEST_CASE("A value named 'sides' is refused at its id: sum_sides() and its kin read the sides under that name",
          "[game_loader][bad]") {
  // Issue 17: such a value would be read instead of the list of sides, and every
  // count_sides(p, ...) of the game would count something else.
  auto folder = test::freshFolder("value-named-sides") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "game.toml");
  const std::string first = "[[value]]\n";
  const auto at = text.find(first);
  REQUIRE(at != std::string::npos);
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  text.insert(at, "[[value]]\nid = \"sides\"\nname = \"Sides of the box\"\nper = \"side\"\nstart = 0\n\n");
  std::ofstream(folder / "game.toml", std::ios::trunc) << text;
  try {
    loadGame(folder);
    FAIL("a value named 'sides' loaded");
  } catch (const DataErrors& errors) {
    INFO(errors.what());
    REQUIRE(errors.errors().size() == 1);
    // file:line:column of its id, the key path, and what to do.
    CHECK(errors.errors()[0].format() ==
          (folder / "game.toml").string() + ":" + std::to_string(line + 1) +
              ":6: value[0].id: 'sides' is what sum_sides() and its kin read the sides from: give the value another id");
  }
}

TEST_CASE("An input named 'sides' is refused at its id, as a value of that name is", "[game_loader][bad]") {
  // Issue 17: the procedure's count_sides(p, ...) would read the input instead of the sides.
  auto folder = test::freshFolder("input-named-sides") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  const auto file = folder / "procedures" / "skirmish.toml";
  auto text = test::readFile(file);
  const std::string die = "  id = \"die\"\n";
  const auto at = text.find(die);
  REQUIRE(at != std::string::npos);
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  text.replace(at, die.size(), "  id = \"sides\"\n");
  std::ofstream(file, std::ios::trunc) << text;
  try {
    loadGame(folder);
    FAIL("an input named 'sides' loaded");
  } catch (const DataErrors& errors) {
    INFO(errors.what());
    REQUIRE_FALSE(errors.errors().empty());
    CHECK(errors.errors()[0].format() ==
          file.string() + ":" + std::to_string(line) +
              ":8: procedure[0].input[0].id: 'sides' is what sum_sides() and its kin read the sides from: give the input "
              "another id");
  }
}

namespace {

// The test game copied with `refusals` added to its Weather procedure (after its header),
// and the line in procedures/skirmish.toml after which they start.
std::pair<std::filesystem::path, long> withWeatherRefusals(const std::string& name, const std::string& refusals) {
  auto folder = test::freshFolder(name) / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto file = folder / "procedures" / "skirmish.toml";
  auto text = test::readFile(file);
  const std::string anchor = "id = \"weather\"\nname = \"Weather\"\nrule = \"5.2\"\n";
  const auto at = text.find(anchor);
  REQUIRE(at != std::string::npos);
  const auto after = at + anchor.size();
  const long line = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(after), '\n');
  text.insert(after, refusals);
  std::ofstream(file, std::ios::trunc) << text;
  return {folder, line};
}

std::vector<std::string> errorsOf(const std::filesystem::path& folder) {
  try {
    loadGame(folder);
  } catch (const DataErrors& errors) {
    std::vector<std::string> lines;
    for (const auto& error : errors.errors()) lines.push_back(error.format());
    return lines;
  }
  return {};
}

}  // namespace

TEST_CASE("A refusal needs an id, unique within its procedure: its translation is keyed by it",
          "[game_loader][bad][translation]") {
  // Issues 17, 18: keyed by position, a refusal inserted before others shifted their
  // French onto the wrong sentences, and nothing caught it when their {...} matched.
  // The test game's 5.2: "Weather: roll the yellow die [...]. Only at war (5.1)."
  SECTION("without an id: reported at the refusal, naming its procedure") {
    auto [folder, line] = withWeatherRefusals("refusal-without-id", R"(
  [[procedure.refuse]]
  when = "not war"
  text = "The weather is rolled only at war"
  rule = "5.1"
)");
    auto file = (folder / "procedures" / "skirmish.toml").string();
    CHECK(errorsOf(folder) ==
          std::vector<std::string>{file + ":" + std::to_string(line + 2) +
                                   ":3: procedure[1].refuse[0]: a refusal of the procedure 'weather' has no id: name "
                                   "what it refuses (id = \"at_peace\"), unique within it"});
  }
  SECTION("two with the same id in one procedure: reported at the second, naming the first's line") {
    auto [folder, line] = withWeatherRefusals("refusal-duplicate-id", R"(
  [[procedure.refuse]]
  id = "at_peace"
  when = "not war"
  text = "The weather is rolled only at war"
  rule = "5.1"

  [[procedure.refuse]]
  id = "at_peace"
  when = "not war and turn > 1"
  text = "Peace: no weather"
  rule = "5.1"
)");
    auto file = (folder / "procedures" / "skirmish.toml").string();
    CHECK(errorsOf(folder) == std::vector<std::string>{file + ":" + std::to_string(line + 9) +
                                                       ":8: procedure[1].refuse[1].id: two refusals of the "
                                                       "procedure 'weather' have the id 'at_peace' (first at " +
                                                       file + ":" + std::to_string(line + 3) + ")"});
  }
  SECTION("a sealed entry's refusal too, naming the entry") {
    auto folder = test::freshFolder("sealed-refusal-without-id") / "test-game";
    std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                          std::filesystem::copy_options::recursive);
    auto text = test::readFile(folder / "game.toml");
    const std::string bid = "id = \"bid\"\nname = \"Secret bid\"\nrule = \"4.2\"\nkind = \"int\"\nmin = 0\nmax = 20\n";
    const auto at = text.find(bid);
    REQUIRE(at != std::string::npos);
    const auto line = std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at + bid.size()), '\n');
    // 4.2: "Secret bids of 0 to 20 ducats"; this refusal is the test's own.
    text.insert(at + bid.size(), "\n[[sealed.refuse]]\nwhen = \"value > treasury[side]\"\ntext = \"{side_name} bids "
                                 "more than it holds\"\nrule = \"4.2\"\n");
    std::ofstream(folder / "game.toml", std::ios::trunc) << text;
    CHECK(errorsOf(folder) == std::vector<std::string>{(folder / "game.toml").string() + ":" + std::to_string(line + 2) +
                                                       ":1: sealed[0].refuse[0]: a refusal of the sealed entry 'bid' has "
                                                       "no id: name what it refuses (id = \"at_peace\"), unique within it"});
  }
  SECTION("with its id, it loads and keeps it") {
    auto folder = withWeatherRefusals("refusal-id", R"(
  [[procedure.refuse]]
  id = "at_peace"
  when = "not war"
  text = "The weather is rolled only at war"
  rule = "5.1"
)").first;
    CHECK(errorsOf(folder).empty());
    auto data = loadGame(folder);
    REQUIRE(data.findProcedure("weather")->refusals.size() == 1);
    CHECK(data.findProcedure("weather")->refusals[0].id == "at_peace");
  }
}

TEST_CASE("A modifier and a limit need an id too, unique within their procedure", "[game_loader][bad][translation]") {
  // Issue 18: keyed by position ([procedure.<id>.modifier.0]), a modifier inserted before
  // the others gave each of them its neighbour's French name, as refusals did.
  SECTION("a modifier without an id: reported at the modifier, naming its procedure") {
    auto [folder, line] = withWeatherRefusals("modifier-without-id", R"(
  [[procedure.modifier]]
  name = "Storm season"
  rule = "5.2"
  value = "1"
)");
    auto file = (folder / "procedures" / "skirmish.toml").string();
    CHECK(errorsOf(folder) ==
          std::vector<std::string>{file + ":" + std::to_string(line + 2) +
                                   ":3: procedure[1].modifier[0]: a modifier of the procedure 'weather' has no id: name "
                                   "what it counts (id = \"in_forest\"), unique within it"});
  }
  SECTION("two limits with the same id: reported at the second, naming the first's line") {
    auto [folder, line] = withWeatherRefusals("limit-duplicate-id", R"(
  [[procedure.limit]]
  id = "once_a_turn"
  rule = "5.2"
  text = "the weather is rolled once a turn"

  [[procedure.limit]]
  id = "once_a_turn"
  rule = "5.2"
  text = "the weather is rolled once a game"
  per = "game"
)");
    auto file = (folder / "procedures" / "skirmish.toml").string();
    CHECK(errorsOf(folder) == std::vector<std::string>{file + ":" + std::to_string(line + 8) +
                                                       ":8: procedure[1].limit[1].id: two limits of the "
                                                       "procedure 'weather' have the id 'once_a_turn' (first at " +
                                                       file + ":" + std::to_string(line + 3) + ")"});
  }
  SECTION("with their ids, they load and keep them") {
    auto folder = withWeatherRefusals("modifier-limit-ids", R"(
  [[procedure.modifier]]
  id = "storm_season"
  name = "Storm season"
  rule = "5.2"
  value = "1"

  [[procedure.limit]]
  id = "once_a_turn"
  rule = "5.2"
  text = "the weather is rolled once a turn"
)").first;
    CHECK(errorsOf(folder).empty());
    auto data = loadGame(folder);
    CHECK(data.findProcedure("weather")->modifiers.at(0).id == "storm_season");
    CHECK(data.findProcedure("weather")->limits.at(0).id == "once_a_turn");
  }
}
