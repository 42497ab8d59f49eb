#include "panels/table_view.hpp"

#include "panels/timers_panel.hpp"
#include "translate.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

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
    auto prompt = renderText(step->leaf().prompt, lookup);
    if (!prompt.empty()) ImGui::TextWrapped("%s", prompt.c_str());
    for (const auto& line : boardLines(step->leaf().board, lookup)) ImGui::TextWrapped("▶ %s", line.c_str());
  } else {
    ImGui::TextUnformatted(tr("The game is over."));
  }
  ImGui::PopFont();
  // Timers that are running, paused or expired.
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& timer = state.timers[i];
    if (timer.status == TimerState::Status::Idle) continue;
    ImGui::PushFont(ui.fonts.huge);
    bool expired = timer.status == TimerState::Status::Expired;
    ImGui::TextColored(expired ? ImVec4(1, 0.3f, 0.25f, 1) : ImVec4(1, 1, 1, 1), "%s %s", data.timers[i].name.c_str(),
                       TimersPanel::formatRemaining(timer.remainingMs(now)).c_str());
    ImGui::PopFont();
  }
  ImGui::Spacing();
  // Each side's values, large.
  std::vector<const ValueDef*> perSide;
  for (const auto& def : data.schema.defs()) {
    if (def.per == "side") perSide.push_back(&def);
  }
  if (!perSide.empty() && ImGui::BeginTable("sides", static_cast<int>(data.sides.size()) + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchSame)) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    for (const auto& side : data.sides) {
      ImGui::TableNextColumn();
      ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, parseHexColor(side.color));
      ImGui::TextUnformatted(side.name.c_str());
    }
    for (const auto* def : perSide) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(def->name.c_str());
      for (const auto& side : data.sides) {
        ImGui::TableNextColumn();
        if (auto value = state.read(data, def->id + "." + side.id)) ImGui::TextUnformatted(toDisplayString(*value).c_str());
      }
    }
    ImGui::PopFont();
    ImGui::EndTable();
  }
  textWrappedMuted(tr("Esc leaves the table view."));
}

}  // namespace adc::gui
