// libFuzzer harness: actions read from TOML (saves, chart overlays) and from JSON
// (adc/action_codec.hpp). An action that reads must write back to text that reads as the
// same action: a difference is a finding like a crash or a sanitizer report.

#include "adc/action_codec.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

[[noreturn]] void roundTripFailed(const char* format, const std::string& written) {
  std::cerr << "an action read from " << format << " does not read back the same from " << written << "\n";
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (auto action = adc::actionFromToml(text)) {
    auto written = adc::actionToToml(*action);
    auto back = adc::actionFromToml(written);
    if (!back || !(*back == *action)) roundTripFailed("TOML", written);
  }
  // Without exceptions: text that is not JSON is simply discarded.
  auto json = nlohmann::json::parse(text, nullptr, false);
  if (!json.is_discarded()) {
    if (auto action = adc::actionFromJson(json)) {
      auto written = adc::actionToJson(*action);
      auto back = adc::actionFromJson(written);
      if (!back || !(*back == *action)) roundTripFailed("JSON", written.dump());
    }
  }
  return 0;
}
