// The additional actions of a turn (7 Additional Actions): voting (10.2), currency (11),
// the Palais-Egalité card swap, and the generic cube move every rule the app does not
// automate goes through (9), citing that rule.

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "cards.hpp"
#include "cubes.hpp"

namespace adc::patriots {

Result applyVote(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"box"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Voting"))) return unexpected(*problem);
  auto box = textArgument(action, "box", true);
  if (!box) return unexpected(box.error());
  if (*box != "oui" && *box != "non") {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "box: oui (supporter) or non (opponent) (10.2)"), "box"));
  }
  auto proposed = cardsAt(changes, "proposed");
  if (proposed.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "no Law is proposed, so there is nothing to vote on (10.2)")));
  }
  if (changes.number("convention." + *faction) == 0) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "only players with influence in the Convention nationale vote (10.2); the {} has none there now",
                                  factionName(data, *faction)),
                             "side"));
  }
  if (changes.flag("voted." + *faction)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has voted on this Law already (10.2)", factionName(data, *faction)), "side"));
  }
  if (auto problem = moveCubes(data, changes, *faction, 1, "stock", *box)) return unexpected(*problem);
  stage(changes, "voted." + *faction, Value{true});
  changes.commit(state);
  return Applied{"10.2",
                 *box == "oui" ? sayf(data, "{} votes Oui! (supporter) on {}: 1 cube stock → {}", factionName(data, *faction),
                                      cardName(data, proposed.front()), placeName(data, *box))
                               : sayf(data, "{} votes Non! (opponent) on {}: 1 cube stock → {}", factionName(data, *faction),
                                      cardName(data, proposed.front()), placeName(data, *box)),
                 std::nullopt, action};
}

namespace {

std::string tokenKey(std::string_view kind) {
  if (kind == "assignat") return "assignats";
  if (kind == "thug") return "thugs";
  return std::string(kind);
}

}  // namespace

Result applyCurrency(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"kind", "to", "faction", "from", "use", "card", "what"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (changes.text("stage") != "turns") {
    return unexpected(pointOn(refuse(ActionError::Code::NotAllowed, say(data, "currency is used during a round (11)")), changes));
  }
  auto kind = textArgument(action, "kind", true);
  if (!kind) return unexpected(kind.error());
  if (*kind != "press" && *kind != "thug" && *kind != "assignat" && *kind != "gold") {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "kind: press, thug, assignat or gold (11)"), "kind"));
  }
  // "each player can only use ONE single currency ... per round!" (11)
  if (changes.flag("currency_used." + *faction)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has used a currency this round already (11)", factionName(data, *faction)), "side"));
  }
  std::string line = sayf(data, "{} uses ", factionName(data, *faction));
  std::string rule = "11";
  if (*kind == "gold") {
    rule = "11.4";
    if (changes.number("treasury") == 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the treasury holds no Gold coin (11.4)"), "kind"));
    }
    auto use = textArgument(action, "use", true);
    if (!use) return unexpected(use.error());
    if (*use == "neutralise") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "a Gold coin neutralises a drawn Angry mob or To Paris! card as it is resolved: 'Resolve a To Paris! card', naming the faction that pays the Gold coin (11.4)"),
                               "use")
                            .pointing(WayForward::action("pt_advance")));
    }
    if (*use != "take") {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "use: take (the Convention majority takes a card from the discard or draw pile, 11.4)"),
                               "use"));
    }
    if (changes.text("active") != *faction || majority(changes, "convention") != *faction) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "only the player with the majority in the Convention nationale, in his turn, spends a treasury Gold coin for a card (11.4 ATTENTION)"),
                               "side"));
    }
    auto card = cardArgument(action, "card", true);
    if (!card) return unexpected(card.error());
    auto place = where(changes, *card);
    if (place != "discard" && place != "deck") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "card: the card is chosen from the discard pile or the draw pile (11.4); {} is {}",
                                    cardName(data, *card), placeOfCard(data, place)),
                               "card"));
    }
    if (possession(changes, *faction) >= changes.number("possession_limit." + *faction)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "the {} already has the most cards allowed in possession (10)", factionName(data, *faction)),
                               "card"));
    }
    putCard(changes, *card, "hand_" + *faction);
    stageAdd(changes, "treasury", -1);
    stageAdd(changes, "gold_supply", 1);
    line += place == "deck" ? sayf(data, "a treasury Gold coin to take {} from the draw pile", cardName(data, *card))
                            : sayf(data, "a treasury Gold coin to take {} from the discard pile", cardName(data, *card));
  } else {
    auto key = tokenKey(*kind);
    if (changes.number(key + "." + *faction) == 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "the {} holds no {} token", factionName(data, *faction), wordText(*kind)), "kind"));
    }
    stageAdd(changes, key + "." + *faction, -1);
    stageAdd(changes, "supply_" + key, 1);
    if (*kind == "press") {
      // "1 influence from his stock ... on a free area ... or France board ... or a vote box" (11.2).
      rule = "11.2";
      auto to = textArgument(action, "to", true);
      if (!to) return unexpected(to.error());
      if (auto problem = moveCubes(data, changes, *faction, 1, "stock", *to)) return unexpected(*problem);
      line += sayf(data, "a Press token: 1 cube stock → {}", placeName(data, *to));
    } else if (*kind == "thug") {
      // "remove an influence from a rival player on the Paris board or from a vote box, but NOT
      // from the France Board" (11.3); from a vote box it returns to the stock (AMB-67).
      rule = "11.3";
      auto rival = factionArgument(action, "faction", true);
      if (!rival) return unexpected(rival.error());
      auto from = textArgument(action, "from", true);
      if (!from) return unexpected(from.error());
      if (*rival == *faction) {
        return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "faction: a Street thug removes a rival's cube (11.3)"),
                                 "faction"));
      }
      auto placeType = placeKind(*from);
      if (placeType != PlaceKind::ParisArea && placeType != PlaceKind::VoteBox) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "from: a Street thug removes a cube from the Paris board or a vote box, not from {} (11.3)",
                                      placeName(data, *from)),
                                 "from"));
      }
      std::string back = placeType == PlaceKind::VoteBox ? "stock" : "pile";
      if (auto problem = moveCubes(data, changes, *rival, 1, *from, back)) return unexpected(*problem);
      line += sayf(data, "a Street thug: {}", describeMove(data, *rival, 1, *from, back));
    } else {
      rule = "11.1";
      auto what = textArgument(action, "what", true);
      if (!what) return unexpected(what.error());
      line += sayf(data, "an Assignat to neutralise {} (11.1)", *what);
    }
    line += say(data, "; the token returns beside the board");
  }
  stage(changes, "currency_used." + *faction, Value{true});
  changes.commit(state);
  return Applied{rule, line, std::nullopt, action};
}

Result applyGive(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"to", "kind", "count"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  auto to = factionArgument(action, "to", true);
  if (!to) return unexpected(to.error());
  if (!inPlay(changes, *to) || *to == *faction) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "to: another player's faction"), "to"));
  }
  auto kind = textArgument(action, "kind", true);
  if (!kind) return unexpected(kind.error());
  if (*kind != "press" && *kind != "thug" && *kind != "assignat") {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "kind: press, thug or assignat (11)"), "kind"));
  }
  auto count = numberArgument(action, "count", 1, 8, false);
  if (!count) return unexpected(count.error());
  auto n = count->value_or(1);
  auto key = tokenKey(*kind);
  if (changes.number(key + "." + *faction) < n) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} holds {} {}, not {}", factionName(data, *faction),
                                  changes.number(key + "." + *faction), wordText(*kind), n),
                             "count"));
  }
  stageAdd(changes, key + "." + *faction, -n);
  stageAdd(changes, key + "." + *to, n);
  changes.commit(state);
  // Giving is not using (AMB-50): "exchanged amongst the players ... anytime during a round" (11).
  return Applied{"11",
                 sayf(data, "{} gives {} {} to the {}", factionName(data, *faction), n, wordText(*kind), factionName(data, *to)),
                 std::nullopt, action};
}

Result applySwap(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"with", "give", "take"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "A card swap"))) return unexpected(*problem);
  auto with = factionArgument(action, "with", true);
  if (!with) return unexpected(with.error());
  if (!inPlay(changes, *with) || *with == *faction) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "with: another player's faction"), "with"));
  }
  for (const auto& who : {*faction, *with}) {
    if (changes.number("palais_egalite." + who) == 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "both players need influence in the Palais-Egalité to swap cards (7 Additional Actions); the {} has none",
                                    factionName(data, who)),
                               who == *faction ? "side" : "with"));
    }
    // Once a round for each player (AMB-70).
    if (changes.flag("swap_used." + who)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "the {} has swapped a card this round already (7)", factionName(data, who)),
                               who == *faction ? "side" : "with"));
    }
  }
  auto give = cardArgument(action, "give", true);
  if (!give) return unexpected(give.error());
  auto take = cardArgument(action, "take", true);
  if (!take) return unexpected(take.error());
  if (auto problem = requireInHand(data, changes, *faction, *give, "give")) return unexpected(*problem);
  if (auto problem = requireInHand(data, changes, *with, *take, "take")) return unexpected(*problem);
  putCard(changes, *give, "hand_" + *with);
  putCard(changes, *take, "hand_" + *faction);
  stage(changes, "swap_used." + *faction, Value{true});
  stage(changes, "swap_used." + *with, Value{true});
  changes.commit(state);
  return Applied{"7 Additional Actions",
                 sayf(data, "Palais-Egalité swap: the {} gives {} and receives {} from the {}", factionName(data, *faction),
                      cardName(data, *give), cardName(data, *take), factionName(data, *with)),
                 std::nullopt, action};
}

Result applyMove(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"faction", "count", "from", "to", "rule", "full"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  if (changes.text("stage") == "setup") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "seat the factions first (5)"))
                          .pointing(WayForward::action("pt_setup")));
  }
  auto faction = factionArgument(action, "faction", true);
  if (!faction) return unexpected(faction.error());
  auto count = numberArgument(action, "count", 1, 30, false);
  if (!count) return unexpected(count.error());
  auto from = textArgument(action, "from", true);
  if (!from) return unexpected(from.error());
  auto to = textArgument(action, "to", true);
  if (!to) return unexpected(to.error());
  auto rule = textArgument(action, "rule", true);
  if (!rule) return unexpected(rule.error());
  if (rule->empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "say which rule or card moves the cubes (e.g. \"LEC10 Marat\")"), "rule"));
  }
  // A switch or a card text may place on a full area (9: "influence can still be switched or
  // swapped"); full=true says so.
  auto full = flagArgument(action, "full");
  if (!full) return unexpected(full.error());
  auto n = count->value_or(1);
  if (auto problem = moveCubes(data, changes, *faction, n, *from, *to, MoveOptions{*full})) {
    return unexpected(*problem);
  }
  std::string line = describeMove(data, *faction, n, *from, *to) + " (" + *rule + ")";
  commitChecked(data, state, changes, line);
  return Applied{*rule, line, std::nullopt, action};
}

}  // namespace adc::patriots
