#pragma once
// What one action changed, read by comparing the state before it and after it: every
// book (each schema slot, per side or item), where the sequence stands (turn, step),
// the timers, the sealed entries and the chart values typed in. A sealed entry reads
// "sealed" until it is revealed, never its contents. Each change carries the key (the
// id, for scripts), the players' name of what changed (slotName, cellName), its value
// before and after as the players read them (valueText), and the rule: the effect's
// for a procedure's change, else the rule of the action's log entry.
// The CLI prints them after `adc do` and puts them in its JSON.

#include "adc/game_state.hpp"
#include "adc/resolution.hpp"
#include "adc/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adc {

struct BookChange {
  // "treasury.france", "turn", "step", "timer.<id>", "sealed.<entry>.<side>",
  // "chart.<table>.<row>[.<column>]"
  std::string key;
  std::string name;                 // "State treasury (Louis) (France)", "Turn", "Step"
  std::optional<Value> before;      // none: nothing there (a sealed entry not entered)
  std::optional<Value> after;       // a sealed entry not yet revealed: "sealed"
  std::string beforeText;           // as the players read it: "12", "Yes", "Income / Collect"
  std::string afterText;
  std::string rule;

  bool operator==(const BookChange& other) const = default;
};

// The changes from `before` to `after`, every one with `rule`.
std::vector<BookChange> bookChanges(const GameData& data, const GameState& before, const GameState& after,
                                    const std::string& rule);

// The changes one applied action made: a procedure's effect keeps its own rule, the
// others take the rule of the action's log entry (Applied::rule).
std::vector<BookChange> bookChanges(const GameData& data, const GameState& before, const GameState& after,
                                    const Applied& applied);

// "State treasury (Louis) (France): 12 → 5 (rule 15.3)".
std::string describeChange(const GameData& data, const BookChange& change);

// A procedure's effect as what it would do, read without any game's books (a preview
// from a scenario's start): "State treasury (Louis) (France): costs 7 Louis (rule 15.3)",
// "Prestige (Red): gains 1 (rule 7.5)", "At war: becomes Yes". The unit is the one the
// value's name gives in brackets ("State treasury (Louis)"); an amount taken from a
// value with a unit is a cost, from one without it is lost.
std::string describeEffect(const GameData& data, const StateChange& effect);

}  // namespace adc
