#pragma once
// The module's action types, one handler each. Every handler checks everything and stages
// its changes before it writes, so a refused action changes nothing.
//
//   rf_levels            read each track's level from the box colours (A2)           3.2.2.4-3.2.2.7
//   rf_start_turn        fled Personalities return, last turn's marks cleared          3.2.2.1, 12.2.1
//   rf_gift      side, to, amount                  money between players              6.1, 13.6
//   rf_turn_order [roll_<current>=die ...]        fame + regions, ties by fame, dice   6.3
//   rf_objective side, objective, [achieved]      declare, or mark achieved            6.4
//   rf_act       side, action, target?, with?, rolls, keep?, influential?, target_influential?, secondary?
//                                                   Personality and Regional actions, deputies  7.3-7.5.2.1
//   rf_marais_regions roll                          the automated Marais' regional action 15.2.1.1
//   rf_transitions                                  (note) the regime changes open now   7.5.1, R.x.7-8
//   rf_install   side, to                           install a regime the rules open now  7.5.1, R.x.8
//   rf_referendum side, to, yes, no                 constitutional referendum             R.x.8.x.1
//   rf_election  [partner]                          the regime's election                 R.x.6
//   rf_king      side, coalition?                   the King's action                     7.5.2.2
//   rf_law       side, law, yes/no (deputies) | roll, marais, commune, others, lawmakers (fame), tie?, veto?, marais_die?
//                                                   propose, vote, pay, apply             7.5.2.3, 13.0, 11.4
//   rf_justice   prisoner, roll | guilty, innocent, tie? ; or pardon   Justice          8.1, R.x.4.2, 11.1
//   rf_coup      side, kind, to, with, roll, opposed?, permission?, armies? ; military: stage=won|lost
//                                                                                        12.0-12.3
//   rf_confidence confidence, disapproval, abstain?  vote of confidence                 8.2, R.x.5
//   rf_maintenance side, disband?, disband_volunteers?   army maintenance          9.4
//   rf_allied_entry side=royalist, quiberon?      the Coalition's reinforcements      9.3.1
//   rf_volunteers side=government, regions         the Government's new volunteers     9.3.3, 13.5.2-3
//   rf_raise_army side=royalist, army, region    a Catholic and Royal army          9.3.2
//   rf_military_control put_down?, capital?      markers after the battles, the war's end 9.7, 9.2
//   rf_combat    side, region, roll, shift?, carnot?, lose?   a combat and its loss        9.6
//   rf_pin       side=royalist, regions            revolutionary armies pinned         9.5.1
//   rf_allied_move king?                          the Allied armies along their arrows 9.5.2
//   rf_move      side, army, path, from?, count?, with?, suppress?
//                                                   a Catholic and Royal, revolutionary or rebel army  9.5.3, 9.5.4, 9.9, 12.3.2
//   rf_hide      side=royalist, army              a Catholic and Royal army avoids combat 9.8
//   rf_carnot    side=marais, region              Carnot commands armies              R.3.9.3
//   rf_deputies_return                               switched deputies go home           8.3
//   rf_economy                                       Economy +1 per 1000 spent           10.1
//   rf_income                                        income of Currents and Government   10.2
//   rf_fame_adjustment                               objectives' fame                    10.3
//   rf_army_return side=royalist, roll, die, army?  an eliminated army returns on a 6    15.1.1, 15.1.2
//   rf_partner_vote for_feuillant?, for_gironde?, for_montagne?, abstain?, tie?
//                                                   the Directorate's new partner        R.7.5
//   rf_exile     personality                        an event exiles La Fayette or Lameth 6.2, 10.2.1
//   rf_rebuild_army side=government, army, region   an event rebuilds a regular army     6.2, 9.3.3
//   rf_assassination personality                    an event: Marat is assassinated      6.2
//   rf_event_revolt region                          an event: a revolt appears           6.2, 7.4.2
//   rf_event_track track, by                        an event moves a track               6.2, 9.2, 10.1

#include "adc/typed_words.hpp"
#include "common.hpp"

namespace adc::revolution {

Result applyLevels(const GameData& data, GameState& state, const Action& action);
Result applyStartTurn(const GameData& data, GameState& state, const Action& action);
Result applyGift(const GameData& data, GameState& state, const Action& action);
Result applyTurnOrder(const GameData& data, GameState& state, const Action& action);
Result applyObjective(const GameData& data, GameState& state, const Action& action);
Result applyAct(const GameData& data, GameState& state, const Action& action);
Result applyMaraisRegions(const GameData& data, GameState& state, const Action& action);
Result applyTransitions(const GameData& data, GameState& state, const Action& action);
Result applyInstall(const GameData& data, GameState& state, const Action& action);
Result applyReferendum(const GameData& data, GameState& state, const Action& action);
Result applyElection(const GameData& data, GameState& state, const Action& action);
Result applyKing(const GameData& data, GameState& state, const Action& action);
Result applyLaw(const GameData& data, GameState& state, const Action& action);
Result applyJustice(const GameData& data, GameState& state, const Action& action);
Result applyCoup(const GameData& data, GameState& state, const Action& action);
Result applyConfidence(const GameData& data, GameState& state, const Action& action);
Result applyDeputiesReturn(const GameData& data, GameState& state, const Action& action);
Result applyEconomy(const GameData& data, GameState& state, const Action& action);
Result applyIncome(const GameData& data, GameState& state, const Action& action);
Result applyFameAdjustment(const GameData& data, GameState& state, const Action& action);
Result applyMaintenance(const GameData& data, GameState& state, const Action& action);
Result applyAlliedEntry(const GameData& data, GameState& state, const Action& action);
Result applyVolunteers(const GameData& data, GameState& state, const Action& action);
Result applyRaiseRoyalArmy(const GameData& data, GameState& state, const Action& action);
Result applyMilitaryControl(const GameData& data, GameState& state, const Action& action);
Result applyCombat(const GameData& data, GameState& state, const Action& action);
Result applyPin(const GameData& data, GameState& state, const Action& action);
Result applyAlliedMove(const GameData& data, GameState& state, const Action& action);
Result applyMove(const GameData& data, GameState& state, const Action& action);
Result applyHide(const GameData& data, GameState& state, const Action& action);
Result applyCarnotCommand(const GameData& data, GameState& state, const Action& action);
Result applyArmyReturn(const GameData& data, GameState& state, const Action& action);
Result applyPartnerVote(const GameData& data, GameState& state, const Action& action);
Result applyExile(const GameData& data, GameState& state, const Action& action);
Result applyRebuildArmy(const GameData& data, GameState& state, const Action& action);
Result applyAssassination(const GameData& data, GameState& state, const Action& action);
Result applyEventRevolt(const GameData& data, GameState& state, const Action& action);
Result applyEventTrack(const GameData& data, GameState& state, const Action& action);

// Ends a military coup (12.3.3): success installs its regime (12.3.3.2), failure arrests
// the plotters and outlaws their Current (12.3.3.1); the rebel armies are loyal again.
Check endMilitaryCoup(Books& books, bool won);
// 12.3.3: rebel armies stand in Paris, so a combat there is the coup's (rebel_combat.cpp).
bool rebelsInParis(const Books& books);
Result applyRebelCombat(const GameData& data, GameState& state, const Action& action);
// What a combat's loser may lose, for the form's list (9.6): the kinds of pieces of both
// sides in the region the action names (the coup's sides in Paris, 12.3.3), by name.
std::vector<NamedWord> combatLossChoices(const GameData& data, const GameState& state, const Action& action);
std::vector<NamedWord> rebelCombatLossChoices(const GameData& data, const Books& books);
// A piece as the players call it: "a volunteer army", "the Commune", an army by its name.
std::string counterName(const GameData& data, const std::string& counter);
// The objectives a side may declare (6.4.1, 6.4.2), "kind target" by their names; every
// side's when the action names none.
std::vector<NamedWord> objectiveChoices(const GameData& data, const GameState& state, const Action& action);
// Marks achieved every declared objective that reads `objective` ("revolt brest") (6.4:
// whoever brings it about).
void achieve(Books& books, const std::string& objective);
// Deputies a Current votes with now: its own, less those switched away, plus those
// switched in this turn (7.5.2.1, 8.3); none once expelled by a failed coup (12.1.1, A77).
std::int64_t votingDeputies(const Books& books, const std::string& current);

}  // namespace adc::revolution
