// Issue 18, "a test checks that every key of the catalogues has its French entry": for
// each shipped game, its French translation (config/games/<id>/i18n/fr.toml) gives every
// text of the data and of the rule module's descriptions, names nothing that is not
// there, keeps every {…}; and every sentence the module's code composes through say() or
// sayf() has its French, in the game's [messages] or in the app's catalogue
// (config/i18n/fr.tsv), which also holds the engine's own sentences.
#include "adc/built_in_actions.hpp"
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"
#include "adc/save_file.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <set>
#include <tuple>

using namespace adc;

namespace {

std::filesystem::path sourceDirectory() { return test::shippedDataDirectory().parent_path(); }

// The literals given to say() or sayf() after their first argument, to sayn() after its
// first two (the singular and the plural), and to translatable(), for each call in the
// file:
// say(data, "…"), sayf(changes.data(), "… {}", …), sayn(data, n, "{} army", "{} armies", n).
std::vector<std::string> sentencesIn(const std::filesystem::path& file) {
  std::ifstream in(file);
  const std::string code((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> found;
  auto identifier = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  auto skipSpace = [&](std::size_t& i) {
    while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
  };
  // Past one argument: to the first comma outside parentheses; false at the call's end.
  auto skipArgument = [&](std::size_t& i) {
    int depth = 0;
    for (; i < code.size(); ++i) {
      if (code[i] == '(') ++depth;
      else if (code[i] == ')' && depth-- == 0) return false;
      else if (code[i] == ',' && depth == 0) break;
    }
    if (i >= code.size()) return false;
    ++i;
    skipSpace(i);
    return true;
  };
  // A literal at i, adjacent literals joined as the compiler joins them ("… " "…").
  auto literal = [&](std::size_t& i) -> std::optional<std::string> {
    if (i >= code.size() || code[i] != '"') return std::nullopt;  // a variable: its literal is marked elsewhere
    std::string text;
    while (i < code.size() && code[i] == '"') {
      for (++i; i < code.size() && code[i] != '"'; ++i) {
        if (code[i] == '\\' && i + 1 < code.size()) {
          ++i;
          text += code[i] == 'n' ? '\n' : code[i] == 't' ? '\t' : code[i];
        } else {
          text += code[i];
        }
      }
      ++i;
      skipSpace(i);
    }
    return text;
  };
  for (const auto& [name, skipped, literals] : {std::tuple{"say(", 1, 1}, std::tuple{"sayf(", 1, 1}, std::tuple{"sayn(", 2, 2},
                                                 std::tuple{"translatable(", 0, 1}}) {
    const std::string call = name;
    for (auto at = code.find(call); at != std::string::npos; at = code.find(call, at + 1)) {
      if (at > 0 && identifier(code[at - 1])) continue;
      std::size_t i = at + call.size();
      bool inCall = true;
      for (int n = 0; n < skipped && inCall; ++n) inCall = skipArgument(i);
      if (!inCall) continue;  // the declaration, or a call with fewer arguments
      for (int n = 0; n < literals; ++n) {
        auto text = literal(i);
        if (!text) break;
        found.push_back(*text);
        if (n + 1 < literals && (i >= code.size() || code[i] != ',')) break;
        ++i;
        skipSpace(i);
      }
    }
  }
  return found;
}

std::vector<std::string> sentencesUnder(const std::filesystem::path& folder) {
  std::vector<std::string> all;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".cpp" && entry.path().extension() != ".hpp") continue;
    for (auto& text : sentencesIn(entry.path())) all.push_back(std::move(text));
  }
  return all;
}

// Every literal of a source file outside its comments, adjacent literals joined ("… " "…").
std::vector<std::string> literalsIn(const std::filesystem::path& file) {
  std::ifstream in(file);
  const std::string code((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> found;
  std::string text;
  bool open = false;  // inside a literal
  bool joining = false;  // a literal ended; only spaces since
  for (std::size_t i = 0; i < code.size(); ++i) {
    char c = code[i];
    if (open) {
      if (c == '\\' && i + 1 < code.size()) text += code[++i];
      else if (c == '"') open = false, joining = true;
      else text += c;
    } else if (c == '/' && i + 1 < code.size() && (code[i + 1] == '/' || code[i + 1] == '*')) {
      // A comment quotes the rulebook; its quotes are not the code's.
      auto end = code[i + 1] == '/' ? code.find('\n', i) : code.find("*/", i);
      i = end == std::string::npos ? code.size() : end;
    } else if (c == '"' && (i == 0 || code[i - 1] != '\'')) {
      open = true;
    } else if (joining && !std::isspace(static_cast<unsigned char>(c))) {
      found.push_back(text);
      text.clear();
      joining = false;
    }
  }
  if (joining) found.push_back(text);
  return found;
}

// What a literal of the module's code is when it is a rule reference the module returns
// (an action's rule, its victory count's): "Random Setup [L246]", "Victory [L191-L196]",
// "14 Civil War", "7 Additional Actions, 12.6, 15". A sentence (given to say()) or a text
// of the game (an action's meaning, translated by key) is not one; nor is a count
// ("4 Royalist cubes": a word in lower case that no title writes), nor a quote in a comment.
bool isModuleRuleReference(const std::string& text) {
  static const std::regex lineNumbers{R"(^[A-Z][^{}]*\[L[0-9][^\]]*\]$)"};
  static const std::regex numbered{R"(^[0-9]+(\.[0-9]+)*(, [0-9]+(\.[0-9]+)*)*,? [A-Z(][^{}]*$)"};
  static const std::regex table{R"(^[A-Z][A-Za-z /-]* Table$)"};
  static const std::regex lowerWord{R"((^| )(?!of |a |an |the |in |and |d'|ruling\))[a-z])"};
  if (std::regex_match(text, lineNumbers) || std::regex_match(text, table)) return true;
  return std::regex_match(text, numbered) && !std::regex_search(text, lowerWord);
}

std::set<std::string> moduleRuleReferences(const std::filesystem::path& folder, const GameData& data) {
  std::set<std::string> notReferences;
  for (auto& sentence : sentencesUnder(folder)) notReferences.insert(std::move(sentence));
  for (const auto& text : data.texts.texts) notReferences.insert(text.english);
  std::set<std::string> references;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".cpp" && entry.path().extension() != ".hpp") continue;
    for (auto& text : literalsIn(entry.path())) {
      if (!notReferences.count(text) && isModuleRuleReference(text)) references.insert(std::move(text));
    }
  }
  return references;
}

void checkFrench(const std::string& id) {
  const auto folder = test::shippedDataDirectory() / "games" / id;
  REQUIRE(std::filesystem::exists(folder / "i18n" / "fr.toml"));
  const GameData data = loadGame(folder, "fr");
  for (const auto& problem : data.texts.problems) FAIL_CHECK(problem.format());
  std::size_t shown = 0;
  for (const auto& missing : data.texts.missing) {
    if (++shown > 20) break;
    FAIL_CHECK(id << ": no French for " << missing.key << " = \"" << missing.english << "\"");
  }
  CHECK(data.texts.missing.size() == 0);
  std::string module = id;
  std::replace(module.begin(), module.end(), '-', '_');
  std::set<std::string> reported;
  for (const auto& sentence : sentencesUnder(sourceDirectory() / "engine" / "games" / module)) {
    if (data.texts.messages.count(sentence) || !reported.insert(sentence).second) continue;
    FAIL_CHECK(id << ": no French in [messages] for \"" << sentence << "\"");
  }
  // The rule references the module returns are read through [rule_words] (rule_module.cpp).
  for (const auto& reference : moduleRuleReferences(sourceDirectory() / "engine" / "games" / module, data)) {
    for (const auto& title : data.texts.ruleWords.titlesLeft(reference)) {
      FAIL_CHECK(id << ": no French in [rule_words] for \"" << title << "\" (the module's rule \"" << reference << "\")");
    }
  }
}

}  // namespace

TEST_CASE("The call finder reads each sentence given to say(), sayf() and sayn()", "[translation]") {
  auto file = test::freshFolder("say") / "module.cpp";
  std::ofstream(file) << "const char* say(const GameData& data, const char* english);\n"
                         "auto a = say(data, \"Taxes: {} \\\"ducats\\\"\");\n"
                         "auto b = sayf(changes.data(),\n    \"{} pays {}\", side, 3);\n"
                         "auto c = essay(x, \"not a call\");\n"
                         "auto d = sayf(data, \"{} is long, \"\n    \"so it is split\", name);\n"
                         "auto e = sayn(data, count(a, b), \"{} army\",\n    \"{} armies\", n);\n";
  CHECK(sentencesIn(file) == std::vector<std::string>{"Taxes: {} \"ducats\"", "{} pays {}", "{} is long, so it is split",
                                                      "{} army", "{} armies"});
}

TEST_CASE("The module's rule references are told from its sentences and its counts", "[translation]") {
  auto file = test::freshFolder("rules") / "module.cpp";
  std::ofstream(file) << "return Applied{\"Random Setup [L246]\", sayf(data, \"{} places [L246]\", side)};\n"
                         "report.rule = \"Victory \"\n    \"[L191-L196]\";\n"
                         "auto a = \"14 Coup d'Etat\"; auto b = \"7 Additional Actions, 12.6, 15\";\n"
                         "auto c = \"4 Royalist cubes\"; auto d = \"the round is over [L183]\";\n"
                         "// \"Add hexes\" [L202]: a quote of the rulebook's\n"
                         "commit(\"Terrain Effects Table\", \"6.3 (house ruling)\", '\"');\n";
  std::vector<std::string> references;
  for (const auto& text : literalsIn(file)) {
    if (isModuleRuleReference(text)) references.push_back(text);
  }
  CHECK(references ==
        std::vector<std::string>{"Random Setup [L246]", "Victory [L191-L196]", "14 Coup d'Etat", "7 Additional Actions, 12.6, 15",
                                 "Terrain Effects Table", "6.3 (house ruling)"});
}

TEST_CASE("Grand Siècle's French gives every text and every sentence of its module", "[translation][french]") {
  checkFrench("grand-siecle");
}

TEST_CASE("La Révolution française's French gives every text and every sentence of its module",
          "[translation][french]") {
  checkFrench("revolution-francaise");
}

TEST_CASE("Paris vaut bien une Messe's French gives every text and every sentence of its module",
          "[translation][french]") {
  checkFrench("paris-messe");
}

TEST_CASE("1793's French gives every text and every sentence of its module", "[translation][french]") {
  checkFrench("patriots-traitors");
}

TEST_CASE("Vendée Militaire's French gives every text and every sentence of its module", "[translation][french]") {
  checkFrench("vendee-militaire");
}

TEST_CASE("The engine's own sentences have their French in the app's catalogue", "[translation][french]") {
  const auto catalogue = readCatalogue(test::shippedDataDirectory() / "i18n" / "fr.tsv");
  std::set<std::string> reported;
  for (const auto& sentence : sentencesUnder(sourceDirectory() / "engine" / "src")) {
    if (catalogue.count(sentence) || !reported.insert(sentence).second) continue;
    FAIL_CHECK("no French in config/i18n/fr.tsv for \"" << sentence << "\"");
  }
}

TEST_CASE("The command line's sentences have their French in the app's catalogue", "[translation][french]") {
  const auto catalogue = readCatalogue(test::shippedDataDirectory() / "i18n" / "fr.tsv");
  std::set<std::string> reported;
  for (const auto& sentence : sentencesUnder(sourceDirectory() / "app" / "cli")) {
    if (catalogue.count(sentence) || !reported.insert(sentence).second) continue;
    FAIL_CHECK("no French in config/i18n/fr.tsv for \"" << sentence << "\"");
  }
}

TEST_CASE("The engine's own actions have their French titles and meanings in the app's catalogue",
          "[translation][french]") {
  const auto catalogue = readCatalogue(test::shippedDataDirectory() / "i18n" / "fr.tsv");
  for (const auto& [type, description] : builtInActionDescriptions()) {
    std::vector<std::string> texts{description.title, description.actor};
    for (const auto& argument : description.arguments) texts.push_back(argument.meaning);
    for (const auto& text : texts) {
      if (!text.empty() && !catalogue.count(text)) FAIL_CHECK(type << ": no French in config/i18n/fr.tsv for \"" << text << "\"");
    }
  }
}

// Issue 30, "French left over": the kinds of mistakes a French reader trips on, found in
// every French text, not only in the few the trial saw. What each kind finds:
// - a missing narrow no-break space (U+202F) before ; ! ? and before a : that ends a
//   phrase ("Gagné: 3"; a time "2:30" and a printed title are left alone);
// - brackets within brackets ("(Bleus (Républicains))");
// - a plural noun after the number 1 ("1 jetons");
// - English words left in a French line ("+1 Round", "colonne white", "Automatique (English)").
namespace {

std::string withoutExpressions(const std::string& text) {
  // What a data text computes ({min(a, b)}, {side}) and a placeholder ({:02}) are not French
  // words to check: each reads as one word, X. Nor is a command's syntax (table=T row=R).
  std::string kept;
  int depth = 0;
  for (char c : text) {
    if (c == '{' && depth++ == 0) kept += 'X';
    else if (c == '}' && depth > 0) --depth;
    else if (depth == 0) kept += c;
  }
  static const std::regex syntax{R"(\[?[a-z_]+=[^ \]]*\]?)"};
  return std::regex_replace(kept, syntax, "X");
}

std::vector<std::string> frenchProblems(const std::string& french) {
  // Printed names the booklets and boxes write so (a title, a card's name).
  static const std::vector<std::string> printed{"Paris vaut bien une Messe!", "To Paris!", "Oui!", "Non!", "Time is up!"};
  std::string text = withoutExpressions(french);
  for (const auto& name : printed) {
    for (auto at = text.find(name); at != std::string::npos; at = text.find(name, at)) text.replace(at, name.size(), "NAME");
  }
  std::vector<std::string> problems;
  static const std::regex beforeMark{"[^\u202f]([;!?])(\\s|$|»|\\)|\")"};
  static const std::regex beforeColon{"[^\u202f0-9]:(\\s|$)"};
  if (std::regex_search(text, beforeMark) || std::regex_search(text, beforeColon)) {
    problems.push_back("no narrow no-break space (U+202F) before ; ! ? or :");
  }
  if (text.find("))") != std::string::npos || text.find("((") != std::string::npos) problems.push_back("brackets within brackets");
  static const std::regex one{"(^|[^0-9,.])1 ([a-zàâçéèêëîïôûùüÿœ]+[sx])\\b"};
  static const std::set<std::string> invariable{"fois", "pas", "cours", "mois", "temps", "prix", "choix", "voix", "corps",
                                                "bras", "louis", "plus", "sous", "vers", "dans", "sans", "puis", "mais",
                                                "après", "dès", "depuis", "pays", "palais", "bois", "héros", "bas", "tours",
                                                "des", "les", "ces", "ses", "mes", "nos", "vos", "aux", "hex"};
  for (std::sregex_iterator it(text.begin(), text.end(), one), end; it != end; ++it) {
    if (!invariable.count((*it)[2].str())) problems.push_back("a plural after 1: '1 " + (*it)[2].str() + "'");
  }
  static const std::regex english{R"(\b(the|and|with|column|white|blue|hexes|tokens|cards|Automatic|English)\b|[+-]1 (Round)\b)"};
  if (std::smatch found; std::regex_search(text, found, english)) {
    problems.push_back("an English word: '" + (found[1].matched ? found[1].str() : found[2].str()) + "'");
  }
  return problems;
}

void checkFrenchLine(const std::string& where, const std::string& french) {
  for (const auto& problem : frenchProblems(french)) FAIL_CHECK(where << ": " << problem << ": \"" << french << "\"");
}

// A game in French, its data read as the French table reads it.
std::shared_ptr<const GameData> frenchGame(const std::string& id) {
  static std::map<std::string, std::shared_ptr<const GameData>> loaded;
  if (auto found = loaded.find(id); found != loaded.end()) return found->second;
  const auto folder = test::shippedDataDirectory() / "games" / id;
  if (!std::filesystem::exists(folder / "game.toml")) return nullptr;
  return loaded[id] = std::make_shared<const GameData>(loadGame(folder, "fr"));
}

}  // namespace

TEST_CASE("The French check finds each kind of French left over", "[translation][french]") {
  CHECK(frenchProblems("Gagné\u202f: 3 jetons\u202f; rien d'autre\u202f!").empty());
  CHECK(frenchProblems("Partie à 2:30, {min(a, b)} PV").empty());
  CHECK(frenchProblems("Paris vaut bien une Messe!").empty());
  CHECK(frenchProblems("Gagné: 3") == std::vector<std::string>{"no narrow no-break space (U+202F) before ; ! ? or :"});
  CHECK(frenchProblems("perdu ; gagné") == std::vector<std::string>{"no narrow no-break space (U+202F) before ; ! ? or :"});
  CHECK(frenchProblems("Cartes en main (Bleus (Républicains))") == std::vector<std::string>{"brackets within brackets"});
  CHECK(frenchProblems("1 jetons Forteresse × 3 PV") == std::vector<std::string>{"a plural after 1: '1 jetons'"});
  CHECK(frenchProblems("1 louis de moins").empty());
  CHECK(frenchProblems("total 4, +1 Round") == std::vector<std::string>{"an English word: 'Round'"});
  CHECK(frenchProblems("Table\u202f: X, ligne 1, colonne white") == std::vector<std::string>{"an English word: 'white'"});
  CHECK(frenchProblems("Automatique (English)") == std::vector<std::string>{"an English word: 'English'"});
}

TEST_CASE("Every French line of the app's catalogue and of the games' translations reads as French", "[translation][french]") {
  for (const auto& [english, french] : readCatalogue(test::shippedDataDirectory() / "i18n" / "fr.tsv")) {
    checkFrenchLine("fr.tsv \"" + english + "\"", french);
  }
  for (const std::string id : {"grand-siecle", "revolution-francaise", "paris-messe", "patriots-traitors", "vendee-militaire"}) {
    const auto data = frenchGame(id);
    for (const auto& text : data->texts.texts) {
      if (!text.translated.empty()) checkFrenchLine(id + " " + text.key, text.translated);
    }
    for (const auto& [english, french] : data->texts.messages) checkFrenchLine(id + " message \"" + english + "\"", french);
    // The books' names as the Books panel and the changes list them.
    for (const auto& slot : data->schema.slots()) checkFrenchLine(id + " book " + slot.key, slot.name);
  }
}

TEST_CASE("Every sentence the games compose while played through in French reads as French", "[translation][french]") {
  // The golden fixtures played again in French: the journal's lines, the books' changes
  // and the victory count, as the French table reads them.
  const auto fixtures = test::testDataDirectory().parent_path() / "fixtures";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(fixtures)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".toml") continue;
    const std::string id = entry.path().parent_path().filename().string();
    const auto data = frenchGame(id);
    if (!data) continue;  // the test game
    INFO("fixture " << entry.path().filename().string());
    auto session = readSave(entry.path(), [&](const std::string&) { return data; });
    GameState state = initialState(*data, session.setup());
    std::vector<std::string> typed;  // the players' own words, in their language
    for (const auto& logged : session.log()) {
      auto applied = applyAction(*data, state, logged.action);
      REQUIRE(applied);
      // The players' own words (a correction's rule, a reason) are theirs, in their language.
      std::string summary = applied->summary;
      typed.push_back(logged.action.reason);
      for (const auto& [name, value] : logged.action.args) {
        if (const auto* text = std::get_if<std::string>(&value)) typed.push_back(*text);
      }
      for (const auto& words : typed) {
        if (words.size() < 4) continue;
        for (auto at = summary.find(words); at != std::string::npos; at = summary.find(words)) summary.erase(at, words.size());
      }
      checkFrenchLine(id + " " + logged.action.type, summary);
    }
    if (const RuleModule* module = findRuleModule(data->id); module && module->victory) {
      const auto report = module->victory(*data, state);
      checkFrenchLine(id + " victory", report.explanation);
      for (const auto& line : report.sides) {
        for (const auto& [text, points] : line.breakdown) checkFrenchLine(id + " victory", text);
      }
    }
  }
}
