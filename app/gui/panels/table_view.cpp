#include "panels/table_view.hpp"

#include "panels/timers_panel.hpp"
#include "translate.hpp"

#include "adc/display_names.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

#include <algorithm>

namespace adc::gui {

void TableView::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto lookup = state.lookup(data);
  const auto now = ui.controller.nowMs();
  ImGui::PushFont(ui.fonts.huge);
  ImGui::TextUnformatted((data.sequence.turnName + " " + std::to_string(state.turn)).c_str());
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.large);
  const SequenceStep* step = currentStep(data, state);
  if (step) {
    std::string path;
    for (std::size_t i = 0; i < step->path.size(); ++i) path += (i ? " — " : "") + step->path[i]->name;
    ImGui::TextUnformatted(path.c_str());
    ImGui::TextColored(ImVec4(0.55f, 0.75f, 1.0f, 1.0f), "%s %s", tr("rule"), step->leaf().rule.c_str());
    auto prompt = renderText(data, step->leaf().prompt, lookup);
    if (!prompt.empty()) ImGui::TextWrapped("%s", prompt.c_str());
    for (const auto& line : boardLines(data, step->leaf().board, lookup)) ImGui::TextWrapped("▶ %s", line.c_str());
  } else {
    ImGui::TextUnformatted(tr("The game is over."));
  }
  ImGui::PopFont();
  // Timers that are running, paused or expired.
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& timer = state.timers[i];
    if (timer.status == TimerState::Status::Idle) continue;
    ImGui::PushFont(ui.fonts.huge);
    // Seen from across the table: amber in the last minute, red once time is up, and
    // then said in words, since "0:00" alone reads like a timer not started.
    const bool expired = timer.status == TimerState::Status::Expired;
    const auto remaining = timer.remainingMs(now);
    const ImVec4 colour = expired              ? ImVec4(1.0f, 0.3f, 0.25f, 1.0f)
                          : remaining <= 60000 ? ImVec4(1.0f, 0.72f, 0.2f, 1.0f)
                                               : ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
    if (expired) {
      ImGui::TextColored(colour, "%s", trf("{}: Time is up!", data.timers[i].name).c_str());
    } else {
      const char* paused = timer.status == TimerState::Status::Paused ? tr(" (paused)") : "";
      ImGui::TextColored(colour, "%s %s%s", data.timers[i].name.c_str(), TimersPanel::formatRemaining(remaining).c_str(),
                         paused);
    }
    ImGui::PopFont();
  }
  ImGui::Spacing();
  // Each side's numbers, large: as many as the window holds, in the data's order.
  std::vector<const ValueDef*> perSide;
  for (const auto& def : data.schema.defs()) {
    if (def.per == "side" && def.kind == ValueKind::Integer) perSide.push_back(&def);
  }
  ImGui::PushFont(ui.fonts.large);
  const float rowHeight = ImGui::GetTextLineHeightWithSpacing() + 2.0f;
  const auto fits = static_cast<std::size_t>(std::max(0.0f, (ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeight()) / rowHeight - 1.0f));
  if (perSide.size() > fits) perSide.resize(fits);
  if (!perSide.empty() && ImGui::BeginTable("sides", static_cast<int>(data.sides.size()) + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) {
    float nameWidth = 0.0f;
    for (const auto* def : perSide) nameWidth = std::max(nameWidth, ImGui::CalcTextSize(def->name.c_str()).x);
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, std::min(nameWidth + 8.0f, ImGui::GetContentRegionAvail().x * 0.3f));
    for (const auto& side : data.sides) ImGui::TableSetupColumn(side.id.c_str(), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    for (const auto& side : data.sides) {
      ImGui::TableNextColumn();
      ImU32 color = parseHexColor(side.color);
      ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, color);
      // Dark ink on light side colours (white, yellow), light ink on the others.
      float luminance = 0.299f * static_cast<float>(color & 0xFF) + 0.587f * static_cast<float>((color >> 8) & 0xFF) +
                        0.114f * static_cast<float>((color >> 16) & 0xFF);
      ImGui::PushStyleColor(ImGuiCol_Text, luminance > 160.0f ? ImVec4(0.1f, 0.1f, 0.1f, 1) : ImVec4(1, 1, 1, 1));
      fittedText(side.name);
      ImGui::PopStyleColor();
    }
    for (const auto* def : perSide) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      fittedText(def->name);
      for (const auto& side : data.sides) {
        ImGui::TableNextColumn();
        if (auto value = state.read(data, def->id + "." + side.id)) ImGui::TextUnformatted(valueText(data, *value).c_str());
      }
    }
    ImGui::EndTable();
  }
  ImGui::PopFont();
  textWrappedMuted(tr("Esc leaves the table view."));
}

}  // namespace adc::gui
