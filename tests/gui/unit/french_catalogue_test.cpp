// Issue 18: "a test checks that every key of the catalogues has its French entry". The
// app's own strings are the literals its sources give to tr(), trf(), label() and
// translatable() (translate.hpp); this reads app/gui's sources for them, as a compiler
// would see the literals (comments skipped, adjacent literals joined), and holds
// config/i18n/fr.tsv to them: each has its French, no French line is left over, and
// the French keeps the English's {} placeholders. The catalogue also holds the engine's
// own sentences and the command line's (the literals engine/src and app/cli give to say()
// and sayf(), game_texts.hpp) and
// the built-in actions' titles, meanings and actors, which the loader translates from it.

#include "adc/built_in_actions.hpp"
#include "translate.hpp"

#include <catch2/catch.hpp>
#include <fmt/args.h>
#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Token {
  enum Kind { Identifier, Literal, Punctuation } kind;
  std::string text;
};

// The tokens that matter here: identifiers, string literals (escapes read, raw strings
// too) and single punctuation characters; comments, numbers and character literals go.
std::vector<Token> tokensOf(const std::string& source) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  const std::size_t n = source.size();
  while (i < n) {
    const char c = source[i];
    if (source.compare(i, 2, "//") == 0) {
      i = source.find('\n', i);
      if (i == std::string::npos) i = n;
    } else if (source.compare(i, 2, "/*") == 0) {
      i = source.find("*/", i + 2);
      i = i == std::string::npos ? n : i + 2;
    } else if (source.compare(i, 2, "R\"") == 0) {
      const std::size_t open = source.find('(', i);
      const std::string close = ")" + source.substr(i + 2, open - i - 2) + "\"";
      const std::size_t end = source.find(close, open);
      tokens.push_back({Token::Literal, source.substr(open + 1, end - open - 1)});
      i = end + close.size();
    } else if (c == '"') {
      std::string text;
      for (++i; i < n && source[i] != '"'; ++i) {
        if (source[i] == '\\' && i + 1 < n) {
          const char escaped = source[++i];
          text += escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped;
        } else {
          text += source[i];
        }
      }
      tokens.push_back({Token::Literal, text});
      ++i;
    } else if (c == '\'') {
      for (++i; i < n && source[i] != '\''; ++i) {
        if (source[i] == '\\') ++i;
      }
      ++i;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      const std::size_t start = i;
      while (i < n && (std::isalnum(static_cast<unsigned char>(source[i])) || source[i] == '_')) ++i;
      tokens.push_back({Token::Identifier, source.substr(start, i - start)});
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i < n && (std::isalnum(static_cast<unsigned char>(source[i])) || source[i] == '.' || source[i] == '\'')) ++i;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else {
      tokens.push_back({Token::Punctuation, std::string(1, c)});
      ++i;
    }
  }
  return tokens;
}

bool isPunctuation(const Token& token, char c) { return token.kind == Token::Punctuation && token.text[0] == c; }

// The literals of the first argument of every tr/trf/label/translatable call (of every
// argument of trn, whose forms are its second and third): a string
// (adjacent literals joined), or each side of a ?: between two.
void addTranslatableStrings(const std::string& source, const std::string& file,
                            std::map<std::string, std::string>& found) {
  static const std::set<std::string> doors{"tr", "trf", "trn", "label", "translatable"};
  const auto tokens = tokensOf(source);
  for (std::size_t k = 0; k + 1 < tokens.size(); ++k) {
    if (tokens[k].kind != Token::Identifier || !doors.count(tokens[k].text) || !isPunctuation(tokens[k + 1], '(')) continue;
    if (k > 0 && (isPunctuation(tokens[k - 1], '.') || isPunctuation(tokens[k - 1], '>'))) continue;  // a member
    int depth = 0;
    std::optional<std::string> literal;
    for (std::size_t j = k + 1; j < tokens.size(); ++j) {
      const Token& token = tokens[j];
      if (token.kind == Token::Literal) {
        literal = literal.value_or("") + token.text;
        continue;
      }
      if (literal) {
        if (!literal->empty()) found.emplace(*literal, file);  // label("", id): no words
        literal.reset();
      }
      if (isPunctuation(token, '(')) ++depth;
      if (isPunctuation(token, ')') && --depth == 0) break;
      // trn(count, "{} action", "{} actions", ...): both forms are strings of the app.
      if (isPunctuation(token, ',') && depth == 1 && tokens[k].text != "trn") break;
    }
  }
}

// The literals of the second argument of every say/sayf call (game_texts.hpp): the
// engine's sentences, say(data, "Yes"), sayf(data, "{} needs {}", ...).
void addSentenceStrings(const std::string& source, const std::string& file, std::map<std::string, std::string>& found) {
  static const std::set<std::string> doors{"say", "sayf"};
  const auto tokens = tokensOf(source);
  for (std::size_t k = 0; k + 1 < tokens.size(); ++k) {
    if (tokens[k].kind != Token::Identifier || !doors.count(tokens[k].text) || !isPunctuation(tokens[k + 1], '(')) continue;
    int depth = 0;
    bool second = false;
    std::optional<std::string> literal;
    for (std::size_t j = k + 1; j < tokens.size(); ++j) {
      const Token& token = tokens[j];
      if (token.kind == Token::Literal) {
        if (second && depth == 1) literal = literal.value_or("") + token.text;
        continue;
      }
      if (isPunctuation(token, '(')) ++depth;
      if (isPunctuation(token, ')') && --depth == 0) break;
      if (isPunctuation(token, ',') && depth == 1) {
        if (second) break;
        second = true;
      }
    }
    if (literal && !literal->empty()) found.emplace(*literal, file);
  }
}

std::string sourceText(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every string the app passes through translate.hpp, with the first file showing it; the
// engine's sentences given to say()/sayf(); the built-in actions' words.
std::map<std::string, std::string> appStrings() {
  std::map<std::string, std::string> found;
  const std::filesystem::path sources(ADC_GUI_SOURCE_DIR);
  for (const auto& entry : std::filesystem::recursive_directory_iterator(sources)) {
    const auto extension = entry.path().extension();
    if (extension != ".cpp" && extension != ".hpp") continue;
    if (entry.path().stem() == "translate") continue;  // the doors themselves
    addTranslatableStrings(sourceText(entry.path()), entry.path().lexically_relative(sources).string(), found);
  }
  const auto project = std::filesystem::path(ADC_SHIPPED_DATA_DIR).parent_path();
  for (const char* folder : {"engine/src", "app/cli", "app/common"}) {
    for (const auto& entry : std::filesystem::directory_iterator(project / folder)) {
      const auto extension = entry.path().extension();
      if (extension != ".cpp" && extension != ".hpp") continue;
      if (entry.path().stem() == "game_texts") continue;  // the doors themselves
      const auto name = std::string(folder) + "/" + entry.path().filename().string();
      addSentenceStrings(sourceText(entry.path()), name, found);
      addTranslatableStrings(sourceText(entry.path()), name, found);  // translatable("the disk is full")
    }
  }
  for (const auto& [type, description] : adc::builtInActionDescriptions()) {
    std::vector<std::string> texts{description.title, description.actor};
    for (const auto& argument : description.arguments) texts.push_back(argument.meaning);
    for (auto& text : texts) {
      if (!text.empty()) found.emplace(std::move(text), "engine/src/built_in_actions.cpp");
    }
  }
  return found;
}

std::vector<std::string> placeholders(const std::string& format) {
  std::vector<std::string> found;
  for (std::size_t at = format.find('{'); at != std::string::npos; at = format.find('{', at + 1)) {
    found.push_back(format.substr(at, format.find('}', at) - at + 1));
  }
  return found;
}

}  // namespace

TEST_CASE("the app's strings are read from its sources as the compiler sees them") {
  std::map<std::string, std::string> found;
  addTranslatableStrings(
      "// tr(\"a comment\")\n"
      "ImGui::Text(tr(\"Undo\"));\n"
      "auto x = trf(\"{} of {}\"\n"
      "             \" actions\", a, tr(\"inner\"));\n"
      "label(big ? \"Roll the dice\" : \"Roll the die\", \"roll\");\n"
      "label(\"\", \"minutes\"); widget.label(\"not ours\"); const char* t = translatable(\"Log\");\n"
      "char quote = '\"'; tr(\"after a quote\");",
      "test.cpp", found);
  std::set<std::string> strings;
  for (const auto& [text, file] : found) strings.insert(text);
  CHECK(strings == std::set<std::string>{"Undo", "{} of {} actions", "inner", "Roll the dice", "Roll the die", "Log",
                                         "after a quote"});
}

TEST_CASE("the engine's sentences are read from the second argument of say() and sayf()") {
  std::map<std::string, std::string> found;
  addSentenceStrings("// say(data, \"a comment\")\n"
                     "auto a = say(data, \"Yes\");\n"
                     "auto b = sayf(*data, \"{} needs \"\n  \"{}\", f(x, y), \"not this\");\n"
                     "auto c = essay(data, \"not a call\"); auto d = sayf(wordsGame(), \"{}: {}\", a, b);",
                     "test.cpp", found);
  std::set<std::string> strings;
  for (const auto& [text, file] : found) strings.insert(text);
  CHECK(strings == std::set<std::string>{"Yes", "{} needs {}", "{}: {}"});
}

TEST_CASE("every string the app shows has its French entry (issue 18)") {
  const auto strings = appStrings();
  REQUIRE(strings.size() > 500);  // about 600 strings: the reading found them
  const auto french = adc::gui::readCatalogue(std::filesystem::path(ADC_SHIPPED_DATA_DIR) / "i18n" / "fr.tsv");
  std::vector<std::string> missing;
  for (const auto& [english, file] : strings) {
    if (!french.count(english)) missing.push_back(file + ": " + english);
  }
  INFO("Strings with no line in config/i18n/fr.tsv:\n" << fmt::format("{}", fmt::join(missing, "\n")));
  CHECK(missing.empty());
}

TEST_CASE("no line of the French catalogue is left over") {
  const auto strings = appStrings();
  const auto french = adc::gui::readCatalogue(std::filesystem::path(ADC_SHIPPED_DATA_DIR) / "i18n" / "fr.tsv");
  std::vector<std::string> unused;
  for (const auto& [english, translated] : french) {
    if (!strings.count(english)) unused.push_back(english);
  }
  INFO("Lines of config/i18n/fr.tsv that no tr()/trf()/label()/translatable() uses:\n"
       << fmt::format("{}", fmt::join(unused, "\n")));
  CHECK(unused.empty());
}

TEST_CASE("the French keeps the English placeholders and formats with the same arguments") {
  const auto french = adc::gui::readCatalogue(std::filesystem::path(ADC_SHIPPED_DATA_DIR) / "i18n" / "fr.tsv");
  REQUIRE_FALSE(french.empty());
  for (const auto& [english, translated] : french) {
    INFO(english << " -> " << translated);
    CHECK_FALSE(translated.empty());
    const auto englishPlaceholders = placeholders(english);
    CHECK(placeholders(translated).size() == englishPlaceholders.size());
    // "{}" in the English order, or "{0}", "{1}" where French needs another: fmt formats
    // either with the English's arguments.
    fmt::dynamic_format_arg_store<fmt::format_context> arguments;
    for (std::size_t i = 0; i < englishPlaceholders.size(); ++i) arguments.push_back(static_cast<int>(i));
    CHECK_NOTHROW(fmt::vformat(translated, arguments));
    // The ImGui id after ## stays the same in every language.
    const auto id = english.find("##");
    if (id != std::string::npos) {
      const auto translatedId = translated.find("##");
      REQUIRE(translatedId != std::string::npos);
      CHECK(translated.substr(translatedId) == english.substr(id));
    }
  }
}
