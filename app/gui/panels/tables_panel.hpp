#pragma once
// Tables (issue 16): every printed table of the game as the rulebook lays it out, rows
// down the left and columns across the top, each result of a cell in a column of its
// own under its header (issue 30, table_grid.hpp). Printed cells are
// plain, the cells the players typed in from their chart are tinted, inferred ones (a
// house ruling, NOTES.md) are boxes tinted in their own colour that show the ruling's
// value and take the players' own over it, the unknown ones are empty boxes typed in place (checked as they are typed; Enter or Tab enters the
// value through the controller, which logs it and keeps it in the players' chart, and
// moves on to the next unknown cell). The cell of the last resolution is outlined in
// gold; the Resolve panel's "See it in the table" opens it. Tables are found by name or
// rule number; each shows how much of it is known, and the game its total. Below the
// list, the players' chart is exported and imported (chart_sharing.hpp).

#include "panels/chart_sharing.hpp"
#include "panels/panel.hpp"
#include "panels/table_grid.hpp"

#include <map>
#include <optional>
#include <vector>

namespace adc::gui {

class TablesPanel : public Panel {
 public:
  const char* id() const override { return "tables"; }
  const char* title() const override { return translatable("Tables"); }
  void draw(Ui& ui) override;
  // Script fields: `search TEXT`, `table TABLE` (by id or name), `TABLE|ROW|COLUMN|FIELD
  // TEXT` (typed into an unknown cell, checked as it is), `chart-file PATH`, `replace
  // yes|no`. Buttons: `enter:TABLE|ROW|COLUMN`, `export`, `import`.
  bool setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) override;
  bool press(Ui& ui, const std::string& button, std::string& error) override;
  // For the scripts' `expect`: tables.selected, tables.listed, tables.progress,
  // tables.total, tables.highlight, tables.cell_error, tables.report, tables.headers (the
  // grid's column headers, " | " between), tables.groups (the names over them).
  void dump(Ui& ui, std::map<std::string, std::string>& out);

  // How much of a table is known.
  struct Progress {
    std::size_t cells = 0;
    std::size_t printed = 0;
    std::size_t typedIn = 0;
    std::size_t inferred = 0;  // a house ruling's value, not typed over
    std::size_t unknown() const { return cells - printed - typedIn - inferred; }
  };

 private:
  void refresh(Ui& ui);
  void takeRequest(Ui& ui);
  const Table* selectedTable(Ui& ui) const;
  std::vector<const Table*> listedTables(Ui& ui) const;
  void drawList(Ui& ui);
  void drawSelected(Ui& ui, const Table& table);
  void layOut(Ui& ui, const Table& table);
  void drawGrid(Ui& ui, const Table& table);
  // An unknown cell's box for one field, or an inferred cell's (which shows the house
  // ruling's value), under that field's header.
  void drawUnknownField(Ui& ui, const Table& table, const CellRef& cell, const TableCell& shipped, std::size_t row, std::size_t field,
                        float width);
  // Enters the typed cell (over an unknown or an inferred one); on success, the next
  // unknown cell after it gets the focus.
  bool enter(Ui& ui, const Table& table, const CellRef& cell, std::string& error);
  void focusNextUnknown(Ui& ui, const Table& table, const CellRef& after);
  std::optional<std::vector<Value>> typedIn(Ui& ui, const CellRef& cell) const;
  std::string cellProblem(Ui& ui, const Table& table, const CellRef& cell, bool complete) const;

  std::string m_search;
  std::string m_selected;  // table id
  // Typed text per cell and field: "table|row|column|field".
  std::map<std::string, std::string> m_typed;
  std::string m_focusKey;             // the field that takes the keyboard next frame
  std::optional<std::size_t> m_focusRow;
  std::string m_cellError;            // what is wrong in that cell, in words
  std::optional<CellRef> m_errorCell;
  std::optional<CellRef> m_liveCell;  // the cell typed in last: its boxes stay text fields
  bool m_tabPressed = false;          // set by the fields' Tab callback
  std::optional<CellRef> m_scrollTo;  // a cell to bring into view (the requested one)
  std::string m_progressKey;
  std::map<std::string, Progress> m_progress;
  Progress m_total;
  std::string m_status;
  // The selected table's fields: what each box shows empty.
  std::vector<std::string> m_hints;
  // The selected table's grid: its headers and its columns' widths.
  struct Layout {
    std::string key;  // the table, what is typed in, the type size
    GridHeaders headers;
    float rowHeader = 0.0f;
    std::vector<float> widths;  // one per grid column
    bool wraps = false;         // some text wraps: rows differ in height
  };
  Layout m_layout;
  ChartSharing m_sharing;
};

}  // namespace adc::gui
