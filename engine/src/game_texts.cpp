#include "adc/game_texts.hpp"

#include "adc/data_file.hpp"
#include "adc/game_data.hpp"

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

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

namespace {

// A capital vowel (A E I O U Y, É È Ê Î Ô in UTF-8) at `at`: a name the article elides before.
bool capitalVowelAt(std::string_view text, std::size_t at) {
  if (at >= text.size()) return false;
  if (std::string_view("AEIOUY").find(text[at]) != std::string_view::npos) return true;
  if (static_cast<unsigned char>(text[at]) != 0xC3 || at + 1 >= text.size()) return false;
  const auto second = static_cast<unsigned char>(text[at + 1]);
  return second == 0x89 || second == 0x88 || second == 0x8A || second == 0x8E || second == 0x94;
}

}  // namespace

std::string composed(const GameData& data, std::string sentence) {
  if (data.texts.language != "fr") return data.texts.phrases.translate(sentence);
  std::string out;
  out.reserve(sentence.size());
  for (std::size_t at = 0; at < sentence.size();) {
    const bool wordStart = at == 0 || sentence[at - 1] == ' ' || sentence[at - 1] == '(';
    bool elided = false;
    for (const std::string_view word : {std::string_view("de "), std::string_view("que ")}) {
      if (!wordStart || sentence.compare(at, word.size(), word) != 0) continue;
      const std::size_t next = at + word.size();
      // "de d'Aumont" → "d'Aumont"; "de Egmont" → "d'Egmont".
      if (word == "de " && sentence.compare(next, 2, "d'") == 0) {
        at = next;
        elided = true;
      } else if (capitalVowelAt(sentence, next)) {
        out += word.substr(0, word.size() - 2);
        out += '\'';
        at = next;
        elided = true;
      }
      if (elided) break;
    }
    if (!elided) out += sentence[at++];
  }
  return data.texts.phrases.translate(out);
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
  // A catalogue that cannot be read as data (no regular file, too large) is no
  // catalogue: the English stays, and nothing waits on a pipe.
  auto text = readDataFile(file);
  if (!text) return entries;
  std::istringstream in(*text);
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
