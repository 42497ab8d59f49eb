#include "panels/charts_panel.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace adc::gui {
namespace {

std::string cellKey(const CellRef& cell, const std::string& field) {
  return cell.table + "|" + cell.row + "|" + cell.column + "|" + field;
}

}  // namespace

bool ChartsPanel::enter(Ui& ui, const CellRef& cell, std::string& error) {
  const auto& data = ui.controller.data();
  const Table* table = data.findTable(cell.table);
  if (!table) return error = "no table '" + cell.table + "'", false;
  std::vector<Value> values;
  for (const auto& field : table->fields) {
    const auto& text = m_typed[cellKey(cell, field.id)];
    auto parsed = parseValue(text, field.kind);
    if (text.empty() || !parsed) return error = trf("{}: '{}' is not a {}", field.name, text, kindName(field.kind)), false;
    values.push_back(*parsed);
  }
  auto result = ui.controller.enterChartValue(cell, values);
  // Undone actions would go: the question asks first, and enters the value on Go on.
  if (ui.controller.asking()) return error.clear(), true;
  if (!ui.controller.overlay().find(cell)) {
    error = ui.controller.status();
    return false;
  }
  (void)result;
  for (const auto& field : table->fields) m_typed.erase(cellKey(cell, field.id));
  error.clear();
  return true;
}

void ChartsPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  auto& overlay = ui.controller.overlay();
  textWrappedMuted(trf("Values the rulebook refers to but does not print. What you type is logged in this game and kept in {}",
                       ChartOverlay::defaultPath(data.id).string()));
  // The report is worked out again only when the game or the players' chart changed.
  const std::string key = data.id + "|" + std::to_string(ui.controller.revision()) + "|" + std::to_string(overlay.cells().size());
  if (key != m_reportKey) {
    m_report = chartCompleteness(data, overlay);
    m_reportKey = key;
  }
  for (const auto& entry : m_report) {
    const Table* table = data.findTable(entry.table);
    if (!table) continue;
    ImGui::PushID(entry.table.c_str());
    std::size_t known = entry.printed + entry.typedIn;
    float fraction = entry.cells ? static_cast<float>(known) / static_cast<float>(entry.cells) : 1.0f;
    // Incomplete tables open, complete ones closed.
    ImGui::SetNextItemOpen(!entry.missing.empty(), ImGuiCond_Once);
    bool open = ImGui::CollapsingHeader((table->name + "##header").c_str());
    ruleTag(table->rule);
    std::string progress = trf("{} printed, {} typed in, {} unknown of {}", entry.printed, entry.typedIn, entry.missing.size(), entry.cells);
    ImGui::ProgressBar(fraction, ImVec2(-1, 0), progress.c_str());
    if (open && !entry.missing.empty() &&
        ImGui::BeginTable("missing", static_cast<int>(table->fields.size()) + 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
      // Only the rows on screen are built: a game may miss hundreds of cells.
      ImGuiListClipper clipper;
      clipper.Begin(static_cast<int>(entry.missing.size()));
      while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
          const auto& cell = entry.missing[static_cast<std::size_t>(row)];
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          ImGui::AlignTextToFramePadding();
          std::string where = table->rows.name + " " + axisKeyName(data, table->rows, cell.row);
          if (!cell.column.empty() && table->columns) {
            where += ", " + table->columns->name + " " + axisKeyName(data, *table->columns, cell.column);
          }
          ImGui::TextUnformatted(where.c_str());
          for (const auto& field : table->fields) {
            ImGui::TableNextColumn();
            ImGui::SetNextItemWidth(130.0f * ui.settings.uiScale);
            ImGui::InputTextWithHint(("##" + cellKey(cell, field.id)).c_str(), field.name.c_str(), &m_typed[cellKey(cell, field.id)]);
          }
          ImGui::TableNextColumn();
          if (ImGui::Button((std::string(tr("Enter")) + "##" + cell.row + "|" + cell.column).c_str())) enter(ui, cell, m_error);
        }
      }
      ImGui::EndTable();
    }
    ImGui::Spacing();
    ImGui::PopID();
  }
  errorText(m_error);
}

// Script fields: "TABLE|ROW|COLUMN|FIELD value"; button: "enter TABLE|ROW|COLUMN".
bool ChartsPanel::setField(Ui&, const std::string& name, const std::string& value, std::string&) {
  m_typed[name] = value;
  return true;
}

bool ChartsPanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (!button.starts_with("enter:")) return Panel::press(ui, button, error);
  auto spec = button.substr(6);
  auto first = spec.find('|');
  auto second = spec.find('|', first == std::string::npos ? first : first + 1);
  if (first == std::string::npos || second == std::string::npos) return error = "enter:TABLE|ROW|COLUMN", false;
  CellRef cell{spec.substr(0, first), spec.substr(first + 1, second - first - 1), spec.substr(second + 1)};
  return enter(ui, cell, error);
}

}  // namespace adc::gui
