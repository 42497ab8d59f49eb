// Resolving a Battle [L128-L179]: designating the hex and drawing its cards, each play
// checked against the standing play, Cancellation cards and generals, and the player
// who can no longer outbid.

#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"
#include "battle_end.hpp"
#include "cards.hpp"
#include "targets.hpp"

#include "adc/resolution.hpp"

#include <map>

namespace adc::vendee {

namespace {

// A card type as the players read it ([words] military, territory, both).
std::string typeName(const GameData& data, std::string_view type) { return wordName(data, type); }

// A card's type as typed: military, territory or both (Military/Territory) [L99].
Expected<std::string, ActionError> readType(const GameData& data, const Action& action) {
  auto word = action.text("type");
  if (!word) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "'Play cards in the battle' needs the card's type: Military, Territory or both"), "type"));
  }
  static const std::map<std::string, std::string> words{
      {"military", "military"}, {"m", "military"},   {"territory", "territory"},          {"t", "territory"},
      {"both", "both"},         {"mt", "both"},      {"military_territory", "both"}};
  auto found = words.find(*word);
  if (found == words.end()) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "type: {} is not a card type; expected military, territory or both (Battle Cards)", quoteInput(*word)),
                             "type"));
  }
  return found->second;
}

// May a card of type `card` answer a last card of type `last`? "Of the same type as the
// Attacker's last card ... Military/Territory cards have both types" [L138]. Every card
// of the answering play must match (A39); a Bonus card always does, being both [L147].
bool compatible(std::string_view last, std::string_view card) {
  return last == "none" || last == "both" || card == "both" || last == card;
}

struct Play {
  std::int64_t base = 0;
  std::string baseType;
  bool baseIsBonus = false;
  std::int64_t bonus = 0;  // 0: no Bonus card added
  std::int64_t cards = 1;
  std::int64_t total = 0;
  std::string lastType;
  bool plusRound = false;
  bool minusRound = false;
  std::int64_t unique = 0;
  std::string cardText = "none";  // the card text the app resolves for this play (A40)

  std::string describe(const GameData& data) const {
    std::string text = baseIsBonus ? sayf(data, "a +{} Bonus card as a card of value {}", base, base)
                                   : sayf(data, "a {} card of value {}", typeName(data, baseType), base);
    if (bonus) text += sayf(data, " with a +{} Bonus card", bonus);
    return text + sayf(data, ", total {}", total);
  }
};

Expected<Play, ActionError> readPlay(const GameData& data, const Action& action) {
  Play play;
  auto value = numberArgument(action, "value", 1, 5, false);
  if (!value) return unexpected(value.error());
  auto asNormal = numberArgument(action, "normal_bonus", 1, 2, false);
  if (!asNormal) return unexpected(asNormal.error());
  if (*value && *asNormal) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "give either the card's value (1 to 5) with its type, or the value (1 or 2) of a Bonus card played as a normal card, not both"),
                             "normal_bonus"));
  }
  if (*asNormal) {
    // "You may also play a Bonus card as a normal card of value 1 ... or value 2" [L110, L148];
    // a Bonus card is always Military/Territory [L147].
    if (action.arg("type")) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               say(data, "type: a Bonus card is always Military/Territory (Clarifications); leave type out"), "type"));
    }
    play.base = **asNormal;
    play.baseType = "both";
    play.baseIsBonus = true;
  } else if (*value) {
    auto type = readType(data, action);
    if (!type) return unexpected(type.error());
    play.base = **value;
    play.baseType = *type;
  } else {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "'Play cards in the battle' needs the card: its value (1 to 5) and type (Military, Territory or both), or the value (1 or 2) of a Bonus card played as a normal card"),
                             "value"));
  }
  if (const Value* bonus = action.arg("bonus")) {
    // "You may play one (and only one) such card in addition" [L110].
    if (auto faces = std::get_if<DiceFaces>(bonus); faces && faces->size() > 1) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "bonus: one (and only one) Bonus card may be added to a play (Bonus Cards)"), "bonus"));
    }
    auto amount = numberArgument(action, "bonus", 1, 2, true);
    if (!amount) return unexpected(amount.error());
    play.bonus = **amount;
    play.cards = 2;
  }
  play.total = play.base + play.bonus;
  // "If you play a Bonus card, the last card played is that Bonus card" [L147].
  play.lastType = play.bonus ? "both" : play.baseType;
  auto plus = flagArgument(action, "plus_round");
  if (!plus) return unexpected(plus.error());
  auto minus = flagArgument(action, "minus_round");
  if (!minus) return unexpected(minus.error());
  play.plusRound = *plus;
  play.minusRound = *minus;
  auto unique = numberArgument(action, "unique", 0, play.cards, false);
  if (!unique) return unexpected(unique.error());
  play.unique = unique->value_or(0);
  // The card's text the app resolves, if it is one of those the rulebook describes
  // [L202, L208, L220, L232]: one per play, the card of value's (a Bonus card's text is
  // its bonus condition [L106], A25, A40).
  if (auto text = action.text("text")) {
    static const std::map<std::string, std::string> texts{{"diplomacy", "diplomacy"},
                                                          {"epidemie", "epidemie"},
                                                          {"epidemic", "epidemie"},
                                                          {"viree_de_galerne", "viree_de_galerne"},
                                                          {"extra_general", "extra_general"},
                                                          {"representative", "extra_general"},
                                                          {"commander_in_chief", "extra_general"}};
    auto found = texts.find(*text);
    if (found == texts.end()) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "text: {} is not a card text the app resolves; expected diplomacy, epidemie, viree_de_galerne or extra_general (other texts are applied on the board)",
                                    quoteInput(*text)),
                               "text"));
    }
    play.cardText = found->second;
  } else if (action.arg("text")) {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "text: a card text is a word, such as diplomacy"), "text"));
  }
  return play;
}

std::optional<ActionError> requireBidding(const StateChanges& changes) {
  if (changes.text("stage") == "bidding") return std::nullopt;
  return refuse(ActionError::Code::NotAllowed,
                say(changes.data(), "no battle is being fought now; the Attacker designates a hex first (Resolving a Battle I)"))
      .pointing(WayForward::action("vm_designate"));
}

// A general or a Cancellation card answers "the card (or the pair of cards)" the
// opponent has just played [L155, L206]: only the latest play, right after it is made and
// before its text is resolved (A7, A27); never a Cancellation (A37).
std::optional<ActionError> requireCancellable(const StateChanges& changes, std::string_view side) {
  if (auto problem = requireBidding(changes)) return problem;
  const GameData& data = changes.data();
  auto owner = changes.text("stand_side");
  if (owner == "none" || owner == side) {
    return refuse(ActionError::Code::NotAllowed,
                  say(data, "there is no play of the opponent's to cancel: a general or a Cancellation card answers the cards the opponent has just played (Generals; Card Notes)"));
  }
  if (changes.text("to_play") != side) {
    return refuse(ActionError::Code::NotAllowed, sayf(data, "it is {}'s turn", capitalised(data, changes.text("to_play"))),
                  "side");
  }
  if (!changes.flag("cancellable")) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "{}'s standing play can no longer be cancelled: only the play just made, before its text is resolved, can be; a Cancellation card cannot be cancelled, even by a general (Card Notes)",
                       capitalised(data, owner)));
  }
  return std::nullopt;
}

// The standing play has no effect and is discarded; the play under it stands again, and
// its player's opponent must play again to outbid it [L155-L157, L206, L226].
std::string cancelStanding(StateChanges& changes) {
  const std::string owner = changes.text("stand_side");
  auto cards = changes.number("stand_cards");
  auto unique = changes.number("stand_unique");
  stageAdd(changes, "in_battle." + owner, -cards);
  stageAdd(changes, "in_battle_unique." + owner, -unique);
  stageAdd(changes, "discard." + owner, cards - unique);
  stageAdd(changes, "set_aside." + owner, unique);  // a Unique Event played is set aside [L200]
  // Cancelled cards have no effect, so their ±1 Round does not count (A13).
  if (changes.flag("stand_plus_round")) stageAdd(changes, "plus_round." + owner, -1);
  if (changes.flag("stand_minus_round")) stageAdd(changes, "minus_round." + owner, -1);
  stage(changes, "stand_total", changes.read("prev_total"));
  stage(changes, "stand_type", changes.read("prev_type"));
  stage(changes, "stand_side", changes.read("prev_side"));
  stage(changes, "stand_cards", Value{std::int64_t{0}});
  stage(changes, "stand_unique", Value{std::int64_t{0}});
  stage(changes, "stand_plus_round", Value{false});
  stage(changes, "stand_minus_round", Value{false});
  stage(changes, "stand_text", Value{std::string("none")});  // cancelled cards have no effect [L155, L206]
  stage(changes, "prev_total", Value{std::int64_t{0}});
  stage(changes, "prev_type", Value{std::string("none")});
  stage(changes, "prev_side", Value{std::string("none")});
  stage(changes, "cancellable", Value{false});
  stage(changes, "to_play", Value{owner});
  const GameData& data = changes.data();
  const std::string who = capitalised(data, owner);
  auto total = changes.number("stand_total");
  std::string line = cards == 1 ? sayf(data, "{}'s card is discarded without effect; ", who)
                                : sayf(data, "{}'s 2 cards are discarded without effect; ", who);
  if (total == 0) return line + sayf(data, "{} plays again with nothing to beat (house ruling)", who);
  return line + sayf(data, "{} must play again to beat {} ({} last), if they can (Generals)", who, total,
                     typeName(data, changes.text("stand_type")));
}

Result commitBattle(const GameData& data, GameState& state, const Action& action, StateChanges& changes,
                    const std::string& rule, const std::string& summary,
                    std::optional<Resolution> resolution = std::nullopt) {
  changes.commit(state);
  showStep(data, state, changes.text("stage"));
  return Applied{rule, summary, std::move(resolution), action};
}

}  // namespace

Result applyDesignate(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"hex", "set_aside_white", "set_aside_blue"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") == "bidding") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "a battle is being fought on hex {}; it ends when a player cannot outbid",
                                  changes.number("battle_hex")))
                          .pointing(WayForward::action("vm_cannot_outbid")));
  }
  if (changes.text("stage") != "designate") {
    auto refusal = refuse(ActionError::Code::NotAllowed,
                          say(data, "hexes are designated in the Battles phase, after the round's draw"));
    if (changes.text("stage") == "draw") return unexpected(std::move(refusal).pointing(WayForward::action("vm_draw")));
    return unexpected(refusal);
  }
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto attacker = changes.text("attacker");
  if (*side != attacker) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is the Attacker and designates the hex (Resolving a Battle; End of a Battle)", capitalised(data, attacker)),
                             "side"));
  }
  auto hex = numberArgument(action, "hex", firstHex, lastHex, true);
  if (!hex) return unexpected(hex.error());
  auto where = **hex;
  if (auto problem = designationProblem(changes, attacker, where)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, *problem, "hex"));
  }
  // Step II: each side draws the number on the hex's box for its colour [L134], read
  // on the face showing (A2).
  auto face = changes.text(hexKey("control", where));
  auto draws = componentCell(data, state, "hex_draws", std::to_string(where), face);
  if (!draws) return unexpected(draws.error());
  std::map<std::string, std::int64_t> quota{{"white", asNumber((*draws)[0]).value_or(0)},
                                            {"blue", asNumber((*draws)[1]).value_or(0)}};
  // A typed-in box is the players' reading of their hex; a negative one is a typo.
  for (const auto& [who, count] : quota) {
    if (count < 0) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "{} says {} draws {}; a box holds 0 or more cards (correct the chart entry)",
                                    cellName(data, CellRef{"hex_draws", std::to_string(where), face}),
                                    capitalised(data, who), count),
                               "hex"));
    }
  }
  std::map<std::string, std::vector<std::pair<std::string, std::int64_t>>> portions;
  if (fourPlayer(changes)) {
    // Dealt one card at a time clockwise from the First Player, each player receiving the
    // next card of their own side while the side's number lasts [L253] (A21).
    std::map<std::string, std::int64_t> perSeat;
    auto left = quota;
    std::string seat = changes.text("first_player");
    while (left["white"] + left["blue"] > 0) {
      auto seatOf = seatSide(seat);
      if (left[seatOf] > 0) {
        --left[seatOf];
        ++perSeat[seat];
      }
      seat = nextSeat(seat);
    }
    for (const auto& [who, count] : perSeat) portions[seatSide(who)].emplace_back(who, count);
  } else {
    for (const auto& [who, count] : quota) portions[who].emplace_back("", count);
  }
  std::string journal =
      changes.text(hexKey("fortress", where)) != "none"
          ? sayf(data, "{} attacks hex {} ({}, with a Fortress) and places their Battle marker on it",
                 capitalised(data, attacker), where, capitalised(data, face))
          : sayf(data, "{} attacks hex {} ({}) and places their Battle marker on it", capitalised(data, attacker), where,
                 capitalised(data, face));
  for (const std::string who : {"white", "blue"}) {
    auto unique = numberArgument(action, reshuffleArgument(who), 0, 52, false);
    if (!unique) return unexpected(unique.error());
    if (quota[who] == 0) {
      if (*unique) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "Unique Events set aside: {} draws no card on this hex", capitalised(data, who)),
                                 reshuffleArgument(who)));
      }
      journal += sayf(data, "; {} draws none", capitalised(data, who));
      continue;
    }
    auto line = drawCards(changes, who, portions[who], *unique);
    if (!line) return unexpected(line.error());
    journal += say(data, "; ") + *line;
  }
  stage(changes, "battle_hex", Value{where});
  stage(changes, "to_play", Value{attacker});
  stage(changes, "stage", Value{std::string("bidding")});
  journal += sayf(data, " (Resolving a Battle I-II). {} plays first (Resolving a Battle III)", capitalised(data, attacker));
  return commitBattle(data, state, action, changes, "Resolving a Battle I-II", journal);
}

Result applyPass(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") != "designate") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "only an Attacker about to designate a hex may pass")));
  }
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto attacker = changes.text("attacker");
  if (*side != attacker) {
    return unexpected(
        refuse(ActionError::Code::NotAllowed, sayf(data, "{} is the Attacker", capitalised(data, attacker)), "side"));
  }
  // The rules give the Attacker no way out of attacking; a pass is only for the case
  // they do not foresee, when no hex may be designated at all (A18).
  for (int hex = firstHex; hex <= lastHex; ++hex) {
    if (!designationProblem(changes, attacker, hex)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "hex {} may be designated: the Attacker must attack (Resolving a Battle)", hex)));
    }
  }
  stage(changes, "attacker", Value{opponent(attacker)});
  if (fourPlayer(changes)) stage(changes, "attacker_seat", Value{nextSeat(changes.text("attacker_seat"))});
  return commitBattle(data, state, action, changes, "Resolving a Battle I",
                      sayf(data, "{} has no hex to designate and passes; {} attacks", capitalised(data, attacker),
                           capitalised(data, opponent(attacker))));
}

Result applyPlay(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"value", "type", "normal_bonus", "bonus", "plus_round", "minus_round",
                                            "unique", "text", "seat"})) {
    return unexpected(*problem);
  }
  StateChanges changes(data, state);
  if (auto problem = requireBidding(changes)) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto toPlay = changes.text("to_play");
  auto owner = changes.text("stand_side");
  // Four players: a player need not outbid their partner, but may (A21).
  bool partnerOverbid = fourPlayer(changes) && owner == *side && toPlay == opponent(*side);
  if (*side != toPlay && !partnerOverbid) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             owner == "none" ? sayf(data, "it is {}'s turn to play (Resolving a Battle III)", capitalised(data, toPlay))
                                             : sayf(data, "it is {}'s turn to outbid (Resolving a Battle IV-V)", capitalised(data, toPlay)),
                             "side"));
  }
  auto play = readPlay(data, action);
  if (!play) return unexpected(play.error());
  auto standTotal = changes.number("stand_total");
  auto standType = changes.text("stand_type");
  if (owner != "none") {
    if (!compatible(standType, play->baseType)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "the last card played is {}: answer with a {} or Military/Territory card, not {} (Resolving a Battle IV)",
                                    typeName(data, standType), typeName(data, standType), typeName(data, play->baseType)),
                               "type"));
    }
    if (play->total <= standTotal) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "a total of {} does not outbid {}: the total must be higher (Resolving a Battle IV)", play->total,
                                    standTotal),
                               play->bonus ? "bonus" : "value"));
    }
  }
  auto seat = handSeat(changes, action, *side);
  if (!seat) return unexpected(seat.error());
  if (auto problem = takeFromHand(changes, data, *side, *seat, play->cards)) return unexpected(*problem);
  stageAdd(changes, "in_battle." + *side, play->cards);
  stageAdd(changes, "in_battle_unique." + *side, play->unique);
  if (play->plusRound) stageAdd(changes, "plus_round." + *side, 1);
  if (play->minusRound) stageAdd(changes, "minus_round." + *side, 1);
  stage(changes, "prev_total", Value{standTotal});
  stage(changes, "prev_type", Value{standType});
  stage(changes, "prev_side", Value{owner});
  stage(changes, "stand_total", Value{play->total});
  stage(changes, "stand_type", Value{play->lastType});
  stage(changes, "stand_side", Value{*side});
  stage(changes, "stand_cards", Value{play->cards});
  stage(changes, "stand_unique", Value{play->unique});
  stage(changes, "stand_plus_round", Value{play->plusRound});
  stage(changes, "stand_minus_round", Value{play->minusRound});
  // An earlier play's text not resolved lapses: a text is resolved when its card is played [L147].
  stage(changes, "stand_text", Value{play->cardText});
  stage(changes, "cancellable", Value{true});
  const std::string next = opponent(*side);
  stage(changes, "to_play", Value{next});
  std::string card = play->describe(data);
  if (play->cardText != "none") card += sayf(data, " ({})", wordName(data, play->cardText));
  if (play->plusRound) card += say(data, ", +1 Round");
  if (play->minusRound) card += say(data, ", -1 Round");
  const std::string player = seat->empty() ? capitalised(data, *side) : seatName(data, *seat);
  std::string summary =
      play->lastType == "both"
          ? sayf(data, "{} plays {}. {} may answer with cards of any type totalling more than {}; a general or Cancellation comes before the card's text is resolved (Resolving a Battle; Clarifications; house ruling)",
                 player, card, capitalised(data, next), play->total)
          : sayf(data, "{} plays {}. {} must answer with {} or Military/Territory cards totalling more than {}; a general or Cancellation comes before the card's text is resolved (Resolving a Battle; Clarifications; house ruling)",
                 player, card, capitalised(data, next), typeName(data, play->lastType), play->total);
  return commitBattle(data, state, action, changes,
                      owner == "none" ? "Resolving a Battle III" : "Resolving a Battle IV-V",
                      summary);
}

Result applyCancel(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"unique", "seat"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  if (auto problem = requireCancellable(changes, *side)) return unexpected(*problem);
  auto unique = numberArgument(action, "unique", 0, 1, false);
  if (!unique) return unexpected(unique.error());
  auto seat = handSeat(changes, action, *side);
  if (!seat) return unexpected(seat.error());
  if (auto problem = takeFromHand(changes, data, *side, *seat, 1)) return unexpected(*problem);
  // The Cancellation card stays on the table with the canceller's cards until the battle ends (A23).
  stageAdd(changes, "in_battle." + *side, 1);
  stageAdd(changes, "in_battle_unique." + *side, unique->value_or(0));
  auto line = cancelStanding(changes);
  return commitBattle(data, state, action, changes, "Card Notes: Cancellation",
                      sayf(data, "{} plays a Cancellation card: {}", capitalised(data, *side), line));
}

Result applyGeneral(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"die", "extra"})) return unexpected(*problem);
  StateChanges changes(data, state);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  if (auto problem = requireCancellable(changes, *side)) return unexpected(*problem);
  auto extra = flagArgument(action, "extra");
  if (!extra) return unexpected(extra.error());
  if (*extra) {
    auto status = changes.text("extra_general." + *side);
    if (status != "available") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               status == "used"
                                   ? sayf(data, "{} has used the extra general of this round (Card Notes)", capitalised(data, *side))
                                   : sayf(data, "{} has no extra general this round; a Representative of the People or Commander-in-Chief card gives one (Card Notes)",
                                          capitalised(data, *side)),
                               "extra"));
    }
  } else if (changes.flag("general_used." + *side)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has used the general of round {}: once per round (Generals)",
                                  capitalised(data, *side), state.turn),
                             "side"));
  }
  if (!action.arg("die")) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "'Roll for the general' needs the d6 rolled, 1 to 6 (Generals)"), "die"));
  }
  const Procedure* procedure = data.findProcedure(*extra ? "extra_general" : "general");
  std::map<std::string, Value> inputs{{"die", *action.arg("die")}};
  if (!*extra) inputs["round"] = Value{std::int64_t{state.turn}};
  // The round's general and its Strategic Value come from the Rounds board, typed in
  // from the players' copy where the text does not print it (A4).
  auto resolution = resolve(data, *procedure, inputs, *side, state, gameCharts(data, state));
  if (!resolution) return unexpected(resolution.error());
  for (const auto& [field, value] : resolution->fields) {
    auto sv = asNumber(value);
    if (field == "sv" && (!sv || *sv < 1 || *sv > 4)) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "generals row {}, column {} gives a Strategic Value of {}; it runs from 1 to 4 (Generals) (correct the chart entry)",
                                    state.turn, *side, toDisplayString(value))));
    }
  }
  // A failed roll spends the general too: "to use a general, roll the die" (A11).
  if (*extra) stage(changes, "extra_general." + *side, Value{std::string("used")});
  else stage(changes, "general_used." + *side, Value{true});
  std::string summary = *extra ? sayf(data, "{} uses the extra general: {}", capitalised(data, *side), resolution->headline(data))
                                : sayf(data, "{} uses their general: {}", capitalised(data, *side), resolution->headline(data));
  if (resolution->outcomeId == "cancelled") {
    summary += say(data, "; ") + cancelStanding(changes);
  } else {
    summary += sayf(data, "; {} must still outbid or cannot (Clarifications)", capitalised(data, *side));
  }
  return commitBattle(data, state, action, changes, procedure->rule, summary, std::move(*resolution));
}

Result applyCannotOutbid(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (auto problem = requireBidding(changes)) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto toPlay = changes.text("to_play");
  if (*side != toPlay) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "it is {} who must outbid now, not {}", capitalised(data, toPlay), capitalised(data, *side)),
                             "side"));
  }
  auto owner = changes.text("stand_side");
  if (fourPlayer(changes) && owner == *side) {
    // Four players: the standing play is the partner's (a cancelled raise of it left it
    // standing), which no one is obliged to outbid [L253]: the turn passes to the other side.
    stage(changes, "to_play", Value{opponent(*side)});
    stage(changes, "cancellable", Value{false});
    return commitBattle(data, state, action, changes, "Four-Player Variant: Battles",
                        sayf(data, "{} need not outbid their partner's {} (Four-Player Variant: Battles); {} must outbid it", capitalised(data, *side),
                             changes.number("stand_total"), capitalised(data, opponent(*side))));
  }
  // "When a player can no longer outbid, their opponent wins the battle" [L165]. An
  // Attacker with no standing play (the opening play cancelled and not replaced, or no
  // card with a value to open) loses too (A17).
  auto winner = opponent(*side);
  std::string why = owner == "none"
                        ? sayf(data, "{} cannot outbid (no play of theirs stands) (Resolving a Battle VI; End of a Battle). ", capitalised(data, *side))
                        : sayf(data, "{} cannot outbid {} (Resolving a Battle VI; End of a Battle). ", capitalised(data, *side),
                               changes.number("stand_total"));
  auto end = finishBattle(changes, data, winner);
  return commitBattle(data, state, action, changes, "End of a Battle", why + end.journal);
}

}  // namespace adc::vendee
