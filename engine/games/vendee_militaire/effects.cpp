// The card texts the rulebook describes, as the players resolve them after a play
// [L101, L147]: Diplomacy's conversion and fortress removal [L220], Épidémie's random
// discard [L232], the Virée de Galerne hexes [L202] and the extra general [L208]. Other
// card texts the players apply on the board and, where they touch the books, with a
// logged correction (set/adjust with a reason).
//
// A text is resolved by the player of the standing play, once the opponent has had the
// chance to cancel it: entering it closes that chance (A7), so a cancelled card never
// has an effect to take back.

#include "actions.hpp"
#include "cards.hpp"

namespace adc::vendee {

namespace {

std::optional<ActionError> requireOwnPlay(const StateChanges& changes, std::string_view side) {
  if (changes.text("stage") != "bidding") {
    return refuse(ActionError::Code::NotAllowed,
                  "a card's text is resolved when the card is played in a battle [L147]; no battle is being fought");
  }
  if (changes.text("stand_side") != side) {
    return refuse(ActionError::Code::NotAllowed,
                  "the standing play is not " + capitalised(side) +
                      "'s: a card's text is resolved by its player, right after playing it [L147]",
                  "side");
  }
  return std::nullopt;
}

// Who resolves a card's text: the acting side, which must hold the standing play; the
// action takes only the arguments listed.
Expected<std::string, ActionError> cardTextPlayer(const GameData& data, const StateChanges& changes,
                                                  const Action& action,
                                                  std::initializer_list<std::string_view> arguments) {
  if (auto problem = onlyArguments(action, arguments)) return unexpected(*problem);
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  if (auto problem = requireOwnPlay(changes, *side)) return unexpected(*problem);
  return *side;
}

Result commitEffect(const GameData& data, GameState& state, const Action& action, StateChanges& changes,
                    const std::string& rule, const std::string& summary) {
  stage(changes, "cancellable", Value{false});
  changes.commit(state);
  showStep(data, state, "bidding");
  return Applied{rule, summary + "; the play can no longer be cancelled (house ruling)", std::nullopt, action};
}

Expected<std::int64_t, ActionError> targetHex(const StateChanges& changes, const Action& action) {
  auto hex = numberArgument(action, "hex", firstHex, lastHex, true);
  if (!hex) return unexpected(hex.error());
  auto where = **hex;
  if (changes.text(hexKey("control", where)) == "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed, "hex " + std::to_string(where) + " is not on the board",
                             "hex"));
  }
  // "You may not choose the hex where the battle takes place" [L220].
  if (where == changes.number("battle_hex")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "hex " + std::to_string(where) + " is the battle hex, which the card may not choose [L220]",
                             "hex"));
  }
  return where;
}

}  // namespace

Result applyConvert(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"});
  if (!side) return unexpected(side.error());
  auto hex = targetHex(changes, action);
  if (!hex) return unexpected(hex.error());
  // "Convert a hex without a Fortress" [L220]: an enemy hex (A24), converting one's own
  // being no effect at all.
  auto control = changes.text(hexKey("control", *hex));
  if (control == *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "hex " + std::to_string(*hex) + " is already " + capitalised(*side) +
                                 "'s; Diplomacy converts an enemy hex",
                             "hex"));
  }
  if (changes.text(hexKey("fortress", *hex)) != "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "hex " + std::to_string(*hex) +
                                 " has a Fortress token: Diplomacy converts a hex without one, or removes the enemy "
                                 "Fortress instead ('Diplomacy: remove a Fortress') [L220]",
                             "hex"));
  }
  stage(changes, hexKey("control", *hex), Value{*side});
  return commitEffect(data, state, action, changes, "Example of Play: Diplomacy [L220]",
                      capitalised(*side) + " converts hex " + std::to_string(*hex) + ": flip it to its " +
                          capitalised(*side) + " side");
}

Result applyRemoveFortress(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"});
  if (!side) return unexpected(side.error());
  auto hex = targetHex(changes, action);
  if (!hex) return unexpected(hex.error());
  if (changes.text(hexKey("fortress", *hex)) != opponent(*side)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "hex " + std::to_string(*hex) + " has no " + capitalised(opponent(*side)) +
                                 " Fortress token to remove; Diplomacy removes an enemy Fortress [L220]",
                             "hex"));
  }
  stage(changes, hexKey("fortress", *hex), Value{std::string("none")});
  stageAdd(changes, "fortress_reserve", 1);
  return commitEffect(data, state, action, changes, "Example of Play: Diplomacy [L220]",
                      capitalised(*side) + " removes the enemy Fortress of hex " + std::to_string(*hex) +
                          ": return the token to the common reserve");
}

Result applyDiscardRandom(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"count", "seat"});
  if (!side) return unexpected(side.error());
  auto count = numberArgument(action, "count", 1, 52, false);
  if (!count) return unexpected(count.error());
  auto how = count->value_or(1);
  const std::string target = opponent(*side);
  // Four players: the player of the card chooses which opposing player discards [L256].
  auto seat = handSeat(changes, action, target);
  if (!seat) return unexpected(seat.error());
  if (auto problem = takeFromHand(changes, data, target, *seat, how)) return unexpected(*problem);
  stageAdd(changes, "discard." + target, how);
  return commitEffect(data, state, action, changes, "Example of Play: Épidémie [L232]",
                      capitalised(target) + (seat->empty() ? "" : " (seat " + *seat + ")") + " discards " +
                          std::to_string(how) + " card" + (how == 1 ? "" : "s") + " at random from hand");
}

Result applyAddHex(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {"hex"});
  if (!side) return unexpected(side.error());
  auto hex = numberArgument(action, "hex", lastStartingHex + 1, lastHex, true);
  if (!hex) return unexpected(hex.error());
  if (changes.text(hexKey("control", **hex)) != "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "hex " + std::to_string(**hex) + " is already on the board", "hex"));
  }
  // "Add hexes on the Blue side" [L202]: read as Blue face up (A19).
  stage(changes, hexKey("control", **hex), Value{std::string("blue")});
  return commitEffect(data, state, action, changes, "Card Notes: Virée de Galerne [L202]",
                      "Virée de Galerne: add hex " + std::to_string(**hex) +
                          " to the board, Blue side up, in the extension's layout");
}

Result applyExtraGeneral(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  auto side = cardTextPlayer(data, changes, action, {});
  if (!side) return unexpected(side.error());
  if (changes.text("extra_general." + *side) == "available") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             capitalised(*side) + " already has an unused extra general this round", "side"));
  }
  stage(changes, "extra_general." + *side, Value{std::string("available")});
  return commitEffect(data, state, action, changes, "Card Notes [L208]",
                      capitalised(*side) +
                          " gains an extra general of Strategic Value 4 for this round: place the yellow Extra "
                          "General marker on the Rounds board");
}

}  // namespace adc::vendee
