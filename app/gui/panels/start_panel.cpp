#include "panels/start_panel.hpp"

#include "translate.hpp"

#include "adc/data_paths.hpp"
#include "adc/text_checks.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>
#include <set>

namespace adc::gui {

const GameData* StartPanel::selectedGame(Ui& ui) {
  auto& library = ui.controller.library();
  if (m_game.empty() && !library.ids().empty()) {
    const auto& ids = library.ids();
    m_game = std::find(ids.begin(), ids.end(), ui.settings.lastGame) != ids.end() ? ui.settings.lastGame : ids.front();
  }
  if (m_game.empty()) return nullptr;
  try {
    const GameData* data = library.game(m_game).get();
    m_gameError.clear();
    if (m_scenario.empty() || !data->findScenario(m_scenario)) m_scenario = data->scenarios.empty() ? "" : data->scenarios.front().id;
    return data;
  } catch (const std::exception& error) {
    m_gameError = error.what();
    return nullptr;
  }
}

bool StartPanel::startGame(Ui& ui) {
  const GameData* data = selectedGame(ui);
  if (!data) return false;
  Setup setup;
  setup.scenario = m_scenario;
  setup.seed = static_cast<std::uint64_t>(ui.controller.nowMs());
  for (const auto& side : data->sides) {
    auto name = m_players[side.id];
    if (!name.empty()) setup.players.push_back(Player{name, side.id});
  }
  // Checked before the game replaces the one in progress: a name the save cannot hold
  // would otherwise leave an autosave that never loads again.
  if (auto problem = validateSetup(*data, setup)) {
    ui.controller.setStatus(*problem, true);
    return false;
  }
  if (!ui.controller.newGame(m_game, setup)) return false;
  ui.settings.lastGame = m_game;
  ui.showPanel("sequence");
  return true;
}

void StartPanel::draw(Ui& ui) {
  auto& controller = ui.controller;
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Aide-de-camp"));
  ImGui::PopFont();
  textWrappedMuted(tr("The game stays on the table; this keeps the books, reads the tables and times the talks."));
  ImGui::Separator();

  if (controller.autosaveLoadable()) {
    if (ImGui::Button(label("Resume the autosaved game", "resume").c_str()) && controller.resumeAutosave()) {
      ui.showPanel(resumePanel(ui));
    }
    ImGui::SameLine();
    textWrappedMuted(controller.autosaveFile().string());
  } else if (!controller.autosaveProblem().empty()) {
    ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", tr("The autosave could not be read; it is kept as it is:"));
    ImGui::TextWrapped("%s", controller.autosaveProblem().c_str());
  }

  ImGui::Spacing();
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("New game"));
  ImGui::PopFont();
  auto& library = controller.library();
  if (library.ids().empty()) {
    ImGui::TextWrapped("%s", trf("No games found in {}", library.folder().string()).c_str());
    return;
  }
  const GameData* data = selectedGame(ui);
  if (ImGui::BeginCombo(label("Game", "game").c_str(), data ? data->name.c_str() : m_game.c_str())) {
    for (const auto& id : library.ids()) {
      std::string name = id;
      try {
        name = library.game(id)->name;
      } catch (const std::exception&) {
        name += std::string(" — ") + tr("bad data");
      }
      if (ImGui::Selectable((name + "##" + id).c_str(), id == m_game)) {
        m_game = id;
        m_scenario.clear();
      }
    }
    ImGui::EndCombo();
  }
  if (!m_gameError.empty()) {
    ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", m_gameError.c_str());
    return;
  }
  if (!data) return;
  textWrappedMuted(data->description);
  const Scenario* scenario = data->findScenario(m_scenario);
  if (ImGui::BeginCombo(label("Scenario", "scenario").c_str(), scenario ? scenario->name.c_str() : "")) {
    for (const auto& item : data->scenarios) {
      if (ImGui::Selectable((item.name + "##" + item.id).c_str(), item.id == m_scenario)) m_scenario = item.id;
    }
    ImGui::EndCombo();
  }
  if (scenario) {
    textWrappedMuted(scenario->description);
    ruleTag(scenario->rule);
  }
  ImGui::Spacing();
  ImGui::TextUnformatted(trf("Players ({} to {}): a name for each side that is played", data->minPlayers, data->maxPlayers).c_str());
  for (const auto& side : data->sides) {
    sideColorSwatch(side.color);
    ImGui::SetNextItemWidth(260.0f * ui.settings.uiScale);
    ImGui::InputText((side.name + "##player-" + side.id).c_str(), &m_players[side.id]);
  }
  // Enter starts the game, unless it was typed in a save path (it opens or saves then).
  // How many players the box says the game is for; a reminder, the table decides.
  // (One player may hold several sides: the same name counts once.)
  std::set<std::string> players;
  for (const auto& side : data->sides) {
    if (!m_players[side.id].empty()) players.insert(m_players[side.id]);
  }
  const auto named = static_cast<int>(players.size());
  if (named > 0 && (named < data->minPlayers || named > data->maxPlayers)) {
    textWrappedMuted(trf("Players named: {}; {} is for {} to {} players.", named, data->name, data->minPlayers, data->maxPlayers));
  }
  if (ImGui::Button(label("Start the game", "start").c_str()) || (ui.enterPressed && !m_pathActive)) startGame(ui);

  ImGui::Spacing();
  ImGui::Separator();
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Saved games"));
  ImGui::PopFont();
  ImGui::SetNextItemWidth(420.0f * ui.settings.uiScale);
  bool pathActive = false;
  bool open = ImGui::InputTextWithHint("##open-path", tr("path of a save file"), &m_openPath, ImGuiInputTextFlags_EnterReturnsTrue);
  pathActive = pathActive || ImGui::IsItemActive();
  ImGui::SameLine();
  open = ImGui::Button(label("Open", "open").c_str()) || open;
  if (open && !m_openPath.empty() && controller.openSave(m_openPath)) ui.showPanel(resumePanel(ui));
  if (controller.hasGame()) {
    ImGui::SetNextItemWidth(420.0f * ui.settings.uiScale);
    bool save = ImGui::InputTextWithHint("##save-path", tr("save the current game as (a name or a path)"), &m_saveAsPath, ImGuiInputTextFlags_EnterReturnsTrue);
    pathActive = pathActive || ImGui::IsItemActive();
    ImGui::SameLine();
    save = ImGui::Button(label("Save as", "save-as").c_str()) || save;
    if (save && !m_saveAsPath.empty()) saveAs(ui);
  }
  m_pathActive = pathActive;

  // The saves kept in the user's data folder, newest first.
  auto saves = savedGames();
  if (!saves.empty()) {
    ImGui::Spacing();
    textWrappedMuted(trf("In {}:", userDataDirectory().string()));
    for (const auto& file : saves) {
      // A save that does not load says why in the status line and stays as it is.
      if (ImGui::Button((std::string(tr("Open")) + "##" + file.string()).c_str()) && controller.openSave(file)) ui.showPanel(resumePanel(ui));
      ImGui::SameLine();
      ImGui::TextUnformatted(file.filename().string().c_str());
    }
  }
}

std::string StartPanel::resumePanel(const Ui& ui) {
  // A game picked up again opens on the panel the players last used (kept in settings).
  const auto& last = ui.settings.panel;
  return last.empty() || last == "start" || last == "table" ? "sequence" : last;
}

std::vector<std::filesystem::path> StartPanel::savedGames() {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& folder : {userDataDirectory(), userDataDirectory() / "saves"}) {
    for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
      // .adc: today's saves; .toml: those of earlier versions, which still open.
      const auto extension = it->path().extension();
      if (it->is_regular_file(error) && (extension == ".adc" || extension == ".toml")) files.push_back(it->path());
    }
    error.clear();
  }
  std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
    std::error_code ignored;
    return std::filesystem::last_write_time(a, ignored) > std::filesystem::last_write_time(b, ignored);
  });
  return files;
}

bool StartPanel::saveAs(Ui& ui) {
  // The name becomes a file name and is listed back in this panel: text only.
  if (auto problem = checkText(tr("save name"), m_saveAsPath)) {
    ui.controller.setStatus(*problem, true);
    return false;
  }
  return ui.controller.saveAs(savePath(m_saveAsPath));
}

std::filesystem::path StartPanel::savePath(const std::string& typed) {
  // A bare name goes to the saves folder of the user's data dir, as NAME.adc.
  std::filesystem::path path(typed);
  std::error_code error;
  // A folder (a USB stick) gets a file of its own inside it.
  if (std::filesystem::is_directory(path, error)) return path / "aide-de-camp.adc";
  if (path.has_parent_path() || path.is_absolute()) return path;
  if (path.extension() != ".adc") path += ".adc";
  return userDataDirectory() / "saves" / path;
}

bool StartPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  if (name == "game") {
    m_game = value;
    m_scenario.clear();
    if (!selectedGame(ui)) {
      error = m_gameError;
      return false;
    }
  } else if (name == "scenario") {
    const GameData* data = selectedGame(ui);
    if (!data || !data->findScenario(value)) {
      std::string list;
      for (const auto& scenario : data ? data->scenarios : std::vector<Scenario>{}) list += (list.empty() ? "" : ", ") + scenario.id;
      error = trf("No scenario named '{}'; scenarios: {}", value, list);
      return false;
    }
    m_scenario = value;
  } else if (name.starts_with("player.")) {
    m_players[name.substr(7)] = value;
  } else if (name == "open") {
    m_openPath = value;
  } else if (name == "save-as") {
    m_saveAsPath = value;
  } else {
    return Panel::setField(ui, name, value, error);
  }
  return true;
}

bool StartPanel::press(Ui& ui, const std::string& button, std::string& error) {
  bool ok = true;
  if (button == "start") {
    ok = startGame(ui);
  } else if (button == "resume") {
    ok = ui.controller.resumeAutosave();
  } else if (button == "open") {
    ok = ui.controller.openSave(m_openPath);
  } else if (button == "save-as") {
    ok = saveAs(ui);
  } else {
    return Panel::press(ui, button, error);
  }
  if (!ok) error = !m_gameError.empty() ? m_gameError : ui.controller.status();
  return ok;
}

}  // namespace adc::gui
