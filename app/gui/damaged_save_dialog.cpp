#include "damaged_save_dialog.hpp"

#include "translate.hpp"

#include "adc/damaged_copy.hpp"

#include <imgui.h>

#include <ctime>

namespace adc::gui {

std::string drawDamagedSaveDialog(const Controller& controller) {
  const auto& damaged = controller.damagedSave();
  const char* title = tr("This save is damaged");
  if (damaged && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetIO().DisplaySize.x * 0.6f, 0), ImGuiCond_Appearing);
  std::string pressed;
  if (ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoSavedSettings)) {
    if (!damaged) {
      // Answered (by a button or a script): the dialog goes.
      ImGui::CloseCurrentPopup();
      ImGui::EndPopup();
      return pressed;
    }
    ImGui::TextWrapped("%s", damaged->file.string().c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", trf("Line {} of the file is not a record the app wrote: the file was damaged (a failing "
                                 "disk, a copy cut short, an edit gone wrong).",
                                 damaged->line)
                                 .c_str());
    ImGui::Spacing();
    // The copy is named when the game is opened (the status line then says its name); this
    // is the name it would have now.
    const auto copy = damagedCopyName(damaged->file, std::time(nullptr)).filename().string();
    ImGui::TextWrapped("%s", trn(static_cast<long long>(damaged->actionsBefore),
                                 "The game can be opened as it stands before that line, with {} action. The file as it "
                                 "is now is first kept beside it, under a name such as {}, and the game is saved again "
                                 "without the damaged part. Otherwise leave it closed; the file stays as it is.",
                                 "The game can be opened as it stands before that line, with {} actions. The file as "
                                 "it is now is first kept beside it, under a name such as {}, and the game is saved "
                                 "again without the damaged part. Otherwise leave it closed; the file stays as it is.",
                                 copy)
                                 .c_str());
    ImGui::Spacing();
    if (ImGui::Button(label("Open it as it stands before that line", "damaged-open").c_str())) pressed = "damaged-open";
    ImGui::SameLine();
    if (ImGui::Button(label("Leave it closed", "damaged-close").c_str())) pressed = "damaged-close";
    ImGui::EndPopup();
  }
  return pressed;
}

}  // namespace adc::gui
