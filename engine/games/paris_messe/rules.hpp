#pragma once
// Paris vaut bien une Messe! (Dreux 1562, Ivry 1590): the rule module. The books,
// tables and procedures are data (config/games/paris-messe); the module adds what data
// cannot say: the sealed orders revealed onto the wings, initiative, the activation of
// wings by order priority with pre-emption and re-activation, the morale ladder moved by
// fire, morale checks, rally and melee, the end of turn, and victory (14.1, 14.2).
// See config/games/paris-messe/NOTES.md for the decisions.

#include "adc/rule_module.hpp"

namespace adc::paris {

RuleModule ruleModule();

}  // namespace adc::paris
