// Set-up (5), turn order (6), the round and its basic actions (7), cards (10) and
// currency (11) of 1793: Patriots & Traitors, with the decisions of NOTES.md.

#include "patriots_traitors_support.hpp"

#include "adc/save_file.hpp"

using namespace adc;
using namespace adc::test::pt;

TEST_CASE("Setup: 13 cubes in the pile, 17 in the stock, the armies, Condé and the Laws set out (5)", "[patriots][setup]") {
  GameState state = initialState(game(), Setup{"four_players", {}, 1});
  for (const auto& faction : allFactions()) {
    CHECK(number(state, "pile." + faction) == 13);
    CHECK(number(state, "stock." + faction) == 17);
  }
  CHECK(text(state, "army.austria") == "bruxelles");
  CHECK(text(state, "army.prussia") == "coblenz");  // AMB-4
  CHECK(text(state, "army.sardinia") == "torino");
  CHECK(text(state, "army.emigres") == "mainz");
  CHECK(text(state, "army.britain") == "off");
  CHECK(text(state, "card.ac17") == "aside");
  CHECK(text(state, "card.lc21") == "law_pile");
  CHECK(number(state, "supply_assignats") == 3);
  CHECK(number(state, "boxed_assignats") == 5);
  CHECK(number(state, "gold_supply") == 10);
  CHECK(number(state, "treasury") == 0);
  CHECK(flag(state, "louis_alive"));
  CHECK(stepId(state) == "setup.seat");
  checkCubesKept(state);
}

TEST_CASE("Setup: four players are the four revolutionary factions, the Royalists play only with five (5)",
          "[patriots][setup]") {
  GameState four = initialState(game(), Setup{"four_players", {}, 1});
  auto royalists = refused(four, "pt_setup", "", {{"seating", word("royalists,jacobins,girondins,cordeliers")}});
  CHECK(royalists.message == "seating: the Royalists play only in a 5 player game (5)");
  auto three = refused(four, "pt_setup", "", {{"seating", word("jacobins,girondins,cordeliers")}});
  CHECK(three.message == "seating: this is a 4 player game; name 4 factions in clockwise order, not 3");
  auto twice = refused(four, "pt_setup", "", {{"seating", word("jacobins,jacobins,girondins,cordeliers")}});
  CHECK(twice.message == "seating: jacobins is named twice");

  GameState five = seated({"royalists", "cordeliers", "jacobins", "girondins", "feuillants"}, "five_players");
  CHECK(flag(five, "in_play.royalists"));
  CHECK(stepId(five) == "round.start");

  // Three players: the rulebook names no factions (AMB-53); the players choose three.
  GameState threePlayers = seated({"feuillants", "girondins", "jacobins"}, "three_players");
  CHECK_FALSE(flag(threePlayers, "in_play.cordeliers"));
  accept(threePlayers, "pt_start_round");
  // No Cordelier: the Jacobin starts round 1 (6).
  CHECK(text(threePlayers, "first_player") == "jacobins");
}

TEST_CASE("Setup: the first game uses only the Law cards LC01 to LC10 (5.9)", "[patriots][setup]") {
  GameState state = initialState(game(), Setup{"four_players", {}, 1});
  accept(state, "pt_setup", "", {{"seating", word("jacobins,feuillants,girondins,cordeliers")}, {"first_game", yes()}});
  CHECK(text(state, "card.lc10") == "law_pile");
  CHECK(text(state, "card.lc11") == "out");
}

TEST_CASE("Setup: an immediate card in a starting hand is discarded and lets the player place a cube (5 ATTENTION)",
          "[patriots][setup]") {
  GameState state = initialState(game(), Setup{"four_players", {}, 1});
  accept(state, "pt_setup", "", {{"seating", word("jacobins,feuillants,girondins,cordeliers")}});
  auto tooMany = refused(state, "pt_deal", "jacobins",
                         {{"cards", word("ac01,ac11,ac12,ac13")}, {"place", word("convention,caserne")}});
  CHECK(tooMany.argument == "place");
  accept(state, "pt_deal", "jacobins", {{"cards", word("ac01,ac06,ac12,ac13")}, {"place", word("convention,bretagne")}});
  // Both immediate cards go to the discard pile unresolved, even the To Paris! card (AMB-34).
  CHECK(text(state, "card.ac01") == "discard");
  CHECK(text(state, "card.ac06") == "discard");
  CHECK(text(state, "card.ac12") == "hand_jacobins");
  CHECK(number(state, "convention.jacobins") == 1);
  CHECK(text(state, "province.bretagne") == "jacobins");
  CHECK(number(state, "pile.jacobins") == 11);
  checkCubesKept(state);
}

TEST_CASE("Turn order example: the Feuillant and Girondin tie in the Convention, the Girondin starts (6)",
          "[patriots][rounds]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  CHECK(text(state, "first_player") == "cordeliers");  // round 1: the Cordelier starts (6)
  place(state, "feuillants", 2, "convention");
  place(state, "girondins", 2, "convention");
  place(state, "jacobins", 1, "convention");
  startRound(state, 2);
  CHECK(text(state, "first_player") == "girondins");
  CHECK(text(state, "active") == "girondins");
  // Clockwise from the Girondin: the Cordelier, then the Jacobin (seats J, F, G, C).
  accept(state, "pt_draw", "girondins", {{"cards", word("ac22")}});
  CHECK(text(state, "card.ac22") == "to_paris");  // an immediate card drawn
  auto unresolved = refused(state, "pt_end_turn", "girondins");
  CHECK(unresolved.message == "AC22 To Paris! (Dutch) was drawn and must be played at once (10.4)");
  accept(state, "pt_advance", "", {{"card", word("ac22")}});  // the Dutch are not in the game yet
  accept(state, "pt_end_turn", "girondins");
  CHECK(text(state, "active") == "cordeliers");
}

TEST_CASE("Draw: the Notre-Dame majority draws up to 3, within the possession limit of 6 (7.3, 10)",
          "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  place(state, "cordeliers", 2, "notre_dame");
  // The Cordelier holds 4 cards: 2 more reach the limit of 6.
  auto three = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac27,ac28,ac39")}});
  CHECK(three.message == "cards: 2 cards may be taken into the hand and the draw stops there (7.3, 10); AC39 Henri de "
                         "la Rochejacquelein (Royalist General) is one too many");
  // A card the text does not describe: its kind is typed in from the card (the chart).
  auto unknown = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac36,ac27")}});
  CHECK(unknown.code == ActionError::Code::NeedsChartValue);
  chart(state, "card_kind", "ac36", word("action"));
  accept(state, "pt_draw", "cordeliers", {{"cards", word("ac36,ac27")}});
  CHECK(text(state, "card.ac36") == "hand_cordeliers");
  accept(state, "pt_end_turn", "cordeliers");
  // At 6 cards nothing may be drawn: exchange instead (7.3, 7.4).
  setValue(state, "active", word("cordeliers"));
  setValue(state, "acted.cordeliers", Value{false});
  auto full = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac45")}});
  CHECK(full.message ==
        "the Cordelier has 6 cards in possession; drawing needs LESS than 6 (7.3, 10): exchange a card instead (7.4)");
}

TEST_CASE("Draw: after an immediate card a 2nd card may be drawn, never a 3rd (7.3 ATTENTION)", "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  auto third = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac01,ac02,ac14")}});
  CHECK(third.message.find("never a 3rd (7.3 ATTENTION)") != std::string::npos);
  auto twoKept = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac27,ac28")}});
  CHECK(twoKept.argument == "cards");
  chart(state, "card_kind", "ac31", word("action"));
  accept(state, "pt_draw", "cordeliers", {{"cards", word("ac01,ac31")}});
  CHECK(text(state, "card.ac01") == "discard");  // Angry mob: the players carry out its text
  CHECK(text(state, "card.ac31") == "hand_cordeliers");
}

TEST_CASE("Exchange: discard 1 and draw 1, never the Hidden safe of Louis XVI AC09 (7.4)", "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  setValue(state, "card.ac09", word("hand_cordeliers"));
  auto safe = refused(state, "pt_exchange", "cordeliers", {{"discard", word("ac09")}, {"cards", word("ac12")}});
  CHECK(safe.message == "discard: you can never discard the Hidden safe of Louis XVI card AC09 (7.4)");
  auto drawnAlready = refused(state, "pt_exchange", "cordeliers", {{"discard", word("ac33")}, {"cards", word("ac12")}});
  CHECK(drawnAlready.message == "cards drawn: AC12 Printing Press is not in the draw pile (it is in the Jacobin's hand)");
  accept(state, "pt_exchange", "cordeliers", {{"discard", word("ac33")}, {"cards", word("ac27")}});
  CHECK(text(state, "card.ac33") == "discard");
  CHECK(text(state, "card.ac27") == "hand_cordeliers");
  // One basic action per turn (7).
  auto second = refused(state, "pt_exchange", "cordeliers", {{"discard", word("ac34")}, {"cards", word("ac42")}});
  CHECK(second.message.find("has done this turn's basic action already") != std::string::npos);
}

TEST_CASE("Play for influence: no more cubes than cockades, empty spaces only, 1 cube a province (7.1, 8.4, 9)",
          "[patriots][cubes]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  // J'Accuse AC30 has one cockade (15); the Girondin holds it.
  setValue(state, "active", word("girondins"));
  auto two = refused(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("convention,caserne")}});
  CHECK(two.message == "AC30 J'Accuse is worth 1 cockade (7.1); 2 were used");
  place(state, "jacobins", 4, "palais_egalite");
  auto full = refused(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("palais_egalite")}});
  CHECK(full.message == "Palais-Egalité has 0 free spaces of 4; a full area takes no more cubes unless Universal "
                        "Suffrage LC09 has passed (9)");
  place(state, "cordeliers", 1, "normandie");
  auto taken = refused(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("normandie")}});
  CHECK(taken.message == "Normandie already holds a Cordelier cube; only 1 cube can be placed on each province (8.4): "
                         "switch it out first");
  auto paris = refused(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("paris")}});
  CHECK(paris.message == "no cube is placed on the Paris province: the Faubourgs majority controls it (8.4)");
  auto champ = refused(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("champ_de_mars")}});
  CHECK(champ.argument == "place");
  accept(state, "pt_play", "girondins", {{"card", word("ac30")}, {"place", word("gironde")}});
  CHECK(text(state, "province.gironde") == "girondins");
  checkCubesKept(state);
}

TEST_CASE("Play for currency: cockades become the faction's own currency, limited by the supply (7.1, 11)",
          "[patriots][currency]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  // The Cordelier's Street thugs; a Military Offensive card's cockades are typed in from the card.
  chart(state, "card_cockades", "ac33", num(2));
  setValue(state, "supply_thugs", num(1));
  auto scarce = refused(state, "pt_play", "cordeliers", {{"card", word("ac33")}, {"currency", num(2)}});
  CHECK(scarce.message == "currency: only 1 thugs left beside the board (11)");
  accept(state, "pt_play", "cordeliers", {{"card", word("ac33")}, {"currency", num(1)}, {"place", word("faubourgs")}});
  CHECK(number(state, "thugs.cordeliers") == 1);
  CHECK(number(state, "supply_thugs") == 0);
  CHECK(number(state, "faubourgs.cordeliers") == 1);
}

TEST_CASE("Currency: one single currency per round, a Press cube from the stock, a Street thug not on the France "
          "board (11)",
          "[patriots][currency]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  setValue(state, "press.jacobins", num(2));
  setValue(state, "supply_press", num(1));
  setValue(state, "supply_thugs", num(2));
  accept(state, "pt_currency", "jacobins", {{"kind", word("press")}, {"to", word("convention")}});
  CHECK(number(state, "convention.jacobins") == 1);
  CHECK(number(state, "stock.jacobins") == 16);
  CHECK(number(state, "supply_press") == 2);
  auto again = refused(state, "pt_currency", "jacobins", {{"kind", word("press")}, {"to", word("caserne")}});
  CHECK(again.message == "the Jacobin has used a currency this round already (11)");
  // Giving currency away is not using it (AMB-50).
  accept(state, "pt_give", "jacobins", {{"to", word("girondins")}, {"kind", word("press")}});
  CHECK(number(state, "press.girondins") == 1);
  setValue(state, "thugs.cordeliers", num(1));
  place(state, "jacobins", 1, "normandie");
  auto france = refused(state, "pt_currency", "cordeliers",
                        {{"kind", word("thug")}, {"faction", word("jacobins")}, {"from", word("normandie")}});
  CHECK(france.message == "from: a Street thug removes a cube from the Paris board or a vote box, not from Normandie (11.3)");
  accept(state, "pt_currency", "cordeliers",
         {{"kind", word("thug")}, {"faction", word("jacobins")}, {"from", word("convention")}});
  CHECK(number(state, "convention.jacobins") == 0);
  CHECK(number(state, "pile.jacobins") == 13);
  checkCubesKept(state);
}

TEST_CASE("Activate a Leader: only the factions whose symbol it shows, Brissot LEC02 by the Feuillants or Girondins "
          "(7.2, 10.3 Example)",
          "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  setValue(state, "card.lec02", word("hand_cordeliers"));
  auto cordelier = refused(state, "pt_activate", "cordeliers", {{"card", word("lec02")}});
  CHECK(cordelier.message == "LEC02 Jacques Brissot does not carry the Cordelier symbol: a Leader is activated only by "
                             "a faction whose symbol it shows (7.2, 10.1)");
  setValue(state, "card.lec02", word("hand_girondins"));
  setValue(state, "active", word("girondins"));
  accept(state, "pt_activate", "girondins", {{"card", word("lec02")}});
  CHECK(text(state, "card.lec02") == "active_girondins");
  // A General goes on a free or owned province, not one a Coalition army holds (12.6).
  setValue(state, "card.lec06", word("hand_girondins"));
  setValue(state, "acted.girondins", Value{false});
  setValue(state, "army.austria", word("picardie"));
  auto occupied = refused(state, "pt_activate", "girondins", {{"card", word("lec06")}, {"at", word("picardie")}});
  CHECK(occupied.argument == "at");
  accept(state, "pt_activate", "girondins", {{"card", word("lec06")}, {"at", word("champagne")}});
  CHECK(text(state, "general_at.dumouriez") == "champagne");
}

TEST_CASE("Voting: players with Convention cubes must vote from their stock, a tie does not pass, cubes return to "
          "the stock (10.2)",
          "[patriots][laws]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  setValue(state, "card.lc09", word("proposed"));
  place(state, "cordeliers", 1, "convention");
  place(state, "jacobins", 1, "convention");
  accept(state, "pt_draw", "cordeliers", {{"cards", word("ac37")}});
  auto mustVote = refused(state, "pt_end_turn", "cordeliers");
  CHECK(mustVote.message == "the Cordelier has influence in the Convention nationale and has to vote on the proposed Law in this turn: Oui! or Non! (10.2)");
  accept(state, "pt_vote", "cordeliers", {{"box", word("oui")}});
  accept(state, "pt_end_turn", "cordeliers");
  // Seats J, F, G, C clockwise: the Jacobin follows the Cordelier (6); the Feuillant may
  // not vote out of turn.
  CHECK(text(state, "active") == "jacobins");
  auto outOfTurn = refused(state, "pt_vote", "feuillants", {{"box", word("non")}});
  CHECK(outOfTurn.argument == "side");
  accept(state, "pt_vote", "jacobins", {{"box", word("non")}});
  accept(state, "pt_draw", "jacobins", {{"cards", word("ac38")}});
  accept(state, "pt_end_turn", "jacobins");
  auto feuillant = refused(state, "pt_vote", "feuillants", {{"box", word("oui")}});
  CHECK(feuillant.message == "only players with influence in the Convention nationale vote (10.2); the Feuillant has "
                             "none there now");
  for (const std::string faction : {"feuillants", "girondins"}) {
    accept(state, "pt_exchange", faction,
           {{"discard", word(faction == "feuillants" ? "ac13" : "ac20")}, {"cards", word(faction == "feuillants" ? "ac39" : "ac40")}});
    accept(state, "pt_end_turn", faction);
  }
  CHECK(stepId(state) == "round.end");
  auto early = refused(state, "pt_propose", "cordeliers", {{"law", word("lc01")}});
  CHECK(early.message == "count the votes on the proposed Law first (QR Sequence of Play)");
  accept(state, "pt_count_votes");
  // 1 to 1: "TIES ARE NOT VALID" (10.2).
  CHECK(text(state, "card.lc09") == "law_pile");
  CHECK_FALSE(flag(state, "universal_suffrage"));
  CHECK(number(state, "stock.cordeliers") == 17);
  CHECK(number(state, "stock.jacobins") == 17);
  checkCubesKept(state);
  // Tied in the Convention: the Cordelier and Jacobin must agree on a Law (10.2).
  auto alone = refused(state, "pt_propose", "cordeliers", {{"law", word("lc09")}});
  CHECK(alone.argument == "agreed");
  chart(state, "card_faction", "lc09", word("none"));
  accept(state, "pt_propose", "cordeliers", {{"law", word("lc09")}, {"agreed", yes()}});
  CHECK(text(state, "card.lc09") == "proposed");
  CHECK(stepId(state) == "round.over");
  accept(state, "next");
  CHECK(state.turn == 2);
  CHECK(stepId(state) == "round.start");
}

TEST_CASE("A Law is proposed only with two factions in the Convention, by its own faction (10.1, 10.2)",
          "[patriots][laws]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  place(state, "jacobins", 2, "convention");
  setValue(state, "stage", word("end_of_round"));
  accept(state, "pt_count_votes");
  auto alone = refused(state, "pt_propose", "jacobins", {{"law", word("lc07")}});
  CHECK(alone.message == "a Law is proposed only when at least two factions have influence in the Convention "
                         "nationale (10.2)");
  place(state, "girondins", 1, "convention");
  auto minority = refused(state, "pt_propose", "girondins", {{"law", word("lc07")}});
  CHECK(minority.argument == "side");
  chart(state, "card_faction", "lc07", word("cordeliers jacobins"));
  chart(state, "card_faction", "lc01", word("girondins"));
  auto symbol = refused(state, "pt_propose", "jacobins", {{"law", word("lc01")}});
  CHECK(symbol.message == "law: LC01 carries another faction's symbol; only that faction may propose it (10.1)");
  accept(state, "pt_propose", "jacobins", {{"law", word("lc07")}});
  CHECK(text(state, "card.lc07") == "proposed");
}

TEST_CASE("Palais-Egalité: a card swap once a round between players there (7 Additional Actions, 15)",
          "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  place(state, "cordeliers", 1, "palais_egalite");
  auto without = refused(state, "pt_swap", "cordeliers", {{"with", word("jacobins")}, {"give", word("ac33")}, {"take", word("ac11")}});
  CHECK(without.argument == "with");
  place(state, "jacobins", 1, "palais_egalite");
  accept(state, "pt_swap", "cordeliers", {{"with", word("jacobins")}, {"give", word("ac33")}, {"take", word("ac11")}});
  CHECK(text(state, "card.ac11") == "hand_cordeliers");
  CHECK(text(state, "card.ac33") == "hand_jacobins");
  auto twice = refused(state, "pt_swap", "cordeliers", {{"with", word("jacobins")}, {"give", word("ac34")}, {"take", word("ac12")}});
  CHECK(twice.message == "the Cordelier has swapped a card this round already (7)");
}

TEST_CASE("A cube move cites its rule and never creates or loses a cube (9)", "[patriots][cubes]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  auto noRule = refused(state, "pt_move", "",
                        {{"faction", word("jacobins")}, {"from", word("pile")}, {"to", word("caserne")}});
  CHECK(noRule.message == "'Move cubes for a rule' needs the rule or card that moves them");
  auto tooMany = refused(state, "pt_move", "",
                         {{"faction", word("jacobins")}, {"count", num(14)}, {"from", word("pile")},
                          {"to", word("conciergerie")}, {"rule", word("test")}});
  CHECK(tooMany.message == "the Jacobins have 13 cubes in the pile, not 14");
  auto nowhere = refused(state, "pt_move", "",
                         {{"faction", word("jacobins")}, {"from", word("pile")}, {"to", word("versailles")},
                          {"rule", word("test")}});
  CHECK(nowhere.argument == "to");
  auto applied = accept(state, "pt_move", "",
                        {{"faction", word("jacobins")}, {"count", num(3)}, {"from", word("stock")},
                         {"to", word("pile")}, {"rule", word("LEC10 Desmoulins (9)")}});
  CHECK(applied.rule == "LEC10 Desmoulins (9)");
  CHECK(applied.summary == "3 Jacobin cubes stock → pile (LEC10 Desmoulins (9))");
  checkCubesKept(state);
}

TEST_CASE("Example: 2 activated cards and 4 in hand are the 6 cards a player may possess (10)", "[patriots][cards]") {
  GameState state = fourPlayers();
  startRound(state, 1);
  // The Cordelier holds 4 cards; two activated Leaders make 6 in possession.
  setValue(state, "card.lec10", word("active_cordeliers"));
  setValue(state, "card.lec08", word("active_cordeliers"));
  auto draw = refused(state, "pt_draw", "cordeliers", {{"cards", word("ac27")}});
  CHECK(draw.message ==
        "the Cordelier has 6 cards in possession; drawing needs LESS than 6 (7.3, 10): exchange a card instead (7.4)");
  // Fouché allows 8 (10, AMB-35): the players raise the limit when he is activated.
  setValue(state, "possession_limit.cordeliers", num(8));
  accept(state, "pt_draw", "cordeliers", {{"cards", word("ac27")}});
  CHECK(text(state, "card.ac27") == "hand_cordeliers");
}

TEST_CASE("Arrest sends an activated Leader back to its owner's hand, Assassination eliminates it (10.3)",
          "[patriots][cards]") {
  GameState state = fourPlayers();
  setValue(state, "card.lec06", word("active_girondins"));
  setValue(state, "general_at.dumouriez", word("champagne"));
  setValue(state, "card.lec09", word("active_feuillants"));
  startRound(state, 2);
  setValue(state, "active", word("feuillants"));
  // The Feuillant holds Arrest AC18 and AC19 (the test's starting hand).
  auto nobody = refused(state, "pt_action", "feuillants", {{"card", word("ac18")}, {"with", word("lec01")}});
  CHECK(nobody.message == "with: LEC01 Antoine Barnave is not an activated Leader (10.3)");
  accept(state, "pt_action", "feuillants", {{"card", word("ac18")}, {"with", word("lec06")}});
  CHECK(text(state, "card.lec06") == "hand_girondins");
  CHECK(text(state, "general_at.dumouriez") == "off");
  CHECK(text(state, "card.ac18") == "discard");
  setValue(state, "active", word("girondins"));
  // The Girondin holds Assassination AC20.
  accept(state, "pt_action", "girondins", {{"card", word("ac20")}, {"with", word("lec09")}});
  CHECK(text(state, "card.lec09") == "eliminated");
}

TEST_CASE("Sacred Heart provinces rise when Dechristianization passes, de-activating the Generals there (8.4, 12.7)",
          "[patriots][laws]") {
  GameState state = fourPlayers();
  setValue(state, "card.lec09", word("active_feuillants"));
  setValue(state, "general_at.lafayette", word("vendee"));
  place(state, "girondins", 1, "bretagne");
  auto early = refused(state, "pt_revolt", "", {{"law", word("lc03")}, {"provinces", word("vendee")}});
  CHECK(early.message == "law: LC03 Dechristianization has not passed");
  setValue(state, "card.lc03", word("passed"));
  auto normandie = refused(state, "pt_revolt", "", {{"law", word("lc03")}, {"provinces", word("normandie")}});
  CHECK(normandie.argument == "provinces");
  accept(state, "pt_revolt", "", {{"law", word("lc03")}, {"provinces", word("vendee,bretagne")}});
  CHECK(text(state, "province.vendee") == "royalists");
  CHECK(text(state, "province.bretagne") == "royalists");
  CHECK(number(state, "pile.girondins") == 13);
  CHECK(text(state, "general_at.lafayette") == "off");
  CHECK(text(state, "card.lec09") == "hand_feuillants");
  checkCubesKept(state);
}

TEST_CASE("No cube is created or lost at any step of the golden replays (4, 9)", "[patriots][cubes]") {
  for (const std::string name : {"round_example.toml", "three_players_opening.toml"}) {
    INFO("fixture " << name);
    auto file = adc::test::testDataDirectory().parent_path() / "fixtures" / "patriots-traitors" / name;
    GameSession session = readSave(file, [](const std::string& id) -> std::shared_ptr<const GameData> {
      return std::shared_ptr<const GameData>(&adc::test::shippedGame(id), [](const GameData*) {});
    });
    for (std::size_t step = 0; step <= session.log().size(); ++step) {
      INFO("after action " << step);
      session.moveTo(step);
      checkCubesKept(session.state());
    }
  }
}
