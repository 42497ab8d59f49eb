#include "draws.hpp"

#include "adc/text_checks.hpp"

#include <algorithm>

namespace adc::patriots {

Expected<std::string, ActionError> drawCards(const GameData& data, const GameState& state, StateChanges& changes,
                                             std::string_view faction, const std::vector<std::string>& drawn,
                                             DrawLimits limits, std::int64_t* immediates) {
  if (drawn.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument, "say which cards were drawn (Action and Leader cards)",
                             "cards"));
  }
  std::int64_t kept = 0;
  std::int64_t eyes = 0;
  std::string line;
  for (std::size_t index = 0; index < drawn.size(); ++index) {
    const auto& card = drawn[index];
    if (std::find(allCards().begin(), allCards().end(), card) == allCards().end() || isLaw(card)) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               "cards drawn: " + quoteInput(card) + " is not an Action or Leader card (AC01-AC57, LEC01-LEC17)",
                               "cards"));
    }
    if (where(changes, card) != "deck") {
      if (cardsAt(changes, "deck").empty()) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 "the draw pile is empty: reshuffle the To Paris! pile into a new draw pile first "
                                 "(12.2 ATTENTION)",
                                 "cards")
                              .pointing(WayForward::action("pt_reshuffle")));
      }
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               "cards drawn: " + cardName(data, card) + " is not in the draw pile (it is " +
                                   placeOfCard(where(changes, card)) + ")",
                               "cards"));
    }
    if (kept >= limits.keep) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               "cards: " + std::to_string(limits.keep) + " card" + (limits.keep == 1 ? "" : "s") +
                                   " may be taken into the hand and the draw stops there (7.3, 10); " +
                                   cardName(data, card) + " is one too many",
                               "cards"));
    }
    if (static_cast<std::int64_t>(index) >= limits.maxDraws) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               "cards: " + std::to_string(drawn.size()) + " cards entered; after an immediate-to-play "
                                   "card a 2nd card may be drawn, never a 3rd (7.3 ATTENTION)",
                               "cards"));
    }
    auto kind = cardKind(data, state, card);
    if (!kind) return unexpected(kind.error());
    line += line.empty() ? "" : "; ";
    if (isImmediateKind(*kind)) {
      ++eyes;
      if (limits.immediatesToDiscard || *kind == "angry_mob") {
        putCard(changes, card, "discard");
        line += cardName(data, card) + " (immediate) to the discard pile";
        if (!limits.immediatesToDiscard) {
          line += ": carry out its text (a treasury Gold coin may neutralise it, 11.4)";
        }
      } else {
        putCard(changes, card, "to_paris");
        stage(changes, "advanced." + card, Value{false});
        line += cardName(data, card) + " (immediate) to the To Paris! pile: its army advances (Resolve a To Paris! card)";
      }
      // A drawn immediate card lets the player draw one card more (7.3 ATTENTION).
      if (limits.replaceEachImmediate) ++limits.maxDraws;
    } else {
      putCard(changes, card, "hand_" + std::string(faction));
      ++kept;
      line += cardName(data, card) + " into the hand";
    }
  }
  if (immediates) *immediates = eyes;
  return line;
}

}  // namespace adc::patriots
