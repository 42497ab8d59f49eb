#include "cards.hpp"
#include "adc/game_texts.hpp"

#include "adc/display_names.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace adc::patriots {

const std::vector<std::string>& allCards() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> ids;
    auto add = [&](const char* prefix, int count) {
      for (int i = 1; i <= count; ++i) {
        std::string number = std::to_string(i);
        ids.push_back(prefix + std::string(number.size() == 1 ? "0" : "") + number);
      }
    };
    add("ac", 57);
    add("lec", 17);
    add("lc", 21);
    return ids;
  }();
  return all;
}

bool isLaw(std::string_view card) { return card.substr(0, 2) == "lc"; }

std::string cardName(const GameData& data, std::string_view card) {
  if (const Deck* deck = data.findDeck("cards")) {
    for (const auto& entry : deck->cards) {
      if (entry.id == card) return entry.name;
    }
  }
  return std::string(card);
}

Expected<std::string, ActionError> cardArgument(const Action& action, std::string_view name, bool required) {
  auto text = textArgument(action, name, required);
  if (!text) return unexpected(text.error());
  if (text->empty()) return std::string();
  std::string id = *text;
  std::transform(id.begin(), id.end(), id.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (std::find(allCards().begin(), allCards().end(), id) == allCards().end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(wordsGame(), "{}: no card {}; cards are AC01-AC57, LEC01-LEC17 and LC01-LC21 as printed (10)",
                                  argumentMeaning(action, name), quoteInput(*text)),
                             std::string(name)));
  }
  return id;
}

std::string where(const StateChanges& changes, std::string_view card) {
  return changes.text("card." + std::string(card));
}

void putCard(StateChanges& changes, std::string_view card, std::string_view place) {
  stage(changes, "card." + std::string(card), Value{std::string(place)});
}

std::string placeOfCard(const GameData& data, std::string_view place) {
  if (place.starts_with("hand_")) return sayf(data, "in the {}'s hand", factionName(data, place.substr(5)));
  if (place.starts_with("active_")) return sayf(data, "activated by the {}", factionName(data, place.substr(7)));
  if (place == "deck") return say(data, "in the draw pile");
  if (place == "discard") return say(data, "in the discard pile");
  if (place == "to_paris") return say(data, "in the To Paris! pile");
  if (place == "law_pile") return say(data, "in the Law pile");
  if (place == "proposed") return say(data, "the proposed Law");
  if (place == "passed") return say(data, "a passed Law");
  if (place == "eliminated") return say(data, "eliminated");
  if (place == "out") return say(data, "out of the game");
  return humanizeId(place);
}

std::optional<ActionError> requireInHand(const GameData& data, const StateChanges& changes, std::string_view faction,
                                         std::string_view card, std::string_view argument) {
  if (where(changes, card) == "hand_" + std::string(faction)) return std::nullopt;
  return refuse(ActionError::Code::NotAllowed,
                sayf(data, "{} is not in the {}'s hand (it is {})", cardName(data, card), factionName(data, faction),
                     placeOfCard(data, where(changes, card))),
                std::string(argument));
}

Expected<std::string, ActionError> cardKind(const GameData& data, const GameState& state, std::string_view card) {
  if (isLaw(card)) return std::string("law");
  return componentText(data, state, "card_kind", std::string(card));
}

bool isImmediateKind(std::string_view kind) { return kind == "angry_mob" || kind == "to_paris"; }
bool isGeneralKind(std::string_view kind) { return kind == "general" || kind == "royalist_general"; }
bool isLeaderKind(std::string_view kind) {
  return kind == "leader" || kind == "general" || kind == "royalist_leader" || kind == "royalist_general";
}

Expected<std::int64_t, ActionError> cockades(const GameData& data, const GameState& state, std::string_view card) {
  if (isLaw(card)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "Law cards carry no cockades (10.1)"), "card"));
  }
  return componentNumber(data, state, "card_cockades", std::string(card));
}

Expected<std::vector<std::string>, ActionError> cardFactions(const GameData& data, const GameState& state,
                                                             std::string_view card) {
  auto text = componentText(data, state, "card_faction", std::string(card));
  if (!text) return unexpected(text.error());
  std::vector<std::string> list;
  std::istringstream words(*text);
  for (std::string word; words >> word;) list.push_back(word);
  return list;
}

std::vector<NamedWord> cardChoices(const GameData& data, const GameState& state,
                                   const std::vector<std::string>& first, bool laws) {
  const StateChanges changes(data, state);
  std::vector<NamedWord> found;
  std::vector<NamedWord> others;
  for (const auto& card : allCards()) {
    if (isLaw(card) && !laws) continue;
    const bool there = std::find(first.begin(), first.end(), where(changes, card)) != first.end();
    (there ? found : others).push_back({card, cardName(data, card)});
  }
  found.insert(found.end(), others.begin(), others.end());
  return found;
}

std::vector<std::string> cardsAt(const StateChanges& changes, std::string_view place) {
  std::vector<std::string> found;
  for (const auto& card : allCards()) {
    if (where(changes, card) == place) found.push_back(card);
  }
  return found;
}

std::int64_t handSize(const StateChanges& changes, std::string_view faction) {
  return static_cast<std::int64_t>(cardsAt(changes, "hand_" + std::string(faction)).size());
}

std::int64_t possession(const StateChanges& changes, std::string_view faction) {
  return handSize(changes, faction) +
         static_cast<std::int64_t>(cardsAt(changes, "active_" + std::string(faction)).size());
}

std::string activatedBy(const StateChanges& changes, std::string_view card) {
  auto place = where(changes, card);
  if (place.rfind("active_", 0) == 0) return place.substr(7);
  return {};
}

}  // namespace adc::patriots
