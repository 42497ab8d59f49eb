#pragma once
// Loading the test game and the shipped games from tests.

#include "adc/game_data.hpp"
#include "adc/game_session.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc::test {

std::filesystem::path testDataDirectory();     // tests/data
std::filesystem::path shippedDataDirectory();  // config/

// An `adc` command line read with the shipped data: "--data config/" put first.
inline std::vector<std::string> withShippedData(std::vector<std::string> args) {
  args.insert(args.begin(), {"--data", shippedDataDirectory().string()});
  return args;
}
std::filesystem::path badDataDirectory();      // tests/data/bad

// A game shipped in config/games, loaded once per id.
const GameData& shippedGame(const std::string& id);

// The test game of tests/data/games/test-game, loaded once.
std::shared_ptr<const GameData> testGame();

// A new game of the first scenario after its opening actions, one player for each side
// that players play; a side only some scenarios seat (1793's Royalists, in the
// five-player game) stays out. None when the game cannot start.
std::optional<GameSession> openedSession(std::shared_ptr<const GameData> data);

// Reads a whole file (for comparing bytes).
std::string readFile(const std::filesystem::path& file);

// A fresh, empty folder under the system temp directory, unique to this call.
std::filesystem::path freshFolder(const std::string& name);

}  // namespace adc::test
