#include "common.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::vendee {
Expected<std::optional<std::vector<std::int64_t>>, ActionError> numberListArgument(const GameData& data,
                                                                                    const Action& action,
                                                                                    std::string_view name) {
  const Value* value = action.arg(name);
  if (!value) return std::optional<std::vector<std::int64_t>>{};
  if (auto whole = std::get_if<std::int64_t>(value)) return std::optional{std::vector<std::int64_t>{*whole}};
  if (auto faces = std::get_if<DiceFaces>(value)) return std::optional{std::vector<std::int64_t>(*faces)};
  if (auto parsed = parseValue(toDisplayString(*value), ValueKind::Dice)) {
    const auto& faces = std::get<DiceFaces>(*parsed);
    return std::optional{std::vector<std::int64_t>(faces)};
  }
  return unexpected(refuse(ActionError::Code::BadArgument,
                           sayf(data, "{}: {} is not a list of hex numbers; write them as 1,4,6",
                                argumentMeaning(action, name), quoteInput(toDisplayString(*value))),
                           std::string(name)));
}

Expected<std::string, ActionError> actingSide(const GameData& data, const Action& action) {
  if (action.side.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(data, "{} needs the side that acts: {}", actionTitle(action), wordNames({"white", "blue"})),
                             "side"));
  }
  if (!data.findSide(action.side)) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(data, "no side named {}; the sides are {}", quoteInput(action.side),
                                  wordNames({"white", "blue"}, say(data, " and "))),
                             "side"));
  }
  return action.side;
}

std::string opponent(std::string_view side) { return side == "white" ? "blue" : "white"; }

std::string sideName(const GameData& data, std::string_view side) {
  const Side* found = data.findSide(side);
  return found ? found->name : std::string(side);
}

std::string capitalised(const GameData& data, std::string_view side) { return wordName(data, side); }

std::string hexItem(std::int64_t hex) { return "h" + std::to_string(hex); }

std::string hexKey(std::string_view base, std::int64_t hex) { return std::string(base) + "." + hexItem(hex); }

const std::vector<std::string>& seats() {
  static const std::vector<std::string> all{"s1", "s2", "s3", "s4"};
  return all;
}

std::string seatSide(std::string_view seat) { return seat == "s1" || seat == "s3" ? "blue" : "white"; }

std::string seatName(const GameData& data, std::string_view seat) { return wordName(data, seat); }

std::string nextSeat(std::string_view seat) {
  const auto& all = seats();
  auto found = std::find(all.begin(), all.end(), seat);
  if (found == all.end() || found + 1 == all.end()) return all.front();
  return *(found + 1);
}

Expected<std::vector<Value>, ActionError> componentCell(const GameData& data, const GameState& state,
                                                        const std::string& tableId, const std::string& row,
                                                        const std::string& column) {
  const Table* table = data.findTable(tableId);
  // checkData guarantees the tables and keys the module reads; reaching this is a bug.
  if (!table) throw std::logic_error("vendee-militaire reads the table '" + tableId + "', which its data lacks");
  auto rowKey = std::find_if(table->rows.keys.begin(), table->rows.keys.end(),
                             [&](const AxisKey& key) { return key.text == row; });
  if (rowKey == table->rows.keys.end()) throw std::logic_error(tableId + " has no row " + row);
  std::size_t columnIndex = 0;
  if (table->columns) {
    auto columnKey = std::find_if(table->columns->keys.begin(), table->columns->keys.end(),
                                  [&](const AxisKey& key) { return key.text == column; });
    if (columnKey == table->columns->keys.end()) throw std::logic_error(tableId + " has no column " + column);
    columnIndex = static_cast<std::size_t>(columnKey - table->columns->keys.begin());
  }
  CellRef ref{table->id, row, table->columns ? column : std::string()};
  const auto& cell = table->cell(static_cast<std::size_t>(rowKey - table->rows.keys.begin()), columnIndex);
  auto typed = state.chartValues.find(ref);
  if (auto reading = readCell(cell, typed == state.chartValues.end() ? std::nullopt : std::optional(typed->second))) {
    return std::move(reading->values);
  }
  ActionError error = refuse(ActionError::Code::NeedsChartValue,
                             sayf(data, "{} (rule {}) is not printed in the rulebook; type it in from your copy",
                                  cellName(data, ref), table->rule));
  error.cell = ref;
  return unexpected(error);
}

std::string stepForStage(std::string_view stage) {
  if (stage == "setup") return "setup.place";
  if (stage == "fortresses") return "setup.fortify";
  if (stage == "draw") return "draw.draw";
  if (stage == "designate") return "battles.designate";
  if (stage == "bidding") return "battles.bid";
  return "end.round";
}

void showStep(const GameData& data, GameState& state, std::string_view stage) {
  if (auto index = data.sequence.findStep(stepForStage(stage))) state.step = *index;
}

void stage(StateChanges& changes, std::string_view key, Value value) {
  if (auto problem = changes.set(key, std::move(value))) {
    throw std::logic_error("vendee-militaire staged an impossible change: " + problem->message);
  }
}

void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta) {
  if (auto problem = changes.add(key, delta)) {
    throw std::logic_error("vendee-militaire staged an impossible change: " + problem->message);
  }
}

}  // namespace adc::vendee
