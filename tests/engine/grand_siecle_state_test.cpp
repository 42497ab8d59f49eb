// Grand Siècle: the State's books (15, 16, 17) and time (28-30), from the rulebook's
// examples. Where an example contradicts its rule, the test follows the rule and names the
// contradiction (config/games/grand-siecle/NOTES.md).

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState atWar(const std::string& power) {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "season", word("spring"));
  setValue(state, "conflict." + power, num(1));
  setValue(state, "prestige." + power, num(10));
  return state;
}

}  // namespace

namespace {

// The next regal phase, a later turn: each step of the regal phase is done once a turn (15.1).
void nextRegalPhase(GameState& state) {
  auto moved = applyAction(game(), state, Action{"goto", "", {{"step", word("regal.taxes")}, {"turn", num(state.turn + 1)}}, "", 0});
  if (!moved) FAIL("goto the next regal phase refused: " << moved.error().message);
}

}  // namespace

TEST_CASE("15.2 example: France collects 28 Louis in 1718", "[grand-siecle][state]") {
  auto state = newGame();
  // 25 for its national provinces (28 - 3 for occupied Artois) + 2 Lorraine + 1 Lombardie.
  auto taxes = resolve(state, "collect_taxes", "france", {{"province_tax", num(25 + 2 + 1)}});
  CHECK(taxes.total == 28);
  CHECK(number(state, "treasury.france") == 28);
}

TEST_CASE("15.3 example: Spain collects 18 Louis in 1700", "[grand-siecle][state]") {
  auto state = newGame();
  auto taxes = resolve(state, "collect_taxes", "spain", {{"province_tax", num(14 + 1 + 1 + 1 + 1)}});
  CHECK(taxes.total == 18);  // Spain gets no extra revenue for its American empire (15.4)
  CHECK(taxes.modifiers.empty());
}

TEST_CASE("15.4 example: in 1781 England receives 2 Louis, France 1 and Holland only 2 from the markets",
          "[grand-siecle][state]") {
  auto state = newGame();
  auto england = resolve(state, "collect_taxes", "england",
                         {{"province_tax", num(0)}, {"company_rank", word("largest")}, {"american_trade_posts", Value{false}}});
  CHECK(modifier(england, "Company rivalling the Dutch") == 2);
  auto france = resolve(state, "collect_taxes", "france", {{"province_tax", num(0)}, {"company_rank", word("joint_second")}});
  CHECK(modifier(france, "Company rivalling the Dutch") == 1);
  auto holland = resolve(state, "collect_taxes", "holland", {{"province_tax", num(0)}, {"company_rank", word("joint_second")}});
  CHECK(modifier(holland, "Financial markets of Amsterdam") == 2);
  CHECK(modifier(holland, "Internal Dutch commerce") == 2);
}

TEST_CASE("15.5 example: Turkey's lenient taxes bring 4 + 2 Louis, and a war loan of 5", "[grand-siecle][state]") {
  auto state = atWar("turkey");
  auto taxes = resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}});
  CHECK(taxes.total == 6);  // "4 Louis (half, rounded down, of his total of 9) + 2 Louis (extra revenue)"
  CHECK(taxes.outcomeId == "lenient");
  CHECK(number(state, "war_loans.turkey") == 5);  // "The State must though borrow 5 Louis this turn"
  CHECK(number(state, "treasury.turkey") == 11);
  // Not two regal phases running (15.5): refused, grand_siecle_prohibitions_test.cpp.
}

TEST_CASE("15.6 example: England's oppressive taxes bring 34 Louis in 1781", "[grand-siecle][state]") {
  auto state = atWar("england");
  auto taxes = resolve(state, "collect_taxes", "england",
                       {{"province_tax", num(21)}, {"regime", word("oppressive")}, {"company_rank", word("largest")},
                        {"industrial_revolution", num(4)}});
  CHECK(modifier(taxes, "Oppressive taxes: half again, rounded up, at most 6") == 6);
  CHECK(taxes.total == 34);  // 21 + 6 + 1 + 4 + 2
}

TEST_CASE("15.1 a): 'when at peace the choice may only be normal taxation'", "[grand-siecle][state]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "collect_taxes", "england", {{"province_tax", num(21)}, {"regime", word("oppressive")}}),
             Catch::Contains("Taxes refused: At peace the taxes may only be normal (15.1)"));
  CHECK(number(state, "treasury.england") == 0);
}

TEST_CASE("15.9 example: Turkey's interest through debt, war loans, peace, reform and Kürprülü",
          "[grand-siecle][state]") {
  auto state = atWar("turkey");
  setValue(state, "treasury.turkey", num(50));
  setValue(state, "public_debt.turkey", num(20));
  CHECK(resolve(state, "pay_interest", "turkey").total == 4);  // "paying currently 4 Louis in interest"
  resolve(state, "war_loan", "turkey", {{"amount", num(15)}});
  nextRegalPhase(state);
  CHECK(resolve(state, "pay_interest", "turkey").total == 7);  // "4 for the debt + 3 for the war loan"
  setValue(state, "public_debt.turkey", num(30));
  setValue(state, "war_loans.turkey", num(0));
  nextRegalPhase(state);
  CHECK(resolve(state, "pay_interest", "turkey").total == 6);
  setValue(state, "public_debt.turkey", num(25));
  nextRegalPhase(state);
  CHECK(resolve(state, "pay_interest", "turkey").total == 5);
  setValue(state, "ministers.turkey", num(2));  // Kürprülü: foreign affairs and war
  nextRegalPhase(state);
  CHECK(resolve(state, "pay_interest", "turkey").total == 3);
}

TEST_CASE("15.9 example: 5 Louis of reparations are deducted from 8 Louis of interest", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.austria", num(20));
  setValue(state, "public_debt.austria", num(40));
  auto interest = resolve(state, "pay_interest", "austria", {{"reparations_paid", num(5)}});
  CHECK(modifier(interest, "War reparations paid") == -5);
  CHECK(interest.total == 3);
  CHECK(number(state, "treasury.austria") == 17);
}

TEST_CASE("15.9 and 32.1.2: interest divided by 3, rounded up, while a hereditary province is occupied",
          "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.france", num(20));
  setValue(state, "public_debt.france", num(35));
  auto interest = resolve(state, "pay_interest", "france", {{"hereditary_occupied", Value{true}}});
  CHECK(interest.total == 3);  // 7 / 3 rounded up
}

TEST_CASE("15.7 example: Turkey's debt test after the war follows the rule, not the example's +10 (C1)",
          "[grand-siecle][state]") {
  auto state = atWar("turkey");
  setValue(state, "public_debt.turkey", num(20));
  setValue(state, "war_loans.turkey", num(15));
  // The example adds +3 for 15 Louis of loans and +2 for reparations and reads a modified 8 as
  // +10. By the rule 15 Louis beyond the first 5 give +2, and an unmodified 3 adds nothing.
  auto test = resolve(state, "public_debt_after_war", "turkey", {{"die", dice({1, 2})}});
  CHECK(modifier(test, "War loans beyond the first 5 Louis") == 2);
  CHECK(test.outcomeId == "unmodified");
  CHECK(number(state, "public_debt.turkey") == 20);
  CHECK(number(state, "war_loans.turkey") == 0);  // 15.8: war loans are cancelled at peace
}

TEST_CASE("15.7: the public debt grows by 5 on 10+ and by 10 on 13+ - England and Holland -2", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "public_debt.spain", num(20));
  setValue(state, "war_loans.spain", num(25));  // +4
  CHECK(resolve(state, "public_debt_after_war", "spain", {{"die", dice({6, 3})}}).total == 13);
  CHECK(number(state, "public_debt.spain") == 30);
  setValue(state, "public_debt.holland", num(20));
  setValue(state, "war_loans.holland", num(10));  // +1, -2
  auto holland = resolve(state, "public_debt_after_war", "holland", {{"die", dice({5, 6})}});
  CHECK(holland.total == 10);
  CHECK(number(state, "public_debt.holland") == 25);
}

TEST_CASE("15.7 example: Turkey spends 3 PP on a reform, rolls 4, modified to 7: debt 30 to 25", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "prestige.turkey", num(12));
  setValue(state, "public_debt.turkey", num(30));
  auto reform = resolve(state, "fiscal_reform", "turkey", {{"die", dice({4})}, {"pp_spent", word("3")}});
  CHECK(reform.total == 7);
  CHECK(number(state, "public_debt.turkey") == 25);
  // The 15.9 example says the reform "cost 5 Prestige Points"; 3 is the most a power may spend (C2).
  CHECK(number(state, "prestige.turkey") == 9);
}

TEST_CASE("15.10 example: England and Holland share the subsidy to Prussia, 5 Louis of loan each",
          "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "prestige.england", num(10));
  setValue(state, "prestige.holland", num(10));
  setValue(state, "treasury.england", num(10));
  for (const char* power : {"england", "holland", "prussia"}) setValue(state, std::string("alliance.") + power, word("a"));
  setValue(state, "conflict.prussia", num(1));
  setValue(state, "conflict.austria", num(1));
  resolve(state, "subsidy", "england", {{"share", num(5)}, {"recipient", word("prussia")}});
  resolve(state, "subsidy", "holland", {{"share", num(5)}, {"recipient", word("prussia")}});
  CHECK(std::get<bool>(*state.read(game(), "subsidised.prussia")));
  CHECK(number(state, "war_loans.england") == 5);
  CHECK(number(state, "war_loans.holland") == 5);
  CHECK(number(state, "treasury.england") == 10);  // the subsidiser receives nothing
  CHECK(resolve(state, "pay_interest", "england").total == 1);  // "both pay 1 Louis interest"
  CHECK_THAT(refused(state, "subsidy", "prussia", {{"recipient", word("england")}}),
             Catch::Contains("Only England, France and Holland subsidise (15.10)"));
  // 15.10: one power per Alliance receives subsidies.
  setValue(state, "alliance.sweden", word("a"));
  setValue(state, "conflict.sweden", num(1));
  CHECK_THAT(refused(state, "subsidy", "england", {{"share", num(5)}, {"recipient", word("sweden")}}),
             Catch::Contains("Only one power per Alliance may receive subsidies (15.10)"));
}

TEST_CASE("15.12: depreciation of a State treasury, rounded up, with the power's modifiers", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.england", num(15));
  setValue(state, "treasury.russia", num(15));
  auto england = resolve(state, "depreciation", "england", {{"die", dice({3})}});
  CHECK(england.total == 1);
  CHECK(number(state, "treasury.england") == 12);  // 1/5 of 15
  auto russia = resolve(state, "depreciation", "russia", {{"die", dice({3})}});
  CHECK(russia.total == 4);
  CHECK(number(state, "treasury.russia") == 7);  // 1/2 of 15 rounded up is 8
  setValue(state, "company_treasury.england", num(10));
  setValue(state, "ministers.england", num(1));
  nextRegalPhase(state);
  auto low = resolve(state, "depreciation", "england", {{"die", dice({1})}});
  CHECK(low.total == -2);
  CHECK(number(state, "treasury.england") == 10);       // 1/10 of 12 rounded up
  CHECK(number(state, "company_treasury.england") == 10);  // Companies lose nothing
}

TEST_CASE("16.3 example: Turkey pays 3 Louis of maintenance in 1766", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.turkey", num(10));
  auto upkeep = resolve(state, "maintenance", "turkey", {{"regiments", num(4)}, {"fleets_at_sea", num(4)}});
  CHECK(upkeep.total == 3);  // 1 for 4 regiments, 2 for 4 war fleets at sea
  CHECK(number(state, "treasury.turkey") == 7);
}

TEST_CASE("17.3 example: Spain's recruitment costs 18 Louis", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.spain", num(30));
  // "war breaks out in 1722": 5 units are Spain's wartime maximum, beyond its limit of 2 at peace (16.0).
  CHECK_THAT(refused(state, "recruitment_cost", "spain", {{"infantry", num(4)}, {"cuba_fleets", num(1)}}),
             Catch::Contains("At peace a power raises at most 2 regiments and war fleets; England and Holland count a fleet as half (16.0, 16.7)"));
  CHECK(number(state, "treasury.spain") == 30);
  setValue(state, "period", word("war"));
  setValue(state, "season", word("spring"));
  setValue(state, "conflict.spain", num(1));
  auto cost = resolve(state, "recruitment_cost", "spain",
                      {{"infantry", num(4)}, {"cuba_fleets", num(1)}, {"artillery", num(1)}, {"mercenaries", num(2)}});
  CHECK(cost.total == 18);  // 4*2 + 1 + 3 + 3*2
  CHECK(number(state, "treasury.spain") == 12);
}

TEST_CASE("16.16, 16.17: a first war fleet costs 10 Louis, 5 with a Marine minister", "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "treasury.prussia", num(20));
  auto failed = resolve(state, "new_war_fleet", "prussia", {{"yellow", dice({6})}, {"red", dice({6})}});
  CHECK(failed.outcomeId == "failed");
  CHECK(number(state, "treasury.prussia") == 10);
  setValue(state, "marine_minister.prussia", Value{true});
  auto built = resolve(state, "new_war_fleet_marine", "prussia", {{"yellow", dice({5})}});
  CHECK(built.outcomeId == "built");
  CHECK(number(state, "treasury.prussia") == 5);
  CHECK(number(state, "navy_size.prussia") == 1);
}

TEST_CASE("17.1 example: Russia raised no regiment, so its Yellow 6 does nothing", "[grand-siecle][state]") {
  auto state = atWar("russia");
  auto test = resolve(state, "peasant_reaction", "russia", {{"yellow", dice({6})}, {"red", dice({5})}});
  CHECK(test.outcomeId == "calm");
}

TEST_CASE("17.2 examples: Poland's Yellow 2, Red 6 reads 1R 2T * - England's Yellow 2, Red 5 reads 3T *",
          "[grand-siecle][state]") {
  auto state = atWar("poland");
  auto poland = resolve(state, "peasant_reaction", "poland",
                        {{"yellow", dice({2})}, {"red", dice({6})}, {"units_raised", Value{true}}});
  CHECK(poland.outcome == "Revolt against taxes: 1R 2T *");  // "no reaction for the conscription"
  auto england = resolve(state, "peasant_reaction", "england", {{"yellow", dice({2})}, {"red", dice({5})}});
  CHECK(england.outcome == "Revolt against taxes: 3T *");
}

TEST_CASE("17.2: cells of the Unrest table the rulebook does not print are asked of the players",
          "[grand-siecle][state]") {
  auto state = atWar("holland");
  auto applied = applyAction(game(), state,
                             Action{"resolve", "holland",
                                    {{"procedure", word("peasant_reaction")}, {"yellow", dice({2})}, {"red", dice({6})}}, "", 0});
  REQUIRE_FALSE(applied);
  CHECK(applied.error().code == ActionError::Code::NeedsChartValue);
  REQUIRE(applied.error().cell);
  CHECK(applied.error().cell->column == "16");  // Holland reads the small powers' column
}

TEST_CASE("17.3 example: Spain's Yellow 5 + 1 makes a conscription revolt, Red 5 no tax revolt",
          "[grand-siecle][state]") {
  auto state = atWar("spain");
  auto test = resolve(state, "peasant_reaction", "spain",
                      {{"yellow", dice({5})}, {"red", dice({5})}, {"units_raised", Value{true}}, {"conscription_modifier", num(1)}});
  CHECK(test.outcome == "Revolt against conscription: pick 2 unit(s)");  // "draw two units (basic of 1, plus ... 1)"
}

TEST_CASE("17.4 example: oppressive taxes, Yellow 6: one revolt for conscription and 1 T for taxes",
          "[grand-siecle][state]") {
  auto state = atWar("spain");
  auto test = resolve(state, "peasant_reaction_oppressive", "spain", {{"yellow", dice({6})}, {"units_raised", Value{true}}});
  CHECK(test.outcomeId == "both");
  CHECK(test.outcome == "Revolt against taxes: 1T; revolt against conscription: pick 1 unit(s)");
}

TEST_CASE("15.5: no peasant reaction test after lenient taxes", "[grand-siecle][state]") {
  auto state = atWar("turkey");
  resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}});
  auto test = resolve(state, "peasant_reaction", "turkey", {{"yellow", dice({1})}, {"red", dice({6})}});
  CHECK(test.outcomeId == "lenient");
}

TEST_CASE("28.1, 28.2: a year of war adds prestige to VP, then prestige drifts towards 15", "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "prestige.france", num(19));
  setValue(state, "prestige.spain", num(12));
  setValue(state, "conflict.spain", num(1));
  resolve(state, "year_victory_points", "france");
  CHECK(number(state, "vp.france") == 19);
  resolve(state, "prestige_adjustment", "france", {{"die", dice({2})}});  // at peace: adjusts on any roll
  CHECK(number(state, "prestige.france") == 17);
  resolve(state, "prestige_adjustment", "spain", {{"die", dice({4})}});   // at war: only on 5+
  CHECK(number(state, "prestige.spain") == 12);
  // Another year, one die of 5 for all powers: Spain at war adjusts too (once a year).
  auto fiveOrMore = newGame();
  setValue(fiveOrMore, "prestige.spain", num(12));
  setValue(fiveOrMore, "conflict.spain", num(1));
  resolve(fiveOrMore, "prestige_adjustment", "spain", {{"die", dice({5})}});
  CHECK(number(fiveOrMore, "prestige.spain") == 13);
}

TEST_CASE("29.9 example: nine years of general peace multiply each power's prestige by 9", "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "year", num(1745));
  setValue(state, "prestige.prussia", num(12));
  setValue(state, "prestige.austria", num(18));
  resolve(state, "temporal", "", {{"die", dice({9})}});
  resolve(state, "peace_victory_points", "prussia");
  resolve(state, "peace_victory_points", "austria");
  CHECK(number(state, "vp.prussia") == 108);
  CHECK(number(state, "vp.austria") == 162);
  CHECK(number(state, "prestige.prussia") == 15);  // 29.8: +1 a year, at most 15
  CHECK(number(state, "prestige.austria") == 15);  // -1 a year, at least 15
}

TEST_CASE("29.5: rebellions become unrest and one unrest goes per year of peace", "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "unrest.poland", num(2));
  setValue(state, "rebellions.poland", num(2));
  setValue(state, "peace_years", num(3));
  resolve(state, "peace_pacification", "poland");
  CHECK(number(state, "unrest.poland") == 1);
  CHECK(number(state, "rebellions.poland") == 0);
}

TEST_CASE("30.1 example: in 1789 a 9 with the United States makes the Revolution erupt", "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "year", num(1789));
  setValue(state, "united_states", Value{true});
  auto test = resolve(state, "revolution_test", "", {{"die", dice({9})}});
  // The example adds only the +4 (9 + 4 = 13) yet the threshold is 20: +1 for each 5 years
  // from 1755 counts 1755 ... 1785, +7 (NOTES.md, C7).
  CHECK(modifier(test, "Each 5 years from 1755") == 7);
  CHECK(test.total == 20);
  CHECK(test.outcomeId == "revolution");
  CHECK(std::get<bool>(*state.read(game(), "revolution")));
}

TEST_CASE("15.11, 30.1: a French bankruptcy weighs on the Revolution test this turn and the next only",
          "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "year", num(1750));
  setValue(state, "prestige.france", num(10));
  resolve(state, "state_bankruptcy", "france");
  CHECK(number(state, "prestige.france") == 7);
  CHECK(number(state, "public_debt.france") == 10);
  CHECK(number(state, "treasury.france") == 4);
  CHECK(modifier(resolve(state, "revolution_test", "", {{"die", dice({1})}}), "France bankrupt this turn or last") == 4);
  resolve(state, "next_turn", "");
  CHECK(modifier(resolve(state, "revolution_test", "", {{"die", dice({1})}}), "France bankrupt this turn or last") == 4);
  resolve(state, "next_turn", "");
  CHECK(modifier(resolve(state, "revolution_test", "", {{"die", dice({1})}}), "France bankrupt this turn or last") == 0);
}

TEST_CASE("27.1 example: Louis XIV (expectancy 1713) is alive in 1714 and leaves play in 1715", "[grand-siecle][time]") {
  auto state = newGame();
  setValue(state, "year", num(1714));
  CHECK(resolve(state, "peace_life_check", "france", {{"expectancy", num(1713)}}).outcomeId == "lives");
  setValue(state, "year", num(1715));
  CHECK(resolve(state, "peace_life_check", "france", {{"expectancy", num(1713)}}).outcomeId == "dies");
}

TEST_CASE("17.3 example: Spain's 5 units would give +3, Albéroni's two free ones leave 3 units and +1",
          "[grand-siecle][state]") {
  auto state = atWar("spain");
  CHECK(field(resolve(state, "conscription_modifier", "spain", {{"units", num(5)}}), "modifier") == num(3));
  CHECK(resolve(state, "conscription_modifier", "spain", {{"units", num(5)}}).outcomeId == "limit");
  CHECK(field(resolve(state, "conscription_modifier", "spain", {{"units", num(3)}}), "modifier") == num(1));
  CHECK(field(resolve(state, "conscription_modifier", "spain", {{"units", num(2)}}), "modifier") == num(0));  // 17.4
  // At or under its limit a power has no modifier (16.7, "proportional to the excess"):
  // France's limit is 5 (16.0).
  CHECK(field(resolve(state, "conscription_modifier", "france", {{"units", num(3)}}), "modifier") == num(0));
  // Beyond it, other powers' tolerances are on their Player Aides: the players type them in.
  auto applied = applyAction(game(), state,
                             Action{"resolve", "france", {{"procedure", word("conscription_modifier")}, {"units", num(6)}}, "", 0});
  REQUIRE_FALSE(applied);
  CHECK(applied.error().code == ActionError::Code::NeedsChartValue);
}

TEST_CASE("14.15: reparations are owed to the creditor - unpaid after three years, bankruptcy pays it in full",
          "[grand-siecle][state]") {
  auto state = newGame();
  setValue(state, "year", num(1713));
  setValue(state, "prestige.spain", num(10));
  setValue(state, "prestige.england", num(10));
  setValue(state, "treasury.spain", num(6));
  resolve(state, "peace_condition", "england",
          {{"granting", word("spain")}, {"condition", word("financial")}, {"peace", word("compromise")}, {"reparations", num(20)}});
  CHECK(number(state, "reparations_due.spain") == 20);
  CHECK(text(state, "reparations_creditor.spain") == "england");
  resolve(state, "pay_reparations", "spain", {{"creditor", word("england")}, {"amount", num(5)}});
  CHECK(number(state, "reparations_due.spain") == 15);
  setValue(state, "year", num(1715));
  CHECK(resolve(state, "reparations_overdue", "spain").outcomeId == "not_yet");
  setValue(state, "year", num(1716));
  CHECK(resolve(state, "reparations_overdue", "spain").outcomeId == "bankrupt");
  CHECK(number(state, "treasury.england") == 20);  // 5 paid, then the 15 due
  CHECK(number(state, "reparations_due.spain") == 0);
  CHECK(number(state, "public_debt.spain") == 10);
  CHECK(number(state, "treasury.spain") == 5);  // 6 - 5 + 4
  CHECK(number(state, "prestige.spain") == 6);  // -1 for the condition, -3 for the bankruptcy
}

TEST_CASE("21.10, 21.11: salaries (two at most, one die each) and wealth redistributed for free trade",
          "[grand-siecle][state]") {
  auto state = atWar("france");
  setValue(state, "treasury.france", num(20));
  setValue(state, "commercial_policy.france", word("tax"));
  resolve(state, "hire_generals", "france");
  resolve(state, "hire_generals", "france");
  CHECK(number(state, "salaries.france") == 2);  // a third is refused: grand_siecle_prohibitions_test.cpp
  resolve(state, "salary", "france", {{"die", dice({4})}});
  CHECK(number(state, "treasury.france") == 16);
  CHECK(resolve(state, "redistribute_wealth", "france").outcomeId == "policy_changed");
  CHECK(text(state, "commercial_policy.france") == "free_trade");
  CHECK(number(state, "prestige.france") == 9);
  // In general peace (only) a 5+ ends the salaries and frees the policy.
  CHECK_THAT(refused(state, "end_salaries", "france", {{"die", dice({5})}}),
             Catch::Contains("This roll is made only in general peace (21.10, 29.2)"));
  setValue(state, "period", word("peace"));
  setValue(state, "conflict.france", num(0));
  CHECK(resolve(state, "end_salaries", "france", {{"die", dice({5})}}).outcomeId == "ended");
  CHECK(number(state, "salaries.france") == 0);
  CHECK(resolve(state, "end_redistribution", "france", {{"die", dice({4})}}).outcomeId == "bound");
  CHECK(resolve(state, "end_redistribution", "france", {{"die", dice({6})}}).outcomeId == "free");
}
