// libFuzzer harness: the strict game data loader (adc::loadGame), which reads a folder.
// A private copy of the test game is made once in a fresh temporary folder; each input
// replaces one of its files (the first byte picks which, the rest is the file's text),
// the folder is loaded, and the file is put back. Bad data must be refused with
// DataErrors; a game that loads is set up in each scenario. Any other exception, crash or
// sanitizer report is a finding.

#include "adc/game_data.hpp"
#include "adc/game_state.hpp"

#include <unistd.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <system_error>

namespace {

namespace fs = std::filesystem;

// The files of the test game an input may replace.
constexpr std::array<const char*, 7> files{
    "game.toml",          "sequence.toml",         "procedures/skirmish.toml", "tables/skirmish.toml",
    "tables/weather.toml", "scenarios/standard.toml", "scenarios/war.toml"};

std::string readFile(const fs::path& file) {
  std::ifstream stream(file, std::ios::binary);
  std::ostringstream content;
  content << stream.rdbuf();
  return content.str();
}

void writeFile(const fs::path& file, std::string_view text) {
  std::ofstream stream(file, std::ios::binary | std::ios::trunc);
  stream.write(text.data(), static_cast<std::streamsize>(text.size()));
}

// <temp>/adc-fuzz-XXXXXX/test-game (a game's id must match its folder's name), removed
// when the fuzzer exits.
class TemporaryGame {
 public:
  TemporaryGame() {
    std::string pattern = (fs::temp_directory_path() / "adc-fuzz-XXXXXX").string();
    if (!mkdtemp(pattern.data())) {
      std::perror("mkdtemp");
      std::abort();
    }
    m_root = pattern;
    fs::copy(ADC_FUZZ_TEST_GAME_DIR, folder(), fs::copy_options::recursive);
  }
  ~TemporaryGame() {
    std::error_code ignored;
    fs::remove_all(m_root, ignored);
  }
  TemporaryGame(const TemporaryGame&) = delete;
  TemporaryGame& operator=(const TemporaryGame&) = delete;

  fs::path folder() const { return m_root / "test-game"; }

 private:
  fs::path m_root;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const TemporaryGame copy;
  const auto folder = copy.folder();
  const auto file = folder / files[data[0] % files.size()];
  const auto original = readFile(file);
  writeFile(file, std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  try {
    auto game = adc::loadGame(folder);
    for (const auto& scenario : game.scenarios) {
      adc::Setup setup;
      setup.scenario = scenario.id;
      (void)adc::initialState(game, setup);
    }
  } catch (const adc::DataErrors&) {
    // A clear refusal with file and line: what bad data should give.
  }
  writeFile(file, original);
  return 0;
}
