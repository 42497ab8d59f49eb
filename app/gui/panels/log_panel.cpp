#include "panels/log_panel.hpp"

#include "translate.hpp"

#include "adc/data_paths.hpp"
#include "adc/save_file.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <limits>
#include <sstream>
#include <vector>

namespace adc::gui {

std::string LogPanel::markdown(const GameSession& session) {
  const auto& data = session.data();
  std::ostringstream out;
  const Scenario* scenario = data.findScenario(session.setup().scenario);
  out << "# " << data.name << " — " << (scenario ? scenario->name : session.setup().scenario) << "\n\n";
  for (const auto& player : session.setup().players) {
    const Side* side = data.findSide(player.side);
    out << "- " << player.name << ": " << (side ? side->name : player.side) << "\n";
  }
  std::int64_t turn = std::numeric_limits<std::int64_t>::min();
  for (std::size_t i = 0; i < session.cursor(); ++i) {
    const auto& entry = session.log()[i];
    if (entry.turn != turn) {
      turn = entry.turn;
      out << "\n## " << data.sequence.turnName << " " << turn << "\n\n";
    }
    out << i + 1 << ". " << entry.summary;
    if (!entry.rule.empty()) out << " *(" << tr("rule") << " " << entry.rule << ")*";
    out << "\n";
  }
  return out.str();
}

bool LogPanel::exportTo(Ui& ui, std::string& error) {
  if (m_exportPath.empty()) m_exportPath = (userDataDirectory() / (ui.controller.data().id + "-journal.md")).string();
  try {
    writeFileAtomically(m_exportPath, markdown(ui.controller.session()));
  } catch (const std::exception& failure) {
    error = failure.what();
    ui.controller.setStatus(error, true);
    return false;
  }
  ui.controller.setStatus(trf("Journal written to {}", m_exportPath));
  return true;
}

void LogPanel::draw(Ui& ui) {
  auto& controller = ui.controller;
  auto& session = controller.session();
  ImGui::BeginDisabled(!session.canUndo());
  if (ImGui::Button(label("Undo (Ctrl+Z)", "undo").c_str())) controller.undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!session.canRedo());
  if (ImGui::Button(label("Redo (Ctrl+Y)", "redo").c_str())) controller.redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::TextUnformatted(trf("{} of {} actions applied", session.cursor(), session.log().size()).c_str());
  ImGui::SetNextItemWidth(380.0f * ui.settings.uiScale);
  limitedInput("##export", tr("Markdown file (default: in your data folder)"), m_exportPath, longestText);
  ImGui::SameLine();
  std::string ignored;
  if (ImGui::Button(label("Export to Markdown", "export").c_str())) exportTo(ui, ignored);
  ImGui::Separator();

  ImGui::BeginChild("journal");
  // One row per entry, and one per turn separator; only the rows on screen are built.
  const auto& log = session.log();
  std::vector<std::int64_t> rows;  // >= 0: a log index; < 0: a separator for the turn of entry -row-1
  rows.reserve(log.size() + 16);
  std::int64_t turn = std::numeric_limits<std::int64_t>::min();
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (log[i].turn != turn) {
      turn = log[i].turn;
      rows.push_back(-static_cast<std::int64_t>(i) - 1);
    }
    rows.push_back(static_cast<std::int64_t>(i));
  }
  std::size_t target = std::numeric_limits<std::size_t>::max();
  if (ImGui::Selectable(label("── Set-up ──", "line-0").c_str(), session.cursor() == 0)) target = 0;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()));
  while (clipper.Step()) {
    for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
      std::int64_t item = rows[static_cast<std::size_t>(row)];
      if (item < 0) {
        const auto& first = log[static_cast<std::size_t>(-item - 1)];
        ImGui::TextColored(ImVec4(0.9f, 0.75f, 0.35f, 1), "── %s %lld ──", session.data().sequence.turnName.c_str(),
                           static_cast<long long>(first.turn));
        continue;
      }
      const auto i = static_cast<std::size_t>(item);
      const auto& entry = log[i];
      bool applied = i < session.cursor();
      if (!applied) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      std::string text = std::to_string(i + 1) + ". " + boundedText(entry.summary);
      if (!entry.rule.empty()) text += "   [" + std::string(tr("rule")) + " " + entry.rule + "]";
      // One line a row (the list only builds the rows on screen): a long one is cut with
      // an ellipsis, and its whole text is in the tooltip with what a click does.
      const std::string shown = cutToFit(text, ImGui::GetContentRegionAvail().x);
      if (ImGui::Selectable((shown + "##line-" + std::to_string(i + 1)).c_str(), i + 1 == session.cursor())) target = i + 1;
      if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
        if (shown != text) ImGui::TextUnformatted(text.c_str());
        ImGui::TextDisabled("%s", applied ? tr("Click: undo to just after this line (asks first; undone actions can be redone)")
                                          : tr("Click: redo up to this line"));
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
      }
      if (!applied) ImGui::PopStyleColor();
    }
  }
  if (target != std::numeric_limits<std::size_t>::max()) goTo(ui, target);
  // Follow the end of the journal as actions come in.
  if (m_seenLength != log.size()) {
    m_seenLength = log.size();
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
  drawUndoQuestion(ui);
}

void LogPanel::goTo(Ui& ui, std::size_t cursor) {
  auto& controller = ui.controller;
  // Forward is a redo: nothing is lost, so it is done at once. Back asks first.
  if (cursor >= controller.session().cursor()) controller.moveTo(cursor);
  else m_undoTo = cursor;
}

std::string LogPanel::question(Controller& controller) const {
  if (!m_undoTo || !controller.hasGame() || *m_undoTo >= controller.session().cursor()) return {};
  const std::size_t count = controller.session().cursor() - *m_undoTo;
  return count == 1 ? std::string(tr("Undo the last action? It stays in the log and can be redone."))
                    : trf("Undo the last {} actions? They stay in the log and can be redone.", count);
}

void LogPanel::drawUndoQuestion(Ui& ui) {
  auto& controller = ui.controller;
  // The question holds for the position it was asked at: an undo or an action meanwhile
  // (the keyboard) makes it moot.
  if (m_undoTo && *m_undoTo >= controller.session().cursor()) m_undoTo.reset();
  const char* title = tr("Undo to here?");
  if (m_undoTo && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(420.0f * ui.settings.uiScale, 0),
                                      ImVec2(ImGui::GetIO().DisplaySize.x * 0.7f, ImGui::GetIO().DisplaySize.y * 0.8f));
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) return;
  if (!m_undoTo) {
    // Answered by a script's press: the dialog goes.
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(question(controller).c_str());
  ImGui::PopFont();
  // What goes, newest last, as the log shows it; a long undo shows its first and last lines.
  const auto& log = controller.session().log();
  const std::size_t from = *m_undoTo, to = controller.session().cursor();
  constexpr std::size_t shown = 8;
  for (std::size_t i = from; i < to; ++i) {
    if (to - from > shown && i == from + shown / 2) {
      textWrappedMuted(trf("… and {} more …", to - from - shown));
      i = to - shown / 2 - 1;
      continue;
    }
    bulletWrapped(std::to_string(i + 1) + ". " + boundedText(log[i].summary));
  }
  ImGui::Spacing();
  std::string ignored;
  if (ImGui::Button(label("Undo", "undo-to-here").c_str())) press(ui, "undo-to-here", ignored);
  ImGui::SameLine();
  if (ImGui::Button(label("Keep playing", "keep-playing").c_str()) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    press(ui, "keep-playing", ignored);
  }
  ImGui::EndPopup();
}

bool LogPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name != "export") return Panel::setField(ui, name, value, error);
  m_exportPath = value;
  return true;
}

bool LogPanel::press(Ui& ui, const std::string& button, std::string& error) {
  auto& controller = ui.controller;
  if (button == "undo") {
    if (!controller.session().canUndo()) return error = "nothing to undo", false;
    controller.undo();
  } else if (button == "redo") {
    if (!controller.session().canRedo()) return error = "nothing to redo", false;
    controller.redo();
  } else if (button == "export") {
    return exportTo(ui, error);
  } else if (button.starts_with("line-")) {
    std::size_t cursor = 0;
    try {
      cursor = std::stoul(button.substr(5));
    } catch (const std::exception&) {
      return error = "line-N takes a line number", false;
    }
    if (cursor > controller.session().log().size()) return error = "no such line", false;
    goTo(ui, cursor);
  } else if (button == "undo-to-here") {
    if (!m_undoTo) return error = "no undo is being asked", false;
    std::size_t cursor = *m_undoTo;
    m_undoTo.reset();
    controller.moveTo(cursor);
  } else if (button == "keep-playing") {
    if (!m_undoTo) return error = "no undo is being asked", false;
    m_undoTo.reset();
    controller.setStatus(tr("Nothing undone"));
  } else {
    return Panel::press(ui, button, error);
  }
  return true;
}

}  // namespace adc::gui
