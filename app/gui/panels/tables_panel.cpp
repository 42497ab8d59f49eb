#include "panels/tables_panel.hpp"

#include "translate.hpp"

#include "panels/chart_field_input.hpp"
#include "panels/table_grid.hpp"

#include "adc/chart_overlay.hpp"
#include "adc/display_names.hpp"

#include <algorithm>
#include <cctype>

#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

namespace adc::gui {
namespace {

constexpr ImU32 typedInTint = IM_COL32(0x1E, 0x55, 0x6E, 0xFF);   // typed in from the players' chart
constexpr ImU32 inferredTint = IM_COL32(0x5E, 0x3A, 0x6E, 0xFF);  // a house ruling's value, typed over at will
constexpr ImU32 lastCellTint = IM_COL32(0x5A, 0x46, 0x10, 0xFF);  // the last resolution's cell
constexpr ImU32 lastCellOutline = IM_COL32(0xE8, 0xC0, 0x40, 0xFF);
constexpr ImU32 badFieldOutline = IM_COL32(0xFF, 0x70, 0x60, 0xFF);

std::string cellKey(const CellRef& cell) { return cell.table + "|" + cell.row + "|" + cell.column; }
std::string fieldKey(const CellRef& cell, const std::string& field) { return cellKey(cell) + "|" + field; }

CellRef cellAt(const Table& table, std::size_t row, std::size_t column) {
  return CellRef{table.id, table.rows.keys[row].text, table.columns ? table.columns->keys[column].text : std::string()};
}

std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// A table is found by a part of its name or by its rule number ("12.4" finds 12.4 and
// 12.4.2, not 12.45).
bool matches(const Table& table, const std::string& search) {
  if (search.empty()) return true;
  const std::string wanted = lowered(search);
  if (lowered(table.name).find(wanted) != std::string::npos) return true;
  const std::string& rule = table.rule;
  for (std::size_t at = rule.find(search); at != std::string::npos; at = rule.find(search, at + 1)) {
    const bool startsNumber = at == 0 || !std::isdigit(static_cast<unsigned char>(rule[at - 1]));
    const std::size_t end = at + search.size();
    const bool endsNumber = end == rule.size() || !std::isdigit(static_cast<unsigned char>(rule[end]));
    if (startsNumber && endsNumber) return true;
  }
  return false;
}

std::string progressText(const TablesPanel::Progress& progress) {
  if (progress.inferred) {
    return trf("{} printed, {} inferred, {} typed in, {} unknown of {}", progress.printed, progress.inferred, progress.typedIn,
               progress.unknown(), progress.cells);
  }
  return trf("{} printed, {} typed in, {} unknown of {}", progress.printed, progress.typedIn, progress.unknown(), progress.cells);
}

// An empty box shows what its field takes: room for that hint.
float fieldBoxWidth(const GameData& data, const TableField& field) {
  return std::max(ImGui::CalcTextSize(chartFieldHint(data, field).c_str()).x, ImGui::GetFontSize() * 2.0f) +
         ImGui::GetStyle().FramePadding.x * 2.0f + 4.0f;
}

int tabCallback(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackCompletion) *static_cast<bool*>(data->UserData) = true;
  return 0;
}

void legendSwatch(ImU32 fill, ImU32 outline, const char* text, bool first) {
  const float size = ImGui::GetTextLineHeight();
  // The legend goes on the next line where the window is too narrow for it.
  if (!first) {
    ImGui::SameLine(0.0f, size);
    if (ImGui::GetContentRegionAvail().x < size * 1.6f + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(text).x) ImGui::NewLine();
  }
  const ImVec2 at = ImGui::GetCursorScreenPos();
  auto* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, ImVec2(at.x + size * 1.6f, at.y + size), fill, 2.0f);
  draw->AddRect(at, ImVec2(at.x + size * 1.6f, at.y + size), outline, 2.0f);
  ImGui::Dummy(ImVec2(size * 1.6f, size));
  ImGui::SameLine();
  ImGui::TextUnformatted(text);
}

}  // namespace

std::optional<std::vector<Value>> TablesPanel::typedIn(Ui& ui, const CellRef& cell) const {
  // Typed in this game first (the log), then the players' chart.
  const auto& logged = ui.controller.state().chartValues;
  if (auto found = logged.find(cell); found != logged.end()) return found->second;
  return ui.controller.overlay().find(cell);
}

void TablesPanel::refresh(Ui& ui) {
  // Counted again only when the game or the players' chart changed.
  const auto& data = ui.controller.data();
  const auto& overlay = ui.controller.overlay();
  const std::string key = data.id + "|" + std::to_string(ui.controller.revision()) + "|" + std::to_string(overlay.cells().size()) +
                          "|" + std::to_string(ui.controller.state().chartValues.size());
  if (key == m_progressKey) return;
  m_progressKey = key;
  m_progress.clear();
  m_total = {};
  for (const auto& table : data.tables) {
    Progress progress;
    if (!table.cells.empty()) {
      for (std::size_t r = 0; r < table.rows.keys.size(); ++r) {
        for (std::size_t c = 0; c < table.columnCount(); ++c) {
          ++progress.cells;
          if (table.cell(r, c).known) ++progress.printed;
          else if (typedIn(ui, cellAt(table, r, c))) ++progress.typedIn;
          else if (table.cell(r, c).inferred()) ++progress.inferred;
        }
      }
    }
    m_total.cells += progress.cells;
    m_total.printed += progress.printed;
    m_total.typedIn += progress.typedIn;
    m_total.inferred += progress.inferred;
    m_progress[table.id] = progress;
  }
}

std::vector<const Table*> TablesPanel::listedTables(Ui& ui) const {
  std::vector<const Table*> listed;
  for (const auto& table : ui.controller.data().tables) {
    if (!table.cells.empty() && matches(table, m_search)) listed.push_back(&table);
  }
  return listed;
}

const Table* TablesPanel::selectedTable(Ui& ui) const {
  const Table* table = ui.controller.data().findTable(m_selected);
  return table && !table->cells.empty() ? table : nullptr;
}

void TablesPanel::takeRequest(Ui& ui) {
  // The Resolve panel's "See it in the table": its table, the cell brought into view.
  if (!ui.requestedCell) return;
  const CellRef cell = *ui.requestedCell;
  ui.requestedCell.reset();
  if (!ui.controller.data().findTable(cell.table)) return;
  m_selected = cell.table;
  const Table* table = selectedTable(ui);
  if (table && !matches(*table, m_search)) m_search.clear();
  m_scrollTo = cell;
  // A cell still unknown (the chart prompt's "Type it in the table"): its first box takes
  // the keyboard.
  if (!table) return;
  for (std::size_t r = 0; r < table->rows.keys.size(); ++r) {
    for (std::size_t c = 0; c < table->columnCount(); ++c) {
      if (cellAt(*table, r, c) != cell || !table->cell(r, c).unknown() || typedIn(ui, cell)) continue;
      m_focusKey = fieldKey(cell, table->fields.front().id);
      m_focusRow = r;
    }
  }
}

void TablesPanel::draw(Ui& ui) {
  ui.tablesDrawnFrame = ImGui::GetFrameCount();
  refresh(ui);
  takeRequest(ui);
  const auto listed = listedTables(ui);
  if (!selectedTable(ui) || (!m_search.empty() && std::find(listed.begin(), listed.end(), selectedTable(ui)) == listed.end())) {
    // A search that leaves the table out shows its first find instead.
    if (!listed.empty()) m_selected = listed.front()->id;
  }
  const float listWidth = std::min(360.0f * ui.settings.uiScale, ImGui::GetContentRegionAvail().x * 0.27f);
  ImGui::BeginChild("tables-list", ImVec2(listWidth, 0), true);
  drawList(ui);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("table-shown", ImVec2(0, 0), false);
  if (const Table* table = selectedTable(ui)) drawSelected(ui, *table);
  else textWrappedMuted(tr("No table has that name or rule number."));
  ImGui::EndChild();
}

void TablesPanel::drawList(Ui& ui) {
  ImGui::SetNextItemWidth(-1);
  limitedInput("##tables-search", tr("Find a table: name or rule"), m_search, longestText);
  const std::size_t known = m_total.printed + m_total.typedIn + m_total.inferred;
  const float fraction = m_total.cells ? static_cast<float>(known) / static_cast<float>(m_total.cells) : 1.0f;
  ImGui::TextWrapped("%s", trf("The game: {}", progressText(m_total)).c_str());
  ImGui::ProgressBar(fraction, ImVec2(-1, 0), trf("{} of {} known", known, m_total.cells).c_str());
  ImGui::Separator();
  const auto listed = listedTables(ui);
  if (listed.empty()) textWrappedMuted(tr("No table has that name or rule number."));
  // The list takes what the sharing section leaves.
  const float sharingHeight = ImGui::GetFrameHeightWithSpacing() * (m_sharing.report().empty() ? 7.0f : 12.0f);
  ImGui::BeginChild("tables-names", ImVec2(0, std::max(ImGui::GetFrameHeight() * 4.0f, ImGui::GetContentRegionAvail().y - sharingHeight)));
  for (const Table* table : listed) {
    const Progress& progress = m_progress[table->id];
    ImGui::PushID(table->id.c_str());
    std::string name = table->name;
    if (!table->rule.empty()) name += "  [" + table->rule + "]";
    if (ImGui::Selectable(("##pick"), m_selected == table->id, 0, ImVec2(0, ImGui::GetTextLineHeight() * 2.0f + 2.0f))) {
      m_selected = table->id;
    }
    ImGui::SameLine(ImGui::GetStyle().ItemSpacing.x);
    ImGui::BeginGroup();
    fittedText(name, ImGui::GetContentRegionAvail().x);
    std::string counts = progress.unknown() ? trf("{} unknown of {}", progress.unknown(), progress.cells)
                                            : trn(static_cast<long long>(progress.cells), "complete ({} cell)", "complete ({} cells)");
    if (progress.inferred) counts += trf(", {} inferred", progress.inferred);
    if (progress.typedIn) counts += trf(", {} typed in", progress.typedIn);
    ImGui::PushStyleColor(ImGuiCol_Text, progress.unknown() ? ImVec4(0.9f, 0.65f, 0.3f, 1) : ImVec4(0.5f, 0.8f, 0.5f, 1));
    fittedText(counts, ImGui::GetContentRegionAvail().x);
    ImGui::PopStyleColor();
    ImGui::EndGroup();
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::Separator();
  m_sharing.draw(ui);
}

void TablesPanel::drawSelected(Ui& ui, const Table& table) {
  const auto& data = ui.controller.data();
  // A long name ("Peace conditions: prestige of the demanding (D) and ...") wraps.
  ImGui::PushFont(ui.fonts.large);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(table.name.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ruleTag(table.rule);
  const Progress& progress = m_progress[table.id];
  ImGui::ProgressBar(progress.cells ? static_cast<float>(progress.printed + progress.typedIn + progress.inferred) / static_cast<float>(progress.cells) : 1.0f,
                     ImVec2(-1, 0), progressText(progress).c_str());
  if (!table.note.empty()) {
    // The note says how to read the table and where its unprinted values are on the
    // players' own components: read whole, wrapped.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(table.note.c_str());
    ImGui::PopTextWrapPos();
  }
  std::string axes = trf("Down: {}", table.rows.name);
  if (table.columns) axes += "   " + trf("Across: {}", table.columns->name);
  ImGui::TextUnformatted(axes.c_str());
  legendSwatch(ImGui::GetColorU32(ImGuiCol_WindowBg), ImGui::GetColorU32(ImGuiCol_Border), tr("printed"), true);
  legendSwatch(typedInTint, typedInTint, tr("typed in from your chart"), false);
  if (progress.inferred || table.inferredCount()) {
    legendSwatch(inferredTint, inferredTint, tr("inferred, see the house rulings: type your chart's value over it"), false);
  }
  legendSwatch(ImGui::GetColorU32(ImGuiCol_FrameBg), ImGui::GetColorU32(ImGuiCol_FrameBg), tr("unknown: type it in, Enter or Tab"), false);
  legendSwatch(lastCellTint, lastCellOutline, tr("last resolution"), false);
  if (!m_status.empty()) textWrappedMuted(m_status);
  const auto& pending = ui.controller.pending();
  if (pending && ui.chartCellInTable == pending->cell) {
    // The action that asked for the cell goes on once it is entered here.
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.95f, 0.8f, 0.45f, 1.0f));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(trf("Asked for: {}. Type it in its boxes below; Enter enters it and the action goes on.",
                               cellName(data, pending->cell)).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    if (ImGui::Button(label("Back to the question", "back-to-question").c_str())) ui.chartCellInTable.reset();
  }
  drawGrid(ui, table);
}

void TablesPanel::layOut(Ui& ui, const Table& table) {
  // Worked out again only when the table, what is typed in or the type size changed.
  const auto& data = ui.controller.data();
  const std::string key = table.id + "|" + m_progressKey + "|" + std::to_string(ImGui::GetFontSize());
  if (m_layout.key == key) return;
  m_layout = {};
  m_layout.key = key;
  m_layout.headers = gridHeaders(data, table);
  const float em = ImGui::GetFontSize();
  const auto measure = [](std::string_view text) { return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x; };
  auto widest = [&](const std::vector<std::string>& texts) {
    float width = 0.0f;
    for (const auto& text : texts) width = std::max(width, measure(text));
    return width;
  };
  std::vector<std::string> rowTexts{table.rows.name};
  for (const auto& row : table.rows.keys) rowTexts.push_back(axisKeyName(data, table.rows, row.text));
  if (table.columns) rowTexts.push_back(table.columns->name);
  m_layout.rowHeader = std::max(wrappedWidth(rowTexts, 16.0f * em, measure), 3.0f * em);
  m_layout.wraps = widest(rowTexts) > m_layout.rowHeader + 0.5f;
  m_hints.clear();
  for (const auto& field : table.fields) m_hints.push_back(chartFieldHint(data, field));
  for (const auto& column : m_layout.headers.columns) {
    const TableField& field = table.fields[column.field];
    std::vector<std::string> texts;
    bool boxes = false;
    for (std::size_t r = 0; r < table.rows.keys.size(); ++r) {
      const TableCell& printed = table.cell(r, column.column);
      const auto values = printed.known ? std::optional<std::vector<Value>>(printed.values) : typedIn(ui, cellAt(table, r, column.column));
      if (values && column.field < values->size()) {
        texts.push_back(chartFieldText(data, field, (*values)[column.field]));
      } else {
        boxes = true;
        if (printed.inferred() && column.field < printed.values.size()) texts.push_back(chartFieldText(data, field, printed.values[column.field]) + " ~");
      }
    }
    const float values = wrappedWidth(texts, 18.0f * em, measure);
    if (widest(texts) > values + 0.5f) m_layout.wraps = true;
    const float box = boxes ? fieldBoxWidth(data, field) : 0.0f;
    const float header = wrappedWidth({column.header}, std::max({values, box, 8.0f * em}), measure);
    m_layout.widths.push_back(std::max({values, box, header, 2.0f * em}));
  }
  // A column's name over its fields is never cut: the last of them widens for a long word.
  const std::size_t fields = table.fields.size();
  const float between = ImGui::GetStyle().CellPadding.x * 2.0f + 1.0f;
  for (std::size_t g = 0; g < m_layout.headers.groups.size(); ++g) {
    float span = between * static_cast<float>(fields - 1);
    for (std::size_t f = 0; f < fields; ++f) span += m_layout.widths[g * fields + f];
    const float word = wrappedWidth({m_layout.headers.groups[g]}, span, measure);
    if (word > span) m_layout.widths[g * fields + fields - 1] += word - span;
  }
}

void TablesPanel::drawGrid(Ui& ui, const Table& table) {
  const auto& data = ui.controller.data();
  layOut(ui, table);
  const GridHeaders& headers = m_layout.headers;
  const std::size_t fields = table.fields.size();
  const std::size_t gridColumns = headers.columns.size();
  const std::optional<CellRef> last = ui.controller.lastResolution() ? ui.controller.lastResolution()->cell : std::nullopt;
  const float scale = ui.settings.uiScale;

  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("grid", static_cast<int>(gridColumns) + 1, flags, ImVec2(0, 0))) return;
  const bool grouped = !headers.groups.empty();
  ImGui::TableSetupScrollFreeze(1, grouped ? 2 : 1);
  ImGui::TableSetupColumn("##rows", ImGuiTableColumnFlags_WidthFixed, m_layout.rowHeader);
  for (std::size_t i = 0; i < gridColumns; ++i) {
    ImGui::TableSetupColumn(("##c" + std::to_string(i)).c_str(), ImGuiTableColumnFlags_WidthFixed, m_layout.widths[i]);
  }
  const ImU32 headerBg = ImGui::GetColorU32(ImGuiCol_TableHeaderBg);
  auto headerText = [&](const std::string& text) {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, headerBg);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
  };
  if (grouped) {
    // The columns' names, each over its fields ("Face showing: white" over "White draws",
    // "Blue draws"), with the columns' axis over the rows' keys.
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableSetColumnIndex(0);
    headerText(table.columns->name);
    ImGuiTable* grid = ImGui::GetCurrentTable();
    const float frozenRight = ImGui::TableGetCellBgRect(grid, 0).Max.x;
    for (std::size_t g = 0; g < headers.groups.size(); ++g) {
      const int first = static_cast<int>(g * fields) + 1;
      const int lastColumn = first + static_cast<int>(fields) - 1;
      for (int c = first; c <= lastColumn; ++c) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, headerBg, c);
      ImGui::TableSetColumnIndex(first);
      const ImRect left = ImGui::TableGetCellBgRect(grid, first);
      const ImRect right = ImGui::TableGetCellBgRect(grid, lastColumn);
      const float room = right.Max.x - ImGui::GetStyle().CellPadding.x - ImGui::GetCursorScreenPos().x;
      // The name spans its fields' columns: drawn in the first, clipped to all of them
      // (and to the table, right of the frozen rows' keys).
      ImGui::PushClipRect(ImVec2(std::max(left.Min.x, frozenRight), grid->InnerClipRect.Min.y),
                          ImVec2(std::min(right.Max.x, grid->InnerClipRect.Max.x), grid->InnerClipRect.Max.y), false);
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + room);
      ImGui::TextUnformatted(headers.groups[g].c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopClipRect();
    }
  }
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImGui::TableSetColumnIndex(0);
  headerText(table.rows.name);
  for (std::size_t i = 0; i < gridColumns; ++i) {
    ImGui::TableSetColumnIndex(static_cast<int>(i) + 1);
    headerText(headers.columns[i].header);
  }

  const float rowHeight = ImGui::GetFrameHeight();
  const std::size_t rows = table.rows.keys.size();
  std::optional<std::size_t> scrollRow;
  std::optional<std::size_t> scrollColumn;
  if (m_scrollTo && m_scrollTo->table == table.id) {
    for (std::size_t r = 0; r < rows; ++r) {
      if (table.rows.keys[r].text != m_scrollTo->row) continue;
      scrollRow = r;
      for (std::size_t c = 0; c < table.columnCount(); ++c) {
        if (!table.columns || table.columns->keys[c].text == m_scrollTo->column) scrollColumn = c;
      }
    }
  }
  std::optional<ImVec2> errorAt;
  auto drawRow = [&](std::size_t row) {
    ImGui::TableNextRow(0, rowHeight);
    ImGui::TableSetColumnIndex(0);
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(axisKeyName(data, table.rows, table.rows.keys[row].text).c_str());
    ImGui::PopTextWrapPos();
    for (std::size_t i = 0; i < gridColumns; ++i) {
      const GridColumn& column = headers.columns[i];
      const TableField& field = table.fields[column.field];
      ImGui::TableSetColumnIndex(static_cast<int>(i) + 1);
      const CellRef cell = cellAt(table, row, column.column);
      ImGui::PushID(static_cast<int>(row * gridColumns + i));
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const float width = ImGui::GetContentRegionAvail().x;
      const bool isLast = last && *last == cell;
      const TableCell& printed = table.cell(row, column.column);
      std::optional<std::vector<Value>> values;
      if (printed.known) values = printed.values;
      else values = typedIn(ui, cell);
      if (isLast) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, lastCellTint);
      else if (!printed.known && values) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, typedInTint);
      else if (printed.inferred()) ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, inferredTint);
      if (values && column.field < values->size()) {
        const std::string text = chartFieldText(data, field, (*values)[column.field]);
        ImGui::AlignTextToFramePadding();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        if (ImGui::IsItemHovered()) {
          std::string origin;
          if (!printed.known) origin = std::string("\n") + tr("(typed in from your chart)");
          if (printed.inferred()) origin += std::string("\n") + trf("over the house ruling {}: {}", printed.inferredBy, inferredNote(data, printed.inferredBy));
          ImGui::SetTooltip("%s\n%s: %s%s", cellName(data, cell).c_str(), field.name.c_str(), text.c_str(), origin.c_str());
        }
      } else {
        drawUnknownField(ui, table, cell, printed, row, column.field, width);
        if (column.field == 0 && m_errorCell && *m_errorCell == cell && !m_cellError.empty()) errorAt = ImVec2(at.x, at.y + rowHeight + 2.0f);
      }
      if (isLast) {
        // The outline goes round the cell's fields together: each draws its part of it.
        ImGuiTable* grid = ImGui::GetCurrentTable();
        const ImRect box = ImGui::TableGetCellBgRect(grid, static_cast<int>(i) + 1);
        const float thick = 2.5f * scale;
        const float top = box.Min.y + thick * 0.5f;
        const float bottom = std::max(box.Max.y, at.y + rowHeight) - thick * 0.5f;
        auto* draw = ImGui::GetWindowDrawList();
        draw->AddLine(ImVec2(box.Min.x, top), ImVec2(box.Max.x, top), lastCellOutline, thick);
        draw->AddLine(ImVec2(box.Min.x, bottom), ImVec2(box.Max.x, bottom), lastCellOutline, thick);
        if (column.field == 0) draw->AddLine(ImVec2(box.Min.x + thick * 0.5f, top), ImVec2(box.Min.x + thick * 0.5f, bottom), lastCellOutline, thick);
        if (column.field + 1 == fields) draw->AddLine(ImVec2(box.Max.x - thick * 0.5f, top), ImVec2(box.Max.x - thick * 0.5f, bottom), lastCellOutline, thick);
      }
      if (column.field == 0 && scrollRow && *scrollRow == row && scrollColumn && *scrollColumn == column.column) {
        ImGui::SetScrollHereY(0.5f);
        if (!ImGui::IsRectVisible(ImVec2(at.x - 2.0f, at.y), ImVec2(at.x + width + 2.0f, at.y + rowHeight))) {
          ImGui::SetScrollFromPosX(at.x - ImGui::GetWindowPos().x, 0.5f);
        }
        m_scrollTo.reset();
      }
      ImGui::PopID();
    }
  };
  if (m_layout.wraps) {
    // Rows of wrapped text differ in height: every row is built (the printed tables
    // whose texts wrap have a few dozen rows at most).
    for (std::size_t row = 0; row < rows; ++row) drawRow(row);
  } else {
    // Only the rows on screen are built (a table may have hundreds of cells); a row asked
    // for (the requested cell, the next unknown one) is built wherever it is.
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(rows), rowHeight + ImGui::GetStyle().CellPadding.y * 2.0f);
    if (scrollRow) clipper.ForceDisplayRangeByIndices(static_cast<int>(*scrollRow), static_cast<int>(*scrollRow) + 1);
    if (m_focusRow && *m_focusRow < rows) clipper.ForceDisplayRangeByIndices(static_cast<int>(*m_focusRow), static_cast<int>(*m_focusRow) + 1);
    while (clipper.Step()) {
      for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) drawRow(static_cast<std::size_t>(r));
    }
  }
  ImGui::EndTable();
  if (errorAt) {
    // What is wrong, next to the cell, in words: the grid keeps one line a row.
    ImGui::SetNextWindowPos(*errorAt);
    ImGui::SetNextWindowBgAlpha(0.95f);
    ImGui::Begin("##cell-error", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_Tooltip);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.5f, 0.4f, 1.0f));
    ImGui::TextUnformatted(m_cellError.c_str());
    ImGui::PopStyleColor();
    ImGui::End();
  }
}

std::string TablesPanel::cellProblem(Ui& ui, const Table& table, const CellRef& cell, bool complete) const {
  // The first field wrongly typed; when the cell is to be entered, also the first empty one.
  std::string missing;
  for (const auto& field : table.fields) {
    auto found = m_typed.find(fieldKey(cell, field.id));
    const std::string text = found == m_typed.end() ? std::string() : found->second;
    auto read = readChartField(ui.controller.data(), field, text);
    if (auto problem = std::get_if<std::string>(&read)) {
      if (!problem->empty()) return *problem;
      if (complete && missing.empty()) missing = trf("To fill in: {}", field.name);
    }
  }
  return missing;
}

void TablesPanel::drawUnknownField(Ui& ui, const Table& table, const CellRef& cell, const TableCell& shipped, std::size_t row,
                                   std::size_t f, float width) {
  const auto& data = ui.controller.data();
  const auto& field = table.fields[f];
  const std::string key = fieldKey(cell, field.id);
  // Tab is the panel's, not ImGui's: it moves to the cell's next field, or enters the
  // cell and goes on to the next unknown one, even when that row is off screen.
  if (m_focusKey == key) {
    if (!ImGui::IsRectVisible(ImVec2(width, ImGui::GetFrameHeight()))) ImGui::SetScrollHereY(0.5f);
    ImGui::SetKeyboardFocusHere();
    m_liveCell = cell;  // its fields stay text fields until the keyboard is in them
    m_focusKey.clear();
    m_focusRow.reset();
  }
  // Only the rows on screen reach here; an empty box has nothing to check.
  std::string& typed = m_typed[key];
  // An inferred cell's box shows the house ruling's value until the players type theirs.
  const bool inferred = shipped.inferred() && f < shipped.values.size();
  const std::string hint = inferred ? chartFieldText(data, field, shipped.values[f]) + " ~" : m_hints[f];
  const std::string about = inferred ? trf("{} ({}); type your chart's value over it", chartFieldText(data, field, shipped.values[f]),
                                           inferredNote(data, shipped.inferredBy))
                                     : m_hints[f];
  // A box nobody is typing in is drawn as a box: a real text field for each of the
  // hundreds of unknown cells on screen would cost the frame its 16 ms. A click (or the
  // keyboard moving on) makes it a field the next frame, with the keyboard in it.
  const bool live = m_focusKey == key || !typed.empty() || (m_liveCell && *m_liveCell == cell);
  if (!live) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size(width, ImGui::GetFrameHeight());
    auto* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), inferred ? inferredTint : ImGui::GetColorU32(ImGuiCol_FrameBg),
                        ImGui::GetStyle().FrameRounding);
    const ImVec2 padding = ImGui::GetStyle().FramePadding;
    // No clip rectangle of its own (each would be a draw call): the column is as wide as
    // the hint needs.
    draw->AddText(ImVec2(at.x + padding.x, at.y + padding.y), ImGui::GetColorU32(inferred ? ImGuiCol_Text : ImGuiCol_TextDisabled),
                  shortenedToFit(hint, size.x - padding.x * 2.0f).c_str());
    if (ImGui::InvisibleButton(("##box-" + field.id).c_str(), size)) {
      m_focusKey = key;
      m_focusRow = row;
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetMouseCursor(ImGuiMouseCursor_TextInput);
      ImGui::SetTooltip("%s\n%s: %s", cellName(data, cell).c_str(), field.name.c_str(), about.c_str());
    }
    return;
  }
  bool bad = false;
  if (!typed.empty()) {
    const auto read = readChartField(data, field, typed);
    const auto* problem = std::get_if<std::string>(&read);
    bad = problem && !problem->empty();
  }
  if (bad) {
    ImGui::PushStyleColor(ImGuiCol_Border, badFieldOutline);
    ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
  }
  ImGui::SetNextItemWidth(width);
  m_tabPressed = false;
  const bool entered = limitedInput(("##" + field.id).c_str(), hint.c_str(), typed, longestText,
                                    ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackCompletion, tabCallback, &m_tabPressed);
  if (bad) {
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s: %s", cellName(data, cell).c_str(), field.name.c_str(), about.c_str());
  const bool active = ImGui::IsItemActive();
  if (active) {
    m_liveCell = cell;
    m_errorCell = cell;
    m_cellError = cellProblem(ui, table, cell, false);
  }
  const bool tabbed = m_tabPressed && active;
  m_tabPressed = false;
  if (tabbed && f + 1 < table.fields.size()) {
    m_focusKey = fieldKey(cell, table.fields[f + 1].id);
    m_focusRow = row;
    return;
  }
  if (!tabbed && !entered) return;
  std::string error;
  if (enter(ui, table, cell, error)) return;
  m_errorCell = cell;
  m_cellError = error;
  // Back to the first field that needs the players.
  for (const auto& each : table.fields) {
    auto read = readChartField(data, each, m_typed[fieldKey(cell, each.id)]);
    if (std::holds_alternative<std::string>(read)) {
      m_focusKey = fieldKey(cell, each.id);
      m_focusRow = row;
      return;
    }
  }
  m_focusKey = fieldKey(cell, table.fields.front().id);
  m_focusRow = row;
}

bool TablesPanel::enter(Ui& ui, const Table& table, const CellRef& cell, std::string& error) {
  if (auto problem = cellProblem(ui, table, cell, true); !problem.empty()) return error = problem, false;
  std::vector<Value> values;
  for (const auto& field : table.fields) values.push_back(std::get<Value>(readChartField(ui.controller.data(), field, m_typed[fieldKey(cell, field.id)])));
  auto result = ui.controller.enterChartValue(cell, values);
  // Undone actions would go: the question asks first, and enters the value on Go on.
  if (ui.controller.asking()) return error.clear(), true;
  if (!ui.controller.overlay().find(cell) && !ui.controller.state().chartValues.count(cell)) {
    error = ui.controller.status();
    return false;
  }
  (void)result;
  for (const auto& field : table.fields) m_typed.erase(fieldKey(cell, field.id));
  if (m_errorCell && *m_errorCell == cell) {
    m_errorCell.reset();
    m_cellError.clear();
  }
  m_status = ui.controller.status();
  focusNextUnknown(ui, table, cell);
  error.clear();
  return true;
}

void TablesPanel::focusNextUnknown(Ui& ui, const Table& table, const CellRef& after) {
  // Row by row from the cell just entered, round to the top: the next cell still unknown.
  const std::size_t columns = table.columnCount();
  const std::size_t count = table.rows.keys.size() * columns;
  std::size_t start = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (cellAt(table, i / columns, i % columns) == after) start = i;
  }
  for (std::size_t step = 1; step < count; ++step) {
    const std::size_t i = (start + step) % count;
    const CellRef cell = cellAt(table, i / columns, i % columns);
    if (!table.cells[i].unknown() || typedIn(ui, cell)) continue;
    m_focusKey = fieldKey(cell, table.fields.front().id);
    m_focusRow = i / columns;
    return;
  }
  m_status += (m_status.empty() ? "" : " ") + std::string(tr("Every cell of this table is known now."));
}

bool TablesPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name == "search") return m_search = value, true;
  if (name == "table") {
    for (const auto& table : ui.controller.data().tables) {
      if (table.id == value || table.name == value) return m_selected = table.id, true;
    }
    return error = "no table '" + value + "'", false;
  }
  if (name == "chart-file" || name == "replace") return m_sharing.setField(ui, name, value, error);
  // TABLE|ROW|COLUMN|FIELD: typed into that unknown cell, checked as a player's typing is.
  const auto bar = name.rfind('|');
  if (bar == std::string::npos || std::count(name.begin(), name.end(), '|') != 3) {
    return error = "no field '" + name + "' on this panel", false;
  }
  m_typed[name] = value;
  const auto first = name.find('|');
  const auto second = name.find('|', first + 1);
  CellRef cell{name.substr(0, first), name.substr(first + 1, second - first - 1), name.substr(second + 1, bar - second - 1)};
  if (const Table* table = ui.controller.data().findTable(cell.table)) {
    m_errorCell = cell;
    m_cellError = cellProblem(ui, *table, cell, false);
  }
  return true;
}

bool TablesPanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (button == "export" || button == "import") return m_sharing.press(ui, button, error);
  if (button == "back-to-question") {
    if (!ui.chartCellInTable) return error = "no chart value is being typed in the table", false;
    ui.chartCellInTable.reset();
    return true;
  }
  if (!button.starts_with("enter:")) return Panel::press(ui, button, error);
  auto spec = button.substr(6);
  auto first = spec.find('|');
  auto second = spec.find('|', first == std::string::npos ? first : first + 1);
  if (first == std::string::npos || second == std::string::npos) return error = "enter:TABLE|ROW|COLUMN", false;
  CellRef cell{spec.substr(0, first), spec.substr(first + 1, second - first - 1), spec.substr(second + 1)};
  const Table* table = ui.controller.data().findTable(cell.table);
  if (!table) return error = "no table '" + cell.table + "'", false;
  if (!enter(ui, *table, cell, error)) {
    m_errorCell = cell;
    m_cellError = error;
    return false;
  }
  return true;
}

void TablesPanel::dump(Ui& ui, std::map<std::string, std::string>& out) {
  refresh(ui);
  out["tables.selected"] = m_selected;
  std::string listed;
  for (const Table* table : listedTables(ui)) listed += (listed.empty() ? "" : ",") + table->id;
  out["tables.listed"] = listed;
  if (auto found = m_progress.find(m_selected); found != m_progress.end()) out["tables.progress"] = progressText(found->second);
  out["tables.total"] = progressText(m_total);
  const auto& last = ui.controller.lastResolution();
  out["tables.highlight"] = last && last->cell && last->cell->table == m_selected ? last->cell->describe() : "";
  out["tables.cell_error"] = m_cellError;
  out["tables.report"] = m_sharing.report();
  // The selected table's grid as drawn: its columns' headers, and the names over them.
  std::string headers;
  std::string groups;
  if (m_layout.key.starts_with(m_selected + "|")) {
    for (const auto& column : m_layout.headers.columns) headers += (headers.empty() ? "" : " | ") + column.header;
    for (const auto& group : m_layout.headers.groups) groups += (groups.empty() ? "" : " | ") + group;
  }
  out["tables.headers"] = headers;
  out["tables.groups"] = groups;
}

}  // namespace adc::gui
