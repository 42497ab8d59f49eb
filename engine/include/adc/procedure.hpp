#pragma once
// A dice procedure of the rulebook (a combat, an attrition check, an election): its
// inputs, its modifiers each with the rule that grants it, the table it looks up, its
// outcome, the changes it makes to the books and what the players do on the board.

#include "adc/dice.hpp"
#include "adc/expression.hpp"
#include "adc/limit.hpp"
#include "adc/refusal_def.hpp"
#include "adc/sequence.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

enum class InputKind { Dice, Number, Choice, Flag, Card, Side };

std::string_view inputKindName(InputKind kind);

struct InputDef {
  std::string id;
  std::string name;
  InputKind kind = InputKind::Number;
  DiceSpec dice;  // for Dice
  std::optional<std::int64_t> min;  // for Number
  std::optional<std::int64_t> max;
  std::vector<std::string> choices;  // for Choice
  std::string deck;                  // for Card
  std::optional<Value> defaultValue; // when the players leave it out
  // Asked only of the sides for which it holds (reads the state and `side`): a Company's
  // size only of the five powers that have one (4.0). Otherwise the input keeps its
  // default, and another value is refused; forms leave it out for that side.
  Expression when;
  std::string prompt;
  std::string rule;
};

struct ModifierDef {
  // Required, unique within its procedure ("in_forest"): names the modifier for its
  // translation ([procedure.<id>.modifier.<id>]), as a refusal's id does.
  std::string id;
  std::string name;
  std::string rule;
  Expression when;   // empty: always applies
  Expression value;
};

struct LookupDef {
  std::string table;
  Expression row;
  Expression column;  // empty for one-column tables
};

struct OutcomeDef {
  Expression when;  // empty: always (the last outcome is usually the "otherwise")
  TextTemplate text;
  std::string id;   // names the outcome for odds and tests
};

enum class EffectOp { Set, Add };

struct EffectDef {
  Expression when;
  TextTemplate target;  // the state key, e.g. "treasury.{side}"
  EffectOp op = EffectOp::Add;
  Expression amount;
  std::string rule;
};

struct Procedure {
  std::string id;
  std::string name;
  std::string rule;
  std::string description;
  std::vector<InputDef> inputs;
  std::vector<RefusalDef> refusals;  // checked in order, before the outcomes and effects
  std::vector<ModifierDef> modifiers;
  Expression total;  // empty: no single total (the lookup keys say what they read)
  std::optional<LookupDef> lookup;
  std::vector<OutcomeDef> outcomes;
  std::vector<EffectDef> effects;
  std::vector<ConditionalText> board;
  // How many times it may be resolved, per what and per whom (limit.hpp): 18.2's one
  // declaration of war a turn. Checked by applyAction before anything is rolled.
  std::vector<LimitDef> limits;
  SourceLocation where;

  const InputDef* findInput(std::string_view wanted) const;
  // Whether an input is asked of a side on this state (its `when`; none: always).
  // An unreadable condition asks it, so nothing is silently left out.
  static bool asks(const InputDef& input, const std::string& side, const NameLookup& state);
};

}  // namespace adc
