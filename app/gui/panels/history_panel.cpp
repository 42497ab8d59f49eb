#include "panels/history_panel.hpp"

#include "translate.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace adc::gui {

void HistoryPanel::rebuild(Ui& ui) {
  const auto& session = ui.controller.session();
  const auto& data = session.data();
  m_turns.clear();
  m_series.assign(data.sides.size(), {});
  // A point at the start, then one at the end of each turn (and the current state).
  std::vector<std::size_t> cuts{0};
  for (std::size_t i = 1; i < session.cursor(); ++i) {
    if (session.log()[i].turn != session.log()[i - 1].turn) cuts.push_back(i);
  }
  if (session.cursor() > 0) cuts.push_back(session.cursor());
  for (std::size_t cut : cuts) {
    GameState state = cut == session.cursor() ? session.state() : session.replayFromSetup(cut);
    m_turns.push_back(state.turn);
    for (std::size_t s = 0; s < data.sides.size(); ++s) {
      auto value = state.read(data, m_value + "." + data.sides[s].id);
      auto number = value ? asNumber(*value) : std::nullopt;
      m_series[s].push_back(number ? static_cast<double>(*number) : std::nan(""));
    }
  }
  m_revision = ui.controller.revision();
  m_builtFor = m_value;
}

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
  ImGui::SetNextItemWidth(260.0f * ui.settings.uiScale);
  if (ImGui::BeginCombo(label("Value", "value").c_str(), chosen->name.c_str())) {
    for (const auto* def : choices) {
      if (ImGui::Selectable((def->name + "##" + def->id).c_str(), def == chosen)) m_value = def->id;
    }
    ImGui::EndCombo();
  }
  if (m_revision != ui.controller.revision() || m_builtFor != m_value) rebuild(ui);

  // The plot: turns along, values up; one line per side in its colour.
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImVec2 origin = ImGui::GetCursorScreenPos();
  ImVec2 size(ImGui::GetContentRegionAvail().x, std::max(200.0f, ImGui::GetContentRegionAvail().y - 40.0f));
  const float margin = 48.0f;
  ImVec2 a(origin.x + margin, origin.y + 8), b(origin.x + size.x - 12, origin.y + size.y - 28);
  draw->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), IM_COL32(0x20, 0x22, 0x28, 0xFF), 6.0f);
  double low = chosen->min ? static_cast<double>(*chosen->min) : 0.0, high = chosen->max ? static_cast<double>(*chosen->max) : 1.0;
  if (!chosen->max) {
    for (const auto& series : m_series) {
      for (double value : series) {
        if (!std::isnan(value)) high = std::max(high, value);
      }
    }
  }
  if (high <= low) high = low + 1;
  auto yOf = [&](double value) { return b.y - static_cast<float>((value - low) / (high - low)) * (b.y - a.y); };
  const std::size_t points = m_turns.size();
  auto xOf = [&](std::size_t i) { return points <= 1 ? a.x : a.x + static_cast<float>(i) / static_cast<float>(points - 1) * (b.x - a.x); };
  for (int tick = 0; tick <= 4; ++tick) {
    double value = low + (high - low) * tick / 4.0;
    float y = yOf(value);
    draw->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), IM_COL32(0x40, 0x44, 0x4C, 0xFF));
    draw->AddText(ImVec2(origin.x + 6, y - 8), IM_COL32(0xB0, 0xB0, 0xB0, 0xFF), std::to_string(std::lround(value)).c_str());
  }
  for (std::size_t i = 0; i < points; ++i) {
    std::string text = i == 0 ? tr("start") : data.sequence.turnName + " " + std::to_string(m_turns[i]);
    float textWidth = ImGui::CalcTextSize(text.c_str()).x;
    float x = std::clamp(xOf(i) - textWidth / 2, a.x - margin / 2, b.x - textWidth);
    draw->AddText(ImVec2(x, b.y + 6), IM_COL32(0xB0, 0xB0, 0xB0, 0xFF), text.c_str());
  }
  for (std::size_t s = 0; s < m_series.size(); ++s) {
    ImU32 color = parseHexColor(data.sides[s].color);
    for (std::size_t i = 0; i < points; ++i) {
      if (std::isnan(m_series[s][i])) continue;
      ImVec2 p(xOf(i), yOf(m_series[s][i]));
      if (i > 0 && !std::isnan(m_series[s][i - 1])) draw->AddLine(ImVec2(xOf(i - 1), yOf(m_series[s][i - 1])), p, color, 3.0f);
      draw->AddCircleFilled(p, 4.5f, color);
    }
  }
  ImGui::Dummy(size);
  for (std::size_t s = 0; s < data.sides.size(); ++s) {
    sideColorSwatch(data.sides[s].color);
    ImGui::TextUnformatted(data.sides[s].name.c_str());
    ImGui::SameLine();
  }
  ImGui::NewLine();
}

bool HistoryPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name != "value") return Panel::setField(ui, name, value, error);
  m_value = value;
  return true;
}

}  // namespace adc::gui
