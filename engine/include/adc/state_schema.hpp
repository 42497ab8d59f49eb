#pragma once
// What a game keeps track of: every value the books hold (treasuries, prestige, track
// positions, flags), its range and its start, declared in game.toml and expanded per
// side or per item of a collection ("treasury" per side gives treasury.france, ...).

#include "adc/diagnostics.hpp"
#include "adc/value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace adc {

struct Side {
  std::string id;
  std::string name;
  std::string color;  // "#rrggbb", for views
  // False for a side of the game that no player plays (La Révolution française's
  // Government, which the Current in control runs): the Start panel asks no name for it.
  bool played = true;
  // The side one player holds together with this one (Grand Siècle's pairs of powers,
  // 1.0); with more players the table may share the pair, one player each (9.2).
  std::string partner;
};

// A named list of things that values can be kept per item of: hexes, provinces, leaders.
struct Collection {
  std::string id;
  std::string name;
  std::vector<std::string> items;
  std::vector<std::string> itemNames;
};

struct ValueDef {
  std::string id;
  std::string name;
  ValueKind kind = ValueKind::Integer;
  std::optional<std::int64_t> min;
  std::optional<std::int64_t> max;
  // A track clamps at its ends (the marker stops at the last box); otherwise a change
  // beyond the range is refused.
  bool clamp = false;
  std::vector<std::string> choices;  // for text values: the allowed words
  Value start;
  std::string per;  // "" (one value), "side", or a collection id
  std::string group;
  std::string rule;
  SourceLocation where;
};

// One stored value: a ValueDef for one side or item.
struct StateSlot {
  std::string key;   // "treasury.france"
  std::string name;  // "Treasury (France)"
  std::size_t def = 0;
  std::string item;  // side or collection item, empty for a single value
};

class StateSchema {
 public:
  static constexpr const char* turnKey = "turn";
  // The step the sequence stands at ("military.movement"; "game-over" once the game has
  // ended): a condition may read it (an action form offering what the step is for).
  static constexpr const char* stepKey = "step";
  // partner.<side>: the side one player holds with it (game.toml's `partner`), read as
  // partner[side] or partner[some_input] instead of a chain of if() over the pairs.
  static constexpr const char* partnerBase = "partner";

  void build(std::vector<ValueDef> defs, const std::vector<Side>& sides,
             const std::vector<Collection>& collections);

  const std::vector<ValueDef>& defs() const { return m_defs; }
  const std::vector<StateSlot>& slots() const { return m_slots; }
  std::optional<std::size_t> find(std::string_view key) const;
  const ValueDef& defOf(std::size_t slot) const { return m_defs[m_slots[slot].def]; }
  // True for a ValueDef id used as name[...] in expressions.
  bool isIndexedBase(std::string_view id) const;

  // Checks a value against its slot's kind, range and choices; the message says what
  // was expected.
  std::optional<std::string> check(std::size_t slot, const Value& value) const;

 private:
  std::vector<ValueDef> m_defs;
  std::vector<StateSlot> m_slots;
  std::unordered_map<std::string, std::size_t> m_index;
};

}  // namespace adc
