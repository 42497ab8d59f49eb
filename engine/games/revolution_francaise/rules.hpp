#pragma once
// La Révolution française: La patrie en danger 1791-1795 — the rule module. The books,
// tables, procedures and sequence are data (config/games/revolution-francaise); the module
// adds what data cannot say: actions that check the regime and move many books at once
// (actions.hpp), the regimes' state machine (regimes.hpp), elections (elections.hpp) and
// victory (victory.hpp). Decisions on the digest's ambiguities: NOTES.md.

#include "adc/new_game.hpp"
#include "adc/rule_module.hpp"
#include "adc/typed_words.hpp"

namespace adc::revolution {

void checkData(const GameData& data, Diagnostics& diagnostics);
RuleModule ruleModule();
// The lists the forms offer where the game has one: the objectives a side may declare
// (6.4), the pieces a combat's loser may lose (9.6).
ArgumentLists argumentLists();
// 15.2.1, 15.2.2: no player at the Marais is the five-player (or four-player) game.
std::optional<SeatedScenario> scenarioOfSeats(const GameData& data, const Setup& setup);

}  // namespace adc::revolution
