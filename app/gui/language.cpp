#include "language.hpp"

#include <algorithm>
#include <cstdlib>

namespace adc::gui {

const std::vector<std::string>& spokenLanguages() {
  static const std::vector<std::string> languages{"en", "fr"};
  return languages;
}

std::string languageOfLocale(const std::string& locale) {
  const std::string code = locale.substr(0, locale.find_first_of("_.@"));
  const auto& spoken = spokenLanguages();
  return std::find(spoken.begin(), spoken.end(), code) != spoken.end() ? code : std::string();
}

std::string systemLanguage() {
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(variable);
    if (!value || !*value) continue;
    // "C" and "POSIX" are set and say English, as does a language the app does not speak.
    const std::string language = languageOfLocale(value);
    return language.empty() ? "en" : language;
  }
  return "en";
}

std::string chosenLanguage(const std::string& commandLine, const std::string& players) {
  if (const auto language = languageOfLocale(commandLine); !language.empty()) return language;
  if (const auto language = languageOfLocale(players); !language.empty()) return language;
  return systemLanguage();
}

const char* languageName(const std::string& language) {
  if (language == "fr") return "Français";
  return "English";
}

}  // namespace adc::gui
