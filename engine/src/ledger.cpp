#include "adc/ledger.hpp"

#include "adc/checked_arithmetic.hpp"
#include "adc/game_texts.hpp"

#include <algorithm>

namespace adc {

std::optional<std::string> checkLedgerQuery(const GameData& data, const LedgerQuery& query) {
  for (const auto& id : query.values) {
    const auto& defs = data.schema.defs();
    if (std::none_of(defs.begin(), defs.end(), [&](const ValueDef& def) { return def.id == id; })) {
      return sayf(data, "{} keeps no value named '{}'", data.name, id);
    }
  }
  if (!query.side.empty() && !data.findSide(query.side)) return sayf(data, "no side named '{}'", query.side);
  return std::nullopt;
}

std::vector<LedgerLine> readLedger(const GameSession& session, const LedgerQuery& query) {
  const auto& data = session.data();
  const auto& slots = data.schema.slots();
  std::vector<std::size_t> wanted;
  for (std::size_t slot = 0; slot < slots.size(); ++slot) {
    const auto& def = data.schema.defs()[slots[slot].def];
    if (std::find(query.values.begin(), query.values.end(), def.id) == query.values.end()) continue;
    if (!query.side.empty() && slots[slot].item != query.side) continue;
    wanted.push_back(slot);
  }
  std::vector<LedgerLine> lines;
  GameSession replay = session;  // a copy: the caller's cursor stays where it is
  const std::size_t applied = replay.cursor();
  replay.moveTo(0);
  for (std::size_t i = 0; i < applied; ++i) {
    const GameState before = replay.state();
    replay.redo();
    const GameState& after = replay.state();
    const auto& entry = replay.log()[i];
    for (std::size_t slot : wanted) {
      if (before.values[slot] == after.values[slot]) continue;
      LedgerLine line{i + 1, entry.turn, slots[slot].key, slots[slot].item, before.values[slot], after.values[slot],
                      std::nullopt, entry.rule, entry.summary};
      auto from = asNumber(before.values[slot]);
      auto to = asNumber(after.values[slot]);
      // No change is shown when the difference itself would not fit (a correction from
      // the lowest number to the highest): the line still shows before and after.
      if (from && to) line.change = checkedSubtract(*to, *from);
      lines.push_back(std::move(line));
    }
  }
  return lines;
}

}  // namespace adc
