#include "rules.hpp"

#include "actions.hpp"
#include "descriptions.hpp"
#include "data_check.hpp"
#include "victory.hpp"
#include "adc/game_texts.hpp"

#include <stdexcept>

namespace adc::patriots {

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "patriots-traitors";
  module.actions = {
      {"pt_setup", guarded(applySetup)},         {"pt_deal", guarded(applyDeal)},
      {"pt_start_round", guarded(applyStartRound)}, {"pt_end_turn", guarded(applyEndTurn)},
      {"pt_play", guarded(applyPlay)},           {"pt_action", guarded(applyCardAction)},
      {"pt_activate", guarded(applyActivate)},   {"pt_draw", guarded(applyDraw)},
      {"pt_exchange", guarded(applyExchange)},   {"pt_vote", guarded(applyVote)},
      {"pt_currency", guarded(applyCurrency)},   {"pt_give", guarded(applyGive)},
      {"pt_swap", guarded(applySwap)},           {"pt_move", guarded(applyMove)},
      {"pt_reshuffle", guarded(applyReshuffle)}, {"pt_suspects", guarded(applySuspects)},
      {"pt_count_votes", guarded(applyCountVotes)}, {"pt_propose", guarded(applyPropose)},
      {"pt_advance", guarded(applyAdvance)},     {"pt_offensive", guarded(applyOffensive)},
      {"pt_general_move", guarded(applyGeneralMove)}, {"pt_coup", guarded(applyCoup)},
      {"pt_civil_war", guarded(applyCivilWar)},  {"pt_revolt", guarded(applyRevolt)},
  };
  // The pt_ actions move the sequence through the round; `next` only starts a new round
  // once the end of the round is done (7), so the prompt never skips a player's turn.
  module.guardBuiltIn = [](const GameData& data, const GameState& state,
                           const Action& action) -> std::optional<ActionError> {
    if (action.type != "next" || state.gameOver) return std::nullopt;
    StateChanges books(data, state);
    if (books.text("stage") == "round_over" && state.turn == books.number("ended_round")) return std::nullopt;
    return pointOn(refuse(ActionError::Code::NotAllowed,
                          sayf(data, "the round is not over: {}; the game's actions move the round on, and the next step only starts a new round once the end of the round is done (7)",
                               stageText(data, books.text("stage")))),
                   books);
  };
  module.descriptions = actionDescriptions();
  module.checkData = checkData;
  // The factions and the seating are chosen once, at the Start panel: the players in
  // clockwise order, each with a faction, become the game's first action, pt_setup (5).
  Opening opening;
  opening.seating = true;
  // Each scenario is for a number of players (its start value `players`, 5).
  opening.seats = [](const Scenario& scenario) -> std::optional<int> {
    auto found = scenario.start.find("players");
    if (found == scenario.start.end() || !std::holds_alternative<std::int64_t>(found->second)) return std::nullopt;
    return static_cast<int>(std::get<std::int64_t>(found->second));
  };
  opening.options = {ArgumentDescription::flag("first_game", "First game: only the Law cards LC01 to LC10 (5.9)")};
  opening.actions = [](const GameData&, const Setup& setup, const std::map<std::string, Value>& options) {
    std::string seating;
    for (const auto& player : setup.players) seating += (seating.empty() ? "" : ",") + player.side;
    auto first = options.find("first_game");
    bool firstGame = first != options.end() && std::holds_alternative<bool>(first->second) && std::get<bool>(first->second);
    return std::vector<Action>{Action{"pt_setup", "", {{"seating", Value{seating}}, {"first_game", Value{firstGame}}}, "", 0}};
  };
  module.opening = std::move(opening);
  module.victory = victory;
  return module;
}

}  // namespace adc::patriots
