// Issue 18: "aide-de-camp --lang fr draws every panel of every game in French". The
// engine's own sentences (a built-in action's refusal, its summary, a value's words) are
// in the app's catalogue, config/i18n/fr.tsv, which say() reads for a game loaded in
// French; in English they read byte for byte as before.
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/input_words.hpp"
#include "adc/resolution.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <memory>

using namespace adc;

namespace {

// A shipped game in `language`, opened at its first scenario.
GameSession opened(const std::string& language) {
  auto data = std::make_shared<const GameData>(loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", language));
  auto session = test::openedSession(data);
  REQUIRE(session);
  return std::move(*session);
}

std::string refusalOf(const GameSession& session, const Action& action) {
  GameState state = session.state();
  auto applied = applyAction(session.data(), state, action);
  REQUIRE_FALSE(applied);
  return applied.error().message;
}

std::string summaryOf(const GameSession& session, const Action& action) {
  GameState state = session.state();
  auto applied = applyAction(session.data(), state, action);
  REQUIRE(applied);
  return applied->summary;
}

}  // namespace

TEST_CASE("In French, a bad goto is refused in French, naming the action by its French title", "[translation][french]") {
  auto french = opened("fr");
  CHECK(refusalOf(french, Action{"goto", "", {}, "", 0}) == "\u00ab\u00a0Aller à une étape\u00a0\u00bb demande l'étape");
  CHECK(refusalOf(french, Action{"goto", "", {{"step", std::string("nowhere")}}, "", 0}) ==
        "aucune étape nommée 'nowhere'");
  // The same refusals in English, as they always read.
  auto english = opened("en");
  CHECK(refusalOf(english, Action{"goto", "", {}, "", 0}) == "'Go to a step' needs the step");
  CHECK(refusalOf(english, Action{"goto", "", {{"step", std::string("nowhere")}}, "", 0}) == "no step named 'nowhere'");
}

TEST_CASE("In French, an argument the action does not take is refused with the French meanings", "[translation][french]") {
  auto french = opened("fr");
  CHECK(refusalOf(french, Action{"note", "", {{"txt", std::string("x")}}, "", 0}) ==
        "\u00ab\u00a0Écrire une note dans le journal\u00a0\u00bb n'a rien qui s'appelle 'txt'\u202f; il faut la note");
}

TEST_CASE("In French, a built-in action's summary and a flag's words are French", "[translation][french]") {
  auto french = opened("fr");
  CHECK(summaryOf(french, Action{"note", "", {{"text", std::string("Paix signée")}}, "", 0}) == "Note\u202f: Paix signée");
  CHECK(valueText(french.data(), Value{true}) == "Oui");
  auto english = opened("en");
  CHECK(summaryOf(english, Action{"note", "", {{"text", std::string("Peace signed")}}, "", 0}) == "Note: Peace signed");
  CHECK(valueText(english.data(), Value{true}) == "Yes");
}

TEST_CASE("In French, a correction beyond a value's range is refused in French", "[translation][french]") {
  // Grand Siècle's year runs 1600 to 1800 (game.toml); the value's name is the game's own.
  auto french = opened("fr");
  Action set{"set", "", {{"key", std::string("year")}, {"value", std::int64_t{1900}}}, "typo", 0};
  CHECK(refusalOf(french, set) ==
        slotName(french.data(), "year") + "\u202f: 1900 est hors limites\u202f; " + slotName(french.data(), "year") +
            "\u202f: 1600 à 1800");
  auto english = opened("en");
  CHECK(refusalOf(english, set) == "Year: 1900 is out of range; Year runs 1600 to 1800");
}

TEST_CASE("In French, a form says what it expects in French, and refuses a die it cannot show in French",
          "[translation][french]") {
  // Grand Siècle's taxes (15.2): the provinces' tax is a number from 0 to 99, the taxation
  // one of three words; the generals' salary (21.10) is one die.
  auto french = opened("fr");
  const GameData& fr = french.data();
  const Procedure& taxes = *fr.findProcedure("collect_taxes");
  CHECK(expectedText(fr, *taxes.findInput("province_tax")) == "un nombre de 0 à 99");
  CHECK(expectedText(fr, *taxes.findInput("regime")) == "au choix\u202f: normal, modérés, oppressifs");
  const Procedure& salary = *fr.findProcedure("salary");
  CHECK(expectedText(fr, *salary.findInput("die")) == "1d6\u202f: 1 dé de 1 à 6");
  CHECK(readInputs(fr, salary, {{"die", Value{std::int64_t{7}}}}).error().message ==
        "Jet de solde\u202f: 1d6\u202f: 7 est hors limites\u202f; attendu\u202f: 1 dé de 1 à 6");

  auto english = opened("en");
  const GameData& en = english.data();
  CHECK(expectedText(en, *en.findProcedure("collect_taxes")->findInput("province_tax")) == "a number from 0 to 99");
  CHECK(expectedText(en, *en.findProcedure("salary")->findInput("die")) == "1d6: 1 die from 1 to 6");
  CHECK(readInputs(en, *en.findProcedure("salary"), {{"die", Value{std::int64_t{7}}}}).error().message ==
        "Salary roll: 1d6: 7 is out of range; expected 1 die from 1 to 6");
}

TEST_CASE("A count takes the singular by the game's language: French '0 armée', English '0 armies'", "[translation][french]") {
  CHECK(takesSingular("fr", 0));
  CHECK(takesSingular("fr", 1));
  CHECK_FALSE(takesSingular("fr", 2));
  CHECK_FALSE(takesSingular("en", 0));
  CHECK(takesSingular("en", 1));
  // La Révolution française's volunteers (13.5.2), as its movement says them.
  auto french = loadGame(test::shippedDataDirectory() / "games" / "revolution-francaise", "fr");
  auto english = loadGame(test::shippedDataDirectory() / "games" / "revolution-francaise", "en");
  CHECK(sayn(french, 0, "{} volunteer army", "{} volunteer armies", 0) == "0 armée de volontaires");
  CHECK(sayn(french, 2, "{} volunteer army", "{} volunteer armies", 2) == "2 armées de volontaires");
  CHECK(sayn(english, 0, "{} volunteer army", "{} volunteer armies", 0) == "0 volunteer armies");
  CHECK(sayn(english, 1, "{} volunteer army", "{} volunteer armies", 1) == "1 volunteer army");
}

TEST_CASE("In French, 'de' and 'que' elide before a name that begins with a vowel", "[translation][french]") {
  // Paris's wings are named by their commanders: "activation de {}" with Egmont, Aumont.
  auto french = loadGame(test::shippedDataDirectory() / "games" / "paris-messe", "fr");
  CHECK(composed(french, "activation de Egmont") == "activation d'Egmont");
  CHECK(composed(french, "l'aide de camp de d'Aumont") == "l'aide de camp d'Aumont");
  CHECK(composed(french, "plus fort que Égmont (4.4)") == "plus fort qu'Égmont (4.4)");
  // Not before a consonant, a lowercase word, or inside a word.
  CHECK(composed(french, "activation de La Rochefoucauld") == "activation de La Rochefoucauld");
  CHECK(composed(french, "la valeur de une aile") == "la valeur de une aile");
  CHECK(composed(french, "Condé (Aile gauche)") == "Condé (Aile gauche)");
  auto english = loadGame(test::shippedDataDirectory() / "games" / "paris-messe", "en");
  CHECK(composed(english, "de Egmont") == "de Egmont");
}
