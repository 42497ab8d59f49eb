#include "adc/game_texts.hpp"

#include "adc/game_data.hpp"

#include <cstdlib>
#include <fstream>
#include <set>

namespace adc {

std::string languageCode(std::string_view locale) {
  std::string code(locale.substr(0, locale.find_first_of("_.@")));
  if (code.empty() || code == "C" || code == "POSIX") return "en";
  return code;
}

std::string systemLanguage() {
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (const char* value = std::getenv(variable); value && *value) return languageCode(value);
  }
  return "en";
}

const char* say(const GameData& data, const char* english) {
  const auto& messages = data.texts.messages;
  if (messages.empty()) return english;
  auto found = messages.find(std::string_view(english));
  return found == messages.end() ? english : found->second.c_str();
}

bool takesSingular(std::string_view language, long long count) {
  if (language == "fr") return count == 0 || count == 1;
  return count == 1;
}

const char* sayCount(const GameData& data, long long count, const char* singular, const char* plural) {
  return say(data, takesSingular(data.texts.language, count) ? singular : plural);
}

std::map<std::string, std::string, std::less<>> readCatalogue(const std::filesystem::path& file) {
  std::map<std::string, std::string, std::less<>> entries;
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

namespace {

std::string tomlString(std::string_view text) {
  std::string result = "\"";
  for (char c : text) {
    switch (c) {
      case '"': result += "\\\""; break;
      case '\\': result += "\\\\"; break;
      case '\n': result += "\\n"; break;
      case '\t': result += "\\t"; break;
      default: result += c;
    }
  }
  return result + '"';
}

// "procedure.revolt.outcome.revolt.text" → the table "procedure.revolt.outcome.revolt" and
// the key "text", minding quoted parts.
std::pair<std::string, std::string> splitLast(const std::string& key) {
  bool inQuotes = false;
  std::size_t last = std::string::npos;
  for (std::size_t i = 0; i < key.size(); ++i) {
    if (key[i] == '\\' && inQuotes) {
      ++i;
    } else if (key[i] == '"') {
      inQuotes = !inQuotes;
    } else if (key[i] == '.' && !inQuotes) {
      last = i;
    }
  }
  if (last == std::string::npos) return {"", key};
  return {key.substr(0, last), key.substr(last + 1)};
}

}  // namespace

std::string translationSkeleton(const GameData& data, bool onlyMissing) {
  // Grouped by table, in the order the data first names each: a TOML table is written once.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const GameText*>> byTable;
  for (const auto& text : data.texts.texts) {
    if (onlyMissing && !text.translated.empty()) continue;
    auto [table, key] = splitLast(text.key);
    if (!byTable.count(table)) order.push_back(table);
    byTable[table].push_back(&text);
  }
  std::string out = "# The texts of " + data.name + (data.texts.translated() ? " in '" + data.texts.language + "'" : "") +
                    ", by the id of what each names (adc/game_texts.hpp).\n"
                    "# A line marked \"to translate\" still reads in English.\n";
  for (const auto& table : order) {
    out += "\n[" + table + "]\n";
    for (const GameText* text : byTable[table]) {
      auto key = splitLast(text->key).second;
      if (text->translated.empty()) {
        out += key + " = " + tomlString(text->english) + "  # to translate\n";
      } else {
        out += key + " = " + tomlString(text->translated) + "\n";
      }
    }
  }
  return out;
}

}  // namespace adc
