#include "panels/chart_prompt.hpp"

#include "translate.hpp"

#include "adc/display_names.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace adc::gui {

bool ChartPrompt::confirm(Ui& ui, std::string& error) {
  const auto& pending = ui.controller.pending();
  if (!pending) {
    error = "no chart value is asked for";
    return false;
  }
  const Table* table = ui.controller.data().findTable(pending->cell.table);
  if (!table) return false;
  std::vector<Value> values;
  for (const auto& field : table->fields) {
    auto parsed = parseValue(m_fields[field.id], field.kind);
    if (!parsed || m_fields[field.id].empty()) {
      error = trf("{}: '{}' is not a {}", field.name, m_fields[field.id], kindName(field.kind));
      return false;
    }
    values.push_back(*parsed);
  }
  auto cell = pending->cell;
  auto result = ui.controller.enterChartValue(cell, values);
  // Refused: the value typed in (the same cell still asked for, what was typed kept for
  // correcting), or the action it completed. Another cell asked for goes on prompting.
  const bool sameCellAsked = ui.controller.pending() && ui.controller.pending()->cell == cell;
  if (result && !*result && (!ui.controller.pending() || sameCellAsked)) {
    error = result->error().message;
    m_error = error;
    return false;
  }
  m_fields.clear();
  error.clear();
  return true;
}

void ChartPrompt::draw(Ui& ui) {
  // Typed in the table no more (entered, cancelled, or the players went to another
  // panel): the question is back while the cell is still asked for.
  if (ui.chartCellInTable && (!ui.controller.pending() || ui.controller.pending()->cell != *ui.chartCellInTable ||
                              ui.tablesDrawnFrame != ImGui::GetFrameCount())) {
    ui.chartCellInTable.reset();
  }
  if (!open(ui)) return;
  const auto& cell = ui.controller.pending()->cell;
  const Table* table = ui.controller.data().findTable(cell.table);
  if (!table) {
    ui.controller.dropPending();
    return;
  }
  ImGui::OpenPopup("chart-prompt");
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  if (ImGui::BeginPopupModal("chart-prompt", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(tr("Read it on your printed chart"));
    ImGui::PopFont();
    std::string where = trf("{} (rule {})", cellName(ui.controller.data(), cell), table->rule);
    ImGui::TextUnformatted(where.c_str());
    textWrappedMuted(tr("The rulebook does not print this cell. Type what your chart says; it is logged and kept for the next games."));
    if (!table->note.empty()) textWrappedMuted(table->note);  // how to read or type it
    bool first = true;
    for (const auto& field : table->fields) {
      if (first && ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
      first = false;
      if (!field.choices.empty()) {
        // The rulebook names the words: they are chosen, one button each; a table of one
        // field takes the value at once.
        ImGui::TextUnformatted(field.name.c_str());
        for (std::size_t i = 0; i < field.choices.size(); ++i) {
          if (i > 0) ImGui::SameLine();
          const bool chosen = m_fields[field.id] == field.choices[i];
          if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
          const bool pressed = ImGui::Button((wordName(ui.controller.data(), field.choices[i]) + "##chart-" + field.id + "-" +
                                              field.choices[i]).c_str(),
                                             ImVec2(160.0f * ui.settings.uiScale, 0));
          if (chosen) ImGui::PopStyleColor();
          if (pressed) {
            m_fields[field.id] = field.choices[i];
            if (table->fields.size() == 1 && confirm(ui, m_error)) ImGui::CloseCurrentPopup();
          }
        }
        continue;
      }
      if (field.isYesNo()) {
        // A yes/no is ticked, never typed as 1 or 0.
        bool ticked = m_fields[field.id] == "1";
        if (ImGui::Checkbox((field.name + "##chart-" + field.id).c_str(), &ticked)) m_fields[field.id] = ticked ? "1" : "0";
        if (m_fields[field.id].empty()) m_fields[field.id] = "0";
        continue;
      }
      // Text cells hold lists (a region's neighbours, a route): room for a line of words.
      // A bounded number shows its range while it is empty.
      std::string hint;
      if (field.min && field.max) hint = trf("from {} to {}", *field.min, *field.max);
      ImGui::SetNextItemWidth((field.kind == ValueKind::Text ? 420.0f : 160.0f) * ui.settings.uiScale);
      limitedInput((field.name + "##chart-" + field.id).c_str(), hint.c_str(), m_fields[field.id], longestText);
    }
    errorText(m_error);
    if (ImGui::Button(label("Enter the value", "chart-ok").c_str()) || ui.enterPressed) {
      if (confirm(ui, m_error)) ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(label("Type it in the table", "chart-in-table").c_str())) {
      typeInTable(ui);
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button(label("Cancel", "chart-cancel").c_str())) {
      ui.controller.dropPending();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

bool ChartPrompt::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (!open(ui)) {
    error = "no chart value is asked for";
    return false;
  }
  m_fields[name] = value;
  return true;
}

void ChartPrompt::typeInTable(Ui& ui) {
  const auto& cell = ui.controller.pending()->cell;
  ui.chartCellInTable = cell;
  ui.requestedCell = cell;
  ui.showPanel("tables");
}

bool ChartPrompt::press(Ui& ui, const std::string& button, std::string& error) {
  if (button == "chart-ok") return confirm(ui, error);
  if (button == "chart-in-table") {
    if (!open(ui)) return error = "no chart value is asked for", false;
    typeInTable(ui);
    return true;
  }
  if (button == "chart-cancel") {
    ui.controller.dropPending();
    return true;
  }
  error = "no button '" + button + "' on the chart prompt";
  return false;
}

}  // namespace adc::gui
