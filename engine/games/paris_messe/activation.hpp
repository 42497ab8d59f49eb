#pragma once
// Which wing may be activated (4.2), and the losses that decide a wing's fate (5.2.2):
// shared by the order, combat and melee actions. Internal to the module.

#include "roster.hpp"

namespace adc::paris {

// 6.1: Attack! before March before Rally (3), (2), (1); no order 0.
int orderRank(std::string_view order);
std::string orderName(const GameData& data, std::string_view order);  // "Attack!"

// The scenario's wings (both sides, or one).
std::vector<WingInfo> scenarioWings(const GameData& data, const StateChanges& books, std::string_view side = {});
// Not yet activated this turn, with a commander and units (4.2, 5.2.2).
bool canActivate(const StateChanges& books, const WingInfo& wing);
// The wings of a side that may be activated now: those whose order is of the highest
// priority among all wings of both sides not yet activated (4.2).
std::vector<WingInfo> eligibleWings(const GameData& data, const StateChanges& books, std::string_view side);

// Reaction / Pre-emption Table: "the wing consists only of cavalry" — its units on the
// board; commanders do not count, artillery and infantry make it mixed [AMB-44].
bool onlyCavalry(const GameData& data, const StateChanges& books, std::string_view wing);

// The cursor's step id ("activation.melee") or "" when the game is over.
std::string stepNow(const GameData& data, const GameState& state);

// 5.2.1, 5.2.2: the commander is lost; an adjutant replaces him while the wing has units
// (none otherwise); a wing not yet activated this turn cannot be activated [AMB-18].
std::string loseCommander(const GameData& data, StateChanges& books, std::string_view wing);

// 5.2.2: "If all units of a wing are destroyed, then no replacement is possible and the
// wing may not be activated any more": such a wing (not the one acting now) is out.
// Returns a line for the journal, empty if no wing went out.
std::string retireEmptyWings(const GameData& data, StateChanges& books);

// 3.2 F: after an activation ends, the wing "En attente" resumes at B, else the next
// player in turn chooses (4.2), else the phase is over. Returns the step to show and
// appends what happens to `summary`.
std::string nextActivation(const GameData& data, StateChanges& books, std::string& summary);

// Refuses unless the cursor is at the activation's step (3.2 A-F).
std::optional<ActionError> requireStep(const GameData& data, const GameState& state, std::string_view step,
                                       std::string_view what);

// Refuses unless the turn is in the activation phase.
std::optional<ActionError> requireActivationPhase(const GameData& data, const StateChanges& books, std::string_view what);

}  // namespace adc::paris
