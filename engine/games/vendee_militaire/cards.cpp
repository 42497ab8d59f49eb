#include "cards.hpp"

#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>

namespace adc::vendee {

bool fourPlayer(const StateChanges& changes) { return changes.flag("four_player"); }

Expected<std::string, ActionError> handSeat(const StateChanges& changes, const Action& action, std::string_view side,
                                            std::string_view argument) {
  const GameData& data = changes.data();
  auto given = action.text(argument);
  if (!fourPlayer(changes)) {
    if (given) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{}: seats exist only in the Four-Player variant (Four-Player Variant)", argument),
                               std::string(argument)));
    }
    return std::string();
  }
  if (!given) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "Four-Player variant: say whose hand the cards come from: the seat, s1 to s4 (a {} seat)",
                                  capitalised(data, side)),
                             std::string(argument)));
  }
  const auto& all = seats();
  if (std::find(all.begin(), all.end(), *given) == all.end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(data, "the seat: {} is not a seat; the seats are s1 to s4", quoteInput(*given)),
                             std::string(argument)));
  }
  if (seatSide(*given) != side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the seat: {} is not a {} seat (seats 1 and 3 are Blue, 2 and 4 White)",
                                  seatName(data, *given), capitalised(data, side)),
                             std::string(argument)));
  }
  return *given;
}

std::int64_t handCount(const StateChanges& changes, std::string_view side, std::string_view seat) {
  if (!seat.empty()) return changes.number("seat_hand." + std::string(seat));
  return changes.number("hand." + std::string(side));
}

std::optional<ActionError> takeFromHand(StateChanges& changes, const GameData& data, std::string_view side,
                                        std::string_view seat, std::int64_t count) {
  auto held = handCount(changes, side, seat);
  if (held < count) {
    std::string who = seat.empty() ? sideName(data, side) : seatName(data, seat);
    return refuse(ActionError::Code::NotAllowed,
                  sayn(data, held, "{} holds {} card, not {}", "{} holds {} cards, not {}", who, held, count),
                  seat.empty() ? "side" : "seat");
  }
  stageAdd(changes, "hand." + std::string(side), -count);
  if (!seat.empty()) stageAdd(changes, "seat_hand." + std::string(seat), -count);
  return std::nullopt;
}

std::string reshuffleArgument(std::string_view side) { return "set_aside_" + std::string(side); }

Expected<std::string, ActionError> drawCards(StateChanges& changes, std::string_view side,
                                             const std::vector<std::pair<std::string, std::int64_t>>& portions,
                                             std::optional<std::int64_t> foundUnique) {
  const GameData& data = changes.data();
  const std::string s(side);
  std::int64_t wanted = 0;
  for (const auto& portion : portions) wanted += portion.second;
  std::int64_t pile = changes.number("draw_pile." + s);
  std::string reshuffled;
  if (wanted > pile && changes.number("discard." + s) > 0) {
    std::int64_t discard = changes.number("discard." + s);
    if (!foundUnique) {
      return unexpected(refuse(
          ActionError::Code::MissingArgument,
          sayf(data,
               "{} must draw {} but the draw pile holds {}: draw those, then shuffle the discard pile ({} cards) into a new draw pile, setting aside any Unique Event cards (Draw); say how many were set aside with {}=N",
               capitalised(data, side), wanted, pile, discard, reshuffleArgument(side)),
          reshuffleArgument(side)));
    }
    if (*foundUnique > discard) {
      return unexpected(refuse(ActionError::Code::OutOfRange,
                               sayf(data, "{}: {} Unique Events cannot come out of a discard pile of {}",
                                    reshuffleArgument(side), *foundUnique, discard),
                               reshuffleArgument(side)));
    }
    // The old pile's last cards are drawn first; the new pile is what the discard held.
    stageAdd(changes, "set_aside." + s, *foundUnique);
    stage(changes, "discard." + s, Value{std::int64_t{0}});
    pile += discard - *foundUnique;
    reshuffled =
        *foundUnique == 1
            ? sayf(data, "; the draw pile ran out: the discard pile is shuffled into a new one, {} Unique Event set aside (Draw)",
                   *foundUnique)
            : sayf(data, "; the draw pile ran out: the discard pile is shuffled into a new one, {} Unique Events set aside (Draw)",
                   *foundUnique);
  } else if (foundUnique) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "Unique Events set aside: {}'s draw pile does not run out on this draw, so nothing is reshuffled",
                                  capitalised(data, side)),
                             reshuffleArgument(side)));
  }
  std::int64_t drawn = std::min(wanted, pile);
  stage(changes, "draw_pile." + s, Value{pile - drawn});
  stageAdd(changes, "hand." + s, drawn);
  std::int64_t left = drawn;
  std::string perSeat;
  for (const auto& [seat, count] : portions) {
    auto given = std::min(count, left);
    left -= given;
    if (!seat.empty()) {
      stageAdd(changes, "seat_hand." + seat, given);
      perSeat += (perSeat.empty() ? " (" : ", ") + sayf(data, "{}: {}", seatName(data, seat), given);
    }
  }
  if (!perSeat.empty()) perSeat += ")";
  std::string line = sayf(data, "{} draws {}", capitalised(data, side), drawn) + perSeat + reshuffled;
  if (drawn < wanted) {
    line += sayn(data, wanted - drawn, "; both piles are empty, so {} card is not drawn",
                 "; both piles are empty, so {} cards are not drawn", wanted - drawn);
  }
  return line;
}

void clearTable(StateChanges& changes, std::string_view side) {
  const std::string s(side);
  auto cards = changes.number("in_battle." + s);
  auto unique = changes.number("in_battle_unique." + s);
  stageAdd(changes, "discard." + s, cards - unique);
  stageAdd(changes, "set_aside." + s, unique);
  stage(changes, "in_battle." + s, Value{std::int64_t{0}});
  stage(changes, "in_battle_unique." + s, Value{std::int64_t{0}});
}

std::string discardHands(StateChanges& changes, const GameData& data) {
  std::string line;
  for (const auto& side : data.sides) {
    auto held = changes.number("hand." + side.id);
    if (held == 0) continue;
    stageAdd(changes, "discard." + side.id, held);
    stage(changes, "hand." + side.id, Value{std::int64_t{0}});
    line += (line.empty() ? "" : say(data, "; ")) +
            sayn(data, held, "{} discards the {} card left in hand", "{} discards the {} cards left in hand",
                 capitalised(data, side.id), held);
  }
  for (const auto& seat : seats()) stage(changes, "seat_hand." + seat, Value{std::int64_t{0}});
  return line;
}

}  // namespace adc::vendee
