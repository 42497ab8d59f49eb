#pragma once
// How the Tables panel lays a printed table out (issue 30, "printed tables as printed"):
// one column of the grid per result, under its own header, as the rulebook prints it.
// A table without columns shows its fields side by side ("Attacker destroyed",
// "Attacker loses", ...); a table with columns and one field shows a column per key;
// with columns and several fields, each key's name stands over its fields' headers (two
// header rows). Headers and texts wrap at their spaces rather than being cut.

#include "adc/game_data.hpp"
#include "adc/table.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace adc::gui {

struct GridColumn {
  std::size_t column = 0;  // the table's column (0 when it has none)
  std::size_t field = 0;   // the field shown under it
  std::string header;      // the field's name, or the column's for a one-field table
};

struct GridHeaders {
  // Over each table column's fields, its name: only when a table has columns and its
  // cells several fields; empty otherwise (one header row).
  std::vector<std::string> groups;
  std::vector<GridColumn> columns;  // in order, the grid's columns after the rows' own
};

GridHeaders gridHeaders(const GameData& data, const Table& table);

// The room a column of texts needs when each text may wrap at its spaces: the widest
// text, but no more than `cap`, and never less than the widest word (a word is never
// broken). `measure` gives a text's width on one line.
float wrappedWidth(const std::vector<std::string>& texts, float cap, const std::function<float(std::string_view)>& measure);

}  // namespace adc::gui
