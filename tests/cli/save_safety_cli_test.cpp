// What `adc` does so that no game is lost: one writer at a time, links written through,
// newer data refused, edits reported, files that are not saves named as such, damaged
// lines stepped over or, with consent, the game opened before them (issue 28).

#include "run_command.hpp"
#include "test_games.hpp"

#include "adc/save_file.hpp"
#include "adc/save_lock.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <thread>

#include <unistd.h>

using adc::test::freshFolder;
using adc::test::readFile;
using adc::test::runAdc;

namespace {

std::string newGame(const std::string& xdg, const std::filesystem::path& save) {
  auto result = runAdc({"new", "test-game", "--save", save.string(), "--seed", "7", "--player", "Ann:red"}, xdg);
  REQUIRE(result.exitCode == 0);
  return save.string();
}

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

void writeLines(const std::string& file, const std::vector<std::string>& lines) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  for (const auto& line : lines) out << line << "\n";
}

// A save of `count` adjust actions, written as the app writes it.
std::string longGame(const std::filesystem::path& file, std::size_t count) {
  adc::GameSession session(adc::test::testGame(), adc::Setup{"standard", {{"Ann", "red"}}, 7});
  for (std::size_t i = 0; i < count; ++i) {
    adc::Action nudge{"adjust", "", {{"key", std::string("treasury.red")}, {"by", std::int64_t(i % 2 ? -1 : 1)}}, "", 0};
    REQUIRE(session.perform(nudge));
  }
  std::ofstream(file, std::ios::binary) << adc::writeSave(session);
  return file.string();
}

nlohmann::json shown(const std::string& save, const std::string& xdg) {
  auto result = runAdc({"show", save, "--json"}, xdg);
  REQUIRE(result.exitCode == 0);
  return nlohmann::json::parse(result.out);
}

}  // namespace

TEST_CASE("Two adc do on one save at once: the second waits for the first, and both actions are kept", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("pairs") / "game.adc");
  const int pairs = 20;
  int confirmed = 0;
  for (int i = 0; i < pairs; ++i) {
    adc::test::CommandResult first, second;
    std::thread one([&] { first = runAdc({"do", save, "adjust", "key=treasury.red", "by=1"}, xdg); });
    std::thread two([&] { second = runAdc({"do", save, "adjust", "key=treasury.blue", "by=1"}, xdg); });
    one.join();
    two.join();
    INFO(first.err << second.err);
    confirmed += (first.exitCode == 0) + (second.exitCode == 0);
  }
  CHECK(confirmed == 2 * pairs);
  auto state = shown(save, xdg);
  CHECK(state["cursor"] == 2 * pairs);
  CHECK(state["values"]["treasury.red"] == 10 + pairs);
  CHECK(state["values"]["treasury.blue"] == 10 + pairs);
}

TEST_CASE("adc do on a save the app holds open is refused with who holds it, and changes nothing", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("held") / "game.adc");
  auto before = readFile(save);
  auto lock = adc::SaveLock::acquire(save, "Aide-de-camp", std::chrono::milliseconds(0));
  auto result = runAdc({"do", save, "next"}, xdg);
  CHECK(result.exitCode == 1);
  CHECK(result.err.find("adc: " + save + " is in use by Aide-de-camp (process " + std::to_string(::getpid()) +
                        ", since ") == 0);
  CHECK(result.err.find("close the game there first, then try again") != std::string::npos);
  CHECK(readFile(save) == before);
  // Looking is not writing: show needs no lock.
  CHECK(runAdc({"show", save}, xdg).exitCode == 0);
  lock.release();
  CHECK(runAdc({"do", save, "next"}, xdg).exitCode == 0);
}

TEST_CASE("adc do through a link writes the save it points to, and the link stays a link", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("link");
  auto target = newGame(xdg, folder / "real.adc");
  auto link = folder / "game.adc";
  std::filesystem::create_symlink(target, link);
  REQUIRE(runAdc({"do", link.string(), "next"}, xdg).exitCode == 0);
  REQUIRE(runAdc({"undo", link.string()}, xdg).exitCode == 0);
  REQUIRE(runAdc({"do", link.string(), "adjust", "key=treasury.red", "by=2"}, xdg).exitCode == 0);
  CHECK(std::filesystem::is_symlink(link));
  CHECK(shown(target, xdg)["values"]["treasury.red"] == 12);
  CHECK(shown(target, xdg)["cursor"] == 1);
}

TEST_CASE("adc refuses a save made with newer game data, exit 2, and leaves it as it was", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("newer") / "game.adc");
  auto text = readFile(save);
  text.replace(text.find("\"data_version\":\"1\""), 18, "\"data_version\":\"7\"");
  std::ofstream(save, std::ios::trunc) << text;
  for (const char* command : {"do", "show", "undo"}) {
    INFO(command);
    auto result = command == std::string("do") ? runAdc({"do", save, "next"}, xdg) : runAdc({command, save}, xdg);
    CHECK(result.exitCode == 2);
    CHECK(result.err == "adc: " + save + ":1: save.data_version: this save was made with Test Game data version 7, "
                                         "newer than this app's (1); update Aide-de-camp to open it\n");
    CHECK(readFile(save) == text);
  }
}

TEST_CASE("adc opens a save changed outside the app only with --accept-edits", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("edits") / "game.adc");
  REQUIRE(runAdc({"do", save, "resolve", "procedure=tax", "die=7", "--side", "red"}, xdg).exitCode == 0);
  auto text = readFile(save);
  text.replace(text.find("\"die\":7"), 7, "\"die\":5");
  std::ofstream(save, std::ios::trunc) << text;

  auto refused = runAdc({"do", save, "next"}, xdg);
  CHECK(refused.exitCode == 2);
  CHECK(refused.err.find("adc: " + save + ":2: this save was changed outside Aide-de-camp") == 0);
  CHECK(refused.err.find("add --accept-edits to open it as it now reads") != std::string::npos);
  CHECK(readFile(save) == text);

  CHECK(runAdc({"show", save, "--accept-edits"}, xdg).exitCode == 0);
  CHECK(readFile(save) == text);  // looking writes nothing
  REQUIRE(runAdc({"do", save, "next", "--accept-edits"}, xdg).exitCode == 0);
  auto state = shown(save, xdg);  // written again whole: no consent needed any more
  CHECK(state["values"]["treasury.red"] == 15);
}

TEST_CASE("adc says in words why a file is not a save", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("not-a-save");
  std::ofstream(folder / "empty.adc").flush();
  std::ofstream(folder / "config.toml") << "[window]\nwidth = 1280\n";
  auto empty = runAdc({"show", (folder / "empty.adc").string()}, xdg);
  CHECK(empty.exitCode == 2);
  CHECK(empty.err == "adc: " + (folder / "empty.adc").string() +
                         ": this is not an Aide-de-camp save: the file is empty, it holds no game\n");
  CHECK(runAdc({"show", folder.string()}, xdg).err == "adc: " + folder.string() + ": this is not an Aide-de-camp save: it is a folder\n");
  CHECK(runAdc({"do", (folder / "config.toml").string(), "next"}, xdg).err ==
        "adc: " + (folder / "config.toml").string() +
            ": this is not an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`\n");
  CHECK(runAdc({"show", (folder / "missing.adc").string()}, xdg).err ==
        "adc: " + (folder / "missing.adc").string() + ": there is no such file\n");
}

TEST_CASE("adc show opens a save whose checkpoint line is broken with all its actions, and says so", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = longGame(freshFolder("checkpoint") / "game.adc", 1037);
  auto lines = linesOf(readFile(save));
  REQUIRE(lines[1025].starts_with("{\"checkpoint\":"));
  lines[1025].insert(lines[1025].find("\"state\":{") + 9, "{");
  writeLines(save, lines);

  auto result = runAdc({"show", save, "--json"}, xdg);
  CHECK(result.exitCode == 0);
  CHECK(nlohmann::json::parse(result.out)["cursor"] == 1037);
  CHECK(result.err == "note: line 1026 of the save (a checkpoint, a copy of the state kept to open faster) is damaged; "
                      "the game was replayed from its actions instead\n");
}

TEST_CASE("adc opens a save with a garbage line added, says so, and the next adc do writes it without", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("garbage") / "game.adc");
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  auto lines = linesOf(readFile(save));
  lines.insert(lines.end() - 1, "garbage");
  writeLines(save, lines);

  auto result = runAdc({"show", save}, xdg);
  CHECK(result.exitCode == 0);
  CHECK(result.err.find("note: line " + std::to_string(lines.size() - 1) + " of the save was not written by the app") == 0);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  CHECK(readFile(save).find("garbage") == std::string::npos);
  auto clean = runAdc({"show", save}, xdg);
  CHECK(clean.err.empty());
}

TEST_CASE("adc refuses a save with a damaged action line, exit 2, and opens it before that line with --before-damage",
          "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("damaged");
  auto save = newGame(xdg, folder / "game.adc");
  for (int i = 0; i < 3; ++i) REQUIRE(runAdc({"do", save, "adjust", "key=treasury.red", "by=1"}, xdg).exitCode == 0);
  auto lines = linesOf(readFile(save));
  const int damagedLine = static_cast<int>(lines.size());  // the last action
  lines.back().erase(lines.back().find("\"do\":"), 6);
  writeLines(save, lines);
  const auto damaged = readFile(save);

  for (const char* command : {"show", "log", "undo"}) {
    INFO(command);
    auto refused = runAdc({command, save}, xdg);
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.find("adc: " + save + ":" + std::to_string(damagedLine) + ": damaged save: line " +
                           std::to_string(damagedLine) + " is not a record the app wrote; the game can be opened as it "
                           "stands before that line") == 0);
    CHECK(refused.err.find("to open it as it stands before that line, add --before-damage") != std::string::npos);
    CHECK(readFile(save) == damaged);
  }

  // Looking keeps no copy and writes nothing.
  const auto files = std::distance(std::filesystem::directory_iterator(folder), {});
  auto look = runAdc({"show", save, "--json", "--before-damage"}, xdg);
  CHECK(look.exitCode == 0);
  CHECK(look.err.find("note: line " + std::to_string(damagedLine) + " of the save is damaged: the game is shown as it "
                      "stands before it") == 0);
  auto cursorBefore = nlohmann::json::parse(look.out)["cursor"].get<int>();
  CHECK(readFile(save) == damaged);
  CHECK(std::distance(std::filesystem::directory_iterator(folder), {}) == files);

  auto played = runAdc({"do", save, "next", "--before-damage"}, xdg);
  CHECK(played.exitCode == 0);
  REQUIRE(played.err.find("the file as it was is kept as game.damaged-") != std::string::npos);
  auto keptName = played.err.substr(played.err.rfind(' ') + 1);
  keptName.pop_back();  // the newline
  CHECK(readFile((folder / keptName).string()) == damaged);
  auto state = shown(save, xdg);  // written again whole: opens without consent
  CHECK(state["cursor"] == cursorBefore + 1);
}

TEST_CASE("adc keeps the last action of a save whose last newline was removed, and the next adc do keeps it too",
          "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("newline") / "game.adc");
  REQUIRE(runAdc({"do", save, "adjust", "key=treasury.red", "by=3"}, xdg).exitCode == 0);
  auto text = readFile(save);
  const auto before = shown(save, xdg)["cursor"].get<int>();
  text.pop_back();
  std::ofstream(save, std::ios::binary | std::ios::trunc) << text;

  CHECK(shown(save, xdg)["cursor"] == before);
  REQUIRE(runAdc({"do", save, "next"}, xdg).exitCode == 0);
  auto state = shown(save, xdg);
  CHECK(state["cursor"] == before + 1);
  CHECK(state["values"]["treasury.red"] == 13);
}
