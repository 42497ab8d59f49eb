// Coup d'État and Civil War (14), the sudden ends (13.1, 13.3) and the final score with
// its bonuses and tie-break (13).

#include "patriots_traitors_support.hpp"

using namespace adc;
using namespace adc::test::pt;

namespace {

VictoryReport score(const GameState& state) { return findRuleModule("patriots-traitors")->victory(game(), state); }

std::int64_t pointsOf(const VictoryReport& report, const std::string& faction) {
  for (const auto& line : report.sides) {
    if (line.side == faction) return line.points;
  }
  FAIL("no score line for " << faction);
  return 0;
}

// The areas a Coup d'État needs filled (14): Convention 7, Faubourgs 5, Caserne 5,
// Notre-Dame 5, shared by the Jacobin (initiator) and the Girondin (accused).
GameState coupPosition() {
  GameState state = fourPlayers();
  place(state, "jacobins", 3, "convention");
  place(state, "girondins", 4, "convention");
  place(state, "jacobins", 4, "faubourgs");
  place(state, "girondins", 1, "faubourgs");
  place(state, "jacobins", 2, "caserne");
  place(state, "cordeliers", 3, "caserne");
  place(state, "feuillants", 5, "notre_dame");
  return state;
}

}  // namespace

TEST_CASE("Final score: Provinces, Caserne/Champ de Mars and Convention cubes, 3 for the Girondin if Louis XVI lives "
          "(13)",
          "[patriots][end]") {
  GameState state = fourPlayers();
  place(state, "jacobins", 3, "convention");
  place(state, "jacobins", 1, "caserne");
  place(state, "jacobins", 1, "bretagne");
  place(state, "girondins", 2, "convention");
  place(state, "girondins", 1, "normandie");
  place(state, "cordeliers", 5, "faubourgs");  // the Faubourgs do not score
  auto alive = score(state);
  CHECK(pointsOf(alive, "jacobins") == 5);
  CHECK(pointsOf(alive, "girondins") == 6);  // 3 + 3 bonus
  CHECK(pointsOf(alive, "cordeliers") == 0);
  CHECK(alive.winner == "girondins");
  setValue(state, "louis_alive", Value{false});
  auto executed = score(state);
  CHECK(pointsOf(executed, "jacobins") == 8);
  CHECK(pointsOf(executed, "girondins") == 3);
  CHECK(executed.winner == "jacobins");
}

TEST_CASE("Final score tie: the most Leaders of his own faction in possession wins (13)", "[patriots][end]") {
  GameState state = fourPlayers();
  // Feuillant 3, Cordelier 3, Girondin 0 + 3 (Louis XVI alive): a three-way tie.
  place(state, "feuillants", 3, "convention");
  place(state, "cordeliers", 3, "caserne");
  setValue(state, "card.lec09", word("active_feuillants"));  // Lafayette, a Feuillant Leader (15)
  auto report = score(state);
  CHECK(report.winner == "feuillants");
  CHECK(report.explanation.find("the most Leaders of his own faction in possession (Cordelier 0, Girondin 0, "
                                "Feuillant 1)") != std::string::npos);
  setValue(state, "card.lec09", word("deck"));
  auto shared = score(state);
  CHECK(shared.winner.empty());
  CHECK(shared.explanation.find("a shared victory") != std::string::npos);
}

TEST_CASE("The game ends after round 21, Thermidor 1794 (13)", "[patriots][end]") {
  GameState state = fourPlayers();
  startRound(state, 21);
  CHECK(text(state, "first_player") == "cordeliers");
  setValue(state, "stage", word("end_of_round"));
  accept(state, "pt_count_votes");
  place(state, "jacobins", 1, "convention");
  place(state, "cordeliers", 5, "convention");
  auto last = refused(state, "pt_propose", "cordeliers", {{"law", word("lc07")}});
  CHECK(last.message == "the game ends after this round (13): no Law is proposed in round 21");
  accept(state, "pt_propose", "", {{"law", word("none")}});
  accept(state, "next");
  CHECK(state.gameOver);
  CHECK(score(state).winner == "cordeliers");
}

TEST_CASE("Faction elimination: 15 Feuillant cubes lost to the Conciergerie and the guillotine, the Cordelier wins "
          "(13.3)",
          "[patriots][end]") {
  GameState state = fourPlayers();
  startRound(state, 5);
  place(state, "feuillants", 10, "place_revolution");
  place(state, "feuillants", 4, "conciergerie", "stock");
  CHECK(text(state, "result") == "playing");
  auto applied = accept(state, "pt_move", "",
                        {{"faction", word("feuillants")}, {"from", word("pile")}, {"to", word("conciergerie")},
                         {"rule", word("Collot d'Herbois LEC03 (8.2)")}});
  CHECK(applied.summary.find("the Cordelier player wins (13.3)") != std::string::npos);
  CHECK(text(state, "result") == "faction_eliminated");
  CHECK(text(state, "winner") == "cordeliers");
  CHECK(state.gameOver);
  CHECK(score(state).winner == "cordeliers");
}

TEST_CASE("Saving the Royal family: the Prison du Temple filled and Baron de Batz played, with Save the Dauphin once "
          "Louis XVI is executed (13.1)",
          "[patriots][end]") {
  GameState state = fourPlayers();
  startRound(state, 3);
  setValue(state, "active", word("feuillants"));
  setValue(state, "card.ac37", word("hand_feuillants"));
  setValue(state, "card.ac41", word("hand_feuillants"));
  place(state, "feuillants", 3, "prison_temple");
  GameState notFull = state;
  auto applied = accept(notFull, "pt_action", "feuillants", {{"card", word("ac37")}});
  CHECK(applied.summary.find("the Royal family is not saved") != std::string::npos);
  CHECK(text(notFull, "result") == "playing");
  place(state, "feuillants", 1, "prison_temple");
  setValue(state, "louis_alive", Value{false});
  GameState alone = state;
  accept(alone, "pt_action", "feuillants", {{"card", word("ac37")}});
  CHECK(text(alone, "result") == "playing");  // Louis is dead: Batz alone is not enough
  accept(state, "pt_action", "feuillants", {{"card", word("ac37")}, {"with", word("ac41")}});
  CHECK(text(state, "result") == "royal_family_saved");
  CHECK(score(state).winner == "feuillants");
  CHECK(state.gameOver);
}

TEST_CASE("Coup d'État: the Paris areas must be full, the accused loses all Paris cubes and activated Leaders (14)",
          "[patriots][showdown]") {
  GameState state = fourPlayers();
  startRound(state, 2);
  setValue(state, "active", word("jacobins"));
  auto empty = refused(state, "pt_coup", "jacobins", {{"accused", word("girondins")}});
  CHECK(empty.message.find("the Convention nationale has 0 of 7") != std::string::npos);

  state = coupPosition();
  startRound(state, 2);
  setValue(state, "active", word("jacobins"));
  setValue(state, "thugs.cordeliers", num(1));
  setValue(state, "supply_thugs", num(2));
  setValue(state, "card.lec02", word("active_girondins"));  // Brissot: +5 for the Girondin
  // Jacobin: 3 CN + 2 Caserne + 2×4 Faubourgs = 13; Cordelier helps: 3 Caserne + 1 thug = 4.
  // Girondin: 4 CN + 2×1 Faubourgs + 5 (Brissot) = 11.
  auto applied = accept(state, "pt_coup", "jacobins",
                        {{"accused", word("girondins")}, {"with_initiator", word("cordeliers")}});
  CHECK(applied.summary.find("support 17 to 11") != std::string::npos);
  CHECK(number(state, "convention.girondins") == 0);
  CHECK(number(state, "faubourgs.girondins") == 0);
  CHECK(number(state, "place_revolution.girondins") == 5);
  CHECK(text(state, "card.lec02") == "eliminated");
  CHECK(number(state, "convention.jacobins") == 3);  // the winners keep theirs
  CHECK(text(state, "next_starter") == "jacobins");
  CHECK(stepId(state) == "round.end");  // the round ends at once (14)
  checkCubesKept(state);
}

TEST_CASE("Coup d'État: equal support leaves the government in place and the initiator is guillotined (14, AMB-14)",
          "[patriots][showdown]") {
  GameState state = fourPlayers();
  place(state, "jacobins", 4, "convention");
  place(state, "girondins", 3, "convention");
  place(state, "jacobins", 1, "faubourgs");
  place(state, "girondins", 4, "faubourgs");
  place(state, "jacobins", 5, "caserne");
  place(state, "feuillants", 5, "notre_dame");
  startRound(state, 2);
  setValue(state, "active", word("jacobins"));
  // Jacobin: 4 + 5 + 2×1 = 11; Girondin: 3 + 2×4 = 11.
  auto applied = accept(state, "pt_coup", "jacobins", {{"accused", word("girondins")}});
  CHECK(applied.summary.find("support 11 to 11") != std::string::npos);
  CHECK(applied.summary.find("(equal support)") != std::string::npos);
  CHECK(number(state, "place_revolution.jacobins") == 10);
  CHECK(text(state, "next_starter") == "none");
  checkCubesKept(state);
}

TEST_CASE("Civil War: 7 provinces controlled, every faction takes a side, the Feuillant counts the Royalist "
          "provinces (14)",
          "[patriots][showdown]") {
  GameState state = fourPlayers();
  for (const std::string province : {"picardie", "alsace", "provence", "champagne", "loire", "normandie"}) {
    place(state, "feuillants", 1, province);
  }
  for (const std::string province : {"vendee", "bretagne"}) place(state, "royalists", 1, province);
  place(state, "jacobins", 3, "convention");
  place(state, "feuillants", 1, "convention");
  place(state, "feuillants", 2, "notre_dame");
  startRound(state, 2);
  setValue(state, "active", word("feuillants"));
  auto six = refused(state, "pt_civil_war", "feuillants");
  CHECK(six.message == "a Civil War needs control of at least 7 provinces (14); the Feuillant controls 6");
  place(state, "feuillants", 1, "rhone");
  auto neutral = refused(state, "pt_civil_war", "feuillants", {{"with_government", word("cordeliers")}});
  CHECK(neutral.message.find("every faction MUST choose a side (14): the Girondin is on neither") != std::string::npos);
  // Feuillant: 1 CN + 2 Royalist provinces + 2×2 Notre-Dame = 7; Girondin helps with 0.
  // Jacobin (Convention majority): 3; Cordelier helps with 0.
  auto applied = accept(state, "pt_civil_war", "feuillants",
                        {{"with_initiator", word("girondins")}, {"with_government", word("cordeliers")}});
  CHECK(applied.summary.find("support 7 to 3") != std::string::npos);
  CHECK(number(state, "convention.jacobins") == 0);
  CHECK(number(state, "place_revolution.jacobins") == 3);
  CHECK(text(state, "province.picardie") == "feuillants");  // the France board stays
  CHECK(text(state, "next_starter") == "feuillants");
  accept(state, "pt_count_votes");
  accept(state, "pt_propose", "", {{"law", word("none")}});
  accept(state, "next");
  accept(state, "pt_start_round");
  CHECK(text(state, "first_player") == "feuillants");
  checkCubesKept(state);
}
