#pragma once
// The game's pieces the app handles that are neither tracks nor tables: named dice,
// decks of cards, timers for negotiation, sealed (secret, simultaneous) entries.

#include "adc/dice.hpp"
#include "adc/diagnostics.hpp"
#include "adc/expression.hpp"
#include "adc/limit.hpp"
#include "adc/refusal_def.hpp"
#include "adc/value.hpp"

#include <string>
#include <vector>

namespace adc {

struct NamedDie {
  std::string id;
  std::string name;
  DiceSpec spec;
};

struct Card {
  std::string id;
  std::string name;
};

struct Deck {
  std::string id;
  std::string name;
  int size = 0;
  // The printed list, when the rulebook gives it; otherwise cards are entered by number.
  std::vector<Card> cards;
  std::string rule;
};

struct TimerDef {
  std::string id;
  std::string name;
  std::int64_t seconds = 0;
  std::string rule;
};

struct SealedDef {
  std::string id;
  std::string name;
  std::string rule;
  std::vector<std::string> sides;  // who enters a value; all sides when the file says none
  // Of those, the ones that enter it now (empty: all): read with `side` set to each
  // side's id, e.g. "company_size[side] > 0" for dividends only Companies write.
  Expression when;
  ValueKind kind = ValueKind::Integer;
  std::optional<std::int64_t> min;
  std::optional<std::int64_t> max;
  std::vector<std::string> choices;
  // Entries limited per round (limit.hpp): 8.2's one minor attempt per player, whatever
  // number of powers the player holds.
  std::vector<LimitDef> limits;
  // What the rulebook forbids a side to enter ([[sealed.refuse]]), checked in order when
  // the entry is made: Poland may write no other policy than free trade (4.7, 33.6).
  std::vector<RefusalDef> refusals;
};

}  // namespace adc
