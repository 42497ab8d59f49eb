// The round (6, 7): the first player, the turns clockwise, and the four basic actions
// (7.1-7.4), one per turn.

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"
#include "cubes.hpp"
#include "draws.hpp"

#include <algorithm>

namespace adc::patriots {

namespace {

std::string bySeat(const StateChanges& changes, std::int64_t seat) {
  for (const auto& faction : factions()) {
    if (inPlay(changes, faction) && changes.number("seat." + faction) == seat) return faction;
  }
  return {};
}

std::string clockwiseAfter(const StateChanges& changes, std::string_view faction) {
  auto players = changes.number("players");
  auto seat = changes.number("seat." + std::string(faction));
  return bySeat(changes, seat % players + 1);
}

// The most radical of a group (6).
std::string mostRadical(const GameData& data, std::vector<std::string> group) {
  std::sort(group.begin(), group.end(), [&](const std::string& a, const std::string& b) {
    return radicalRank(data, a) < radicalRank(data, b);
  });
  return group.empty() ? std::string() : group.front();
}

std::string monthOf(const GameData& data, const GameState& state, std::int64_t round) {
  auto month = componentText(data, state, "round_track", std::to_string(round));
  return month ? *month : sayf(data, "round {}", round);
}

// A faction's currency as the faction_currency table names it (11.1-11.3), in the players'
// words.
std::string currencyWord(const GameData& data, std::string_view kind) {
  if (kind == "thugs") return say(data, "thugs");
  if (kind == "press") return say(data, "press");
  if (kind == "assignats") return say(data, "assignats");
  return std::string(kind);
}

}  // namespace

Result applyStartRound(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto stageNow = changes.text("stage");
  bool newRound = stageNow == "round_over" && state.turn > changes.number("ended_round");
  if (stageNow != "round_start" && !newRound) {
    return unexpected(pointOn(refuse(ActionError::Code::NotAllowed,
                                     stageNow == "round_over"
                                         ? say(data, "the round is over: go to the next step first, which starts the next one (7)")
                                         : sayf(data, "a round starts once the last one is over (7); now {}",
                                                stageText(data, stageNow))),
                              changes));
  }
  std::string first;
  std::string why;
  if (state.turn == 1) {
    // "The Cordelier player (if the Cordelier is not an active player, the Jacobin player)
    // starts the game" (6); with neither (3 players), the most radical faction (AMB-9).
    std::vector<std::string> playing;
    for (const auto& faction : factions()) {
      if (inPlay(changes, faction)) playing.push_back(faction);
    }
    first = mostRadical(data, playing);
    why = sayf(data, "round 1: the {} starts (6)", factionName(data, first));
  } else if (changes.text("next_starter") != "none") {
    first = changes.text("next_starter");
    why = sayf(data, "the {} won the Coup d'État or Civil War and starts (14)", factionName(data, first));
  } else {
    auto best = leaders(changes, "convention");
    if (best.empty()) {
      // Nobody in the Convention: everyone is tied at 0, the most radical starts (AMB-9).
      for (const auto& faction : factions()) {
        if (inPlay(changes, faction)) best.push_back(faction);
      }
    }
    std::vector<std::string> playing;
    for (const auto& faction : best) {
      if (inPlay(changes, faction)) playing.push_back(faction);
    }
    first = mostRadical(data, playing);
    why = playing.size() == 1
              ? sayf(data, "the {} has the majority in the Convention nationale (6)", factionName(data, first))
              : sayf(data, "tie in the Convention nationale: the most radical of the tie, the {}, starts (6)",
                     factionName(data, first));
  }
  for (const auto& faction : factions()) {
    stage(changes, "acted." + faction, Value{false});
    stage(changes, "currency_used." + faction, Value{false});
    stage(changes, "swap_used." + faction, Value{false});
  }
  stage(changes, "next_starter", Value{std::string("none")});
  stage(changes, "first_player", Value{first});
  stage(changes, "active", Value{first});
  stage(changes, "turns_taken", Value{std::int64_t{0}});
  stage(changes, "suspects_done", Value{false});
  stage(changes, "votes_counted", Value{false});
  stage(changes, "stage", Value{std::string("turns")});
  changes.commit(state);
  showStep(data, state, "turns");
  return Applied{"6, 7",
                 state.turn > 1 ? sayf(data, "Round {} ({}: Round marker one month to the right); {}", state.turn,
                                       monthOf(data, state, state.turn), why)
                                : sayf(data, "Round {} ({}: Round marker on Frimaire); {}", state.turn,
                                       monthOf(data, state, state.turn), why),
                 std::nullopt, action};
}

Result applyEndTurn(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Ending the turn"))) return unexpected(*problem);
  if (!changes.flag("acted." + *faction)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has not done a basic action: play a card, activate a Leader, draw or exchange (7)",
                                  factionName(data, *faction)),
                             "side"));
  }
  for (const auto& card : cardsAt(changes, "to_paris")) {
    if (!changes.flag("advanced." + card)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} was drawn and must be played at once (10.4)", cardName(data, card)), "side")
                            .pointing(WayForward::action("pt_advance")));
    }
  }
  bool lawProposed = !cardsAt(changes, "proposed").empty();
  if (lawProposed && changes.number("convention." + *faction) > 0 && !changes.flag("voted." + *faction) &&
      changes.number("stock." + *faction) > 0) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has influence in the Convention nationale and has to vote on the proposed Law in this turn: Oui! or Non! (10.2)",
                                  factionName(data, *faction)),
                             "side")
                          .pointing(WayForward::action("pt_vote")));
  }
  auto taken = changes.number("turns_taken") + 1;
  stage(changes, "turns_taken", Value{taken});
  std::string line = sayf(data, "{}'s turn ends", factionName(data, *faction));
  bool roundOver = taken >= changes.number("players");
  if (roundOver) {
    stage(changes, "active", Value{std::string("none")});
    stage(changes, "stage", Value{std::string("end_of_round")});
    line += sayf(data, "; every player has had a turn: end of round {} (7)", state.turn);
  } else {
    auto next = clockwiseAfter(changes, *faction);
    stage(changes, "active", Value{next});
    stage(changes, "acted." + next, Value{false});
    line += sayf(data, "; clockwise, the {} plays next (6)", factionName(data, next));
  }
  changes.commit(state);
  showStep(data, state, roundOver ? "end_of_round" : "turns");
  return Applied{"7", line, std::nullopt, action};
}

Result applyPlay(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"card", "place", "currency"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Playing a card"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto card = cardArgument(action, "card", true);
  if (!card) return unexpected(card.error());
  if (auto problem = requireInHand(data, changes, *faction, *card)) return unexpected(*problem);
  // A majority in the Palais-Egalité makes every card played for influence or currency
  // worth 3 cockades (15; AMB-51).
  std::int64_t worth = 0;
  std::string worthWhy;
  if (majority(changes, "palais_egalite") == *faction) {
    worth = 3;
    worthWhy = say(data, "3 cockades with the Palais-Egalité majority (15)");
  } else {
    auto printed = cockades(data, state, *card);
    if (!printed) return unexpected(printed.error());
    worth = *printed;
    worthWhy = sayn(data, worth, "{} cockade (7.1)", "{} cockades (7.1)", worth);
  }
  auto places = listArgument(action, "place");
  auto currency = numberArgument(action, "currency", 0, 3, false);
  if (!currency) return unexpected(currency.error());
  std::int64_t tokens = currency->value_or(0);
  auto used = static_cast<std::int64_t>(places.size()) + tokens;
  if (used == 0) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "say where the cubes go (the Convention nationale, a province...) and/or how many cockades become currency (7.1); to use the card's text, 'Play a card for its action'"),
                             "place"));
  }
  if (used > worth) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is worth {}; {} were used", cardName(data, *card), worthWhy, used),
                             "place"));
  }
  std::string line = sayf(data, "{} plays {} for {}", factionName(data, *faction), cardName(data, *card), worthWhy);
  if (tokens > 0) {
    auto kind = componentText(data, state, "faction_currency", *faction);
    if (!kind) return unexpected(kind.error());
    auto supply = changes.number("supply_" + *kind);
    // "there is a limited amount of currency" (11 Note; AMB-33).
    if (supply < tokens) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "currency: only {} {} left beside the board (11)", supply, currencyWord(data, *kind)),
                               "currency"));
    }
    stageAdd(changes, "supply_" + *kind, -tokens);
    stageAdd(changes, *kind + "." + *faction, tokens);
    line += sayn(data, tokens, "; {} cockade → {} (7.1, 11)", "; {} cockades → {} (7.1, 11)", tokens, currencyWord(data, *kind));
  }
  for (const auto& place : places) {
    if (auto problem = moveCubes(data, changes, *faction, 1, "pile", place)) {
      problem->argument = "place";
      return unexpected(*problem);
    }
    line += sayf(data, "; 1 cube pile → {}", placeName(data, place));
  }
  if (!places.empty()) line += " (7.1, 9)";
  putCard(changes, *card, "discard");
  stage(changes, "acted." + *faction, Value{true});
  changes.commit(state);
  return Applied{"7.1", line, std::nullopt, action};
}

Result applyCardAction(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"card", "province", "with"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Playing a card"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto card = cardArgument(action, "card", true);
  if (!card) return unexpected(card.error());
  if (auto problem = requireInHand(data, changes, *faction, *card)) return unexpected(*problem);
  const std::string& c = *card;
  std::string line = sayf(data, "{} plays {} for its action", factionName(data, *faction), cardName(data, c));
  std::string rule = "7.1";
  if (c == "ac33" || c == "ac34" || c == "ac35") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "a Military Offensive moves a General into battle: 'Military Offensive' with {}, the General and where he goes (12.3)",
                                  cardName(data, c)),
                             "card")
                          .pointing(WayForward::action("pt_offensive")));
  }
  if (c == "ac11" || c == "ac12" || c == "ac13") {
    // "If the Printing Press Action card AC11-13 is played for the Action, the player adds 5
    // influence to his pile" (9).
    auto moved = moveUpTo(data, changes, *faction, 5, "stock", "pile");
    line += moved < 5 ? sayf(data, ": {} (all the stock held)", describeMove(data, *faction, moved, "stock", "pile"))
                    : sayf(data, ": {}", describeMove(data, *faction, moved, "stock", "pile"));
    rule = "9, 15";
  } else if (c == "ac47" || c == "ac48" || c == "ac49") {
    // Uprising: "switches an influence from his pile with an influence of a rival in the
    // Province (Fb). That influence is then returned to the rival player's pile" (9).
    auto province = textArgument(action, "province", true);
    if (!province) return unexpected(province.error());
    if (placeKind(*province) != PlaceKind::Province) {
      return unexpected(refuse(ActionError::Code::UnknownName, sayf(data, "province: {} is not a province", quoteInput(*province)),
                               "province"));
    }
    auto rival = changes.text("province." + *province);
    if (rival == "none" || rival == *faction) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               rival == "none"
                                   ? sayf(data, "province: an Uprising switches a rival's cube, and {} holds none (9)",
                                          placeName(data, *province))
                                   : sayf(data, "province: an Uprising switches a rival's cube, and {} holds your own (9)",
                                          placeName(data, *province)),
                               "province"));
    }
    if (auto problem = moveCubes(data, changes, rival, 1, *province, "pile")) return unexpected(*problem);
    if (auto problem = moveCubes(data, changes, *faction, 1, "pile", *province)) return unexpected(*problem);
    line += sayf(data, ": the {} cube in {} returns to its pile, a {} cube from the pile takes its place",
                 factionName(data, rival), placeName(data, *province), factionName(data, *faction));
    rule = "9";
  } else if (c == "ac18" || c == "ac19" || c == "ac20" || c == "ac21") {
    // Arrest AC18/19: an activated Leader is de-activated, back to its owner's hand;
    // Assassination AC20/21: it is eliminated from the game (10.3, Glossary ARRESTED,
    // ASSASSINATED). A General's meeple leaves the board with it.
    bool arrest = c == "ac18" || c == "ac19";
    auto target = cardArgument(action, "with", true);
    if (!target) {
      auto error = target.error();
      error.message = arrest ? say(data, "an Arrest names the activated Leader it strikes (10.3)")
                             : say(data, "an Assassination names the activated Leader it strikes (10.3)");
      return unexpected(error);
    }
    auto owner = activatedBy(changes, *target);
    if (owner.empty()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "with: {} is not an activated Leader (10.3)", cardName(data, *target)), "with"));
    }
    putCard(changes, *target, arrest ? "hand_" + owner : std::string("eliminated"));
    if (const Table* generals = data.findTable("general_card")) {
      for (const auto& key : generals->rows.keys) {
        auto named = componentText(data, state, "general_card", key.text);
        if (named && *named == *target) stage(changes, "general_at." + key.text, Value{std::string("off")});
      }
    }
    line += arrest ? sayf(data, ": {} ({}) is arrested: de-activated, back to the {}'s hand", cardName(data, *target),
                          factionName(data, owner), factionName(data, owner))
                   : sayf(data, ": {} ({}) is assassinated: eliminated from the game", cardName(data, *target),
                          factionName(data, owner));
    rule = "10.3";
  } else if (c == "ac37") {
    // Saving the Royal family (13.1): the Prison du Temple filled (AMB-20: with Feuillant
    // cubes), Baron de Batz played — with Save the Dauphin AC41 if Louis XVI is dead.
    rule = "13.1";
    auto with = cardArgument(action, "with", false);
    if (!with) return unexpected(with.error());
    bool executed = !changes.flag("louis_alive");
    if (!with->empty()) {
      if (*with != "ac41") {
        return unexpected(refuse(ActionError::Code::BadArgument,
                                 say(data, "with: Baron de Batz is played together with Save the Dauphin AC41 only (13.1)"),
                                 "with"));
      }
      if (auto problem = requireInHand(data, changes, *faction, "ac41", "with")) return unexpected(*problem);
      putCard(changes, "ac41", "discard");
    }
    bool filled = changes.number("prison_temple." + *faction) >= areaSpaces(data, "prison_temple");
    bool saved = *faction == "feuillants" && filled && (!executed || *with == "ac41");
    if (saved) {
      stage(changes, "result", Value{std::string("royal_family_saved")});
      stage(changes, "winner", Value{std::string("feuillants")});
      line += executed ? say(data, ": the Prison du Temple is filled with Feuillant cubes and Save the Dauphin AC41 is played with it: the Royal family is saved, the Feuillant player wins (13.1)")
                       : say(data, ": the Prison du Temple is filled with Feuillant cubes: the Royal family is saved, the Feuillant player wins (13.1)");
    } else {
      line += executed ? say(data, ": the Royal family is not saved (13.1 needs the Feuillant's cubes on all 4 Prison du Temple spaces and Save the Dauphin AC41 played with it, Louis XVI being executed); carry out the card's text from the player aid")
                       : say(data, ": the Royal family is not saved (13.1 needs the Feuillant's cubes on all 4 Prison du Temple spaces); carry out the card's text from the player aid");
    }
  } else {
    line += say(data, ": carry out its text from the Action cards player aid (the rulebook does not print it); move cubes with 'Move cubes for a rule' citing the card");
  }
  putCard(changes, c, "discard");
  stage(changes, "acted." + *faction, Value{true});
  commitChecked(data, state, changes, line);
  return Applied{rule, line, std::nullopt, action};
}

Result applyActivate(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"card", "at", "general"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Activating a Leader"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto card = cardArgument(action, "card", true);
  if (!card) return unexpected(card.error());
  if (auto problem = requireInHand(data, changes, *faction, *card)) return unexpected(*problem);
  auto kind = cardKind(data, state, *card);
  if (!kind) return unexpected(kind.error());
  if (!isLeaderKind(*kind)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is not a Leader card; only Leaders are activated (7.2)", cardName(data, *card)), "card"));
  }
  auto symbols = cardFactions(data, state, *card);
  if (!symbols) return unexpected(symbols.error());
  if (std::find(symbols->begin(), symbols->end(), *faction) == symbols->end()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} does not carry the {} symbol: a Leader is activated only by a faction whose symbol it shows (7.2, 10.1)",
                                  cardName(data, *card), factionName(data, *faction)),
                             "card"));
  }
  std::string line = sayf(data, "{} activates {}", factionName(data, *faction), cardName(data, *card));
  if (isGeneralKind(*kind)) {
    // Which meeple: the general_card table (10.5), or the general the players name.
    std::string general;
    const Table* table = data.findTable("general_card");
    for (std::size_t row = 0; table && row < table->rows.keys.size(); ++row) {
      auto named = componentText(data, state, "general_card", table->rows.keys[row].text);
      if (named && *named == *card) general = table->rows.keys[row].text;
    }
    if (general.empty()) {
      auto given = textArgument(action, "general", true);
      if (!given) return unexpected(given.error());
      auto named = componentText(data, state, "general_card", *given);
      if (!named) return unexpected(named.error());
      if (*named != *card) {
        return unexpected(refuse(ActionError::Code::BadArgument,
                                 sayf(data, "general: the {} meeple belongs to {}, not {} (10.5)", generalName(data, *given), cardName(data, *named), cardName(data, *card)),
                                 "general"));
      }
      general = *given;
    }
    auto at = textArgument(action, "at", true);
    if (!at) return unexpected(at.error());
    if (placeKind(*at) != PlaceKind::Province) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "at: a General is placed on a province of the France board (10.5, 12.6); {} is not one", quoteInput(*at)),
                               "at"));
    }
    // "placed in any Province (Fb) NOT occupied by a Coalition army or the influence of a
    // rival player" (12.6).
    for (const std::string nation : {"austria", "prussia", "sardinia", "emigres", "britain", "dutch", "spain"}) {
      if (changes.text("army." + nation) == *at) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "at: the {} army occupies {}; a General is placed on a free or owned province (12.6)",
                                      wordText(nation), placeName(data, *at)),
                                 "at"));
      }
    }
    auto cube = changes.text("province." + *at);
    if (cube != "none" && cube != *faction) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "at: {} holds a {} cube; a General is placed on a free or owned province (12.6)",
                                    placeName(data, *at), factionName(data, cube)),
                               "at"));
    }
    stage(changes, "general_at." + general, Value{*at});
    line += sayf(data, " and places {}'s meeple in {} (10.5, 12.6)", generalName(data, general), placeName(data, *at));
  }
  putCard(changes, *card, "active_" + *faction);
  stage(changes, "acted." + *faction, Value{true});
  changes.commit(state);
  return Applied{"7.2, 10.3", sayf(data, "{}; its benefits start next round (10.3)", line), std::nullopt, action};
}

Result applyDraw(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"cards"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Drawing a card"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto limit = changes.number("possession_limit." + *faction);
  auto held = possession(changes, *faction);
  if (held >= limit) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has {} cards in possession; drawing needs LESS than {} (7.3, 10): exchange a card instead (7.4)",
                                  factionName(data, *faction), held, limit),
                             "side"));
  }
  // The Notre-Dame majority draws up to 3 cards, within the possession limit (7.3).
  bool notreDame = areaInPlay(changes, "notre_dame") && majority(changes, "notre_dame") == *faction;
  DrawLimits limits;
  limits.keep = std::min<std::int64_t>(notreDame ? 3 : 1, limit - held);
  limits.maxDraws = notreDame ? limits.keep : 2;
  limits.replaceEachImmediate = notreDame;
  auto line = drawCards(data, state, changes, *faction, listArgument(action, "cards"), limits);
  if (!line) return unexpected(line.error());
  stage(changes, "acted." + *faction, Value{true});
  changes.commit(state);
  return Applied{"7.3",
                 notreDame ? sayf(data, "{} draws (Notre-Dame majority: up to 3, 7.3): {}; {} cards in possession",
                                  factionName(data, *faction), *line, possession(StateChanges(data, state), *faction))
                           : sayf(data, "{} draws: {}; {} cards in possession", factionName(data, *faction), *line,
                                  possession(StateChanges(data, state), *faction)),
                 std::nullopt, action};
}

Result applyExchange(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"discard", "cards"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (auto problem = requireTurn(changes, *faction, say(data, "Exchanging a card"))) return unexpected(*problem);
  if (auto problem = requireBasicActionLeft(changes, *faction)) return unexpected(*problem);
  auto discard = cardArgument(action, "discard", true);
  if (!discard) return unexpected(discard.error());
  if (auto problem = requireInHand(data, changes, *faction, *discard, "discard")) return unexpected(*problem);
  if (*discard == "ac09") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "discard: you can never discard the Hidden safe of Louis XVI card AC09 (7.4)"), "discard"));
  }
  putCard(changes, *discard, "discard");
  auto line = drawCards(data, state, changes, *faction, listArgument(action, "cards"), DrawLimits{1, 2, false, false});
  if (!line) return unexpected(line.error());
  stage(changes, "acted." + *faction, Value{true});
  changes.commit(state);
  return Applied{"7.4", sayf(data, "{} discards {} and draws: {}", factionName(data, *faction), cardName(data, *discard), *line),
                 std::nullopt, action};
}

Result applyReshuffle(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (!cardsAt(changes, "deck").empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the draw pile still holds cards; it is rebuilt only once exhausted (12.2 ATTENTION)")));
  }
  // "the discarded To Paris! cards will be reshuffled into a new draw pile" (12.2
  // ATTENTION); the discard pile goes with them (AMB-31).
  std::int64_t count = 0;
  for (const std::string pile : {"to_paris", "discard"}) {
    for (const auto& card : cardsAt(changes, pile)) {
      putCard(changes, card, "deck");
      stage(changes, "advanced." + card, Value{false});
      ++count;
    }
  }
  changes.commit(state);
  return Applied{"12.2 ATTENTION",
                 sayf(data, "The draw pile is exhausted: the To Paris! and discard piles ({} cards) are shuffled into a new draw pile", count),
                 std::nullopt, action};
}

}  // namespace adc::patriots
