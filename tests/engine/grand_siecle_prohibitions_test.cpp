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
