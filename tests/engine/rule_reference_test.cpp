// Issue 18: "Rule numbers stay as printed", but a rule reference also names sections and
// tables of the rulebook ("11.3, Terrain Effects Table (house ruling)", Vendée
// Militaire's "Generals [L155]"); those titles read in the players' language, each given
// once in the translation's [rule_words] (adc/rule_reference.hpp).
#include "adc/game_data.hpp"
#include "adc/rule_reference.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>

using namespace adc;

namespace {

RuleWords parisWords() {
  RuleWords words;
  words.add("Terrain Effects Table", "Table des effets du terrain");
  words.add("Reaction / Pre-emption Table", "Table de réaction / préemption");
  words.add("house ruling", "décision de la maison");
  return words;
}

// The test game with one rule naming a table, and a French translation beside it.
std::filesystem::path gameWithTitledRule(const std::string& french) {
  auto data = test::freshFolder("rule-words");
  auto folder = data / "games" / "test-game";
  std::filesystem::create_directories(folder.parent_path());
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder, std::filesystem::copy_options::recursive);
  auto procedure = folder / "procedures" / "skirmish.toml";
  std::stringstream text;
  text << std::ifstream(procedure).rdbuf();
  std::ofstream(procedure) << std::regex_replace(text.str(), std::regex("rule = \"7\""),
                                                 "rule = \"7, Skirmish Table (house ruling)\"",
                                                 std::regex_constants::format_first_only);
  std::filesystem::create_directories(folder / "i18n");
  std::ofstream(folder / "i18n" / "fr.toml") << french;
  return folder;
}

}  // namespace

TEST_CASE("A rule reference keeps its numbers as printed and reads its titles in the players' words", "[translation]") {
  const RuleWords words = parisWords();
  CHECK(words.translate("11.3, Terrain Effects Table (house ruling)") ==
        "11.3, Table des effets du terrain (décision de la maison)");
  CHECK(words.translate("4.3, 4.4, 8.3, Reaction / Pre-emption Table") == "4.3, 4.4, 8.3, Table de réaction / préemption");
  CHECK(words.translate("10.5") == "10.5");
  CHECK(RuleWords{}.translate("11.3, Terrain Effects Table") == "11.3, Terrain Effects Table");
}

TEST_CASE("The longest title is read first, and a title is read only as whole words", "[translation]") {
  RuleWords words;
  words.add("Card Notes", "Notes sur les cartes");
  words.add("Draw", "Pioche");
  words.add("Card Notes:", "Notes sur les cartes\u202f:");
  CHECK(words.translate("Card Notes: Draw [L124]") == "Notes sur les cartes\u202f: Pioche [L124]");
  CHECK(words.translate("Card Notes [L208]") == "Notes sur les cartes [L208]");
  CHECK(words.translate("Drawing a card, Withdraw") == "Drawing a card, Withdraw");
}

TEST_CASE("The titles a reference names are what is left once its numbers are set aside", "[translation]") {
  const RuleWords none;
  using Titles = std::vector<std::string>;
  CHECK(none.titlesLeft("12.2, 12.3 Superiority in numbers, 12.7") == Titles{"Superiority in numbers"});
  CHECK(none.titlesLeft("Resolving a Battle III-VI [L136-L142]") == Titles{"Resolving a Battle"});
  CHECK(none.titlesLeft("Setup I [L50], Random Setup [L246]") == Titles{"Setup", "Random Setup"});
  CHECK(none.titlesLeft("14.1 (optional) (house ruling)") == Titles{"optional", "house ruling"});
  CHECK(none.titlesLeft("Card Notes: Virée de Galerne [L202]") == Titles{"Card Notes", "Virée de Galerne"});
  // Section numbers, letters, Roman numerals and the house rulings' codes are printed as is.
  CHECK(none.titlesLeft("3.2 A, 4.4").empty());
  CHECK(none.titlesLeft("11.4 [AMB-61], A2").empty());
  CHECK(none.titlesLeft("7.1-7.4").empty());
  // What the words give is no longer left.
  CHECK(parisWords().titlesLeft("11.3, Terrain Effects Table (house ruling)").empty());
  CHECK(parisWords().titlesLeft("9.3, Retreat Impossible Table") == Titles{"Retreat Impossible Table"});
}

TEST_CASE("A data rule's title is a text of the game: translated by [rule_words], listed missing without it",
          "[translation]") {
  {
    auto data = loadGame(gameWithTitledRule("[rule_words]\n\"Skirmish Table\" = \"Table d'escarmouche\"\n"
                                            "\"house ruling\" = \"décision de la maison\"\n"),
                         "fr");
    CHECK(data.findProcedure("skirmish")->rule == "7, Table d'escarmouche (décision de la maison)");
    auto listed = std::find_if(data.texts.texts.begin(), data.texts.texts.end(),
                               [](const GameText& text) { return text.key == "rule_words.\"Skirmish Table\""; });
    REQUIRE(listed != data.texts.texts.end());
    CHECK(listed->translated == "Table d'escarmouche");
    CHECK(listed->where.file.find("skirmish.toml") != std::string::npos);
  }
  {
    auto data = loadGame(gameWithTitledRule("[rule_words]\n\"house ruling\" = \"décision de la maison\"\n"), "fr");
    CHECK(data.findProcedure("skirmish")->rule == "7, Skirmish Table (décision de la maison)");
    auto missing = std::find_if(data.texts.missing.begin(), data.texts.missing.end(),
                                [](const GameText& text) { return text.key == "rule_words.\"Skirmish Table\""; });
    REQUIRE(missing != data.texts.missing.end());
    CHECK(missing->english == "Skirmish Table");
    CHECK(missing->where.line > 0);
  }
  {
    auto data = loadGame(gameWithTitledRule("[rule_words]\n\"Skirmish Table\" = 3\n"), "fr");
    REQUIRE(data.texts.problems.size() == 1);
    CHECK(data.texts.problems[0].format().find("fr.toml:2") != std::string::npos);
    CHECK(data.texts.problems[0].format().find("rule_words.\"Skirmish Table\": expected a text") != std::string::npos);
  }
}

TEST_CASE("Paris's rule references name its tables in French, and the English game is unchanged", "[translation][paris]") {
  const GameData french = loadGame(test::shippedDataDirectory() / "games" / "paris-messe", "fr");
  const GameData english = loadGame(test::shippedDataDirectory() / "games" / "paris-messe", "en");
  CHECK(french.findProcedure("preemption")->modifiers[0].rule == "Table de réaction / préemption (décision de la maison)");
  CHECK(english.findProcedure("preemption")->modifiers[0].rule == "Reaction / Pre-emption Table (house ruling)");
  CHECK(french.texts.actions.at("pm_enter_cover").rule == "Table des effets du terrain");
}
