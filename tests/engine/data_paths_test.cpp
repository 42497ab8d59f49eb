// Where things live: the game data folder, and the user's data and settings (XDG).

#include "adc/data_paths.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace adc;

namespace {
// Sets an environment variable for one scope, then puts back what was there.
class ScopedVariable {
 public:
  ScopedVariable(const char* name, const char* value) : m_name(name) {
    if (const char* old = std::getenv(name)) m_old = old;
    if (value) ::setenv(name, value, 1);
    else ::unsetenv(name);
  }
  ~ScopedVariable() {
    if (m_old) ::setenv(m_name, m_old->c_str(), 1);
    else ::unsetenv(m_name);
  }

 private:
  const char* m_name;
  std::optional<std::string> m_old;
};
}  // namespace

TEST_CASE("The data folder: --data first, then $ADC_DATA, then the install or the source tree", "[data_paths]") {
  ScopedVariable data("ADC_DATA", "/somewhere/adc-data");
  CHECK(findDataDirectory(std::filesystem::path("/explicit")) == "/explicit");
  CHECK(findDataDirectory(std::nullopt) == "/somewhere/adc-data");
  ScopedVariable none("ADC_DATA", nullptr);
  auto found = findDataDirectory(std::nullopt);
  CHECK(std::filesystem::is_directory(found / "games"));  // the source tree's config/ when run from a build
}

TEST_CASE("The user's charts and settings follow XDG, with the usual fallbacks", "[data_paths]") {
  auto home = test::freshFolder("home");
  ScopedVariable homeVariable("HOME", home.c_str());
  {
    ScopedVariable dataHome("XDG_DATA_HOME", "/xdg/data");
    ScopedVariable configHome("XDG_CONFIG_HOME", "/xdg/config");
    CHECK(userDataDirectory() == "/xdg/data/aide-de-camp");
    CHECK(userConfigDirectory() == "/xdg/config/aide-de-camp");
  }
  ScopedVariable unsetData("XDG_DATA_HOME", nullptr);
  ScopedVariable relativeConfig("XDG_CONFIG_HOME", "relative/config");  // XDG: relative paths are ignored
  CHECK(userDataDirectory() == home / ".local/share" / "aide-de-camp");
  CHECK(userConfigDirectory() == home / ".config" / "aide-de-camp");
}
