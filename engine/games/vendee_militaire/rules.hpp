#pragma once
// Vendée Militaire 1793-1794: the rule module. Its actions keep the books of a card
// battle the players fight at the table: the draws, each outbid checked against the type
// of the last card and the total to beat, generals and Cancellation cards, the end of a
// battle on the hex, the rounds, and the victory count. See the NOTES.md of
// config/games/vendee-militaire for the ambiguities decided.

#include "adc/rule_module.hpp"

namespace adc::vendee {

RuleModule ruleModule();

}  // namespace adc::vendee
