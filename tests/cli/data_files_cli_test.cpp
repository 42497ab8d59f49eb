// Issue 28, fault 9: a game data file that is no file hung `adc validate` and `adc games`
// (a link to /dev/zero grew them to a gigabyte, a named pipe blocked them forever).
// They now say what is wrong at its path, exit 2, and list the other games. And fault
// 10's part: a game folder without game.toml is named, with what it lacks.
//
// Each command runs with a time limit: before the fix it hung, and the test must fail.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

#include <sys/stat.h>

using adc::test::freshFolder;
using adc::test::runAdc;

namespace {

constexpr std::chrono::seconds hangs{20};

// A data directory with a copy of the test game.
std::filesystem::path dataWithTestGame(const std::string& name) {
  auto data = freshFolder(name);
  std::filesystem::copy(adc::test::testDataDirectory() / "games", data / "games", std::filesystem::copy_options::recursive);
  return data;
}

}  // namespace

TEST_CASE("A data file that is no file hangs adc - not a link to /dev/zero: validate and games say so, exit 2", "[cli]") {
  auto data = dataWithTestGame("dev-zero");
  auto file = data / "games" / "test-game" / "tables" / "weather.toml";
  std::filesystem::remove(file);
  std::filesystem::create_symlink("/dev/zero", file);
  for (const char* command : {"validate", "games"}) {
    INFO("adc " << command);
    auto result = runAdc({"--data", data.string(), command}, "", hangs);
    CHECK_FALSE(result.timedOut);
    CHECK(result.exitCode == 2);
    CHECK_THAT(result.err, Catch::StartsWith(file.string() + ": not a regular file (a device): only files are read\n"));
  }
}

TEST_CASE("A data file that is no file hangs adc - not a named pipe: validate and games say so, exit 2", "[cli]") {
  auto data = dataWithTestGame("fifo");
  auto file = data / "games" / "test-game" / "procedures" / "skirmish.toml";
  std::filesystem::remove(file);
  REQUIRE(::mkfifo(file.c_str(), 0600) == 0);
  for (const char* command : {"validate", "games"}) {
    INFO("adc " << command);
    auto result = runAdc({"--data", data.string(), command}, "", hangs);
    CHECK_FALSE(result.timedOut);
    CHECK(result.exitCode == 2);
    CHECK_THAT(result.err, Catch::StartsWith(file.string() + ": not a regular file (a named pipe): only files are read\n"));
  }
}

TEST_CASE("A game folder without game.toml is named by adc games and adc validate, and the other games still list",
          "[cli]") {
  auto data = dataWithTestGame("no-game-toml");
  std::filesystem::create_directories(data / "games" / "half-copied" / "tables");
  const auto missing = (data / "games" / "half-copied" / "game.toml").string() +
                       ": missing: every game folder needs a game.toml\n";
  auto games = runAdc({"--data", data.string(), "games"}, "", hangs);
  CHECK(games.exitCode == 2);
  CHECK(games.out.find("test-game") != std::string::npos);
  CHECK(games.out.find("half-copied") == std::string::npos);
  CHECK(games.err == missing);
  auto validate = runAdc({"--data", data.string(), "validate"}, "", hangs);
  CHECK(validate.exitCode == 2);
  CHECK(validate.out.find("ok test-game:") != std::string::npos);
  CHECK(validate.err == missing);
}

TEST_CASE("A game's data files that begin with a UTF-8 byte-order mark validate as their text", "[cli]") {
  auto data = dataWithTestGame("byte-order-mark");
  auto file = data / "games" / "test-game" / "game.toml";
  const auto text = adc::test::readFile(file);
  std::ofstream(file, std::ios::binary | std::ios::trunc) << "\xEF\xBB\xBF" << text;
  auto result = runAdc({"--data", data.string(), "validate"}, "", hangs);
  CHECK(result.exitCode == 0);
  CHECK(result.err.empty());
}
