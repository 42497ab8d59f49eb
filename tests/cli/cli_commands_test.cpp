// The `adc` command line, run as a player or a script would run it: real process, real
// files, output and exit status read back.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using adc::test::freshFolder;
using adc::test::readFile;
using adc::test::runAdc;

namespace {
nlohmann::json json(const std::string& text) { return nlohmann::json::parse(text); }

std::string newGame(const std::string& xdg) {
  auto save = (freshFolder("save") / "game.adc").string();
  auto result = runAdc({"new", "test-game", "--save", save, "--seed", "7", "--player", "Ann:red", "--player", "Bob:blue"}, xdg);
  REQUIRE(result.exitCode == 0);
  return save;
}
}  // namespace

TEST_CASE("adc games lists the installed games with their names", "[cli]") {
  auto result = runAdc({"games"});
  CHECK(result.exitCode == 0);
  CHECK(result.out.find("test-game") != std::string::npos);
  CHECK(result.out.find("Test Game") != std::string::npos);
}

TEST_CASE("adc --version and --help on every command", "[cli]") {
  auto version = runAdc({"--version"});
  CHECK(version.exitCode == 0);
  CHECK(version.out.find("adc 0.") != std::string::npos);
  for (const char* command : {"games", "validate", "tables", "procedures", "actions", "resolve", "odds", "charts", "new", "do",
                              "undo", "redo", "show", "log", "ledger"}) {
    INFO(command);
    auto help = runAdc({command, "--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("Usage") != std::string::npos);
  }
}

TEST_CASE("adc validate checks every game and reports bad data with exit status 2", "[cli]") {
  auto good = runAdc({"validate"});
  CHECK(good.exitCode == 0);
  CHECK(good.out.find("ok test-game: 2 tables (1 cells unprinted, 0 typed in), 3 procedures, 6 steps, 2 scenarios") !=
        std::string::npos);

  auto data = freshFolder("bad-data");
  std::filesystem::copy(adc::test::testDataDirectory() / "games", data / "games", std::filesystem::copy_options::recursive);
  {
    std::ofstream file(data / "games" / "test-game" / "tables" / "weather.toml", std::ios::app);
    file << "\n  [[table.row]]\n  key = \"5\"\n  result = \"hail\"\n";
  }
  auto bad = runAdc({"--data", data.string(), "validate"});
  CHECK(bad.exitCode == 2);
  CHECK(bad.err.find("tables/weather.toml:27:9: table[0].row[3].key: '5' overlaps the key '3-5'") != std::string::npos);
}

TEST_CASE("adc validate reports an expression nested thousands deep with its file and line, exit status 2", "[cli]") {
  // 6,000 nested parentheses used to overflow the stack of the expression parser (SIGSEGV).
  auto data = freshFolder("deep-nesting");
  std::filesystem::copy(adc::test::testDataDirectory() / "games", data / "games", std::filesystem::copy_options::recursive);
  auto file = data / "games" / "test-game" / "procedures" / "skirmish.toml";
  auto text = readFile(file);
  const std::string total = "total = \"die + modifiers\"";
  REQUIRE(text.find(total) != std::string::npos);
  text.replace(text.find(total), total.size(),
               "total = \"" + std::string(6000, '(') + "die + modifiers" + std::string(6000, ')') + "\"");
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
  auto bad = runAdc({"--data", data.string(), "validate"});
  CHECK(bad.exitCode == 2);
  CHECK(bad.err.find("procedures/skirmish.toml:6:9: procedure[0].total: cannot read '") != std::string::npos);
  CHECK(bad.err.find("the expression nests more than 200 levels deep at character 201") != std::string::npos);
}

TEST_CASE("adc tables prints a table with its unprinted cell marked", "[cli]") {
  auto result = runAdc({"tables", "test-game", "skirmish"});
  CHECK(result.exitCode == 0);
  CHECK(result.out.find("Skirmish table (rule 7.4)") != std::string::npos);
  CHECK(result.out.find("7             1/1  ?    0/2") != std::string::npos);
  auto missing = runAdc({"tables", "test-game", "melee"});
  CHECK(missing.exitCode == 1);
  CHECK(missing.err == "adc: no table named 'melee' in Test Game\n");
}

TEST_CASE("adc procedures --json lists inputs with their kinds, ranges and rules", "[cli]") {
  auto result = runAdc({"procedures", "test-game", "--json"});
  REQUIRE(result.exitCode == 0);
  auto list = json(result.out);
  REQUIRE(list.size() == 3);
  const auto& skirmish = list[0];
  CHECK(skirmish["id"] == "skirmish");
  CHECK(skirmish["rule"] == "7");
  CHECK(skirmish["inputs"][0]["kind"] == "dice");
  CHECK(skirmish["inputs"][0]["dice"] == "2d6");
  CHECK(skirmish["inputs"][1]["min"] == 1);
  CHECK(skirmish["inputs"][1]["max"] == 5);
  CHECK(skirmish["inputs"][2]["choices"] == nlohmann::json({"clear", "forest"}));
  CHECK(skirmish["modifiers"][0]["rule"] == "7.2");
}

TEST_CASE("adc resolve --json: a veteran attack into forest at odds 3 rolling 3 and 4", "[cli]") {
  auto result = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=3", "terrain=forest", "veteran=true", "--json"});
  REQUIRE(result.exitCode == 0);
  auto resolution = json(result.out);
  CHECK(resolution["procedure"]["rule"] == "7");
  CHECK(resolution["inputs"]["die"] == nlohmann::json({3, 4}));
  REQUIRE(resolution["modifiers"].size() == 2);
  CHECK(resolution["modifiers"][0] == nlohmann::json({{"name", "Defender in forest"}, {"value", -1}, {"rule", "7.2"}}));
  CHECK(resolution["modifiers"][1]["rule"] == "7.3");
  CHECK(resolution["total"] == 7);
  CHECK(resolution["table"]["id"] == "skirmish");
  CHECK(resolution["table"]["row"] == "7");
  CHECK(resolution["table"]["column"] == "3+");
  CHECK(resolution["fields"] == nlohmann::json({{"att_loss", 0}, {"def_loss", 2}}));
  CHECK(resolution["outcome"]["id"] == "win");
  CHECK(resolution["effects"][0] == nlohmann::json({{"key", "prestige.red"}, {"name", "Prestige (Red)"}, {"before", 5},
                                                    {"after", 6}, {"added", 1}, {"text", "Prestige (Red): gains 1 (rule 7.5)"},
                                                    {"rule", "7.5"}, {"clamped", false}}));
  CHECK(resolution["preview"] == true);
  CHECK(resolution["board"][2] == "Move the Red prestige marker up one box.");
}

TEST_CASE("adc resolve refuses a die out of range and names the expected range", "[cli]") {
  auto result = runAdc({"resolve", "test-game", "skirmish", "die=3,7", "odds=3"});
  CHECK(result.exitCode == 1);
  CHECK(result.err == "adc: refused (out-of-range): Attack roll: 2d6: 7 is out of range; expected 2 dice from 1 to 6\n");
  auto unknown = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=3", "weather=fair"});
  CHECK(unknown.exitCode == 1);
  CHECK(unknown.err.find("skirmish has no input 'weather'; its inputs are die, odds, terrain, veteran") != std::string::npos);
}

TEST_CASE("adc resolve asks for the unprinted cell, then reads it from the players' chart", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto asked = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=2", "--json"}, xdg);
  CHECK(asked.exitCode == 1);
  auto needs = json(asked.out);
  CHECK(needs["needs_chart"]["table"] == "skirmish");
  CHECK(needs["needs_chart"]["row"] == "7");
  CHECK(needs["needs_chart"]["column"] == "2");

  std::filesystem::create_directories(std::filesystem::path(xdg) / "aide-de-camp" / "charts");
  std::ofstream(std::filesystem::path(xdg) / "aide-de-camp" / "charts" / "test-game.toml")
      << "game = \"test-game\"\n[[cell]]\ntable = \"skirmish\"\nrow = \"7\"\ncolumn = \"2\"\n"
         "values = { att_loss = 1, def_loss = 2 }\n";
  auto answered = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=2", "--json"}, xdg);
  REQUIRE(answered.exitCode == 0);
  CHECK(json(answered.out)["fields"] == nlohmann::json({{"att_loss", 1}, {"def_loss", 2}}));

  auto charts = runAdc({"charts", "test-game"}, xdg);
  CHECK(charts.out.find("skirmish              14 printed, 1 typed in, 0 unknown of 15 (rule 7.4)") != std::string::npos);
}

TEST_CASE("adc odds counts every roll of 2d6 exactly", "[cli]") {
  auto result = runAdc({"odds", "test-game", "skirmish", "odds=2", "--json"});
  REQUIRE(result.exitCode == 0);
  auto odds = json(result.out);
  CHECK(odds["total_ways"] == 36);
  std::uint64_t ways = 0;
  for (const auto& outcome : odds["outcomes"]) ways += outcome["ways"].get<std::uint64_t>();
  CHECK(ways == 36);
  // Totals of 7 (six rolls of 36) land on the unprinted cell of odds column 2.
  const auto& last = odds["outcomes"].back();
  CHECK(last["ways"] == 6);
  CHECK(last["unknown_cell"]["row"] == "7");
}

TEST_CASE("A game played through adc: new, do, undo, redo, show, log", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);

  auto tax = runAdc({"do", save, "resolve", "procedure=tax", "die=0", "--side", "red"}, xdg);
  REQUIRE(tax.exitCode == 0);
  CHECK(tax.out.find("Treasury (Red): 10 → 20 (rule 3.1)") != std::string::npos);

  auto correction = runAdc({"do", save, "set", "key=war", "value=true"}, xdg);
  CHECK(correction.exitCode == 1);
  CHECK(correction.err == "adc: refused (missing-argument): a correction needs a reason\n  argument: reason\n");

  CHECK(runAdc({"do", save, "next"}, xdg).out ==
        "Turn 1: Diplomacy / Negotiations\n  Step: Income / Collect taxes → Diplomacy / Negotiations (rule 4.1)\n");
  auto shown = json(runAdc({"show", save, "--json"}, xdg).out);
  CHECK(shown["values"]["treasury.red"] == 20);
  CHECK(shown["step"]["id"] == "diplomacy.talks");
  CHECK(shown["step"]["timer"] == "diplomacy");
  CHECK(shown["cursor"] == 2);

  CHECK(runAdc({"undo", save}, xdg).out == "Undone: Turn 1: Diplomacy / Negotiations\n");
  CHECK(runAdc({"undo", save}, xdg).exitCode == 0);
  CHECK(json(runAdc({"show", save, "--json"}, xdg).out)["values"]["treasury.red"] == 10);
  CHECK(runAdc({"redo", save}, xdg).exitCode == 0);
  CHECK(json(runAdc({"show", save, "--json"}, xdg).out)["values"]["treasury.red"] == 20);

  auto log = runAdc({"log", save}, xdg);
  CHECK(log.out == "── Turn 1 ──\n"
                   "     1. Taxes: 1d10 10, total 10 → Collect 10 ducats  [3.1]\n"
                   "  (undone)    2. Turn 1: Diplomacy / Negotiations  [4.1]\n");
}

TEST_CASE("adc keeps a damaged save untouched and says what is wrong", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  auto good = readFile(save);
  // The second line loses its end: a whole line (it has its newline) that is no record.
  auto second = good.find('\n') + 1;
  auto damaged = good.substr(0, second) + good.substr(second, 20) + good.substr(good.find('\n', second));
  std::ofstream(save, std::ios::trunc) << damaged;

  auto result = runAdc({"do", save, "next"}, xdg);
  CHECK(result.exitCode == 2);
  // Issue 28: the game can be opened as it stands before that line, with consent.
  CHECK(result.err == "adc: " + save + ":2: damaged save: line 2 is not a record the app wrote; the game can be opened "
                                       "as it stands before that line (0 actions), the file as it is being kept beside it\n"
                                       "  to open it as it stands before that line, add --before-damage\n");
  CHECK(readFile(save) == damaged);
}

TEST_CASE("adc drops a last line cut off by a kill, which was never confirmed, and plays on", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  auto good = readFile(save);
  std::ofstream(save, std::ios::app) << "{\"do\":{\"type\":\"ne";
  CHECK(json(runAdc({"show", save, "--json"}, xdg).out)["cursor"] == 1);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  CHECK(json(runAdc({"show", save, "--json"}, xdg).out)["cursor"] == 2);
  CHECK(readFile(save).substr(0, good.size()) == good);
}

TEST_CASE("adc new refuses to overwrite an existing file", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  auto before = readFile(save);
  auto again = runAdc({"new", "test-game", "--save", save}, xdg);
  CHECK(again.exitCode == 1);
  CHECK(readFile(save) == before);
}

TEST_CASE("adc charts types a printed value in once, and refuses to type over the rulebook", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto printed = runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=3+", "att_loss=1", "def_loss=2"}, xdg);
  CHECK(printed.exitCode == 1);
  CHECK(printed.err == "adc: refused (not-allowed): Skirmish table, Modified 2d6 7, Odds 3+ is printed in the rulebook "
                       "(rule 7.4); it cannot be typed over\n");
  auto missingField = runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=1"}, xdg);
  CHECK(missingField.exitCode == 1);
  CHECK(missingField.err.find("missing def_loss for Skirmish table, Modified 2d6 7, Odds 2") != std::string::npos);

  auto entered = runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=1", "def_loss=2"}, xdg);
  CHECK(entered.exitCode == 0);
  CHECK(entered.out == "Chart entry: Skirmish table, Modified 2d6 7, Odds 2: Attacker loses 1, Defender loses 2\n");
  auto resolved = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=2", "--json"}, xdg);
  REQUIRE(resolved.exitCode == 0);
  CHECK(json(resolved.out)["outcome"]["text"] == "Attacker wins: attacker loses 1, defender loses 2");
}

TEST_CASE("adc ledger lists every change of the named books, turn by turn, with its rule", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  REQUIRE(runAdc({"do", save, "resolve", "procedure=tax", "die=7", "--side", "red"}, xdg).exitCode == 0);
  REQUIRE(runAdc({"do", save, "resolve", "procedure=tax", "die=0", "--side", "blue"}, xdg).exitCode == 0);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  CHECK(runAdc({"ledger", save}, xdg).out ==
        "── Turn 1 ──\n"
        "     1. Treasury (Red) 10 → 17 (+7)  [3.1] Taxes: 1d10 7, total 7 → Collect 7 ducats\n"
        "     2. Treasury (Blue) 10 → 20 (+10)  [3.1] Taxes: 1d10 10, total 10 → Collect 10 ducats\n");
  CHECK(runAdc({"ledger", save, "treasury", "--side", "blue"}, xdg).out ==
        "── Turn 1 ──\n"
        "     2. Treasury (Blue) 10 → 20 (+10)  [3.1] Taxes: 1d10 10, total 10 → Collect 10 ducats\n");
  auto unknown = runAdc({"ledger", save, "gold"}, xdg);
  CHECK(unknown.exitCode == 1);
  CHECK(unknown.err == "adc: Test Game keeps no value named 'gold'\n");
}

TEST_CASE("adc procedures keeps a long input id apart from its description", "[cli]") {
  auto result = runAdc({"--data", adc::test::shippedDataDirectory().string(), "procedures", "grand-siecle"});
  REQUIRE(result.exitCode == 0);
  // final_percent's longest id is 25 letters: the column widens to it, two spaces after.
  CHECK(result.out.find("    starting_trade_posts_lost  a number") != std::string::npos);
  CHECK(result.out.find("    provinces_outside          a number") != std::string::npos);
}

TEST_CASE("adc charts --export and --import share the players' chart between tables", "[cli][charts]") {
  auto first = freshFolder("xdg-first").string();
  auto typed = runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=1", "def_loss=2"}, first);
  REQUIRE(typed.exitCode == 0);
  const auto file = (freshFolder("shared") / "skirmish-chart.toml").string();
  auto exported = runAdc({"charts", "test-game", "--export", file}, first);
  REQUIRE(exported.exitCode == 0);
  CHECK(exported.out.find("1 cell(s) of the players' chart written to " + file) != std::string::npos);

  auto second = freshFolder("xdg-second").string();
  auto imported = runAdc({"charts", "test-game", "--import", file}, second);
  REQUIRE(imported.exitCode == 0);
  CHECK(imported.out.find("1 cell(s) added, 0 already the same, 0 replaced, 0 conflict(s) kept") != std::string::npos);
  CHECK(runAdc({"charts", "test-game"}, second).out.find("14 printed, 1 typed in, 0 unknown of 15") != std::string::npos);

  // The second table had typed the cell otherwise: its value is kept, and said, unless --replace.
  auto third = freshFolder("xdg-third").string();
  REQUIRE(runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=2", "def_loss=2"}, third).exitCode == 0);
  auto kept = runAdc({"charts", "test-game", "--import", file}, third);
  REQUIRE(kept.exitCode == 0);
  CHECK(kept.out.find("0 cell(s) added, 0 already the same, 0 replaced, 1 conflict(s) kept") != std::string::npos);
  CHECK(kept.out.find("kept: Skirmish table") != std::string::npos);
  CHECK(kept.out.find("yours Attacker loses 2, Defender loses 2; the file's Attacker loses 1, Defender loses 2") !=
        std::string::npos);
  auto replaced = runAdc({"charts", "test-game", "--import", file, "--replace"}, third);
  CHECK(replaced.out.find("1 replaced, 0 conflict(s) kept") != std::string::npos);
  auto resolved = runAdc({"resolve", "test-game", "skirmish", "die=3,4", "odds=2", "--json"}, third);
  REQUIRE(resolved.exitCode == 0);
  CHECK(json(resolved.out)["fields"] == nlohmann::json({{"att_loss", 1}, {"def_loss", 2}}));

  // A file that names a table the game does not have is refused with its line, and
  // nothing is imported.
  const auto bad = (freshFolder("bad-chart") / "chart.toml").string();
  std::ofstream(bad) << "game = \"test-game\"\n[[cell]]\ntable = \"weather_report\"\nrow = \"7\"\nvalue = 1\n";
  auto refused = runAdc({"charts", "test-game", "--import", bad}, second);
  CHECK(refused.exitCode == 2);
  CHECK(refused.err.find(bad + ":3:") != std::string::npos);
  CHECK(refused.err.find("no table named 'weather_report'") != std::string::npos);
}

// Issue 18: "`--lang en|fr` on both programs". The games' ids stay the same in both
// languages (scripts use them); a language adc does not know is refused.
TEST_CASE("adc takes --lang en or fr as aide-de-camp does and refuses another", "[cli]") {
  const auto data = adc::test::shippedDataDirectory().string();
  auto french = runAdc({"--lang", "fr", "--data", data, "games"});
  auto english = runAdc({"--lang", "en", "--data", data, "games"});
  CHECK(french.exitCode == 0);
  CHECK(english.exitCode == 0);
  CHECK(english.out == runAdc({"--data", data, "games"}).out);  // the tests' system speaks English
  for (const char* id : {"grand-siecle", "revolution-francaise", "paris-messe", "patriots-traitors", "vendee-militaire"}) {
    CHECK(french.out.find(id) != std::string::npos);
  }
  auto german = runAdc({"--lang", "de", "--data", data, "games"});
  CHECK(german.exitCode != 0);
  CHECK(german.err.find("--lang") != std::string::npos);
}
