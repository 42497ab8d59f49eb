#pragma once
// The ledger of a game: every change of some books (by value id: "treasury",
// "company_treasury"), in the order it was made, with the turn, the rule and the journal
// line of the action that made it, so that the table can audit its treasuries. Read from
// the log (the truth) by replaying it; the session itself is not moved.

#include "adc/game_session.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct LedgerLine {
  std::size_t action = 0;  // 1-based index of the log entry
  std::int64_t turn = 0;
  std::string key;         // "treasury.france"
  std::string item;        // the side or collection item ("france")
  Value before;
  Value after;
  std::optional<std::int64_t> change;  // after - before, for numbers
  std::string rule;
  std::string summary;
};

struct LedgerQuery {
  std::vector<std::string> values;  // value ids; every one must be a value of the game
  std::string side;                 // only this side's (or item's) slots; empty for all
};

// Checks the query against the game: an unknown value id or side is an error that says so.
std::optional<std::string> checkLedgerQuery(const GameData& data, const LedgerQuery& query);

// The changes made by the applied part of the log (up to the session's cursor).
std::vector<LedgerLine> readLedger(const GameSession& session, const LedgerQuery& query);

}  // namespace adc
