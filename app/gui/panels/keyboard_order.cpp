#include "panels/keyboard_order.hpp"

#include "panels/typed_match.hpp"

#include "translate.hpp"

#include "adc/text_checks.hpp"

#include <imgui_internal.h>

#include <algorithm>

namespace adc::gui {

namespace {

bool pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key)); }

// A frame around the last item: the keyboard is there.
void keyboardFrame() {
  const float pad = 2.0f;
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ImGui::GetWindowDrawList()->AddRect(ImVec2(min.x - pad, min.y - pad), ImVec2(max.x + pad, max.y + pad),
                                      ImGui::GetColorU32(ImGuiCol_NavHighlight), ImGui::GetStyle().FrameRounding, 0, 2.0f);
}

}  // namespace

void KeyboardOrder::begin() {
  m_count = 0;
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) m_current = -1;
  if (m_current >= 0 && m_lastCount > 0 && pressed(ImGuiKey_Tab) && !ImGui::GetIO().KeyCtrl) {
    m_current = (m_current + (ImGui::GetIO().KeyShift ? m_lastCount - 1 : 1)) % m_lastCount;
    m_target = m_current;
    // ImGui's own move to the next text field (or round to the window's first) gives way,
    // and the field typed in lets go (a drop-down or a check box takes no cursor).
    ImGui::NavMoveRequestCancel();
    ImGui::ClearActiveID();
  }
}

void KeyboardOrder::end() {
  m_lastCount = m_count;
  if (m_current >= m_count) m_current = -1;
}

bool KeyboardOrder::takes(int index) {
  if (m_target != index) return false;
  m_target = -1;
  return true;
}

bool KeyboardOrder::textField(const char* id, const char* hint, std::string& text, ImGuiInputTextFlags flags) {
  const int index = next();
  if (takes(index)) ImGui::SetKeyboardFocusHere();
  // ImGui's own Tab would skip the drop-downs: this order moves the keyboard instead.
  ImGui::PushItemFlag(ImGuiItemFlags_NoTabStop, true);
  const bool changed = limitedInput(id, hint, text, longestText, flags);
  ImGui::PopItemFlag();
  if (ImGui::IsItemActive()) m_current = index;
  return changed;
}

bool KeyboardOrder::beginDropDown(const char* id, const std::string& preview, float width) {
  const int index = next();
  const ImGuiID comboId = ImGui::GetID(id);
  // Opened by the Tab that moved here: that Tab is not the list's own.
  const bool tabbedHere = takes(index);
  if (tabbedHere) ImGui::OpenPopupEx(ImHashStr("##ComboPopup", 0, comboId));
  if (width >= 0.0f) ImGui::SetNextItemWidth(width);
  const float room = ImGui::CalcItemWidth() - ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x;
  const std::string shown = shortenedToFit(preview, room);
  ImGui::PushItemFlag(ImGuiItemFlags_NoTabStop, true);
  const bool open = ImGui::BeginCombo(id, shown.c_str(), ImGuiComboFlags_HeightLarge);
  ImGui::PopItemFlag();
  if (!open) {
    if (shown != preview && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", preview.c_str());
    if (m_current == index) keyboardFrame();  // closed by Enter: Tab goes on from here
    return false;
  }
  m_current = index;
  if (ImGui::IsWindowAppearing()) {
    m_filter.clear();
    ImGui::SetKeyboardFocusHere();
  }
  ImGui::SetNextItemWidth(-1.0f);
  limitedInput("##filter", tr("type to find"), m_filter, longestText);
  m_enter = !tabbedHere && (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter));
  m_tab = !tabbedHere && pressed(ImGuiKey_Tab);
  m_matched = false;
  return true;
}

bool KeyboardOrder::entry(const std::string& label, bool selected) {
  const auto hidden = label.find("##");
  const std::string shown = hidden == std::string::npos ? label : label.substr(0, hidden);
  if (!m_filter.empty() && !matchesTyped(shown, m_filter)) return false;
  const bool first = !m_matched;
  m_matched = true;
  const bool clicked = ImGui::Selectable(label.c_str(), selected);
  // Enter or Tab after typing picks the first match.
  return clicked || (first && !m_filter.empty() && (m_enter || m_tab));
}

void KeyboardOrder::endDropDown(Ui& ui) {
  if (!m_filter.empty() && !m_matched) ImGui::TextDisabled("%s", tr("Nothing matches"));
  if (m_enter) ui.enterPressed = false;  // the form's Do waits for an Enter of its own
  if (m_enter || m_tab) ImGui::CloseCurrentPopup();
  m_enter = m_tab = false;
  ImGui::EndCombo();
}

bool KeyboardOrder::dropDown(Ui& ui, const char* id, const std::vector<ListChoice>& choices, std::string& chosen,
                             const char* noneLabel, float width) {
  std::string preview = noneLabel && chosen.empty() ? std::string(noneLabel) : std::string(tr("Choose …"));
  for (const auto& choice : choices) {
    if (choice.id == chosen) preview = choice.label;
  }
  if (!beginDropDown(id, preview, width)) return false;
  bool changed = false;
  if (noneLabel && entry(std::string(noneLabel) + "##none", chosen.empty()) && !chosen.empty()) {
    chosen.clear();
    changed = true;
  }
  for (const auto& choice : choices) {
    if (entry(choice.label + "##" + choice.id, choice.id == chosen) && choice.id != chosen) {
      chosen = choice.id;
      changed = true;
    }
  }
  endDropDown(ui);
  return changed;
}

bool KeyboardOrder::checkBox(const std::string& label, bool& ticked) {
  const int index = next();
  if (takes(index)) m_current = index;
  bool changed = ImGui::Checkbox(label.c_str(), &ticked);
  if (changed) m_current = index;
  if (m_current == index) {
    // Its frame says where the keyboard is; Space ticks it. While it has the keyboard, Space
    // is not the timer's (the app reads this as typing).
    keyboardFrame();
    GImGui->WantTextInputNextFrame = 1;
    if (pressed(ImGuiKey_Space)) {
      ticked = !ticked;
      changed = true;
    }
  }
  return changed;
}

}  // namespace adc::gui
