#pragma once
// 1793: Patriots & Traitors: the rule module (registered in engine/games/registry.cpp).

#include "adc/rule_module.hpp"

namespace adc::patriots {

RuleModule ruleModule();

}  // namespace adc::patriots
