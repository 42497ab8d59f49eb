#include "adc/data_paths.hpp"

#include <cstdlib>
#include <system_error>

#ifndef ADC_SOURCE_DATA_DIR
#define ADC_SOURCE_DATA_DIR ""
#endif
#ifndef ADC_INSTALL_DATA_DIR
#define ADC_INSTALL_DATA_DIR ""
#endif

namespace adc {

namespace {

bool hasGames(const std::filesystem::path& folder) {
  std::error_code error;
  return !folder.empty() && std::filesystem::is_directory(folder / "games", error);
}

std::filesystem::path home() {
  const char* value = std::getenv("HOME");
  return value && *value ? std::filesystem::path(value) : std::filesystem::temp_directory_path();
}

std::filesystem::path xdg(const char* variable, const char* fallback) {
  const char* value = std::getenv(variable);
  if (value && *value == '/') return value;
  return home() / fallback;
}

}  // namespace

std::filesystem::path findDataDirectory(const std::optional<std::filesystem::path>& explicitFolder) {
  if (explicitFolder) return *explicitFolder;
  if (const char* fromEnvironment = std::getenv("ADC_DATA"); fromEnvironment && *fromEnvironment) {
    return fromEnvironment;
  }
  std::error_code error;
  auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    auto installed = executable.parent_path().parent_path() / "share" / "aide-de-camp";
    if (hasGames(installed)) return installed;
  }
  if (hasGames(ADC_SOURCE_DATA_DIR)) return ADC_SOURCE_DATA_DIR;
  return ADC_INSTALL_DATA_DIR;
}

std::filesystem::path userDataDirectory() { return xdg("XDG_DATA_HOME", ".local/share") / "aide-de-camp"; }

std::filesystem::path userConfigDirectory() { return xdg("XDG_CONFIG_HOME", ".config") / "aide-de-camp"; }

}  // namespace adc
