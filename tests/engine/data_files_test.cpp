// Issue 28, fault 9: a data file that is no file hung `adc`. A game data file linked to
// /dev/zero grew the loader to a gigabyte and never finished; a named pipe blocked it
// forever. Only regular files are read, under a size limit, and anything else is a data
// error at its path. And fault 10's part: a game folder without game.toml is listed and
// says so; a data file that begins with a UTF-8 byte-order mark reads as its text.
//
// Each case loads a copy of the test game with one file replaced, in a thread of its
// own, and waits a bounded time: before the fix the loader hung, and a test must fail
// then, not hang.

#include "adc/data_file.hpp"
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <future>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace adc;

namespace {

// A copy of the test game, in a data directory of its own: <folder>/games/test-game.
std::filesystem::path copyOfTestGame(const std::string& name) {
  auto data = test::freshFolder(name);
  std::filesystem::create_directories(data / "games");
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", data / "games" / "test-game",
                        std::filesystem::copy_options::recursive);
  return data;
}

// What loading the game says: "loaded", its errors, or "still loading after 20 s" (the
// loader hung; its thread is left behind, since nothing can stop it).
std::string loadWithin(const std::filesystem::path& folder, const std::string& language = "") {
  std::packaged_task<std::string()> task([folder, language] {
    try {
      loadGame(folder, language);
      return std::string("loaded");
    } catch (const DataErrors& errors) {
      return std::string(errors.what());
    }
  });
  auto result = task.get_future();
  std::thread(std::move(task)).detach();
  if (result.wait_for(std::chrono::seconds(20)) != std::future_status::ready) return "still loading after 20 s";
  return result.get();
}

void replaceWithLink(const std::filesystem::path& file, const std::filesystem::path& target) {
  std::filesystem::remove(file);
  std::filesystem::create_symlink(target, file);
}

void writeFile(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace

TEST_CASE("A data file that is no file hangs adc - not a link to /dev/zero: a data error at its path", "[data_files]") {
  auto data = copyOfTestGame("dev-zero");
  auto file = data / "games" / "test-game" / "tables" / "weather.toml";
  replaceWithLink(file, "/dev/zero");
  // The first error; the procedure that reads the table says it has none.
  CHECK_THAT(loadWithin(data / "games" / "test-game"),
             Catch::StartsWith(file.string() + ": not a regular file (a device): only files are read\n"));
}

TEST_CASE("A data file that is no file hangs adc - not a named pipe: a data error at its path", "[data_files]") {
  auto data = copyOfTestGame("fifo");
  auto file = data / "games" / "test-game" / "sequence.toml";
  std::filesystem::remove(file);
  REQUIRE(::mkfifo(file.c_str(), 0600) == 0);
  const auto said = loadWithin(data / "games" / "test-game");
  // Before the fix the loader waits in open() for a writer: give it one, so that its
  // thread ends and the test binary can exit.
  if (said == "still loading after 20 s") ::close(::open(file.c_str(), O_WRONLY | O_NONBLOCK));
  CHECK(said == file.string() + ": not a regular file (a named pipe): only files are read");
}

TEST_CASE("A data file that is a folder, or too large, is a data error at its path", "[data_files]") {
  auto data = copyOfTestGame("folder-and-large");
  auto game = data / "games" / "test-game";
  std::filesystem::remove(game / "scenarios" / "war.toml");
  std::filesystem::create_directory(game / "scenarios" / "war.toml");
  // Sparse: 9 MB on paper, nothing on the disk.
  std::filesystem::resize_file(game / "tables" / "skirmish.toml", dataFileLimit + 1);
  const auto said = loadWithin(game);
  CHECK_THAT(said, Catch::Contains((game / "scenarios" / "war.toml").string() +
                                   ": not a regular file (a folder): only files are read"));
  CHECK_THAT(said, Catch::Contains((game / "tables" / "skirmish.toml").string() +
                                   ": larger than 8 MB: a data file is never that large"));
}

TEST_CASE("A link to a regular file is read as the file", "[data_files]") {
  auto data = copyOfTestGame("link-to-file");
  auto game = data / "games" / "test-game";
  std::filesystem::rename(game / "tables" / "weather.toml", data / "weather.toml");
  std::filesystem::create_symlink(data / "weather.toml", game / "tables" / "weather.toml");
  CHECK(loadWithin(game) == "loaded");
}

TEST_CASE("NOTES.md that is no file is a data error at its path, not a hang", "[data_files]") {
  auto data = copyOfTestGame("notes-fifo");
  auto game = data / "games" / "test-game";
  // An inferred cell makes the loader read NOTES.md for its house ruling.
  auto weather = game / "tables" / "weather.toml";
  auto text = test::readFile(weather);
  text.replace(text.find("result = \"storm\""), 16, "result = { inferred = \"storm\", ruling = \"A1\" }");
  writeFile(weather, text);
  writeFile(game / "NOTES.md", "**A1** Storms come on a 6.\n");
  CHECK(loadWithin(game) == "loaded");
  std::filesystem::remove(game / "NOTES.md");
  REQUIRE(::mkfifo((game / "NOTES.md").c_str(), 0600) == 0);
  const auto said = loadWithin(game);
  if (said == "still loading after 20 s") ::close(::open((game / "NOTES.md").c_str(), O_WRONLY | O_NONBLOCK));
  CHECK_THAT(said, Catch::StartsWith((game / "NOTES.md").string() + ": not a regular file (a named pipe): only files are read"));
}

TEST_CASE("A game folder without game.toml is listed, and loading it says game.toml is missing", "[data_files]") {
  auto data = copyOfTestGame("no-game-toml");
  std::filesystem::create_directories(data / "games" / "half-copied" / "tables");
  std::filesystem::create_directories(data / "games" / ".hidden");
  CHECK(listGames(data) == std::vector<std::string>{"half-copied", "test-game"});
  CHECK(loadWithin(data / "games" / "half-copied") ==
        (data / "games" / "half-copied" / "game.toml").string() + ": missing: every game folder needs a game.toml");
  CHECK(loadWithin(data / "games" / "test-game") == "loaded");
}

TEST_CASE("A data file that begins with a UTF-8 byte-order mark reads as the text it is", "[data_files]") {
  auto data = copyOfTestGame("byte-order-mark");
  auto game = data / "games" / "test-game";
  for (const auto* name : {"game.toml", "sequence.toml", "tables/weather.toml"}) {
    writeFile(game / name, "\xEF\xBB\xBF" + test::readFile(game / name));
  }
  CHECK(loadWithin(game) == "loaded");
  // The app's catalogue too: its first line is an entry like any other.
  writeFile(data / "catalogue.tsv", "\xEF\xBB\xBFYes\tOui\nNo\tNon\n");
  auto catalogue = readCatalogue(data / "catalogue.tsv");
  CHECK(catalogue.count("Yes") == 1);
  CHECK(catalogue.size() == 2);
}

TEST_CASE("A data file written in UTF-16 says so", "[data_files]") {
  auto data = copyOfTestGame("utf-16");
  auto file = data / "games" / "test-game" / "scenarios" / "war.toml";
  writeFile(file, std::string("\xFF\xFE[\0s\0", 6));
  CHECK(loadWithin(data / "games" / "test-game") == file.string() + ": written in UTF-16: save it as UTF-8");
}

TEST_CASE("readDataFile reads a regular file whole and refuses the rest in words", "[data_files]") {
  auto folder = test::freshFolder("read-data-file");
  writeFile(folder / "small.txt", "twelve bytes");
  CHECK(*readDataFile(folder / "small.txt") == "twelve bytes");
  CHECK(readDataFile(folder / "small.txt", 11).error() == "larger than 11 bytes: a data file is never that large");
  CHECK(readDataFile(folder).error() == "not a regular file (a folder): only files are read");
  CHECK(readDataFile("/dev/null").error() == "not a regular file (a device): only files are read");
  CHECK_THAT(readDataFile(folder / "nothing.txt").error(), Catch::StartsWith("cannot be read: "));
}
