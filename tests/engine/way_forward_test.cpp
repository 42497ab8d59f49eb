// A refusal points the way: when the cause is where the turn stands or something that
// must come first, it names what gets there (the app's button), worked out from the
// refused position, and never a way that does not get there.

#include "paris_messe_support.hpp"

#include "adc/new_game.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;
using namespace adc::test::pm;

namespace {

const std::vector<std::string> kProtestantOrders{"attack", "attack", "march"};
const std::vector<std::string> kCatholicOrders{"attack", "march", "rally"};

GameState dreuxBeforeOrders() {
  GameState state = newBattle("dreux");
  typeRatings(state, {{"dr_conde", 2}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},
                      {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});
  return state;
}

ActionError fireNow(GameState& state) {
  return refused(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_piemont1")}, {"die", num(9)}});
}

}  // namespace

TEST_CASE("3.1 Orders are revealed together once sealed: revealing early points to the first order to seal",
          "[way-forward][paris]") {
  GameState state = dreuxBeforeOrders();
  auto early = refused(state, "pm_reveal_orders");
  REQUIRE(early.way);
  CHECK(early.way->kind == WayForward::Kind::Seal);
  CHECK(early.way->target == "wing_order_1");
  CHECK(early.way->side == "protestant");
  // The entry as the Huguenots know it: the order of one of their wings, by its commander.
  CHECK(early.way->label.starts_with("Seal: Order of "));
  CHECK(early.way->label.find("wing_order") == std::string::npos);
}

TEST_CASE("3.2 Fire belongs to the activation: in the orders phase it points to revealing the orders",
          "[way-forward][paris]") {
  GameState state = dreuxBeforeOrders();
  auto refusal = fireNow(state);
  CHECK(refusal.message.find("activation phase (3.2)") != std::string::npos);
  REQUIRE(refusal.way);
  CHECK(refusal.way->kind == WayForward::Kind::Action);
  CHECK(refusal.way->target == "pm_reveal_orders");
  CHECK(refusal.way->label == "Reveal the sealed orders");
}

TEST_CASE("3.2 F Before a wing is activated, firing points to activating one", "[way-forward][paris]") {
  GameState state = dreux(kProtestantOrders, kCatholicOrders);
  REQUIRE(stepId(state) == "activation.choose");
  auto refusal = fireNow(state);
  REQUIRE(refusal.way);
  CHECK(refusal.way->kind == WayForward::Kind::Action);
  CHECK(refusal.way->label == "Activate a wing");
}

TEST_CASE("3.2 A-C Firing during the pre-emption step offers the steps up to the unit actions, which get there",
          "[way-forward][paris]") {
  GameState state = dreux(kProtestantOrders, kCatholicOrders);
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  REQUIRE(stepId(state) == "activation.preempt");
  auto refusal = fireNow(state);
  CHECK(refusal.message.find("activation.") == std::string::npos);  // steps by their names
  REQUIRE(refusal.way);
  CHECK(refusal.way->kind == WayForward::Kind::ToStep);
  CHECK(refusal.way->target == "activation.actions");
  REQUIRE(refusal.way->steps >= 1);
  const std::string stepName = game().sequence.steps[*game().sequence.findStep("activation.actions")].leaf().name;
  CHECK(refusal.way->label == (refusal.way->steps == 1 ? "Next step: " + stepName
                                                       : "Go to " + stepName + " (" + std::to_string(refusal.way->steps) +
                                                             " steps)"));
  // Following it: that many `next`, and the fire goes through.
  for (int i = 0; i < refusal.way->steps; ++i) accept(state, "next");
  CHECK(stepId(state) == "activation.actions");
  auto fired = act(state, "pm_fire", "", {{"firer", word("d_conde_reiter1")}, {"target", word("d_piemont1")}, {"die", num(9)}});
  CHECK(fired);
}

TEST_CASE("A step already passed this turn offers no way back: the button never skips a turn",
          "[way-forward][paris]") {
  GameState state = dreux(kProtestantOrders, kCatholicOrders);
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  // The pre-emption belongs to a step the turn has left once the unit actions began.
  accept(state, "next");
  while (stepId(state) != "activation.actions") accept(state, "next");
  auto late = refused(state, "pm_preempt", "catholic", {{"wing", word("dr_st_andre")}, {"die", num(4)}});
  CHECK_FALSE(late.way);
}

TEST_CASE("4.2 A reveal before every side sealed points to the side that has not", "[way-forward][sealed]") {
  const GameData& testGame = *adc::test::testGame();
  GameState state = initialState(testGame, Setup{});
  auto sealed = applyAction(testGame, state, Action{"seal", "red", {{"entry", std::string("bid")}, {"value", std::int64_t{8}}}, "", 0});
  REQUIRE(sealed);
  auto early = applyAction(testGame, state, Action{"reveal", "", {{"entry", std::string("bid")}}, "", 0});
  REQUIRE_FALSE(early);
  REQUIRE(early.error().way);
  CHECK(early.error().way->kind == WayForward::Kind::Seal);
  CHECK(early.error().way->side == "blue");
  CHECK(early.error().way->label == "Seal: Secret bid (" + testGame.findSide("blue")->name + ")");
}

TEST_CASE("15.1 The army-return roll asked for just before the Military Phase points to its step",
          "[way-forward][revolution]") {
  const GameData& rf = test::shippedGame("revolution-francaise");
  GameState state = initialState(rf, Setup{"historical", {}, 1});
  const Action armyReturn{"rf_army_return", "royalist",
                          {{"roll", std::string("catholic_and_royal")}, {"die", std::int64_t{3}}}, "", 0};
  auto set = applyAction(rf, state, Action{"set", "", {{"key", std::string("option_cr_return")}, {"value", true}}, "test", 0});
  REQUIRE(set);

  SECTION("at the step before it: the next step") {
    auto moved = applyAction(rf, state, Action{"goto", "", {{"step", std::string("patriots.deputies_return")}, {"turn", std::int64_t{1}}}, "", 0});
    REQUIRE(moved);
    auto early = applyAction(rf, state, armyReturn);
    REQUIRE_FALSE(early);
    CHECK(early.error().message ==
          "The army-return roll belongs to the step 'Army return (optional rules)' (15.1); the game is at 'Deputies who "
          "have switched side'");
    REQUIRE(early.error().way);
    CHECK(early.error().way->kind == WayForward::Kind::ToStep);
    CHECK(early.error().way->steps == 1);
    CHECK(early.error().way->label == "Next step: Army return (optional rules)");
  }
  SECTION("at the set-up: no button, which would skip the whole turn's steps between") {
    auto early = applyAction(rf, state, armyReturn);
    REQUIRE_FALSE(early);
    CHECK(early.error().message.find("belongs to the step 'Army return (optional rules)'") != std::string::npos);
    CHECK_FALSE(early.error().way);
  }
}

namespace {

// A new game of the shipped game's first scenario, one player a played side, after its opening.
GameState openedGame(const std::string& id) {
  auto data = std::shared_ptr<const GameData>(&test::shippedGame(id), [](const GameData*) {});
  auto session = test::openedSession(data);
  REQUIRE(session);
  return session->state();
}

ActionError refusedIn(const std::string& id, GameState state, const Action& action) {
  auto applied = applyAction(test::shippedGame(id), state, action);
  REQUIRE_FALSE(applied);
  return applied.error();
}

}  // namespace

TEST_CASE("L132 Vendée: a play before any battle points to designating the hex, and next mid-round to the round's action",
          "[way-forward][vendee]") {
  GameState state = openedGame("vendee-militaire");
  auto play = refusedIn("vendee-militaire", state, Action{"vm_play", "white", {{"value", std::int64_t{3}}}, "", 0});
  CHECK(play.message.find("vm_") == std::string::npos);
  REQUIRE(play.way);
  CHECK(play.way->kind == WayForward::Kind::Action);
  CHECK(play.way->label == "Designate the hex attacked");
  auto next = refusedIn("vendee-militaire", state, Action{"next", "", {}, "", 0});
  CHECK(next.message.find("vm_") == std::string::npos);
  REQUIRE(next.way);
  CHECK(next.way->kind == WayForward::Kind::Action);
  CHECK_FALSE(next.way->label.empty());
}

TEST_CASE("7 1793: a player's action before the round points to what moves the game on", "[way-forward][patriots]") {
  GameState state = openedGame("patriots-traitors");
  auto draw = refusedIn("patriots-traitors", state, Action{"pt_draw", "jacobins", {{"cards", std::string("ac11")}}, "", 0});
  CHECK(draw.message.find("stage") == std::string::npos);
  REQUIRE(draw.way);
  CHECK(draw.way->kind == WayForward::Kind::Action);
  CHECK(draw.way->label == "Deal a starting hand");
  auto next = refusedIn("patriots-traitors", state, Action{"next", "", {}, "", 0});
  CHECK(next.message.find("pt_") == std::string::npos);
  REQUIRE(next.way);
  CHECK(next.way->label == "Deal a starting hand");
}
