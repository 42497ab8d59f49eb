// What `adc` does so that no game is lost: one writer at a time, links written through,
// newer data refused, edits reported, files that are not saves named as such.

#include "run_command.hpp"
#include "test_games.hpp"

#include "adc/save_lock.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
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
