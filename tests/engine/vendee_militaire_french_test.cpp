// Issue 18: Vendée Militaire in French. The journal and the refusals a French table
// reads are the module's sentences in the words of the French edition (Blanc, Bleu,
// hexagone, jeton Forteresse, marqueur Fin de partie), the rule numbers kept; the English
// game is unchanged (the other vendee_militaire tests).

#include "adc/game_data.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace adc::test::vm_fr {

inline const GameData& game() {
  static const GameData french = loadGame(shippedDataDirectory() / "games" / "vendee-militaire", "fr");
  return french;
}

ADC_TABLE_PLAY_FOR_GAME()

}  // namespace adc::test::vm_fr

using namespace adc::test::vm_fr;

namespace {

// Round 1 of the standard game, the hexes' draw boxes typed in as 0 (the text prints
// almost none [L76]) and the faces the set-up illustration shows (A1).
GameState frenchRoundOne() {
  GameState state = initialState(game(), Setup{"standard", {}, 1});
  for (int hex : {1, 4, 6, 7}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("white")}});
  for (int hex : {8, 9, 12, 13, 14}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("blue")}});
  accept(state, "vm_setup");
  for (int hex = 1; hex <= 17; ++hex) {
    for (const char* face : {"white", "blue"}) {
      if ((hex == 10 && std::string(face) == "white") || (hex == 2 && std::string(face) == "blue")) continue;
      accept(state, "chart", "",
             {{"table", word("hex_draws")}, {"row", num(hex)}, {"column", word(face)}, {"draw_white", num(0)},
              {"draw_blue", num(0)}});
    }
  }
  return state;
}

}  // namespace

TEST_CASE("In French, 'the Blue player designates hex no. 10' reads as the French edition would (L214)",
          "[vendee][translation]") {
  GameState state = frenchRoundOne();
  auto draw = accept(state, "vm_draw");
  INFO(draw.summary);
  CHECK(draw.summary.rfind("Pioche de la manche 1\u202f: Blanc pioche 7\u202f; Bleu pioche 7\u202f; Bleu attaque en premier (Résolution d'une bataille)", 0) == 0);
  auto designated = accept(state, "vm_designate", "blue", {{"hex", num(10)}});
  CHECK(designated.summary ==
        "Bleu attaque l'hexagone 10 (Blanc, avec une Forteresse) et y pose son marqueur Bataille\u202f; Blanc pioche 2\u202f; "
        "Bleu ne pioche rien (Résolution d'une bataille I-II). Bleu joue en premier (Résolution d'une bataille III)");
  auto played = accept(state, "vm_play", "blue", {{"value", num(1)}, {"type", word("both")}, {"text", word("diplomacy")}});
  CHECK(played.summary.rfind("Bleu joue une carte Militaire/Territoire de valeur 1, total 1 (Diplomatie). Blanc peut "
                             "répondre avec des cartes de tout type pour un total supérieur à 1",
                             0) == 0);
}

TEST_CASE("In French, a refusal says what is wrong in French and keeps its rule number (L138)", "[vendee][translation]") {
  GameState state = frenchRoundOne();
  accept(state, "vm_draw");
  accept(state, "vm_designate", "blue", {{"hex", num(10)}});
  accept(state, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}});
  auto low = refused(state, "vm_play", "white", {{"value", num(2)}, {"type", word("military")}});
  CHECK(low.message == "un total de 2 ne surenchérit pas sur 3\u202f: le total doit être supérieur (Résolution d'une bataille IV)");
  auto wrongType = refused(state, "vm_play", "white", {{"value", num(4)}, {"type", word("territory")}});
  CHECK(wrongType.message ==
        "la dernière carte jouée est Militaire\u202f: répondez avec une carte Militaire ou Militaire/Territoire, pas "
        "Territoire (Résolution d'une bataille IV)");
}

TEST_CASE("In French, each scenario has its own name and set-up, keyed by its id (scenario.standard.name)",
          "[vendee][translation]") {
  // One [scenario] per file: before the key held the scenario's id, the three files'
  // texts shared one key, and a translation could give only one name for all three.
  CHECK(game().findScenario("standard")->name == "Partie standard (deux joueurs)");
  CHECK(game().findScenario("random_setup")->name == "Variante\u202f: mise en place aléatoire");
  CHECK(game().findScenario("four_player")->name == "Variante à quatre joueurs");
  CHECK(game().findScenario("four_player")->setup.back() ==
        "Les partenaires peuvent se parler et se montrer leurs cartes pendant la phase des Batailles (Variante à quatre joueurs).");
  // A phase named "setup" is not a scenario's set-up: its id, rule and condition are not texts.
  for (const auto& text : game().texts.texts) CHECK(text.key.rfind("phase.setup.when", 0) != 0);
}

TEST_CASE("In French, the journal names the rulebook's sections in French, their line numbers as printed",
          "[vendee][translation]") {
  // Set-up, Draw, Victory, Random Setup: section titles of the rulebook the module cites,
  // read through [rule_words] (rule_reference.hpp); the [L…] numbers stay as printed.
  GameState state = initialState(game(), Setup{"standard", {}, 1});
  for (int hex : {1, 4, 6, 7}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("white")}});
  for (int hex : {8, 9, 12, 13, 14}) accept(state, "chart", "", {{"table", word("hex_start")}, {"row", num(hex)}, {"value", word("blue")}});
  CHECK(accept(state, "vm_setup").rule == "Mise en place I-II");
  CHECK(findRuleModule(game().id)->victory(game(), state).rule == "Victoire");
  CHECK(game().texts.actions.at("vm_fortify").rule == "Mise en place aléatoire");
  CHECK(game().findScenario("four_player")->rule == "Variantes\u202f: Variante à quatre joueurs");

  const GameData english = loadGame(test::shippedDataDirectory() / "games" / "vendee-militaire", "en");
  GameState englishState = initialState(english, Setup{"standard", {}, 1});
  CHECK(findRuleModule(english.id)->victory(english, englishState).rule == "Victory");
  CHECK(english.findScenario("four_player")->rule == "Variants: Four-Player Variant");
}
