#include "panels/chart_sharing.hpp"

#include "translate.hpp"

#include "panels/chart_field_input.hpp"

#include "adc/chart_exchange.hpp"
#include "adc/display_names.hpp"
#include "adc/save_file.hpp"

#include <cstdlib>

#include <imgui.h>
#include <imgui_stdlib.h>

namespace adc::gui {
namespace {

// "Regiments lost by the enemy 2, * one loss must be cavalry No": a cell's values as
// the import report writes them.
std::string cellValues(const GameData& data, const CellRef& cell, const std::vector<Value>& values) {
  const Table* table = data.findTable(cell.table);
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (table && i < table->fields.size()) {
      text += (text.empty() ? "" : ", ") + table->fields[i].name + " " + chartFieldText(data, table->fields[i], values[i]);
    } else {
      text += (text.empty() ? "" : ", ") + valueText(data, values[i]);
    }
  }
  return text;
}

}  // namespace

std::filesystem::path suggestedChartFile(const std::string& gameId) {
  const char* home = std::getenv("HOME");
  std::filesystem::path folder = home && *home ? std::filesystem::path(home) : std::filesystem::current_path();
  std::error_code ignored;
  if (std::filesystem::is_directory(folder / "Documents", ignored)) folder /= "Documents";
  return folder / (gameId + "-chart.toml");
}

void ChartSharing::followGame(Ui& ui) {
  // A new game suggests its own file; what the players typed for this one stays.
  const std::string& game = ui.controller.data().id;
  if (game == m_game) return;
  m_game = game;
  m_path = suggestedChartFile(game).string();
  m_report.clear();
  m_details.clear();
}

bool ChartSharing::exportChart(Ui& ui) {
  const auto& data = ui.controller.data();
  m_details.clear();
  m_reportIsError = true;
  if (m_path.empty()) return m_report = tr("Write where the file goes first."), false;
  const auto& overlay = ui.controller.overlay();
  try {
    writeFileAtomically(m_path, overlay.write(data));
  } catch (const std::exception& error) {
    m_report = trf("The chart could not be written to {}: {}", m_path, error.what());
    return false;
  }
  m_reportIsError = false;
  m_report = trn(static_cast<long long>(overlay.cells().size()), "{} cell of your chart written to {}. Another table imports this file.",
                 "{} cells of your chart written to {}. Another table imports this file.", m_path);
  return true;
}

bool ChartSharing::importChart(Ui& ui) {
  const auto& data = ui.controller.data();
  m_details.clear();
  m_reportIsError = true;
  std::error_code ignored;
  if (m_path.empty() || !std::filesystem::is_regular_file(m_path, ignored)) {
    m_report = trf("There is no file {} to import.", m_path);
    return false;
  }
  ChartOverlay incoming;
  try {
    incoming = ChartOverlay::load(m_path, data);
  } catch (const DataErrors& errors) {
    // Each problem with its line: the file is refused whole, nothing is taken from it.
    m_report = trf("{} was not imported: it does not fit {}'s tables.", m_path, data.name);
    for (const auto& error : errors.errors()) {
      m_details.push_back(error.where.line > 0 ? trf("Line {}: {}", error.where.line, error.message) : error.message);
    }
    return false;
  } catch (const std::exception& error) {
    m_report = trf("{} was not imported: {}", m_path, error.what());
    return false;
  }
  auto merge = mergeCharts(ui.controller.overlay(), incoming, m_replace);
  if ((!merge.added.empty() || !merge.replaced.empty()) && !ui.controller.saveOverlay(data)) {
    m_report = ui.controller.status();
    return false;
  }
  m_reportIsError = false;
  m_report = trf("Imported: {} cells added, {} already the same, {} replaced, {} typed differently and kept.",
                 merge.added.size(), merge.unchanged.size(), merge.replaced.size(), merge.conflicts.size());
  for (const auto& cell : merge.replaced) m_details.push_back(trf("Replaced: {}", cellName(data, cell)));
  for (const auto& conflict : merge.conflicts) {
    m_details.push_back(trf("Kept: {}: yours {}; the file's {}", cellName(data, conflict.cell),
                            cellValues(data, conflict.cell, conflict.kept), cellValues(data, conflict.cell, conflict.incoming)));
  }
  if (!merge.conflicts.empty()) m_details.push_back(tr("Tick \"The file's values replace mine\" and import again to take the file's."));
  return true;
}

void ChartSharing::draw(Ui& ui) {
  followGame(ui);
  ImGui::TextUnformatted(tr("Share your chart"));
  textWrappedMuted(tr("The cells you typed in, as one file another table can import."));
  ImGui::SetNextItemWidth(-1);
  limitedInput("##chart-file", tr("File"), m_path, longestText);
  if (ImGui::IsItemHovered() && !m_path.empty()) ImGui::SetTooltip("%s", m_path.c_str());
  if (ImGui::Button(label("Export", "chart-export").c_str())) exportChart(ui);
  ImGui::SameLine();
  if (ImGui::Button(label("Import", "chart-import").c_str())) importChart(ui);
  ImGui::Checkbox(label("The file's values replace mine", "chart-replace").c_str(), &m_replace);
  if (m_reportIsError) errorText(m_report);
  else if (!m_report.empty()) ImGui::TextWrapped("%s", m_report.c_str());
  for (const auto& line : m_details) bulletWrapped(line);
}

bool ChartSharing::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  followGame(ui);
  if (name == "chart-file") return m_path = value, true;
  if (name == "replace") {
    if (value != "yes" && value != "no") return error = "replace takes yes or no", false;
    return m_replace = value == "yes", true;
  }
  error = "no field '" + name + "' on this panel";
  return false;
}

bool ChartSharing::press(Ui& ui, const std::string& button, std::string& error) {
  followGame(ui);
  bool done = false;
  if (button == "export") done = exportChart(ui);
  else if (button == "import") done = importChart(ui);
  else return error = "no button '" + button + "' on this panel", false;
  if (!done) {
    error = m_report;
    for (const auto& line : m_details) error += "\n  " + line;
  }
  return done;
}

}  // namespace adc::gui
