#include "roster.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::paris {

namespace {

const Table& tableOf(const GameData& data, std::string_view id) {
  const Table* table = data.findTable(id);
  // checkData guarantees the tables the module reads; reaching this is a bug.
  if (!table) throw std::logic_error("paris-messe reads the table '" + std::string(id) + "', which its data lacks");
  return *table;
}

std::string fieldText(const Table& table, std::size_t row, std::string_view field) {
  auto index = table.fieldIndex(field);
  const auto& cell = table.cell(row, 0);
  if (!index || !cell.known) throw std::logic_error(table.id + " lacks the printed field " + std::string(field));
  return toDisplayString(cell.values[*index]);
}

UnitInfo unitAt(const Table& roster, std::size_t row) {
  return UnitInfo{roster.rows.keys[row].text, fieldText(roster, row, "name"), fieldText(roster, row, "wing"),
                  fieldText(roster, row, "type"), fieldText(roster, row, "hex")};
}

WingInfo wingAt(const Table& wings, std::size_t row) {
  WingInfo wing{wings.rows.keys[row].text, fieldText(wings, row, "name"), fieldText(wings, row, "commander"),
                fieldText(wings, row, "side"), fieldText(wings, row, "scenario"), 0};
  wing.slot = std::stoll(fieldText(wings, row, "slot"));
  return wing;
}

std::optional<std::size_t> rowOf(const Table& table, std::string_view key) {
  for (std::size_t i = 0; i < table.rows.keys.size(); ++i) {
    if (table.rows.keys[i].text == key) return i;
  }
  return std::nullopt;
}

}  // namespace

Expected<UnitInfo, ActionError> findUnit(const GameData& data, std::string_view id, std::string_view argument) {
  const auto& roster = tableOf(data, "roster");
  if (auto row = rowOf(roster, id)) return unitAt(roster, *row);
  return unexpected(refuse(ActionError::Code::UnknownName,
                           sayf(data, "{}: no unit {} in the orders of battle (14.1, 14.2); `adc tables paris-messe roster` lists them",
                                argument, quoteInput(id)),
                           std::string(argument)));
}

Expected<WingInfo, ActionError> findWing(const GameData& data, std::string_view id, std::string_view argument) {
  const auto& wings = tableOf(data, "wings");
  if (auto row = rowOf(wings, id)) return wingAt(wings, *row);
  std::string list;
  for (const auto& key : wings.rows.keys) list += (list.empty() ? "" : ", ") + key.text;
  return unexpected(refuse(ActionError::Code::UnknownName,
                           sayf(data, "{}: no wing {}; the wings are {}", argument, quoteInput(id), list),
                           std::string(argument)));
}

WingInfo wingOf(const GameData& data, const UnitInfo& unit) {
  auto wing = findWing(data, unit.wing, "wing");
  if (!wing) throw std::logic_error("roster unit " + unit.id + " names no wing of tables/wings.toml");
  return *wing;
}

std::vector<UnitInfo> allUnits(const GameData& data) {
  const auto& roster = tableOf(data, "roster");
  std::vector<UnitInfo> units;
  for (std::size_t row = 0; row < roster.rows.keys.size(); ++row) units.push_back(unitAt(roster, row));
  return units;
}

std::vector<UnitInfo> unitsOfWing(const GameData& data, std::string_view wing) {
  auto units = allUnits(data);
  std::erase_if(units, [&](const UnitInfo& unit) { return unit.wing != wing; });
  return units;
}

std::vector<WingInfo> allWings(const GameData& data) {
  const auto& wings = tableOf(data, "wings");
  std::vector<WingInfo> all;
  for (std::size_t row = 0; row < wings.rows.keys.size(); ++row) all.push_back(wingAt(wings, row));
  return all;
}

bool isCavalry(std::string_view type) { return type == "G" || type == "C" || type == "R" || type == "A"; }
bool isInfantry(std::string_view type) {
  return type == "S" || type == "L" || type == "T" || type == "F" || type == "H" || type == "E";
}
bool isArtillery(std::string_view type) { return type == "ART"; }

Expected<std::vector<Value>, ActionError> chartCell(const GameData& data, const GameState& state,
                                                    const std::string& tableId, const std::string& row,
                                                    const std::string& column) {
  const auto& table = tableOf(data, tableId);
  auto rowIndex = rowOf(table, row);
  if (!rowIndex) throw std::logic_error(tableId + " has no row " + row);
  std::size_t columnIndex = 0;
  if (table.columns) {
    auto found = std::find_if(table.columns->keys.begin(), table.columns->keys.end(),
                              [&](const AxisKey& key) { return key.text == column; });
    if (found == table.columns->keys.end()) throw std::logic_error(tableId + " has no column " + column);
    columnIndex = static_cast<std::size_t>(found - table.columns->keys.begin());
  }
  CellRef ref{table.id, row, table.columns ? column : std::string()};
  const auto& cell = table.cell(*rowIndex, columnIndex);
  auto typed = state.chartValues.find(ref);
  if (auto reading = readCell(cell, typed == state.chartValues.end() ? std::nullopt : std::optional(typed->second))) {
    return std::move(reading->values);
  }
  ActionError error = refuse(ActionError::Code::NeedsChartValue,
                             sayf(data, "{} (rule {}) is not printed in the rulebook; type it in from your copy", cellName(data, ref),
                                  table.rule));
  error.cell = ref;
  return unexpected(error);
}

Expected<std::int64_t, ActionError> counterValue(const GameData& data, const GameState& state, std::string_view unit,
                                                 std::string_view factor) {
  auto cell = chartCell(data, state, "counters", std::string(unit), std::string(factor));
  if (!cell) return unexpected(cell.error());
  auto number = asNumber(cell->front());
  if (!number || *number < 0 || *number > 10) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{} reads '{}': a counter's figure runs from 0 to 10 (2.2); correct the chart entry",
                                  cellName(data, CellRef{"counters", std::string(unit), std::string(factor)}),
                                  toDisplayString(cell->front()))));
  }
  return *number;
}

Expected<std::int64_t, ActionError> commanderRating(const GameData& data, const GameState& state,
                                                    const StateChanges& books, std::string_view wing) {
  auto commander = books.text("commander." + std::string(wing));
  if (commander == "none") {
    auto info = findWing(data, wing, "wing");
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{}'s wing has no commander left: all its units are gone (5.2.2)",
                                  info ? info->commander : wordName(data, wing)),
                             "wing"));
  }
  std::string row = commander == "adjutant" ? "adjutant" : std::string(wing);
  auto cell = chartCell(data, state, "leaders", row, "rating");
  if (!cell) return unexpected(cell.error());
  auto rating = asNumber(cell->front());
  if (!rating || *rating < 0 || *rating > 2) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{} gives a command rating of '{}'; it is 0, 1 or 2 (2.1): correct the chart entry",
                                  cellName(data, CellRef{"leaders", row, "rating"}), toDisplayString(cell->front()))));
  }
  return *rating;
}

int levelIndex(std::string_view level) {
  if (level == "normal") return 3;
  if (level == "disordered") return 2;
  if (level == "shaken") return 1;
  if (level == "broken") return 0;
  return -1;
}

std::string levelAt(int index) {
  switch (index) {
    case 3: return "normal";
    case 2: return "disordered";
    case 1: return "shaken";
    case 0: return "broken";
    default: return index > 3 ? "normal" : "destroyed";
  }
}

bool onBoard(std::string_view level) { return levelIndex(level) >= 0; }

std::string levelName(const GameData& data, std::string_view level) {
  if (level.empty()) return {};
  // The state's word as the players read it (12.2), capitalised: "Disordered", "Ébranlée".
  std::string name = wordName(data, level);
  if (name.rfind("é", 0) == 0) return "É" + name.substr(std::string("é").size());
  if (name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

std::int64_t statusModifier(const GameData& data, std::string_view level) {
  const auto& table = tableOf(data, "unit_status");
  auto row = rowOf(table, level);
  auto field = table.fieldIndex("morale_mod");
  if (!row || !field) throw std::logic_error("unit_status has no row " + std::string(level));
  return asNumber(table.cell(*row, 0).values[*field]).value_or(0);
}

Expected<std::string, ActionError> levelOnBoard(const StateChanges& books, const UnitInfo& unit,
                                                std::string_view argument) {
  auto level = books.text("level." + unit.id);
  if (onBoard(level)) return level;
  const GameData& data = books.data();
  // Several units share a name (Lansquenets): the wing's commander tells them apart.
  const std::string commander = wingOf(data, unit).commander;
  std::string why;
  if (commander.empty()) {
    why = level == "absent" ? sayf(data, "{} is not in this scenario (12.2)", unit.name)
                            : sayf(data, "{} is {} (12.2)", unit.name, wordName(data, level));
  } else {
    why = level == "absent" ? sayf(data, "{} ({}'s wing) is not in this scenario (12.2)", unit.name, commander)
                            : sayf(data, "{} ({}'s wing) is {} (12.2)", unit.name, commander, wordName(data, level));
  }
  return unexpected(refuse(ActionError::Code::NotAllowed, why, std::string(argument)));
}

}  // namespace adc::paris
