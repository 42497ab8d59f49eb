#include "rules.hpp"

#include "actions.hpp"
#include "data_check.hpp"
#include "victory.hpp"

namespace adc::vendee {

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "vendee-militaire";
  module.actions = {
      {"vm_setup", applySetup},
      {"vm_fortify", applyFortify},
      {"vm_draw", applyDraw},
      {"vm_designate", applyDesignate},
      {"vm_pass", applyPass},
      {"vm_play", applyPlay},
      {"vm_cancel", applyCancel},
      {"vm_general", applyGeneral},
      {"vm_cannot_outbid", applyCannotOutbid},
      {"vm_convert", applyConvert},
      {"vm_remove_fortress", applyRemoveFortress},
      {"vm_discard_random", applyDiscardRandom},
      {"vm_add_hex", applyAddHex},
      {"vm_extra_general", applyExtraGeneral},
  };
  module.checkData = checkData;
  module.victory = victory;
  return module;
}

}  // namespace adc::vendee
