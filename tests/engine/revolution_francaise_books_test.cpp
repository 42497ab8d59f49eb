// The books: gifts (6.1), the King's action and veto (7.5.2.2, 11.1), the trial (11.4),
// the deputies (7.5.2.1, 8.3), the Economy adjustment (10.1), objectives (10.3) and coups (12.0).
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

TEST_CASE("6.1: gifts go between players, never to the Government without Fatherland in Danger, never Royalist to Montagne",
          "[revolution][books]") {
  GameState state = setUp();
  accept(state, "rf_gift", "gironde", {{"to", word("marais")}, {"amount", num(300)}});
  CHECK(number(state, "assignats.gironde") == 1100);
  CHECK(number(state, "assignats.marais") == 1100);
  CHECK(number(state, "spent") == 0);  // a gift is not spent (A47, A65)
  auto government = refused(state, "rf_gift", "feuillant", {{"to", word("government")}, {"amount", num(100)}});
  CHECK(government.message == "assignats are never given to the Government, unless Fatherland in Danger is in force (6.1, 13.6)");
  auto enemies = refused(state, "rf_gift", "sans_culotte", {{"to", word("royalist")}, {"amount", num(100)}});
  CHECK(enemies.message == "the Royalist and the Montagne or Sans-Culotte may not give each other money (6.1)");
  setValue(state, "in_force.fatherland_in_danger", yes());
  accept(state, "rf_gift", "feuillant", {{"to", word("government")}, {"amount", num(100)}});
  CHECK(number(state, "assignats.government") == 2400);
}

TEST_CASE("7.5.2.2: the Feuillant King costs 100 × the Economy, the Gironde loses 1 fame, the Coalition may go down 1",
          "[revolution][books]") {
  GameState state = setUp();
  accept(state, "rf_king", "feuillant", {{"coalition", yes()}});
  CHECK(number(state, "assignats.feuillant") == 1300);
  CHECK(number(state, "fame.gironde") == 10);
  CHECK(number(state, "track.coalition") == 3);
  auto twice = refused(state, "rf_king", "feuillant");
  CHECK(twice.message == "the King has already acted this turn (6.5)");
  auto royalist = refused(state, "rf_king", "royalist");
  CHECK(royalist.message == "the King is controlled by the Feuillant (7.5.2.2)");
}

TEST_CASE("11.1: the King vetoes an anti-clergy law: Commune +3, Clergy -3, his Current -2 fame, no cost (A41)",
          "[revolution][books]") {
  GameState state = setUp();
  accept(state, "rf_law", "gironde",
         {{"law", word("national_goods")}, {"yes", word("gironde marais")},
          {"no", word("feuillant royalist montagne sans_culotte")}, {"veto", yes()}});
  CHECK(number(state, "track.commune") == 7);
  CHECK(number(state, "track.clergy") == 1);
  CHECK(number(state, "fame.feuillant") == 10);
  CHECK(number(state, "assignats.government") == 2300);
  auto feuillant = refused(state, "rf_law", "feuillant",
                           {{"law", word("anti_emigrants")}, {"yes", word("feuillant")}, {"no", word("gironde")}});
  CHECK(feuillant.message == "the Feuillant cannot propose anti-privilege laws (13.2)");
}

TEST_CASE("R.1.3: a tied deputies' vote in the Legislative is broken by the King's Current", "[revolution][books]") {
  GameState state = setUp();
  setValue(state, "deputies.marais", num(6));  // Marais 6 + Gironde 6 against 8 + 2 + 1 + 1
  setValue(state, "deputies.gironde", num(6));
  std::map<std::string, Value> vote{{"law", word("civic")},
                                    {"yes", word("marais gironde")},
                                    {"no", word("feuillant royalist montagne sans_culotte")}};
  auto tie = refused(state, "rf_law", "gironde", vote);
  CHECK(tie.message == "a tie: the Current that controls the King (Feuillant) decides: yes or no");
  vote["tie"] = word("no");
  accept(state, "rf_law", "gironde", vote);
  CHECK(number(state, "fame.gironde") == 11);  // rejected: no Civic Law fame
  CHECK(number(state, "assignats.gironde") == 1350);
}

TEST_CASE("11.4: the trial of Louis XVI is a deputies' vote, guilty executes him with the printed adjustments",
          "[revolution][books]") {
  GameState state = setUp();
  setValue(state, "regime", word("convention"));
  setValue(state, "king", word("prison"));
  setValue(state, "deputies.feuillant", num(2));
  setValue(state, "deputies.royalist", num(0));
  auto feuillant = refused(state, "rf_law", "montagne",
                           {{"law", word("trial_of_the_king")}, {"yes", word("feuillant montagne")}, {"no", word("gironde marais royalist sans_culotte")}});
  CHECK(feuillant.message == "the Feuillant must vote innocent (11.4)");
  accept(state, "rf_law", "montagne",
         {{"law", word("trial_of_the_king")}, {"yes", word("marais montagne sans_culotte")},
          {"no", word("feuillant royalist gironde")}});
  CHECK(text(state, "king") == "executed");
  CHECK(number(state, "fame.sans_culotte") == 11);
  CHECK(number(state, "fame.montagne") == 12);
  CHECK(number(state, "fame.gironde") == 9);
  CHECK(number(state, "fame.feuillant") == 10);
  CHECK(number(state, "track.coalition") == 9);  // Marais 10 + Montagne 1 + SC 1 guilty against 2 + 4
  CHECK(number(state, "track.clergy") == 9);
  CHECK(number(state, "assignats.montagne") == 300);  // the proposal fee (A42)
}

TEST_CASE("7.5.2.1, 8.3: deputies switch for the turn and go home, each switches once (A26)", "[revolution][books]") {
  GameState state = setUp();
  setValue(state, "place.barras", word("paris_box"));
  setValue(state, "place.sieyes", word("paris"));
  chart(state, "action_result", "8", "9-10", word("A"));
  accept(state, "rf_act", "marais",
         {{"action", word("convince_deputies")}, {"target", word("feuillant")}, {"with", word("barras")}, {"rolls", dice({4, 4})}});
  CHECK(number(state, "switched_out.feuillant") == 5);
  CHECK(number(state, "switched_in.marais") == 5);
  auto several = refused(state, "rf_act", "marais",
                         {{"action", word("convince_deputies")}, {"target", word("feuillant")}, {"with", word("sieyes")},
                          {"rolls", dice({4, 4, 4, 4})}, {"keep", num(1)}});
  CHECK(several.message == "only one roll is allowed for a Political Action (7.5.2)");
  accept(state, "rf_act", "marais",
         {{"action", word("convince_deputies")}, {"target", word("feuillant")}, {"with", word("sieyes")}, {"rolls", dice({4, 4})}});
  CHECK(number(state, "switched_out.feuillant") == 8);  // only 3 were left
  setValue(state, "place.brissot", word("paris"));
  auto far = refused(state, "rf_act", "gironde",
                     {{"action", word("convince_deputies")}, {"target", word("feuillant")}, {"with", word("brissot")}, {"rolls", dice({4, 4})}});
  CHECK(far.message == "Gironde can attract only deputies of a close Current (7.5.2.1)");
  accept(state, "rf_deputies_return");
  CHECK(number(state, "switched_out.feuillant") == 0);
  CHECK(number(state, "deputies.feuillant") == 8);
}

TEST_CASE("10.1: the Economy rises 1 per 1000 assignats spent, fractions dropped, and the Spent box empties",
          "[revolution][books]") {
  GameState state = setUp();
  setValue(state, "spent", num(2950));
  auto applied = accept(state, "rf_economy");
  CHECK(number(state, "track.economy") == 6);
  CHECK(number(state, "spent") == 0);
  CHECK(applied.summary.find("2950 assignats spent this turn: Economy +2") == 0);
}

TEST_CASE("10.3: a failed Government objective costs the Government and its Current 1 fame, ignored if it changed hands",
          "[revolution][books]") {
  GameState state = setUp();
  accept(state, "rf_objective", "government", {{"objective", word("arrest marat")}});
  accept(state, "rf_objective", "gironde", {{"objective", word("plot lyon")}});
  GameState changed = state;
  accept(state, "rf_fame_adjustment");
  CHECK(number(state, "fame.government") == 9);
  CHECK(number(state, "fame.feuillant") == 10);  // -1 for the Government's failure, -1 for declaring none (6.4)
  CHECK(number(state, "fame.gironde") == 10);
  setValue(changed, "gov_controller", word("gironde"));
  accept(changed, "rf_fame_adjustment");
  CHECK(number(changed, "fame.government") == 10);
  CHECK(number(changed, "fame.feuillant") == 11);  // its own objective: none declared, -1
  auto joint = refused(state, "rf_objective", "royalist", {{"objective", word("revolt brest")}, {"with", word("montagne")}});
  CHECK(joint.message == "the Royalist cannot declare a common objective with the Montagne or the Sans-Culotte (6.1, 6.4)");
  // "The Government cannot have a joint objective with any Current." (6.4)
  GameState fresh = setUp();
  auto government = refused(fresh, "rf_objective", "government", {{"objective", word("arrest marat")}, {"with", word("marais")}});
  CHECK(government.message == "the Government cannot have a joint objective (6.4)");
}

TEST_CASE("12.0, R.1.7.1: coups are open-scenario only, a failed limited coup outlaws the Feuillant until the next turn's end",
          "[revolution][books]") {
  GameState historical = setUp("historical");
  setValue(historical, "gov_controller", word("gironde"));
  setValue(historical, "place.barnave", word("paris"));
  auto closed = refused(historical, "rf_coup", "feuillant",
                        {{"kind", word("limited")}, {"to", word("government")}, {"with", word("barnave")}, {"roll", dice({2, 3})}});
  CHECK(closed.message == "coups are for the Open scenario only (12.0)");
  GameState state = setUp("open");
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "place.barnave", word("paris"));
  chart(state, "action_result", "5", "11-12", word("C"));
  accept(state, "rf_coup", "feuillant",
         {{"kind", word("limited")}, {"to", word("government")}, {"with", word("barnave")}, {"roll", dice({2, 3})}});
  CHECK(number(state, "assignats.feuillant") == 1300);
  CHECK(text(state, "place.barnave") == "prison");
  CHECK(flag(state, "personal_outlaw.barnave"));
  CHECK(number(state, "fame.feuillant") == 11);
  CHECK(number(state, "outlaw_until.feuillant") == 2);
  auto second = refused(state, "rf_coup", "feuillant",
                        {{"kind", word("limited")}, {"to", word("government")}, {"with", word("laclos")}, {"roll", dice({2, 3})}});
  CHECK(second.code == ActionError::Code::NotAllowed);
  state.turn = 3;
  accept(state, "rf_start_turn");
  CHECK(number(state, "outlaw_until.feuillant") == 0);
  CHECK(flag(state, "personal_outlaw.barnave"));  // 12.2.1: the prisoners stay outlawed
}

TEST_CASE("12.1: 'Limitation: only one Popular Coup can occur during a game turn', and 12.3: 'If a Popular Coup has "
          "been attempted, no Military Coup is allowed during the same turn'",
          "[revolution][books][limits]") {
  GameState state = setUp("open");
  setValue(state, "commune_raised", yes());
  setValue(state, "place.brissot", word("paris"));
  setValue(state, "place.vergniaud", word("paris"));
  chart(state, "action_result", "11", "11-12", word("A"));
  auto popular = [](const std::string& who) {
    return std::map<std::string, Value>{{"kind", word("popular")}, {"to", word("government")}, {"with", word(who)},
                                        {"permission", yes()}, {"roll", dice({6, 5})}};
  };
  accept(state, "rf_coup", "gironde", popular("brissot"));
  REQUIRE(text(state, "gov_controller") == "gironde");
  const auto assignats = number(state, "assignats.gironde");
  auto second = refused(state, "rf_coup", "gironde", popular("vergniaud"));
  CHECK(second.code == ActionError::Code::NotAllowed);
  CHECK(second.message == "only one popular coup per turn (12.1)");
  CHECK(number(state, "assignats.gironde") == assignats);  // nothing paid, nothing logged
  auto military = refused(state, "rf_coup", "gironde",
                          {{"kind", word("military")}, {"to", word("convention")}, {"with", word("vergniaud")},
                           {"roll", dice({6, 5})}});
  CHECK(military.message == "one military coup per turn, none after a popular coup (12.3)");
  // The next turn allows a popular coup again.
  state.turn += 1;
  chart(state, "action_result", "12", "11-12", word("C"));
  accept(state, "rf_coup", "gironde", popular("vergniaud"));
}

TEST_CASE("12.3.1: 'the following Personalities can never attempt a military coup: Marat (Mtn), Chaumette (Scu), "
          "Hébert (Scu), and Roux (Scu)'",
          "[revolution][books][limits]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("convention"));
  setValue(state, "foreign_war", Value{false});  // foreign peace: the Montagne's military coup installs Mercy (R.2.7.3.1)
  auto marat = refused(state, "rf_coup", "montagne",
                       {{"kind", word("military")}, {"to", word("mercy")}, {"with", word("marat")}, {"roll", dice({6, 6})}});
  CHECK(marat.code == ActionError::Code::NotAllowed);
  CHECK_THAT(marat.message, Catch::Contains("can never attempt a military coup (12.3.1)"));
}

TEST_CASE("R.7.7: 'The Royalist is allowed only one coup attempt for the entire duration of the Directorate'",
          "[revolution][books][limits]") {
  GameState state = setUp("open");
  setValue(state, "regime", word("directorate"));
  setValue(state, "commune_raised", yes());
  setValue(state, "commune_controller", word("royalist"));
  setValue(state, "level.commune", num(2));
  // A coup the Directorate does not open is refused with the list of those it opens.
  const std::map<std::string, Value> notOpen{{"kind", word("popular")}, {"to", word("prairial")}, {"roll", dice({6, 6})}};
  auto before = refused(state, "rf_coup", "royalist", notOpen);
  CHECK_THAT(before.message, Catch::Contains("Royalist Popular Coup → Vendémiaire (R.7.7.2.3)"));
  // Its one attempt made (rf_coup marks it when the Royalist pays for a coup in the Directorate).
  setValue(state, "royalist_directorate_coup", yes());
  auto after = refused(state, "rf_coup", "royalist", notOpen);
  CHECK_THAT(after.message, !Catch::Contains("R.7.7.2.3"));
}

TEST_CASE("12.2.2: a successful limited coup gives the Government to the plotters, +1 fame, -1 to the ousted",
          "[revolution][books]") {
  GameState state = setUp("open");
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "place.barnave", word("paris"));
  setValue(state, "place.lameth", word("paris_box"));
  chart(state, "action_result", "10", "13-14", word("A"));  // 12 + 2 (a second Personality) - 1 (the Marais opposes)
  setValue(state, "place.barras", word("paris"));
  accept(state, "rf_coup", "feuillant",
         {{"kind", word("limited")}, {"to", word("government")}, {"with", word("barnave lameth")},
          {"opposed", word("marais")}, {"roll", dice({4, 6})}});
  CHECK(text(state, "gov_controller") == "feuillant");
  CHECK(number(state, "fame.feuillant") == 13);
  CHECK(number(state, "fame.gironde") == 10);
  CHECK(text(state, "limited_coup_winner") == "feuillant");
}

TEST_CASE("9.4: maintenance is 100 × the Economy per army, unpaid volunteers go first, an unpaid regular means bankruptcy",
          "[revolution][books]") {
  GameState state = setUp();
  accept(state, "rf_maintenance", "government");
  CHECK(number(state, "assignats.government") == 2300 - 400);  // the 4 regular armies (4.7)
  GameState poor = setUp();
  setValue(poor, "volunteers.paris", num(1));
  setValue(poor, "assignats.government", num(350));  // 3 of 5 armies
  auto ask = refused(poor, "rf_maintenance", "government");
  CHECK(ask.message == "Government can pay for 3 of its 5 armies (100 each): remove the others (the volunteers first, then the regular armies) (9.4)");
  auto order = refused(poor, "rf_maintenance", "government",
                       {{"disband", word("regular_lille regular_metz")}});
  CHECK(order.message == "volunteers are removed before regular armies (9.4)");
  accept(poor, "rf_maintenance", "government",
         {{"disband_volunteers", word("paris")}, {"disband", word("regular_lille")}});
  CHECK(number(poor, "assignats.government") == 50);
  CHECK(text(poor, "army_at.regular_lille") == "eliminated");
  CHECK(number(poor, "volunteers.paris") == 0);
  CHECK(number(poor, "fame.feuillant") == 7);     // bankruptcy (10.2.2.1)
  CHECK(number(poor, "fame.government") == 8);
}

TEST_CASE("6.4.1, 6.4.2: objectives are well defined, of the kinds the Government and the Currents may declare",
          "[revolution][books]") {
  GameState state = setUp();
  auto vague = refused(state, "rf_objective", "government", {{"objective", word("arrest someone")}});
  CHECK(vague.message == "'arrest someone': name the Personality (6.4: a well-defined objective)");
  auto plot = refused(state, "rf_objective", "government", {{"objective", word("plot lyon")}});
  CHECK(plot.message == "'plot lyon': the Government's objectives (6.4.1) are Arrest, Suppress a revolt, destroy, commune by force, law, with their target");
  auto law = refused(state, "rf_objective", "government", {{"objective", word("law civic")}});
  CHECK(law.message == "'law civic': the Government may aim at a law only in the Terror, Thermidor, Wrath, Mercy, "
                       "Directorate or Prairial (6.4.1)");
  auto revolt = refused(state, "rf_objective", "gironde", {{"objective", word("revolt brest")}});
  CHECK(revolt.message == "'revolt brest': Gironde cannot start revolts: it is officially present (6.4, 7.4.2)");
  accept(state, "rf_objective", "montagne", {{"objective", word("regime convention")}});
  accept(state, "rf_objective", "gironde", {{"objective", word("law declaration_of_war")}});
  CHECK(text(state, "objective.gironde") == "law declaration_of_war");
}
