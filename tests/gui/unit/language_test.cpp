// Issue 18: "Choosing the language: on the Start panel and in the settings; by default from
// the system locale (LANG, LC_MESSAGES); `--lang en|fr` on both programs".

#include "language.hpp"
#include "settings.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

// Sets the locale variables for one test and puts them back after it.
class LocaleVariables {
 public:
  LocaleVariables(const char* all, const char* messages, const char* lang) {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
      const char* value = std::getenv(name);
      m_saved.emplace_back(name, value ? std::optional<std::string>(value) : std::nullopt);
    }
    set("LC_ALL", all);
    set("LC_MESSAGES", messages);
    set("LANG", lang);
  }
  ~LocaleVariables() {
    for (const auto& [name, value] : m_saved) set(name.c_str(), value ? value->c_str() : nullptr);
  }
  LocaleVariables(const LocaleVariables&) = delete;
  LocaleVariables& operator=(const LocaleVariables&) = delete;

 private:
  static void set(const char* name, const char* value) {
    if (value) setenv(name, value, 1);
    else unsetenv(name);
  }
  std::vector<std::pair<std::string, std::optional<std::string>>> m_saved;
};

}  // namespace

TEST_CASE("by default the language is the system locale's: LC_ALL, then LC_MESSAGES, then LANG") {
  {
    LocaleVariables locale(nullptr, nullptr, "fr_FR.UTF-8");
    CHECK(adc::gui::systemLanguage() == "fr");
  }
  {
    LocaleVariables locale(nullptr, "fr_CA.UTF-8", "en_GB.UTF-8");
    CHECK(adc::gui::systemLanguage() == "fr");
  }
  {
    LocaleVariables locale("C", "fr_FR.UTF-8", "fr_FR.UTF-8");  // LC_ALL set decides
    CHECK(adc::gui::systemLanguage() == "en");
  }
  {
    LocaleVariables locale(nullptr, nullptr, "de_DE.UTF-8");  // a language the app does not speak
    CHECK(adc::gui::systemLanguage() == "en");
  }
  {
    LocaleVariables locale(nullptr, nullptr, nullptr);
    CHECK(adc::gui::systemLanguage() == "en");
  }
}

TEST_CASE("the command line's --lang wins over the players' choice, which wins over the system's") {
  LocaleVariables locale(nullptr, nullptr, "fr_FR.UTF-8");
  CHECK(adc::gui::chosenLanguage("", "") == "fr");
  CHECK(adc::gui::chosenLanguage("", "en") == "en");
  CHECK(adc::gui::chosenLanguage("fr", "en") == "fr");
  CHECK(adc::gui::chosenLanguage("en", "") == "en");
}

TEST_CASE("the players' language is kept in the settings, automatic when they chose none") {
  auto folder = std::filesystem::temp_directory_path() / "adc-gui-unit-language";
  std::filesystem::create_directories(folder);
  const auto file = folder / "settings.txt";
  adc::gui::Settings settings;
  settings.language = "fr";
  settings.save(file);
  CHECK(adc::gui::Settings::load(file).language == "fr");
  settings.language.clear();
  settings.save(file);
  CHECK(adc::gui::Settings::load(file).language.empty());
  {
    std::ifstream in(file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find("language = automatic\n") != std::string::npos);
  }
  std::ofstream(file) << "language = klingon\n";  // hand-edited: not a language the app speaks
  CHECK(adc::gui::Settings::load(file).language.empty());
  std::filesystem::remove_all(folder);
}
