#pragma once
// Which language the app speaks (issue 18): `--lang en|fr`, else the players' choice on the
// Start panel (kept in the settings), else the system's locale for messages.

#include <string>
#include <vector>

namespace adc::gui {

// The languages the app speaks: English, its source, and those with a catalogue in
// <data>/i18n/ (translate.hpp).
const std::vector<std::string>& spokenLanguages();

// A locale's language: "fr_FR.UTF-8" and "fr" read "fr"; "" when the app does not speak it.
std::string languageOfLocale(const std::string& locale);

// The system's language for messages, by the POSIX order LC_ALL, LC_MESSAGES, LANG (the
// first that is set decides); English when it names none the app speaks.
std::string systemLanguage();

// The language shown: the command line's, else the players' (Settings::language, "" when
// they chose none), else the system's.
std::string chosenLanguage(const std::string& commandLine, const std::string& players);

// A language's own name, as its readers look for it in a list: "English", "Français".
const char* languageName(const std::string& language);

}  // namespace adc::gui
