#include "rules.hpp"

#include "actions.hpp"
#include "descriptions.hpp"
#include "data_check.hpp"
#include "victory.hpp"

#include <stdexcept>

namespace adc::patriots {

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "patriots-traitors";
  module.actions = {
      {"pt_setup", guarded(applySetup)},         {"pt_deal", guarded(applyDeal)},
      {"pt_start_round", guarded(applyStartRound)}, {"pt_end_turn", guarded(applyEndTurn)},
      {"pt_play", guarded(applyPlay)},           {"pt_action", guarded(applyCardAction)},
      {"pt_activate", guarded(applyActivate)},   {"pt_draw", guarded(applyDraw)},
      {"pt_exchange", guarded(applyExchange)},   {"pt_vote", guarded(applyVote)},
      {"pt_currency", guarded(applyCurrency)},   {"pt_give", guarded(applyGive)},
      {"pt_swap", guarded(applySwap)},           {"pt_move", guarded(applyMove)},
      {"pt_reshuffle", guarded(applyReshuffle)}, {"pt_suspects", guarded(applySuspects)},
      {"pt_count_votes", guarded(applyCountVotes)}, {"pt_propose", guarded(applyPropose)},
      {"pt_advance", guarded(applyAdvance)},     {"pt_offensive", guarded(applyOffensive)},
      {"pt_general_move", guarded(applyGeneralMove)}, {"pt_coup", guarded(applyCoup)},
      {"pt_civil_war", guarded(applyCivilWar)},  {"pt_revolt", guarded(applyRevolt)},
  };
  // The pt_ actions move the sequence through the round; `next` only starts a new round
  // once the end of the round is done (7), so the prompt never skips a player's turn.
  module.guardBuiltIn = [](const GameData& data, const GameState& state,
                           const Action& action) -> std::optional<ActionError> {
    if (action.type != "next" || state.gameOver) return std::nullopt;
    StateChanges books(data, state);
    if (books.text("stage") == "round_over" && state.turn == books.number("ended_round")) return std::nullopt;
    return refuse(ActionError::Code::NotAllowed,
                  "the round is not over (" + books.text("stage") +
                      "): the pt_ actions move the sequence, and next only starts a new round once the end of the "
                      "round is done (pt_propose) (7)");
  };
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  module.victory = victory;
  return module;
}

}  // namespace adc::patriots
