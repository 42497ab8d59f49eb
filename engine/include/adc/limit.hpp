#pragma once
// Rules that limit: "a power is limited to one (and only one) attempt each turn" (Grand
// Siècle 18.2), "a Company can only try and build one new commercial fleet per
// commercial phase" (4.13), "only one of the player's powers may attempt a minor
// control" (8.2). A procedure (procedures/*.toml, [[procedure.limit]]), a module action
// (ActionDescription::limits) and a sealed entry ([[sealed.limit]]) declare how many
// times it may be done, per what span of the game and counted per whom, with the rule.
//
// The count comes from the log: each action that a limit counts leaves a LimitUse in the
// state, and the state is setup + fold(actions), so undo (a replay) gives the attempt
// back. A use of an older span (an earlier turn) is dropped when a new use is counted.
// A sealed entry counts the entries of its round instead (each reveal ends one), since
// a side entering again replaces its entry rather than adding one.
//
// applyAction refuses an action past its limit (ActionError NotAllowed, before any
// roll, nothing logged) with the rule and what was already done; `limitReached` tells
// the front ends the same before anyone rolls, so a button can say "Already done this
// turn (18.2)" and stay disabled.

#include "adc/expected.hpp"
#include "adc/expression.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Action;
struct ActionError;
struct GameData;
struct GameState;

struct LimitDef {
  // Required, unique within its procedure or sealed entry ("one_attempt_a_turn"): names
  // the limit for its translation ([procedure.<id>.limit.<id>]), as a refusal's id does.
  std::string id;
  std::string rule;          // "18.2"
  std::string text;          // the rulebook's words: "a power is limited to one attempt each turn"
  std::int64_t times = 1;    // how many times in the span
  // The span the count runs over: "turn", "phase" (the outermost node of the sequence),
  // "step", "game", or a value of the game whose change starts a new span ("year",
  // "battle_no"). Not read for a sealed entry, whose span is its round.
  std::string per = "turn";
  // Counted apart for each: "side" (the acting side), "player" (the player who holds the
  // acting side: a player of two powers counts once), or the name of an argument or
  // input (a target). Empty: one count for everyone.
  std::vector<std::string> by;
  // Procedures or actions that name the same counter share one count (a declaration with
  // or without a free casus belli); empty: the limit counts alone.
  std::string counter;
  // Only the actions for which this holds are limited and counted (reads `side`, the
  // arguments by name, a sealed entry's `value`, and the state); empty: all of them.
  Expression when;

  // For a module's description: the condition in the expression language ("" for none).
  static LimitDef make(std::string rule, std::string text, std::string per = "turn", std::vector<std::string> by = {"side"},
                       std::int64_t times = 1, std::string counter = {}, std::string_view when = {});
};

// One action a limit counted, as the state keeps it.
struct LimitUse {
  std::string counter;  // which count
  std::string span;     // the span it was done in ("Turn 3", "Turn 3 / Commercial phase")
  std::string key;      // whose count ("france", "Anne", "france|spain")
  std::string done;     // what was done, in the log's words, for the refusal
  bool operator==(const LimitUse& other) const = default;
};

// A limit an action has reached.
struct LimitReached {
  std::string rule;
  std::string message;    // the refusal: who, the rule and its words, what was already done
  std::string shortText;  // for a button: "Already done this turn (18.2)"
  std::vector<std::string> done;
};

// The limit the action would go past on this state, if any: what applyAction refuses.
// Arguments a form has not filled yet count as their defaults, or as nobody's.
std::optional<LimitReached> limitReached(const GameData& data, const GameState& state, const Action& action);

// What applyAction does around an action: the uses it will leave (refused when a limit
// is reached), then, once it is applied, those uses recorded with its summary.
Expected<std::vector<LimitUse>, ActionError> limitUsesOf(const GameData& data, const GameState& state,
                                                         const Action& action);
void recordLimitUses(GameState& state, std::vector<LimitUse> uses, const std::string& done);

}  // namespace adc
