// Saves: a file that is also the game's replay (a journal today, TOML in format 1). A
// good save reads back to the same game; each bad save of tests/data/bad/saves/ (format
// 1, which the app still reads) gets its exact message, and reading a save never changes
// a byte of it. The journal itself: save_journal_test.cpp.

#include "adc/save_file.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

GameProvider testGames() {
  return [](const std::string& id) -> std::shared_ptr<const GameData> {
    return id == "test-game" ? test::testGame() : nullptr;
  };
}

std::filesystem::path badSave(const std::string& name) { return test::badDataDirectory() / "saves" / name; }

// The one-line error of a bad save; the bytes of the file are checked unchanged.
std::string saveError(const std::string& name) {
  auto file = badSave(name);
  auto before = test::readFile(file);
  REQUIRE_FALSE(before.empty());
  std::string message;
  try {
    readSave(file, testGames());
    message = "(it loaded)";
  } catch (const DataErrors& errors) {
    message = errors.what();
  }
  CHECK(test::readFile(file) == before);
  return message;
}

Action tax(const std::string& side, std::int64_t die) {
  return Action{"resolve", side, {{"procedure", std::string("tax")}, {"die", die}}, "", 0};
}

}  // namespace

TEST_CASE("A saved game reads back to the same setup, log, cursor and state", "[save_file]") {
  GameSession session(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, 7});
  REQUIRE(session.perform(tax("red", 7)));
  REQUIRE(session.perform(Action{"roll", "", {{"dice", std::string("2d6")}}, "", 0}));
  REQUIRE(session.perform(Action{"set", "", {{"key", std::string("control.east")}, {"value", std::string("red")}},
                                 "Red's cavalry took East at the end of last session \"by mistake\"", 0}));
  REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
  session.undo();  // the cursor and the undone entry are part of the save

  auto text = writeSave(session);
  auto back = parseSave(text, "memory.toml", testGames());
  CHECK(back.setup().scenario == "standard");
  CHECK(back.setup().seed == 7);
  REQUIRE(back.setup().players.size() == 2);
  CHECK(back.setup().players[1].name == "Bob");
  CHECK(back.setup().players[1].side == "blue");
  CHECK(back.cursor() == 3);
  REQUIRE(back.log().size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(back.log()[i].action == session.log()[i].action);
    CHECK(back.log()[i].summary == session.log()[i].summary);
    CHECK(back.log()[i].turn == session.log()[i].turn);
    CHECK(back.log()[i].step == session.log()[i].step);
  }
  CHECK(back.state() == session.state());
  CHECK(writeSave(back) == text);  // stable: saving what was read gives the same bytes
  back.redo();
  CHECK(back.state().step == 1);
}

TEST_CASE("The good save of the bad-saves folder loads (the bad ones are small edits of it)", "[save_file]") {
  auto session = readSave(badSave("good.toml"), testGames());
  CHECK(session.cursor() == 3);
  CHECK(session.state().values[*session.data().schema.find("treasury.red")] == Value{std::int64_t{17}});
}

TEST_CASE("A save cut off in the middle of a line is reported as damaged, with where", "[save_file][bad]") {
  CHECK(saveError("truncated.toml") ==
        badSave("truncated.toml").string() +
            ":22:41: damaged save (TOML syntax error: Error while parsing string: encountered end-of-file)");
}

TEST_CASE("A save cut off at a line end has fewer actions than its cursor", "[save_file][bad]") {
  CHECK(saveError("truncated-at-line.toml") ==
        badSave("truncated-at-line.toml").string() + ":7:10: save.cursor: cursor 3 is outside the log of 2 actions");
}

TEST_CASE("A damaged save names the line that cannot be read", "[save_file][bad]") {
  CHECK(saveError("damaged.toml") ==
        badSave("damaged.toml").string() + ":23:8: damaged save (TOML syntax error: Error while parsing key-value "
                                           "pair: expected value, saw '\\n')");
}

TEST_CASE("A save from a newer app asks for an update", "[save_file][bad]") {
  CHECK(saveError("newer-format.toml") ==
        badSave("newer-format.toml").string() +
            ":3:10: save.format: this save has format 3, newer than this app reads (2); update Aide-de-camp to open it");
}

TEST_CASE("A save of a game that is not installed", "[save_file][bad]") {
  CHECK(saveError("unknown-game.toml") ==
        badSave("unknown-game.toml").string() + ":5:8: save.game: no game named 'grand-tour' is installed");
}

TEST_CASE("An action the rules refuse on replay names its number and line", "[save_file][bad]") {
  CHECK(saveError("refused-on-replay.toml") ==
        badSave("refused-on-replay.toml").string() +
            ":14:1: action[0]: action 1 is refused on replay: Tax roll: 1d10: 11 is out of range; expected 1 die from 1 to "
            "10 (type 0 for 10)");
}

TEST_CASE("A recorded roll the dice do not replay to is refused, never re-rolled", "[save_file][bad]") {
  CHECK(saveError("roll-mismatch.toml") ==
        badSave("roll-mismatch.toml").string() +
            ":21:1: action[1]: action 2 is refused on replay: the log says this roll gave 6,6 but the dice replay as "
            "4,1; the save was edited or made by another generator");
}

TEST_CASE("A cursor beyond the log", "[save_file][bad]") {
  CHECK(saveError("cursor-out-of-range.toml") ==
        badSave("cursor-out-of-range.toml").string() + ":7:10: save.cursor: cursor 7 is outside the log of 3 actions");
}

TEST_CASE("A save that is not there cannot be opened", "[save_file][bad]") {
  auto file = test::freshFolder("missing-save") / "nothing.toml";
  try {
    readSave(file, testGames());
    FAIL("a missing file loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) == file.string() + ": there is no such file");
  }
  CHECK_FALSE(std::filesystem::exists(file));  // reading never creates it
}

TEST_CASE("A save with mistakes in several entries reports each of them", "[save_file][bad]") {
  std::string text = test::readFile(badSave("good.toml"));
  text.replace(text.find("turn = 1\n"), 9, "turn = \"one\"\n");
  text.replace(text.find("do = { type = \"next\" }"), 22, "do = { kind = \"next\" }");
  text += "colour = \"red\"\n";
  try {
    parseSave(text, "edited.toml", testGames());
    FAIL("loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) ==
          "edited.toml:16:8: action[0].turn: expected an integer, found a string\n"
          "edited.toml:28:15: action[2].do.kind: not an action key, or the wrong type; expected type, side, args, "
          "reason, at\n"
          "edited.toml:28:6: action[2].do: an action needs a type\n"
          "edited.toml:33:10: action[2].colour: unknown key");
  }
}

TEST_CASE("Saving writes a temporary file and renames it over the save", "[save_file]") {
  auto folder = test::freshFolder("atomic");
  auto file = folder / "nested" / "game.toml";
  writeFileAtomically(file, "first\n");
  CHECK(test::readFile(file) == "first\n");
  writeFileAtomically(file, "second, longer\n");
  CHECK(test::readFile(file) == "second, longer\n");
  // Nothing but the save is left in its folder: no temporary file of any name.
  std::vector<std::string> left;
  for (const auto& entry : std::filesystem::directory_iterator(folder / "nested")) {
    left.push_back(entry.path().filename().string());
  }
  CHECK(left == std::vector<std::string>{"game.toml"});
}

TEST_CASE("A save without its header, of format 0, or with an unknown scenario or side", "[save_file][bad]") {
  auto error = [](const std::string& text) {
    try {
      parseSave(text, "s.toml", testGames());
    } catch (const DataErrors& errors) {
      return std::string(errors.what());
    }
    return std::string("(it loaded)");
  };
  std::string good = test::readFile(badSave("good.toml"));
  CHECK(error("[setup]\nscenario = \"standard\"\n") ==
        "s.toml: this is not an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`");
  CHECK(error("[save]\nformat = 1\n") == "s.toml:1:1: save.app_version: missing; expected a string\n"
                                        "s.toml:1:1: save.game: missing; expected a string\n"
                                        "s.toml:1:1: save.data_version: missing; expected a string\n"
                                        "s.toml:1:1: save.cursor: missing; expected an integer");
  auto formatTwo = good;
  formatTwo.replace(formatTwo.find("format = 1"), 10, "format = 2");
  CHECK(error(formatTwo) == "s.toml:3:10: save.format: a save of format 2 is a journal of JSON lines, not TOML: this "
                            "one was changed outside Aide-de-camp");
  auto formatZero = good;
  formatZero.replace(formatZero.find("format = 1"), 10, "format = 0");
  CHECK(error(formatZero) == "s.toml:3:10: save.format: format 0 does not exist");
  auto scenario = good;
  scenario.replace(scenario.find("\"standard\""), 10, "\"siege\"");
  CHECK(error(scenario) == "s.toml:10:12: setup.scenario: no scenario named 'siege' in test-game");
  auto side = good;
  side.replace(side.find("side = \"blue\""), 13, "side = \"green\"");
  CHECK(error(side) == "s.toml:12:67: setup.players[1].side: no side named 'green'");
}

TEST_CASE("Every save under tests/data/bad/saves but good.toml fails to load, and stays as it was", "[save_file][bad]") {
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::badDataDirectory() / "saves")) {
    if (entry.path().filename() == "good.toml") continue;
    ++files;
    INFO("bad save " << entry.path().filename().string());
    auto before = test::readFile(entry.path());
    auto modified = std::filesystem::last_write_time(entry.path());
    CHECK_THROWS_AS(readSave(entry.path(), testGames()), DataErrors);
    CHECK(test::readFile(entry.path()) == before);
    CHECK(std::filesystem::last_write_time(entry.path()) == modified);
  }
  // Loading never writes, not even a temporary file beside the save.
  for (const auto& entry : std::filesystem::directory_iterator(test::badDataDirectory() / "saves")) {
    CHECK(entry.path().filename().string().find(".tmp") == std::string::npos);
  }
  CHECK(files >= 8);
}

TEST_CASE("A refusal on replay of a save made with other game data says which data version made it",
          "[save_file][bad]") {
  auto text = test::readFile(badSave("refused-on-replay.toml"));
  text.replace(text.find("data_version = \"1\""), 18, "data_version = \"0\"");
  try {
    parseSave(text, "old.toml", testGames());
    FAIL("loaded");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) ==
          "old.toml:14:1: action[0]: action 1 is refused on replay: Tax roll: 1d10: 11 is out of range; expected 1 die from "
          "1 to 10 (type 0 for 10) (the save was made with Test Game data version 0; this app has data version 1, whose "
          "rules refuse this action: the game cannot be replayed as it was played, and the save is left unchanged)");
  }
  // A different data version alone is no error: the log still replays.
  auto good = test::readFile(badSave("good.toml"));
  good.replace(good.find("data_version = \"1\""), 18, "data_version = \"0\"");
  CHECK(parseSave(good, "old.toml", testGames()).cursor() == 3);
}
