// Issue 30, "Rules cited as the players' booklet cites them": the players hold the printed
// booklet, never the text file the rules were read from, so no text the players read names
// a line of that file ("[L48-L66]"). Vendée Militaire's booklet numbers no rules: it is
// cited by its section titles ("Resolving a Battle III", "Card Notes"), in both languages.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"
#include "adc/rule_module.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <sstream>

using namespace adc;

namespace {

const std::regex lineNumber{R"(\[L[0-9]+)"};

const std::vector<std::string> gameIds{"grand-siecle", "revolution-francaise", "paris-messe", "patriots-traitors",
                                       "vendee-militaire"};

// The code of a source file without its comments (a comment may cite the text file: the
// engineers read it; the players never read a comment).
std::string codeOf(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream whole;
  whole << in.rdbuf();
  const std::string code = whole.str();
  std::string kept;
  bool inString = false;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (inString) {
      kept += c;
      if (c == '\\' && i + 1 < code.size()) kept += code[++i];
      else if (c == '"') inString = false;
    } else if (c == '/' && i + 1 < code.size() && code[i + 1] == '/') {
      i = code.find('\n', i);
      if (i == std::string::npos) break;
      kept += '\n';
    } else {
      if (c == '"' && (i == 0 || code[i - 1] != '\'')) inString = true;
      kept += c;
    }
  }
  return kept;
}

// "file:line: text" for each line of the code under `folder` that cites a line number.
std::vector<std::string> citationsUnder(const std::filesystem::path& folder) {
  std::vector<std::string> found;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
    const auto extension = entry.path().extension();
    if (extension != ".cpp" && extension != ".hpp") continue;
    std::istringstream lines(codeOf(entry.path()));
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
      if (std::regex_search(line, lineNumber)) found.push_back(entry.path().filename().string() + ":" + std::to_string(number) + ": " + line);
    }
  }
  return found;
}

}  // namespace

TEST_CASE("No text of any game cites the line of a text file, in English or in French", "[rule-reference]") {
  for (const auto& id : gameIds) {
    for (const std::string language : {"en", "fr"}) {
      const GameData data = loadGame(test::shippedDataDirectory() / "games" / id, language);
      for (const auto& text : data.texts.texts) {
        INFO(id << " (" << language << ") " << text.key);
        CHECK_FALSE(std::regex_search(text.english, lineNumber));
        CHECK_FALSE(std::regex_search(text.translated, lineNumber));
      }
      for (const auto& [english, translated] : data.texts.messages) {
        INFO(id << " (" << language << ") message " << english);
        CHECK_FALSE(std::regex_search(english, lineNumber));
        CHECK_FALSE(std::regex_search(translated, lineNumber));
      }
      const RuleModule* module = findRuleModule(data.id);
      if (!module) continue;
      for (const auto& [type, description] : module->descriptions) {
        INFO(id << " (" << language << ") action " << type);
        CHECK_FALSE(std::regex_search(description.rule, lineNumber));
        for (const auto& argument : description.arguments) CHECK_FALSE(std::regex_search(argument.meaning, lineNumber));
      }
    }
  }
}

TEST_CASE("No sentence the rule modules or the app compose cites the line of a text file", "[rule-reference]") {
  const auto source = test::shippedDataDirectory().parent_path();
  for (const auto& folder : {source / "engine" / "games", source / "engine" / "src", source / "app"}) {
    for (const auto& citation : citationsUnder(folder)) FAIL_CHECK(citation);
  }
  std::ifstream catalogue(test::shippedDataDirectory() / "i18n" / "fr.tsv");
  std::string line;
  for (int number = 1; std::getline(catalogue, line); ++number) {
    if (!line.empty() && line[0] != '#' && std::regex_search(line, lineNumber)) FAIL_CHECK("fr.tsv:" << number << ": " << line);
  }
}

TEST_CASE("Vendee Militaire cites its booklet's sections, in French by their French titles", "[rule-reference]") {
  const GameData french = loadGame(test::shippedDataDirectory() / "games" / "vendee-militaire", "fr");
  const GameData english = loadGame(test::shippedDataDirectory() / "games" / "vendee-militaire", "en");
  CHECK(findRuleModule(english.id)->descriptions.at("vm_play").rule == "Resolving a Battle III-VI");
  CHECK(french.texts.actions.at("vm_play").rule == "Résolution d'une bataille III-VI");
  CHECK(french.texts.actions.at("vm_cancel").rule == "Notes sur les cartes");
  CHECK(french.texts.actions.at("vm_general").rule == "Généraux\u202f; Notes sur les cartes");
}
