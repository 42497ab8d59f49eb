#include "war_check.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace adc::grand_siecle {

namespace {

// One cell of the 24.14 example: "the Prussian rolls a 4 on the 5-9 column ... inflicts 2 losses".
struct ExampleCell {
  const char* row;
  const char* column;
  std::int64_t losses;
  std::int64_t cavalry;
};
constexpr std::array<ExampleCell, 3> exampleCells{{{"4", "5-9", 2, 0}, {"6", "10+", 3, 1}, {"1", "10+", 1, 0}}};

void checkCasualties(const GameData& data, Diagnostics& diagnostics) {
  const auto file = (data.folder / "tables" / "war.toml").string();
  const Table* table = data.findTable("casualties");
  if (!table) {
    diagnostics.add(SourceLocation{file, 0, 0}, "table",
                    "the war reads the casualty table 'casualties' (24.5); add it, its unknown cells as \"?\"");
    return;
  }
  const std::array<const char*, 4> columns{"1-2", "3-4", "5-9", "10+"};
  bool columnsOk = table->columns && table->columns->keys.size() == columns.size();
  for (std::size_t i = 0; columnsOk && i < columns.size(); ++i) columnsOk = table->columns->keys[i].text == columns[i];
  if (!columnsOk) {
    diagnostics.add(table->where, "table.columns",
                    "the casualty table's columns are [1-2], [3-4], [5-9], [10+]: the pursuit moves one column up per "
                    "pair of cavalry from [1-2] (24.10)");
    return;
  }
  if (!table->fieldIndex("losses") || !table->fieldIndex("cavalry")) {
    diagnostics.add(table->where, "table.field", "the casualty table's fields are 'losses' and 'cavalry' (the * of 24.5)");
    return;
  }
  const auto losses = *table->fieldIndex("losses"), cavalry = *table->fieldIndex("cavalry");
  for (const auto& example : exampleCells) {
    std::optional<std::size_t> row;
    for (std::size_t r = 0; r < table->rows.keys.size(); ++r) {
      if (table->rows.keys[r].text == example.row) row = r;
    }
    std::size_t column = 0;
    while (table->columns->keys[column].text != example.column) ++column;
    const TableCell* cell = row ? &table->cell(*row, column) : nullptr;
    const bool agrees = cell && cell->known && cell->values.size() > std::max(losses, cavalry) &&
                        cell->values[losses] == Value{example.losses} && cell->values[cavalry] == Value{example.cavalry};
    if (!agrees) {
      diagnostics.add(cell ? cell->where : table->where, "table.row",
                      std::string("the 24.14 example reveals row ") + example.row + ", column " + example.column + ": " +
                          std::to_string(example.losses) + " losses" + (example.cavalry ? ", one of them cavalry" : "") +
                          "; the shipped cell must say so");
    }
  }
}

}  // namespace

void checkWarData(const GameData& data, Diagnostics& diagnostics) { checkCasualties(data, diagnostics); }

}  // namespace adc::grand_siecle
