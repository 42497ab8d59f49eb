// Grand Siècle's prohibitions as refusals ([[procedure.refuse]]): what the rulebook
// forbids is refused with its rule (ActionError NotAllowed, nothing changed, so nothing
// logged), instead of an outcome that resolved and changed nothing.

#include "adc/refusal.hpp"

#include "grand_siecle_support.hpp"

#include <catch2/catch.hpp>

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState withPrestige(std::int64_t points) {
  auto state = newGame();
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(points));
  return state;
}

}  // namespace

TEST_CASE("4.19: only a Company with no fleet left and under 3 Louis may be declared bankrupt", "[grand-siecle][prohibitions]") {
  auto state = newGame();
  setValue(state, "company_size.sweden", num(3));
  setValue(state, "company_fleets.sweden", num(1));
  CHECK_THAT(refused(state, "company_bankruptcy", "sweden"),
             Catch::Contains("Company bankruptcy refused: Only a Company with no fleet left and under 3 Louis may be declared bankrupt (4.19)"));
  setValue(state, "company_fleets.sweden", num(0));
  CHECK(resolve(state, "company_bankruptcy", "sweden").outcomeId == "bankrupt");
}

TEST_CASE("14.10, recommended errata: 'a power may not refuse a peace that would bring it under 5 PP'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(6);
  CHECK_THAT(refused(state, "peace_refused", "spain", {{"peace", word("status_quo")}, {"refusal_floor_errata", Value{true}}}),
             Catch::Contains("(14.10, recommended errata)"));
  // Without the errata the refusal costs its 2 temporary PP (14.6).
  CHECK(resolve(state, "peace_refused", "spain", {{"peace", word("status_quo")}}).outcomeId == "lost");
  CHECK(number(state, "prestige.spain") == 4);
}

TEST_CASE("15.7: 'The reform needs at least 11 PP' (ultra-authoritarian reform)", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  CHECK_THAT(refused(state, "ultra_authoritarian_reform", "france", {{"income", num(30)}}),
             Catch::Contains("The reform needs at least 11 PP (15.7)"));
}

TEST_CASE("15.10: a subsidising power needs at least 5 PP, and only an ally at war receives one", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(4);
  CHECK_THAT(refused(state, "subsidy", "england", {{"recipient", word("prussia")}}),
             Catch::Contains("A subsidising power needs at least 5 PP (15.10)"));
  setValue(state, "prestige.england", num(12));
  CHECK_THAT(refused(state, "subsidy", "england", {{"recipient", word("prussia")}}),
             Catch::Contains("A subsidy goes to an ally at war (15.10)"));
}

TEST_CASE("22.14: 'An army in an adjacent province with an enemy fortress may never intervene'", "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "sound_of_cannon", "france", {{"die", dice({6})}, {"enemy_fortress", Value{true}}}),
             Catch::Contains("Marching to the sound of the cannon refused: An army in an adjacent province with an enemy "
                             "fortress may never intervene (22.14)"));
}

TEST_CASE("18.2, 18.13: 'Once at war, a power may not declare war on another'", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  setValue(state, "conflict.france", num(1));
  CHECK_THAT(refused(state, "declare_war", "france", {{"die", dice({6})}, {"target", word("russia")}, {"conflict_no", num(2)}}),
             Catch::Contains("A power at war may not declare war in another conflict (18.2, 18.13)"));
  // Refused, it was no attempt: the same power may still join its own conflict.
  CHECK(resolve(state, "declare_war_free", "france", {{"target", word("russia")}, {"answering_call", Value{true}}}).outcomeId ==
        "declared");
}

TEST_CASE("4.13, 4.18: a power without a Company builds no commercial fleet - the Marine minister's way needs one (6.3)",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "new_commercial_fleet", "russia", {{"yellow", dice({6})}, {"red", dice({1})}}),
             Catch::Contains("This power has no Company (4.18)"));
  setValue(state, "company_size.sweden", num(3));
  CHECK_THAT(refused(state, "new_commercial_fleet_marine", "sweden", {{"yellow", dice({6})}}),
             Catch::Contains("(4.13, 6.3)"));
}

TEST_CASE("refusalBeforeRoll: 22.13's army without a general is refused before the die is rolled", "[grand-siecle][prohibitions]") {
  auto state = newGame();
  const Procedure* reaction = game().findProcedure("land_reaction");
  REQUIRE(reaction);
  auto before = refusalBeforeRoll(game(), *reaction, {{"has_general", Value{false}}}, "france", state);
  REQUIRE(before);
  CHECK_THAT(*before, Catch::Contains("only an army commanded by a general reacts (22.13)"));
  CHECK_FALSE(refusalBeforeRoll(game(), *reaction, {}, "france", state));
  // 14.10 errata reads the table's field: it waits for the resolution.
  const Procedure* refusal = game().findProcedure("peace_refused");
  CHECK_FALSE(refusalBeforeRoll(game(), *refusal, {{"peace", word("status_quo")}, {"refusal_floor_errata", Value{true}}}, "spain", state));
}

TEST_CASE("15.5: lenient taxation 'may only be performed by a power currently at war and at most every second regal phase'",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "conflict.turkey", num(1));
  setValue(state, "prestige.turkey", num(10));
  auto lenient = resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}});
  REQUIRE(lenient.outcomeId == "lenient");
  CHECK_THAT(refused(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}}),
             Catch::Contains("Lenient taxes at most every second regal phase: this power chose them at the last one (15.5)"));
  // Normal taxes this regal phase; lenient ones again at the next.
  CHECK(resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}}).outcomeId == "normal");
  CHECK(resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}}).outcomeId ==
        "lenient");
}

TEST_CASE("21.10: 'Every power is limited to a maximum of 2 salary payments at the same time'", "[grand-siecle][prohibitions]") {
  auto state = newGame();
  resolve(state, "hire_generals", "france");
  resolve(state, "hire_generals", "france");
  CHECK_THAT(refused(state, "hire_generals", "france"),
             Catch::Contains("Every power is limited to a maximum of 2 salary payments at the same time: this power "
                             "already pays 2 (21.10)"));
  CHECK(number(state, "salaries.france") == 2);
  // Counted per power.
  CHECK(resolve(state, "hire_generals", "spain").outcomeId == "hired");
}

namespace {

// A power at war in a period of war, with prestige enough for anything but the limits.
GameState powerAtWar(const std::string& power, std::int64_t prestige = 10) {
  auto state = withPrestige(10);
  setValue(state, "period", word("war"));
  setValue(state, "conflict." + power, num(1));
  setValue(state, "prestige." + power, num(prestige));
  return state;
}

}  // namespace

TEST_CASE("15.8: 'A State at war may borrow at any moment' - 'Once the State is no longer at war ... it may not borrow money'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  CHECK_THAT(refused(state, "war_loan", "turkey", {{"amount", num(15)}}),
             Catch::Contains("War loan refused: Only a State at war, in a period of war, may borrow (15.8, 29.2)"));
  // 29.2: "No war loans are allowed" in general peace, even for a power still at war.
  setValue(state, "conflict.turkey", num(1));
  setValue(state, "period", word("peace"));
  CHECK_THAT(refused(state, "war_loan", "turkey", {{"amount", num(15)}}), Catch::Contains("(15.8, 29.2)"));
  setValue(state, "period", word("war"));
  CHECK(resolve(state, "war_loan", "turkey", {{"amount", num(15)}}).outcomeId == "borrowed");
  CHECK(number(state, "war_loans.turkey") == 15);
}

TEST_CASE("15.8: 'A State may not borrow money if its Prestige is 5 Points or lower'", "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("turkey", 5);
  CHECK_THAT(refused(state, "war_loan", "turkey", {{"amount", num(15)}}),
             Catch::Contains("A State may not borrow money if its Prestige is 5 Points or lower (15.8)"));
  setValue(state, "prestige.turkey", num(6));
  CHECK(resolve(state, "war_loan", "turkey", {{"amount", num(15)}}).outcomeId == "borrowed");
}

TEST_CASE("16.7: 'The maximum malus is limited to +3 (beyond this it is not possible to raise military units)'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("england");
  // England's tolerance beyond its limit is on its Player Aide: the players' chart types it in.
  auto typed = [&](std::int64_t units, std::int64_t modifier) {
    auto applied = applyAction(game(), state,
                               Action{"chart", "",
                                      {{"table", word("conscription_table")},
                                       {"row", word(std::to_string(units))},
                                       {"column", word("england")},
                                       {"value", num(modifier)}},
                                      "", 0});
    if (!applied) FAIL("chart refused: " << applied.error().message);
  };
  typed(5, 3);
  typed(6, 4);
  CHECK(resolve(state, "conscription_modifier", "england", {{"units", num(5)}}).outcomeId == "limit");
  CHECK_THAT(refused(state, "conscription_modifier", "england", {{"units", num(6)}}),
             Catch::Contains("The maximum malus is limited to +3 (beyond this it is not possible to raise military units): "
                             "this table gives +4 (16.7)"));
}

TEST_CASE("16.7: 'If a power is at peace, it may not exceed its regiment or war fleet recruitment limit'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  // Spain's 5 units give +3 (17.3 example): over its limit, which at peace it may not exceed.
  CHECK_THAT(refused(state, "conscription_modifier", "spain", {{"units", num(5)}}),
             Catch::Contains("A power at peace may not exceed its regiment or war fleet recruitment limit: these units "
                             "give +3 (16.7)"));
  CHECK(field(resolve(state, "conscription_modifier", "spain", {{"units", num(2)}}), "modifier") == num(0));
}

TEST_CASE("2.2: 'A power may never complete an action voluntarily that will make them lose Prestige if their current level "
          "is equal to or inferior to 5'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("france", 5);
  CHECK_THAT(refused(state, "pay_interest", "france", {{"prestige_given", num(1)}}),
             Catch::Contains("Interest refused: Prestige in danger: at 5 PP or less no prestige may be given up (2.2)"));
  CHECK(resolve(state, "pay_interest", "france").outcomeId == "paid");
  CHECK_THAT(refused(state, "leave_alliance", "france", {{"reason", word("leaves")}}),
             Catch::Contains("is in no Alliance (7.1)"));
  setValue(state, "alliance.france", word("a"));
  CHECK_THAT(refused(state, "leave_alliance", "france", {{"reason", word("leaves")}}),
             Catch::Contains("at 5 PP or less a power may not leave an Alliance of its own will (2.2)"));
  CHECK_THAT(refused(state, "claims", "france", {{"claim", word("province")}}),
             Catch::Contains("at 5 PP or less a power may not make a claim or renounce one (2.2)"));
  // 18.11 without a free casus belli costs 3 temporary PP.
  setValue(state, "alliance.spain", word("a"));
  setValue(state, "conflict.spain", num(2));
  setValue(state, "camp.spain", word("a"));
  setValue(state, "conflict.france", num(0));
  CHECK_THAT(refused(state, "join_ongoing_war", "france", {{"die", dice({6})}, {"ally", word("spain")}, {"upper_camp", word("a")}}),
             Catch::Contains("at 5 PP or less a power may not declare war without a free casus belli (2.2)"));
  CHECK(resolve(state, "join_ongoing_war", "france", {{"die", dice({1})}, {"ally", word("spain")}, {"free_casus_belli", Value{true}}, {"upper_camp", word("a")}})
            .outcomeId == "joined");
}

TEST_CASE("18.11: 'Only allied powers (of either of the belligerent powers) may declare war during it' - and 18.0: 'A power "
          "can only be involved in one conflict'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  setValue(state, "alliance.spain", word("a"));
  setValue(state, "alliance.france", word("a"));
  CHECK_THAT(refused(state, "join_ongoing_war", "france", {{"die", dice({6})}, {"ally", word("spain")}}),
             Catch::Contains("Spain is not at war (18.11)"));
  setValue(state, "conflict.spain", num(1));
  setValue(state, "conflict.france", num(2));
  CHECK_THAT(refused(state, "join_ongoing_war", "france", {{"die", dice({6})}, {"ally", word("spain")}}),
             Catch::Contains("A power can only be involved in one conflict (18.0, 18.13)"));
}

TEST_CASE("15.7: 'In a period of general peace, a State may attempt fiscal reforms' - not a power at war",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("turkey");
  CHECK_THAT(refused(state, "fiscal_reform", "turkey", {{"die", dice({6})}}),
             Catch::Contains("Fiscal reform refused: A power at war may not reform its finances (15.7)"));
  setValue(state, "conflict.turkey", num(0));
  setValue(state, "prestige.turkey", num(5));
  CHECK_THAT(refused(state, "fiscal_reform", "turkey", {{"die", dice({6})}, {"pp_spent", word("1")}}),
             Catch::Contains("Prestige in danger: at 5 PP or less no prestige may be spent (2.2)"));
}

TEST_CASE("15.11: 'A State is declared bankrupt (in peace) if it is incapable of meeting its expenses'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("sweden");
  CHECK_THAT(refused(state, "state_bankruptcy", "sweden"),
             Catch::Contains("A State is declared bankrupt in peace; at war it borrows instead (15.8) (15.11)"));
  setValue(state, "conflict.sweden", num(0));
  CHECK(resolve(state, "state_bankruptcy", "sweden").outcomeId == "bankrupt");
}

TEST_CASE("15.13: 'If a kingdom benefits from lenient taxation (15.5), one (or more) peasant unrests may be pacified'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("austria");
  CHECK_THAT(refused(state, "pacification", "austria", {{"die", dice({6})}}),
             Catch::Contains("Only a kingdom with lenient taxes this turn pacifies its unrest (15.13)"));
  resolve(state, "collect_taxes", "austria", {{"province_tax", num(20)}, {"regime", word("lenient")}});
  CHECK(resolve(state, "pacification", "austria", {{"die", dice({6})}}).outcomeId == "pacified");
}

TEST_CASE("14.15: reparations are paid in full to the creditor, and no more than is owed", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  setValue(state, "reparations_due.russia", num(6));
  setValue(state, "treasury.russia", num(20));
  CHECK_THAT(refused(state, "pay_reparations", "russia", {{"creditor", word("sweden")}, {"amount", num(7)}}),
             Catch::Contains("Pay war reparations refused: Russia owes only 6 Louis (14.15)"));
  CHECK(resolve(state, "pay_reparations", "russia", {{"creditor", word("sweden")}, {"amount", num(6)}}).outcomeId == "paid");
}

TEST_CASE("13.1, 13.2: provinces are exchanged between allies 'as long as both powers are at peace'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  const std::map<std::string, Value> dice2{{"partner", word("sweden")}, {"yellow", dice({6})}, {"red", dice({1})},
                                           {"partner_yellow", dice({6})}, {"partner_red", dice({1})}};
  CHECK_THAT(refused(state, "exchange_provinces", "spain", dice2), Catch::Contains("Provinces are exchanged only between allies (13.0, 13.2)"));
  setValue(state, "alliance.spain", word("b"));
  setValue(state, "alliance.sweden", word("b"));
  setValue(state, "conflict.sweden", num(1));
  CHECK_THAT(refused(state, "exchange_provinces", "spain", dice2), Catch::Contains("Both powers must be at peace (13.1)"));
  setValue(state, "conflict.sweden", num(0));
  CHECK(resolve(state, "exchange_provinces", "spain", dice2).outcomeId == "exchanged");
}

TEST_CASE("9.1: 'The two powers of a player may not offer or accept any peace conditions to each other'",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  CHECK_THAT(refused(state, "peace_condition", "france",
                     {{"granting", word("poland")}, {"condition", word("prestige")}, {"peace", word("compromise")}}),
             Catch::Contains("The two powers of a player may not offer or accept any peace conditions to each other (9.1)"));
}

TEST_CASE("2.3: 'A power at peace cannot fall to zero Prestige. Its minimum is always 1'", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(0);
  CHECK_THAT(refused(state, "zero_prestige", "holland"),
             Catch::Contains("Only a power at war falls to 0 PP; at peace its minimum is always 1 (2.3)"));
  setValue(state, "conflict.holland", num(1));
  CHECK(resolve(state, "zero_prestige", "holland").outcomeId == "crisis");
}

TEST_CASE("9.2: sharing a pair is refused in the players' words, with the rule", "[grand-siecle][prohibitions][words]") {
  auto state = newGame();
  auto refusal = [&](std::map<std::string, Value> args) {
    const GameState before = state;
    auto applied = applyAction(game(), state, Action{"gs_share_pair", "", std::move(args), "", 0});
    REQUIRE_FALSE(applied);
    CHECK(state == before);
    return applied.error().message;
  };
  CHECK_THAT(refusal({}), Catch::Contains("'Share a pair of powers between two players' needs a power of the pair, which two "
                                          "players share") &&
                              Catch::Contains("England") && Catch::EndsWith("(1.0, 9.2)"));
  CHECK_THAT(refusal({{"power", word("savoy")}}),
             Catch::Contains("Savoy") && Catch::Contains("is not one of England") && Catch::EndsWith("(1.0, 9.2)"));
  CHECK_THAT(refusal({{"power", word("france")}, {"pair", word("poland")}}),
             Catch::Contains("'Share a pair of powers between two players' has nothing called 'pair'; it asks for a power of "
                             "the pair, which two players share"));
  auto shared = applyAction(game(), state, Action{"gs_share_pair", "", {{"power", word("poland")}}, "", 0});
  REQUIRE(shared);
  CHECK(shared->summary == "France & Poland are shared by two players, one power each: their VP count double (9.2)");
}
