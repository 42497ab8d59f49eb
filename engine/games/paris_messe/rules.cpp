#include "rules.hpp"

#include "actions.hpp"
#include "descriptions.hpp"
#include "activation.hpp"
#include "data_check.hpp"
#include "victory.hpp"

#include "adc/game_texts.hpp"

#include <stdexcept>

namespace adc::paris {

namespace {

// `next` walks the steps A to D of an activation (declining a pre-emption or an order
// change, ending the unit actions) and starts a new turn once it is over; everything
// else moves with the module's actions, so the prompt is always what must be done.
std::optional<ActionError> guardNext(const GameData& data, const GameState& state, const Action& action) {
  if (action.type != "next" || state.gameOver) return std::nullopt;
  StateChanges books(data, state);
  auto stage = books.text("stage");
  if (stage == "turn_over") return std::nullopt;
  auto step = stepNow(data, state);
  if (stage == "activation" &&
      (step == "activation.preempt" || step == "activation.change" || step == "activation.actions" ||
       step == "activation.melee")) {
    return std::nullopt;
  }
  // What moves the turn on here, in the players' words, and the action that does it.
  struct Way {
    const char* what;
    const char* action;
  };
  Way way = stage == "orders"     ? Way{say(data, "seal each wing's order, then reveal the orders (3.1)"), "pm_reveal_orders"}
            : stage == "initiative" ? Way{say(data, "determine the initiative (4.1)"), "pm_initiative"}
            : stage == "retreat"
                ? Way{say(data, "move the Broken units ('A Broken unit leaves the map' for those that leave it), then end the turn (3.3, 3.4)"),
                      "pm_end_turn"}
            : step == "activation.reactivate"
                ? Way{say(data, "re-activate the wing or finish its activation (3.2 E, F)"), "pm_reactivate"}
                : Way{say(data, "activate a wing or pass (3.2 F, 4.2)"), "pm_activate"};
  return refuse(ActionError::Code::NotAllowed, sayf(data, "the turn moves on with the game's actions here: {}", way.what))
      .pointing(WayForward::action(way.action));
}

}  // namespace

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "paris-messe";
  module.actions = {
      {"pm_reveal_orders", guarded(applyRevealOrders)},
      {"pm_initiative", guarded(applyInitiative)},
      {"pm_activate", guarded(applyActivate)},
      {"pm_pass", guarded(applyPass)},
      {"pm_preempt", guarded(applyPreempt)},
      {"pm_change_order", guarded(applyChangeOrder)},
      {"pm_reactivate", guarded(applyReactivate)},
      {"pm_finish", guarded(applyFinish)},
      {"pm_fire", guarded(applyFire)},
      {"pm_morale", guarded(applyMorale)},
      {"pm_rally", guarded(applyRally)},
      {"pm_retreat_impossible", guarded(applyRetreatImpossible)},
      {"pm_commander_death", guarded(applyCommanderDeath)},
      {"pm_intercept", guarded(applyIntercept)},
      {"pm_charge", guarded(applyCharge)},
      {"pm_command", guarded(applyCommand)},
      {"pm_enter_cover", guarded(applyEnterCover)},
      {"pm_exit", guarded(applyExit)},
      {"pm_plunder", guarded(applyPlunder)},
      {"pm_melee", guarded(applyMelee)},
      {"pm_end_turn", guarded(applyEndTurn)},
  };
  module.guardBuiltIn = guardNext;
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  module.victory = victory;
  // A sealed order is the order of one wing, named by its commander (3.1).
  module.sealedName = [](const GameData& data, const GameState& state, const std::string& sealed,
                         const std::string& side) -> std::optional<std::string> {
    StateChanges books(data, state);
    for (const auto& wing : scenarioWings(data, books, side)) {
      if ("wing_order_" + std::to_string(wing.slot) == sealed) return sayf(data, "Order of {}'s {}", wing.commander, wing.name);
    }
    return std::nullopt;
  };
  return module;
}

}  // namespace adc::paris
