#include "translate.hpp"

#include "adc/game_texts.hpp"

#include <map>

namespace adc::gui {
namespace {

std::map<std::string, std::string, std::less<>>& catalogue() {
  static std::map<std::string, std::string, std::less<>> entries;
  return entries;
}

}  // namespace

void loadTranslations(const std::filesystem::path& dataDirectory, const std::string& language) {
  catalogue().clear();
  std::string code = languageCode(language);
  if (code == "en") return;
  catalogue() = readCatalogue(dataDirectory / "i18n" / (code + ".tsv"));
}

const char* tr(const char* english) {
  const auto& entries = catalogue();
  if (entries.empty()) return english;
  auto found = entries.find(english);
  return found == entries.end() ? english : found->second.c_str();
}

std::string label(const char* english, const char* id) { return std::string(tr(english)) + "##" + id; }

}  // namespace adc::gui
