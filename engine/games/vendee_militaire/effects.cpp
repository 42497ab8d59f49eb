// The card texts the rulebook describes, as the players resolve them after a play
// [L101, L147]: Diplomacy's conversion and fortress removal [L220], Épidémie's random
// discard [L232], the Virée de Galerne hexes [L202] and the extra general [L208]. Other
// card texts the players apply on the board and, where they touch the books, with a
// logged correction (set/adjust with a reason).
//
// A text is resolved by the player of the standing play, once the opponent has had the
// chance to cancel it: entering it closes that chance (A7), so a cancelled card never
// has an effect to take back. It belongs to the card played: the play says which text
// its card carries (vm_play text=), and the text is resolved once, as the card says
// (A40): Diplomacy converts one hex or removes one Fortress [L220], Épidémie discards 1
// card [L232], Virée de Galerne adds one hex (A19), the extra general comes once [L208].

#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/rule_reference.hpp"
#include "cards.hpp"

namespace adc::vendee {

namespace {

std::optional<ActionError> requireOwnPlay(const StateChanges& changes, std::string_view side) {
  const GameData& data = changes.data();
  if (changes.text("stage") != "bidding") {
    return refuse(ActionError::Code::NotAllowed,
                  say(data, "a card's text is resolved when the card is played in a battle (Clarifications); no battle is being fought"));
  }
  if (changes.text("stand_side") != side) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "the standing play is not {}'s: a card's text is resolved by its player, right after playing it (Clarifications)",
                       capitalised(data, side)),
                  "side");
  }
  return std::nullopt;
}

// The card text of the standing play must be `text`, not yet resolved: "the effects of
// the cards you play are resolved when you play them" [L147], once per card played.
std::optional<ActionError> requirePendingText(const GameData& data, const StateChanges& changes,
                                              std::string_view side, std::string_view text, std::string_view rule) {
  auto pending = changes.text("stand_text");
  if (pending == text) return std::nullopt;
  const std::string card = wordName(data, text);
  if (pending == "none") {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(data, "{}'s standing play has no {} text to resolve: a card's text is resolved once, for the play that brought it (say the card's text when playing it) (Clarifications; {})",
                       capitalised(data, side), card, ruleReference(data, rule)));
  }
  return refuse(ActionError::Code::NotAllowed,
                sayf(data, "{}'s standing play brought {}, not {}: a play resolves its own card's text (Clarifications; {})",
                     capitalised(data, side), wordName(data, pending), card, ruleReference(data, rule)));
}

// Who resolves a card's text: the acting side, which must hold the standing play whose
// card carries `text`, not yet resolved; the action takes only the arguments listed.
Expected<std::string, ActionError> cardTextPlayer(const GameData& data, const StateChanges& changes,
                                                  const Action& action,
                                                  std::initializer_list<std::string_view> arguments,
                                                  std::string_view text, std::string_view rule) {
  if (auto problem = onlyArguments(action, arguments)) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  if (auto problem = requireOwnPlay(changes, *side)) return unexpected(*problem);
  if (auto problem = requirePendingText(data, changes, *side, text, rule)) return unexpected(*problem);
  return *side;
}

Result commitEffect(const GameData& data, GameState& state, const Action& action, StateChanges& changes,
                    const std::string& rule, const std::string& summary) {
  stage(changes, "cancellable", Value{false});
  stage(changes, "stand_text", Value{std::string("none")});  // resolved: once per card played
  changes.commit(state);
  showStep(data, state, "bidding");
  return Applied{rule, summary + say(data, "; the play can no longer be cancelled (house ruling)"), std::nullopt, action};
}

Expected<std::int64_t, ActionError> targetHex(const StateChanges& changes, const Action& action) {
  const GameData& data = changes.data();
  auto hex = numberArgument(action, "hex", firstHex, lastHex, true);
  if (!hex) return unexpected(hex.error());
  auto where = **hex;
  if (changes.text(hexKey("control", where)) == "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "hex {} is not on the board", where), "hex"));
  }
  // "You may not choose the hex where the battle takes place" [L220].
  if (where == changes.number("battle_hex")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} is the battle hex, which the card may not choose (Example of Play)", where),
                             "hex"));
  }
  return where;
}

}  // namespace

Result applyConvert(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"}, "diplomacy", "Example of Play");
  if (!side) return unexpected(side.error());
  auto hex = targetHex(changes, action);
  if (!hex) return unexpected(hex.error());
  // "Convert a hex without a Fortress" [L220]: an enemy hex (A24), converting one's own
  // being no effect at all.
  auto control = changes.text(hexKey("control", *hex));
  if (control == *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} is already {}'s; Diplomacy converts an enemy hex", *hex, capitalised(data, *side)),
                             "hex"));
  }
  if (changes.text(hexKey("fortress", *hex)) != "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} has a Fortress token: Diplomacy converts a hex without one, or removes the enemy Fortress instead ('Diplomacy: remove a Fortress') (Example of Play)",
                                  *hex),
                             "hex"));
  }
  stage(changes, hexKey("control", *hex), Value{*side});
  return commitEffect(data, state, action, changes, "Example of Play: Diplomacy",
                      sayf(data, "{} converts hex {}: flip it to its {} side", capitalised(data, *side), *hex,
                           capitalised(data, *side)));
}

Result applyRemoveFortress(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"}, "diplomacy", "Example of Play");
  if (!side) return unexpected(side.error());
  auto hex = targetHex(changes, action);
  if (!hex) return unexpected(hex.error());
  if (changes.text(hexKey("fortress", *hex)) != opponent(*side)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} has no {} Fortress token to remove; Diplomacy removes an enemy Fortress (Example of Play)",
                                  *hex, capitalised(data, opponent(*side))),
                             "hex"));
  }
  stage(changes, hexKey("fortress", *hex), Value{std::string("none")});
  stageAdd(changes, "fortress_reserve", 1);
  return commitEffect(data, state, action, changes, "Example of Play: Diplomacy",
                      sayf(data, "{} removes the enemy Fortress of hex {}: return the token to the common reserve",
                           capitalised(data, *side), *hex));
}

Result applyDiscardRandom(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  // "Makes the Blue player discard 1 card at random from their hand" [L232]: the count
  // is the card's, not the players' to type.
  if (action.arg("count")) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "count: Épidémie makes the opponent discard 1 card, as the card says (Example of Play); leave count out"),
                             "count"));
  }
  auto side = cardTextPlayer(data, changes, action, {"seat"}, "epidemie", "Example of Play");
  if (!side) return unexpected(side.error());
  const std::int64_t how = 1;
  const std::string target = opponent(*side);
  // Four players: the player of the card chooses which opposing player discards [L256].
  auto seat = handSeat(changes, action, target);
  if (!seat) return unexpected(seat.error());
  if (auto problem = takeFromHand(changes, data, target, *seat, how)) return unexpected(*problem);
  stageAdd(changes, "discard." + target, how);
  return commitEffect(data, state, action, changes, "Example of Play: Épidémie",
                      sayf(data, "{} discards {} card at random from hand",
                           seat->empty() ? capitalised(data, target) : seatName(data, *seat), how));
}

Result applyAddHex(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"}, "viree_de_galerne", "Card Notes");
  if (!side) return unexpected(side.error());
  auto hex = numberArgument(action, "hex", lastStartingHex + 1, lastHex, true);
  if (!hex) return unexpected(hex.error());
  if (changes.text(hexKey("control", **hex)) != "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} is already on the board", **hex), "hex"));
  }
  // "Add hexes on the Blue side" [L202]: read as Blue face up (A19).
  stage(changes, hexKey("control", **hex), Value{std::string("blue")});
  return commitEffect(data, state, action, changes, "Card Notes: Virée de Galerne",
                      sayf(data, "Virée de Galerne: add hex {} to the board, Blue side up, in the extension's layout", **hex));
}

Result applyExtraGeneral(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {}, "extra_general", "Card Notes");
  if (!side) return unexpected(side.error());
  if (changes.text("extra_general." + *side) == "available") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} already has an unused extra general this round", capitalised(data, *side)),
                             "side"));
  }
  stage(changes, "extra_general." + *side, Value{std::string("available")});
  return commitEffect(data, state, action, changes, "Card Notes",
                      sayf(data, "{} gains an extra general of Strategic Value 4 for this round: place the yellow Extra General marker on the Rounds board",
                           capitalised(data, *side)));
}

}  // namespace adc::vendee
