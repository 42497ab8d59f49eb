// War (12): the rulebook's war examples replayed — Austria's first move into Picardie and
// Dumouriez against Clerfayt (12.2), Jourdan against Charette (12.7), Pichegru in
// Bruxelles (11.4) — and the Results of War table (QR) with the fall of Paris (13.2).

#include "patriots_traitors_support.hpp"

using namespace adc;
using namespace adc::test::pt;

namespace {

// The Jacobin's turn in round 2, Austria's To Paris! AC07 (Graf von Clerfayt) just drawn.
GameState clerfayt(GameState state) {
  startRound(state, 2);
  setValue(state, "active", word("jacobins"));
  accept(state, "pt_draw", "jacobins", {{"cards", word("ac07")}});
  return state;
}

}  // namespace

TEST_CASE("Example: Austria's first move into Picardie finds no Revolutionary General (12.2)", "[patriots][war]") {
  GameState state = fourPlayers();
  // The Girondin holds the Convention majority with 3 cubes.
  place(state, "girondins", 3, "convention");
  place(state, "jacobins", 1, "convention");
  state = clerfayt(state);
  CHECK(text(state, "card.ac07") == "to_paris");  // placed next to the discard pile (12.2 ATTENTION)
  auto where = refused(state, "pt_advance", "", {{"card", word("ac07")}});
  CHECK(where.argument == "to");
  auto applied = accept(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("picardie")}});
  CHECK(text(state, "army.austria") == "picardie");
  CHECK(text(state, "province.picardie") == "royalists");
  // "the player with a majority in the Convention nationale area (Pb) loses 3 influence
  // from that area to his pile"
  CHECK(number(state, "convention.girondins") == 0);
  CHECK(number(state, "pile.girondins") == 13);
  CHECK(number(state, "convention.jacobins") == 1);
  CHECK(applied.rule == "12.2, QR Results of War");
  checkCubesKept(state);
  auto twice = refused(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("paris")}});
  CHECK(twice.message == "card: AC07 To Paris! (Austria, Graf von Clerfayt) was resolved already");
}

TEST_CASE("A tied Convention loses 1 cube each when an undefended province is invaded (12.2)", "[patriots][war]") {
  GameState state = fourPlayers();
  place(state, "girondins", 2, "convention");
  place(state, "cordeliers", 2, "convention");
  place(state, "jacobins", 1, "convention");
  place(state, "feuillants", 1, "picardie");
  state = clerfayt(state);
  accept(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("picardie")}});
  CHECK(number(state, "convention.girondins") == 1);
  CHECK(number(state, "convention.cordeliers") == 1);
  CHECK(number(state, "convention.jacobins") == 0);  // every player there (AMB-22)
  // The Feuillant cube in Picardie returns to its pile (AMB-22).
  CHECK(text(state, "province.picardie") == "royalists");
  CHECK(number(state, "pile.feuillants") == 13);
  checkCubesKept(state);
}

TEST_CASE("Example: General Dumouriez blocks the Graf von Clerfayt in Picardie, 5 to 3 (12.2)", "[patriots][war]") {
  GameState state = fourPlayers();
  // Dumouriez LEC06 activated by the Girondin; 3 Girondin cubes in the Caserne; 1 Royalist
  // cube in Champagne.
  setValue(state, "card.lec06", word("active_girondins"));
  setValue(state, "general_at.dumouriez", word("picardie"));
  place(state, "girondins", 3, "caserne");
  place(state, "royalists", 1, "champagne");
  state = clerfayt(state);
  auto applied = accept(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("picardie")}});
  CHECK(applied.summary.find("2 cockades + 3 Girondin cubes in the Caserne/Champ de Mars = 5 against 2 cockades + 1 "
                             "Royalist cube = 3") != std::string::npos);
  // "The Coalition army remains standing where it originally was"; the owner gains 2
  // influence from his stock to his pile.
  CHECK(text(state, "army.austria") == "bruxelles");
  CHECK(text(state, "general_at.dumouriez") == "picardie");
  CHECK(number(state, "stock.girondins") == 15);
  CHECK(number(state, "pile.girondins") == 12);
  checkCubesKept(state);
}

TEST_CASE("A Revolutionary General beaten in a province falls back, his owner loses up to 2 Convention and 2 "
          "Faubourgs cubes (12.2)",
          "[patriots][war]") {
  GameState state = fourPlayers();
  setValue(state, "card.lec06", word("active_girondins"));
  setValue(state, "general_at.dumouriez", word("picardie"));
  place(state, "royalists", 4, "caserne");
  place(state, "girondins", 3, "convention");
  place(state, "girondins", 1, "faubourgs");
  state = clerfayt(state);
  auto retreat = refused(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("picardie")}});
  CHECK(retreat.message == "the Austria army wins 6 to 2 and forces the General(s) out: say the province they retreat to (12.2)");
  accept(state, "pt_advance", "", {{"card", word("ac07")}, {"to", word("picardie")}, {"retreat", word("champagne")}});
  CHECK(text(state, "army.austria") == "picardie");
  CHECK(text(state, "province.picardie") == "royalists");
  CHECK(text(state, "general_at.dumouriez") == "champagne");
  CHECK(number(state, "convention.girondins") == 1);
  CHECK(number(state, "faubourgs.girondins") == 0);
  checkCubesKept(state);
}

TEST_CASE("A treasury Gold coin neutralises a drawn To Paris! card (11.4)", "[patriots][war][currency]") {
  GameState state = fourPlayers();
  setValue(state, "treasury", num(1));
  setValue(state, "gold_supply", num(9));
  place(state, "cordeliers", 1, "convention");
  state = clerfayt(state);
  auto outside = refused(state, "pt_advance", "", {{"card", word("ac07")}, {"gold_by", word("feuillants")}});
  CHECK(outside.argument == "gold_by");
  accept(state, "pt_advance", "", {{"card", word("ac07")}, {"gold_by", word("cordeliers")}});
  CHECK(text(state, "army.austria") == "bruxelles");
  CHECK(number(state, "treasury") == 0);
  CHECK(number(state, "gold_supply") == 10);
  CHECK(flag(state, "currency_used.cordeliers"));
}

TEST_CASE("Paris falls to a Coalition army: all players lose, the Royalist wins a 5 player game (13.2)",
          "[patriots][war][end]") {
  GameState four = fourPlayers();
  setValue(four, "army.austria", word("picardie"));
  four = clerfayt(four);
  accept(four, "pt_advance", "", {{"card", word("ac07")}, {"to", word("paris")}});
  CHECK(text(four, "result") == "fall_of_paris");
  CHECK(text(four, "winner") == "all_lose");
  CHECK(four.gameOver);
  auto report = findRuleModule("patriots-traitors")->victory(game(), four);
  CHECK(report.winner.empty());
  CHECK(report.rule == "13.2");

  GameState five = seated({"royalists", "cordeliers", "jacobins", "girondins", "feuillants"}, "five_players");
  setValue(five, "army.austria", word("picardie"));
  startRound(five, 2);
  auto first = text(five, "active");
  accept(five, "pt_draw", first, {{"cards", word("ac07")}});
  accept(five, "pt_advance", "", {{"card", word("ac07")}, {"to", word("paris")}});
  CHECK(text(five, "winner") == "royalists");
}

TEST_CASE("Example: Jourdan attacks Charette in the Loire and loses, 4 to 5, and is discarded (12.7)",
          "[patriots][war]") {
  GameState state = seated({"royalists", "cordeliers", "jacobins", "girondins", "feuillants"}, "five_players");
  setValue(state, "card.ac27", word("active_jacobins"));
  setValue(state, "general_at.jourdan", word("bretagne"));
  setValue(state, "card.ac38", word("active_royalists"));
  setValue(state, "general_at.charette", word("loire"));
  place(state, "jacobins", 3, "caserne");
  // 4 Royalist cubes in the provinces.
  for (const std::string province : {"vendee", "gironde", "provence", "rhone"}) place(state, "royalists", 1, province);
  startRound(state, 2);
  setValue(state, "active", word("jacobins"));
  setValue(state, "card.ac34", word("hand_jacobins"));
  auto applied = accept(state, "pt_offensive", "jacobins",
                        {{"card", word("ac34")}, {"general", word("jourdan")}, {"to", word("loire")}});
  CHECK(applied.summary.find("1 cockade + 3 Jacobin cubes in the Caserne/Champ de Mars = 4 against Charette 1 "
                             "cockade + 4 Royalist cubes = 5") != std::string::npos);
  // "A Revolutionary General who loses from a Royalist General is de-activated and
  // immediately discarded."
  CHECK(text(state, "card.ac27") == "discard");
  CHECK(text(state, "general_at.jourdan") == "off");
  CHECK(text(state, "general_at.charette") == "loire");
  CHECK(text(state, "card.ac34") == "discard");
  checkCubesKept(state);
}

TEST_CASE("12.4: the Spanish army 'will move into France only when a Spanish To Paris! card AC42 is drawn'",
          "[patriots][war][limits]") {
  GameState state = clerfayt(fourPlayers());
  setValue(state, "army.spain", word("gerona"));
  auto spain = refused(state, "pt_advance", "", {{"card", word("ac07")}, {"nation", word("spain")}, {"to", word("gironde")}});
  CHECK_THAT(spain.message, Catch::Contains("only the British and Dutch move with an Austrian card (12.4)"));
}

TEST_CASE("Example: Pichegru defeats the Austrian army and enters Bruxelles (11.4, 12.4)", "[patriots][war]") {
  GameState state = fourPlayers();
  // Pichegru AC28 (its cockades typed in from the card: a test's 2) activated by the
  // Girondin in Picardie, next to Bruxelles; Clerfayt AC07 in the To Paris! pile.
  chart(state, "card_cockades", "ac28", num(2));
  setValue(state, "card.ac28", word("active_girondins"));
  setValue(state, "general_at.pichegru", word("picardie"));
  setValue(state, "card.ac07", word("to_paris"));
  setValue(state, "advanced.ac07", Value{true});
  place(state, "girondins", 1, "caserne");
  place(state, "jacobins", 5, "faubourgs");
  startRound(state, 2);
  setValue(state, "active", word("girondins"));
  setValue(state, "card.ac33", word("hand_girondins"));
  std::map<std::string, Value> offensive{{"card", word("ac33")},       {"general", word("pichegru")},
                                         {"to", word("bruxelles")},    {"coalition_cards", word("ac07")},
                                         {"push_to", word("antwerpen")}};
  auto full = refused(state, "pt_offensive", "girondins", offensive);
  CHECK(full.message == "Faubourgs is full: say whose cube the owner switches out (12.4)");
  offensive["switch_faubourgs"] = word("jacobins");
  auto applied = accept(state, "pt_offensive", "girondins", offensive);
  CHECK(applied.summary.find("2 cockades + 1 Girondin cube in the Caserne/Champ de Mars = 3 against 2 Coalition "
                             "cockades + 0 Royalist cubes = 2") != std::string::npos);
  CHECK(text(state, "general_at.pichegru") == "bruxelles");
  CHECK(text(state, "army.austria") == "antwerpen");
  // 1 influence from his stock to the Faubourgs and 1 to the Caserne, and a Gold coin.
  CHECK(number(state, "caserne.girondins") == 2);
  CHECK(number(state, "faubourgs.girondins") == 1);
  CHECK(number(state, "faubourgs.jacobins") == 4);
  CHECK(number(state, "treasury") == 1);
  CHECK(flag(state, "gold_claimed.bruxelles"));
  // Exporting the Revolution brings in the British, Dutch and Spanish (12.4).
  CHECK(flag(state, "bnes_active"));
  CHECK(text(state, "army.britain") == "antwerpen");
  CHECK(text(state, "army.spain") == "gerona");
  checkCubesKept(state);
}

TEST_CASE("12.3: 'only one single Coalition General - chosen by the owner of the victorious Revolutionary General - "
          "will be forced to pull back'",
          "[patriots][war][limits]") {
  GameState state = fourPlayers();
  // Pichegru's victory in Bruxelles (as in the example above), the Prussian army there too.
  chart(state, "card_cockades", "ac28", num(2));
  setValue(state, "card.ac28", word("active_girondins"));
  setValue(state, "general_at.pichegru", word("picardie"));
  setValue(state, "card.ac07", word("to_paris"));
  setValue(state, "advanced.ac07", Value{true});
  setValue(state, "army.prussia", word("bruxelles"));
  place(state, "girondins", 1, "caserne");
  startRound(state, 2);
  setValue(state, "active", word("girondins"));
  setValue(state, "card.ac33", word("hand_girondins"));
  std::map<std::string, Value> offensive{{"card", word("ac33")},    {"general", word("pichegru")},
                                         {"to", word("bruxelles")}, {"coalition_cards", word("ac07")},
                                         {"push_to", word("antwerpen")}};
  auto which = refused(state, "pt_offensive", "girondins", offensive);
  CHECK(which.argument == "retreat");
  offensive["retreat"] = word("prussia");
  accept(state, "pt_offensive", "girondins", offensive);
  CHECK(text(state, "army.prussia") == "antwerpen");
  CHECK(text(state, "army.austria") == "bruxelles");  // the other army stays
}

TEST_CASE("A lost offensive into a province costs up to 2 Convention and 2 Faubourgs cubes (12.3)", "[patriots][war]") {
  GameState state = fourPlayers();
  setValue(state, "card.lec06", word("active_girondins"));
  setValue(state, "general_at.dumouriez", word("champagne"));
  setValue(state, "army.austria", word("picardie"));
  setValue(state, "card.ac07", word("to_paris"));
  setValue(state, "advanced.ac07", Value{true});
  place(state, "royalists", 1, "picardie");
  place(state, "girondins", 2, "convention");
  place(state, "girondins", 2, "faubourgs");
  startRound(state, 2);
  setValue(state, "active", word("cordeliers"));
  // Any player may play the card; the result lands on the General's owner (12.3 Note).
  accept(state, "pt_offensive", "cordeliers",
         {{"card", word("ac33")}, {"general", word("dumouriez")}, {"to", word("picardie")},
          {"coalition_cards", word("ac07")}});
  CHECK(text(state, "general_at.dumouriez") == "champagne");
  CHECK(number(state, "convention.girondins") == 0);
  CHECK(number(state, "faubourgs.girondins") == 0);
  CHECK(number(state, "pile.girondins") == 13);
  checkCubesKept(state);
}

TEST_CASE("La Marseillaise: Generals move and pacify without an offensive card (7 Additional Actions, 12.6, 15)",
          "[patriots][war]") {
  GameState state = fourPlayers();
  setValue(state, "card.lec09", word("active_feuillants"));
  setValue(state, "general_at.lafayette", word("picardie"));
  place(state, "cordeliers", 1, "champagne");
  startRound(state, 2);
  setValue(state, "active", word("feuillants"));
  auto before = refused(state, "pt_general_move", "feuillants", {{"general", word("lafayette")}, {"to", word("champagne")}});
  CHECK(before.message.find("La Marseillaise LC06 has passed") != std::string::npos);
  setValue(state, "card.lc06", word("passed"));
  accept(state, "pt_general_move", "feuillants",
         {{"general", word("lafayette")}, {"to", word("champagne")}, {"pacify", yes()}, {"pacify_left", yes()}});
  CHECK(text(state, "province.champagne") == "feuillants");
  CHECK(text(state, "province.picardie") == "feuillants");
  CHECK(number(state, "pile.cordeliers") == 13);
  checkCubesKept(state);
}

namespace {

// Dumouriez (Girondin, 2 cockades, 12.2) and Jourdan (Jacobin, 1 cockade, 12.7) gathered
// in Champagne, next to the Austrian army in Picardie; Clerfayt AC07 in the To Paris! pile.
GameState gatheredGenerals() {
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
  startRound(state, 2);
  setValue(state, "active", word("cordeliers"));
  return state;
}

std::map<std::string, Value> jointOffensive() {
  return {{"card", word("ac33")},       {"general", word("dumouriez")}, {"with", word("jourdan")},
          {"to", word("picardie")},     {"coalition_cards", word("ac07")}, {"push_to", word("bruxelles")}};
}

}  // namespace

TEST_CASE("12.3: Generals from different players gathered in a single province push a Coalition army together - "
          "the cockades of both Generals are added, but only the leading General's influence is counted",
          "[patriots][war]") {
  GameState state = gatheredGenerals();
  place(state, "jacobins", 2, "convention");  // the Jacobin holds the Convention majority
  auto offensive = jointOffensive();
  // "Prior to the offensive a leading Revolutionary General must be appointed": the
  // current majority in the Convention nationale appoints him.
  auto unappointed = refused(state, "pt_offensive", "cordeliers", offensive);
  CHECK(unappointed.message == "Generals of several players fight together: the Jacobin, who holds the majority in "
                               "the Convention nationale, appoints the leading General before the offensive (12.3)");
  offensive["leader"] = word("lafayette");
  auto stranger = refused(state, "pt_offensive", "cordeliers", offensive);
  CHECK(stranger.message == "leader: 'lafayette' is not one of the Generals in this battle (Dumouriez, Jourdan) (12.3)");
  offensive["leader"] = word("jourdan");
  const auto jacobinPile = number(state, "pile.jacobins");
  const auto girondinPile = number(state, "pile.girondins");
  auto applied = accept(state, "pt_offensive", "cordeliers", offensive);
  CHECK(applied.summary.find("3 cockades + 3 Jacobin cubes in the Caserne/Champ de Mars = 6 against 2 Coalition "
                             "cockades + 1 Royalist cube = 3") != std::string::npos);
  CHECK(text(state, "army.austria") == "bruxelles");
  CHECK(text(state, "general_at.dumouriez") == "picardie");
  CHECK(text(state, "general_at.jourdan") == "picardie");
  // "Only ONE single player can gain from a victory": the leader's owner.
  CHECK(number(state, "pile.jacobins") == jacobinPile + 2);
  CHECK(number(state, "pile.girondins") == girondinPile);
  checkCubesKept(state);
}

TEST_CASE("12.3: with a tie in the Convention nationale, the General with the most cockades and Caserne/Champ de Mars "
          "influence automatically becomes the leading General",
          "[patriots][war]") {
  GameState state = gatheredGenerals();
  auto offensive = jointOffensive();
  offensive["leader"] = word("dumouriez");
  auto wrong = refused(state, "pt_offensive", "cordeliers", offensive);
  CHECK(wrong.message == "leader: there is no majority in the Convention nationale, so the General with the most "
                         "cockades and influence in the Caserne/Champ de Mars leads (Dumouriez 3, Jourdan 4) (12.3): "
                         "Jourdan leads, not Dumouriez");
  offensive.erase("leader");
  // After an offensive victory in a province the General may also pacify it (AMB-26): the
  // leader's owner's cube.
  offensive["pacify"] = yes();
  auto applied = accept(state, "pt_offensive", "cordeliers", offensive);
  CHECK(applied.summary.find("= 6 against") != std::string::npos);
  CHECK(text(state, "province.picardie") == "jacobins");
  checkCubesKept(state);
}

TEST_CASE("12.3: Generals attack together only from the province they gathered in, and a leader is appointed only "
          "when Generals of several players fight",
          "[patriots][war]") {
  GameState state = gatheredGenerals();
  setValue(state, "general_at.jourdan", word("alsace"));
  auto apart = refused(state, "pt_offensive", "cordeliers", jointOffensive());
  CHECK(apart.message == "with: Jourdan is not in Champagne with Dumouriez: Generals attack together from a single "
                         "province (12.3)");
  auto alone = jointOffensive();
  alone.erase("with");
  alone["leader"] = word("dumouriez");
  auto ignored = refused(state, "pt_offensive", "cordeliers", alone);
  CHECK(ignored.message == "leader: not used by this move: a leading General is appointed only when Generals of "
                           "several players fight together (12.3)");
  alone.erase("leader");
  // Dumouriez alone ties, 3 to 3: no army is pushed back (12.3, AMB-24).
  auto tied = refused(state, "pt_offensive", "cordeliers", alone);
  CHECK(tied.message == "push_to: not used by this move: an army is pushed back only by a victory over it (12.3)");
  alone.erase("push_to");
  alone["caserne_area"] = word("champ_de_mars");
  auto notTerritory = refused(state, "pt_offensive", "cordeliers", alone);
  CHECK(notTerritory.argument == "caserne_area");
}

TEST_CASE("12.4 ATTENTION: the Convention nationale can only gain a Gold coin from possessing Bruxelles ONCE during "
          "a game",
          "[patriots][war]") {
  GameState state = fourPlayers();
  chart(state, "card_cockades", "ac28", num(2));
  setValue(state, "card.ac28", word("active_girondins"));
  setValue(state, "general_at.pichegru", word("picardie"));
  setValue(state, "card.ac07", word("to_paris"));
  setValue(state, "advanced.ac07", Value{true});
  setValue(state, "gold_claimed.bruxelles", Value{true});  // Bruxelles was occupied once already
  place(state, "girondins", 1, "caserne");
  startRound(state, 2);
  setValue(state, "active", word("girondins"));
  setValue(state, "card.ac33", word("hand_girondins"));
  auto applied = accept(state, "pt_offensive", "girondins",
                        {{"card", word("ac33")}, {"general", word("pichegru")}, {"to", word("bruxelles")},
                         {"coalition_cards", word("ac07")}, {"push_to", word("antwerpen")}});
  CHECK(text(state, "general_at.pichegru") == "bruxelles");
  CHECK(number(state, "treasury") == 0);
  CHECK(applied.summary.find("Gold coin") == std::string::npos);
}
