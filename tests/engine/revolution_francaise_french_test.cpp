// Issue 18, La Révolution française in French: what the players read comes from
// config/games/revolution-francaise/i18n/fr.toml, and the rules read the same ids.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "revolution_francaise_support.hpp"
#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

namespace adc::test::rf_fr {

inline const GameData& game() {
  static const GameData french = loadGame(shippedDataDirectory() / "games" / "revolution-francaise", "fr");
  return french;
}

ADC_TABLE_PLAY_FOR_GAME()

ADC_RF_SET_UP()

}  // namespace adc::test::rf_fr

namespace {

const GameData& french() {
  static const GameData data = loadGame(test::shippedDataDirectory() / "games" / "revolution-francaise", "fr");
  return data;
}

bool listed(const std::string& key) {
  const auto& texts = french().texts.texts;
  return std::any_of(texts.begin(), texts.end(), [&](const GameText& text) { return text.key == key; });
}

}  // namespace

TEST_CASE("A step whose id is 'setup' has no set-up lines: its id and its condition are not texts to translate",
          "[translation][revolution-francaise]") {
  // sequence.toml: [[phase.step]] id = "setup", when = "turn == 1". Only a scenario's
  // setup = [...] holds set-up lines.
  CHECK_FALSE(listed("phase.start.step.setup.id"));
  CHECK_FALSE(listed("phase.start.step.setup.when"));
  CHECK(listed("phase.start.step.setup.name"));
  CHECK(french().sequence.phases.front().children.front().when.text() == "turn == 1");
}

TEST_CASE("In French the Currents, the tracks and the regimes read as the French edition names them",
          "[translation][revolution-francaise]") {
  const GameData& data = french();
  CHECK(data.findSide("royalist")->name == "Royaliste");
  CHECK(data.findSide("government")->name == "Gouvernement");
  CHECK(data.findSide("montagne")->name == "Montagne");
  CHECK(data.wordNames.at("terror") == "Terreur");
  CHECK(data.wordNames.at("directorate") == "Directoire");
  // 3.2.2.5 "Dissident Clergy Track (Clergé Réfractaire)": the rulebook's French.
  const auto* tracks = data.findCollection("track");
  REQUIRE(tracks != nullptr);
  CHECK(tracks->itemNames[1] == "Clergé réfractaire");
}

// Issue 18: the module's rarer sentences (the map's refusals, the army-return roll, the
// elections, the victory) are French sentences in French, whole, with their rule numbers.

TEST_CASE("In French, the map's neighbours and routes are refused in French (9.5.2, 9.3.1)",
          "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  GameState state = setUp();
  auto itself = refused(state, "chart", "", {{"table", word("region_neighbours")}, {"row", word("lille")}, {"value", word("lille amiens")}});
  CHECK(itself.message == "Lille ne peut pas être sa propre voisine");
  auto twice = refused(state, "chart", "", {{"table", word("region_neighbours")}, {"row", word("lille")}, {"value", word("amiens amiens")}});
  CHECK(twice.message == "Lille\u202f: Amiens est nommée deux fois");
  accept(state, "chart", "", {{"table", word("region_neighbours")}, {"row", word("lille")}, {"value", word("amiens metz paris")}});
  auto oneWay = refused(state, "chart", "", {{"table", word("region_neighbours")}, {"row", word("amiens")}, {"value", word("rouen paris")}});
  CHECK(oneWay.message == "Lille a pour voisine Amiens\u202f: les voisines saisies pour Amiens doivent donc nommer Lille (le "
                          "voisinage va dans les deux sens)");
  // Cobourg's route starts where he enters, Lille (9.3.1), and reaches Amiens first (9.5.2).
  auto start = refused(state, "chart", "", {{"table", word("allied_routes")}, {"row", word("cobourg")}, {"value", word("amiens paris")}});
  CHECK(start.message == "Armée autrichienne de Cobourg\u202f: sa route commence là où elle entre, à Lille (9.3.1)");
}

TEST_CASE("In French, the army-return roll names its armies in French: 'the Royalist has already rolled for the "
          "Catholic and Royal armies this turn (15.1.1: one die)'",
          "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  GameState state = setUp();
  setValue(state, "army_at.cobourg", word("eliminated"));
  setValue(state, "army_at.armee_retz", word("eliminated"));
  accept(state, "goto", "", {{"step", word("military.army_return")}});
  auto option = refused(state, "rf_army_return", "royalist", {{"roll", word("austrian")}, {"die", num(6)}});
  CHECK(option.message ==
        "retour impossible pour les deux armées autrichiennes\u202f: c'est la règle optionnelle 15.1.2 («\u00a0Retour des "
        "armées autrichiennes et de Brunswick\u00a0»), qui n'est pas en jeu dans cette partie");
  setValue(state, "option_cr_return", yes());
  auto rolled = accept(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(3)}});
  CHECK(rolled.summary ==
        "Retour des armées\u202f: le Royaliste obtient 3 pour les armées catholiques et royales\u202f: aucune armée ne "
        "revient ce tour");
  auto again = refused(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(again.message ==
        "le Royaliste a déjà lancé le dé pour les armées catholiques et royales ce tour (15.1.1\u202f: un seul dé)");
}

TEST_CASE("In French, an election out of its turn is refused in French (R.1.6)", "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  GameState state = setUp();
  auto early = refused(state, "rf_election");
  CHECK(early.message == "pas d'élection ce tour (prochaine\u202f: tour " + std::to_string(number(state, "next_election")) +
                             ") (R.1.6)");
}

TEST_CASE("In French, the victory is explained in French: the 14.4 example's reactionary Thermidor",
          "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  GameState state = setUp();
  setValue(state, "regime", word("thermidor"));
  setValue(state, "revolt.bourges", Value{false});
  const std::map<std::string, std::vector<std::string>> held{
      {"royalist", {"angers", "cholet", "nantes"}},
      {"feuillant", {"clermont", "dijon", "metz", "rouen"}},
      {"marais", {"angouleme", "cahors", "limoges", "lyon"}},
      {"gironde", {"amiens", "bordeaux", "caen", "brest", "tours", "orleans"}},
      {"montagne", {"lille", "strasbourg", "nevers", "nimes", "toulouse"}},
      {"sans_culotte", {"paris", "marseille"}}};
  setValue(state, "control.montpellier", word("none"));
  setValue(state, "control.bourges", word("none"));
  for (const auto& [current, list] : held) {
    for (const auto& region : list) setValue(state, "control." + region, word(current));
  }
  for (const auto& [current, fame] : std::map<std::string, std::int64_t>{
           {"royalist", 10}, {"feuillant", 9}, {"marais", 15}, {"gironde", 12}, {"montagne", 11}, {"sans_culotte", 15}}) {
    setValue(state, "fame." + current, num(fame));
  }
  for (const auto& [current, seats] : std::map<std::string, std::int64_t>{
           {"royalist", 0}, {"feuillant", 2}, {"marais", 6}, {"gironde", 5}, {"montagne", 3}, {"sans_culotte", 2}}) {
    setValue(state, "deputies." + current, num(seats));
  }
  setValue(state, "king", word("executed"));
  const auto& module = *findRuleModule("revolution-francaise");
  auto report = module.victory(game(), state);
  CHECK(report.winner == "marais");
  CHECK(report.explanation ==
        "Royaliste 13 PV (moins de 25). Feuillant 15 PV → Révolution, Marais 25 PV → Réaction, Gironde 23 PV → "
        "Réaction, Montagne 21 PV → Réaction, Sans-Culotte 27 PV → Révolution\u202f: la Réaction l'emporte, 3 contre 2. "
        "Régime réactionnaire (Thermidor)\u202f: Marais gagne (14.3.4). Les autres (14.4)\u202f: Feuillant (2), Gironde "
        "(3), Montagne (4), Sans-Culotte (5), Royaliste (6).");
  // The breakdown's lines are French too.
  const auto& feuillant = report.sides[1];
  REQUIRE(feuillant.side == "feuillant");
  CHECK(feuillant.breakdown.front().first == "renommée");
  CHECK(feuillant.breakdown.back().first == "députés");
  // Under the Terror the revolutionary Sans-Culotte wins; its Also-Rans row is not printed
  // (14.4): named by the winner and the regime, never by its key.
  setValue(state, "regime", word("terror"));
  auto terror = module.victory(game(), state);
  CHECK(terror.winner == "sans_culotte");
  CHECK_THAT(terror.explanation,
             Catch::EndsWith("La ligne «\u00a0Sans-Culotte / Terreur\u00a0» des autres classés n'est pas imprimée (14.4)\u202f: "
                             "saisissez-la (table des autres classés)."));
}

TEST_CASE("In French, a combat and the armies' upkeep count their armies as French does (9.4, 9.6)",
          "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  // 9.6.1's position: the Catholic and Royal armies of Retz and of the Centre against one
  // volunteer army in Nantes. "1 armée révolutionnaire", not "1 révolutionnaire(s)".
  GameState state = setUp();
  setValue(state, "army_at.armee_retz", word("nantes"));
  setValue(state, "army_at.armee_centre", word("nantes"));
  setValue(state, "volunteers.nantes", num(1));
  chart(state, "action_result", "9", "13-14", word("A"));
  auto combat = accept(state, "rf_combat", "royalist", {{"region", word("nantes")}, {"roll", dice({4, 5})}, {"lose", word("volunteer")}});
  INFO(combat.summary);
  CHECK(combat.summary.rfind("Combat à Nantes\u202f: 1 armée révolutionnaire contre 2, ", 0) == 0);
  // 9.4: the Royalist pays for its two armies; the clauses joined with the French " ; ".
  setValue(state, "assignats.royalist", num(500));
  auto upkeep = accept(state, "rf_maintenance", "royalist");
  INFO(upkeep.summary);
  CHECK(upkeep.summary.rfind("Royaliste entretient 2 armées pour ", 0) == 0);
  CHECK(upkeep.summary.find("\u202f; Royaliste paie ") != std::string::npos);
  setValue(state, "army_at.armee_centre", word("eliminated"));
  CHECK(accept(state, "rf_maintenance", "royalist").summary.rfind("Royaliste entretient 1 armée pour ", 0) == 0);
}

TEST_CASE("In French, the automated Marais' second regional roll of a turn and a combat left are refused in French "
          "(15.2.1.1, 9.6)",
          "[translation][revolution-francaise]") {
  using namespace adc::test::rf_fr;
  GameState state = setUp("historical_five");
  accept(state, "rf_marais_regions", "", {{"roll", dice({2, 4})}});
  auto again = refused(state, "rf_marais_regions", "", {{"roll", dice({1, 4})}});
  CHECK(again.message.find("(15.2.1.1\u202f: à chaque tour de jeu, le Marais tente de contrôler de nouvelles régions par un "
                           "«\u00a0complot\u00a0»)") != std::string::npos);
  GameState war = setUp();
  setValue(war, "army_at.armee_retz", word("nantes"));
  setValue(war, "volunteers.nantes", num(1));
  accept(war, "goto", "", {{"step", word("military.combat")}});
  auto left = refused(war, "next");
  CHECK(left.message.find("le combat a lieu automatiquement quand deux forces ennemies sont présentes dans la même région "
                          "(9.6)\u202f: résolvez «\u00a0Combat\u00a0» avant que le tour n'avance, à Nantes (1 armée de "
                          "volontaires contre ") == 0);
}
