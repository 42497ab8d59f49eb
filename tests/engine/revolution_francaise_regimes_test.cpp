// The regimes as a state machine (7.5.1, R.0-R.11): transitions open by their conditions,
// installation effects, the Thermidor trigger, referendums, the vote of confidence,
// Justice and coups.
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

namespace {

// Paris threatened (R.1.8): an Allied army in Paris.
void threatenParis(GameState& state) {
  setValue(state, "foreign_war", yes());
  setValue(state, "army_at.brunswick", word("paris"));
}

}  // namespace

TEST_CASE("R.1.8: with no raised Commune and no threat, the Legislative opens no regime change", "[revolution][regimes]") {
  GameState state = setUp();
  auto applied = accept(state, "rf_transitions");
  CHECK(applied.summary == "Regime Legislative: no change is open now");
  auto refusal = refused(state, "rf_install", "gironde", {{"to", word("convention")}});
  CHECK(refusal.message == "Gironde cannot install the Convention now (7.5.1): no change is open");
}

TEST_CASE("R.1.8.1, R.2.1.1: the Commune's controller installs the Convention when Paris is threatened",
          "[revolution][regimes]") {
  GameState state = setUp();
  threatenParis(state);
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("montagne"));
  setValue(state, "fame.government", num(7));
  setValue(state, "place.hebert", word("paris_box"));  // arrestable, not an outlaw
  setValue(state, "place.barnave", word("paris_box"));  // the Feuillant is outlawed in the Convention
  accept(state, "rf_install", "montagne", {{"to", word("convention")}});
  CHECK(text(state, "regime") == "convention");
  CHECK(text(state, "previous_regime") == "legislative");
  CHECK(text(state, "gov_controller") == "gironde");        // R.2.2
  CHECK(number(state, "fame.government") == 10);            // 7.5.1
  CHECK(text(state, "king") == "prison");                   // R.2.1.1, 11.2
  CHECK(number(state, "track.clergy") == 7);                // +3
  CHECK(number(state, "track.coalition") == 4);             // at war the marker moves only in the events (9.2, A13)
  CHECK(flag(state, "outlawed.feuillant"));                 // R.2.4.1
  CHECK(flag(state, "outlawed.royalist"));
  CHECK(text(state, "place.barnave") == "prison");          // 7.5.1: outlaws in Paris arrested
  CHECK(text(state, "place.hebert") == "paris_box");
  CHECK(number(state, "next_election") == 1);               // R.2.6: an election on installation
  accept(state, "rf_election");
  CHECK(number(state, "deputies.royalist") == 0);           // R.2.6
  // Amiens, Bordeaux, Caen (Paris counts for the Commune's Montagne, A50) + 8/2 Feuillant regions.
  CHECK(number(state, "deputies.gironde") == 3 + 4);
  CHECK(number(state, "next_election") == 5);
}

TEST_CASE("R.1.8.2, R.3.1.1: the Terror's installation puts revolts in Gironde regions and sets its deputies aside",
          "[revolution][regimes]") {
  GameState state = setUp();
  threatenParis(state);
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("sans_culotte"));
  setValue(state, "track.commune", num(12));
  accept(state, "rf_levels");
  setValue(state, "place.roux", word("prison"));
  setValue(state, "place.marat", word("prison"));
  accept(state, "rf_install", "sans_culotte", {{"to", word("terror")}});
  CHECK(text(state, "gov_controller") == "montagne");       // R.3.2
  CHECK(text(state, "place.marat") == "unplaced");          // R.3.1.1: imprisoned Montagne freed
  CHECK(text(state, "place.roux") == "prison");
  for (const char* region : {"amiens", "bordeaux", "caen"}) CHECK(flag(state, std::string("revolt.") + region));
  CHECK_FALSE(flag(state, "revolt.paris"));                 // A27: no revolt in Paris
  CHECK(number(state, "deputies.gironde") == 0);
  CHECK(number(state, "set_aside.gironde") == 4);
  CHECK(number(state, "next_election") == 1);               // R.3.6: after the Legislative, at once
}

TEST_CASE("4.1, 12.0: the historical scenario filters the open regimes and the coups", "[revolution][regimes]") {
  GameState state = setUp("historical");
  setValue(state, "regime", word("convention"));
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("sans_culotte"));
  setValue(state, "track.commune", num(12));
  accept(state, "rf_levels");
  // Foreign or civil peace: the Commune's controller could install Mercy — an open regime.
  auto applied = accept(state, "rf_transitions");
  CHECK(applied.summary == "Regime Convention: no change is open now");
  GameState open = setUp("open");
  setValue(open, "regime", word("convention"));
  setValue(open, "commune_raised", yes());
  setValue(open, "commune_controller", word("sans_culotte"));
  setValue(open, "track.commune", num(12));
  accept(open, "rf_levels");
  auto listed = accept(open, "rf_transitions");
  CHECK(listed.summary.find("Sans-Culotte: Installation → Mercy (R.2.8.2") != std::string::npos);
  CHECK(listed.summary.find("Gironde: referendum → ffr (R.2.8.3") == std::string::npos);  // the Commune is SC's
  CHECK(listed.summary.find("Montagne: Popular Coup → Mercy (R.2.7.2.1") != std::string::npos);
}

TEST_CASE("R.3.8.1: the second rejected Government law of the Terror lets the Marais install Thermidor at once",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  setValue(state, "foreign_war", yes());
  chart(state, "action_result", "4", "9-10", word("C"));
  std::map<std::string, Value> civic{{"law", word("civic")}, {"roll", dice({1, 3})}};
  accept(state, "rf_law", "government", civic);
  CHECK(number(state, "fame.government") == 9);             // R.3.3: rejected, Government fame -1
  CHECK(number(state, "rejected_terror") == 1);
  CHECK_FALSE(flag(state, "thermidor_offer"));
  chart(state, "action_result", "4", "7-8", word("C"));
  accept(state, "rf_law", "government", {{"law", word("maximum")}, {"roll", dice({1, 3})}});
  CHECK(flag(state, "thermidor_offer"));
  accept(state, "rf_install", "marais", {{"to", word("thermidor")}});
  CHECK(text(state, "regime") == "thermidor");
  CHECK(text(state, "gov_controller") == "marais");
  CHECK(flag(state, "outlawed.montagne"));                  // R.4.4.1: the previous Government's Current
  CHECK(flag(state, "political_phase_over"));               // 7.5.2.3.2
  auto late = refused(state, "rf_law", "government", {{"law", word("civic")}, {"yes", word("marais")}});
  CHECK(late.message == "the Political Phase ended with the change of regime (7.5.2.3.2)");
}

TEST_CASE("R.4.8.1: Thermidor's referendum is adopted on 13 No or fewer, the Government's Current voting yes",
          "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("thermidor"));
  setValue(state, "gov_controller", word("marais"));
  // Ballots: the regions each Current controls, less revolts; Paris always votes.
  // Feuillant 8, Gironde 4 (with Paris), Royalist 4, Marais 5: No = Feuillant + Royalist = 12.
  auto adopted = accept(state, "rf_referendum", "government",
                        {{"to", word("directorate")}, {"no", word("feuillant royalist")}, {"yes", word("gironde")}});
  CHECK(adopted.summary.find("Yes 9, No 12, Abstain 2") != std::string::npos);
  CHECK(flag(state, "directorate_approved"));
  GameState rejected = setUp("open");
  setValue(rejected, "regime", word("thermidor"));
  setValue(rejected, "gov_controller", word("marais"));
  setValue(rejected, "control.brest", word("royalist"));
  setValue(rejected, "control.nimes", word("royalist"));  // No = 8 + 6 = 14
  auto no = accept(rejected, "rf_referendum", "government",
                   {{"to", word("directorate")}, {"no", word("feuillant royalist")}});
  CHECK(no.summary.find("No 14") != std::string::npos);
  CHECK_FALSE(flag(rejected, "directorate_approved"));
  auto must = refused(rejected, "rf_referendum", "government", {{"to", word("directorate")}, {"no", word("marais")}});
  CHECK(must.message == "the Current controlling the Government (Marais) always votes yes");
}

TEST_CASE("8.2 example: a Gironde Government of the Legislative toppled by disapproval leaves it to the Feuillant",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "gov_controller", word("gironde"));
  // Abstentions are not tallied: Disapproval 8 + 2 against Confidence 4 + 1 + 1.
  auto applied = accept(state, "rf_confidence", "",
                        {{"confidence", word("gironde montagne sans_culotte")},
                         {"disapproval", word("feuillant royalist")},
                         {"abstain", word("marais")}});
  CHECK(applied.summary == "Vote of confidence: Confidence 6, Disapproval 10 → the Government is toppled; the Feuillant "
                           "controls the Government (8.2)");
  CHECK(text(state, "gov_controller") == "feuillant");
  GameState feuillant = setUp();
  accept(feuillant, "rf_confidence", "", {{"confidence", word("feuillant gironde")}, {"disapproval", word("marais montagne sans_culotte")}});
  CHECK(text(feuillant, "gov_controller") == "feuillant");  // 12 against 12: no absolute majority
  GameState convention = setUp();
  setValue(convention, "regime", word("convention"));
  auto none = refused(convention, "rf_confidence", "", {{"disapproval", word("marais")}});
  CHECK(none.message == "there is no criticism of the Government in the Convention (8.2)");
}

TEST_CASE("R.1.4.2, R.2.4.2: Justice by the deputies' vote in the Legislative, by the Government's roll in the Convention",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "place.marat", word("prison"));
  auto abstain = refused(state, "rf_justice", "", {{"prisoner", word("marat")}, {"guilty", word("feuillant")}});
  CHECK(abstain.message == "Royalist must vote guilty or innocent: nobody can abstain (8.1)");
  accept(state, "rf_justice", "",
         {{"prisoner", word("marat")}, {"guilty", word("feuillant royalist")},
          {"innocent", word("marais gironde montagne sans_culotte")}});
  CHECK(text(state, "place.marat") == "unplaced");  // innocent 16 against 10: released
  GameState convention = setUp();
  setValue(convention, "regime", word("convention"));
  setValue(convention, "place.charette", word("prison"));
  setValue(convention, "place.barnave", word("prison"));
  chart(convention, "action_result", "9", "9-10", word("B"));  // the players' play aid (test value)
  accept(convention, "rf_justice", "", {{"prisoner", word("charette")}, {"roll", dice({4, 5})}});
  CHECK(text(convention, "place.charette") == "guillotine");  // R.2.4.2: a Royalist on A or B
  accept(convention, "rf_justice", "", {{"prisoner", word("barnave")}, {"roll", dice({4, 5})}});
  CHECK(text(convention, "place.barnave") == "prison");       // the others stay on A or B
}

TEST_CASE("R.7.1.1, R.7.2: the Directorate's election gives the Marais its partner, the eligible Current with most deputies",
          "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("thermidor"));
  setValue(state, "gov_controller", word("marais"));
  setValue(state, "outlawed.montagne", yes());
  setValue(state, "directorate_approved", yes());
  accept(state, "rf_install", "government", {{"to", word("directorate")}});
  CHECK(text(state, "regime") == "directorate");
  CHECK(text(state, "gov_controller") == "marais");
  CHECK(flag(state, "outlawed.montagne"));  // R.7.4.1: outlawed in the previous regime
  CHECK(flag(state, "outlawed.royalist"));
  accept(state, "rf_election");
  // R.7.6 on the starting map: Feuillant 8, Gironde 4: the Feuillant partners the Marais.
  CHECK(number(state, "deputies.feuillant") == 8);
  CHECK(number(state, "deputies.royalist") == 4);  // 4 regions + 1/2 Sans-Culotte region
  CHECK(text(state, "gov_partner") == "feuillant");
  CHECK(number(state, "next_election") == 5);
}

TEST_CASE("12.1.1: a failed popular coup arrests the plotters, outlaws the Current, expels its deputies, Commune -3",
          "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("convention"));
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("sans_culotte"));
  setValue(state, "track.commune", num(12));
  accept(state, "rf_levels");
  setValue(state, "place.robespierre", word("paris"));
  setValue(state, "place.vergniaud", word("paris"));
  auto permission = refused(state, "rf_coup", "montagne",
                            {{"kind", word("popular")}, {"to", word("mercy")}, {"with", word("robespierre")},
                             {"roll", dice({2, 2})}});
  CHECK(permission.message == "the Commune's controller (Sans-Culotte) must give permission (12.1)");
  auto government = refused(state, "rf_coup", "montagne",
                            {{"kind", word("popular")}, {"to", word("mercy")}, {"with", word("robespierre")},
                             {"permission", yes()}, {"opposed", word("gironde")}, {"roll", dice({2, 2})}});
  CHECK(government.message ==
        "Gironde cannot oppose: only other Currents with a Personality in Paris, not the Government's (12.1)");
  chart(state, "action_result", "4", "9-10", word("C"));
  accept(state, "rf_coup", "montagne",
         {{"kind", word("popular")}, {"to", word("mercy")}, {"with", word("robespierre")}, {"permission", yes()},
          {"roll", dice({2, 2})}});
  CHECK(number(state, "assignats.montagne") == 350 - 200);
  CHECK(text(state, "place.robespierre") == "prison");
  CHECK(flag(state, "personal_outlaw.robespierre"));
  CHECK(flag(state, "outlawed.montagne"));
  CHECK(flag(state, "expelled.montagne"));   // it was officially present in the Convention
  CHECK_FALSE(flag(state, "present.montagne"));
  CHECK(number(state, "track.commune") == 9);
  CHECK(number(state, "coup_popular_turn") == 1);
  auto again = refused(state, "rf_coup", "montagne",
                       {{"kind", word("military")}, {"to", word("mercy")}, {"with", word("saint_just")}, {"roll", dice({2, 2})}});
  CHECK(again.message == "one military coup per turn, none after a popular coup (12.3)");
}

TEST_CASE("12.1.2, R.2.7.2.1: a successful popular coup installs Mercy, the Commune +3", "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("convention"));
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("montagne"));
  setValue(state, "track.commune", num(12));
  accept(state, "rf_levels");
  setValue(state, "place.robespierre", word("paris"));
  setValue(state, "place.danton", word("paris_box"));
  chart(state, "action_result", "12", "11-12", word("A"));  // fame 9 + 2 for Danton
  accept(state, "rf_coup", "montagne",
         {{"kind", word("popular")}, {"to", word("mercy")}, {"with", word("robespierre danton")}, {"roll", dice({6, 6})}});
  CHECK(text(state, "regime") == "mercy");
  CHECK(text(state, "gov_controller") == "montagne");     // A28: the coup maker
  CHECK(text(state, "owner.danton") == "marais");         // R.6.1.1
  CHECK(number(state, "track.commune") == 15);
  CHECK(number(state, "fame.montagne") == 9);             // a coup is not an action: no double-6 fame (A5)
}

TEST_CASE("R.9.9: in the Federal First Republic a plot won by another Current than the Gironde leaves Bordeaux neutral",
          "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("ffr"));
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "place.barras", word("bordeaux"));
  chart(state, "action_result", "9", "9-10", word("A"));
  accept(state, "rf_act", "marais",
         {{"action", word("plot")}, {"target", word("bordeaux")}, {"with", word("barras")}, {"rolls", dice({4, 5})}});
  CHECK(text(state, "control.bordeaux") == "none");
}

TEST_CASE("R.1.7.2.1: the Gironde's popular coup installs the Convention only with the Commune at level II (SC) or III",
          "[revolution][regimes]") {
  GameState state = setUp("open");
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("montagne"));
  setValue(state, "track.commune", num(12));  // level II: the Montagne's Commune is not enough
  accept(state, "rf_levels");
  setValue(state, "place.brissot", word("paris"));
  auto refusal = refused(state, "rf_coup", "gironde",
                         {{"kind", word("popular")}, {"to", word("convention")}, {"with", word("brissot")},
                          {"permission", yes()}, {"roll", dice({6, 5})}});
  CHECK(refusal.message.find("the Legislative opens no popular coup by the Gironde to Convention now. Open now: "
                             "Gironde Popular Coup → Government (R.1.7.2.1)") == 0);
  chart(state, "action_result", "11", "11-12", word("A"));
  accept(state, "rf_coup", "gironde",
         {{"kind", word("popular")}, {"to", word("government")}, {"with", word("brissot")}, {"permission", yes()},
          {"roll", dice({6, 5})}});
  CHECK(text(state, "regime") == "legislative");
  CHECK(text(state, "gov_controller") == "gironde");
  CHECK(number(state, "fame.gironde") == 12);   // 12.2.2: +1
  CHECK(number(state, "fame.feuillant") == 11); // the ousted -1
}

TEST_CASE("R.3.9.2: Robespierre and Saint-Just can each give the Government a +2 bonus for passing a law if they are in "
          "Paris and not outlawed. This bonus cannot be cumulative.",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  setValue(state, "place.robespierre", word("paris"));
  setValue(state, "place.saint_just", word("paris_box"));
  chart(state, "action_result", "4", "11-12", word("A"));
  const GameState before = state;
  std::map<std::string, Value> civic{{"law", word("civic")}, {"roll", dice({1, 3})}, {"lawmakers", num(4)}};
  auto both = refused(state, "rf_law", "government", civic);
  CHECK(both.message == "lawmakers: Robespierre and Saint-Just can each give a +2 bonus; this bonus cannot be "
                        "cumulative: the bonus is 2 (R.3.9.2)");
  CHECK(state == before);
  // Robespierre outlawed, Saint-Just away from Paris: no one gives it.
  setValue(state, "personal_outlaw.robespierre", yes());
  setValue(state, "place.saint_just", word("lyon"));
  civic["lawmakers"] = num(2);
  auto nobody = refused(state, "rf_law", "government", civic);
  CHECK(nobody.message == "lawmakers: Robespierre and Saint-Just can each give a +2 bonus if they are in Paris and not "
                          "outlawed; neither is now (R.3.9.2)");
  setValue(state, "place.saint_just", word("paris"));
  auto applied = accept(state, "rf_law", "government", civic);
  INFO(applied.summary);
  CHECK(applied.summary.find("column 12") != std::string::npos);
}

TEST_CASE("R.6.9.2: Danton and Desmoulins can each give the Marais Government a +2 bonus (A22), and no lawmaker gives "
          "one in a regime whose rules name none",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("mercy"));
  setValue(state, "gov_controller", word("marais"));
  setValue(state, "place.danton", word("paris"));
  setValue(state, "place.desmoulins", word("paris"));
  chart(state, "action_result", "4", "13-14", word("A"));
  auto applied = accept(state, "rf_law", "government", {{"law", word("civic")}, {"roll", dice({1, 3})}, {"lawmakers", num(4)}});
  INFO(applied.summary);
  CHECK(applied.summary.find("column 14") != std::string::npos);

  GameState convention = setUp();
  setValue(convention, "regime", word("convention"));
  auto none = refused(convention, "rf_law", "gironde", {{"law", word("civic")}, {"roll", dice({1, 3})}, {"lawmakers", num(2)}});
  CHECK(none.argument == "lawmakers");
  CHECK(none.message.find("no lawmaker gives a bonus to a law in the Convention") != std::string::npos);
}

TEST_CASE("7.5.2.3.2: the fame vote's modifiers are chosen by those the rule names: the Commune's controller, each "
          "other Current present",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("convention"));
  REQUIRE(text(state, "commune_controller") == "none");
  auto commune = refused(state, "rf_law", "gironde", {{"law", word("civic")}, {"roll", dice({1, 3})}, {"commune", num(3)}});
  CHECK(commune.argument == "commune");
  CHECK(commune.message == "commune: no Current controls the Commune; the player controlling the Commune chooses its "
                           "bonus (7.5.2.3.2)");
  // A deputies' vote takes no fame-vote modifier, and a fame vote no deputies' ballot.
  GameState legislative = setUp();
  auto mixed = refused(legislative, "rf_law", "gironde",
                       {{"law", word("freedom_of_prices")}, {"yes", word("gironde marais")},
                        {"no", word("feuillant royalist montagne sans_culotte")}, {"lawmakers", num(2)}});
  CHECK(mixed.message == "lawmakers: this law is voted by the deputies (7.5.2.3.1); lawmakers is for a fame vote (7.5.2.3.2)");
  auto untied = refused(legislative, "rf_law", "gironde",
                        {{"law", word("freedom_of_prices")}, {"yes", word("gironde marais")},
                         {"no", word("feuillant royalist montagne sans_culotte")}, {"tie", word("yes")}});
  CHECK(untied.message == "tie: the vote is not tied (yes 14, no 12)");
}

TEST_CASE("R.3.3 Passing Laws in the Terror: (proposed by the Government only, 3 maximum, no cost)",
          "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  auto current = refused(state, "rf_law", "montagne", {{"law", word("civic")}, {"roll", dice({1, 3})}});
  CHECK(current.message == "only the Government proposes laws in the Terror (R.3.3)");
  setValue(state, "gov_laws", num(3));  // three laws proposed this turn
  auto fourth = refused(state, "rf_law", "government", {{"law", word("civic")}, {"roll", dice({1, 3})}});
  CHECK(fourth.message == "the Government has proposed its 3 laws this turn (R.3.3)");
}

TEST_CASE("R.3.3 '3 maximum' and 7.5.2.3 'The same law cannot be proposed more than once per game turn, unless "
          "specified otherwise': the Government's fourth law of a turn is refused, the Civic Law may come back, and the "
          "next turn counts anew",
          "[revolution][regimes][limits]") {
  GameState state = setUp();
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  // Every fame column of the roll 8, typed in as passed (test values: A1, the table is not printed).
  for (const char* column : {"1-2", "3-4", "5-6", "7-8", "9-10", "11-12", "13-14", "15-16", "17-18", "19-20"}) {
    chart(state, "action_result", "8", column, word("A"));
  }
  auto civic = [] { return std::map<std::string, Value>{{"law", word("civic")}, {"roll", dice({4, 4})}}; };
  // 13.4: the Civic Law is "dozens of laws", proposed again in the same turn (A12).
  accept(state, "rf_law", "government", civic());
  accept(state, "rf_law", "government", civic());
  accept(state, "rf_law", "government", {{"law", word("levee_en_masse")}, {"roll", dice({4, 4})}});
  CHECK(number(state, "gov_laws") == 3);
  auto fourth = refused(state, "rf_law", "government", civic());
  CHECK(fourth.message == "the Government has proposed its 3 laws this turn (R.3.3)");
  // The next turn the Government proposes again, the Levée en Masse too (13.5.3: one per turn).
  state.turn = 2;
  accept(state, "rf_start_turn");
  accept(state, "rf_law", "government", {{"law", word("levee_en_masse")}, {"roll", dice({4, 4})}});
  auto again = refused(state, "rf_law", "government", {{"law", word("levee_en_masse")}, {"roll", dice({4, 4})}});
  CHECK(again.message == "Levée en Masse (13.5.3) has already been proposed this turn (7.5.2.3)");
}

TEST_CASE("7.5.2.3: 'Each Current can propose only one law per game turn', and again the next turn",
          "[revolution][regimes][limits]") {
  GameState state = setUp();
  const std::map<std::string, Value> votes{{"yes", word("gironde marais feuillant")},
                                           {"no", word("royalist montagne sans_culotte")}};
  auto law = [&](const char* id) {
    auto args = votes;
    args["law"] = word(id);
    return args;
  };
  accept(state, "rf_law", "gironde", law("freedom_of_prices"));
  auto second = refused(state, "rf_law", "gironde", law("anti_emigrants"));
  CHECK(second.message == "Gironde has proposed its law this turn (7.5.2.3)");
  accept(state, "rf_law", "marais", law("anti_emigrants"));  // another Current's own law
  state.turn = 2;
  accept(state, "rf_start_turn");
  accept(state, "rf_law", "gironde", law("confiscation"));
}

TEST_CASE("11.4 Convention: the trial cannot be proposed if it has occurred already", "[revolution][regimes]") {
  GameState state = setUp();
  setValue(state, "regime", word("convention"));
  setValue(state, "king", word("prison"));
  setValue(state, "trials", num(1));
  auto again = refused(state, "rf_law", "gironde", {{"law", word("trial_of_the_king")}, {"yes", word("gironde")}});
  CHECK(again.message == "in the Convention the trial is held once (11.4)");
}
