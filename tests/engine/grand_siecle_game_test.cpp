// Grand Siècle (issue 5): the game loads, its books, timers and sealed entries, and the
// sequence of play through spring, fall and general peace (1.0-1.2, 29.9).

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

std::string stepOf(const GameState& state) {
  const auto* step = currentStep(game(), state);
  return step ? step->id : "game over";
}

std::vector<std::string> phasesOfTurn(GameState& state) {
  std::vector<std::string> phases;
  auto turn = state.turn;
  while (!state.gameOver && state.turn == turn) {
    auto phase = stepOf(state).substr(0, stepOf(state).find('.'));
    if (phases.empty() || phases.back() != phase) phases.push_back(phase);
    if (stepOf(state) == "end.next") break;
    auto applied = applyAction(game(), state, Action{"next", "", {}, "", 0});
    REQUIRE(applied);
  }
  return phases;
}

void goTo(GameState& state, const std::string& step) {
  auto applied = applyAction(game(), state, Action{"goto", "", {{"step", Value{step}}}, "", 0});
  REQUIRE(applied);
}

}  // namespace

TEST_CASE("Grand Siècle loads: ten powers, their books, the timers of 5.0 and 14.7", "[grand-siecle]") {
  const auto& data = game();
  REQUIRE(data.sides.size() == 10);
  for (const auto& power : powers()) CHECK(data.findSide(power));
  for (const char* key : {"treasury.france", "company_treasury.holland", "prestige.sweden", "temp_prestige.turkey",
                          "vp.austria", "public_debt.russia", "war_loans.spain", "fa_minister.poland",
                          "company_size.england", "protector.saxony", "unrest.prussia", "year", "period"}) {
    CHECK(data.schema.find(key));
  }
  auto diplomacy = data.findTimer("diplomacy");
  REQUIRE(diplomacy);
  CHECK(data.timers[*diplomacy].seconds == 600);  // 5.0: ten minutes
  auto compromise = data.findTimer("compromise");
  REQUIRE(compromise);
  CHECK(data.timers[*compromise].seconds == 300);  // 14.7: five minutes
  for (const char* entry : {"dividend", "commercial_policy", "minor_target", "minor_bid", "minor_defence_bid"}) {
    CHECK(data.findSealed(entry));
  }
}

TEST_CASE("2.0 and 14.11: prestige stops at 20 and 0, temporary prestige at 10", "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "prestige.france", num(19));
  auto applied = applyAction(game(), state, Action{"adjust", "", {{"key", Value{std::string("prestige.france")}}, {"by", num(3)}}, "", 0});
  REQUIRE(applied);
  CHECK(number(state, "prestige.france") == 20);
  setValue(state, "temp_prestige.france", num(9));
  setValue(state, "prestige.france", num(6));
  resolve(state, "peace_refused", "france", {{"peace", word("compromise")}, {"situation", word("unfavourable")}});
  CHECK(number(state, "prestige.france") == 2);       // the PP marker keeps going down...
  CHECK(number(state, "temp_prestige.france") == 10);  // ...while the TPP marker stops at 10 (14.11)
}

TEST_CASE("1.2: a turn of general peace plays its twelve phases in order", "[grand-siecle]") {
  auto state = newGame();
  CHECK(text(state, "period") == "peace");
  CHECK(phasesOfTurn(state) == std::vector<std::string>{"events", "commercial", "diplomacy", "neutrality", "political",
                                                         "regal", "naval", "military", "temporal", "pacification",
                                                         "life", "victory", "end"});
}

TEST_CASE("1.1: a spring of war has no life or VP phase, a fall only diplomacy, naval, military, life, VP",
          "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "season", word("spring"));
  goTo(state, "events.draw");
  CHECK(phasesOfTurn(state) == std::vector<std::string>{"events", "commercial", "diplomacy", "political", "regal",
                                                         "naval", "military", "end"});
  setValue(state, "season", word("fall"));
  goTo(state, "diplomacy.talks");
  CHECK(phasesOfTurn(state) == std::vector<std::string>{"diplomacy", "naval", "military", "life", "victory", "end"});
}

TEST_CASE("29.9: a war declared in general peace makes the next turn the fall of a period of war", "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "year", num(1745));
  setValue(state, "conflict.prussia", num(1));
  setValue(state, "conflict.poland", num(1));
  setValue(state, "war_declared", Value{true});
  resolve(state, "temporal", "", {{"die", dice({9})}});
  CHECK(number(state, "year") == 1754);  // "A 9 is rolled, thus the next turn will start at 1754"
  auto next = resolve(state, "next_turn", "");
  CHECK(next.outcomeId == "war");
  CHECK(text(state, "period") == "war");
  CHECK(text(state, "season") == "fall");  // 1.0: a period of war always starts with a fall
  CHECK(number(state, "year") == 1754);
  CHECK(number(state, "peace_years") == 0);
  CHECK(std::get<bool>(*state.read(game(), "war_declared")) == false);
  // The fall is followed by the spring of the next year while the war goes on (1.1).
  resolve(state, "next_turn", "");
  CHECK(text(state, "season") == "spring");
  CHECK(number(state, "year") == 1755);
  resolve(state, "next_turn", "");
  CHECK(text(state, "season") == "fall");
  CHECK(number(state, "year") == 1755);
}

TEST_CASE("1.0: once all powers cease fighting, the next turn is one of general peace", "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "season", word("spring"));
  setValue(state, "year", num(1745));
  setValue(state, "conflict.prussia", num(1));
  setValue(state, "conflict.austria", num(1));
  resolve(state, "make_peace", "prussia");
  resolve(state, "make_peace", "austria");
  auto next = resolve(state, "next_turn", "");
  CHECK(next.outcomeId == "peace");
  CHECK(text(state, "period") == "peace");
  CHECK(text(state, "season") == "peace");
  CHECK(number(state, "year") == 1745);  // 29.9 example: peace made in 1745, the peace turn starts then
  CHECK(std::get<bool>(*state.read(game(), "first_peace_turn")));  // 15.7: no reform if a new war erupts in it
  setValue(state, "conflict.poland", num(1));
  setValue(state, "war_declared", Value{true});
  CHECK_THAT(refused(state, "fiscal_reform", "turkey", {{"die", dice({6})}}),
             Catch::Contains("No reform attempts are possible in the 1st turn of a general period of peace if a new conflict "
                             "erupts that same turn (15.7)"));
  resolve(state, "next_turn", "");
  CHECK_FALSE(std::get<bool>(*state.read(game(), "first_peace_turn")));
}

TEST_CASE("31.1: the game ends when the Revolution erupts", "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "revolution", Value{true});
  goTo(state, "end.next");
  REQUIRE(applyAction(game(), state, Action{"next", "", {}, "", 0}));
  // The Final % of each power is asked before the game closes (31.2).
  REQUIRE(currentStep(game(), state));
  CHECK(currentStep(game(), state)->id == "end.final");
  REQUIRE(applyAction(game(), state, Action{"next", "", {}, "", 0}));
  CHECK(state.gameOver);
}

TEST_CASE("7.0, 9.1: a player's two powers may never be allied", "[grand-siecle]") {
  // Claire plays France and Poland (1.0); the rule reads the setup's players.
  auto state = initialState(game(), Setup{"1700", {{"Claire", "france"}, {"Claire", "poland"}}, 1});
  setValue(state, "prestige.france", num(10));
  setValue(state, "prestige.poland", num(10));
  resolve(state, "join_alliance", "france", {{"alliance_id", word("a")}});
  CHECK_THAT(refused(state, "join_alliance", "poland", {{"alliance_id", word("a")}}),
             Catch::Contains("The two powers played by the same player may never be allied: France, the second power of "
                             "Claire, is in this Alliance (7.0, 9.1)"));
  CHECK(text(state, "alliance.poland") == "none");
  CHECK(number(state, "prestige.poland") == 10);
}

TEST_CASE("Set-up: the scenario sheet's values of a power in one entry - its Company has as many Louis as fleets (4.11)",
          "[grand-siecle]") {
  auto state = newGame();
  CHECK(stepOf(state) == "events.setup");
  auto entered = resolve(state, "scenario_sheet", "holland",
                         {{"prestige_start", num(14)}, {"treasury_start", num(18)}, {"debt_start", num(20)},
                          {"navy_start", num(8)}, {"company_start", num(12)}, {"fleets_start", num(12)}, {"ministers_start", num(1)}});
  CHECK(entered.outcomeId == "entered");
  CHECK(number(state, "prestige.holland") == 14);
  CHECK(number(state, "company_treasury.holland") == 12);
  CHECK(number(state, "navy_size.holland") == 8);
  // Poland is always on free trade (4.7): its policy is not asked (set_up_needs_test.cpp
  // shows a tax typed for it refused); left out, it stays on free trade.
  CHECK(resolve(state, "scenario_sheet", "poland", {{"prestige_start", num(8)}, {"treasury_start", num(6)}, {"debt_start", num(5)}})
            .outcomeId == "entered");
  CHECK(text(state, "commercial_policy.poland") == "free_trade");
}

TEST_CASE("33.11: the Spanish Succession, French Integrity and Austrian Partition", "[grand-siecle]") {
  auto state = newGame();
  setValue(state, "prestige.france", num(10));
  setValue(state, "prestige.austria", num(10));
  auto integrity = resolve(state, "spanish_succession", "spain", {{"successor", word("france")}, {"policy", word("integrity")}});
  CHECK(integrity.outcomeId == "integrity");
  CHECK(number(state, "prestige.france") == 15);
  CHECK(text(state, "spanish_successor") == "france");
  CHECK(text(state, "succession_alliance") == "strong");
  CHECK(text(state, "alliance.spain") == "a");
  CHECK(text(state, "alliance.france") == "a");
  // Settled once: a second designation is refused (33.11).
  CHECK_THAT(refused(state, "spanish_succession", "spain", {{"successor", word("austria")}, {"policy", word("partition")}}),
             Catch::EndsWith("The Succession is already settled (France) (33.11)"));

  auto other = newGame();
  setValue(other, "prestige.france", num(10));
  setValue(other, "prestige.austria", num(10));
  setValue(other, "commercial_policy.spain", word("monopoly"));
  auto partition = resolve(other, "spanish_succession", "spain", {{"successor", word("austria")}, {"policy", word("partition")}});
  CHECK(number(other, "prestige.france") == 11);
  CHECK(number(other, "prestige.austria") == 11);
  CHECK(text(other, "succession_alliance") == "weak");
  CHECK(text(other, "commercial_policy.spain") == "monopoly");  // free trade is forced only by Austrian Integrity
  bool naples = false;
  for (const auto& line : partition.board) naples = naples || line.rfind("France annexes Naples", 0) == 0;
  CHECK(naples);
}

TEST_CASE("3.1: secret events are held in hand until played - Remise (n°54) returns them all", "[grand-siecle]") {
  auto state = newGame();
  resolve(state, "draw_event", "england", {{"kind", word("secret")}});
  resolve(state, "draw_event", "spain", {{"kind", word("secret")}});
  // 3.0: one event a player each turn: England's second comes the next turn.
  state.turn += 1;
  resolve(state, "draw_event", "england", {{"kind", word("secret")}});
  CHECK(resolve(state, "draw_event", "france", {{"kind", word("public")}}).outcomeId == "public");
  CHECK(number(state, "events_held.england") == 2);
  auto played = resolve(state, "event_test", "england", {{"die", dice({2})}, {"success", num(4)}});
  CHECK(played.outcomeId == "failure");  // discarded all the same
  CHECK(number(state, "events_held.england") == 1);
  resolve(state, "remise", "");
  CHECK(number(state, "events_held.england") == 0);
  CHECK(number(state, "events_held.spain") == 0);
}
