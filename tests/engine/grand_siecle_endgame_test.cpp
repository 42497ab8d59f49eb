// Grand Siècle: casus belli kept per pair of powers (18.1), the length of a turn of
// general peace per scenario (29.0), and the Final % of each power at game end (31.2).

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState atPeace() {
  auto state = newGame();
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(12));
  return state;
}

Resolution declareFree(GameState& state, const std::string& power, const std::string& target,
                       std::map<std::string, Value> more = {}) {
  more["target"] = word(target);
  return resolve(state, "declare_war_free", power, std::move(more));
}

}  // namespace

// ------------------------------------------------------------------ 18.1 Casus belli

TEST_CASE("4.9 example: England's fleet in Sweden's Iron zone gives a free casus belli for this turn only",
          "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  auto recorded = resolve(state, "casus_belli", "england",
                          {{"target", word("sweden")}, {"kind", word("this_turn")}, {"reason", word("commercial_policy")}});
  CHECK(recorded.outcomeId == "recorded");
  CHECK(number(state, "free_cb_sweden.england") == state.turn);
  CHECK(number(state, "free_cb_sweden.holland") == 0);  // only the power whose fleet is affected

  SECTION("used the same turn: war without a roll and without losing prestige") {
    CHECK(declareFree(state, "england", "sweden").outcomeId == "declared");
    CHECK(number(state, "conflict.sweden") == 1);
    CHECK(number(state, "prestige.england") == 12);
  }
  SECTION("the next turn it is gone (immediate casus belli, 18.1)") {
    state.turn += 1;
    CHECK_THAT(refused(state, "declare_war_free", "england", {{"target", word("sweden")}}),
               Catch::Contains("England holds no free casus belli against Sweden this turn"));
    CHECK(number(state, "conflict.sweden") == 0);
  }
}

TEST_CASE("18.1: a free casus belli is held against one power, not against any", "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  resolve(state, "casus_belli", "spain", {{"target", word("austria")}, {"kind", word("this_turn")}, {"reason", word("event")}});
  CHECK_THAT(refused(state, "declare_war_free", "spain", {{"target", word("france")}}), Catch::Contains("(18.1)"));
  CHECK(declareFree(state, "spain", "austria").outcomeId == "declared");
}

TEST_CASE("13.1: Flanders ceded to France gives England and Holland a permanent casus belli, until it ends",
          "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  for (const char* power : {"england", "holland"}) {
    resolve(state, "casus_belli", power, {{"target", word("france")}, {"kind", word("permanent")}, {"reason", word("flanders")}});
  }
  state.turn += 7;
  CHECK(declareFree(state, "holland", "france").outcomeId == "declared");
  resolve(state, "casus_belli", "england", {{"target", word("france")}, {"kind", word("none")}, {"reason", word("ended")}});
  CHECK(number(state, "free_cb_france.england") == 0);
  CHECK_THAT(refused(state, "declare_war_free", "england", {{"target", word("france")}, {"conflict_no", num(1)}}),
             Catch::Contains("(18.1)"));
}

TEST_CASE("18.6: an ally answering a call to arms needs no casus belli of its own", "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  CHECK(declareFree(state, "prussia", "austria", {{"answering_call", Value{true}}}).outcomeId == "declared");
}

TEST_CASE("18.1: a power holds no casus belli against itself", "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  CHECK_THAT(refused(state, "casus_belli", "russia", {{"target", word("russia")}}),
             Catch::Contains("A power holds no casus belli against itself (18.1)"));
  CHECK(number(state, "free_cb_russia.russia") == 0);
}

TEST_CASE("33.11: a French successor without a partition gives Austria, England and Holland a casus belli against France",
          "[grand-siecle][casus-belli]") {
  auto state = atPeace();
  resolve(state, "spanish_succession", "spain", {{"successor", word("france")}, {"policy", word("integrity")}});
  CHECK(number(state, "free_cb_france.austria") == 1000);
  CHECK(number(state, "free_cb_france.england") == 1000);
  CHECK(number(state, "free_cb_france.holland") == 1000);
  CHECK(number(state, "free_cb_austria.france") == 0);

  auto partition = atPeace();
  resolve(partition, "spanish_succession", "spain", {{"successor", word("france")}, {"policy", word("partition")}});
  CHECK(number(partition, "free_cb_france.austria") == 1000);
  CHECK(number(partition, "free_cb_france.england") == 0);  // only once a war is on: the players record it

  auto austrian = atPeace();
  resolve(austrian, "spanish_succession", "spain", {{"successor", word("austria")}, {"policy", word("dismembering")}});
  CHECK(number(austrian, "free_cb_austria.france") == 1000);
}

// ------------------------------------------------------------------ 29.0 General peace

TEST_CASE("29.0: in the 1700 start a turn of general peace lasts 1 to 20 years on the time die",
          "[grand-siecle][general-peace]") {
  auto state = atPeace();
  CHECK(text(state, "peace_turn_length") == "d20");
  auto years = resolve(state, "temporal", "", {{"die", dice({13})}});
  CHECK(years.outcomeId == "years");
  CHECK(number(state, "year") == 1713);
  CHECK_THAT(refused(state, "temporal_one_year", ""), Catch::Contains("resolve the years for d20 (29.0)"));
  CHECK(number(state, "year") == 1713);
}

TEST_CASE("29.0 and 15.7: a scenario whose general peace lasts one year - one year passes, no fiscal reform",
          "[grand-siecle][general-peace]") {
  auto state = atPeace();
  auto entered = resolve(state, "scenario_situation", "",
                         {{"start_year", num(1733)}, {"start_period", word("peace")}, {"length", word("one_year")}});
  CHECK(entered.outcome == "Scenario of 1733: general peace; general peace turns: one year");
  CHECK(number(state, "year") == 1733);
  CHECK_THAT(refused(state, "temporal", "", {{"die", dice({13})}}), Catch::Contains("are not rolled on the d20"));
  CHECK(resolve(state, "temporal_one_year", "").outcomeId == "years");
  CHECK(number(state, "year") == 1734);
  CHECK(number(state, "peace_years") == 1);
  CHECK_THAT(refused(state, "fiscal_reform", "spain", {{"die", dice({6})}}),
             Catch::Contains("No reforms are allowed if the period of general peace is limited to 1 year by the scenario (15.7)"));
}

TEST_CASE("29.0: some scenarios' general peace lasts 1 to 6 years, never past 1800 (31.1)", "[grand-siecle][general-peace]") {
  auto state = atPeace();
  resolve(state, "scenario_situation", "",
          {{"start_year", num(1797)}, {"start_period", word("peace")}, {"length", word("d6")}});
  auto years = resolve(state, "temporal_d6", "", {{"die", dice({5})}});
  CHECK(years.total == 3);
  CHECK(number(state, "year") == 1800);
}

TEST_CASE("1.1: a scenario starting in a period of war sets the season", "[grand-siecle][general-peace]") {
  auto state = atPeace();
  resolve(state, "scenario_situation", "",
          {{"start_year", num(1688)}, {"start_period", word("war")}, {"start_season", word("fall")}, {"length", word("d6")}});
  CHECK(text(state, "period") == "war");
  CHECK(text(state, "season") == "fall");
}

// ------------------------------------------------------------------ 31.2 Final %

TEST_CASE("31.2: France's Final % from the map and the books", "[grand-siecle][victory]") {
  auto state = atPeace();
  setValue(state, "protector.savoy", word("france"));
  setValue(state, "protector.bavaria", word("france"));
  setValue(state, "protector.portugal", word("england"));
  setValue(state, "company_size.france", num(5));
  setValue(state, "company_size.england", num(3));
  setValue(state, "navy_size.france", num(6));
  setValue(state, "vp.france", num(301));
  resolve(state, "spanish_succession", "spain", {{"successor", word("france")}, {"policy", word("integrity")}});

  // Lorraine (3) and Flandre (4) outside its national territory; Roussillon (2) lost; a
  // trade-post taken in India.
  auto final = resolve(state, "final_percent", "france",
                       {{"provinces_outside", num(2)}, {"provinces_outside_value", num(7)},
                        {"national_lost", num(1)}, {"national_lost_value", num(2)}, {"trade_posts_gained", num(1)}});
  CHECK(modifier(final, "Provinces outside national territory: +4 + value each") == 15);
  CHECK(modifier(final, "National provinces not possessed: -4 - value each") == -6);
  CHECK(modifier(final, "Trade-posts gained: +6 each") == 6);
  CHECK(modifier(final, "Minor countries controlled: +3 each") == 6);
  CHECK(modifier(final, "Size of Company x2") == 10);  // 5 is not 4 more than England's 3
  CHECK(modifier(final, "Size of Navy") == 6);
  CHECK(modifier(final, "Its dynasty reigns over Spain") == 10);
  CHECK(final.total == 147);
  CHECK(number(state, "final_percent.france") == 147);
  CHECK(final.outcome == "France: Final % 147; 301 VP x 147% = 442 final VP (31.3)");
}

TEST_CASE("31.2: a Company 4 larger than the next counts x4, and an ultra-authoritarian reform costs 33",
          "[grand-siecle][victory]") {
  auto state = atPeace();
  setValue(state, "company_size.england", num(7));
  setValue(state, "company_size.holland", num(3));
  setValue(state, "ultra_authoritarian.england", Value{true});
  auto final = resolve(state, "final_percent", "england", {{"holds_gibraltar", Value{true}}});
  CHECK(modifier(final, "Size of Company x4 (monopoly: the largest, 4 more than the second)") == 28);
  CHECK(modifier(final, "Size of Company x2") == 0);
  CHECK(modifier(final, "Possession of Gibraltar") == 10);
  CHECK(modifier(final, "Ultra-authoritarian reform made") == -33);
  CHECK(final.total == 105);
}

TEST_CASE("31.2: hereditary provinces lost and Flandre in the rival Company's hands", "[grand-siecle][victory]") {
  auto state = atPeace();
  setValue(state, "company_size.england", num(6));
  setValue(state, "company_size.holland", num(4));
  auto final = resolve(state, "final_percent", "holland",
                       {{"hereditary_lost", num(1)}, {"hereditary_lost_value", num(3)},
                        {"starting_trade_posts_lost", num(2)}, {"rival_holds_flandre", Value{true}}});
  CHECK(modifier(final, "National hereditary provinces not possessed: -6 - value x2 each") == -12);
  CHECK(modifier(final, "Starting trade-posts lost: -6 each") == -12);
  CHECK(modifier(final, "Flandre possessed by the rival Company: -4 - its size") == -10);
  CHECK(modifier(final, "Size of Company x2") == 8);
  CHECK(final.total == 74);
  // Gibraltar and Flandre count only for the powers 31.2 names.
  auto spain = resolve(state, "final_percent", "spain", {{"holds_gibraltar", Value{true}}, {"rival_holds_flandre", Value{true}}});
  CHECK(spain.total == 110);
}

TEST_CASE("31.1: the game-end step asks for the Final % once 1800 is reached", "[grand-siecle][victory]") {
  auto state = atPeace();
  const auto* before = currentStep(game(), state);
  REQUIRE(before);
  setValue(state, "year", num(1800));
  // Walk to the end of the turn: the last step offered is the Final %.
  std::string last;
  for (int guard = 0; guard < 200 && !state.gameOver; ++guard) {
    if (const auto* step = currentStep(game(), state)) last = step->id;
    auto moved = applyAction(game(), state, Action{"next", "", {}, "", 0});
    REQUIRE(moved);
  }
  CHECK(state.gameOver);
  CHECK(last == "end.final");
}
