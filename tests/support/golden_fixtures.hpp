#pragma once
// The golden fixtures (tests/fixtures/<game>/*.toml): saves that are also replays with
// `expect` tables. Shared by the golden replay test and the damaged-save test.

#include "adc/game_data.hpp"
#include "adc/save_file.hpp"

#include "test_games.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::test {

inline std::filesystem::path fixturesDirectory() { return testDataDirectory().parent_path() / "fixtures"; }

// Every fixture, in a stable order.
inline std::vector<std::filesystem::path> fixtureFiles() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(fixturesDirectory())) {
    if (entry.is_regular_file() && entry.path().extension() == ".toml") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The games the fixtures name: the test game or a shipped one, each loaded once.
inline GameProvider fixtureGames() {
  return [](const std::string& id) -> std::shared_ptr<const GameData> {
    static std::map<std::string, std::shared_ptr<const GameData>> loaded;
    if (auto found = loaded.find(id); found != loaded.end()) return found->second;
    for (const auto& root : {testDataDirectory(), shippedDataDirectory()}) {
      auto folder = root / "games" / id;
      if (std::filesystem::exists(folder / "game.toml")) {
        return loaded[id] = std::make_shared<const GameData>(loadGame(folder));
      }
    }
    return nullptr;
  };
}

}  // namespace adc::test
