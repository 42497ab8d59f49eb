#include "panels/history_panel.hpp"

#include "translate.hpp"

#include <imgui.h>

#include <algorithm>

namespace adc::gui {

void HistoryPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  std::vector<const ValueDef*> choices;
  for (const auto& def : data.schema.defs()) {
    if (def.per == "side" && (def.kind == ValueKind::Integer)) choices.push_back(&def);
  }
  if (choices.empty()) {
    ImGui::TextUnformatted(tr("This game keeps no numbers per side."));
    return;
  }
  if (m_value.empty() || std::none_of(choices.begin(), choices.end(), [&](const ValueDef* def) { return def->id == m_value; })) {
    m_value = choices.front()->id;
  }
  const ValueDef* chosen = *std::find_if(choices.begin(), choices.end(), [&](const ValueDef* def) { return def->id == m_value; });
  if (beginFittedCombo(label("Value", "value"), chosen->name, 260.0f * ui.settings.uiScale)) {
    for (const auto* def : choices) {
      if (ImGui::Selectable((def->name + "##" + def->id).c_str(), def == chosen)) m_value = def->id;
    }
    ImGui::EndCombo();
  }
  const auto& history = m_cache.get(ui.controller.session(), ui.controller.revision(), {m_value}).front();

  // The plot: turns along, values up; one line per side in its colour.
  ImVec2 size(ImGui::GetContentRegionAvail().x, std::max(200.0f, ImGui::GetContentRegionAvail().y - 40.0f));
  const double low = chosen->min ? static_cast<double>(*chosen->min) : 0.0;
  const double high = chosen->max ? static_cast<double>(*chosen->max) : 1.0;
  drawSideHistory(data, history, size, low, high, data.sequence.turnName);
  // The legend, wrapped at the panel's edge.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  for (std::size_t s = 0; s < data.sides.size(); ++s) {
    const float width = ImGui::GetTextLineHeight() + spacing + ImGui::CalcTextSize(data.sides[s].name.c_str()).x;
    if (s > 0) {
      ImGui::SameLine(0.0f, 2.0f * spacing);
      if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();
    }
    sideColorSwatch(data.sides[s].color);
    fittedText(data.sides[s].name);
  }
}

bool HistoryPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name != "value") return Panel::setField(ui, name, value, error);
  m_value = value;
  return true;
}

}  // namespace adc::gui
