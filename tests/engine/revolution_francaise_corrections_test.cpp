// What the players used to correct by hand, now logged actions that apply the rules: the
// optional army-return rolls (15.1.1, 15.1.2), the Directorate's new partner voted by the
// National Assembly (R.7.5), and the random events' results the rulebook names: the exile
// of La Fayette and Lameth (10.2.1), a destroyed regular army rebuilt (9.3.3) and the
// assassination of Marat (6.2).
#include "revolution_francaise_support.hpp"

using namespace adc;
using namespace adc::test::rf;

namespace {

// The sequence stands at `step` (the players have moved on to it).
void at(GameState& state, const std::string& step) { accept(state, "goto", "", {{"step", word(step)}}); }

// The region incomes the text does not print, typed in from a map whose numbers add up to
// 4.6's sums (test values, as in the 4.6 example's test).
void typeRegionIncomes(GameState& state) {
  std::map<std::string, std::int64_t> income{
      {"angers", 100}, {"cholet", 100}, {"nantes", 100}, {"tours", 100},
      {"clermont", 200}, {"dijon", 200}, {"metz", 200}, {"montpellier", 200}, {"orleans", 150}, {"rouen", 150},
      {"strasbourg", 150}, {"toulouse", 150}, {"angouleme", 200}, {"cahors", 150}, {"limoges", 150}, {"lyon", 150},
      {"nevers", 150}, {"amiens", 300}, {"bordeaux", 300}, {"caen", 200}, {"brest", 100}, {"nimes", 100}};
  for (const auto& [region, value] : income) chart(state, "region_income", region, "", num(value));
}

// A Directorate of the open scenario: the Marais and the Feuillant govern; the deputies
// as an election might have left them (test values).
GameState directorate() {
  GameState state = setUp("open");
  setValue(state, "regime", word("directorate"));
  setValue(state, "gov_controller", word("marais"));
  setValue(state, "gov_partner", word("feuillant"));
  setValue(state, "outlawed.royalist", yes());
  const std::map<std::string, std::int64_t> deputies{{"royalist", 4}, {"feuillant", 8}, {"marais", 9},
                                                     {"gironde", 6}, {"montagne", 3}, {"sans_culotte", 2}};
  for (const auto& [current, seats] : deputies) setValue(state, "deputies." + current, num(seats));
  return state;
}

// Disapproval 15 (Gironde 6, Montagne 3, Royalist 4, Sans-Culotte 2) against confidence 8
// (the Feuillant); the Marais abstains: an absolute majority topples the partner.
void toppleThePartner(GameState& state) {
  accept(state, "rf_confidence", "",
         {{"confidence", word("feuillant")}, {"disapproval", word("gironde montagne royalist sans_culotte")},
          {"abstain", word("marais")}});
}

}  // namespace

// ------------------------------------------------------------------ 15.1 army return

TEST_CASE("15.1.1: on a 6 the Royalist brings back one eliminated Catholic and Royal army, raised again under 9.3.2",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "option_cr_return", yes());
  setValue(state, "army_at.armee_catholique", word("eliminated"));
  setValue(state, "army_at.armee_centre", word("eliminated"));
  at(state, "military.army_return");
  // "If a 6 is rolled, one previously eliminated army becomes available": the Royalist says which.
  auto which = refused(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(which.message == "a 6: one eliminated army returns; the Royalist names it: Armée catholique et royale or Armée du centre (15.1.1)");
  auto applied = accept(state, "rf_army_return", "royalist",
                        {{"roll", word("catholic_and_royal")}, {"die", num(6)}, {"army", word("armee_centre")}});
  CHECK(applied.summary == "Army return: the Royalist rolls 6 for the Catholic and Royal armies: Armée du centre is "
                           "available again; the Royalist may raise it at this reinforcement phase or a "
                           "later one (Raise a Catholic and Royal army, 9.3.2)");
  CHECK(text(state, "army_at.armee_centre") == "off_map");
  CHECK(text(state, "army_at.armee_catholique") == "eliminated");  // one army per 6
  // One die a turn, "regardless of how many armies have been eliminated".
  auto again = refused(state, "rf_army_return", "royalist",
                       {{"roll", word("catholic_and_royal")}, {"die", num(6)}, {"army", word("armee_catholique")}});
  CHECK(again.message == "the Royalist has already rolled for the Catholic and Royal armies this turn (15.1.1: one die)");
  // "... subject to the normal restrictions (see 9.3.2)": level III reached, a general there.
  at(state, "military.reinforcements");
  setValue(state, "clergy_reached_iii", yes());
  setValue(state, "place.charette", word("cholet"));
  setValue(state, "owner.charette", word("royalist"));
  accept(state, "rf_raise_army", "royalist", {{"army", word("armee_centre")}, {"region", word("cholet")}});
  CHECK(text(state, "army_at.armee_centre") == "cholet");
  auto forGood = refused(state, "rf_raise_army", "royalist", {{"army", word("armee_catholique")}, {"region", word("cholet")}});
  CHECK(forGood.message == "Armée catholique et royale has been raised already (9.1.3: once; 15.1.1 may bring it back)");
}

TEST_CASE("15.1.1: below a 6 no army returns, and the die is rolled again next turn", "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "option_cr_return", yes());
  setValue(state, "army_at.armee_retz", word("eliminated"));
  at(state, "military.army_return");
  auto named = refused(state, "rf_army_return", "royalist",
                       {{"roll", word("catholic_and_royal")}, {"die", num(5)}, {"army", word("armee_retz")}});
  CHECK(named.message == "only a 6 brings an army back (15.1.1): name no army");
  auto applied = accept(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(5)}});
  CHECK(applied.summary == "Army return: the Royalist rolls 5 for the Catholic and Royal armies: no army returns "
                           "this turn");
  CHECK(text(state, "army_at.armee_retz") == "eliminated");
  accept(state, "goto", "", {{"step", word("military.army_return")}, {"turn", num(2)}});
  // One army eliminated: a 6 brings it back without naming it.
  accept(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(text(state, "army_at.armee_retz") == "off_map");
}

TEST_CASE("9.4, 15.1.1: a Catholic and Royal army eliminated for want of maintenance may return too",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "option_cr_return", yes());
  setValue(state, "army_at.armee_catholique", word("nantes"));
  setValue(state, "assignats.royalist", num(50));  // not the 100 its maintenance costs
  accept(state, "rf_maintenance", "royalist", {{"disband", word("armee_catholique")}});
  CHECK(text(state, "army_at.armee_catholique") == "eliminated");
  accept(state, "goto", "", {{"step", word("military.army_return")}, {"turn", num(2)}});
  accept(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(text(state, "army_at.armee_catholique") == "off_map");
}

TEST_CASE("15.1.2: one die for both Austrian armies and one for Brunswick, and the returning army enters under 9.3.1",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "option_allied_return", yes());
  setValue(state, "foreign_war", yes());
  setValue(state, "allied_entered", yes());
  setValue(state, "army_at.cobourg", word("eliminated"));
  setValue(state, "army_at.wurmser", word("eliminated"));
  setValue(state, "army_at.brunswick", word("eliminated"));
  at(state, "military.army_return");
  auto wrongGroup = refused(state, "rf_army_return", "royalist",
                            {{"roll", word("austrian")}, {"die", num(6)}, {"army", word("brunswick")}});
  CHECK(wrongGroup.message == "Brunswick's Army is not one of both Austrian armies (15.1.2)");
  accept(state, "rf_army_return", "royalist", {{"roll", word("austrian")}, {"die", num(6)}, {"army", word("wurmser")}});
  auto secondAustrian = refused(state, "rf_army_return", "royalist",
                                {{"roll", word("austrian")}, {"die", num(6)}, {"army", word("cobourg")}});
  CHECK(secondAustrian.argument == "roll");
  // Brunswick's own die, the same turn.
  auto brunswick = accept(state, "rf_army_return", "royalist", {{"roll", word("brunswick")}, {"die", num(6)}});
  CHECK(brunswick.summary == "Army return: the Royalist rolls 6 for Brunswick's Army: Brunswick's Army is available "
                             "again; it enters again with the Coalition's reinforcements "
                             "(Allied reinforcements, 9.3.1)");
  at(state, "military.reinforcements");
  accept(state, "rf_allied_entry", "royalist");
  CHECK(text(state, "army_at.wurmser") == "strasbourg");
  CHECK(text(state, "army_at.brunswick") == "metz");
  CHECK(text(state, "army_at.cobourg") == "eliminated");
}

TEST_CASE("15.1: the roll is refused with its optional rule not in play, with nothing eliminated, for an army on the "
          "map, and out of its step",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "army_at.cobourg", word("eliminated"));
  setValue(state, "army_at.armee_centre", word("cholet"));
  at(state, "military.army_return");
  auto option = refused(state, "rf_army_return", "royalist", {{"roll", word("austrian")}, {"die", num(6)}});
  CHECK(option.message == "the return of both Austrian armies is optional rule 15.1.2 ('Austrian and Brunswick's "
                          "armies' return'), not in play in this game");
  setValue(state, "option_cr_return", yes());
  auto nothing = refused(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(nothing.message == "none of the Catholic and Royal armies has been eliminated: there is nothing to bring "
                           "back (15.1.1)");
  setValue(state, "army_at.armee_retz", word("eliminated"));
  auto onMap = refused(state, "rf_army_return", "royalist",
                       {{"roll", word("catholic_and_royal")}, {"die", num(6)}, {"army", word("armee_centre")}});
  CHECK(onMap.message == "Armée du centre has not been eliminated (it is in Chôlet): only an eliminated army returns "
                         "(15.1.1)");
  auto royalistOnly = refused(state, "rf_army_return", "government", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(royalistOnly.argument == "side");
  at(state, "military.reinforcements");
  auto late = refused(state, "rf_army_return", "royalist", {{"roll", word("catholic_and_royal")}, {"die", num(6)}});
  CHECK(late.message == "The army-return roll belongs to the step 'Army return (optional rules)' (15.1); the game is "
                        "at 'Reinforcements'");
  CHECK(text(state, "army_at.armee_retz") == "eliminated");
}

// ------------------------------------------------------------------ R.7.5 the new partner

TEST_CASE("R.7.5: the Assembly votes the Marais' new partner, the old partner's deputies not voting",
          "[revolution][corrections]") {
  GameState state = directorate();
  toppleThePartner(state);
  CHECK(text(state, "gov_controller") == "marais");  // "The Marais is never removed from Government"
  CHECK(text(state, "gov_partner") == "none");
  CHECK(flag(state, "partner_vote_due"));
  CHECK(text(state, "partner_vote_excluded") == "feuillant");
  auto oldVotes = refused(state, "rf_partner_vote", "",
                          {{"for_gironde", word("gironde royalist feuillant")}, {"for_montagne", word("montagne marais sans_culotte")}});
  CHECK(oldVotes.message == "the old partner's deputies do not get a vote: leave out the Feuillant (R.7.5)");
  auto oldBack = refused(state, "rf_partner_vote", "", {{"for_feuillant", word("royalist")}});
  CHECK(oldBack.message == "the Feuillant cannot be the new partner of the Marais: it is the toppled partner (R.7.5)");
  auto silent = refused(state, "rf_partner_vote", "",
                        {{"for_gironde", word("gironde")}, {"for_montagne", word("montagne marais sans_culotte")}});
  CHECK(silent.message == "Royalist has 4 deputies: name the Current they vote for, or how many abstain (R.7.5)");
  // Gironde 6 + Royalist 4 = 10; Montagne 3 + Marais 9 + Sans-Culotte 2 = 14.
  auto applied = accept(state, "rf_partner_vote", "",
                        {{"for_gironde", word("gironde royalist")}, {"for_montagne", word("montagne marais sans_culotte")}});
  CHECK(applied.summary == "The Assembly chooses the new partner of the Marais: Gironde 10, Montagne 14 → the Montagne");
  CHECK(text(state, "gov_partner") == "montagne");
  CHECK_FALSE(flag(state, "partner_vote_due"));
  CHECK(text(state, "partner_vote_excluded") == "none");
  auto twice = refused(state, "rf_partner_vote", "", {{"for_gironde", word("gironde")}});
  CHECK(twice.message == "no new partner is to be chosen: the Assembly votes one when a vote of confidence has "
                         "toppled the Directorate's partner (R.7.5)");
}

TEST_CASE("R.7.5, R.7.2: switched deputies vote with the Current that convinced them, and the Marais breaks a tie",
          "[revolution][corrections]") {
  GameState state = directorate();
  // 7.5.2.1: the Montagne convinced 3 Gironde deputies this turn; they vote with it until 8.3.
  setValue(state, "switched_out.gironde", num(3));
  setValue(state, "switched_in.montagne", num(3));
  toppleThePartner(state);
  // Gironde 6 - 3 + Royalist 4 = 7; Montagne 3 + 3 + Sans-Culotte 2 = 8... the Marais abstains.
  auto lead = accept(state, "rf_partner_vote", "",
                     {{"for_gironde", word("gironde royalist")}, {"for_montagne", word("montagne sans_culotte")},
                      {"abstain", word("marais")}});
  CHECK(lead.summary == "The Assembly chooses the new partner of the Marais: Gironde 7, Montagne 8 → the Montagne");

  GameState tied = directorate();
  toppleThePartner(tied);
  // Gironde 6 + Montagne 3 = 9 against Marais 9: a tie.
  auto ask = refused(tied, "rf_partner_vote", "",
                     {{"for_gironde", word("gironde montagne")}, {"for_montagne", word("marais")},
                      {"abstain", word("royalist sans_culotte")}});
  CHECK(ask.message == "a tie (Gironde 9, Montagne 9): the Marais decides: Gironde or Montagne (R.7.2)");
  auto decided = accept(tied, "rf_partner_vote", "",
                        {{"for_gironde", word("gironde montagne")}, {"for_montagne", word("marais")},
                         {"abstain", word("royalist sans_culotte")}, {"tie", word("gironde")}});
  CHECK(decided.summary == "The Assembly chooses the new partner of the Marais: Gironde 9, Montagne 9 → the Gironde (the "
                           "Marais breaks the tie)");
  CHECK(text(tied, "gov_partner") == "gironde");
}

TEST_CASE("R.7.5: with one eligible Current left it partners the Marais at once, with none the vote of confidence "
          "is not held",
          "[revolution][corrections]") {
  GameState state = directorate();
  setValue(state, "outlawed.montagne", yes());  // R.7.4.1: outlawed in the previous regime
  toppleThePartner(state);
  CHECK(text(state, "gov_partner") == "gironde");
  CHECK_FALSE(flag(state, "partner_vote_due"));

  GameState noneLeft = directorate();
  setValue(noneLeft, "outlawed.montagne", yes());
  setValue(noneLeft, "outlaw_until.gironde", num(2));  // a failed limited coup (R.7.7.1)
  auto refusal = refused(noneLeft, "rf_confidence", "",
                         {{"confidence", word("feuillant")}, {"disapproval", word("gironde montagne royalist sans_culotte")}});
  CHECK(refusal.message == "the vote of confidence is not held: every other possible partner of the Marais is "
                           "outlawed (R.7.5)");
}

TEST_CASE("R.7.5, R.7.7.1: toppled while a limited coup gives it sole power, the coup maker leaves the Government",
          "[revolution][corrections]") {
  GameState state = directorate();
  setValue(state, "gov_controller", word("gironde"));
  setValue(state, "sole_power_until", num(1));
  accept(state, "rf_confidence", "",
         {{"confidence", word("gironde")}, {"disapproval", word("feuillant montagne royalist marais")}});
  CHECK(text(state, "gov_controller") == "marais");
  CHECK(number(state, "sole_power_until") == 0);
  CHECK(text(state, "partner_vote_excluded") == "gironde");
  accept(state, "rf_partner_vote", "",
         {{"for_feuillant", word("feuillant marais royalist")}, {"for_montagne", word("montagne sans_culotte")}});
  CHECK(text(state, "gov_partner") == "feuillant");
}

TEST_CASE("8.2: outside the Directorate the vote of confidence still hands the Government to the other Current",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "gov_controller", word("gironde"));
  accept(state, "rf_confidence", "",
         {{"confidence", word("gironde")}, {"disapproval", word("feuillant marais royalist")}});
  CHECK(text(state, "gov_controller") == "feuillant");
  auto partner = refused(state, "rf_partner_vote", "", {{"for_gironde", word("gironde")}});
  CHECK(partner.argument.empty());
}

// ------------------------------------------------------------------ 6.2 random events

TEST_CASE("10.2.1: an event exiles La Fayette and Lameth, who no longer count for the Feuillant's minimum income",
          "[revolution][corrections]") {
  GameState state = setUp();
  typeRegionIncomes(state);
  at(state, "initial.events");
  accept(state, "rf_exile", "", {{"personality", word("lafayette")}});
  auto applied = accept(state, "rf_exile", "", {{"personality", word("lameth")}});
  CHECK(applied.summary == "Random event: Lameth goes into exile; he no longer counts for the Feuillant's minimum "
                           "income (10.2.1)");
  CHECK(text(state, "place.lafayette") == "exiled");
  CHECK(text(state, "place.lameth") == "exiled");
  // The Feuillant loses its regions: the minimum is 100 + 50 for each of d'André, Barnave,
  // Laclos and Louis XVI (10.2.1), not 6 Personalities.
  for (const auto& region : {"clermont", "dijon", "metz", "montpellier", "orleans", "rouen", "strasbourg", "toulouse"}) {
    setValue(state, std::string("control.") + region, word("none"));
  }
  const auto before = number(state, "assignats.feuillant");
  accept(state, "rf_income");
  CHECK(number(state, "assignats.feuillant") - before == 100 + 4 * 50);
}

TEST_CASE("10.2.1, 6.2: the rules exile La Fayette and Lameth only, never the dead, an exile twice or a prisoner",
          "[revolution][corrections]") {
  GameState state = setUp();
  auto late = refused(state, "rf_exile", "", {{"personality", word("lafayette")}});
  CHECK(late.message == "An event's exile belongs to the step 'Random Events' (6.2); the game is at 'Set-up (first "
                        "turn)'");
  at(state, "initial.events");
  auto danton = refused(state, "rf_exile", "", {{"personality", word("danton")}});
  CHECK(danton.message == "the rules exile only La Fayette and Lameth (10.2.1), not Danton");
  setValue(state, "place.lameth", word("guillotine"));
  auto dead = refused(state, "rf_exile", "", {{"personality", word("lameth")}});
  CHECK(dead.message == "Lameth is dead: the event is ignored, with no new roll (6.2)");
  setValue(state, "place.lafayette", word("prison"));
  auto prisoner = refused(state, "rf_exile", "", {{"personality", word("lafayette")}});
  CHECK(prisoner.message == "La Fayette is in the Prison du Temple and cannot go into exile: the event is ignored, with no new roll (6.2)");
  setValue(state, "place.lafayette", word("paris"));
  accept(state, "rf_exile", "", {{"personality", word("lafayette")}});
  auto twice = refused(state, "rf_exile", "", {{"personality", word("lafayette")}});
  CHECK(twice.message == "La Fayette is already exiled: the event is ignored, with no new roll (6.2)");
}

TEST_CASE("9.3.3: an event rebuilds a destroyed regular army where new revolutionary armies may be placed",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "army_at.regular_metz", word("eliminated"));
  at(state, "initial.events");
  auto standing = refused(state, "rf_rebuild_army", "government", {{"army", word("regular_lille")}, {"region", word("paris")}});
  CHECK(standing.message == "Regular army (Lille) has not been destroyed (it is in Lille): an event rebuilds only a "
                            "destroyed regular army (9.3.3)");
  auto revolt = refused(state, "rf_rebuild_army", "government", {{"army", word("regular_metz")}, {"region", word("bourges")}});
  CHECK(revolt.message == "Bourges: it is in revolt; a new revolutionary army goes in a region not controlled by the "
                          "Royalist, nor occupied by an enemy army, nor in revolt (9.3.3)");
  auto royalist = refused(state, "rf_rebuild_army", "government", {{"army", word("regular_metz")}, {"region", word("nantes")}});
  CHECK(royalist.argument == "region");
  auto applied = accept(state, "rf_rebuild_army", "government", {{"army", word("regular_metz")}, {"region", word("metz")}});
  CHECK(applied.summary == "Random event: Regular army (Metz) is rebuilt in Metz");
  CHECK(text(state, "army_at.regular_metz") == "metz");
}

TEST_CASE("6.2 example: the assassination of Marat is rolled twice: the second is ignored", "[revolution][corrections]") {
  GameState state = setUp();
  typeRegionIncomes(state);
  at(state, "initial.events");
  accept(state, "rf_assassination", "", {{"personality", word("marat")}});
  CHECK(text(state, "place.marat") == "guillotine");
  auto again = refused(state, "rf_assassination", "", {{"personality", word("marat")}});
  CHECK(again.message == "Marat is dead: the event is ignored, with no new roll (6.2)");
  auto other = refused(state, "rf_assassination", "", {{"personality", word("robespierre")}});
  CHECK(other.message == "the rules name only the assassination of Marat (6.2), not of Robespierre");
  // 10.2.1: the dead do not count: the Montagne's minimum is 100 + 4 × 50, not 350.
  const auto before = number(state, "assignats.montagne");
  accept(state, "rf_income");
  CHECK(number(state, "assignats.montagne") - before == 300);
}

TEST_CASE("6.2 example, 7.4.2: an event's revolt is ignored where an army stands, in Paris or where a revolt is",
          "[revolution][corrections]") {
  GameState state = setUp();
  at(state, "initial.events");
  // "A revolt appears in a region currently occupied by an army": the regular army of Lille.
  auto army = refused(state, "rf_event_revolt", "", {{"region", word("lille")}});
  CHECK(army.message == "Lille: an army stands there (7.4.2); the event is ignored, with no new roll (6.2)");
  auto paris = refused(state, "rf_event_revolt", "", {{"region", word("paris")}});
  CHECK(paris.message == "Paris: no revolt in Paris (7.4.2); the event is ignored, with no new roll (6.2)");
  auto again = refused(state, "rf_event_revolt", "", {{"region", word("bourges")}});  // in revolt at the start (4.6)
  CHECK(again.message == "Bourges is already in revolt; the event is ignored, with no new roll (6.2)");
  setValue(state, "objective.royalist", word("revolt lyon"));
  setValue(state, "revolt.caen", yes());
  setValue(state, "revolt.brest", yes());
  auto applied = accept(state, "rf_event_revolt", "", {{"region", word("lyon")}});
  CHECK(flag(state, "revolt.lyon"));
  CHECK(text(state, "control.lyon") == "marais");  // the marker only: the event says who holds it
  CHECK(flag(state, "objective_achieved.royalist"));  // 6.4: whoever, or whatever, brings it about
  CHECK(applied.summary == "Random event: a revolt in Lyon; Royalist achieves its objective 'trigger a revolt in Lyon' (6.4); four "
                           "regions in revolt: France is in civil war (7.4.2.1)");
}

TEST_CASE("9.2: during a foreign war the Coalition marker moves only by the events, and the war ends at level I",
          "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "foreign_war", yes());
  setValue(state, "track.coalition", num(12));
  accept(state, "rf_levels");
  auto outside = refused(state, "rf_event_track", "", {{"track", word("coalition")}, {"by", num(-4)}});
  CHECK(outside.message == "An event's track move belongs to the step 'Random Events' (6.2); the game is at 'Set-up "
                           "(first turn)'");
  at(state, "initial.events");
  auto applied = accept(state, "rf_event_track", "", {{"track", word("coalition")}, {"by", num(-4)}});
  CHECK(number(state, "track.coalition") == 8);
  CHECK(number(state, "level.coalition") == 1);  // the test map's colours: boxes 1-9 level I
  CHECK_FALSE(flag(state, "foreign_war"));
  CHECK(applied.rule == "6.2, 9.2");
  CHECK(applied.summary == "Random event: Coalition -4; Coalition 12 → 8 (level 1, 6.2, 9.2); the Coalition marker is "
                           "at level I: the foreign war ends; the Allied armies stop (9.2)");
  // 10.1: "some laws or events can also adjust the Economy"; clamped to the track (3.2.2.7).
  accept(state, "rf_event_track", "", {{"track", word("economy")}, {"by", num(19)}});
  CHECK(number(state, "track.economy") == 20);
  CHECK(number(state, "level.economy") == 3);
  auto still = refused(state, "rf_event_track", "", {{"track", word("commune")}, {"by", num(0)}});
  CHECK(still.argument == "by");
}

TEST_CASE("R.7.6, R.7.2: an election held while the new partner is still to be voted gives the partner by deputies",
          "[revolution][corrections]") {
  GameState state = directorate();
  toppleThePartner(state);
  REQUIRE(flag(state, "partner_vote_due"));
  setValue(state, "next_election", num(1));
  accept(state, "rf_election");
  // R.7.6 on the starting map: the Feuillant's 8 regions give it the most deputies.
  CHECK(text(state, "gov_partner") == "feuillant");
  CHECK_FALSE(flag(state, "partner_vote_due"));
  CHECK(text(state, "partner_vote_excluded") == "none");
}

TEST_CASE("12.1.1: the deputies of a Current expelled by a failed coup no longer vote", "[revolution][corrections]") {
  GameState state = setUp();
  setValue(state, "gov_controller", word("gironde"));
  // Confidence: Gironde 4, Montagne 1, Sans-Culotte 1, Royalist 2 = 8; disapproval: the
  // Feuillant's 8: no absolute majority, the Government stays.
  GameState counted = state;
  accept(counted, "rf_confidence", "",
         {{"confidence", word("gironde montagne sans_culotte royalist")}, {"disapproval", word("feuillant")}});
  CHECK(text(counted, "gov_controller") == "gironde");
  // The Montagne's deputy expelled: 7 against 8 topple the Gironde.
  setValue(state, "expelled.montagne", yes());
  auto applied = accept(state, "rf_confidence", "",
                        {{"confidence", word("gironde montagne sans_culotte royalist")}, {"disapproval", word("feuillant")}});
  CHECK(applied.summary.find("Vote of confidence: Confidence 7, Disapproval 8") == 0);
  CHECK(text(state, "gov_controller") == "feuillant");
}
