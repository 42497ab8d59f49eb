// Rules that limit (adc/limit.hpp): how many times a procedure, a module action or a
// sealed entry may be done, per span and per whom, counted from the log.

#include "adc/game_session.hpp"
#include "adc/limit.hpp"
#include "adc/state_codec.hpp"

#include "grand_siecle_support.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace adc;
using namespace adc::test::gs;

namespace {

Action declareWar(const std::string& side, const std::string& target, std::int64_t die) {
  return Action{"resolve", side, {{"procedure", word("declare_war")}, {"die", dice({die})}, {"target", word(target)}}, "", 0};
}

Action declareWarFree(const std::string& side, const std::string& target, bool answeringCall = false) {
  return Action{"resolve",
                side,
                {{"procedure", word("declare_war_free")}, {"target", word(target)}, {"answering_call", Value{answeringCall}}},
                "",
                0};
}

Action newFleet(const std::string& side, std::int64_t yellow, std::int64_t red) {
  return Action{"resolve", side, {{"procedure", word("new_commercial_fleet")}, {"yellow", dice({yellow})}, {"red", dice({red})}},
                "", 0};
}

Action goTo(const std::string& step, std::int64_t turn) {
  return Action{"goto", "", {{"step", word(step)}, {"turn", num(turn)}}, "", 0};
}

GameState atWarPrestige() {
  auto state = newGame();
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(10));
  return state;
}

std::shared_ptr<const GameData> sharedGame() {
  // The shipped game outlives every test; the session only borrows it.
  return std::shared_ptr<const GameData>(&game(), [](const GameData*) {});
}

}  // namespace

TEST_CASE("18.2: 'A power is limited to one (and only one) attempt each turn': a second declaration after a failed roll "
          "is refused",
          "[limits][grand-siecle]") {
  auto state = atWarPrestige();
  auto first = applyAction(game(), state, declareWar("france", "spain", 2));
  REQUIRE(first);
  CHECK(first->resolution->outcomeId == "failed");
  const auto before = state;

  auto second = applyAction(game(), state, declareWar("france", "spain", 6));
  REQUIRE_FALSE(second);
  CHECK(second.error().code == ActionError::Code::NotAllowed);
  const auto& message = second.error().message;
  CHECK_THAT(message, Catch::Contains("France has already done it this turn"));
  CHECK_THAT(message, Catch::Contains("18.2: a power is limited to one (and only one) attempt each turn"));
  CHECK_THAT(message, Catch::Contains("Turn 1: "));
  CHECK_THAT(message, Catch::Contains("The court refuses the war on Spain"));
  CHECK(state == before);  // nothing changed

  SECTION("per power: another power still declares") {
    CHECK(applyAction(game(), state, declareWar("austria", "turkey", 2)));
  }
  SECTION("per power, not per target: France may not try against another power either") {
    CHECK_FALSE(applyAction(game(), state, declareWar("france", "holland", 6)));
  }
  SECTION("the attempt with a free casus belli is the same attempt (NOTES.md, Limits)") {
    auto free = applyAction(game(), state, declareWarFree("france", "spain"));
    REQUIRE_FALSE(free);
    CHECK_THAT(free.error().message, Catch::Contains("18.2"));
  }
  SECTION("answering an ally's call (18.6) is no attempt") {
    CHECK(applyAction(game(), state, declareWarFree("france", "spain", true)));
  }
  SECTION("the next turn gives a new attempt") {
    REQUIRE(applyAction(game(), state, goTo("political.declarations", 2)));
    auto next = applyAction(game(), state, declareWar("france", "spain", 6));
    REQUIRE(next);
    CHECK(next->resolution->outcomeId == "declared");
  }
}

TEST_CASE("limitReached tells the front ends before anyone rolls: 'Already done this turn (18.2)'", "[limits][grand-siecle]") {
  auto state = atWarPrestige();
  Action form{"resolve", "france", {{"procedure", word("declare_war")}}, "", 0};  // the dice not rolled yet
  CHECK_FALSE(limitReached(game(), state, form));
  REQUIRE(applyAction(game(), state, declareWar("france", "spain", 1)));
  auto reached = limitReached(game(), state, form);
  REQUIRE(reached);
  CHECK(reached->shortText == "Already done this turn (18.2)");
  CHECK(reached->rule == "18.2");
  REQUIRE(reached->done.size() == 1);
  CHECK_THAT(reached->done[0], Catch::Contains("Spain"));
  CHECK_FALSE(limitReached(game(), state, Action{"resolve", "spain", {{"procedure", word("declare_war")}}, "", 0}));
}

TEST_CASE("4.13: 'A Company can only try and build one new commercial fleet per commercial phase'", "[limits][grand-siecle]") {
  auto state = newGame();
  setValue(state, "company_size.england", num(3));
  setValue(state, "company_treasury.england", num(20));
  REQUIRE(applyAction(game(), state, goTo("commercial.build", 1)));
  auto first = applyAction(game(), state, newFleet("england", 2, 1));
  REQUIRE(first);
  CHECK(first->resolution->outcomeId == "failed");
  CHECK(number(state, "company_treasury.england") == 15);

  auto second = applyAction(game(), state, newFleet("england", 6, 1));
  REQUIRE_FALSE(second);
  CHECK_THAT(second.error().message, Catch::Contains("4.13"));
  CHECK(number(state, "company_treasury.england") == 15);  // it no longer pays again

  SECTION("with a Marine minister it is the same attempt") {
    setValue(state, "marine_minister.england", Value{true});
    auto marine = applyAction(game(), state,
                              Action{"resolve", "england", {{"procedure", word("new_commercial_fleet_marine")}, {"yellow", dice({6})}}, "", 0});
    REQUIRE_FALSE(marine);
    CHECK_THAT(marine.error().message, Catch::Contains("4.13"));
  }
  SECTION("the next turn's commercial phase gives a new attempt") {
    REQUIRE(applyAction(game(), state, goTo("commercial.build", 2)));
    CHECK(applyAction(game(), state, newFleet("england", 6, 1)));
  }
}

TEST_CASE("18.2: undoing the failed declaration gives the attempt back", "[limits][grand-siecle][session]") {
  GameSession session(sharedGame(), Setup{"1700", {}, 1});
  for (const auto& power : powers()) {
    REQUIRE(session.perform(Action{"set", "", {{"key", word("prestige." + power)}, {"value", num(10)}}, "set-up", 0}));
  }
  REQUIRE(session.perform(declareWar("france", "spain", 2)));
  CHECK_FALSE(session.perform(declareWar("france", "spain", 6)));
  CHECK(limitReached(game(), session.state(), declareWar("france", "spain", 6)));
  session.undo();
  CHECK_FALSE(limitReached(game(), session.state(), declareWar("france", "spain", 6)));
  auto again = session.perform(declareWar("france", "spain", 6));
  REQUIRE(again);
  CHECK(again->resolution->outcomeId == "declared");
}

TEST_CASE("Limits survive a checkpoint: the state codec keeps the uses and the players", "[limits]") {
  auto state = initialState(game(), Setup{"1700", {{"Anne", "france"}, {"Anne", "poland"}}, 1});
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(10));
  REQUIRE(applyAction(game(), state, declareWar("france", "spain", 2)));
  REQUIRE(state.limitUses.size() == 1);
  CHECK(state.players.at("poland") == "Anne");
  auto restored = stateFromJson(stateToJson(state), game());
  REQUIRE(restored);
  CHECK(*restored == state);
}

namespace {

Action minorTarget(const std::string& side, const std::string& minor) {
  return Action{"seal", side, {{"entry", word("minor_target")}, {"value", word(minor)}}, "", 0};
}

GameState pairsGame() {
  // 1.0: with fewer players, one player holds two powers (France / Poland, as in 8.2's example).
  Setup setup{"1700", {{"Anne", "france"}, {"Anne", "poland"}, {"Bruno", "spain"}, {"Bruno", "holland"}, {"Chloé", "austria"}}, 1};
  return initialState(game(), setup);
}

}  // namespace

TEST_CASE("Players in the engine: player[side] reads who holds the side, from the setup", "[limits][players]") {
  auto state = pairsGame();
  CHECK(state.read(game(), "player.poland") == std::optional<Value>(word("Anne")));
  CHECK(state.read(game(), "player.russia") == std::optional<Value>(word("")));  // nobody plays it
  auto same = Expression::parse("player[side] == player[target]");
  REQUIRE(same);
  auto lookup = state.lookup(game());
  auto check = [&](const std::string& side, const std::string& target) {
    return *same->test([&](std::string_view name) -> std::optional<Value> {
      if (name == "side") return word(side);
      if (name == "target") return word(target);
      return lookup(name);
    });
  };
  CHECK(check("france", "poland"));
  CHECK_FALSE(check("france", "spain"));
}

TEST_CASE("8.2: 'Only one of the player's powers may attempt a minor control, even if the player controls two powers'",
          "[limits][players][grand-siecle]") {
  auto state = pairsGame();
  REQUIRE(applyAction(game(), state, minorTarget("poland", "saxony")));
  const auto before = state;
  auto france = applyAction(game(), state, minorTarget("france", "bavaria"));
  REQUIRE_FALSE(france);
  CHECK(france.error().code == ActionError::Code::NotAllowed);
  CHECK_THAT(france.error().message, Catch::Contains("the player Anne (France) has already entered one"));
  CHECK_THAT(france.error().message, Catch::Contains("8.2: only one of the player's powers may attempt a minor control"));
  CHECK_THAT(france.error().message, Catch::Contains("Poland has entered one"));
  CHECK_THAT(france.error().message, !Catch::Contains("Saxony"));  // the entry stays secret
  CHECK(state == before);
  CHECK(limitReached(game(), state, minorTarget("france", "bavaria")));

  // "France may though make defensive bids": France writes none, and its defence.
  CHECK(applyAction(game(), state, minorTarget("france", "none")));
  // Another player's powers are counted apart; a player of one power has its attempt.
  CHECK(applyAction(game(), state, minorTarget("spain", "saxony")));
  CHECK_FALSE(applyAction(game(), state, minorTarget("holland", "savoy")));
  CHECK(applyAction(game(), state, minorTarget("austria", "savoy")));
  // Poland changing its mind replaces its own entry: still one attempt.
  CHECK(applyAction(game(), state, minorTarget("poland", "baden")));

  SECTION("a new round after the reveal gives the player its attempt again") {
    for (const auto& power : powers()) {
      if (!state.sealed[*game().findSealed("minor_target")].entries.count(power)) {
        REQUIRE(applyAction(game(), state, minorTarget(power, "none")));
      }
    }
    REQUIRE(applyAction(game(), state, Action{"reveal", "", {{"entry", word("minor_target")}}, "", 0}));
    CHECK(applyAction(game(), state, minorTarget("france", "bavaria")));
    CHECK_FALSE(applyAction(game(), state, minorTarget("poland", "saxony")));
  }
}

TEST_CASE("8.2 without named players: each power is its own player", "[limits][players][grand-siecle]") {
  auto state = newGame();
  CHECK(applyAction(game(), state, minorTarget("france", "bavaria")));
  CHECK(applyAction(game(), state, minorTarget("poland", "saxony")));
}

TEST_CASE("3.0: every player pulls one event, 'and only one, even if the player is playing two powers'",
          "[limits][players][grand-siecle]") {
  auto state = pairsGame();
  auto draw = [](const std::string& side) {
    return Action{"resolve", side, {{"procedure", word("draw_event")}, {"kind", word("secret")}}, "", 0};
  };
  REQUIRE(applyAction(game(), state, draw("france")));
  auto poland = applyAction(game(), state, draw("poland"));
  REQUIRE_FALSE(poland);
  CHECK_THAT(poland.error().message, Catch::Contains("(3.0: every player pulls one event"));
  CHECK(applyAction(game(), state, draw("spain")));
  CHECK(applyAction(game(), state, draw("austria")));
}

TEST_CASE("13.1: 'A power may cede one (and only one per year) non-hereditary province to an ally'",
          "[limits][grand-siecle]") {
  auto state = newGame();
  for (const char* power : {"spain", "france", "austria"}) {
    setValue(state, std::string("alliance.") + power, word("a"));
    setValue(state, std::string("prestige.") + power, num(12));
  }
  auto cede = [](const std::string& to) {
    return Action{"resolve", "spain", {{"procedure", word("cede_province")}, {"recipient", word(to)}, {"yellow", dice({5})}, {"red", dice({2})}},
                  "", 0};
  };
  REQUIRE(applyAction(game(), state, cede("france")));
  auto second = applyAction(game(), state, cede("austria"));
  REQUIRE_FALSE(second);
  CHECK_THAT(second.error().message, Catch::Contains("Spain has already done it in this year"));
  setValue(state, "year", num(1701));
  CHECK(applyAction(game(), state, cede("austria")));
}

TEST_CASE("22.11: 'Every power may strategically move one (and only one) of its armies': a second strategic movement "
          "paid in the same turn is refused",
          "[limits][grand-siecle]") {
  auto state = newGame();
  setValue(state, "treasury.france", num(20));
  setValue(state, "treasury.england", num(20));
  auto supply = [](const std::string& side, std::int64_t strategic) {
    return Action{"resolve", side, {{"procedure", word("supply_cost")}, {"armies", num(1)}, {"strategic_moves", num(strategic)}},
                  "", 0};
  };
  REQUIRE(applyAction(game(), state, supply("france", 1)));
  CHECK(number(state, "treasury.france") == 16);
  const auto before = state;
  auto second = applyAction(game(), state, supply("france", 1));
  REQUIRE_FALSE(second);
  CHECK(second.error().code == ActionError::Code::NotAllowed);
  CHECK_THAT(second.error().message, Catch::Contains("22.11: every power may strategically move one (and only one) of its armies"));
  CHECK(state == before);
  SECTION("supply without a strategic movement is not limited") { CHECK(applyAction(game(), state, supply("france", 0))); }
  SECTION("another power moves its own army") { CHECK(applyAction(game(), state, supply("england", 1))); }
  SECTION("the next turn gives a new one") {
    REQUIRE(applyAction(game(), state, goTo("political.declarations", 2)));
    CHECK(applyAction(game(), state, supply("france", 1)));
  }
}

TEST_CASE("4.14: 'Dividend payments take effect during the sub-phase (f)': a Company pays its dividend once, and a second "
          "payment is refused as such, not as the Company treasury's range",
          "[limits][grand-siecle]") {
  auto state = newGame();
  setValue(state, "company_size.holland", num(12));
  setValue(state, "company_fleets.holland", num(12));
  setValue(state, "company_treasury.holland", num(40));
  sealAll(state, "dividend", {{"holland", num(36)}}, num(0));
  resolve(state, "dividend_prestige", "holland");
  CHECK(number(state, "company_treasury.holland") == 4);
  auto second = refused(state, "dividend_prestige", "holland");
  CHECK_THAT(second, Catch::Contains("Holland has already done it this turn (4.14: dividend payments take effect during the "
                                     "sub-phase (f), payments, of the commercial phase)"));
  CHECK_THAT(second, !Catch::Contains("out of range"));
  SECTION("every other power pays its own") { resolve(state, "dividend_prestige", "england"); }
  SECTION("and the Confidence Test is conducted once too (4.16)") {
    resolve(state, "confidence_test", "holland", {{"die", dice({3})}});
    CHECK_THAT(refused(state, "confidence_test", "holland", {{"die", dice({6})}}), Catch::Contains("4.16"));
  }
}

TEST_CASE("28.1: 'At the end of each year, each player's victory points are calculated and gained': once, not twice",
          "[limits][grand-siecle]") {
  auto state = newGame();
  setValue(state, "prestige.france", num(14));
  resolve(state, "year_victory_points", "france");
  const auto vp = number(state, "vp.france");
  CHECK_THAT(refused(state, "year_victory_points", "france"),
             Catch::Contains("France has already done it this turn (28.1: at the end of each year, each player's victory "
                             "points are calculated and gained)"));
  CHECK(number(state, "vp.france") == vp);
  resolve(state, "prestige_adjustment", "france", {{"die", dice({5})}});
  CHECK_THAT(refused(state, "prestige_adjustment", "france", {{"die", dice({6})}}), Catch::Contains("(28.2: "));
  SECTION("the next year counts again") {
    REQUIRE(applyAction(game(), state, goTo("political.declarations", 2)));
    resolve(state, "year_victory_points", "france");
  }
}
