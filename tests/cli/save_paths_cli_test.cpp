// What `adc` does with the names a table gives its saves: two names of one file (a hard
// link) are one game; a link is followed, never replaced; an empty name, a folder's
// name, a name too long, a read-only save, a link to nothing and a byte-order mark are
// each said in words, and leave nothing behind.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <thread>

using adc::test::freshFolder;
using adc::test::readFile;
using adc::test::runAdc;

namespace {

std::string newGame(const std::string& xdg, const std::filesystem::path& save) {
  auto result = runAdc({"new", "test-game", "--save", save.string(), "--seed", "7", "--player", "Ann:red"}, xdg);
  INFO(result.err);
  REQUIRE(result.exitCode == 0);
  return save.string();
}

nlohmann::json shown(const std::string& save, const std::string& xdg) {
  auto result = runAdc({"show", save, "--json"}, xdg);
  INFO(result.err);
  REQUIRE(result.exitCode == 0);
  return nlohmann::json::parse(result.out);
}

}  // namespace

TEST_CASE("Two hard-linked names of one save, ten rounds of adc do on each at once: all twenty actions are kept",
          "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("hard-links");
  auto save = newGame(xdg, folder / "h.adc");
  auto second = folder / "h2.adc";
  std::filesystem::create_hard_link(save, second);
  int confirmed = 0;
  for (int round = 0; round < 10; ++round) {
    adc::test::CommandResult first, other;
    std::thread one([&] { first = runAdc({"do", save, "adjust", "key=treasury.red", "by=1"}, xdg); });
    std::thread two([&] { other = runAdc({"do", second.string(), "adjust", "key=treasury.blue", "by=1"}, xdg); });
    one.join();
    two.join();
    INFO(first.err << other.err);
    confirmed += (first.exitCode == 0) + (other.exitCode == 0);
  }
  CHECK(confirmed == 20);
  auto state = shown(save, xdg);
  CHECK(state["cursor"] == 20);
  CHECK(state["values"]["treasury.red"] == 20);
  CHECK(state["values"]["treasury.blue"] == 20);
  CHECK(shown(second.string(), xdg)["cursor"] == 20);  // still one file under both names
}

TEST_CASE("adc new --save through a link that leads to no file makes the save where it leads, and the link stays", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("dangling-new");
  auto link = folder / "game.adc";
  std::filesystem::create_symlink(folder / "real.adc", link);
  newGame(xdg, link);
  CHECK(std::filesystem::is_symlink(link));
  CHECK(std::filesystem::is_regular_file(folder / "real.adc"));
  CHECK(shown(link.string(), xdg)["cursor"] == 0);
}

TEST_CASE("adc new --save with an empty name or a folder's name is refused and leaves no file or folder behind",
          "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("bad-names");
  auto empty = runAdc({"new", "test-game", "--save", "", "--player", "Ann:red"}, xdg);
  CHECK(empty.exitCode == 1);
  CHECK(empty.err == "adc: --save: the save has no name; give a file name, e.g. game.adc\n");
  const auto dir = (folder / "dir").string() + "/";
  auto slash = runAdc({"new", "test-game", "--save", dir, "--player", "Ann:red"}, xdg);
  CHECK(slash.exitCode == 1);
  CHECK(slash.err == "adc: --save " + dir + ": that names a folder, not a file; add a file name, e.g. " + dir +
                         "game.adc\n");
  CHECK(std::filesystem::is_empty(folder));  // no folder made for it
  // A save in a new folder makes it; a save that fails there takes it back.
  CHECK(runAdc({"new", "test-game", "--save", (folder / "new" / "g.adc").string(), "--player", "Ann:red"}, xdg).exitCode ==
        0);
  CHECK(std::filesystem::is_regular_file(folder / "new" / "g.adc"));
}

TEST_CASE("A save name too long for the system is said so, and leaves nothing behind", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("long-name");
  auto save = folder / (std::string(300, 'a') + ".adc");
  auto created = runAdc({"new", "test-game", "--save", save.string(), "--player", "Ann:red"}, xdg);
  CHECK(created.exitCode == 1);
  CHECK(created.err.find("the file's name is too long") != std::string::npos);
  CHECK(std::filesystem::is_empty(folder));
  auto shownLong = runAdc({"show", save.string()}, xdg);
  CHECK(shownLong.exitCode == 2);
  CHECK(shownLong.err.find("the file's name is too long for this system") != std::string::npos);
}

TEST_CASE("adc do on a read-only save says it is read-only and changes nothing", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("read-only") / "game.adc");
  const auto before = readFile(save);
  std::filesystem::permissions(save, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  auto result = runAdc({"do", save, "next"}, xdg);
  CHECK(result.exitCode == 1);
  CHECK(result.err.find("the save file is read-only (its permissions)") != std::string::npos);
  CHECK(readFile(save) == before);
  CHECK(runAdc({"show", save}, xdg).exitCode == 0);  // looking needs no writing
}

TEST_CASE("adc show on a link that leads to no file names where it leads", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto folder = freshFolder("dangling-show");
  auto link = folder / "game.adc";
  std::filesystem::create_symlink(folder / "gone.adc", link);
  auto result = runAdc({"show", link.string()}, xdg);
  CHECK(result.exitCode == 2);
  CHECK(result.err == "adc: " + link.string() + ": it is a link to " + (folder / "gone.adc").string() +
                          ", which does not exist\n");
  CHECK(std::filesystem::is_symlink(link));
}

TEST_CASE("A save that an editor gave a byte-order mark is said so, and opens with --accept-edits", "[cli]") {
  auto xdg = freshFolder("xdg").string();
  auto save = newGame(xdg, freshFolder("bom") / "game.adc");
  const auto text = "\xEF\xBB\xBF" + readFile(save);
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << text; }
  auto refused = runAdc({"do", save, "next"}, xdg);
  CHECK(refused.exitCode == 2);
  CHECK(refused.err.find("it begins with a byte-order mark, U+FEFF, which a text editor adds") != std::string::npos);
  CHECK(readFile(save) == text);
  REQUIRE(runAdc({"do", save, "next", "--accept-edits"}, xdg).exitCode == 0);
  CHECK(readFile(save).rfind("\xEF\xBB\xBF", 0) == std::string::npos);  // written again without it
  CHECK(shown(save, xdg)["cursor"] == 1);
}
