// The Draw phase of each round [L120-L124]: the Rounds board's draws, the general
// markers back on their symbols, and the round's first attacker [L130].

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "cards.hpp"
#include "targets.hpp"

namespace adc::vendee {

Result applyDraw(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"set_aside_white", "set_aside_blue"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto now = changes.text("stage");
  bool newRound = now == "draw" || (now == "round_over" && changes.number("drawn_round") < state.turn);
  if (!newRound) {
    if (now == "round_over") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "round {} is over: move the Round marker first (next), then draw (End of Round and End of Game)",
                                    state.turn)));
    }
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             now == "setup" || now == "fortresses"
                                 ? say(data, "the round's cards are drawn once, at the start of the round (Draw); now is the set-up")
                                 : say(data, "the round's cards are drawn once, at the start of the round (Draw); now is the battles phase")));
  }
  auto round = componentCell(data, state, "rounds", std::to_string(state.turn), "");
  if (!round) return unexpected(round.error());
  auto drawWhite = asNumber((*round)[0]).value_or(0);
  auto drawBlue = asNumber((*round)[1]).value_or(0);
  auto firstAttacker = toDisplayString((*round)[2]);

  std::string journal = sayf(data, "Round {} draw: ", state.turn);
  bool four = fourPlayer(changes);
  auto firstSeat = changes.text("first_player");
  for (const auto& [side, count] : {std::pair<std::string, std::int64_t>{"white", drawWhite}, {"blue", drawBlue}}) {
    std::vector<std::pair<std::string, std::int64_t>> portions;
    if (four) {
      // "Each player draws the number of cards required for the current round, minus
      // one" [L252]; the partners share their side's draw pile (A21).
      std::string seat = firstSeat;
      for (int i = 0; i < 4; ++i, seat = nextSeat(seat)) {
        if (seatSide(seat) == side) portions.emplace_back(seat, count - 1);
      }
    } else {
      portions.emplace_back("", count);
    }
    auto unique = numberArgument(action, reshuffleArgument(side), 0, 52, false);
    if (!unique) return unexpected(unique.error());
    auto line = drawCards(changes, side, portions, *unique);
    if (!line) return unexpected(line.error());
    journal += (side == "white" ? "" : say(data, "; ")) + *line;
  }
  // The General markers go back on their symbols: a general is used once per round
  // (A32); an extra general lasts for its round only [L208].
  for (const auto& side : data.sides) {
    stage(changes, "general_used." + side.id, Value{false});
    stage(changes, "extra_general." + side.id, Value{std::string("none")});
  }
  if (four) {
    // The First Player starts the round's first battle [L253] (A21).
    stage(changes, "attacker_seat", Value{firstSeat});
    stage(changes, "attacker", Value{seatSide(firstSeat)});
    journal += sayf(data, "; {}, the First Player, attacks first", seatName(data, firstSeat));
  } else {
    stage(changes, "attacker", Value{firstAttacker});
    journal += sayf(data, "; {} attacks first (Resolving a Battle)", capitalised(data, firstAttacker));
  }
  journal += say(data, "; ") + describeTargets(changes, changes.text("attacker"));
  stage(changes, "drawn_round", Value{std::int64_t{state.turn}});
  stage(changes, "stage", Value{std::string("designate")});
  changes.commit(state);
  showStep(data, state, "designate");
  return Applied{"Draw", journal, std::nullopt, action};
}

}  // namespace adc::vendee
