// War (9.0-9.3): the Coalition's reinforcements, the Government's volunteers, declaring war
// by law or by the Coalition track, and civil war by revolts.
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

TEST_CASE("9.2.2, 9.3.1: under the Legislative only Cobourg, Brunswick and Wurmser enter, the rest after the Convention",
          "[revolution][war]") {
  GameState state = setUp();
  auto early = refused(state, "rf_allied_entry", "royalist");
  CHECK(early.message == "no Allied army enters before war is declared (9.3.1)");
  // The Coalition track reaching 17 declares war and goes to 20 (9.2.2).
  setValue(state, "track.coalition", num(16));
  accept(state, "rf_levels");
  accept(state, "rf_king", "feuillant");  // no Coalition move: the King only lowers the Gironde
  setValue(state, "owner.louis_xvi", word("royalist"));
  setValue(state, "used.louis_xvi", Value{false});
  accept(state, "rf_king", "royalist", {{"coalition", yes()}});
  CHECK(flag(state, "foreign_war"));
  CHECK(number(state, "track.coalition") == 20);
  accept(state, "rf_allied_entry", "royalist");
  CHECK(text(state, "army_at.cobourg") == "lille");
  CHECK(text(state, "army_at.brunswick") == "metz");
  CHECK(text(state, "army_at.wurmser") == "strasbourg");
  CHECK(text(state, "army_at.york") == "off_map");
  CHECK(flag(state, "allied_entered"));
  // The Convention: the others may enter; Quiberon needs Brest and Nantes Royalist.
  setValue(state, "republic_at_war", yes());
  setValue(state, "control.brest", word("royalist"));
  auto landing = refused(state, "rf_allied_entry", "royalist");
  CHECK(landing.message == "'Allied reinforcements' needs where the Quiberon landing comes ashore: Brest or Nantes");
  accept(state, "rf_allied_entry", "royalist", {{"quiberon", word("brest")}});
  CHECK(text(state, "army_at.york") == "lille");
  CHECK(text(state, "army_at.spanish_2") == "toulouse");
  CHECK(text(state, "army_at.quiberon") == "brest");
  CHECK(text(state, "army_at.hood_fleet") == "off_map");  // Marseille is the Sans-Culotte's
}

TEST_CASE("13.5.3, 9.3.3: a Levée en Masse gives 3 volunteers, placed where no enemy, revolt or Royalist is",
          "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "regime", word("terror"));
  setValue(state, "gov_controller", word("montagne"));
  chart(state, "action_result", "8", "9-10", word("A"));
  accept(state, "rf_law", "government", {{"law", word("levee_en_masse")}, {"roll", dice({4, 4})}});
  CHECK(number(state, "volunteers_due") == 3);
  CHECK(number(state, "assignats.government") == 2300 - 200);
  CHECK(number(state, "fame.government") == 9);
  auto count = refused(state, "rf_volunteers", "government", {{"regions", word("paris")}});
  CHECK(count.message == "3 volunteer armies to place now (3 due, 0 of 16 on the map): name one region for each (9.3.3)");
  auto revolt = refused(state, "rf_volunteers", "government", {{"regions", word("paris bourges lyon")}});
  CHECK(revolt.message ==
        "Bourges: it is in revolt; a new revolutionary army goes in a region not controlled by the Royalist, nor "
        "occupied by an enemy army, nor in revolt (9.3.3)");
  accept(state, "rf_volunteers", "government", {{"regions", word("paris paris lyon")}});
  CHECK(number(state, "volunteers.paris") == 2);
  CHECK(number(state, "volunteers.lyon") == 1);
  CHECK(number(state, "volunteers_due") == 0);
  // 13.5.3: "Only one Levy in Mass is allowed per game turn."
  auto again = refused(state, "rf_law", "government", {{"law", word("levee_en_masse")}, {"roll", dice({4, 4})}});
  CHECK_THAT(again.message, Catch::Contains("has already been proposed this turn (7.5.2.3)"));
}

TEST_CASE("13.5.3: the Levée en Masse 'cannot be proposed during the Legislative'", "[revolution][war][limits]") {
  GameState state = setUp();
  auto legislative = refused(state, "rf_law", "gironde",
                             {{"law", word("levee_en_masse")}, {"yes", word("gironde marais feuillant")},
                              {"no", word("royalist montagne sans_culotte")}});
  CHECK(legislative.message == "no Levée en Masse in the Legislative (13.5.3)");
}

TEST_CASE("13.5.2: Conscription needs a war and gives one volunteer a turn until the last war ends", "[revolution][war]") {
  GameState state = setUp();
  auto peace = refused(state, "rf_law", "gironde",
                       {{"law", word("conscription")}, {"yes", word("gironde marais feuillant")},
                        {"no", word("royalist montagne sans_culotte")}});
  CHECK(peace.message == "Conscription needs a foreign or civil war (13.5.2)");
  for (const char* region : {"lyon", "caen", "dijon"}) setValue(state, std::string("revolt.") + region, yes());
  accept(state, "rf_law", "gironde",
         {{"law", word("conscription")}, {"yes", word("gironde marais feuillant")},
          {"no", word("royalist montagne sans_culotte")}});
  CHECK(flag(state, "in_force.conscription"));
  CHECK(number(state, "track.coalition") == 9);  // +5, at peace with the Coalition
  // 7.5.2.3: a Current proposes one law a turn.
  auto second = refused(state, "rf_law", "gironde",
                        {{"law", word("declaration_of_war")}, {"yes", word("gironde marais feuillant")},
                         {"no", word("royalist montagne sans_culotte")}});
  CHECK(second.message == "Gironde has proposed its law this turn (7.5.2.3)");
  accept(state, "rf_volunteers", "government", {{"regions", word("paris")}});
  CHECK(number(state, "volunteers.paris") == 1);
  // Four revolts no more: civil peace, and no foreign war: Conscription ends.
  setValue(state, "revolt.lyon", Value{false});
  accept(state, "rf_volunteers", "government");
  CHECK_FALSE(flag(state, "in_force.conscription"));
}

TEST_CASE("9.3.2: a Catholic and Royal army is raised in the Vendée with a Royalist general, once the Clergy reached III",
          "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "place.charette", word("nantes"));
  auto early = refused(state, "rf_raise_army", "royalist", {{"army", word("armee_retz")}, {"region", word("nantes")}});
  CHECK(early.message == "the Dissident Clergy has not reached level III: no Catholic and Royal army yet (9.3.2)");
  setValue(state, "track.clergy", num(17));
  accept(state, "rf_levels");
  CHECK(flag(state, "clergy_reached_iii"));
  auto noGeneral = refused(state, "rf_raise_army", "royalist", {{"army", word("armee_retz")}, {"region", word("angers")}});
  CHECK(noGeneral.message == "Charette, Chouan, Cathelineau or Cadoudal must be in Angers (9.3.2)");
  accept(state, "rf_raise_army", "royalist", {{"army", word("armee_retz")}, {"region", word("nantes")}});
  CHECK(text(state, "army_at.armee_retz") == "nantes");
  // 9.2.3: an active Catholic and Royal army is a civil war (the Conscription law may pass).
  accept(state, "rf_law", "gironde",
         {{"law", word("conscription")}, {"yes", word("gironde marais feuillant")},
          {"no", word("royalist montagne sans_culotte")}});
  CHECK(flag(state, "in_force.conscription"));
}

TEST_CASE("6.1: the Negotiations timer runs 10 minutes and may be extended, never beyond 15", "[revolution][war]") {
  GameState state = setUp();
  const std::int64_t start = 1800000000000;
  REQUIRE(applyAction(game(), state, Action{"timer_start", "", {{"timer", word("negotiations")}}, "", start}));
  CHECK(state.timers[*game().findTimer("negotiations")].durationMs == 600000);
  auto longer = applyAction(game(), state,
                            Action{"timer_extend", "", {{"timer", word("negotiations")}, {"seconds", num(300)}}, "", start + 1000});
  REQUIRE(longer);
  auto applied = applyAction(game(), state,
                             Action{"timer_extend", "", {{"timer", word("negotiations")}, {"seconds", num(60)}}, "", start + 2000});
  REQUIRE_FALSE(applied);
  CHECK(applied.error().message == "the Negotiations last no more than 15 minutes (6.1): 16 would be too long");
}

TEST_CASE("9.7, 9.2: military control after the battles, the capital when Paris falls, the war's end", "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "foreign_war", yes());
  setValue(state, "track.coalition", num(20));  // 9.2: war puts the marker in box 20
  accept(state, "rf_levels");
  setValue(state, "allied_entered", yes());
  setValue(state, "army_at.regular_lille", word("eliminated"));
  setValue(state, "army_at.cobourg", word("lille"));         // unopposed in Lille
  setValue(state, "army_at.brunswick", word("paris"));       // unopposed in Paris
  setValue(state, "volunteers.bourges", num(1));             // unopposed in Bourges, in revolt
  auto capital = refused(state, "rf_military_control", "", {{"put_down", word("bourges")}});
  CHECK(capital.message == "'Military control' needs the capital taken: Amiens, Angers, Angoulême, Bordeaux, Bourges, Brest, Caen, Cahors, Chôlet, Clermont, Dijon, Lille, Limoges, Lyon, Marseille, Metz, Montpellier, Nantes, Nevers, Nîmes, Orléans, Paris, Rouen, Strasbourg, Toulouse or Tours");
  accept(state, "rf_military_control", "", {{"put_down", word("bourges")}, {"capital", word("orleans")}});
  CHECK(flag(state, "coalition_control.lille"));
  CHECK(text(state, "control.lille") == "none");
  CHECK(flag(state, "coalition_control.paris"));
  CHECK(text(state, "capital") == "orleans");
  CHECK_FALSE(flag(state, "revolt.bourges"));
  CHECK(flag(state, "foreign_war"));
  // Both armies eliminated: no Allied army is left in France (9.2).
  setValue(state, "army_at.cobourg", word("eliminated"));
  setValue(state, "army_at.brunswick", word("eliminated"));
  setValue(state, "volunteers.paris", num(1));
  accept(state, "rf_military_control");
  CHECK_FALSE(flag(state, "coalition_control.paris"));  // the revolutionary army removes the marker
  CHECK_FALSE(flag(state, "foreign_war"));
  // 9.2: the Coalition marker at level I ends the war too, the Allied armies staying put.
  GameState levelOne = setUp();
  setValue(levelOne, "foreign_war", yes());
  setValue(levelOne, "army_at.york", word("lille"));
  accept(levelOne, "rf_military_control");
  CHECK_FALSE(flag(levelOne, "foreign_war"));
  CHECK(text(levelOne, "army_at.york") == "lille");
}

TEST_CASE("9.6: the side with more armies attacks and shifts its roll by its excess, read on the 13-14 column",
          "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "foreign_war", yes());
  setValue(state, "army_at.cobourg", word("lille"));
  setValue(state, "volunteers.lille", num(1));  // with the regular army: 2 against 1
  auto wrong = refused(state, "rf_combat", "royalist", {{"region", word("lille")}, {"roll", dice({3, 4})}});
  CHECK(wrong.message == "the attacker rolls: the Government (2 revolutionary against 1) (9.6)");
  auto far = refused(state, "rf_combat", "government",
                     {{"region", word("lille")}, {"roll", dice({3, 4})}, {"shift", num(2)}});
  CHECK(far.message == "the attacker's shift of the roll, at most 1 per army in excess (9.6): 2 is out of range; expected -1 to 1");
  chart(state, "action_result", "8", "13-14", word("A"));
  // Cobourg is the only enemy army there: the loss needs no choosing (issue 30).
  GameState alone = state;
  accept(alone, "rf_combat", "government", {{"region", word("lille")}, {"roll", dice({3, 4})}, {"shift", num(1)}});
  CHECK(text(alone, "army_at.cobourg") == "eliminated");
  accept(state, "rf_combat", "government",
         {{"region", word("lille")}, {"roll", dice({3, 4})}, {"shift", num(1)}, {"lose", word("cobourg")}});
  CHECK(text(state, "army_at.cobourg") == "eliminated");
}

TEST_CASE("9.6.1: a Catholic and Royal army that eliminates every enemy where no Allied army stands: Royalist fame +1",
          "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "army_at.armee_retz", word("nantes"));
  setValue(state, "army_at.armee_centre", word("nantes"));
  setValue(state, "volunteers.nantes", num(1));
  chart(state, "action_result", "9", "13-14", word("A"));
  accept(state, "rf_combat", "royalist",
         {{"region", word("nantes")}, {"roll", dice({4, 5})}, {"lose", word("volunteer")}});
  CHECK(number(state, "volunteers.nantes") == 0);
  CHECK(number(state, "fame.royalist") == 9);
}

TEST_CASE("9.6: 'Combat occurs automatically when two enemy forces are present in the same region': the step does not "
          "move on with a combat left, and says where",
          "[revolution][war]") {
  GameState state = setUp();
  setValue(state, "foreign_war", yes());
  setValue(state, "army_at.cobourg", word("lille"));
  setValue(state, "volunteers.lille", num(1));
  setValue(state, "army_at.armee_retz", word("nantes"));
  setValue(state, "volunteers.nantes", num(1));
  accept(state, "goto", "", {{"step", word("military.combat")}});
  auto both = refused(state, "next");
  CHECK(both.message == "combat occurs automatically when two enemy forces are present in the same region (9.6): resolve "
                        "'Combat' before the turn moves on in Lille (Regular army (Lille), 1 volunteer army against "
                        "Cobourg's Austrian Army); Nantes (1 volunteer army against Armée du pays de Retz)");
  REQUIRE(both.way);
  CHECK(both.way->target == "rf_combat");
  // "If after combat there are still armies of both sides present in the region, nothing
  // further happens in that region - no further combats".
  chart(state, "action_result", "7", "13-14", word("B"));
  accept(state, "rf_combat", "government", {{"region", word("lille")}, {"roll", dice({3, 4})}});
  CHECK(text(state, "army_at.cobourg") == "lille");
  auto further = refused(state, "rf_combat", "government", {{"region", word("lille")}, {"roll", dice({3, 4})}});
  CHECK(further.message == "Lille has had its combat this turn: no further combats there (9.6)");
  auto nantes = refused(state, "next");
  CHECK(nantes.message.find("Lille") == std::string::npos);
  CHECK(nantes.message.find("Nantes (1 volunteer army against Armée du pays de Retz)") != std::string::npos);
  SECTION("a Catholic and Royal army hiding in the Vendée fights nobody (9.8)") {
    setValue(state, "cr_hiding.armee_retz", yes());
    accept(state, "next");
  }
  SECTION("every combat fought, the turn moves on") {
    accept(state, "rf_combat", "government", {{"region", word("nantes")}, {"roll", dice({3, 4})}});
    accept(state, "next");
  }
}
