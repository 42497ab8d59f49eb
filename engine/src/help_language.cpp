#include "adc/help_language.hpp"

#include "adc/data_paths.hpp"
#include "adc/game_texts.hpp"

namespace adc {

std::optional<std::string> argumentValue(int argc, const char* const* argv, std::string_view name) {
  for (int i = 1; i < argc; ++i) {
    std::string_view argument = argv[i];
    if (argument == name && i + 1 < argc) return std::string(argv[i + 1]);
    if (argument.size() > name.size() && argument.substr(0, name.size()) == name && argument[name.size()] == '=') {
      return std::string(argument.substr(name.size() + 1));
    }
  }
  return std::nullopt;
}

HelpWords::HelpWords(int argc, const char* const* argv, const std::string& fallbackLanguage) {
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

std::string HelpWords::operator()(const char* english) const {
  auto found = m_catalogue.find(english);
  return found == m_catalogue.end() ? english : found->second;
}

}  // namespace adc
