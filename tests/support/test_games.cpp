#include "test_games.hpp"

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

}  // namespace adc::test
