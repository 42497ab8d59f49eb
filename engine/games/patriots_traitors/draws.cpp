#include "draws.hpp"
#include "adc/game_texts.hpp"

#include "adc/text_checks.hpp"

#include <algorithm>

namespace adc::patriots {

Expected<std::string, ActionError> drawCards(const GameData& data, const GameState& state, StateChanges& changes,
                                             std::string_view faction, const std::vector<std::string>& drawn,
                                             DrawLimits limits, std::int64_t* immediates) {
  if (drawn.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "say which cards were drawn (Action and Leader cards)"),
                             "cards"));
  }
  std::int64_t kept = 0;
  std::int64_t eyes = 0;
  std::string line;
  for (std::size_t index = 0; index < drawn.size(); ++index) {
    const auto& card = drawn[index];
    if (std::find(allCards().begin(), allCards().end(), card) == allCards().end() || isLaw(card)) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               sayf(data, "cards drawn: {} is not an Action or Leader card (AC01-AC57, LEC01-LEC17)", quoteInput(card)),
                               "cards"));
    }
    if (where(changes, card) != "deck") {
      if (cardsAt(changes, "deck").empty()) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 say(data, "the draw pile is empty: reshuffle the To Paris! pile into a new draw pile first (12.2 ATTENTION)"),
                                 "cards")
                              .pointing(WayForward::action("pt_reshuffle")));
      }
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "cards drawn: {} is not in the draw pile (it is {})", cardName(data, card),
                                    placeOfCard(data, where(changes, card))),
                               "cards"));
    }
    if (kept >= limits.keep) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               limits.keep == 1
                                   ? sayf(data, "cards: 1 card may be taken into the hand and the draw stops there (7.3, 10); {} is one too many", cardName(data, card))
                                   : sayf(data, "cards: {} cards may be taken into the hand and the draw stops there (7.3, 10); {} is one too many", limits.keep, cardName(data, card)),
                               "cards"));
    }
    if (static_cast<std::int64_t>(index) >= limits.maxDraws) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "cards: {} cards entered; after an immediate-to-play card a 2nd card may be drawn, never a 3rd (7.3 ATTENTION)", drawn.size()),
                               "cards"));
    }
    auto kind = cardKind(data, state, card);
    if (!kind) return unexpected(kind.error());
    if (!line.empty()) line += say(data, "; ");
    if (isImmediateKind(*kind)) {
      ++eyes;
      if (limits.immediatesToDiscard || *kind == "angry_mob") {
        putCard(changes, card, "discard");
        line += limits.immediatesToDiscard
                    ? sayf(data, "{} (immediate) to the discard pile", cardName(data, card))
                    : sayf(data, "{} (immediate) to the discard pile: carry out its text (a treasury Gold coin may neutralise it, 11.4)", cardName(data, card));
      } else {
        putCard(changes, card, "to_paris");
        stage(changes, "advanced." + card, Value{false});
        line += sayf(data, "{} (immediate) to the To Paris! pile: its army advances (Resolve a To Paris! card)", cardName(data, card));
      }
      // A drawn immediate card lets the player draw one card more (7.3 ATTENTION).
      if (limits.replaceEachImmediate) ++limits.maxDraws;
    } else {
      putCard(changes, card, "hand_" + std::string(faction));
      ++kept;
      line += sayf(data, "{} into the hand", cardName(data, card));
    }
  }
  if (immediates) *immediates = eyes;
  return line;
}

}  // namespace adc::patriots
