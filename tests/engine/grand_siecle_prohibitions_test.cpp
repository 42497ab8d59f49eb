// Grand Siècle's prohibitions as refusals ([[procedure.refuse]]): what the rulebook
// forbids is refused with its rule (ActionError NotAllowed, nothing changed, so nothing
// logged), instead of an outcome that resolved and changed nothing.

#include "adc/refusal.hpp"

#include "adc/save_file.hpp"

#include "grand_siecle_support.hpp"
#include "golden_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState withPrestige(std::int64_t points) {
  auto state = newGame();
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(points));
  return state;
}

// 1.0: "In a 5 player game, each player controls two major powers: England & Turkey, Spain &
// Prussia, France & Poland, Holland & Russia, Sweden & Austria."
std::vector<Player> fivePlayers() {
  return {{"Anne", "england"}, {"Anne", "turkey"},   {"Bruno", "spain"},   {"Bruno", "prussia"}, {"Claire", "france"},
          {"Claire", "poland"}, {"David", "holland"}, {"David", "russia"}, {"Eva", "sweden"},    {"Eva", "austria"}};
}

// 9.2: six players, England & Turkey a shared pair (Anne and Félix), the other pairs as in 1.0.
std::vector<Player> sixPlayers() {
  auto players = fivePlayers();
  players[1].name = "Félix";
  return players;
}

// The next regal phase, a later turn: each step of the regal phase is done once a turn (15.1).
void nextRegalPhase(GameState& state) {
  auto moved = applyAction(game(), state, Action{"goto", "", {{"step", word("regal.taxes")}, {"turn", num(state.turn + 1)}}, "", 0});
  if (!moved) FAIL("goto the next regal phase refused: " << moved.error().message);
}

GameState seated(std::vector<Player> players, std::int64_t prestige = 10) {
  auto state = initialState(game(), Setup{"1700", std::move(players), 1});
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(prestige));
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
  nextRegalPhase(state);
  CHECK_THAT(refused(state, "collect_taxes", "turkey", {{"province_tax", num(9)}, {"regime", word("lenient")}}),
             Catch::Contains("Lenient taxes at most every second regal phase: this power chose them at the last one (15.5)"));
  // Normal taxes this regal phase; lenient ones again at the next.
  CHECK(resolve(state, "collect_taxes", "turkey", {{"province_tax", num(9)}}).outcomeId == "normal");
  nextRegalPhase(state);
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
  auto state = seated(fivePlayers());
  CHECK_THAT(refused(state, "peace_condition", "france",
                     {{"granting", word("poland")}, {"condition", word("prestige")}, {"peace", word("compromise")}}),
             Catch::Contains("The two powers of a player may not offer or accept any peace conditions to each other (9.1)"));
  // 9.2: "The powers of a shared pair are no longer linked to each other; 9.1 doesn't apply to those powers."
  auto six = seated(sixPlayers());
  CHECK(resolve(six, "peace_condition", "england",
                {{"granting", word("turkey")}, {"condition", word("prestige")}, {"peace", word("compromise")}})
            .outcomeId == "granted");
  CHECK_THAT(refused(six, "peace_condition", "france",
                     {{"granting", word("poland")}, {"condition", word("prestige")}, {"peace", word("compromise")}}),
             Catch::Contains("(9.1)"));
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

TEST_CASE("7.0, 9.1: 'The two powers played by the same player may never be allied' - counted per player, "
          "and 9.2's shared pair is no pair (six players)",
          "[grand-siecle][prohibitions]") {
  auto state = seated(sixPlayers());
  // Anne plays England, Félix Turkey: "The powers of a shared pair are no longer linked to each other".
  CHECK(resolve(state, "join_alliance", "england", {{"alliance_id", word("a")}}).outcomeId == "allied");
  CHECK(resolve(state, "join_alliance", "turkey", {{"alliance_id", word("a")}}).outcomeId == "allied");
  // Bruno plays Spain and Prussia: never in one Alliance, "either directly or through a coalition".
  CHECK(resolve(state, "join_alliance", "spain", {{"alliance_id", word("a")}}).outcomeId == "allied");
  CHECK_THAT(refused(state, "join_alliance", "prussia", {{"alliance_id", word("a")}}),
             Catch::Contains("Become allied refused: The two powers played by the same player may never be allied: Spain, "
                             "the second power of Bruno, is in this Alliance (7.0, 9.1)"));
  CHECK(resolve(state, "join_alliance", "prussia", {{"alliance_id", word("b")}}).outcomeId == "allied");
  // The seats are the players', whatever 1.0's pairs: a player holding Holland and France.
  auto chosen = fivePlayers();
  chosen[6].name = "Claire";  // Holland
  chosen[5].name = "David";   // Poland
  auto other = seated(chosen);
  resolve(other, "join_alliance", "france", {{"alliance_id", word("c")}});
  CHECK_THAT(refused(other, "join_alliance", "holland", {{"alliance_id", word("c")}}), Catch::Contains("(7.0, 9.1)"));
  CHECK(resolve(other, "join_alliance", "poland", {{"alliance_id", word("c")}}).outcomeId == "allied");
}

TEST_CASE("4.7, 33.6: 'Poland (always Free Trade - see Annex XIII Liberum Veto)': its sealed policy is refused as it is written",
          "[grand-siecle][prohibitions][sealed]") {
  // 4.7: "At the start of a game, each State selects a Commercial Policy of its choice,
  // exceptions are Poland (always Free Trade - see Annex XIII Liberum Veto)". Refused when
  // Poland writes it, so no other policy is ever revealed for Poland.
  auto state = withPrestige(10);
  const GameState before = state;
  for (const char* policy : {"monopoly", "tax"}) {
    auto written =
        applyAction(game(), state, Action{"seal", "poland", {{"entry", Value{std::string("commercial_policy")}}, {"value", word(policy)}}, "", 0});
    REQUIRE_FALSE(written);
    CHECK(written.error().code == ActionError::Code::NotAllowed);
    CHECK(written.error().message ==
          "Commercial policy for this turn (announced simultaneously) refused: Poland is always on free trade (Liberum "
          "Veto): its policy cannot change (4.7, 33.6)");
    CHECK(state == before);  // nothing entered, so nothing logged
  }
  // Free trade is written; every other power chooses its own policy.
  sealAll(state, "commercial_policy", {{"sweden", word("tax")}}, word("free_trade"));
  CHECK(resolve(state, "policy_change", "poland").outcomeId == "unchanged");
  CHECK(text(state, "commercial_policy.poland") == "free_trade");
  CHECK(resolve(state, "policy_change", "sweden").outcomeId == "tightened");
}

TEST_CASE("21.11: 'The Monarch must choose a commercial policy of Free Trade' while redistributing wealth",
          "[grand-siecle][prohibitions][sealed]") {
  // Refused as it is written, as Poland's is (4.7), so no other policy is ever revealed.
  auto state = withPrestige(10);
  setValue(state, "redistributing_wealth.france", Value{true});
  const GameState before = state;
  auto written =
      applyAction(game(), state, Action{"seal", "france", {{"entry", Value{std::string("commercial_policy")}}, {"value", word("tax")}}, "", 0});
  REQUIRE_FALSE(written);
  CHECK(written.error().code == ActionError::Code::NotAllowed);
  CHECK(written.error().message ==
        "Commercial policy for this turn (announced simultaneously) refused: While France redistributes wealth its policy "
        "stays free trade, until a 5+ at the end of a regal phase of general peace (21.11)");
  CHECK(state == before);
  sealAll(state, "commercial_policy", {{"spain", word("tax")}}, word("free_trade"));
  resolve(state, "policy_change", "france");
  CHECK(text(state, "commercial_policy.france") == "free_trade");
  CHECK(resolve(state, "policy_change", "spain").outcomeId == "tightened");
  // A policy written before the redistribution was booked is still refused at the reveal.
  auto earlier = withPrestige(10);
  sealAll(earlier, "commercial_policy", {{"france", word("tax")}}, word("free_trade"));
  setValue(earlier, "redistributing_wealth.france", Value{true});
  CHECK_THAT(refused(earlier, "policy_change", "france"),
             Catch::EndsWith("While France redistributes wealth its policy stays free trade, until a 5+ at the end of a "
                             "regal phase of general peace (21.11)"));
}

TEST_CASE("2.2, 4.7: 'each change in Policy will cost the State 1 Point of Prestige' - not at 5 PP or less",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(5);
  sealAll(state, "commercial_policy", {{"sweden", word("tax")}}, word("free_trade"));
  CHECK_THAT(refused(state, "policy_change", "sweden"),
             Catch::EndsWith("Prestige in danger: at 5 PP or less a power may not change its policy (a change costs 1 PP) "
                             "(2.2, 4.7)"));
  CHECK(number(state, "prestige.sweden") == 5);
  // Keeping its policy costs nothing: allowed.
  CHECK(resolve(state, "policy_change", "england").outcomeId == "unchanged");
}

TEST_CASE("32.6: 'A commercial zone may hold up to 6 commercial fleets' - no contest among 7", "[grand-siecle][prohibitions]") {
  auto state = newGame();
  std::map<std::string, Value> seven{{"die", dice({2})},          {"company_1", word("england")}, {"fleets_1", num(4)},
                                     {"company_2", word("france")}, {"fleets_2", num(3)}};
  CHECK_THAT(refused(state, "zone_contest", "", seven),
             Catch::EndsWith("Contested commercial zone refused: A commercial zone holds at most 6 fleets: these are 7 (32.6)"));
  seven["fleets_2"] = num(2);
  CHECK(resolve(state, "zone_contest", "", seven).outcomeId == "company_1");
}

TEST_CASE("4.7: 'Free Trade: The State does not intervene' - and the subvention comes out of the tax: 'some or all of these Louis'",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK(text(state, "commercial_policy.england") == "free_trade");
  CHECK_THAT(refused(state, "port_tax", "england", {{"ports", num(2)}}),
             Catch::EndsWith("Under free trade the State does not intervene in commerce: it collects no tax (4.7)"));
  setValue(state, "commercial_policy.spain", word("tax"));
  CHECK_THAT(refused(state, "port_tax", "spain", {{"ports", num(2)}, {"subvention", num(3)}}),
             Catch::EndsWith("The subvention is given out of the tax collected: at most 2 Louis (4.7)"));
  CHECK(resolve(state, "port_tax", "spain", {{"ports", num(2)}, {"subvention", num(2)}}).outcomeId == "collected");
}

TEST_CASE("21.10, 21.11, 29.2: the end of salaries and of redistributed wealth is tested 'during a period of general peace only'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("france");
  setValue(state, "redistributing_wealth.france", Value{true});
  CHECK_THAT(refused(state, "end_redistribution", "france", {{"die", dice({6})}}),
             Catch::EndsWith("This roll is made only in general peace (21.11, 29.2)"));
  resolve(state, "hire_generals", "france");
  CHECK_THAT(refused(state, "end_salaries", "france", {{"die", dice({6})}}),
             Catch::EndsWith("This roll is made only in general peace (21.10, 29.2)"));
  setValue(state, "period", word("peace"));
  CHECK(resolve(state, "end_redistribution", "france", {{"die", dice({6})}}).outcomeId == "free");
}

TEST_CASE("29.0, 29.4: 'in a period of general peace, a turn may last 1 to 20 years' - no years pass at war",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("france");
  CHECK_THAT(refused(state, "temporal", "", {{"die", dice({9})}}),
             Catch::EndsWith("Years of general peace refused: Years are rolled only in a turn of general peace (29.4)"));
  setValue(state, "peace_turn_length", word("d6"));
  CHECK_THAT(refused(state, "temporal_d6", "", {{"die", dice({3})}}), Catch::EndsWith("(29.4)"));
  setValue(state, "peace_turn_length", word("one_year"));
  CHECK_THAT(refused(state, "temporal_one_year", ""),
             Catch::EndsWith("Years pass only in a turn of general peace (29.4)"));
  CHECK(number(state, "year") == 1700);
}

TEST_CASE("30.1: 'From 1750, a revolution test is performed at the end of each turn of general peace'",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  setValue(state, "year", num(1745));
  CHECK_THAT(refused(state, "revolution_test", "", {{"die", dice({20})}}),
             Catch::EndsWith("Revolution test refused: From 1750 only: no Revolution test in 1745 (30.1)"));
  setValue(state, "year", num(1760));
  setValue(state, "period", word("war"));
  CHECK_THAT(refused(state, "revolution_test", "", {{"die", dice({20})}}),
             Catch::EndsWith("The Revolution test is made at the end of a turn of general peace only (30.1)"));
  CHECK_FALSE(std::get<bool>(*state.read(game(), "revolution")));
  setValue(state, "period", word("peace"));
  CHECK(resolve(state, "revolution_test", "", {{"die", dice({20})}}).outcomeId == "revolution");
}

TEST_CASE("29.4, 29.7: victory points 'equal to the number of years of that turn' - once the years are rolled",
          "[grand-siecle][prohibitions]") {
  auto state = withPrestige(12);
  CHECK_THAT(refused(state, "peace_victory_points", "spain"),
             Catch::EndsWith("Roll the years of the temporal phase first (29.4, 29.7)"));
  resolve(state, "temporal", "", {{"die", dice({3})}});
  CHECK(resolve(state, "peace_victory_points", "spain").outcomeId == "points");
}

TEST_CASE("8.7: the conqueror 'impose[s] itself as new protector' - not of its own minor", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  setValue(state, "protector.saxony", word("poland"));
  CHECK_THAT(refused(state, "conquer_minor", "poland", {{"minor", word("saxony")}}),
             Catch::EndsWith("Conqueror becomes protector of a minor ally refused: Poland already protects Saxony (8.7)"));
  CHECK(resolve(state, "conquer_minor", "prussia", {{"minor", word("saxony")}}).outcomeId == "protector");
}

TEST_CASE("8.8: 'each minor country attempts to free itself from the control of its protector' - a neutral one has none",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  setValue(state, "protector.saxony", word("none"));
  CHECK_THAT(refused(state, "minor_neutrality", "", {{"die", dice({6})}, {"minor", word("saxony")}}),
             Catch::EndsWith("Saxony is already neutral (8.8)"));
}

TEST_CASE("8.5: 'all minor countries under its protection are tested' - and 32.21, 32.22: Rome and Switzerland 'never "
          "voluntarily join in a war on behalf of their protector (as minor allies - no roll may be made)'",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  setValue(state, "protector.saxony", word("poland"));
  CHECK_THAT(refused(state, "minor_joins_war", "prussia", {{"die", dice({6})}, {"minor", word("saxony")}}),
             Catch::EndsWith("Prussia does not protect Saxony (8.5)"));
  setValue(state, "protector.switzerland", word("france"));
  CHECK_THAT(refused(state, "minor_joins_war", "france", {{"die", dice({6})}, {"minor", word("switzerland")}}),
             Catch::EndsWith("Switzerland never joins a war on behalf of its protector (no roll may be made); it becomes a "
                             "minor ally only if war is declared on it (32.21, 32.22)"));
  CHECK(resolve(state, "minor_joins_war", "poland", {{"die", dice({6})}, {"minor", word("saxony")}}).outcomeId == "joins");
}

TEST_CASE("8.2: 'note a minimum of 1 Louis is always required'", "[grand-siecle][prohibitions]") {
  auto state = withPrestige(10);
  sealAll(state, "minor_target", {{"poland", word("saxony")}}, word("none"));
  sealAll(state, "minor_bid", {}, num(0));
  sealAll(state, "minor_defence_target", {}, word("none"));
  sealAll(state, "minor_defence_bid", {}, num(0));
  CHECK_THAT(refused(state, "pay_minor_bids", "poland"),
             Catch::EndsWith("Pay the minor bids refused: A minimum of 1 Louis is always required for a bid on a minor (8.2)"));
  CHECK(resolve(state, "pay_minor_bids", "france").outcomeId == "paid");
}

TEST_CASE("33.11: 'the Spanish player must choose a French or Austrian successor' - not another player",
          "[grand-siecle][prohibitions]") {
  // Once settled, a second designation is refused too: grand_siecle_game_test.cpp "33.11".
  auto state = withPrestige(10);
  const std::map<std::string, Value> france{{"successor", word("france")}, {"policy", word("integrity")}};
  CHECK_THAT(refused(state, "spanish_succession", "france", france),
             Catch::EndsWith("The Spanish player designates the Successor: resolve for Spain (33.11)"));
  CHECK(resolve(state, "spanish_succession", "spain", france).outcomeId == "integrity");
}

TEST_CASE("4.13: 'each Company has a specified limit to the number of commercial fleets available to it' - on the "
          "scenario sheet too",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "scenario_sheet", "sweden",
                     {{"prestige_start", num(10)}, {"treasury_start", num(10)}, {"debt_start", num(10)},
                      {"company_start", num(3)}, {"fleets_start", num(4)}}),
             Catch::EndsWith("A Company cannot have more fleets in play than its size (4.13)"));
}

TEST_CASE("21.11: 'A Monarch may distribute wealth to the nobles' - once, until a 5+ in general peace ends it",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("france");
  resolve(state, "redistribute_wealth", "france");
  CHECK_THAT(refused(state, "redistribute_wealth", "france"), Catch::EndsWith("France already redistributes wealth (21.11)"));
  CHECK(number(state, "prestige.france") == 10);
}

TEST_CASE("16.16, 6.3: 'A Marine Minister in play allows the player to avoid rolling the Red dice' - only with one",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "new_war_fleet_marine", "spain", {{"yellow", dice({6})}}),
             Catch::EndsWith("Without a Marine minister both dice are rolled (use the other procedure) (16.16, 6.3)"));
}

TEST_CASE("31.2: '+10 for England if it has successfully defeated the American War of Independence'",
          "[grand-siecle][prohibitions]") {
  auto state = newGame();
  CHECK_THAT(refused(state, "final_percent", "france", {{"american_revolt_defeated", Value{true}}}),
             Catch::EndsWith("Only England gains by defeating the American War of Independence (31.2)"));
}

TEST_CASE("16.6, 22.8, 21.5: the war books take only what the counters can be - feudal regiments among the regiments, "
          "armies of the power",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("poland");
  CHECK_THAT(refused(state, "units_in_play", "poland", {{"infantry", num(2)}, {"cavalry", num(1)}, {"feudal", num(4)}}),
             Catch::EndsWith("More feudal regiments (4) than regiments (3): the feudal regiments are counted among the "
                             "infantry and cavalry (16.6)"));
  CHECK_THAT(refused(state, "units_raised", "poland", {{"infantry", num(0)}, {"cavalry", num(1)}, {"feudal", num(2)}}),
             Catch::EndsWith("(16.6)"));
  CHECK_THAT(refused(state, "army_formed", "poland", {{"army", word("a1")}, {"infantry", num(1)}, {"feudal", num(2)}}),
             Catch::EndsWith("(16.6)"));
  resolve(state, "army_formed", "poland", {{"army", word("a1")}, {"infantry", num(2)}});
  CHECK_THAT(refused(state, "army_merged", "poland", {{"army", word("a1")}, {"joining", word("a1")}}),
             Catch::EndsWith("Name two different armies, the first one of Poland's (22.8)"));
  CHECK_THAT(refused(state, "army_general_revealed", "russia", {{"army", word("a1")}, {"general", word("1")}}),
             Catch::EndsWith("Army 1 is not an army of Russia (21.5)"));
}

TEST_CASE("Data version 5: an older save that logged what the rules now refuse does not open as another game",
          "[grand-siecle][prohibitions][save]") {
  // Data version 2 let a Revolution test be resolved in 1700 (an outcome that changed
  // nothing); version 3 refuses it (30.1), and so does version 4. The save must say so, not
  // replay a different game.
  REQUIRE(game().dataVersion == "5");
  const std::string save = R"([save]
format = 1
app_version = "0.1.0"
game = "grand-siecle"
data_version = "2"
cursor = 1

[setup]
scenario = "1700"
seed = 1
players = []

[[action]]
do = { type = "resolve", args = { die = 12, procedure = "revolution_test" } }
turn = 1
step = "victory.revolution"
rule = "30.1"
summary = "Revolution test: time 12, total 12 → No Revolution test before 1750"
)";
  try {
    parseSave(save, "old.toml", adc::test::fixtureGames());
    FAIL("a save of data version 2 with a refused action opened");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) ==
          "old.toml:13:1: action[0]: action 1 is refused on replay: Revolution test refused: From 1750 only: no Revolution "
          "test in 1700 (30.1) (the save was made with Grand Siècle data version 2; this app has data version 5, whose "
          "rules refuse this action: the game cannot be replayed as it was played, and the save is left unchanged)");
  }
  // The same save made with today's data is simply refused on replay, with no word of versions.
  std::string today = save;
  today.replace(today.find("data_version = \"2\""), 18, "data_version = \"5\"");
  try {
    parseSave(today, "new.toml", adc::test::fixtureGames());
    FAIL("a refused action replayed");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()).find("data version") == std::string::npos);
  }
}

TEST_CASE("8.2: 'In a period of war, no attempts at political control may be made on minors at war, allied to their "
          "protector (8.6), except under the provisions of the random event Alliance (n°16)'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("prussia");
  setValue(state, "protector.saxony", word("poland"));
  setValue(state, "minor_ally.saxony", Value{true});
  const std::map<std::string, Value> test{{"die", dice({3, 3})}, {"minor", word("saxony")}, {"bonus", num(0)}};
  CHECK_THAT(refused(state, "minor_control", "prussia", test),
             Catch::EndsWith("No attempts at political control may be made on minors at war, allied to their protector: "
                             "Saxony is at war beside Poland (except by the random event 'Alliance', n°16) (8.2)"));
  auto withEvent = test;
  withEvent["alliance_event"] = Value{true};
  resolve(state, "minor_control", "prussia", withEvent);
  CHECK(text(state, "protector.saxony") == "poland");
}

TEST_CASE("20.10: 'A squadron in a military port is safe from the enemy. It may not be intercepted' - and 20.9: in a "
          "Colonial Sea from another sea zone 'interception is impossible'",
          "[grand-siecle][prohibitions]") {
  auto state = powerAtWar("england");
  std::map<std::string, Value> interception{{"die", dice({6})},   {"position", word("same_sea")}, {"fleets", num(2)},
                                            {"enemy_fleets", num(1)}, {"target_in_military_port", Value{true}}};
  CHECK_THAT(refused(state, "naval_interception", "england", interception),
             Catch::EndsWith("Naval interception refused: A squadron in a military port is safe from the enemy: it may not "
                             "be intercepted (20.10)"));
  interception["target_in_military_port"] = Value{false};
  interception["colonial_elsewhere"] = Value{true};
  CHECK_THAT(refused(state, "naval_interception", "england", interception), Catch::EndsWith("interception is impossible (20.9)"));
  interception["colonial_elsewhere"] = Value{false};
  CHECK(resolve(state, "naval_interception", "england", interception).outcomeId == "intercepted");
}

// Chapters 7 and 8 read again sentence by sentence (issue 30): the "may not" the audit of
// issue 17 left out.

TEST_CASE("7.2: 'Powers being in an Alliance may not declare war on other powers in the same Alliance (exception: 7.5)'",
          "[grand-siecle][prohibitions][alliances]") {
  auto state = withPrestige(10);
  setValue(state, "alliance.spain", word("a"));
  setValue(state, "alliance.austria", word("a"));
  CHECK_THAT(refused(state, "declare_war", "spain", {{"die", dice({6})}, {"target", word("austria")}}),
             Catch::Contains("Powers being in an Alliance may not declare war on other powers in the same Alliance: Austria "
                             "is Spain's ally (only a free casus belli against an ally breaks the Alliance, 7.5) (7.2)"));
  // Another Alliance is no obstacle.
  setValue(state, "alliance.france", word("b"));
  CHECK(resolve(state, "declare_war", "spain", {{"die", dice({6})}, {"target", word("france")}}).outcomeId == "declared");
}

TEST_CASE("7.5: 'If a power uses a Free Casus Belli against an ally ... it immediately breaks the alliance (loss of 1 "
          "Prestige Point)' - and 'may not ... if it is involved in a war already for at least 1 turn'",
          "[grand-siecle][prohibitions][alliances]") {
  auto state = withPrestige(10);
  setValue(state, "alliance.spain", word("a"));
  setValue(state, "alliance.austria", word("a"));
  setValue(state, "free_cb_austria.spain", num(1000));
  SECTION("at peace, the betrayal breaks the Alliance") {
    auto betrayal = resolve(state, "declare_war_free", "spain", {{"target", word("austria")}});
    CHECK(betrayal.outcomeId == "betrays");
    CHECK(text(state, "alliance.spain") == "none");
    CHECK(number(state, "prestige.spain") == 9);
    CHECK(number(state, "conflict.austria") == 1);
  }
  SECTION("at war already, refused") {
    setValue(state, "conflict.spain", num(1));
    CHECK_THAT(refused(state, "declare_war_free", "spain", {{"target", word("austria")}}),
               Catch::Contains("A power may not use a free casus belli against an ally if it is involved in a war already "
                               "for at least 1 turn: Spain is at war (conflict 1) (7.5)"));
    // A war that began only this turn is not "at least 1 turn".
    CHECK(resolve(state, "declare_war_free", "spain", {{"target", word("austria")}, {"war_began_this_turn", Value{true}}})
              .outcomeId == "betrays");
  }
}

TEST_CASE("7.1: 'Two allied powers may not voluntarily terminate their alliance when at war together against the same "
          "enemy' - the event Perfidie and a political crisis excepted",
          "[grand-siecle][prohibitions][alliances]") {
  auto state = withPrestige(10);
  for (const char* power : {"spain", "austria"}) {
    setValue(state, std::string("alliance.") + power, word("a"));
    setValue(state, std::string("conflict.") + power, num(1));
    setValue(state, std::string("camp.") + power, word("a"));
  }
  CHECK_THAT(refused(state, "leave_alliance", "spain"),
             Catch::Contains("Two allied powers may not voluntarily terminate their alliance when at war together against "
                             "the same enemy: Austria is at war beside Spain (only the event Perfidie or a political crisis, "
                             "14.4, parts them) (7.1)"));
  SECTION("the random event Perfidie") {
    resolve(state, "leave_alliance", "spain", {{"reason", word("perfidy")}});
    CHECK(text(state, "alliance.spain") == "none");
  }
  SECTION("an ally at peace does not hold it") {
    setValue(state, "conflict.austria", num(0));
    setValue(state, "camp.austria", word("none"));
    resolve(state, "leave_alliance", "spain");
    CHECK(text(state, "alliance.spain") == "none");
  }
}

TEST_CASE("8.4: 'A protecting power may never declare war on its own minor countries. An ally, in principle, may not "
          "declare war on another power's minor countries'",
          "[grand-siecle][prohibitions][minors]") {
  auto state = withPrestige(10);
  for (const char* power : {"spain", "france"}) setValue(state, std::string("conflict.") + power, num(1));
  setValue(state, "camp.spain", word("a"));
  setValue(state, "camp.france", word("b"));
  setValue(state, "protector.savoy", word("spain"));
  CHECK_THAT(refused(state, "war_on_minor", "spain", {{"minor", word("savoy")}}),
             Catch::Contains("A protecting power may never declare war on its own minor countries: Spain protects Savoy (8.4)"));
  setValue(state, "alliance.spain", word("a"));
  setValue(state, "alliance.austria", word("a"));
  setValue(state, "conflict.austria", num(1));
  setValue(state, "camp.austria", word("a"));
  setValue(state, "protector.bavaria", word("austria"));
  CHECK_THAT(refused(state, "war_on_minor", "spain", {{"minor", word("bavaria")}}), Catch::Contains("(8.4)"));
  // The enemy's minor is fair game (18.10).
  setValue(state, "protector.saxony", word("france"));
  CHECK(resolve(state, "war_on_minor", "spain", {{"minor", word("saxony")}}).outcomeId == "declared");
}

TEST_CASE("15.1: 'The administration of the State is done in the following order in the Regal Phase: a) every power "
          "collects its taxes' - once, as the interest, the maintenance and the depreciation",
          "[grand-siecle][prohibitions][limits]") {
  auto state = newGame();
  setValue(state, "treasury.france", num(30));
  setValue(state, "public_debt.france", num(20));
  resolve(state, "collect_taxes", "france", {{"province_tax", num(9)}});
  CHECK_THAT(refused(state, "collect_taxes", "france", {{"province_tax", num(9)}}),
             Catch::Contains("France has already done it this turn (15.1: a) every power collects its taxes)"));
  resolve(state, "pay_interest", "france");
  CHECK_THAT(refused(state, "pay_interest", "france"), Catch::Contains("(15.9: interest due, each regal phase"));
  resolve(state, "maintenance", "france", {{"regiments", num(5)}});
  CHECK_THAT(refused(state, "maintenance", "france", {{"regiments", num(5)}}), Catch::Contains("(15.1: "));
  resolve(state, "depreciation", "france", {{"die", dice({3})}});
  CHECK_THAT(refused(state, "depreciation", "france", {{"die", dice({3})}}), Catch::Contains("(15.12: "));
  // Another power, and the next regal phase, count anew.
  resolve(state, "collect_taxes", "spain", {{"province_tax", num(9)}});
  nextRegalPhase(state);
  resolve(state, "collect_taxes", "france", {{"province_tax", num(9)}});
}
