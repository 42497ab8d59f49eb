#include "adc/chart_overlay.hpp"

#include "adc/action_codec.hpp"
#include "adc/data_paths.hpp"
#include "toml_reader.hpp"

#include <algorithm>

namespace adc {

using detail::TomlReader;

std::filesystem::path ChartOverlay::defaultPath(const std::string& gameId) {
  return userDataDirectory() / "charts" / (gameId + ".toml");
}

ChartOverlay ChartOverlay::load(const std::filesystem::path& file, const GameData& data) {
  ChartOverlay overlay;
  if (!std::filesystem::exists(file)) return overlay;
  Diagnostics diagnostics;
  auto root = detail::parseFile(file.string(), diagnostics);
  if (!root) diagnostics.throwIfAny();
  TomlReader top(*root, file.string(), "", diagnostics);
  if (auto game = top.text("game", true); game && *game != data.id) {
    top.error("game", "this chart is for '" + *game + "', not '" + data.id + "'");
  }
  for (auto& reader : top.tables("cell")) {
    auto tableId = reader.text("table", true);
    auto row = reader.text("row", true);
    auto column = reader.text("column").value_or("");
    const toml::node* valueNode = reader.node("value");
    const toml::table* valuesTable = reader.table("values");
    reader.finish();
    if (!tableId || !row) continue;
    const Table* table = data.findTable(*tableId);
    if (!table) {
      reader.error("table", "no table named '" + *tableId + "' in " + data.id);
      continue;
    }
    auto rowIndex = std::find_if(table->rows.keys.begin(), table->rows.keys.end(),
                                 [&](const AxisKey& key) { return key.text == *row; });
    if (rowIndex == table->rows.keys.end()) {
      reader.error("row", table->name + " has no row '" + *row + "'");
      continue;
    }
    std::size_t columnIndex = 0;
    if (table->columns) {
      auto found = std::find_if(table->columns->keys.begin(), table->columns->keys.end(),
                                [&](const AxisKey& key) { return key.text == column; });
      if (found == table->columns->keys.end()) {
        reader.error("column", table->name + " has no column '" + column + "'");
        continue;
      }
      columnIndex = static_cast<std::size_t>(found - table->columns->keys.begin());
    } else if (!column.empty()) {
      reader.error("column", table->name + " has no columns");
      continue;
    }
    CellRef ref{table->id, *row, column};
    const TableCell& shipped = table->cell(static_cast<std::size_t>(rowIndex - table->rows.keys.begin()), columnIndex);
    std::vector<Value> values;
    bool good = true;
    auto readField = [&](const TableField& field, const toml::node& node, const std::string& key) {
      auto value = detail::valueOf(node);
      if (!value || kindOf(*value) != field.kind) {
        reader.errorAt(node, reader.pathOf(key), "expected " + std::string(kindName(field.kind)) + ", found " +
                                                     detail::typeName(node));
        good = false;
        return;
      }
      // The same checks as a value typed in at the table (the `chart` action): the words
      // the table allows, the range it gives.
      const std::string word = toDisplayString(*value);
      if (!field.choices.empty() && std::find(field.choices.begin(), field.choices.end(), word) == field.choices.end()) {
        std::string allowed;
        for (const auto& choice : field.choices) allowed += (allowed.empty() ? "" : ", ") + choice;
        reader.errorAt(node, reader.pathOf(key), "'" + word + "' is not one of " + allowed);
        good = false;
        return;
      }
      if (auto number = std::get_if<std::int64_t>(&*value);
          number && ((field.min && *number < *field.min) || (field.max && *number > *field.max))) {
        reader.errorAt(node, reader.pathOf(key), std::to_string(*number) + " is outside " +
                                                     std::to_string(field.min.value_or(*number)) + "-" +
                                                     std::to_string(field.max.value_or(*number)));
        good = false;
        return;
      }
      values.push_back(*value);
    };
    if (table->fields.size() == 1 && valueNode) {
      readField(table->fields[0], *valueNode, "value");
    } else if (valuesTable) {
      for (const auto& field : table->fields) {
        if (auto node = valuesTable->get(field.id)) readField(field, *node, "values." + field.id);
        else {
          reader.error("values", "missing the field '" + field.id + "'");
          good = false;
        }
      }
      for (const auto& [key, node] : *valuesTable) {
        if (!table->fieldIndex(key.str())) {
          reader.errorAt(node, reader.pathOf("values." + std::string(key.str())), "unknown field");
          good = false;
        }
      }
    } else {
      reader.error("", table->fields.size() == 1 ? "needs value = ..." : "needs values = { field = ..., ... }");
      good = false;
    }
    if (good && shipped.known) {
      // Typed before the cell was shipped (one that follows from printed rules): the same
      // value agrees and is dropped; another is a mistake the players must see.
      if (values != shipped.values) reader.error("row", ref.describe() + " is printed in the rulebook; the chart cannot change it");
      continue;
    }
    if (good) overlay.m_cells[ref] = std::move(values);
  }
  top.finish();
  diagnostics.throwIfAny();
  return overlay;
}

std::optional<std::vector<Value>> ChartOverlay::find(const CellRef& cell) const {
  auto found = m_cells.find(cell);
  if (found == m_cells.end()) return std::nullopt;
  return found->second;
}

void ChartOverlay::set(const CellRef& cell, std::vector<Value> values) { m_cells[cell] = std::move(values); }

std::string ChartOverlay::write(const GameData& data) const {
  std::string text = "# Values typed in from the players' printed charts for " + data.name +
                     ".\n# Aide-de-camp reads and writes this file; it is checked like the game's own data.\n";
  text += "game = " + tomlQuote(data.id) + "\n";
  for (const auto& [ref, values] : m_cells) {
    const Table* table = data.findTable(ref.table);
    text += "\n[[cell]]\ntable = " + tomlQuote(ref.table) + "\nrow = " + tomlQuote(ref.row) + "\n";
    if (!ref.column.empty()) text += "column = " + tomlQuote(ref.column) + "\n";
    if (table && table->fields.size() == 1 && values.size() == 1) {
      text += "value = " + tomlValue(values[0]) + "\n";
    } else if (table) {
      text += "values = { ";
      for (std::size_t i = 0; i < values.size() && i < table->fields.size(); ++i) {
        text += (i ? ", " : "") + tomlKey(table->fields[i].id) + " = " + tomlValue(values[i]);
      }
      text += " }\n";
    }
  }
  return text;
}

ChartSource overlayCharts(const ChartOverlay& overlay) {
  return [&overlay](const CellRef& ref) { return overlay.find(ref); };
}

std::vector<ChartCompleteness> chartCompleteness(const GameData& data, const ChartOverlay& overlay) {
  std::vector<ChartCompleteness> report;
  for (const auto& table : data.tables) {
    ChartCompleteness entry;
    entry.table = table.id;
    for (std::size_t r = 0; r < table.rows.keys.size(); ++r) {
      for (std::size_t c = 0; c < table.columnCount(); ++c) {
        if (table.cells.empty()) continue;
        ++entry.cells;
        CellRef ref{table.id, table.rows.keys[r].text, table.columns ? table.columns->keys[c].text : ""};
        if (table.cell(r, c).known) ++entry.printed;
        else if (overlay.find(ref)) ++entry.typedIn;
        else if (table.cell(r, c).inferred()) ++entry.inferred;
        else entry.missing.push_back(ref);
      }
    }
    report.push_back(std::move(entry));
  }
  return report;
}

}  // namespace adc
