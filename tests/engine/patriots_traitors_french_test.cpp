// 1793: Patriots & Traitors played in French (issue 18): the module's summaries and refusals
// read in the players' language, through the game's i18n/fr.toml, while the rules stay the
// English data's (the same actions do the same things).
#include "adc/display_names.hpp"
#include "adc/game_data.hpp"
#include "adc/rules.hpp"

#include "table_play.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& french() {
  static const GameData data =
      loadGame(test::shippedDataDirectory() / "games" / "patriots-traitors", "fr");
  return data;
}

}  // namespace

namespace adc::test::pt_fr {

inline const GameData& game() { return french(); }

ADC_TABLE_PLAY_FOR_GAME()

// Cubes placed for a test position, through the logged move.
inline void place(GameState& state, const std::string& faction, std::int64_t count, const std::string& to) {
  accept(state, "pt_move", "",
         {{"faction", word(faction)}, {"count", num(count)}, {"from", word("pile")}, {"to", word(to)},
          {"rule", word("test position")}, {"full", yes()}});
}

// The standard 4-player game (5, 15), seated and dealt, in French: Jacobin, Feuillant,
// Girondin, Cordelier clockwise; the Cordelier holds the Military Offensive cards.
inline GameState fourPlayers() {
  GameState state = initialState(game(), Setup{"four_players", {}, 1});
  accept(state, "pt_setup", "", {{"seating", word("jacobins,feuillants,girondins,cordeliers")}});
  accept(state, "pt_deal", "jacobins", {{"cards", word("ac11,ac12,ac47,ac48")}});
  accept(state, "pt_deal", "feuillants", {{"cards", word("ac13,ac18,ac19,ac49")}});
  accept(state, "pt_deal", "girondins", {{"cards", word("ac20,ac21,ac30,ac43")}});
  accept(state, "pt_deal", "cordeliers", {{"cards", word("ac33,ac34,ac35,ac41")}});
  return state;
}

// Round 2 started, `active` to play.
inline void roundTwo(GameState& state, const std::string& active) {
  setValue(state, "ended_round", num(1));
  setValue(state, "stage", word("round_over"));
  accept(state, "goto", "", {{"step", word("round.start")}, {"turn", num(2)}});
  accept(state, "pt_start_round");
  setValue(state, "active", word(active));
}

}  // namespace adc::test::pt_fr

using adc::test::pt_fr::word;

TEST_CASE("1793 in French: seating the factions and starting the round are said in French (5, 6)",
          "[patriots][translation]") {
  GameState state = initialState(french(), Setup{"three_players", {}, 1});
  auto seated = test::table::accept(french(), state, "pt_setup", "",
                                    {{"seating", word("cordeliers,jacobins,girondins")}});
  CHECK(seated.summary.rfind("Placés dans le sens horaire\u202f: Cordelier, Jacobin, Girondin", 0) == 0);
  static const std::vector<std::pair<std::string, std::string>> hands{
      {"cordeliers", "ac11,ac12,ac47,ac48"}, {"jacobins", "ac13,ac18,ac19,ac49"}, {"girondins", "ac20,ac21,ac30,ac43"}};
  for (const auto& [faction, cards] : hands) {
    auto dealt = test::table::accept(french(), state, "pt_deal", faction, {{"cards", word(cards)}});
    CHECK(dealt.summary.find("Main de départ du ") == 0);
  }
  auto started = test::table::accept(french(), state, "pt_start_round", "", {});
  // "The Cordelier player ... starts the game" (6), said in French with the month of round 1.
  CHECK(started.summary == "Manche 1 (Frimaire 1792\u202f: le marqueur de manche sur Frimaire)\u202f; "
                           "manche 1\u202f: le Cordelier commence (6)");
}

TEST_CASE("1793 in French: a refusal names the faction and the place in French (7, 9)", "[patriots][translation]") {
  GameState state = initialState(french(), Setup{"three_players", {}, 1});
  test::table::accept(french(), state, "pt_setup", "", {{"seating", word("cordeliers,jacobins,girondins")}});
  for (const auto& [faction, cards] : std::vector<std::pair<std::string, std::string>>{
           {"cordeliers", "ac11,ac12,ac47,ac48"}, {"jacobins", "ac13,ac18,ac19,ac49"}, {"girondins", "ac20,ac21,ac30,ac43"}}) {
    test::table::accept(french(), state, "pt_deal", faction, {{"cards", word(cards)}});
  }
  test::table::accept(french(), state, "pt_start_round", "", {});
  // "Each player performs ONE of the basic actions" in his own turn (7): the Jacobin waits.
  auto early = test::table::refused(french(), state, "pt_draw", "jacobins", {{"cards", word("ac01")}});
  CHECK(early.message == "Piocher une carte seulement pendant votre propre tour (7)\u202f: c'est le tour du Cordelier");
  // The Cordeliers' cubes are counted in the names of the French edition: "le sac", not "stock".
  auto tooMany = test::table::refused(french(), state, "pt_move", "",
                                      {{"faction", word("cordeliers")}, {"count", Value{std::int64_t{20}}},
                                       {"from", word("stock")}, {"to", word("pile")}, {"rule", word("test")}});
  CHECK(tooMany.message == "les Cordeliers ont 17 cubes à cet endroit (sac), pas 20");
}

TEST_CASE("1793 in French: a Military Offensive by two Generals, its leader and its battle are said in French (12.3, "
          "12.6)",
          "[patriots][translation]") {
  using namespace adc::test::pt_fr;
  // Dumouriez (Girondin) and Jourdan (Jacobin) gathered in Champagne, the Austrian army in
  // Picardie with a Royalist cube, Clerfayt AC07 in the To Paris! pile; no Convention majority.
  // The army falls back "à Bruxelles", a city, where a province reads "en Picardie" ([phrases]).
  GameState state = fourPlayers();
  setValue(state, "card.lec06", word("active_girondins"));
  setValue(state, "general_at.dumouriez", word("champagne"));
  setValue(state, "card.ac27", word("active_jacobins"));
  setValue(state, "general_at.jourdan", word("champagne"));
  setValue(state, "army.austria", word("picardie"));
  setValue(state, "card.ac07", word("to_paris"));
  setValue(state, "advanced.ac07", Value{true});
  place(state, "royalists", 1, "picardie");
  place(state, "girondins", 1, "caserne");
  place(state, "jacobins", 3, "caserne");
  roundTwo(state, "cordeliers");
  std::map<std::string, Value> offensive{{"card", word("ac33")},       {"general", word("dumouriez")},
                                         {"with", word("jourdan")},    {"to", word("picardie")},
                                         {"coalition_cards", word("ac07")}, {"push_to", word("bruxelles")},
                                         {"leader", word("dumouriez")}};
  // "If there is a tie ... the General with the most military insight (cockades) & influence
  // in the Caserne/Champ de Mars area (Pb) automatically becomes the leading Revolutionary
  // General" (12.3).
  auto wrong = refused(state, "pt_offensive", "cordeliers", offensive);
  CHECK(wrong.message ==
        "chef\u202f: il n'y a pas de majorité dans la Convention nationale, donc le Général qui a le plus de cocardes "
        "et d'influence dans la Caserne/Champ de Mars commande (Dumouriez 3, Jourdan 4) (12.3)\u202f: Jourdan commande, "
        "pas Dumouriez");
  offensive.erase("leader");
  offensive["pacify"] = yes();
  auto applied = accept(state, "pt_offensive", "cordeliers", offensive);
  CHECK(applied.summary ==
        "Le Cordelier joue AC33 Offensive militaire\u202f: Dumouriez (Girondin) et Jourdan (Jacobin) se déplacent "
        "ensemble\u202f: Champagne → Picardie\u202f; bataille\u202f: 3 cocardes + 3 cubes Jacobin dans la Caserne/Champ de Mars "
        "= 6 contre 2 cocardes de la Coalition + 1 cube royaliste = 3\u202f: victoire, l'armée de la Coalition "
        "(Autriche) se replie à Bruxelles\u202f; le cube royaliste en Picardie retourne dans la réserve royaliste "
        "(12.3)\u202f; 2 cubes Jacobin sac → réserve\u202f; pacifie Picardie\u202f: un cube Jacobin de la réserve (12.6)");
}

TEST_CASE("1793 in French: a General's move with La Marseillaise and its pacification are said in French (7, 12.6, 15)",
          "[patriots][translation]") {
  using namespace adc::test::pt_fr;
  GameState state = fourPlayers();
  setValue(state, "card.lec09", word("active_feuillants"));
  setValue(state, "general_at.lafayette", word("picardie"));
  place(state, "cordeliers", 1, "champagne");
  roundTwo(state, "feuillants");
  setValue(state, "card.lc06", word("passed"));
  auto applied = accept(state, "pt_general_move", "feuillants",
                        {{"general", word("lafayette")}, {"to", word("champagne")}, {"pacify", yes()},
                         {"pacify_left", yes()}});
  CHECK(applied.summary ==
        "La Marseillaise\u202f: Lafayette (Feuillant) se déplace\u202f: Picardie → Champagne\u202f; pacifie Champagne\u202f: le "
        "cube Cordelier retourne dans sa réserve, un cube Feuillant de la réserve prend sa place (12.6)\u202f; tenant "
        "Picardie depuis la manche précédente, le Feuillant y pose un cube de sa réserve\u202f: elle est pacifiée (15)");
}

TEST_CASE("1793 in French: a Coup d'État's support, count by count, and its guillotine are said in French (14)",
          "[patriots][translation]") {
  using namespace adc::test::pt_fr;
  GameState state = fourPlayers();
  place(state, "jacobins", 3, "convention");
  place(state, "girondins", 4, "convention");
  place(state, "jacobins", 4, "faubourgs");
  place(state, "girondins", 1, "faubourgs");
  place(state, "jacobins", 2, "caserne");
  place(state, "cordeliers", 3, "caserne");
  place(state, "feuillants", 5, "notre_dame");
  roundTwo(state, "jacobins");
  setValue(state, "thugs.cordeliers", num(1));
  setValue(state, "supply_thugs", num(2));
  setValue(state, "card.lec02", word("active_girondins"));  // Brissot: +5 for the Girondin
  auto applied = accept(state, "pt_coup", "jacobins",
                        {{"accused", word("girondins")}, {"with_initiator", word("cordeliers")}});
  // Jacobin: 3 CN + 2 Caserne + 2×4 Faubourgs = 13; Cordelier helps: 3 Caserne + 1 thug = 4.
  // Girondin: 4 CN + 2×1 Faubourgs + 5 (Brissot) = 11.
  CHECK(applied.summary ==
        "Coup d'État du Jacobin contre le Girondin\u202f: soutien 17 contre 11 [Jacobin 13 (Convention 3, Caserne/Champ de "
        "Mars 2, monnaie 0, Faubourgs 2×4, Meneurs 5×0)\u202f; Cordelier 4 (Convention 0, Caserne/Champ de Mars 3, "
        "monnaie 1, Faubourgs 2×0, Meneurs 5×0) | Girondin 11 (Convention 4, Caserne/Champ de Mars 0, monnaie 0, "
        "Faubourgs 2×1, Meneurs 5×1)]\u202f: l'instigateur réussit\u202f; les Girondins perdent 5 cubes de Paris, envoyés "
        "sur la Place de la Révolution, et leurs Meneurs activés sont éliminés\u202f: LEC02 Jacques Brissot\u202f; le "
        "Jacobin commence la prochaine manche (14)");
}

TEST_CASE("1793: the turn's prompt names the faction whose turn it is by its name, in English and in French (7)",
          "[patriots][translation]") {
  const GameData& english = test::shippedGame("patriots-traitors");
  for (const GameData* data : {&english, &french()}) {
    GameState state = initialState(*data, Setup{"four_players", {}, 1});
    test::table::setValue(*data, state, "active", Value{std::string("cordeliers")});
    const auto step = data->sequence.findStep("round.turn");
    REQUIRE(step);
    auto prompt = data->sequence.steps[*step].leaf().prompt.render(
        state.lookup(*data), [&](const Value& value) { return valueText(*data, value); });
    REQUIRE(prompt);
    INFO(*prompt);
    CHECK(prompt->find("cordeliers") == std::string::npos);
    if (data == &english) CHECK(prompt->rfind("Turn of the Cordeliers (Ultra-Radicals, red): one basic action", 0) == 0);
    else CHECK(prompt->rfind("Tour des Cordeliers (ultra-radicaux, rouge)\u202f: une action de base", 0) == 0);
  }
}

TEST_CASE("In French, the Start panel's option reads 'Première partie' (5.9)", "[patriots][translation][french]") {
  // 5.9: a first game "only use[s] the Law cards LC01 to LC10"; the option is the rule
  // module's, its words the translation's [opening.option.first_game].
  CHECK(french().texts.optionMeanings.at("first_game") ==
        "Première partie\u202f: seulement les cartes Loi LC01 à LC10 (5.9)");
  const GameData english = loadGame(test::shippedDataDirectory() / "games" / "patriots-traitors", "en");
  CHECK(english.texts.optionMeanings.at("first_game") == "First game: only the Law cards LC01 to LC10 (5.9)");
}
