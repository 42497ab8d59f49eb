#include "panels/sequence_panel.hpp"

#include "translate.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

namespace adc::gui {

void SequencePanel::drawStrip(Ui& ui) {
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto lookup = state.lookup(data);
  const auto& steps = data.sequence.steps;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float height = ImGui::GetTextLineHeight() * 2.6f;
  const float gap = 4.0f;
  const float width = ImGui::GetContentRegionAvail().x;
  const float box = steps.empty() ? width : (width - gap * static_cast<float>(steps.size() - 1)) / static_cast<float>(steps.size());
  ImVec2 origin = ImGui::GetCursorScreenPos();
  for (std::size_t i = 0; i < steps.size(); ++i) {
    // A step whose conditions do not hold this turn is skipped by the engine: shown dim.
    bool applies = true;
    for (const SequenceNode* node : steps[i].path) {
      if (node->when.empty()) continue;
      auto test = node->when.test(lookup);
      applies = applies && test && *test;
    }
    bool current = !state.gameOver && i == state.step;
    bool done = !state.gameOver && i < state.step;
    ImU32 fill = current ? IM_COL32(0xE0, 0xA0, 0x20, 0xFF) : done ? IM_COL32(0x50, 0x60, 0x70, 0xFF) : IM_COL32(0x30, 0x36, 0x40, 0xFF);
    if (!applies && !current) fill = IM_COL32(0x24, 0x26, 0x2A, 0xFF);
    ImVec2 a(origin.x + static_cast<float>(i) * (box + gap), origin.y);
    ImVec2 b(a.x + box, a.y + height);
    draw->AddRectFilled(a, b, fill, 4.0f);
    ImU32 ink = current ? IM_COL32(0x10, 0x10, 0x10, 0xFF) : applies ? IM_COL32(0xE8, 0xE8, 0xE8, 0xFF) : IM_COL32(0x80, 0x80, 0x80, 0xFF);
    draw->PushClipRect(a, b, true);
    draw->AddText(ImVec2(a.x + 5, a.y + 3), ink, steps[i].path.front()->name.c_str());
    draw->AddText(ImVec2(a.x + 5, a.y + 3 + ImGui::GetTextLineHeight()), ink, steps[i].leaf().name.c_str());
    draw->PopClipRect();
    ImGui::SetCursorScreenPos(a);
    ImGui::InvisibleButton(("strip" + std::to_string(i)).c_str(), ImVec2(box, height));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%s %s)", steps[i].id.c_str(), tr("rule"), steps[i].leaf().rule.c_str());
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + height + ImGui::GetStyle().ItemSpacing.y));
  (void)ui;
}

void SequencePanel::draw(Ui& ui) {
  auto& controller = ui.controller;
  const auto& data = controller.data();
  const auto& state = controller.state();
  const auto lookup = state.lookup(data);
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(stepTitle(data, state).c_str());
  ImGui::PopFont();
  drawStrip(ui);

  if (controller.session().cursor() == 0) {
    if (const Scenario* scenario = data.findScenario(controller.session().setup().scenario); scenario && !scenario->setup.empty()) {
      ImGui::TextUnformatted(trf("Set up the board: {}", scenario->name).c_str());
      ruleTag(scenario->rule);
      for (const auto& line : scenario->setup) ImGui::BulletText("%s", line.c_str());
      ImGui::Separator();
    }
  }

  const SequenceStep* step = currentStep(data, state);
  if (!step) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(tr("The game is over."));
    ImGui::PopFont();
  } else {
    for (std::size_t i = 0; i + 1 < step->path.size(); ++i) {
      const auto* node = step->path[i];
      ImGui::TextUnformatted(node->name.c_str());
      ruleTag(node->rule);
      auto prompt = renderText(node->prompt, lookup);
      if (!prompt.empty()) textWrappedMuted(prompt);
    }
    const auto& leaf = step->leaf();
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextUnformatted(leaf.name.c_str());
    ImGui::PopFont();
    ruleTag(leaf.rule);
    if (!leaf.side.empty()) {
      if (const Side* side = data.findSide(leaf.side)) {
        sideColorSwatch(side->color);
        ImGui::TextUnformatted(trf("{} acts", side->name).c_str());
      }
    }
    auto prompt = renderText(leaf.prompt, lookup);
    if (!prompt.empty()) ImGui::TextWrapped("%s", prompt.c_str());
    auto board = boardLines(leaf.board, lookup);
    if (!board.empty()) {
      ImGui::Spacing();
      ImGui::TextUnformatted(tr("On the board:"));
      for (const auto& line : board) ImGui::BulletText("%s", line.c_str());
    }
    for (const auto& id : leaf.procedures) {
      if (const Procedure* procedure = data.findProcedure(id)) {
        if (ImGui::Button((trf("Resolve: {}", procedure->name) + "##proc-" + id).c_str())) {
          ui.requestedProcedure = id;
          ui.showPanel("resolve");
        }
        ImGui::SameLine();
      }
    }
    if (!leaf.timer.empty()) {
      if (ImGui::Button(label("Open the timer", "open-timer").c_str())) ui.showPanel("timers");
      ImGui::SameLine();
    }
    ImGui::NewLine();
  }
  ImGui::Spacing();
  ImGui::Separator();
  if (ImGui::Button(label("◀ Back", "back").c_str())) controller.perform(Action{"back", "", {}, "", 0});
  ImGui::SameLine();
  ImGui::BeginDisabled(step == nullptr);
  if (ImGui::Button(label("Next step ▶", "next").c_str()) || (ui.enterPressed && step)) controller.perform(Action{"next", "", {}, "", 0});
  ImGui::EndDisabled();
}

bool SequencePanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (button != "next" && button != "back") return Panel::press(ui, button, error);
  auto applied = ui.controller.perform(Action{button, "", {}, "", 0});
  if (!applied) error = applied.error().message;
  return bool(applied);
}

}  // namespace adc::gui
