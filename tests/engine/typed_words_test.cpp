// Issue 30, "Lists where the game has a list": what the players choose is picked from the
// game's own names, and what they type (the app's forms, `adc do`) is matched to those
// names without regard to case or accents, then logged as the game's id.
#include "adc/game_session.hpp"
#include "adc/new_game.hpp"
#include "adc/rule_module.hpp"
#include "adc/typed_words.hpp"

#include "patriots_traitors_support.hpp"
#include "revolution_francaise_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

namespace {

const ArgumentDescription& argumentOf(const GameData& data, const std::string& type, const std::string& name) {
  const auto* argument = findRuleModule(data.id)->descriptions.at(type).findArgument(name);
  REQUIRE(argument);
  return *argument;
}

std::vector<std::string> idsOf(const std::vector<NamedWord>& words) {
  std::vector<std::string> ids;
  for (const auto& word : words) ids.push_back(word.id);
  return ids;
}

}  // namespace

TEST_CASE("A word typed is matched to the game's word without regard to case, accents or the marks between words",
          "[typed-words]") {
  CHECK(foldWords("Palais-Égalité") == "palais egalite");
  CHECK(foldWords("palais_egalite") == "palais egalite");
  CHECK(foldWords("  Cobourg’s  Austrian Army ") == "cobourg s austrian army");
  CHECK(foldWords("ŒUVRE Ça") == "oeuvre ca");
  const std::vector<NamedWord> places{{"faubourgs", "Faubourgs"}, {"palais_egalite", "Palais-Egalité"},
                                      {"notre_dame", "Notre-Dame"}};
  CHECK(matchWord(places, "Faubourgs") == "faubourgs");
  CHECK(matchWord(places, "FAUBOURGS") == "faubourgs");
  CHECK(matchWord(places, "palais égalité") == "palais_egalite");
  CHECK(matchWord(places, "Notre Dame") == "notre_dame");
  CHECK_FALSE(matchWord(places, "Caserne"));
  CHECK_FALSE(matchWord(places, ""));
  // Two words that read alike are not guessed between: the handler asks.
  CHECK_FALSE(matchWord({{"a", "Reiters"}, {"b", "Reiters"}}, "reiters"));
}

namespace adc::test::rf {

TEST_CASE("6.4: an objective is picked from those the side may declare and typed as the players say it",
          "[typed-words][revolution]") {
  GameState state = setUp();
  const auto& objective = argumentOf(game(), "rf_objective", "objective");
  auto governments = argumentChoices(game(), state, Action{"rf_objective", "government", {}, "", 0}, objective);
  auto ids = idsOf(governments);
  CHECK(std::count(ids.begin(), ids.end(), "arrest marat") == 1);
  CHECK(std::count(ids.begin(), ids.end(), "law declaration_of_war") == 1);
  CHECK(std::count(ids.begin(), ids.end(), "commune_by_force") == 1);
  CHECK(std::count(ids.begin(), ids.end(), "plot lyon") == 0);  // a Current's (6.4.2)
  auto marat = std::find_if(governments.begin(), governments.end(), [](const NamedWord& word) { return word.id == "arrest marat"; });
  CHECK(marat->name == "Arrest Marat");
  auto currents = idsOf(argumentChoices(game(), state, Action{"rf_objective", "gironde", {}, "", 0}, objective));
  CHECK(std::count(currents.begin(), currents.end(), "plot lyon") == 1);
  CHECK(std::count(currents.begin(), currents.end(), "arrest marat") == 0);

  // Typed as read, by its name or its words: kept as the game's own id.
  auto declared = accept(state, "rf_objective", "government", {{"objective", word("Arrest Marat")}});
  CHECK(text(state, "objective.government") == "arrest marat");
  CHECK(declared.recorded.text("objective") == "arrest marat");
  accept(state, "rf_objective", "Gironde", {{"objective", word("plot Lyon")}});
  CHECK(text(state, "objective.gironde") == "plot lyon");
}

TEST_CASE("9.6: the loser loses a piece picked from those in the region, asked only when there is a choice",
          "[typed-words][revolution]") {
  GameState state = setUp();
  setValue(state, "army_at.cobourg", word("lille"));
  chart(state, "action_result", "9", "13-14", word("A"));
  const auto& lose = argumentOf(game(), "rf_combat", "lose");
  auto pieces = argumentChoices(game(), state, Action{"rf_combat", "government", {{"region", word("lille")}}, "", 0}, lose);
  CHECK(idsOf(pieces) == std::vector<std::string>{"regular_lille", "cobourg"});
  CHECK(pieces.back().name == "Cobourg's Austrian Army");
  CHECK(argumentChoices(game(), state, Action{"rf_combat", "government", {}, "", 0}, lose).empty());  // no region yet

  // Cobourg is the only Allied army in Lille: "A" eliminates it without asking.
  GameState alone = state;
  accept(alone, "rf_combat", "government", {{"region", word("lille")}, {"roll", dice({4, 5})}});
  CHECK(text(alone, "army_at.cobourg") == "eliminated");
  // Named as the counters read.
  accept(state, "rf_combat", "government",
         {{"region", word("Lille")}, {"roll", dice({4, 5})}, {"lose", word("Cobourg's Austrian Army")}});
  CHECK(text(state, "army_at.cobourg") == "eliminated");
}

TEST_CASE("15.2.1: five players named with the Marais left empty start the five-player game",
          "[typed-words][revolution][new-game]") {
  auto data = std::make_shared<const GameData>(game());
  Setup setup{"historical",
              {{"Anne", "royalist"}, {"Benoît", "feuillant"}, {"Claire", "gironde"}, {"Denis", "montagne"}, {"Élise", "sans_culotte"}},
              1};
  auto seated = scenarioOfSeats(*data, setup);
  REQUIRE(seated);
  CHECK(seated->scenario == "historical_five");
  CHECK(seated->why == "The Marais has no player: the five-player game starts, Historical scenario, five players (15.2.1)");
  auto session = startSession(data, setup);
  REQUIRE(session);
  CHECK(session->setup().scenario == "historical_five");
  CHECK(flag(session->state(), "automated_marais"));

  // One player for the Montagne and the Sans-Culotte too: the four-player game (15.2.2).
  setup.players.back().name = "Denis";
  CHECK(scenarioOfSeats(*data, setup)->scenario == "historical_four");
  // Six players: the game chosen.
  setup.players.back().name = "Élise";
  setup.players.push_back({"Fanny", "marais"});
  CHECK_FALSE(scenarioOfSeats(*data, setup));
  CHECK(startSession(data, setup)->setup().scenario == "historical");
}

}  // namespace adc::test::rf

namespace adc::test::pt {

TEST_CASE("9: a cube's place is typed as printed, in any case, and a card is picked from the faction's hand first",
          "[typed-words][patriots]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  setValue(state, "active", word("girondins"));
  const auto& card = argumentOf(game(), "pt_play", "card");
  auto cards = argumentChoices(game(), state, Action{"pt_play", "girondins", {}, "", 0}, card);
  REQUIRE(cards.size() >= 4);
  CHECK(idsOf(std::vector<NamedWord>(cards.begin(), cards.begin() + 4)) == std::vector<std::string>{"ac20", "ac21", "ac30", "ac43"});
  CHECK(std::none_of(cards.begin(), cards.end(), [](const NamedWord& word) { return word.id.starts_with("lc"); }));
  // A Law is picked from the passed Laws first.
  setValue(state, "card.lc08", word("passed"));
  auto laws = argumentChoices(game(), state, Action{"pt_revolt", "", {}, "", 0}, argumentOf(game(), "pt_revolt", "law"));
  CHECK(laws.front().id == "lc08");

  accept(state, "pt_play", "girondins", {{"card", word("AC30")}, {"place", word("Gironde")}});
  CHECK(text(state, "province.gironde") == "girondins");
  GameState moved = state;
  accept(moved, "pt_move", "", {{"faction", word("jacobins")}, {"from", word("Stock")}, {"to", word("Faubourgs")},
                                {"rule", word("a test")}});
  CHECK(number(moved, "faubourgs.jacobins") == 1);
}

}  // namespace adc::test::pt
