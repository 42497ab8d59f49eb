#include "panels/form_in_sight.hpp"

#include <imgui.h>
#include <imgui_internal.h>

namespace adc::gui {

std::string outOfSight(const std::string& what) {
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  const ImRect item(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  if (window->ClipRect.Contains(item) && window->Scroll.y == 0.0f) return {};
  return what;
}

}  // namespace adc::gui
