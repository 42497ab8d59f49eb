// libFuzzer harness: reading a save (adc::parseSave), a journal (format 2) or a TOML save
// (format 1). The games are the shipped ones and the test game, each loaded once on first
// use, as the app's provider would; a save that reads is written back and read again. A save that cannot be read must say so with
// DataErrors: any other exception, crash or sanitizer report is a finding.

#include "adc/save_file.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <string>

namespace {

std::shared_ptr<const adc::GameData> game(const std::string& id) {
  static std::map<std::string, std::shared_ptr<const adc::GameData>> loaded;
  if (auto found = loaded.find(id); found != loaded.end()) return found->second;
  std::filesystem::path folder;
  if (id == "test-game") {
    folder = ADC_FUZZ_TEST_GAME_DIR;
  } else {
    for (const auto& known : adc::listGames(ADC_FUZZ_SHIPPED_DATA_DIR)) {
      if (known == id) folder = std::filesystem::path(ADC_FUZZ_SHIPPED_DATA_DIR) / "games" / id;
    }
  }
  auto& slot = loaded[id];
  if (!folder.empty()) slot = std::make_shared<const adc::GameData>(adc::loadGame(folder));
  return slot;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  std::optional<adc::GameSession> session;
  try {
    session = adc::parseSave(text, "fuzz.toml", game);
  } catch (const adc::SaveChangedOutside&) {
    // A mutated journal breaks its digests: opened with consent, as a player may, its
    // records are replayed, which is where a damaged record would do harm.
    try {
      session = adc::parseSave(text, "fuzz.toml", game, adc::ReadOptions{true});
    } catch (const adc::DataErrors&) {
      return 0;
    }
  } catch (const adc::DataErrors&) {
    return 0;  // a clear refusal: what a bad save should give
  }
  // What the app writes after reading it must read again: the next launch depends on it.
  auto written = adc::writeSave(*session);
  try {
    (void)adc::parseSave(written, "fuzz-written.toml", game);
  } catch (const adc::DataErrors& errors) {
    std::cerr << "a save that read does not read back once written:\n" << errors.what() << "\n" << written << "\n";
    std::abort();
  }
  return 0;
}
