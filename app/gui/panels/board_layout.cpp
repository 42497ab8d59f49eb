#include "panels/board_layout.hpp"

#include "cached_drawing.hpp"
#include "panels/book_change_lines.hpp"
#include "translate.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace adc::gui {

bool sideBySide(const Ui& ui, float width) {
  // Below this the board's own columns would be too narrow to read.
  return width >= 900.0f * ui.settings.uiScale;
}

void boardBesideForm(Ui& ui, const char* id, const std::function<void()>& board, const std::function<void()>& form,
                     float formShare) {
  const float avail = ImGui::GetContentRegionAvail().x;
  ImGui::PushID(id);
  if (!sideBySide(ui, avail)) {
    form();
    lastActionResult(ui);
    ImGui::Separator();
    board();
    ImGui::PopID();
    return;
  }
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float formWidth = std::floor(std::max(avail * formShare, 360.0f * ui.settings.uiScale));
  // The board is drawn once and shown again until it changes (cached_drawing.hpp).
  beginCachedChild("board", ImVec2(avail - formWidth - gap, 0), false);
  board();
  ImGui::EndChild();
  ImGui::SameLine(0, gap);
  // A faint frame tells the form's column from the board.
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(1.0f, 1.0f, 1.0f, 0.03f));
  beginCachedChild("form", ImVec2(0, 0), true);
  form();
  lastActionResult(ui);
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopID();
}

void lastActionResult(Ui& ui) {
  if (!ui.controller.hasGame()) return;
  const auto& session = ui.controller.session();
  if (session.cursor() == 0) return;
  const auto& entry = session.log()[session.cursor() - 1];
  ImGui::Spacing();
  ImGui::TextDisabled("%s", tr("Last action"));
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted((std::to_string(session.cursor()) + ". " + boundedText(entry.summary)).c_str());
  ImGui::PopTextWrapPos();
  if (const auto* changes = ui.controller.lastActionChanges()) for (const auto& line : bookChangeLines(*changes)) bulletWrapped(line);
}

}  // namespace adc::gui
