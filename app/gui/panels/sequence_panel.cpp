#include "panels/sequence_panel.hpp"

#include "translate.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"
#include "adc/set_up_needs.hpp"

#include <imgui.h>

#include <algorithm>
#include <optional>

namespace adc::gui {

namespace {

// Whether a step's conditions hold now (the engine skips it otherwise): shown dim.
bool stepApplies(const SequenceStep& step, const NameLookup& lookup) {
  for (const SequenceNode* node : step.path) {
    if (node->when.empty()) continue;
    auto test = node->when.test(lookup);
    if (!test || !*test) return false;
  }
  return true;
}

// One row of boxes, each at least `height` tall; returns the index of the box clicked, if
// one was.
std::optional<std::size_t> drawBoxes(const std::vector<std::pair<std::string, int>>& boxes, const std::vector<std::string>& tips,
                                     float height) {
  std::optional<std::size_t> clicked;
  // Each box: its text and its state (0 upcoming, 1 done, 2 current, 3 skipped).
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float gap = 4.0f;
  const float width = ImGui::GetContentRegionAvail().x;
  // A box is never narrower than its longest word: when they do not fit in one row, the
  // boxes wrap into as many rows as needed instead of breaking words ("Rando/m").
  float longestWord = 0;
  for (const auto& [text, kind] : boxes) {
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find(' ', start);
      if (end == std::string::npos) end = text.size();
      longestWord = std::max(longestWord, ImGui::CalcTextSize(text.c_str() + start, text.c_str() + end).x);
      start = end + 1;
    }
  }
  const std::size_t count = std::max<std::size_t>(boxes.size(), 1);
  const std::size_t fitting = std::max<std::size_t>(1, static_cast<std::size_t>((width + gap) / (longestWord + 12.0f + gap)));
  const std::size_t perRow = std::min(count, fitting);
  const float box = (width - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
  const std::size_t rows = (count + perRow - 1) / perRow;
  // The boxes are as tall as their longest text wrapped in them (it starts 5 px in and
  // wraps at the edge): a French step name on three lines ("Mouvement des armées :
  // Coalition, royalistes, …") is not cut at its second.
  for (const auto& [text, kind] : boxes) {
    height = std::max(height, ImGui::CalcTextSize(text.c_str(), nullptr, false, box - 5.0f).y + 6.0f);
  }
  ImVec2 origin = ImGui::GetCursorScreenPos();
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    int kind = boxes[i].second;
    ImU32 fill = kind == 2 ? IM_COL32(0xE0, 0xA0, 0x20, 0xFF) : kind == 1 ? IM_COL32(0x50, 0x60, 0x70, 0xFF)
               : kind == 3 ? IM_COL32(0x24, 0x26, 0x2A, 0xFF) : IM_COL32(0x30, 0x36, 0x40, 0xFF);
    ImU32 ink = kind == 2 ? IM_COL32(0x10, 0x10, 0x10, 0xFF) : kind == 3 ? IM_COL32(0x80, 0x80, 0x80, 0xFF) : IM_COL32(0xE8, 0xE8, 0xE8, 0xFF);
    ImVec2 a(origin.x + static_cast<float>(i % perRow) * (box + gap), origin.y + static_cast<float>(i / perRow) * (height + gap));
    ImVec2 b(a.x + box, a.y + height);
    draw->AddRectFilled(a, b, fill, 4.0f);
    draw->PushClipRect(a, b, true);
    ImGui::SetCursorScreenPos(ImVec2(a.x + 5, a.y + 3));
    ImGui::PushStyleColor(ImGuiCol_Text, ink);
    ImGui::PushTextWrapPos(b.x - a.x - 5 + ImGui::GetCursorPosX());
    ImGui::TextUnformatted(boxes[i].first.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    draw->PopClipRect();
    ImGui::SetCursorScreenPos(a);
    if (ImGui::InvisibleButton(("box" + std::to_string(i)).c_str(), ImVec2(box, height))) clicked = i;
    if (ImGui::IsItemHovered() && i < tips.size()) ImGui::SetTooltip("%s", tips[i].c_str());
  }
  const float used = static_cast<float>(rows) * height + static_cast<float>(rows - 1) * gap;
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + used + ImGui::GetStyle().ItemSpacing.y));
  return clicked;
}

}  // namespace

void SequencePanel::drawStrip(Ui& ui) {
  // Two rows: the phases of the turn, then the steps of the current phase.
  const auto& data = ui.controller.data();
  const auto& state = ui.controller.state();
  const auto lookup = state.lookup(data);
  const auto& steps = data.sequence.steps;
  const SequenceNode* currentPhase = !state.gameOver && state.step < steps.size() ? steps[state.step].path.front() : nullptr;
  std::vector<std::pair<std::string, int>> phases, phaseSteps;
  std::vector<std::string> phaseTips, stepTips;
  bool passed = true;
  for (const auto& phase : data.sequence.phases) {
    bool current = &phase == currentPhase;
    if (current) passed = false;
    bool applies = true;
    if (!phase.when.empty()) {
      auto test = phase.when.test(lookup);
      applies = test && *test;
    }
    phases.emplace_back(phase.name, current ? 2 : !applies ? 3 : (passed && !state.gameOver) ? 1 : 0);
    phaseTips.push_back(phase.name + " (" + tr("rule") + " " + phase.rule + ")");
  }
  if (currentPhase) {
    for (std::size_t i = 0; i < steps.size(); ++i) {
      if (steps[i].path.front() != currentPhase) continue;
      int kind = i == state.step ? 2 : !stepApplies(steps[i], lookup) ? 3 : i < state.step ? 1 : 0;
      phaseSteps.emplace_back(steps[i].leaf().name, kind);
      stepTips.push_back(steps[i].leaf().name + " (" + tr("rule") + " " + steps[i].leaf().rule + ")");
    }
  }
  // A click goes to that step (a phase: its first step) in this turn: a `goto` action.
  std::vector<std::string> phaseFirstStep;
  for (const auto& phase : data.sequence.phases) {
    auto first = std::find_if(steps.begin(), steps.end(), [&](const SequenceStep& step) { return step.path.front() == &phase; });
    phaseFirstStep.push_back(first == steps.end() ? "" : first->id);
  }
  std::vector<std::string> stepIds;
  for (const auto& step : steps) {
    if (currentPhase && step.path.front() == currentPhase) stepIds.push_back(step.id);
  }
  std::string target;
  float line = ImGui::GetTextLineHeight();
  if (auto clicked = drawBoxes(phases, phaseTips, line * 2.4f)) target = phaseFirstStep[*clicked];
  if (phaseSteps.size() > 1) {
    if (auto clicked = drawBoxes(phaseSteps, stepTips, line * 2.4f)) target = stepIds[*clicked];
  }
  if (!target.empty()) goTo(ui, target);
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

  // At set-up, what the rulebook does not print (and 1793's hands drawn at the table) is
  // asked together on one screen: pointed to first, above the long set-up text, so that a
  // 1280x720 window shows it without scrolling.
  if (m_needsRevision != controller.revision()) {
    m_needsRevision = controller.revision();
    m_needsPreparing = !setUpNeeds(controller.session()).empty();
  }
  if (m_needsPreparing) {
    if (ImGui::Button(label("Prepare the game…", "prepare").c_str())) ui.showPanel("prepare");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    textWrappedMuted(tr("Before the first turn: what the app cannot know yet, entered on one screen."));
    ImGui::Separator();
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
      auto prompt = renderText(data, node->prompt, lookup);
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
    auto prompt = renderText(data, leaf.prompt, lookup);
    if (!prompt.empty()) ImGui::TextWrapped("%s", prompt.c_str());
    // The step's buttons in rows that wrap at the panel's edge, none cut.
    bool firstButton = true;
    auto flowButton = [&](const std::string& text) {
      const float width = ImGui::CalcTextSize(text.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
      if (!firstButton) {
        ImGui::SameLine();
        if (ImGui::GetCursorPosX() + width > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
      }
      firstButton = false;
      return ImGui::Button(text.c_str());
    };
    for (const auto& id : leaf.procedures) {
      if (const Procedure* procedure = data.findProcedure(id)) {
        if (flowButton(trf("Resolve: {}", procedure->name) + "##proc-" + id)) {
          ui.requestedProcedure = id;
          ui.showPanel("resolve");
        }
      }
    }
    // The rule module's actions this step asks for, by their titles: each opens the
    // board's action form on it. Only actions tied to the state (offeredWhen) are offered
    // here; the others stay in the form's list for corrections.
    if (const RuleModule* module = findRuleModule(data.id)) {
      for (const auto& type : actionsOfferedNow(data, state, false)) {
        const ActionDescription* description = findActionDescription(data, type);
        const std::string title = description ? description->title : module->descriptions.at(type).title;
        if (flowButton(title + "##act-" + type)) openAction(ui, type);
      }
    }
    if (!leaf.timer.empty() && flowButton(label("Open the timer", "open-timer"))) ui.showPanel("timers");
  }
  ImGui::Spacing();
  ImGui::Separator();
  if (ImGui::Button(label("◀ Back", "back").c_str())) controller.perform(Action{"back", "", {}, "", 0});
  ImGui::SameLine();
  ImGui::BeginDisabled(step == nullptr);
  if (ImGui::Button(label("Next step ▶", "next").c_str()) || (ui.enterPressed && step)) controller.perform(Action{"next", "", {}, "", 0});
  ImGui::EndDisabled();
  // What to read and do on the table comes under the buttons, so that a long set-up list
  // never pushes them below the fold.
  if (step) {
    auto board = boardLines(data, step->leaf().board, lookup);
    if (!board.empty()) {
      ImGui::Spacing();
      ImGui::TextUnformatted(tr("On the board:"));
      for (const auto& line : board) bulletWrapped(line);
    }
  }
  if (controller.session().cursor() == 0) {
    if (const Scenario* scenario = data.findScenario(controller.session().setup().scenario); scenario && !scenario->setup.empty()) {
      ImGui::Separator();
      ImGui::TextUnformatted(trf("Set up the board: {}", scenario->name).c_str());
      ruleTag(scenario->rule);
      for (const auto& line : scenario->setup) bulletWrapped(line);
    }
  }
}

void SequencePanel::openAction(Ui& ui, const std::string& type) {
  ui.requestedAction = type;
  ui.showPanel("board");
}

bool SequencePanel::goTo(Ui& ui, const std::string& stepId) {
  const auto& state = ui.controller.state();
  auto applied = ui.controller.perform(Action{"goto", "", {{"step", stepId}, {"turn", state.turn}}, "", 0});
  return applied || ui.controller.asking();
}

bool SequencePanel::press(Ui& ui, const std::string& button, std::string& error) {
  if (button.starts_with("goto:")) {
    if (!goTo(ui, button.substr(5))) return error = ui.controller.status(), false;
    return true;
  }
  if (button != "next" && button != "back") return Panel::press(ui, button, error);
  auto applied = ui.controller.perform(Action{button, "", {}, "", 0});
  if (applied || ui.controller.asking()) return true;  // asked first: the question's answer performs it
  error = applied.error().message;
  return false;
}

}  // namespace adc::gui
