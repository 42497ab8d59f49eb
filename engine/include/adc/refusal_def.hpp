#pragma once
// A prohibition of the rulebook as data: a procedure's ([[procedure.refuse]]) or a sealed
// entry's ([[sealed.refuse]]) refusal, checked before anything is rolled or entered.

#include "adc/expression.hpp"

#include <string>

namespace adc {

// "Refused when": what the rulebook forbids ("an army without a general may not react",
// 22.13) is refused before anything is rolled, with its rule and words, rather than
// resolved as an outcome that changes nothing. Outcomes stay for what the dice give.
struct RefusalDef {
  // Required, unique within its procedure or sealed entry ("at_peace", "no_company"):
  // names the refusal for its translation ([procedure.<id>.refuse.<id>] in
  // i18n/<lang>.toml), so a refusal inserted before others cannot shift their French
  // onto the wrong sentences.
  std::string id;
  // A procedure's reads the state, `side`, the inputs, modifiers, total and fields; a
  // sealed entry's reads the state, `side` and the `value` entered.
  Expression when;
  TextTemplate text;  // the players' words: "{side_name} has no general with this army"
  std::string rule;
};

}  // namespace adc
