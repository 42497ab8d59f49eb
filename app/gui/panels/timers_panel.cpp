#include "panels/timers_panel.hpp"

#include "alarm.hpp"
#include "translate.hpp"

#include "adc/rules.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace adc::gui {

namespace {

constexpr std::int64_t longestMinutes = 120;

struct Length {
  std::optional<std::int64_t> seconds;  // none: the field is empty
  std::string problem;                  // the field does not read as a length
};

// The Minutes field: whole minutes ("3"), or minutes and seconds ("2:30"), from 1 second
// to two hours: a talk at the table, not a day's clock.
Length readLength(const std::string& typed) {
  const auto first = typed.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  const std::string text = typed.substr(first, typed.find_last_not_of(" \t") - first + 1);
  const std::string problem =
      trf("Minutes: \"{}\" is not a length; write the minutes, from 1 to {} (or 2:30 for two and a half)", text,
          longestMinutes);
  auto digits = [](const std::string& part) {
    return !part.empty() && part.size() <= 4 && part.find_first_not_of("0123456789") == std::string::npos;
  };
  const auto colon = text.find(':');
  const std::string minutes = text.substr(0, colon);
  const std::string seconds = colon == std::string::npos ? "0" : text.substr(colon + 1);
  if (!digits(minutes) || !digits(seconds) || (colon != std::string::npos && seconds.size() != 2)) return {{}, problem};
  const std::int64_t total = std::stoll(minutes) * 60 + std::stoll(seconds);
  if (std::stoll(seconds) >= 60 || total < 1 || total > longestMinutes * 60) return {{}, problem};
  return {total, {}};
}

// A timer the rulebook does not time: the players choose its length.
bool playersSetLength(const TimerDef& def) { return def.seconds == 0; }

// The timer's state in the players' words (the engine's timerStatusName is the log's).
const char* statusText(TimerState::Status status) {
  switch (status) {
    case TimerState::Status::Idle: return tr("idle");
    case TimerState::Status::Running: return tr("running");
    case TimerState::Status::Paused: return tr("paused");
    case TimerState::Status::Expired: return tr("expired");
  }
  return "?";
}

}  // namespace

std::string TimersPanel::formatRemaining(std::int64_t ms) {
  std::int64_t seconds = (std::max<std::int64_t>(ms, 0) + 999) / 1000;  // 0:01 until the very end
  char text[32];
  std::snprintf(text, sizeof text, "%lld:%02lld", static_cast<long long>(seconds / 60), static_cast<long long>(seconds % 60));
  return text;
}

bool TimersPanel::act(Ui& ui, const std::string& type, std::size_t timer, std::string& error,
                      std::optional<std::int64_t> seconds) {
  Action action{type, "", {{"timer", ui.controller.data().timers[timer].id}}, "", ui.controller.nowMs()};
  if (type == "timer_extend") action.args["seconds"] = std::int64_t{60};
  if (seconds) action.args["seconds"] = *seconds;
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

std::optional<std::int64_t> TimersPanel::chosenLength(Ui& ui, std::size_t timer) const {
  const auto& id = ui.controller.data().timers[timer].id;
  if (auto field = m_minutes.find(id); field != m_minutes.end()) {
    if (auto length = readLength(field->second); length.seconds) return length.seconds;
  }
  // The length it last ran: the table usually times its talks alike.
  const auto& log = ui.controller.session().log();
  for (std::size_t i = ui.controller.session().cursor(); i-- > 0;) {
    const Action& action = log[i].action;
    if (action.type != "timer_start" || action.text("timer") != id) continue;
    if (const Value* seconds = action.arg("seconds")) {
      if (auto number = std::get_if<std::int64_t>(seconds)) return *number;
    }
  }
  return std::nullopt;
}

bool TimersPanel::start(Ui& ui, std::size_t timer, std::string& error) {
  const auto& def = ui.controller.data().timers[timer];
  if (!playersSetLength(def)) return act(ui, "timer_start", timer, error);
  auto length = readLength(m_minutes[def.id]);
  if (!length.problem.empty()) return error = length.problem, false;
  return act(ui, "timer_start", timer, error, length.seconds);  // empty field: the engine asks how long
}

std::optional<std::size_t> TimersPanel::stepTimer(const GameData& data, const GameState& state) {
  const SequenceStep* step = currentStep(data, state);
  if (!step || step->leaf().timer.empty()) return std::nullopt;
  return data.findTimer(step->leaf().timer);
}

bool TimersPanel::current(const GameData& data, const GameState& state, std::size_t timer) {
  const auto status = state.timers[timer].status;
  if (status == TimerState::Status::Running || status == TimerState::Status::Paused) return true;
  if (stepTimer(data, state) == timer) return true;
  // A timer no step names is the players' own: it is theirs at every step.
  return status == TimerState::Status::Expired && !namedByAStep(data, timer);
}

bool TimersPanel::namedByAStep(const GameData& data, std::size_t timer) {
  for (const auto& step : data.sequence.steps) {
    if (step.leaf().timer == data.timers[timer].id) return true;
  }
  return false;
}

void TimersPanel::toggle(Ui& ui) {
  if (!ui.controller.hasGame() || ui.controller.data().timers.empty()) return;
  const auto& data = ui.controller.data();
  // The step's timer, else the players' own (a timer no step names: Paris's, 1793's and
  // Vendée's Table timer), never a timer of another step.
  auto step = stepTimer(data, ui.controller.state());
  for (std::size_t i = 0; !step && i < data.timers.size(); ++i) {
    if (!namedByAStep(data, i)) step = i;
  }
  if (!step) {
    ui.controller.setStatus(tr("This step has no timer: Space starts only the current step's timer (the Timers panel has "
                               "them all)"),
                            false);
    return;
  }
  const std::size_t index = *step;
  std::string ignored;
  m_error.clear();  // a refusal of an earlier press no longer stands
  switch (ui.controller.state().timers[index].status) {
    case TimerState::Status::Idle:
      if (!playersSetLength(data.timers[index])) {
        act(ui, "timer_start", index, ignored);
      } else if (auto length = chosenLength(ui, index)) {
        act(ui, "timer_start", index, ignored, length);
      } else {
        // No length chosen yet: ask for one where it is typed, never start a 0:00 timer.
        m_focus = index;
        ui.showPanel("timers");
      }
      break;
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
  bool acted = false;
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
    ImGui::TextUnformatted((std::string("— ") + statusText(timer.status)).c_str());
    ImGui::PushFont(ui.fonts.huge);
    std::string remaining;
    if (timer.status != TimerState::Status::Idle) {
      remaining = formatRemaining(timer.remainingMs(now));
    } else if (!playersSetLength(def)) {
      remaining = formatRemaining(def.seconds * 1000);
    } else {
      // The length typed so far, or dashes until there is one: an idle 0:00 would read as
      // a timer already up.
      auto length = readLength(m_minutes[def.id]);
      remaining = length.seconds ? formatRemaining(*length.seconds * 1000) : "-:--";
    }
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
        if (playersSetLength(def)) {
          // How long, beside Start: Enter in the field starts it too.
          ImGui::AlignTextToFramePadding();
          ImGui::TextUnformatted(tr("Minutes"));
          ImGui::SameLine();
          ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
          if (m_focus == i) {
            ImGui::SetKeyboardFocusHere();
            m_focus.reset();
          }
          char buffer[32] = {};
          const std::string& typed = m_minutes[def.id];
          std::snprintf(buffer, sizeof buffer, "%s", typed.c_str());
          bool enter = ImGui::InputTextWithHint(label("", "minutes").c_str(), trf("1 to {}", longestMinutes).c_str(), buffer,
                                                sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue);
          m_minutes[def.id] = buffer;
          ImGui::SameLine();
          if (ImGui::Button(label("Start", "start").c_str()) || enter) acted |= start(ui, i, error) || !error.empty();
        } else if (ImGui::Button(label("Start", "start").c_str())) {
          acted |= act(ui, "timer_start", i, error) || !error.empty();
        }
        break;
      case TimerState::Status::Running:
        if (ImGui::Button(label("Pause", "pause").c_str())) acted |= act(ui, "timer_pause", i, error) || !error.empty();
        break;
      case TimerState::Status::Paused:
        if (ImGui::Button(label("Resume", "resume").c_str())) acted |= act(ui, "timer_resume", i, error) || !error.empty();
        break;
      case TimerState::Status::Expired:
        break;
    }
    if (timer.status != TimerState::Status::Idle) {
      if (!expired) ImGui::SameLine();
      if (ImGui::Button(label("+1 minute", "extend").c_str())) acted |= act(ui, "timer_extend", i, error) || !error.empty();
      ImGui::SameLine();
      if (ImGui::Button(label("Reset", "reset").c_str())) acted |= act(ui, "timer_reset", i, error) || !error.empty();
    }
    ImGui::EndGroup();
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + height + 10));
    ImGui::PopID();
  }
  // A press shows its refusal (or clears the last one) until the next press.
  if (acted) m_error = error;
  if (!m_error.empty()) errorText(m_error);
  textWrappedMuted(tr("Space starts, pauses or resumes the current step's timer."));
}

bool TimersPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  const auto& data = ui.controller.data();
  const TimerDef* timer = nullptr;
  if (name == "minutes") {
    auto found = std::find_if(data.timers.begin(), data.timers.end(), playersSetLength);
    if (found == data.timers.end()) return error = "this game has no timer the players set", false;
    timer = &*found;
  } else if (name.rfind("minutes.", 0) == 0) {
    auto found = data.findTimer(name.substr(8));
    if (!found) return error = "no timer '" + name.substr(8) + "'", false;
    timer = &data.timers[*found];
    if (!playersSetLength(*timer)) return error = "the rule sets " + timer->name + "'s length", false;
  } else {
    return Panel::setField(ui, name, value, error);
  }
  m_minutes[timer->id] = value;
  return true;
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
  bool done = verb == "start" ? start(ui, index, error) : act(ui, type->second, index, error);
  m_error = done ? std::string() : error;  // shown as a press in the window would show it
  return done;
}

}  // namespace adc::gui
