// A game's translation from the command line (issue 18): `adc texts` gives a translator
// the texts still to translate, already as the file writes them; `adc validate` reports
// what a translation lacks and what it names that is not there, with the file's line;
// `--lang` and the system's locale choose the language adc reads the game in.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

using adc::test::freshFolder;
using adc::test::runAdc;
using adc::test::runCommand;

namespace {

// A data directory holding the test game with a French translation.
std::string dataWithFrench(const std::string& french) {
  auto data = freshFolder("data-fr");
  std::filesystem::create_directories(data / "games");
  std::filesystem::copy(adc::test::testDataDirectory() / "games" / "test-game", data / "games" / "test-game",
                        std::filesystem::copy_options::recursive);
  std::filesystem::create_directories(data / "games" / "test-game" / "i18n");
  std::ofstream(data / "games" / "test-game" / "i18n" / "fr.toml") << french;
  return data.string();
}

}  // namespace

TEST_CASE("adc texts --missing prints the texts to translate as a translation file", "[cli][translation]") {
  auto data = dataWithFrench("[side.red]\nname = \"Rouges\"\n");
  auto result = runAdc({"--data", data, "--lang", "fr", "texts", "test-game", "--missing"});
  REQUIRE(result.exitCode == 0);
  CHECK(result.out.find("[side.blue]\nname = \"Blue\"  # to translate\n") != std::string::npos);
  CHECK(result.out.find("[procedure.skirmish.outcome.win]\ntext = \"Attacker wins: attacker loses {att_loss}, "
                        "defender loses {def_loss}\"  # to translate") != std::string::npos);
  CHECK(result.out.find("Rouges") == std::string::npos);
  CHECK(result.out.find("[side.red]") == std::string::npos);
}

TEST_CASE("adc validate reports the missing texts and a key that names nothing, with its line", "[cli][translation]") {
  auto data = dataWithFrench("[side.red]\nname = \"Rouges\"\n\n[side.green]\nname = \"Verts\"\n");
  auto result = runAdc({"--data", data, "validate", "test-game"});
  CHECK(result.exitCode == 2);
  CHECK(result.out.find("incomplete test-game in 'fr': 1 of ") != std::string::npos);
  CHECK(result.err.find("fr.toml:5:") != std::string::npos);
  CHECK(result.err.find("side.green.name: names no text of the game") != std::string::npos);
  CHECK(result.err.find("side.blue.name: no translation of \"Blue\"") != std::string::npos);
}

TEST_CASE("adc reads a game in the language of --lang, else in the system's", "[cli][translation]") {
  auto data = dataWithFrench("[game]\nname = \"Jeu d'essai\"\n");
  CHECK(runAdc({"--data", data, "--lang", "fr", "games"}).out.find("Jeu d'essai") != std::string::npos);
  CHECK(runAdc({"--data", data, "--lang", "en", "games"}).out.find("Test Game") != std::string::npos);
  auto french = runCommand(ADC_CLI_PATH, {"--data", data, "games"}, {{"LANG", "fr_FR.UTF-8"}});
  CHECK(french.out.find("Jeu d'essai") != std::string::npos);
  auto english = runCommand(ADC_CLI_PATH, {"--data", data, "games"});
  CHECK(english.out.find("Test Game") != std::string::npos);
}

TEST_CASE("adc show writes a step's prompt with its words named, as the screen does", "[cli][translation]") {
  // La Révolution française's Time marker step picks the turn's dates as a word
  // (turn_1_dates), which English names "1 October 1791 to 31 March 1792" and French
  // "du 1er octobre 1791 au 31 mars 1792"; the Government's controller reads by its name.
  auto xdg = freshFolder("rf-show-xdg").string();
  auto save = (freshFolder("rf-show") / "game.toml").string();
  REQUIRE(runAdc(adc::test::withShippedData({"new", "revolution-francaise", "--save", save, "--seed", "1"}), xdg)
              .exitCode == 0);
  REQUIRE(runAdc(adc::test::withShippedData({"do", save, "next"}), xdg).exitCode == 0);
  auto english = runAdc(adc::test::withShippedData({"--lang", "en", "show", save}), xdg);
  REQUIRE(english.exitCode == 0);
  CHECK(english.out.find("Turn 1: 1 October 1791 to 31 March 1792. 'Start of the turn'") != std::string::npos);
  CHECK(english.out.find("turn_1_dates") == std::string::npos);
  auto french = runAdc(adc::test::withShippedData({"--lang", "fr", "show", save}), xdg);
  REQUIRE(french.exitCode == 0);
  CHECK(french.out.find("Tour 1\u202f: du 1er octobre 1791 au 31 mars 1792.") != std::string::npos);
  REQUIRE(runAdc(adc::test::withShippedData({"do", save, "next"}), xdg).exitCode == 0);
  REQUIRE(runAdc(adc::test::withShippedData({"do", save, "next"}), xdg).exitCode == 0);
  auto events = runAdc(adc::test::withShippedData({"--lang", "en", "show", save}), xdg);
  CHECK(events.out.find("The player controlling the Government (Feuillant) rolls") != std::string::npos);
}

TEST_CASE("adc's listings of tables, procedures and actions are in the language chosen", "[cli][translation]") {
  const std::string shipped = adc::test::shippedDataDirectory().string();
  auto procedures = runAdc({"--data", shipped, "--lang", "fr", "procedures", "grand-siecle"});
  REQUIRE(procedures.exitCode == 0);
  // 21.10: the generals' salary, one die; the ids stay, as they are what `adc do` takes.
  CHECK(procedures.out.find("salary — Solde des généraux (règle 21.10)\n") != std::string::npos);
  CHECK(procedures.out.find("1d6\u202f: 1 dé de 1 à 6") != std::string::npos);
  auto tables = runAdc({"--data", shipped, "--lang", "fr", "tables", "grand-siecle"});
  CHECK(tables.out.find(" non imprimées") != std::string::npos);
  CHECK(tables.out.find(" unprinted") == std::string::npos);
  auto actions = runAdc({"--data", shipped, "--lang", "fr", "actions", "grand-siecle"});
  CHECK(actions.out.find("Actions intégrées (tous les jeux)\u202f:") != std::string::npos);
  CHECK(actions.out.find("note — Écrire une note dans le journal") != std::string::npos);

  auto english = runAdc({"--data", shipped, "--lang", "en", "procedures", "grand-siecle"});
  CHECK(english.out.find("salary — Generals' salary (rule 21.10)\n") != std::string::npos);
  CHECK(english.out.find("1d6: 1 die from 1 to 6") != std::string::npos);
  CHECK(runAdc({"--data", shipped, "--lang", "en", "actions", "grand-siecle"}).out.find("Built-in actions (every game):") !=
        std::string::npos);
}

TEST_CASE("adc --help speaks the chosen language, CLI11's own words included", "[cli][translation]") {
  // Issue 18: "The command line's messages use the same catalogues." The options are
  // described before the command line is parsed, so --lang is read first.
  auto french = runAdc(adc::test::withShippedData({"--lang", "fr", "--help"}));
  REQUIRE(french.exitCode == 0);
  CHECK(french.out.find("adc — la ligne de commande d'Aide-de-camp") != std::string::npos);
  // CLI11 writes the colon after its label: the French label ends in the narrow space.
  CHECK(french.out.find("Utilisation\u202f: ") != std::string::npos);
  CHECK(french.out.find("Liste les jeux installés") != std::string::npos);
  CHECK(french.out.find("Affiche cette aide et quitte") != std::string::npos);
  CHECK(french.out.find("Sous-commandes\u202f:") != std::string::npos);
  CHECK(french.out.find("List the installed games") == std::string::npos);
  auto command = runAdc(adc::test::withShippedData({"--lang=fr", "do", "--help"}));
  REQUIRE(command.exitCode == 0);
  CHECK(command.out.find("Applique une action à une partie enregistrée") != std::string::npos);
  CHECK(command.out.find("Fichier de sauvegarde") != std::string::npos);
  CHECK(command.out.find("OBLIGATOIRE") != std::string::npos);

  auto english = runAdc(adc::test::withShippedData({"--lang", "en", "--help"}));
  REQUIRE(english.exitCode == 0);
  CHECK(english.out.find("List the installed games") != std::string::npos);
  CHECK(english.out.find("Subcommands:") != std::string::npos);
}
