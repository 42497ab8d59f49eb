// Issue 18, a game's texts in the players' language: the translation file
// (i18n/<language>.toml) gives every text by the id of what it names, the data stays the
// one source of the rules, and what the translation lacks or gets wrong is reported.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"
#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/journal_format.hpp"
#include "adc/resolution.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

using namespace adc;

namespace {

// The test game copied with a French translation beside it.
std::filesystem::path translatedCopy(const std::string& french) {
  auto data = test::freshFolder("translated");
  auto folder = data / "games" / "test-game";
  std::filesystem::create_directories(folder.parent_path());
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  std::filesystem::create_directories(folder / "i18n");
  std::ofstream(folder / "i18n" / "fr.toml") << french;
  std::filesystem::create_directories(data / "i18n");
  std::ofstream(data / "i18n" / "fr.tsv") << "Resolve a procedure\tRésoudre une procédure\n";
  return folder;
}

const std::string french = R"(
[game]
name = "Jeu d'essai"

[side.red]
name = "Rouges"

[collection.province.item_names]
north = "Nord"

[procedure.skirmish]
name = "Escarmouche"

[procedure.skirmish.outcome.win]
text = "L'attaquant l'emporte : il perd {att_loss}, le défenseur {def_loss}"

[procedure.skirmish.board]
0 = "Retirez {att_loss} pas de la pile attaquante."

[procedure.skirmish.modifier.defender_forest]
name = "Défenseur en forêt"

[procedure.weather.outcome.0]
text = "Le temps : {weather}"

[words]
rain = "pluie"

[messages]
"{} pays {} ducats" = "{} paie {} ducats"
)";

bool hasKey(const std::vector<GameText>& texts, const std::string& key) {
  return std::any_of(texts.begin(), texts.end(), [&](const GameText& text) { return text.key == key; });
}

}  // namespace

TEST_CASE("A French translation names the sides, items, procedures, outcomes and board lines by their ids",
          "[translation]") {
  auto folder = translatedCopy(french);
  auto data = loadGame(folder, "fr_FR.UTF-8");
  CHECK(data.texts.language == "fr");
  CHECK(data.name == "Jeu d'essai");
  CHECK(data.findSide("red")->name == "Rouges");
  CHECK(data.findSide("blue")->name == "Blue");  // not translated: read in English
  CHECK(wordName(data, "north") == "Nord");
  CHECK(wordName(data, "rain") == "pluie");  // a word the English data never names
  const Procedure& skirmish = *data.findProcedure("skirmish");
  CHECK(skirmish.name == "Escarmouche");
  CHECK(skirmish.modifiers[0].name == "Défenseur en forêt");
  CHECK(skirmish.modifiers[1].name == "Veteran attacker");

  // The rules are the English data's: the same roll resolves the same, said in French.
  auto state = initialState(data, Setup{"standard", {}, 1});
  auto result = resolve(data, skirmish,
                        {{"die", DiceFaces{3, 4}}, {"odds", Value{std::int64_t{3}}}, {"terrain", Value{std::string("forest")}},
                         {"veteran", true}},
                        "red", state, {});
  REQUIRE(result);
  CHECK(result->outcomeId == "win");
  CHECK(result->outcome.rfind("L'attaquant l'emporte : il perd ", 0) == 0);
  REQUIRE(!result->board.empty());
  CHECK(result->board[0].rfind("Retirez ", 0) == 0);
}

TEST_CASE("The module's sentences and the engine's action titles come from the translations", "[translation]") {
  auto data = loadGame(translatedCopy(french), "fr");
  CHECK(std::string(say(data, "{} pays {} ducats")) == "{} paie {} ducats");
  CHECK(sayf(data, "{} pays {} ducats", "Rouges", 3) == "Rouges paie 3 ducats");
  CHECK(std::string(say(data, "Nothing to translate")) == "Nothing to translate");
  CHECK(findActionDescription(data, "resolve")->title == "Résoudre une procédure");
  // In English the same game reads as written.
  auto english = loadGame(translatedCopy(french), "en");
  CHECK(english.name == "Test Game");
  CHECK(findActionDescription(english, "resolve")->title == "Resolve a procedure");
  CHECK(english.texts.missing.empty());
  CHECK(english.texts.problems.empty());
}

TEST_CASE("What the translation lacks is listed by key, with the English and its line", "[translation]") {
  auto data = loadGame(translatedCopy(french), "fr");
  CHECK(hasKey(data.texts.missing, "side.blue.name"));
  CHECK(hasKey(data.texts.missing, "procedure.skirmish.outcome.loss.text"));
  CHECK(hasKey(data.texts.missing, "words.fair"));
  CHECK_FALSE(hasKey(data.texts.missing, "side.red.name"));
  // Ids, rules and expressions are never texts.
  CHECK_FALSE(hasKey(data.texts.texts, "procedure.skirmish.rule"));
  CHECK_FALSE(hasKey(data.texts.texts, "procedure.skirmish.total"));
  auto blue = std::find_if(data.texts.missing.begin(), data.texts.missing.end(),
                           [](const GameText& text) { return text.key == "side.blue.name"; });
  CHECK(blue->english == "Blue");
  CHECK(blue->where.file.find("game.toml") != std::string::npos);
  CHECK(blue->where.line > 0);
}

TEST_CASE("A key that names no text, and a translation that drops a {value}, are reported at their line",
          "[translation]") {
  auto folder = translatedCopy(french + R"(
[side.green]
name = "Verts"

[procedure.tax.outcome.0]
text = "Percevez des ducats"
)");
  auto data = loadGame(folder, "fr");
  REQUIRE(data.texts.problems.size() == 2);
  std::string all;
  for (const auto& problem : data.texts.problems) all += problem.format() + "\n";
  INFO(all);
  CHECK(all.find("side.green.name: names no text of the game") != std::string::npos);
  CHECK(all.find("procedure.tax.outcome.0.text: the translation must name the same {…} as the English") !=
        std::string::npos);
  CHECK(all.find("fr.toml:") != std::string::npos);
  // The faulty text stays in English rather than lose its number.
  CHECK(data.findProcedure("tax")->outcomes[0].text.text() == "Collect {total} ducats");
}

TEST_CASE("A game played in French is not trusted as recorded when opened in English", "[translation]") {
  auto folder = translatedCopy(french);
  auto inFrench = loadGame(folder, "fr");
  auto inEnglish = loadGame(folder, "en");
  CHECK(checkpointFingerprint(inFrench) != checkpointFingerprint(inEnglish));
}

TEST_CASE("The skeleton of a translation lists every text by key, the missing ones to translate", "[translation]") {
  auto data = loadGame(translatedCopy(french), "fr");
  auto skeleton = translationSkeleton(data, true);
  CHECK(skeleton.find("[side.blue]\nname = \"Blue\"  # to translate") != std::string::npos);
  CHECK(skeleton.find("Rouges") == std::string::npos);
  auto whole = translationSkeleton(data, false);
  CHECK(whole.find("[side.red]\nname = \"Rouges\"") != std::string::npos);
}

TEST_CASE("Each scenario's texts are named by the scenario's id, so two scenarios read their own French",
          "[translation]") {
  auto folder = translatedCopy(R"(
[scenario.standard]
name = "Partie standard"

[scenario.standard.setup]
0 = "Placez le marqueur de trésor de chaque camp sur 10."

[scenario.war]
name = "La guerre dès le début"
)");
  auto data = loadGame(folder, "fr");
  for (const auto& problem : data.texts.problems) FAIL_CHECK(problem.format());
  CHECK(data.findScenario("standard")->name == "Partie standard");
  CHECK(data.findScenario("standard")->setup.at(0) == "Placez le marqueur de trésor de chaque camp sur 10.");
  CHECK(data.findScenario("standard")->setup.at(1) == "Place each prestige marker on 5.");
  CHECK(data.findScenario("war")->name == "La guerre dès le début");
  CHECK(data.findScenario("war")->setup.at(0) ==
        "As the standard game, but both sides are at war and start with 15 ducats.");  // not translated: English
  CHECK(hasKey(data.texts.missing, "scenario.war.setup.0"));
}

TEST_CASE("Each shipped scenario's texts are keyed by its id, so two scenarios never share a key", "[translation]") {
  const GameData data = loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  auto english = [&](const std::string& key) {
    for (const auto& text : data.texts.texts) {
      if (text.key == key) return text.english;
    }
    return std::string();
  };
  CHECK(english("scenario.1700.name") == "1700: the Spanish Succession");
  CHECK(english("scenario.sheet.name") == "Another scenario, from its sheet");
  CHECK(english("scenario.1700.setup.0") != english("scenario.sheet.setup.0"));
  CHECK(english("scenario.name").empty());
}

TEST_CASE("A phase named 'setup' offers its name, never its id or its condition, as texts to translate",
          "[translation]") {
  // 1793's sequence has a phase whose id is "setup"; a set-up line is an array's element.
  const GameData data = loadGame(test::shippedDataDirectory() / "games" / "patriots-traitors", "fr");
  CHECK(hasKey(data.texts.texts, "phase.setup.name"));
  CHECK_FALSE(hasKey(data.texts.texts, "phase.setup.id"));
  CHECK_FALSE(hasKey(data.texts.texts, "phase.setup.when"));
  CHECK(hasKey(data.texts.texts, "phase.setup.step.seat.board.0"));
  // Grand Siècle's step events.setup is a step like any other; its scenarios' set-up lines are lines.
  const GameData grandSiecle = loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  CHECK(hasKey(grandSiecle.texts.texts, "phase.events.step.setup.name"));
  CHECK_FALSE(hasKey(grandSiecle.texts.texts, "phase.events.step.setup.id"));
  CHECK_FALSE(hasKey(grandSiecle.texts.texts, "phase.events.step.setup.when"));
  CHECK(hasKey(grandSiecle.texts.texts, "scenario.1700.setup.0"));
}

TEST_CASE("A refusal's French follows its id when the refusals are reordered", "[translation]") {
  // Issues 17, 18: keyed by position ([procedure.<id>.refuse.<n>]), a refusal inserted
  // before the others moved each French sentence onto its neighbour's English, and nothing
  // caught it when both read the same {...}. Keyed by id, each keeps its own.
  // The test game's 5.2: "Weather: roll the yellow die [...]. Only at war (5.1)."; the
  // second refusal is this test's own, reading the same {side_name}.
  const std::string atPeace = R"(
  [[procedure.refuse]]
  id = "at_peace"
  when = "not war"
  text = "{side_name} is at peace: the weather is rolled only at war"
  rule = "5.1"
)";
  const std::string noPrestige = R"(
  [[procedure.refuse]]
  id = "no_prestige"
  when = "prestige[side] < 1"
  text = "{side_name} has no prestige left"
  rule = "3.2"
)";
  const std::string frenchRefusals = french + R"(
[procedure.weather.refuse.at_peace]
text = "{side_name} est en paix : le temps ne se tire qu'en guerre"

[procedure.weather.refuse.no_prestige]
text = "{side_name} n'a plus de prestige"
)";
  const std::string header = "id = \"weather\"\nname = \"Weather\"\nrule = \"5.2\"\n";
  for (const auto& refusals : {atPeace + noPrestige, noPrestige + atPeace}) {
    auto folder = translatedCopy(frenchRefusals);
    auto file = folder / "procedures" / "skirmish.toml";
    auto text = test::readFile(file);
    const auto at = text.find(header);
    REQUIRE(at != std::string::npos);
    text.insert(at + header.size(), refusals);
    std::ofstream(file, std::ios::trunc) << text;

    auto data = loadGame(folder, "fr");
    for (const auto& problem : data.texts.problems) FAIL_CHECK(problem.format());
    CHECK_FALSE(hasKey(data.texts.missing, "procedure.weather.refuse.at_peace.text"));
    CHECK_FALSE(hasKey(data.texts.missing, "procedure.weather.refuse.no_prestige.text"));
    const Procedure& weather = *data.findProcedure("weather");
    REQUIRE(weather.refusals.size() == 2);
    INFO("refusals in the order " << weather.refusals[0].id << ", " << weather.refusals[1].id);
    for (const auto& refusal : weather.refusals) {
      if (refusal.id == "at_peace") {
        CHECK(refusal.text.text() == "{side_name} est en paix : le temps ne se tire qu'en guerre");
      } else {
        CHECK(refusal.text.text() == "{side_name} n'a plus de prestige");
      }
    }
    // What the players read: the standard game starts at peace.
    auto state = initialState(data, Setup{"standard", {}, 1});
    auto refused = resolve(data, weather, {{"die", DiceFaces{3}}}, "red", state, {});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message.find("Rouges est en paix : le temps ne se tire qu'en guerre (5.1)") !=
          std::string::npos);
  }
}

TEST_CASE("A modifier's French follows its id when the modifiers are reordered", "[translation]") {
  // As for refusals: keyed by position, moving the test game's first modifier (7.2,
  // "Defender in forest") after the others gave "Veteran attacker" its French name.
  auto folder = translatedCopy(french + R"(
[procedure.skirmish.modifier.veteran_attacker]
name = "Attaquant vétéran"

[procedure.skirmish.modifier.prestige_lead]
name = "Avance en prestige"
)");
  auto file = folder / "procedures" / "skirmish.toml";
  auto text = test::readFile(file);
  const auto first = text.find("  [[procedure.modifier]]\n  id = \"defender_forest\"");
  const auto second = text.find("  [[procedure.modifier]]", first + 1);
  REQUIRE(first != std::string::npos);
  REQUIRE(second != std::string::npos);
  const std::string forest = text.substr(first, second - first);
  text.erase(first, forest.size());
  const auto lead = text.find("id = \"prestige_lead\"");
  const auto afterLead = text.find("\n\n", lead);
  REQUIRE(afterLead != std::string::npos);
  text.insert(afterLead + 2, forest);
  std::ofstream(file, std::ios::trunc) << text;

  auto data = loadGame(folder, "fr");
  for (const auto& problem : data.texts.problems) FAIL_CHECK(problem.format());
  const auto& modifiers = data.findProcedure("skirmish")->modifiers;
  REQUIRE(modifiers.size() == 3);
  CHECK(modifiers.back().id == "defender_forest");
  for (const auto& modifier : modifiers) {
    INFO(modifier.id);
    if (modifier.id == "defender_forest") CHECK(modifier.name == "Défenseur en forêt");
    if (modifier.id == "veteran_attacker") CHECK(modifier.name == "Attaquant vétéran");
    if (modifier.id == "prestige_lead") CHECK(modifier.name == "Avance en prestige");
  }
}
