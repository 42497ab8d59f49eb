#include "test_games.hpp"

#include "adc/new_game.hpp"

#include <atomic>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

namespace adc::test {

std::filesystem::path testDataDirectory() { return ADC_TEST_DATA_DIR; }
std::filesystem::path shippedDataDirectory() { return ADC_SHIPPED_DATA_DIR; }
std::filesystem::path badDataDirectory() { return testDataDirectory() / "bad"; }

std::shared_ptr<const GameData> testGame() {
  static std::shared_ptr<const GameData> game =
      std::make_shared<const GameData>(loadGame(testDataDirectory() / "games" / "test-game"));
  return game;
}

const GameData& shippedGame(const std::string& id) {
  static std::map<std::string, std::shared_ptr<const GameData>> loaded;
  auto& game = loaded[id];
  if (!game) game = std::make_shared<const GameData>(loadGame(shippedDataDirectory() / "games" / id));
  return *game;
}

std::string readFile(const std::filesystem::path& file) {
  std::ifstream stream(file, std::ios::binary);
  std::ostringstream content;
  content << stream.rdbuf();
  return content.str();
}

std::filesystem::path freshFolder(const std::string& name) {
  static std::atomic<int> counter{0};
  auto folder = std::filesystem::temp_directory_path() /
                ("adc-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" + name);
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder;
}

std::optional<GameSession> openedSession(std::shared_ptr<const GameData> data) {
  if (data->scenarios.empty()) return std::nullopt;
  Setup setup;
  setup.scenario = data->scenarios.front().id;
  for (const auto& side : data->sides) {
    if (side.played) setup.players.push_back({"Player " + std::to_string(setup.players.size() + 1), side.id});
  }
  auto session = startSession(data, setup);
  while (!session && setup.players.size() > 2) {
    setup.players.pop_back();
    session = startSession(data, setup);
  }
  if (!session) return std::nullopt;
  return std::move(*session);
}

}  // namespace adc::test
