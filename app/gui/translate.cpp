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

std::unordered_map<std::string, std::string> readCatalogue(const std::filesystem::path& file) {
  std::unordered_map<std::string, std::string> entries;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    // A comment is a line with no tab: "#" alone is an English string (the Ledger's column).
    auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    entries[line.substr(0, tab)] = line.substr(tab + 1);
  }
  return entries;
}

void loadTranslations(const std::filesystem::path& dataDirectory, const std::string& language) {
  catalogue().clear();
  std::string code = language.substr(0, language.find_first_of("_.@"));
  if (code.empty() || code == "en" || code == "C" || code == "POSIX") return;
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
