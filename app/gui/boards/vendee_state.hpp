#pragma once
// Reading Vendée Militaire's state and component data for the board view and the battle
// helper (vendee_board.cpp, vendee_battle.cpp). Display only: no rule is computed here.

#include "controller.hpp"

#include "adc/display_names.hpp"
#include "adc/rules.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace adc::gui::vendee_view {

constexpr std::int64_t firstHex = 1;
constexpr std::int64_t lastStartingHex = 14;
constexpr std::int64_t lastHex = 17;

inline std::string text(const Controller& controller, const std::string& key) {
  auto value = controller.state().read(controller.data(), key);
  return value ? toDisplayString(*value) : std::string();
}

inline std::int64_t number(const Controller& controller, const std::string& key) {
  auto value = controller.state().read(controller.data(), key);
  auto parsed = value ? asNumber(*value) : std::nullopt;
  return parsed.value_or(0);
}

inline bool flag(const Controller& controller, const std::string& key) {
  auto value = controller.state().read(controller.data(), key);
  const bool* on = value ? std::get_if<bool>(&*value) : nullptr;
  return on && *on;
}

inline std::string hexKey(const char* base, std::int64_t hex) { return std::string(base) + ".h" + std::to_string(hex); }

// A side as the players name it in a short line: its word in the game's [words]
// ("White"; "Blanc" in French), never its id capitalised.
inline std::string sideWord(const Controller& controller, const std::string& side) {
  return wordName(controller.data(), side);
}

// A printed component value: the shipped cell, else what the players typed in this game
// or keep in their chart; nullopt while it is "?".
inline std::optional<std::vector<Value>> component(Controller& controller, const std::string& tableId,
                                                   const std::string& row, const std::string& column) {
  const Table* table = controller.data().findTable(tableId);
  if (!table) return std::nullopt;
  std::optional<std::size_t> rowIndex, columnIndex;
  for (std::size_t i = 0; i < table->rows.keys.size(); ++i) {
    if (table->rows.keys[i].text == row) rowIndex = i;
  }
  if (table->columns) {
    for (std::size_t i = 0; i < table->columns->keys.size(); ++i) {
      if (table->columns->keys[i].text == column) columnIndex = i;
    }
  } else {
    columnIndex = 0;
  }
  if (!rowIndex || !columnIndex) return std::nullopt;
  const TableCell& cell = table->cell(*rowIndex, *columnIndex);
  if (cell.known) return cell.values;
  return controller.charts()(CellRef{tableId, row, table->columns ? column : std::string()});
}

}  // namespace adc::gui::vendee_view
