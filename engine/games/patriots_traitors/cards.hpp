#pragma once
// The cards (10): where each of the 95 is (card.<id>: deck, a hand, activated, the
// discard or To Paris! pile, eliminated, set aside, the Law pile, proposed, passed), and
// what is printed on them (tables/cards.toml, the players' chart for what the text lacks).

#include "adc/typed_words.hpp"
#include "common.hpp"

#include <string>
#include <vector>

namespace adc::patriots {

const std::vector<std::string>& allCards();
bool isLaw(std::string_view card);
std::string cardName(const GameData& data, std::string_view card);  // "AC11 Printing Press"

// A card argument: one of the 95 card ids.
Expected<std::string, ActionError> cardArgument(const Action& action, std::string_view name, bool required);
std::string where(const StateChanges& changes, std::string_view card);
// Where a card is, as the players say it: "in the Jacobin's hand", "in the draw pile".
std::string placeOfCard(const GameData& data, std::string_view place);
void putCard(StateChanges& changes, std::string_view card, std::string_view place);
std::optional<ActionError> requireInHand(const GameData& data, const StateChanges& changes, std::string_view faction,
                                         std::string_view card, std::string_view argument = "card");

// Printed kind: action, angry_mob, to_paris, leader, general, royalist_leader, royalist_general.
Expected<std::string, ActionError> cardKind(const GameData& data, const GameState& state, std::string_view card);
bool isImmediateKind(std::string_view kind);  // the Eye symbol (10.4)
bool isGeneralKind(std::string_view kind);
bool isLeaderKind(std::string_view kind);
Expected<std::int64_t, ActionError> cockades(const GameData& data, const GameState& state, std::string_view card);
// The faction symbols printed on a Leader or Law card; "none" on a Law any faction may propose.
Expected<std::vector<std::string>, ActionError> cardFactions(const GameData& data, const GameState& state,
                                                             std::string_view card);

// The cards a form offers for a card argument, by name ("AC11 Printing Press"), best first:
// those where the argument's cards are (a hand, the draw pile, the passed Laws) first,
// then every other card of the kinds it takes, for a correction. `first` are those places;
// `laws` whether Law cards belong in the list at all.
std::vector<NamedWord> cardChoices(const GameData& data, const GameState& state,
                                   const std::vector<std::string>& first, bool laws);

// Cards in hand and activated (Glossary POSSESSION, 10).
std::int64_t possession(const StateChanges& changes, std::string_view faction);
std::int64_t handSize(const StateChanges& changes, std::string_view faction);
std::vector<std::string> cardsAt(const StateChanges& changes, std::string_view place);

// The owner of an activated card ("" when it is not activated).
std::string activatedBy(const StateChanges& changes, std::string_view card);

}  // namespace adc::patriots
