// What `adc` does with text a player types that a save cannot hold (not UTF-8), with
// a word where a number belongs, and with a very long word: a refusal that names the
// field, says what was expected, quotes briefly, and leaves the save as it was.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>

using adc::test::freshFolder;
using adc::test::readFile;
using adc::test::runAdc;

namespace {

// What a Latin-1 terminal sends for "Benoît": ê is the single byte 0xEA.
const std::string latin1Benoit = "Beno\xEAt";

std::string newGame(const std::string& xdg) {
  auto save = (freshFolder("save") / "game.toml").string();
  auto result = runAdc({"new", "test-game", "--save", save, "--seed", "7", "--player", "Ann:red"}, xdg);
  REQUIRE(result.exitCode == 0);
  return save;
}

std::size_t cursorOf(const std::string& save, const std::string& xdg) {
  auto shown = runAdc({"show", save, "--json"}, xdg);
  REQUIRE(shown.exitCode == 0);
  return nlohmann::json::parse(shown.out)["cursor"].get<std::size_t>();
}

}  // namespace

TEST_CASE("adc do refuses a reason that is not UTF-8, names it, and the save still opens", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  const auto before = readFile(save);

  // adc do G set key=treasury.red value=5 --reason "$(printf 'Beno\xeet')"
  auto refused = runAdc({"do", save, "set", "key=treasury.red", "value=5", "--reason", latin1Benoit}, xdg);
  CHECK(refused.exitCode == 1);
  CHECK(refused.err ==
        "adc: refused (bad-argument): reason: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8\n"
        "  argument: reason\n");
  CHECK(readFile(save) == before);
  CHECK(cursorOf(save, xdg) == 1);
  CHECK(runAdc({"undo", save}, xdg).exitCode == 0);
  CHECK(runAdc({"redo", save}, xdg).exitCode == 0);

  // Typed again in UTF-8, it is taken.
  CHECK(runAdc({"do", save, "set", "key=treasury.red", "value=5", "--reason", "Benoît"}, xdg).exitCode == 0);
  CHECK(cursorOf(save, xdg) == 2);
}

TEST_CASE("adc do refuses any other text that is not UTF-8: arguments, side, the action itself", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  const auto before = readFile(save);
  auto note = runAdc({"do", save, "note", "text=" + latin1Benoit}, xdg);
  CHECK(note.exitCode == 1);
  CHECK(note.err.find("text: not valid UTF-8 text (byte 0xEA at position 5)") != std::string::npos);
  auto side = runAdc({"do", save, "seal", "entry=bid", "value=3", "--side", latin1Benoit}, xdg);
  CHECK(side.exitCode == 1);
  CHECK(side.err.find("side: not valid UTF-8 text") != std::string::npos);
  auto action = runAdc({"do", save, latin1Benoit}, xdg);
  CHECK(action.exitCode == 1);
  CHECK(action.err.find("action: not valid UTF-8 text") != std::string::npos);
  auto control = runAdc({"do", save, "note", "text=bell\a"}, xdg);
  CHECK(control.exitCode == 1);
  CHECK(control.err.find("text: holds a control character (U+0007 at position 5)") != std::string::npos);
  CHECK(readFile(save) == before);
  CHECK(cursorOf(save, xdg) == 0);
}

TEST_CASE("adc new refuses a player's name that is not UTF-8 and writes no save", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto save = (freshFolder("save") / "game.toml").string();
  auto result = runAdc({"new", "test-game", "--save", save, "--player", latin1Benoit + ":red"}, xdg);
  CHECK(result.exitCode == 1);
  CHECK(result.err == "adc: name of player 1: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8\n");
  CHECK_FALSE(std::filesystem::exists(save));

  auto side = runAdc({"new", "test-game", "--save", save, "--player", "Ann:gr\xE9" "en"}, xdg);
  CHECK(side.exitCode == 1);
  CHECK(side.err.find("side of player 1: not valid UTF-8 text (byte 0xE9 at position 3)") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(save));
}

TEST_CASE("adc says a word where a number belongs is the wrong kind, not out of range", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  auto set = runAdc({"do", save, "set", "key=treasury.red", "value=abc", "--reason", "typo"}, xdg);
  CHECK(set.exitCode == 1);
  CHECK(set.err == "adc: refused (bad-argument): Treasury (Red): expected a whole number, got the word 'abc'\n"
                   "  argument: value (its new value)\n");
  auto adjust = runAdc({"do", save, "adjust", "key=treasury.red", "by=two"}, xdg);
  CHECK(adjust.exitCode == 1);
  CHECK(adjust.err == "adc: refused (bad-argument): how much to add: expected a whole number, got the word 'two'\n"
                      "  argument: by (how much to add)\n");
  auto high = runAdc({"do", save, "set", "key=treasury.red", "value=500", "--reason", "typo"}, xdg);
  CHECK(high.exitCode == 1);
  CHECK(high.err.find("refused (out-of-range): Treasury (Red): 500 is out of range") != std::string::npos);
}

TEST_CASE("adc quotes a very long word briefly in every refusal", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  // One argument may be up to 128 KB on Linux; 100 000 characters stay under that.
  const std::string huge(100000, 'q');
  const std::string quoted = "'" + std::string(60, 'q') + "…' (and 99940 more characters)";
  auto expectBrief = [&](const adc::test::CommandResult& result) {
    CHECK(result.exitCode == 1);
    CHECK(result.err.find(quoted) != std::string::npos);
    CHECK(result.err.size() < 400);
  };
  expectBrief(runAdc({"do", save, huge}, xdg));
  // A text argument that long is past its limit (issue 28): said with the count, not quoted.
  auto expectTooLong = [&](const adc::test::CommandResult& result) {
    CHECK(result.exitCode == 1);
    CHECK(result.err.find("100000 characters, at most 2000 may be kept; shorten it") != std::string::npos);
    CHECK(result.err.size() < 400);
  };
  expectTooLong(runAdc({"do", save, "set", "key=" + huge, "value=1", "--reason", "x"}, xdg));
  expectTooLong(runAdc({"do", save, "set", "key=treasury.red", "value=" + huge, "--reason", "x"}, xdg));
  expectBrief(runAdc({"do", save, "next", huge + "=1"}, xdg));
  expectBrief(runAdc({"do", save, "next", huge}, xdg));
  expectBrief(runAdc({"new", "test-game", "--save", save + ".new", "--player", "Ann:" + huge}, xdg));
  expectBrief(runAdc({"new", huge, "--save", save + ".new"}, xdg));
  expectBrief(runAdc({"resolve", "test-game", huge}, xdg));
}

TEST_CASE("adc charts refuses a typed-in value that is not UTF-8 and leaves the players' chart unwritten", "[cli][text]") {
  auto xdg = freshFolder("xdg").string();
  auto chart = std::filesystem::path(xdg) / "aide-de-camp" / "charts" / "test-game.toml";
  auto result = runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=1", "def_loss=" + latin1Benoit},
                       xdg);
  CHECK(result.exitCode == 1);
  CHECK(result.err.find("def_loss: not valid UTF-8 text (byte 0xEA at position 5)") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(chart));
  CHECK(runAdc({"charts", "test-game", "table=skirmish", "row=7", "column=2", "att_loss=1", "def_loss=2"}, xdg).exitCode == 0);
  CHECK(std::filesystem::exists(chart));
}

// Issue 28, fault 2: a reason of 20,000 characters given to `adc do` was logged, and the
// app aborted drawing it in the Ledger. Refused now with the limit in words.
TEST_CASE("adc do refuses a reason of 20000 characters with the limit in words and leaves the save as it was (issue 28 fault 2)",
          "[cli][text][issue28]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  const auto before = readFile(save);
  auto refused = runAdc({"do", save, "set", "key=treasury.red", "value=5", "--reason", std::string(20000, 'r')}, xdg);
  CHECK(refused.exitCode == 1);
  CHECK(refused.err == "adc: refused (bad-argument): reason: 20000 characters, at most 2000 may be kept; shorten it\n"
                       "  argument: reason\n");
  CHECK(readFile(save) == before);
  CHECK(cursorOf(save, xdg) == 0);
  auto note = runAdc({"do", save, "note", "text=" + std::string(2001, 'n')}, xdg);
  CHECK(note.exitCode == 1);
  CHECK(note.err.find("2001 characters, at most 2000 may be kept; shorten it") != std::string::npos);
  CHECK(readFile(save) == before);
  // At the limit it is taken.
  CHECK(runAdc({"do", save, "set", "key=treasury.red", "value=5", "--reason", std::string(2000, 'r')}, xdg).exitCode == 0);
  CHECK(cursorOf(save, xdg) == 1);
}

TEST_CASE("adc do refuses a blank reason and an unknown side (issue 28 fault 10)", "[cli][text][issue28]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  const auto before = readFile(save);
  auto blank = runAdc({"do", save, "set", "key=treasury.red", "value=5", "--reason", "   "}, xdg);
  CHECK(blank.exitCode == 1);
  CHECK(blank.err.find("reason: only spaces; say why in words") != std::string::npos);
  auto side = runAdc({"do", save, "next", "--side", "nonsense"}, xdg);
  CHECK(side.exitCode == 1);
  CHECK(side.err.find("no side named 'nonsense'; the sides are red, blue") != std::string::npos);
  CHECK(readFile(save) == before);
  CHECK(cursorOf(save, xdg) == 0);
}

TEST_CASE("adc says a number too large is too large with the range (issue 28 fault 10)", "[cli][text][issue28]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg);
  const auto before = readFile(save);
  auto adjust = runAdc({"do", save, "adjust", "key=treasury.red", "by=100000000000000000000"}, xdg);
  CHECK(adjust.exitCode == 1);
  CHECK(adjust.err.find("'100000000000000000000' is too large; a whole number goes from -9223372036854775808 to "
                        "9223372036854775807") != std::string::npos);
  CHECK(adjust.err.find("got the word") == std::string::npos);
  auto set = runAdc({"do", save, "set", "key=treasury.red", "value=100000000000000000000", "--reason", "typo"}, xdg);
  CHECK(set.exitCode == 1);
  CHECK(set.err.find("refused (out-of-range)") != std::string::npos);
  CHECK(set.err.find("is too large") != std::string::npos);
  CHECK(readFile(save) == before);
}

TEST_CASE("adc new refuses a blank name a name past its limit and two players at one seat (issue 28 fault 10)",
          "[cli][text][issue28]") {
  auto xdg = freshFolder("xdg").string();
  auto save = (freshFolder("save") / "game.adc").string();
  auto blank = runAdc({"new", "test-game", "--save", save, "--player", " :red"}, xdg);
  CHECK(blank.exitCode == 1);
  CHECK(blank.err == "adc: the Red has a player without a name\n");
  auto empty = runAdc({"new", "test-game", "--save", save, "--player", ":red"}, xdg);
  CHECK(empty.exitCode == 1);
  CHECK(empty.err == "adc: the Red has a player without a name\n");
  auto longName = runAdc({"new", "test-game", "--save", save, "--player", std::string(61, 'a') + ":red"}, xdg);
  CHECK(longName.exitCode == 1);
  CHECK(longName.err == "adc: name of player 1: 61 characters, at most 60 may be kept; shorten it\n");
  auto twice = runAdc({"new", "test-game", "--save", save, "--player", "Ann:red", "--player", "Ann:red"}, xdg);
  CHECK(twice.exitCode == 1);
  CHECK(twice.err == "adc: 'Ann' is named twice for the Red\n");
  CHECK_FALSE(std::filesystem::exists(save));
}
