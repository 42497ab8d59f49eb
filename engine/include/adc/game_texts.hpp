#pragma once
// A game's texts in the players' language. The data is written in English and stays the
// one source of the rules; a translation is one file per game and language,
// config/games/<id>/i18n/<language>.toml, that gives the text of every name, prompt,
// outcome, board line, table cell's words... by the id of what it names:
//
//   [side.england]
//   name = "Angleterre"
//   [procedure.revolt.outcome.revolt]
//   text = "{side} : révolte paysanne"
//
// The loader puts these texts in place of the English ones as it reads the data
// (game_loader.cpp), so every reader of GameData (rules, summaries, both front ends)
// reads the players' language. The key of a text is the path to it in the data, each
// array's element named by its `id` (or a table row by its `key`, an element without
// either by its position from 0); `adc texts GAME --lang fr` lists them.
//
// A rule reference keeps its numbers as printed; the titles of sections and tables it
// names are translated once for the whole game, in [rule_words] (adc/rule_reference.hpp).
//
// The rule module's words are translated too: its actions' titles, actors and
// arguments' meanings by the action's id ([action.gs_declare_war] title = "…",
// [action.gs_declare_war.argument.target] meaning = "…"), and the sentences its code
// composes (summaries, refusals) by their English format string in [messages], read with
// say()/sayf(). Sentences of the engine itself are in the data directory's catalogue
// (<data>/i18n/<language>.tsv, the app's), which say() reads after the game's.

#include "adc/action_description.hpp"
#include "adc/diagnostics.hpp"
#include "adc/phrase_book.hpp"
#include "adc/rule_reference.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

struct GameData;

// One text of the data or of the rule module, by its key: for the list of what a
// translation lacks, and for the skeleton a translator starts from.
struct GameText {
  std::string key;      // "procedure.revolt.outcome.revolt.text"
  std::string english;  // as the data writes it
  std::string translated;  // the translation's, "" when it has none
  SourceLocation where;  // the data file's line (none for the module's)
};

struct GameTexts {
  std::string language;  // "" for the data's own English
  std::filesystem::path file;  // the translation read, if any
  // English format string → translated: the game's [messages], then the data directory's
  // catalogue.
  std::map<std::string, std::string, std::less<>> messages;
  // The module's and the engine's action descriptions in this language, by action type.
  std::map<std::string, ActionDescription, std::less<>> actions;
  // What each option of a new game means (the Start panel's check box), by its name.
  std::map<std::string, std::string, std::less<>> optionMeanings;
  // The titles rule references name, in this language ([rule_words]; rule_reference.hpp).
  RuleWords ruleWords;
  // What a composed sentence says otherwise in this language once its names are in
  // ([phrases]): 1793's "en Bruxelles" is "à Bruxelles", "en Rhône" is "dans le Rhône".
  // A template says "en {}" for every place; the place decides its preposition.
  PhraseBook phrases;
  // Every text the game has: what `adc texts` lists.
  std::vector<GameText> texts;
  // The texts the translation does not give (they read in English).
  std::vector<GameText> missing;
  // Keys of the translation that name no text of the data, and translations that do not
  // name the same {placeholders} as the English: `adc validate` reports them.
  std::vector<DataError> problems;

  bool translated() const { return !language.empty() && language != "en"; }
};

// "fr_FR.UTF-8" → "fr"; "" and "C" and "POSIX" → "en".
std::string languageCode(std::string_view locale);

// The system's language: the first of LC_ALL, LC_MESSAGES, LANG that is set, as a code.
std::string systemLanguage();

// The translation of a sentence the module or the engine composes, or the English itself.
const char* say(const GameData& data, const char* english);

// Marks an English sentence the engine gives without a game at hand, for a front end to
// say in its language (the app's tr(), the command line's say()): "the disk is full". The
// catalogue tests find the sentences of the catalogue by these marks too. It returns its
// argument unchanged.
constexpr const char* translatable(const char* english) { return english; }

// A composed sentence as the language writes it: in French, "de" and "que" before a name
// that begins with a vowel elide ("activation d'Egmont", "l'aide de camp d'Aumont" for
// "de d'Aumont"), and the game's [phrases] are read as it writes them ("à Bruxelles" for
// "en Bruxelles"); the templates cannot, as the name comes in by a {}.
std::string composed(const GameData& data, std::string sentence);

template <typename... Args>
std::string sayf(const GameData& data, const char* english, Args&&... args) {
  return composed(data, fmt::format(fmt::runtime(say(data, english)), std::forward<Args>(args)...));
}

// Whether a count takes the singular in `language`: English "1 army" and "0 armies",
// French "0 armée", "1 armée" and "2 armées" (CLDR's rule for fr: i = 0,1).
bool takesSingular(std::string_view language, long long count);

// The English form of a sentence for a count, singular or plural by the game's language,
// translated: both forms take the same arguments, the count among them where it is
// written ("{} has {} volunteer army", "{} has {} volunteer armies").
const char* sayCount(const GameData& data, long long count, const char* singular, const char* plural);

template <typename... Args>
std::string sayn(const GameData& data, long long count, const char* singular, const char* plural, Args&&... args) {
  return composed(data, fmt::format(fmt::runtime(sayCount(data, count, singular, plural)), std::forward<Args>(args)...));
}

// A catalogue file read: English → translated. Lines are "english<TAB>translated"; a line
// with no tab is a comment. The app's catalogue (<data>/i18n/<lang>.tsv) has this form.
// A file that cannot be read as data (adc/data_file.hpp) reads as no entries.
std::map<std::string, std::string, std::less<>> readCatalogue(const std::filesystem::path& file);

// The texts of a translation file as TOML, for a translator: every text of the game with
// its translation, or with its English and a comment "# to translate" when it has none.
std::string translationSkeleton(const GameData& data, bool onlyMissing);

}  // namespace adc
