// Orders, initiative and activation (3.1, 3.2, 4.1-4.4, 6.3), with the ambiguity
// decisions of config/games/paris-messe/NOTES.md. Commanders' ratings are test values
// typed in as chart entries: the rulebook prints none (2.1).

#include "paris_messe_support.hpp"

using namespace adc;
using namespace adc::test::pm;

namespace {

// A whole activation with nothing done: no pre-emption, no order change, no melee.
void quietActivation(GameState& state, const std::string& side, const std::string& wing) {
  activateToActions(state, side, wing);
  accept(state, "next");  // C -> D
  accept(state, "next");  // D -> E
  accept(state, "pm_finish", side);
}

}  // namespace

TEST_CASE("3.1 The orders are sealed wing by wing and revealed together", "[paris][orders]") {
  GameState state = newBattle("dreux");
  CHECK(stepId(state) == "orders.orders");
  accept(state, "seal", "protestant", {{"entry", word("wing_order_1")}, {"value", word("attack")}});
  auto early = refused(state, "pm_reveal_orders");
  CHECK(early.message == "the Huguenots have not sealed the order of Coligny's Right wing yet: each wing's order is "
                         "sealed before they are revealed together (3.1)");
  auto notNow = refused(state, "next");
  CHECK(notNow.message ==
        "the turn moves on with the game's actions here: seal each wing's order, then reveal the orders (3.1)");
  accept(state, "seal", "protestant", {{"entry", word("wing_order_2")}, {"value", word("march")}});
  accept(state, "seal", "protestant", {{"entry", word("wing_order_3")}, {"value", word("rally")}});
  for (int slot = 1; slot <= 3; ++slot) {
    accept(state, "seal", "catholic", {{"entry", word("wing_order_" + std::to_string(slot))}, {"value", word("march")}});
  }
  // Dreux has three wings a side: there is no fourth order to enter.
  refused(state, "seal", "catholic", {{"entry", word("wing_order_4")}, {"value", word("march")}});
  auto revealed = accept(state, "pm_reveal_orders");
  CHECK(revealed.summary == "Orders revealed together: Condé Attack!, Coligny March, La Rochefoucauld Rally, "
                            "Montmorency March, St. André March, Guise March");
  CHECK(text(state, "order.dr_conde") == "attack");
  CHECK(text(state, "order.dr_guise") == "march");
  CHECK(stepId(state) == "initiative.initiative");
  CHECK(state.sealed[*game().findSealed("wing_order_1")].revealed);
}

TEST_CASE("14.1 optional: the Duke of Guise starts under Rally, and the Catholics seal no order for him", "[paris][orders]") {
  GameState state = newBattle("dreux_optional");
  CHECK(text(state, "order.dr_guise") == "rally");
  auto guise = refused(state, "seal", "catholic", {{"entry", word("wing_order_3")}, {"value", word("attack")}});
  CHECK(guise.argument == "side");
  orders(state, {"attack", "attack", "attack"}, {"attack", "attack"});
  CHECK(text(state, "order.dr_guise") == "rally");
  CHECK(text(state, "level.d_huguenot_art2") == "normal");  // the optional second gun (14.1)
  CHECK(text(state, "hex.d_huguenot_art2") == "1115");
}

TEST_CASE("4.1 Initiative: the majority of wings under the highest order, then the better leader, then the dice",
          "[paris][initiative]") {
  SECTION("more wings under Attack!") {
    GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
    CHECK(text(state, "first_player") == "protestant");
    CHECK(text(state, "to_activate") == "protestant");
    CHECK(stepId(state) == "activation.choose");
  }
  SECTION("no Attack! anywhere: March decides [AMB-11]") {
    GameState state = dreux({"march", "rally", "rally"}, {"march", "march", "rally"});
    CHECK(text(state, "first_player") == "catholic");
  }
  SECTION("\"In the event of a tie, the side with the better leader begins first\"") {
    GameState state = newBattle("dreux");
    typeRatings(state, {{"dr_conde", 1}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},
                        {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});
    orders(state, {"attack", "attack", "march"}, {"attack", "attack", "march"});
    auto initiative = accept(state, "pm_initiative");
    CHECK(text(state, "first_player") == "catholic");
    CHECK_THAT(initiative.summary,
               Catch::StartsWith("Initiative to the Catholics (as many wings under the highest order; the better leader, "
                                 "rated 2 against 1)"));
  }
  SECTION("\"If there is still a tie, the players roll dice\": leaders rated alike tie, whatever the others") {
    // Both best leaders are rated 2; the Catholics' other leaders are better (sums 3 and 4),
    // which the rule does not weigh: 4.1 compares the better leader, then the dice.
    GameState state = newBattle("dreux");
    typeRatings(state, {{"dr_conde", 2}, {"dr_coligny", 1}, {"dr_rochefoucauld", 0},
                        {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 2}});
    orders(state, {"attack", "attack", "march"}, {"attack", "attack", "march"});
    auto noDice = refused(state, "pm_initiative");
    CHECK(noDice.code == ActionError::Code::MissingArgument);
    accept(state, "pm_initiative", "", {{"die_protestant", num(8)}, {"die_catholic", num(2)}});
    CHECK(text(state, "first_player") == "protestant");
  }
  SECTION("then each player rolls, the higher moving first") {
    GameState state = newBattle("dreux");
    typeRatings(state, {{"dr_conde", 1}, {"dr_coligny", 1}, {"dr_rochefoucauld", 1},
                        {"dr_montmorency", 1}, {"dr_st_andre", 1}, {"dr_guise", 1}});
    orders(state, {"march", "march", "march"}, {"march", "march", "march"});
    auto noDice = refused(state, "pm_initiative");
    CHECK(noDice.code == ActionError::Code::MissingArgument);
    CHECK(noDice.message ==
          "tied in orders and in leaders: each player rolls the die, 0 to 9, and says what it shows (4.1)");
    auto same = refused(state, "pm_initiative", "", {{"die_protestant", num(4)}, {"die_catholic", num(4)}});
    CHECK(same.message == "both rolled 4: roll again (4.1)");
    accept(state, "pm_initiative", "", {{"die_protestant", num(3)}, {"die_catholic", num(7)}});
    CHECK(text(state, "first_player") == "catholic");
  }
  SECTION("a leader's rating not yet typed in is asked for") {
    GameState state = newBattle("dreux");
    orders(state, {"march", "march", "march"}, {"march", "march", "march"});
    auto missing = refused(state, "pm_initiative");
    CHECK(missing.code == ActionError::Code::NeedsChartValue);
    REQUIRE(missing.cell);
    CHECK(missing.cell->table == "leaders");
    CHECK(missing.cell->column == "rating");
  }
}

TEST_CASE("4.2 Example: two Attack! and a March against Attack!, March and Rally alternate by priority",
          "[paris][activation][example]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  // "Player A is the first player (two Attack! orders)."
  CHECK(text(state, "to_activate") == "protestant");
  auto early = refused(state, "pm_activate", "protestant", {{"wing", word("dr_rochefoucauld")}});
  CHECK(early.message == "La Rochefoucauld's Reserve cannot be activated: a wing cannot be activated before wings with a higher-priority order (4.2); eligible now: Condé's Left wing, Coligny's Right wing");
  auto notHisTurn = refused(state, "pm_activate", "catholic", {{"wing", word("dr_montmorency")}});
  CHECK(notHisTurn.argument == "side");
  // "He activates his first Attack! wing; then Player B activates his Attack! wing, and
  // Player A activates his second Attack! wing; then Player B activates his March wing".
  quietActivation(state, "protestant", "dr_conde");
  CHECK(text(state, "to_activate") == "catholic");
  quietActivation(state, "catholic", "dr_montmorency");
  CHECK(text(state, "to_activate") == "protestant");
  quietActivation(state, "protestant", "dr_coligny");
  CHECK(text(state, "to_activate") == "catholic");
  quietActivation(state, "catholic", "dr_st_andre");
  // "and so on": A's March, then B's Rally.
  CHECK(text(state, "to_activate") == "protestant");
  quietActivation(state, "protestant", "dr_rochefoucauld");
  CHECK(text(state, "to_activate") == "catholic");
  quietActivation(state, "catholic", "dr_guise");
  // Every wing activated: the disorderly retreat (3.2, 3.3).
  CHECK(text(state, "stage") == "retreat");
  CHECK(stepId(state) == "retreat.retreat");
  CHECK(flag(state, "leader_activated.dr_guise"));
}

TEST_CASE("4.2 Example: with three Attack! wings, A activates his second and third before B's March",
          "[paris][activation][example]") {
  GameState state = dreux({"attack", "attack", "attack"}, {"attack", "march", "rally"});
  quietActivation(state, "protestant", "dr_conde");
  quietActivation(state, "catholic", "dr_montmorency");
  quietActivation(state, "protestant", "dr_coligny");
  // B has no Attack! wing left: A goes on.
  CHECK(text(state, "to_activate") == "protestant");
  auto march = refused(state, "pm_activate", "catholic", {{"wing", word("dr_st_andre")}});
  CHECK(march.message == "it is for the Huguenots to activate a wing (4.2)");
  quietActivation(state, "protestant", "dr_rochefoucauld");
  CHECK(text(state, "to_activate") == "catholic");
  quietActivation(state, "catholic", "dr_st_andre");
  CHECK(text(state, "to_activate") == "catholic");
  quietActivation(state, "catholic", "dr_guise");
  CHECK(text(state, "stage") == "retreat");
}

TEST_CASE("3.2 Two passes in succession end the activation phase", "[paris][activation]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  accept(state, "pm_pass", "protestant");
  CHECK(text(state, "to_activate") == "catholic");
  auto second = accept(state, "pm_pass", "catholic");
  CHECK(second.summary == "The Catholics pass; both players have passed in succession: disorderly retreat (3.2, 3.3)");
  CHECK(text(state, "stage") == "retreat");
}

TEST_CASE("4.4 Pre-emption: success puts the pre-empted wing En attente, resumed at B after the pre-empter",
          "[paris][preemption]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  CHECK(stepId(state) == "activation.preempt");
  auto own = refused(state, "pm_preempt", "protestant", {{"wing", word("dr_coligny")}, {"die", num(0)}});
  CHECK(own.message == "only the inactive player may pre-empt (4.4)");
  auto rally = refused(state, "pm_preempt", "catholic", {{"wing", word("dr_guise")}, {"die", num(0)}});
  CHECK(rally.message == "Guise's Reserve is under Rally: only Attack! or March wings may pre-empt (4.4, "
                         "Reaction / Pre-emption Table)");
  // St. André (March, target 3), rating 1: 4 - 1 = 3.
  auto preempt = accept(state, "pm_preempt", "catholic", {{"wing", word("dr_st_andre")}, {"die", num(4)}});
  REQUIRE(preempt.resolution);
  CHECK(preempt.resolution->outcomeId == "succeeds");
  CHECK(*preempt.resolution->total == 3);
  CHECK(text(state, "wing_state.dr_conde") == "en_attente");
  CHECK(text(state, "waiting_wing") == "dr_conde");
  CHECK(text(state, "active_wing") == "dr_st_andre");
  CHECK(text(state, "activation_kind") == "preemption");
  CHECK(stepId(state) == "activation.change");  // a pre-emption is not itself pre-empted (4.4)
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  auto finished = accept(state, "pm_finish", "catholic");
  CHECK(finished.summary.find("Condé's wing, \"En attente\", is activated now (3.2 F, 4.4)") != std::string::npos);
  CHECK(text(state, "active_wing") == "dr_conde");
  CHECK(text(state, "activation_kind") == "resumed");
  CHECK(stepId(state) == "activation.change");
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  accept(state, "pm_finish", "protestant");
  // The pre-emption did not take the Protestants' turn: the Catholics activate next [AMB-56].
  CHECK(text(state, "to_activate") == "catholic");
}

TEST_CASE("4.4 A failed pre-emption marks the commander Sans réactivation: no re-activation, no pre-emption",
          "[paris][preemption]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  auto failed = accept(state, "pm_preempt", "catholic", {{"wing", word("dr_montmorency")}, {"die", num(9)}});
  CHECK(failed.resolution->outcomeId == "fails");
  CHECK(flag(state, "sans_reactivation.dr_montmorency"));
  CHECK(stepId(state) == "activation.change");
  auto again = refused(state, "pm_preempt", "catholic", {{"wing", word("dr_st_andre")}, {"die", num(0)}});
  CHECK(again.message.find("the step 'A - Pre-emption attempt'") != std::string::npos);
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  accept(state, "pm_finish", "protestant");
  accept(state, "pm_activate", "catholic", {{"wing", word("dr_montmorency")}});
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  accept(state, "next");
  auto noReactivation = refused(state, "pm_reactivate", "catholic", {{"die", num(0)}});
  CHECK(noReactivation.message == "Montmorency is marked \"Sans réactivation\" (4.4); finish the activation");
}

TEST_CASE("4.3 Re-activation: on or under the number the wing goes again, and may be pre-empted - then it is finished",
          "[paris][reactivation]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  quietActivation(state, "protestant", "dr_conde");
  accept(state, "pm_activate", "catholic", {{"wing", word("dr_montmorency")}});
  for (int i = 0; i < 4; ++i) accept(state, "next");
  REQUIRE(stepId(state) == "activation.reactivate");
  // Attack! re-activates on 3; Montmorency's rating 1: 4 - 1 = 3.
  auto first = accept(state, "pm_reactivate", "catholic", {{"die", num(4)}});
  CHECK(first.resolution->outcomeId == "succeeds");
  CHECK(text(state, "activation_kind") == "reactivation");
  CHECK(stepId(state) == "activation.preempt");
  // The Huguenots pre-empt the re-activation with Coligny (Attack!, 4; rating 1): 5 - 1 = 4.
  accept(state, "pm_preempt", "protestant", {{"wing", word("dr_coligny")}, {"die", num(5)}});
  CHECK(text(state, "wing_state.dr_montmorency") == "finished");
  CHECK(flag(state, "leader_activated.dr_montmorency"));
  CHECK(text(state, "waiting_wing") == "none");
  CHECK(text(state, "active_wing") == "dr_coligny");
}

TEST_CASE("4.3 A second re-activation attempt has +1, and a failure turns the commander to Activated",
          "[paris][reactivation]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  for (int i = 0; i < 4; ++i) accept(state, "next");
  // Condé rated 2: 5 - 2 = 3, success.
  accept(state, "pm_reactivate", "protestant", {{"die", num(5)}});
  for (int i = 0; i < 4; ++i) accept(state, "next");
  auto second = accept(state, "pm_reactivate", "protestant", {{"die", num(5)}});
  CHECK(*second.resolution->total == 4);  // 5 - 2 + 1 (second attempt)
  CHECK(second.resolution->outcomeId == "fails");
  CHECK(flag(state, "leader_activated.dr_conde"));
  CHECK(text(state, "wing_state.dr_conde") == "finished");
  CHECK(text(state, "to_activate") == "catholic");
}

TEST_CASE("Reaction / Pre-emption Table: a wing of cavalry only has -1, Rally may not re-activate",
          "[paris][reactivation]") {
  GameState state = dreux({"march", "march", "attack"}, {"rally", "rally", "rally"});
  // La Rochefoucauld's reserve is one gendarme: only cavalry [AMB-44]; rating 0.
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_rochefoucauld")}});
  for (int i = 0; i < 4; ++i) accept(state, "next");
  auto roll = accept(state, "pm_reactivate", "protestant", {{"die", num(4)}});
  CHECK(*roll.resolution->total == 3);
  CHECK(roll.resolution->outcomeId == "succeeds");
  GameState rally = dreux({"rally", "rally", "rally"}, {"rally", "rally", "rally"});
  REQUIRE(text(rally, "to_activate") == "catholic");  // all Rally, leaders rated 2 and 2: the dice (4.1)
  accept(rally, "pm_activate", "catholic", {{"wing", word("dr_montmorency")}});
  for (int i = 0; i < 4; ++i) accept(rally, "next");
  auto refusedRally = refused(rally, "pm_reactivate", "catholic", {{"die", num(0)}});
  CHECK(refusedRally.message == "Montmorency's Left wing is under Rally: re-activation is not permitted (4.3, Reaction / Pre-emption Table); finish the activation");
}

TEST_CASE("6.3 Changing orders: the table's number, the commander's rating and Guise's penalty (14.1 optional)",
          "[paris][orders]") {
  // With the optional rules the Catholics seal two orders: Guise is under Rally (14.1).
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march"}, "dreux_optional");
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  accept(state, "next");
  auto same = refused(state, "pm_change_order", "protestant", {{"order", word("attack")}, {"die", num(0)}});
  CHECK(same.message == "Condé's Left wing is already under Attack! (Order Change Table: –)");
  // Attack! to Rally on 5; Condé rated 2: 7 - 2 = 5.
  auto change = accept(state, "pm_change_order", "protestant", {{"order", word("rally")}, {"die", num(7)}});
  CHECK(change.resolution->outcomeId == "changes");
  CHECK(text(state, "order.dr_conde") == "rally");
  CHECK(stepId(state) == "activation.actions");

  // Guise, under Rally from the start: Rally to March on 3, +4 in turn 1; rated 2.
  GameState guise = dreux({"rally", "rally", "rally"}, {"rally", "rally"}, "dreux_optional");
  REQUIRE(text(guise, "to_activate") == "catholic");  // all Rally, leaders rated 2 and 2: the dice (4.1)
  accept(guise, "pm_activate", "catholic", {{"wing", word("dr_guise")}});
  accept(guise, "next");
  auto penalty = accept(guise, "pm_change_order", "catholic", {{"order", word("march")}, {"die", num(2)}});
  CHECK(*penalty.resolution->total == 4);  // 2 - 2 + 4
  CHECK(penalty.resolution->outcomeId == "keeps");
  bool listed = false;
  for (const auto& modifier : penalty.resolution->modifiers) {
    if (modifier.name == "Contradictory behaviour of the Duke of Guise") listed = modifier.value == 4;
  }
  CHECK(listed);
  CHECK(text(guise, "order.dr_guise") == "rally");
}

TEST_CASE("3.2 Each step of the activation offers its own actions first: Activate a wing, then Pre-empt",
          "[paris][activation][offered]") {
  GameState state = dreux({"attack", "attack", "march"}, {"attack", "march", "rally"});
  auto offered = actionsOfferedNow(game(), state, true);
  REQUIRE(offered.size() >= 2);
  CHECK(offered[0] == "pm_activate");
  CHECK(offered[1] == "pm_pass");
  CHECK(std::find(offered.begin(), offered.end(), "pm_fire") == offered.end());
  accept(state, "pm_activate", "protestant", {{"wing", word("dr_conde")}});
  offered = actionsOfferedNow(game(), state, true);
  REQUIRE_FALSE(offered.empty());
  CHECK(offered[0] == "pm_preempt");
  CHECK(std::find(offered.begin(), offered.end(), "pm_activate") == offered.end());
  // A step's buttons show only actions tied to the state.
  for (const auto& type : actionsOfferedNow(game(), state, false)) {
    CHECK_FALSE(findRuleModule(game().id)->descriptions.at(type).offeredWhen.empty());
  }
}
