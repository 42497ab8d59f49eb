#pragma once
// 1793: Patriots & Traitors: the rule module (registered in engine/games/registry.cpp).

#include "adc/rule_module.hpp"
#include "adc/typed_words.hpp"

namespace adc::patriots {

RuleModule ruleModule();
// The card lists the forms offer: where the argument's cards are first (a hand, the draw
// pile, the passed Laws), then the others of their kinds.
ArgumentLists argumentLists();

}  // namespace adc::patriots
