#pragma once
// The loader's side of a game's translation (adc/game_texts.hpp): before a data file's
// tree is read, every text in it is named by its key and replaced by the translation's,
// so the loader reads the players' language as if the data were written in it. The ids,
// expressions and numbers around the texts are never touched.

#include "adc/diagnostics.hpp"
#include "adc/game_texts.hpp"

#include <toml++/toml.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace adc {
struct GameData;
}

namespace adc::detail {

class TextOverlay {
 public:
  // Reads <folder>/i18n/<language>.toml when the language is not English; a syntax error
  // there is the data's error. The catalogue of the data directory
  // (<folder>/../../i18n/<language>.tsv) gives the engine's sentences.
  TextOverlay(const std::filesystem::path& folder, const std::string& language, Diagnostics& diagnostics);

  // Names every text of a data file's tree and puts the translation in its place.
  void translate(toml::table& root, const std::string& file);

  // Once every file is read: the words the data uses without naming them, the rule
  // module's descriptions, and the report of what is missing and what names nothing.
  void finish(GameData& data);

 private:
  struct Entry {
    std::string text;
    SourceLocation where;
  };
  void walk(toml::node& node, std::vector<std::string>& path, const std::string& file);
  void walkTable(toml::table& table, std::vector<std::string>& path, const std::string& file);
  void offer(toml::value<std::string>& text, const std::vector<std::string>& path, const std::string& file);
  void noteWord(const std::string& word);
  // A rule reference of the data or the module in the language ([rule_words]); its titles
  // are listed among the game's texts.
  std::string ruleInWords(const std::string& english, const SourceLocation& where);
  // The translation of a text the data or the module has, by key; records the text.
  std::optional<std::string> lookUp(const std::vector<std::string>& path, const std::string& english,
                                    SourceLocation where);

  GameTexts m_texts;
  std::map<std::string, Entry> m_translation;  // by joined key
  std::set<std::string> m_used;
  std::vector<std::string> m_words;  // ids the data uses as words, in order of first use
  std::set<std::string> m_wordSeen;
  std::set<std::string> m_ruleTitlesSeen;
  // While walking a [[table]]: its fields of free text, whose cells are the players' words.
  std::set<std::string> m_freeTextFields;
};

// "procedure.revolt.outcome.\"3-4\".text": a key as TOML writes it.
std::string keyText(const std::vector<std::string>& path);

}  // namespace adc::detail
