#include "panels/timers_panel.hpp"

#include "alarm.hpp"
#include "translate.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

namespace adc::gui {

std::string TimersPanel::formatRemaining(std::int64_t ms) {
  std::int64_t seconds = (std::max<std::int64_t>(ms, 0) + 999) / 1000;  // 0:01 until the very end
  char text[32];
  std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(seconds / 60), static_cast<long long>(seconds % 60));
  return text;
}

bool TimersPanel::act(Ui& ui, const std::string& type, std::size_t timer, std::string& error) {
  Action action{type, "", {{"timer", ui.controller.data().timers[timer].id}}, "", ui.controller.nowMs()};
  if (type == "timer_extend") action.args["seconds"] = std::int64_t{60};
  auto applied = ui.controller.perform(action);
  if (applied || ui.controller.asking()) return true;  // asked first: the question's answer performs it
  error = applied.error().message;
  return false;
}

void TimersPanel::tick(Ui& ui) {
  if (!ui.controller.hasGame()) return;
  // An expiry is an action: while the players stand on an undone position, the clock
  // does not discard their undone actions (nor ask them to). It rings once they act.
  if (ui.controller.session().canRedo()) return;
  const auto now = ui.controller.nowMs();
  for (std::size_t i = 0; i < ui.controller.data().timers.size(); ++i) {
    const auto& timer = ui.controller.state().timers[i];
    if (timer.status == TimerState::Status::Running && timer.remainingMs(now) <= 0) {
      // One run of a timer is its start time and length; it expires (and rings) once.
      std::string run = ui.controller.data().id + "|" + std::to_string(i) + "|" + std::to_string(timer.runningSince) + "|" +
                        std::to_string(timer.durationMs) + "|" + std::to_string(timer.elapsedMs);
      if (!ui.expiredTimers.insert(run).second) continue;
      std::string ignored;
      if (act(ui, "timer_expire", i, ignored)) ui.alarm.ring();
    }
  }
}

void TimersPanel::toggle(Ui& ui) {
  if (!ui.controller.hasGame() || ui.controller.data().timers.empty()) return;
  const auto& data = ui.controller.data();
  std::size_t index = 0;
  if (const SequenceStep* step = currentStep(data, ui.controller.state()); step && !step->leaf().timer.empty()) {
    index = data.findTimer(step->leaf().timer).value_or(0);
  }
  std::string ignored;
  switch (ui.controller.state().timers[index].status) {
    case TimerState::Status::Idle: act(ui, "timer_start", index, ignored); break;
    case TimerState::Status::Running: act(ui, "timer_pause", index, ignored); break;
    case TimerState::Status::Paused: act(ui, "timer_resume", index, ignored); break;
    case TimerState::Status::Expired: act(ui, "timer_reset", index, ignored); break;
  }
}

void TimersPanel::draw(Ui& ui) {
  const auto& data = ui.controller.data();
  if (data.timers.empty()) {
    ImGui::TextUnformatted(tr("This game has no timers."));
    return;
  }
  const auto now = ui.controller.nowMs();
  std::string error;
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& def = data.timers[i];
    const auto& timer = ui.controller.state().timers[i];
    ImGui::PushID(static_cast<int>(i));
    bool expired = timer.status == TimerState::Status::Expired;
    ImVec2 at = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = ui.fonts.huge->FontSize * 1.25f + ImGui::GetFrameHeightWithSpacing() * 2.0f + 8.0f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height), expired ? alarmColor : IM_COL32(0x28, 0x2C, 0x34, 0xFF), 8.0f);
    ImGui::SetCursorScreenPos(ImVec2(at.x + 12, at.y + 8));
    ImGui::BeginGroup();
    ImGui::TextUnformatted(def.name.c_str());
    ruleTag(def.rule);
    ImGui::SameLine();
    ImGui::TextUnformatted(("— " + std::string(tr(std::string(timerStatusName(timer.status)).c_str()))).c_str());
    ImGui::PushFont(ui.fonts.huge);
    std::string remaining = formatRemaining(timer.status == TimerState::Status::Idle ? def.seconds * 1000 : timer.remainingMs(now));
    if (expired) {
      // The alarm blinks twice a second on a red card.
      bool on = (now / 500) % 2 == 0;
      ImGui::TextColored(on ? ImVec4(1, 1, 1, 1) : ImVec4(1, 0.85f, 0.3f, 1), "%s  %s", remaining.c_str(), tr("Time is up!"));
    } else {
      ImGui::TextUnformatted(remaining.c_str());
    }
    ImGui::PopFont();
    switch (timer.status) {
      case TimerState::Status::Idle:
        if (ImGui::Button(label("Start", "start").c_str())) act(ui, "timer_start", i, error);
        break;
      case TimerState::Status::Running:
        if (ImGui::Button(label("Pause", "pause").c_str())) act(ui, "timer_pause", i, error);
        break;
      case TimerState::Status::Paused:
        if (ImGui::Button(label("Resume", "resume").c_str())) act(ui, "timer_resume", i, error);
        break;
      case TimerState::Status::Expired:
        break;
    }
    if (timer.status != TimerState::Status::Idle) {
      if (!expired) ImGui::SameLine();
      if (ImGui::Button(label("+1 minute", "extend").c_str())) act(ui, "timer_extend", i, error);
      ImGui::SameLine();
      if (ImGui::Button(label("Reset", "reset").c_str())) act(ui, "timer_reset", i, error);
    }
    ImGui::EndGroup();
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + height + 10));
    ImGui::PopID();
  }
  textWrappedMuted(tr("Space starts, pauses or resumes the current step's timer."));
}

bool TimersPanel::press(Ui& ui, const std::string& button, std::string& error) {
  // "start", or "start.diplomacy" for one timer by id.
  auto dot = button.find('.');
  std::string verb = button.substr(0, dot);
  std::size_t index = 0;
  if (dot != std::string::npos) {
    auto found = ui.controller.data().findTimer(button.substr(dot + 1));
    if (!found) return error = "no timer '" + button.substr(dot + 1) + "'", false;
    index = *found;
  }
  if (ui.controller.data().timers.empty()) return error = "this game has no timers", false;
  static const std::map<std::string, std::string> types{{"start", "timer_start"}, {"pause", "timer_pause"},
                                                        {"resume", "timer_resume"}, {"extend", "timer_extend"},
                                                        {"reset", "timer_reset"}};
  auto type = types.find(verb);
  if (type == types.end()) return Panel::press(ui, button, error);
  return act(ui, type->second, index, error);
}

}  // namespace adc::gui
