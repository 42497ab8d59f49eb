#include "rules.hpp"

#include "actions.hpp"
#include "descriptions.hpp"
#include "data_check.hpp"
#include "victory.hpp"

#include <stdexcept>

namespace adc::vendee {

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "vendee-militaire";
  module.actions = {
      {"vm_setup", guarded(applySetup)},
      {"vm_fortify", guarded(applyFortify)},
      {"vm_draw", guarded(applyDraw)},
      {"vm_designate", guarded(applyDesignate)},
      {"vm_pass", guarded(applyPass)},
      {"vm_play", guarded(applyPlay)},
      {"vm_cancel", guarded(applyCancel)},
      {"vm_general", guarded(applyGeneral)},
      {"vm_cannot_outbid", guarded(applyCannotOutbid)},
      {"vm_convert", guarded(applyConvert)},
      {"vm_remove_fortress", guarded(applyRemoveFortress)},
      {"vm_discard_random", guarded(applyDiscardRandom)},
      {"vm_add_hex", guarded(applyAddHex)},
      {"vm_extra_general", guarded(applyExtraGeneral)},
  };
  // The battle actions move the sequence through the round [L126-L179]; `next` only
  // closes a round, so a `next` pressed mid-round cannot move the prompt past a battle.
  module.guardBuiltIn = [](const GameData& data, const GameState& state,
                           const Action& action) -> std::optional<ActionError> {
    if (action.type != "next" || state.gameOver) return std::nullopt;
    StateChanges books(data, state);
    auto stage = books.text("stage");
    if (stage == "round_over") return std::nullopt;
    return refuse(ActionError::Code::NotAllowed,
                  "the round is not over (" + stage + "): the battle actions (vm_...) move the sequence, and next "
                  "only closes the round once a hand is empty [L179-L183]");
  };
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  module.victory = victory;
  return module;
}

}  // namespace adc::vendee
