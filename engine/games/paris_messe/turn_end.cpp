// End of turn (3.4): leaders and artillery face up, and the markers that last a turn
// removed [AMB-39]; the wings ready for the next turn's activations.

#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "activation.hpp"

namespace adc::paris {

Result applyEndTurn(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges books(data, state);
  if (books.text("stage") != "retreat") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the turn ends after the activation phase and the disorderly retreat (3.3, 3.4); the turn is at {}",
                                  wordName(data, books.text("stage")))));
  }
  for (const auto& unit : allUnits(data)) {
    if (books.text("level." + unit.id) == "absent") continue;
    stage(books, "fired." + unit.id, Value{false});  // 3.4: artillery face up; 10.3: once per turn
    stage(books, "attack_marker." + unit.id, Value{false});
    stage(books, "interception." + unit.id, Value{false});
    stage(books, "intercept_tried." + unit.id, Value{false});
  }
  for (const auto& wing : scenarioWings(data, books)) {
    stage(books, "leader_activated." + wing.id, Value{false});  // 3.4: leaders face up
    stage(books, "sans_reactivation." + wing.id, Value{false});
    stage(books, "reactivation_tries." + wing.id, Value{std::int64_t{0}});
    stage(books, "activations." + wing.id, Value{std::int64_t{0}});
    auto now = books.text("wing_state." + wing.id);
    // [AMB-18]: a wing whose commander fell before it was activated waits one turn only.
    if (now != "eliminated") stage(books, "wing_state." + wing.id, Value{std::string("ready")});
  }
  stage(books, "stage", Value{std::string("turn_over")});
  stage(books, "first_player", Value{std::string("none")});
  stage(books, "to_activate", Value{std::string("none")});
  stage(books, "last_activator", Value{std::string("none")});
  stage(books, "waiting_wing", Value{std::string("none")});
  stage(books, "passes", Value{std::int64_t{0}});
  std::string summary = sayf(data, "End of turn {}: leaders and artillery face up; En attente, Sans réactivation, Attack and Interception markers removed (3.4; house ruling)",
                              state.turn);
  if (state.lastTurn && state.turn >= *state.lastTurn) summary += say(data, "; that was the last turn: next ends the game (14)");
  return commitAction(data, state, action, books, "3.4", summary, std::nullopt, "end.end");
}

}  // namespace adc::paris
