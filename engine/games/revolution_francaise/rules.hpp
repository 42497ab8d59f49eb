#pragma once
// La Révolution française: La patrie en danger 1791-1795 — the rule module. The books,
// tables, procedures and sequence are data (config/games/revolution-francaise); the module
// adds what data cannot say: actions that check the regime and move many books at once
// (actions.hpp), the regimes' state machine (regimes.hpp), elections (elections.hpp) and
// victory (victory.hpp). Decisions on the digest's ambiguities: NOTES.md.

#include "adc/rule_module.hpp"

namespace adc::revolution {

void checkData(const GameData& data, Diagnostics& diagnostics);
RuleModule ruleModule();

}  // namespace adc::revolution
