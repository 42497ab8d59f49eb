#include "rules.hpp"

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "descriptions.hpp"
#include "data_check.hpp"
#include "victory.hpp"

#include <map>
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
    // Where the round stands, and the action that moves it on from there.
    const std::map<std::string, std::pair<std::string, std::string>> stages{
        {"setup", {say(data, "the starting hexes are not placed yet"), "vm_setup"}},
        {"fortresses", {say(data, "the Fortress tokens are not placed yet"), "vm_fortify"}},
        {"draw", {say(data, "the round's cards are not drawn yet"), "vm_draw"}},
        {"designate", {say(data, "the Attacker designates a hex"), "vm_designate"}},
        {"bidding", {say(data, "a battle is being fought"), "vm_cannot_outbid"}},
    };
    auto known = stages.find(stage);
    auto refusal = refuse(
        ActionError::Code::NotAllowed,
        known == stages.end()
            ? std::string(say(data, "the round is not over; the battles move the round on, and the next step only closes the round once a hand is empty (End of a Battle; End of Round and End of Game)"))
            : sayf(data, "the round is not over: {}; the battles move the round on, and the next step only closes the round once a hand is empty (End of a Battle; End of Round and End of Game)",
                   known->second.first));
    if (known == stages.end()) return refusal;
    return std::move(refusal).pointing(WayForward::action(known->second.second));
  };
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  module.victory = victory;
  return module;
}

}  // namespace adc::vendee
