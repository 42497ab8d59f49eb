#include "translate.hpp"

#include <fstream>
#include <unordered_map>

namespace adc::gui {
namespace {

std::unordered_map<std::string, std::string>& catalogue() {
  static std::unordered_map<std::string, std::string> entries;
  return entries;
}

}  // namespace

void loadTranslations(const std::filesystem::path& dataDirectory, const std::string& language) {
  catalogue().clear();
  std::string code = language.substr(0, language.find_first_of("_.@"));
  if (code.empty() || code == "en" || code == "C" || code == "POSIX") return;
  std::ifstream in(dataDirectory / "i18n" / (code + ".tsv"));
  std::string line;
  while (std::getline(in, line)) {
    // A comment is a line with no tab: "#" alone is an English string (the Ledger's column).
    auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    catalogue()[line.substr(0, tab)] = line.substr(tab + 1);
  }
}

const char* tr(const char* english) {
  const auto& entries = catalogue();
  if (entries.empty()) return english;
  auto found = entries.find(english);
  return found == entries.end() ? english : found->second.c_str();
}

std::string label(const char* english, const char* id) { return std::string(tr(english)) + "##" + id; }

}  // namespace adc::gui
