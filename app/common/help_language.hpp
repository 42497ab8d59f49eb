#pragma once
// The words a program's --help is written in (above the engine: reading a command line
// is the programs' business, not the rules'). Both programs (adc, aide-de-camp) describe
// their options before the command line is parsed, so the language and the data folder
// are read from it first: --lang (or the fallback, the system's or the Start panel's
// choice) and --data, whose config/i18n/<lang>.tsv holds the descriptions' French.

#include "adc/data_paths.hpp"
#include "adc/game_texts.hpp"

#include <exception>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// The value of `--name value` or `--name=value` among the arguments, if given.
inline std::optional<std::string> argumentValue(int argc, const char* const* argv, std::string_view name) {
  for (int i = 1; i < argc; ++i) {
    std::string_view argument = argv[i];
    if (argument == name && i + 1 < argc) return std::string(argv[i + 1]);
    if (argument.size() > name.size() && argument.substr(0, name.size()) == name && argument[name.size()] == '=') {
      return std::string(argument.substr(name.size() + 1));
    }
  }
  return std::nullopt;
}

// English → the language's, from the data directory's catalogue; the English itself for
// English, and for a sentence the catalogue lacks.
class HelpWords {
 public:
  // `fallbackLanguage`: the language when --lang is not given ("" for the system's).
  HelpWords(int argc, const char* const* argv, const std::string& fallbackLanguage = "") {
    auto chosen = argumentValue(argc, argv, "--lang");
    m_language = languageCode(chosen ? *chosen : fallbackLanguage.empty() ? systemLanguage() : fallbackLanguage);
    if (m_language == "en") return;
    std::optional<std::filesystem::path> folder;
    if (auto data = argumentValue(argc, argv, "--data")) folder = *data;
    try {
      m_catalogue = readCatalogue(findDataDirectory(folder) / "i18n" / (m_language + ".tsv"));
    } catch (const std::exception&) {
      // No data folder: the help reads in English; the command then says what is missing.
    }
  }
  const std::string& language() const { return m_language; }
  std::string operator()(const char* english) const {
    auto found = m_catalogue.find(english);
    return found == m_catalogue.end() ? english : found->second;
  }

 private:
  std::string m_language;
  std::map<std::string, std::string, std::less<>> m_catalogue;
};

}  // namespace adc
