#include "translate.hpp"

#include "adc/game_texts.hpp"

#include <algorithm>
#include <map>

namespace adc::gui {
namespace {

std::string& shownLanguage() {
  static std::string language = "en";
  return language;
}

std::map<std::string, std::string, std::less<>>& catalogue() {
  static std::map<std::string, std::string, std::less<>> entries;
  return entries;
}

}  // namespace

void loadTranslations(const std::filesystem::path& dataDirectory, const std::string& language) {
  catalogue().clear();
  std::string code = languageCode(language);
  shownLanguage() = code;
  if (code == "en") return;
  catalogue() = readCatalogue(dataDirectory / "i18n" / (code + ".tsv"));
}

const char* tr(const char* english) {
  const auto& entries = catalogue();
  if (entries.empty()) return english;
  auto found = entries.find(english);
  return found == entries.end() ? english : found->second.c_str();
}

bool takesSingular(long long count) { return adc::takesSingular(shownLanguage(), count); }

std::string percentText(double share, int width) {
  std::string text = fmt::format("{:>{}.1f}", 100.0 * share, width);
  if (shownLanguage() != "fr") return text + "%";
  std::replace(text.begin(), text.end(), '.', ',');
  return text + "\u202f%";
}

std::string label(const char* english, const char* id) { return std::string(tr(english)) + "##" + id; }

}  // namespace adc::gui
