#pragma once
// A printed table of the rulebook: rows (and optionally columns) keyed by numbers,
// ranges of numbers or words, with one or more result fields per cell. A cell is printed
// (the rulebook prints it, or it follows from printed rules), inferred (the rulebook does
// not pin it down; a house ruling of the game's NOTES.md gives it, and the players' chart
// may type over it) or unknown (the players' chart supplies it).

#include "adc/diagnostics.hpp"
#include "adc/value.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace adc {

struct AxisKey {
  std::string text;          // as written: "3-4", "12+", "<=2", "forest"
  std::int64_t low = 0;      // for number axes
  std::int64_t high = 0;
};

struct TableAxis {
  std::string name;
  ValueKind kind = ValueKind::Integer;  // Integer (numbers and ranges) or Text (words)
  // Numbers beyond the first or last key read the first or last row (most result
  // tables say "treat less than 2 as 2"); without it they are an error.
  bool clamp = false;
  std::vector<AxisKey> keys;

  // Which key a value falls in; the bool is true if the value was clamped.
  std::optional<std::pair<std::size_t, bool>> find(const Value& value) const;
  // Parses a key as written in the data file.
  static std::optional<AxisKey> parseKey(const std::string& text, ValueKind kind);
};

struct TableField {
  std::string id;
  std::string name;
  ValueKind kind = ValueKind::Integer;
  // A word field's allowed words, when the rulebook names them (a hex's face: white or
  // blue): the players choose one instead of typing it, and no other is taken.
  std::vector<std::string> choices;
  // A number field's range, when the rulebook bounds it; 0 to 1 is a yes/no (the * of a
  // loss that must be cavalry), which the chart prompt shows as a check box. A value
  // typed in outside it is refused.
  std::optional<std::int64_t> min;
  std::optional<std::int64_t> max;

  bool isYesNo() const { return kind == ValueKind::Integer && min == 0 && max == 1; }
};

struct TableCell {
  bool known = false;         // printed: the chart cannot change it
  std::vector<Value> values;  // one per field when printed or inferred
  SourceLocation where;
  // Set on an inferred cell: the house ruling that gives its values ("A2", NOTES.md). Not
  // printed, so the players' chart may type over it; used when nothing is typed in.
  std::string inferredBy;

  bool inferred() const { return !known && !inferredBy.empty(); }
  bool unknown() const { return !known && inferredBy.empty(); }
};

// How the players read one cell, at a glance (the Tables panel, `adc tables`).
enum class CellStatus { Printed, Inferred, TypedIn, Unknown };

struct Table {
  std::string id;
  std::string name;
  std::string rule;
  std::string note;
  std::vector<TableField> fields;
  TableAxis rows;
  std::optional<TableAxis> columns;
  std::vector<TableCell> cells;  // row-major
  SourceLocation where;

  std::size_t columnCount() const { return columns ? columns->keys.size() : 1; }
  const TableCell& cell(std::size_t row, std::size_t column) const { return cells[row * columnCount() + column]; }
  std::optional<std::size_t> fieldIndex(std::string_view wanted) const;
  std::size_t unknownCount() const;   // neither printed nor inferred
  std::size_t inferredCount() const;
};

// Where a lookup landed: a table and a row and column key.
struct CellRef {
  std::string table;
  std::string row;     // key text
  std::string column;  // key text, empty for one-column tables
  bool operator<(const CellRef& other) const {
    return std::tie(table, row, column) < std::tie(other.table, other.row, other.column);
  }
  bool operator==(const CellRef& other) const = default;
  std::string describe() const;  // "casualties row 3, column 1:2"
};

// What a cell reads: printed values first, then the values typed in (this game's chart
// entries or the players' chart), then an inferred cell's house ruling; nullopt when the
// cell is unknown and nothing is typed in.
struct CellReading {
  std::vector<Value> values;
  CellStatus status = CellStatus::Printed;
  std::string inferredBy;  // the house ruling when status is Inferred
};
std::optional<CellReading> readCell(const TableCell& cell, const std::optional<std::vector<Value>>& typed);


}  // namespace adc
