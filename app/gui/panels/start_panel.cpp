#include "panels/start_panel.hpp"

#include "written_time.hpp"

#include "language.hpp"
#include "players_phones.hpp"
#include "translate.hpp"

#include "adc/data_paths.hpp"
#include "adc/new_game.hpp"
#include "adc/text_checks.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <set>
#include <utility>

namespace adc::gui {

namespace {

const ImVec4 refusalColour(1, 0.5f, 0.4f, 1);

// The pair a side belongs to, by its first side in the game's order ("" when none).
std::string pairOf(const GameData& data, const Side& side) {
  if (side.partner.empty()) return "";
  for (const auto& other : data.sides) {
    if (other.id == side.id) return side.id;
    if (other.id == side.partner) return other.id;
  }
  return side.id;
}

// "Anne, Benoît and Claire"
std::string playerNames(const Setup& setup) {
  std::vector<std::string> names;
  for (const auto& player : setup.players) {
    if (std::find(names.begin(), names.end(), player.name) == names.end()) names.push_back(player.name);
  }
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == names.size() ? std::string(" ") + tr("and") + " " : ", ") + names[i];
  }
  return text;
}

}  // namespace

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

std::size_t StartPanel::seatCount(const GameData& data) const {
  // A seated game has the seats its scenario is for, else as many as it takes players.
  const Opening* opening = findOpening(data);
  const Scenario* scenario = data.findScenario(m_scenario);
  if (opening && opening->seats && scenario) {
    if (auto seats = opening->seats(*scenario)) return static_cast<std::size_t>(std::max(*seats, 0));
  }
  return static_cast<std::size_t>(data.maxPlayers);
}

bool StartPanel::buildSetup(const GameData& data, Setup& setup) {
  const Opening* opening = findOpening(data);
  if (opening && opening->seating) {
    ensureSeats(data);
    for (std::size_t i = 0; i < seatCount(data); ++i) {
      const auto& seat = m_seats[i];
      // A seat without a name is empty (its side is only the suggestion of the list).
      if (seat.name.empty()) continue;
      if (seat.side.empty()) {
        m_startError = trf("Seat {} ({}) has no side: choose one", i + 1, seat.name);
        return false;
      }
      setup.players.push_back(Player{seat.name, seat.side});
    }
    return true;
  }
  for (const auto& side : data.sides) {
    if (!side.played) continue;
    const std::string pair = pairOf(data, side);
    if (!pair.empty() && !m_shared[pair]) {
      // A pair held by one player: the name typed for the pair holds both powers.
      const auto& names = m_players[pair];
      if (!names.empty() && !names.front().empty()) setup.players.push_back(Player{names.front(), side.id});
      continue;
    }
    for (const auto& name : m_players[side.id]) {
      if (!name.empty()) setup.players.push_back(Player{name, side.id});
    }
  }
  return true;
}

bool StartPanel::startGame(Ui& ui) {
  m_startError.clear();
  const GameData* data = selectedGame(ui);
  if (!data) return false;
  Setup setup;
  setup.scenario = m_scenario;
  setup.seed = static_cast<std::uint64_t>(ui.controller.nowMs());
  if (!buildSetup(*data, setup)) {
    ui.controller.setStatus(m_startError, true);
    return false;
  }
  std::map<std::string, Value> options;
  if (const Opening* opening = findOpening(*data)) {
    for (const auto& option : opening->options) options[option.name] = Value{m_options[option.name]};
  }
  // Checked before the game replaces the one in progress (the number of players, the
  // seats, the opening actions): a refused start leaves the game in progress as it is.
  if (!ui.controller.newGame(m_game, setup, options)) {
    m_startError = ui.controller.status();
    return false;
  }
  ui.settings.lastGame = m_game;
  ui.showPanel("sequence");
  return true;
}

void StartPanel::ensureSeats(const GameData& data) {
  // A new seat starts with the next side not yet taken, in the game's order: with four
  // players 1793's four factions without the Royalists, which the table may change.
  while (m_seats.size() < seatCount(data)) {
    std::string side;
    for (const auto& candidate : data.sides) {
      bool taken = std::any_of(m_seats.begin(), m_seats.end(), [&](const Seat& seat) { return seat.side == candidate.id; });
      if (candidate.played && !taken) {
        side = candidate.id;
        break;
      }
    }
    m_seats.push_back(Seat{"", side});
  }
}

bool StartPanel::setPlayers(Ui& ui, const std::vector<std::string>& names, std::string& error) {
  const GameData* data = selectedGame(ui);
  if (!data) {
    error = m_gameError;
    return false;
  }
  std::vector<std::string*> fields;
  const Opening* opening = findOpening(*data);
  if (opening && opening->seating) {
    ensureSeats(*data);
    for (std::size_t i = 0; i < seatCount(*data); ++i) fields.push_back(&m_seats[i].name);
  } else {
    for (const auto& side : data->sides) {
      const std::string pair = pairOf(*data, side);
      if (!side.played || (!pair.empty() && pair != side.id)) continue;
      auto& list = m_players[side.id];
      if (list.empty()) list.resize(1);
      fields.push_back(&list.front());
    }
  }
  if (names.size() > fields.size()) {
    error = trf("{} seats {} players here; {} names were given", data->name, fields.size(), names.size());
    return false;
  }
  for (std::size_t i = 0; i < names.size(); ++i) *fields[i] = names[i];
  return true;
}

void StartPanel::drawSeating(Ui& ui, const GameData& data) {
  const std::size_t seats = seatCount(data);
  std::vector<const Side*> played;
  for (const auto& side : data.sides) {
    if (side.played) played.push_back(&side);
  }
  ensureSeats(data);
  ImGui::TextUnformatted(trf("{} seats, clockwise from the first player: each player's name and side", seats).c_str());
  for (std::size_t i = 0; i < seats; ++i) {
    auto& seat = m_seats[i];
    const Side* side = data.findSide(seat.side);
    ImGui::PushID(static_cast<int>(i));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(std::to_string(i + 1).c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(200.0f * ui.settings.uiScale);
    limitedInput("##name", tr("player's name"), seat.name, longestPlayerName);
    ImGui::SameLine();
    if (side) {
      sideColorSwatch(side->color);
    }
    ImGui::SetNextItemWidth(340.0f * ui.settings.uiScale);
    if (ImGui::BeginCombo("##side", side ? side->name.c_str() : tr("choose a side"))) {
      for (const auto* candidate : played) {
        if (ImGui::Selectable(candidate->name.c_str(), candidate->id == seat.side)) seat.side = candidate->id;
      }
      ImGui::EndCombo();
    }
    ImGui::PopID();
  }
}

void StartPanel::drawPlayers(Ui& ui, const GameData& data) {
  const Opening* opening = findOpening(data);
  if (opening && opening->seating) {
    drawSeating(ui, data);
  } else {
    std::size_t played = 0;
    for (const auto& side : data.sides) played += side.played ? 1 : 0;
    // A side may be a team when the game takes more players than it has sides (Vendée
    // Militaire's four players, two a side).
    const std::size_t team = played == 0 ? 1 : std::max<std::size_t>(1, (data.maxPlayers + played - 1) / played);
    const bool paired = std::any_of(data.sides.begin(), data.sides.end(), [](const Side& side) { return !side.partner.empty(); });
    ImGui::TextUnformatted(paired ? tr("Each pair of sides is held by one player, or shared by two (one side each):")
                           : team > 1 ? tr("A name for each player, beside the side they play (a side may have a team):")
                                      : tr("A name for each player, beside the side they play (one player may hold several):"));
    const float nameWidth = 220.0f * ui.settings.uiScale;
    // The name fields line up after the longest label (a side's name or a pair's), so a
    // long name ("Huguenots (Dreux) / Royalists (Ivry)") is never under a field.
    float labelWidth = 0;
    for (const auto& side : data.sides) {
      if (!side.played) continue;
      labelWidth = std::max(labelWidth, ImGui::CalcTextSize(side.name.c_str()).x + ImGui::GetStyle().IndentSpacing);
      if (const Side* partner = side.partner.empty() ? nullptr : data.findSide(side.partner)) {
        labelWidth = std::max(labelWidth, ImGui::CalcTextSize((side.name + " & " + partner->name).c_str()).x);
      }
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const float column = ImGui::GetCursorPosX() + 2.0f * (ImGui::GetTextLineHeight() + style.ItemSpacing.x) + labelWidth +
                         2.0f * style.ItemSpacing.x;
    for (const auto& side : data.sides) {
      if (!side.played) continue;
      const std::string pair = pairOf(data, side);
      if (!pair.empty() && pair != side.id) continue;  // drawn with its pair
      ImGui::PushID(side.id.c_str());
      if (!pair.empty()) {
        const Side* partner = data.findSide(side.partner);
        bool& shared = m_shared[pair];
        sideColorSwatch(side.color);
        sideColorSwatch(partner->color);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted((side.name + " & " + partner->name).c_str());
        ImGui::SameLine(column);
        if (!shared) {
          auto& names = m_players[side.id];
          if (names.empty()) names.resize(1);
          ImGui::SetNextItemWidth(nameWidth);
          limitedInput("##pair", tr("player's name"), names.front(), longestPlayerName);
          ImGui::SameLine();
        }
        ImGui::Checkbox(tr("shared by two players"), &shared);
        if (shared) {
          for (const Side* each : {&side, partner}) {
            auto& names = m_players[each->id];
            if (names.empty()) names.resize(1);
            ImGui::PushID(each->id.c_str());
            ImGui::Indent();
            sideColorSwatch(each->color);
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(each->name.c_str());
            ImGui::SameLine(column);
            ImGui::SetNextItemWidth(nameWidth);
            limitedInput("##name", tr("player's name"), names.front(), longestPlayerName);
            ImGui::Unindent();
            ImGui::PopID();
          }
        }
      } else {
        auto& names = m_players[side.id];
        if (names.size() < team) names.resize(team);
        sideColorSwatch(side.color);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(side.name.c_str());
        for (std::size_t i = 0; i < team; ++i) {
          ImGui::SameLine(i == 0 ? column : 0.0f);
          ImGui::PushID(static_cast<int>(i));
          ImGui::SetNextItemWidth(nameWidth);
          limitedInput("##name", i == 0 ? tr("player's name") : tr("a second player"), names[i], longestPlayerName);
          ImGui::PopID();
        }
      }
      ImGui::PopID();
    }
    // The sides no player plays are said, so that the table does not look for their seat.
    for (const auto& side : data.sides) {
      if (!side.played) textWrappedMuted(trf("{}: played by no player (the game runs it).", side.name));
    }
  }
  if (opening) {
    for (const auto& option : opening->options) {
      if (option.kind == ArgumentDescription::Kind::Flag) {
        const auto meaning = data.texts.optionMeanings.find(option.name);
        const std::string& shown = meaning == data.texts.optionMeanings.end() ? option.meaning : meaning->second;
        ImGui::Checkbox((shown + "##option-" + option.name).c_str(), &m_options[option.name]);
      }
    }
  }
}

void StartPanel::draw(Ui& ui) {
  auto& controller = ui.controller;
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(tr("Aide-de-camp"));
  ImGui::PopFont();
  // On the title's line: a line of its own would push the new game's Start button below
  // the fold at 1280x720 (GUI case layout_below_the_fold).
  ImGui::SameLine(0.0f, ImGui::GetFontSize() * 2.0f);
  drawLanguageChoice(ui);
  textWrappedMuted(tr("The game stays on the table; this keeps the books, reads the tables and times the talks."));
  ImGui::Separator();

  if (const auto copies = controller.gameInProgress(); !copies.empty()) {
    drawGameInProgress(ui, copies);
  } else if (controller.autosaveLoadable()) {
    m_autosave.file = controller.autosaveFile();
    refresh(m_autosave, controller.library().provider());
    if (ImGui::Button(label("Resume the autosaved game", "resume").c_str()) && controller.resumeAutosave()) {
      ui.showPanel(resumePanel(ui));
    }
    ImGui::SameLine();
    ImGui::BeginGroup();
    for (const auto& line : facts(m_autosave)) ImGui::TextWrapped("%s", line.c_str());
    ImGui::EndGroup();
  } else if (!controller.autosaveProblem().empty()) {
    ImGui::TextColored(refusalColour, "%s", tr("The autosave could not be read; it is kept as it is:"));
    ImGui::TextWrapped("%s", controller.autosaveProblem().c_str());
  }
  if (ImGui::Button(label("Open a saved game…", "open-dialog").c_str())) m_dialogRequested = true;
  drawOpenDialog(ui);

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
        m_startError.clear();
      }
    }
    ImGui::EndCombo();
  }
  if (!m_gameError.empty()) {
    ImGui::TextColored(refusalColour, "%s", m_gameError.c_str());
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
    // The rule beside the description when it fits there, else under it: never cut at
    // the window's edge.
    const std::string tag = "[" + std::string(tr("rule")) + " " + scenario->rule + "]";
    const float room = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - ImGui::GetItemRectMax().x -
                       ImGui::GetStyle().ItemSpacing.x;
    if (!scenario->rule.empty() && ImGui::CalcTextSize(tag.c_str()).x <= room) {
      ruleTag(scenario->rule);
    } else if (!scenario->rule.empty()) {
      ImGui::TextColored(ImVec4(0.55f, 0.75f, 1.0f, 1.0f), "%s", tag.c_str());
    }
  }
  ImGui::Spacing();
  ImGui::PushFont(ui.fonts.large);
  // A seated game's scenario may be for a number of players (1793's "Four players").
  const Opening* opening = findOpening(*data);
  const bool seated = opening && opening->seating && opening->seats && scenario && opening->seats(*scenario);
  const int fewest = seated ? static_cast<int>(seatCount(*data)) : data->minPlayers;
  const int most = seated ? fewest : data->maxPlayers;
  ImGui::TextUnformatted(fewest == most ? trf("Players: {}", fewest).c_str() : trf("Players: {} to {}", fewest, most).c_str());
  ImGui::PopFont();
  drawPlayers(ui, *data);
  {
    Setup named;
    named.scenario = m_scenario;
    std::string ignored = m_startError;
    if (buildSetup(*data, named)) {
      textWrappedMuted(trf("Players named: {}", countPlayers(named)));
      // The seats may make another game of the scenario (La Révolution française's Marais
      // left empty: the five-player game): said before the players start it.
      if (auto byTheSeats = scenarioOfSeats(*data, named)) ImGui::TextWrapped("%s", byTheSeats->why.c_str());
    }
    m_startError = ignored;
  }
  // Enter starts the game, unless it was typed in a save path (it opens or saves then).
  if (ImGui::Button(label("Start the game", "start").c_str()) || (ui.enterPressed && !m_pathActive && !m_dialogShown)) {
    startGame(ui);
  }
  if (!m_startError.empty()) ImGui::TextColored(refusalColour, "%s", m_startError.c_str());

  ImGui::Spacing();
  ImGui::Separator();
  bool pathActive = false;
  if (controller.hasGame()) {
    ImGui::SetNextItemWidth(420.0f * ui.settings.uiScale);
    bool save = limitedInput("##save-path", tr("save the current game as (a name or a path)"), m_saveAsPath, longestText,
                                         ImGuiInputTextFlags_EnterReturnsTrue);
    pathActive = ImGui::IsItemActive();
    ImGui::SameLine();
    save = ImGui::Button(label("Save as", "save-as").c_str()) || save;
    if (save && !m_saveAsPath.empty()) saveAs(ui);
  }
  m_pathActive = pathActive;
  if (controller.hasGame() && ui.phones) {
    ImGui::Spacing();
    ImGui::Separator();
    ui.phones->draw(ui);
  }
}

void StartPanel::refresh(Listed& listed, const GameProvider& games) {
  // Read again only when the file changed (a save's summary replays up to a checkpoint
  // interval of actions: not once a frame).
  std::error_code error;
  auto written = std::filesystem::last_write_time(listed.file, error);
  auto size = std::filesystem::file_size(listed.file, error);
  if (listed.summary || !listed.problem.empty()) {
    if (written == listed.written && size == listed.size) return;
  }
  listed.written = written;
  listed.size = size;
  listed.summary.reset();
  listed.problem.clear();
  try {
    listed.summary = readSaveSummary(listed.file, games);
  } catch (const NotASave& notASave) {
    listed.problem = trf("not an Aide-de-camp save: {}", notASave.reason());
  } catch (const std::exception& problem) {
    listed.problem = problem.what();
  }
}

std::vector<std::string> StartPanel::facts(const Listed& listed) {
  std::vector<std::string> lines;
  if (!listed.summary) {
    lines.push_back(listed.problem);
    return lines;
  }
  const auto& summary = *listed.summary;
  const auto& data = *summary.data;
  const Scenario* scenario = data.findScenario(summary.setup.scenario);
  lines.push_back(data.name + (scenario ? " — " + scenario->name : std::string()));
  lines.push_back(stepTitle(data, summary.state));
  std::string played = trf("Last played {}", whenWritten(listed.written));
  if (!summary.setup.players.empty()) played += " · " + playerNames(summary.setup);
  played += " · " + trn(static_cast<long long>(summary.actions), "{} action", "{} actions");
  lines.push_back(played);
  if (summary.changedOutside) lines.push_back(tr("Changed outside Aide-de-camp: it opens only if you say so."));
  return lines;
}

bool StartPanel::openFile(Ui& ui, const std::filesystem::path& file) {
  m_openError.clear();
  if (file.empty()) {
    m_openError = tr("Type the path of a save, or choose one in the list.");
    return false;
  }
  if (!ui.controller.openSave(file)) {
    // A save changed outside the app, damaged or cut short asks the players in its own
    // dialog; the refusal says why otherwise.
    const bool asking = ui.controller.editedSave() || ui.controller.damagedSave() || ui.controller.shortenedSave();
    if (!asking) m_openError = ui.controller.status();
    m_dialogClose = asking;
    return false;
  }
  // The dialog closes first, then the game shows (a modal left open would hold the input).
  m_dialogClose = true;
  m_afterOpen = resumePanel(ui);
  return true;
}

void StartPanel::drawOpenDialog(Ui& ui) {
  const std::string popup = std::string(tr("Open a saved game")) + "###open-dialog";
  if (m_dialogRequested) {
    m_dialogRequested = false;
    m_openError.clear();
    // The list is read when the dialog opens, newest first.
    std::vector<Listed> listed;
    for (const auto& file : savedGames()) {
      auto kept = std::find_if(m_saves.begin(), m_saves.end(), [&](const Listed& item) { return item.file == file; });
      listed.push_back(kept != m_saves.end() ? std::move(*kept) : Listed{file, {}, 0, std::nullopt, ""});
      refresh(listed.back(), ui.controller.library().provider());
    }
    m_saves = std::move(listed);
    ImGui::OpenPopup(popup.c_str());
  }
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(size.x * 0.85f, size.y * 0.8f), ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  m_dialogShown = ImGui::BeginPopupModal(popup.c_str(), nullptr, ImGuiWindowFlags_NoSavedSettings);
  auto showOpened = [&] {
    m_dialogClose = false;
    if (!m_afterOpen.empty()) ui.showPanel(std::exchange(m_afterOpen, std::string()));
  };
  if (!m_dialogShown) {
    showOpened();
    return;
  }
  if (m_dialogClose) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    m_dialogShown = false;
    showOpened();
    return;
  }
  textWrappedMuted(trf("The saves in {}, newest first:", userDataDirectory().string()));
  const float footer = ImGui::GetFrameHeightWithSpacing() * 3.0f + ImGui::GetTextLineHeightWithSpacing();
  ImGui::BeginChild("saves", ImVec2(0, -footer), true);
  if (m_saves.empty()) textWrappedMuted(tr("No saves yet: a game is saved as it is played, and \"Save as\" keeps a copy here."));
  for (const auto& save : m_saves) {
    ImGui::PushID(save.file.string().c_str());
    ImGui::BeginDisabled(!save.summary.has_value());
    if (ImGui::Button(tr("Open"))) openFile(ui, save.file);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::TextUnformatted(save.file.filename().string().c_str());
    auto lines = facts(save);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (!save.summary) ImGui::PushStyleColor(ImGuiCol_Text, refusalColour);
      ImGui::TextWrapped("%s", lines[i].c_str());
      if (!save.summary) ImGui::PopStyleColor();
    }
    ImGui::EndGroup();
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::EndChild();
  ImGui::SetNextItemWidth(-ImGui::CalcTextSize(tr("Open this file")).x - ImGui::GetStyle().FramePadding.x * 4.0f);
  bool open = limitedInput("##open-path", tr("or the path of a save file"), m_openPath, longestText,
                                       ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  open = ImGui::Button(label("Open this file", "open").c_str()) || open;
  if (open) openFile(ui, m_openPath);
  if (!m_openError.empty()) ImGui::TextColored(refusalColour, "%s", m_openError.c_str());
  if (ImGui::Button(label("Cancel", "open-cancel").c_str())) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

void StartPanel::drawGameInProgress(Ui& ui, const std::vector<SaveCopy>& copies) {
  auto& controller = ui.controller;
  const auto& newest = copies.front();
  auto written = [](const SaveCopy& copy) {
    return trf("{} · {} · last written {}", copy.memory.file.string(),
               trn(static_cast<long long>(copy.memory.actions), "{} action", "{} actions"),
               whenWrittenMs(copy.memory.writtenMs));
  };
  if (newest.present) {
    m_autosave.file = newest.memory.file;
    refresh(m_autosave, controller.library().provider());
    if (ImGui::Button(label("Resume the game in progress", "resume").c_str()) && controller.resumeAutosave()) {
      ui.showPanel(resumePanel(ui));
    }
    ImGui::SameLine();
    ImGui::BeginGroup();
    for (const auto& line : facts(m_autosave)) ImGui::TextWrapped("%s", line.c_str());
    textWrappedMuted(written(newest));
    ImGui::EndGroup();
  } else {
    // The copy last written is not there (its USB stick pulled out): said, and nothing
    // older opens in its place unless the players choose it below.
    ImGui::PushStyleColor(ImGuiCol_Text, refusalColour);
    ImGui::TextWrapped("%s", trf("The game in progress was last saved to {} ({}, last written {}), which is not there "
                                 "now (was a USB stick removed?). Put it back to resume it.",
                                 newest.memory.file.string(),
                                 trn(static_cast<long long>(newest.memory.actions), "{} action", "{} actions"),
                                 whenWrittenMs(newest.memory.writtenMs))
                                 .c_str());
    ImGui::PopStyleColor();
  }
  if (copies.size() > 1) {
    textWrappedMuted(tr("Older copies of this game, each as it was when last written:"));
    for (std::size_t i = 1; i < copies.size(); ++i) {
      const auto& copy = copies[i];
      ImGui::PushID(static_cast<int>(i));
      ImGui::BeginDisabled(!copy.present);
      const std::string id = "resume-copy-" + std::to_string(i);
      if (ImGui::Button(label("Resume this copy", id.c_str()).c_str())) {
        std::string error;
        if (press(ui, id, error)) ui.showPanel(resumePanel(ui));
      }
      ImGui::EndDisabled();
      ImGui::SameLine();
      ImGui::TextWrapped("%s", (written(copy) + (copy.present ? "" : " · " + std::string(tr("not there now")))).c_str());
      ImGui::PopID();
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
  // The name becomes a file name and is listed back in the Open dialog: text only.
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

void StartPanel::drawLanguageChoice(Ui& ui) {
  // Each language by its own name, so that a reader finds theirs whatever is shown now.
  auto choiceName = [](const std::string& language) {
    // The system's language in the words shown now ("Automatique (anglais)"): the entry is
    // a sentence of the current language, not a language's own name.
    if (language.empty()) return systemLanguage() == "fr" ? trf("Automatic ({})", tr("French")) : trf("Automatic ({})", tr("English"));
    return std::string(languageName(language));
  };
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Langue / Language");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12.0f);
  if (ImGui::BeginCombo("##language", choiceName(ui.settings.language).c_str())) {
    std::vector<std::string> choices{""};
    for (const auto& language : spokenLanguages()) choices.push_back(language);
    for (const auto& language : choices) {
      if (ImGui::Selectable(choiceName(language).c_str(), language == ui.settings.language)) ui.settings.language = language;
    }
    ImGui::EndCombo();
  }
  if (!ui.commandLineLanguage.empty() && chosenLanguage("", ui.settings.language) != ui.commandLineLanguage) {
    ImGui::SameLine();
    textWrappedMuted(trf("--lang {} was given: this choice shows from the next start without it.", ui.commandLineLanguage));
  }
}

bool StartPanel::setField(Ui& ui, const std::string& name, const std::string& value, std::string& error) {
  auto flag = [&](bool& target) {
    if (value != "true" && value != "false") {
      error = trf("{} is true or false, not '{}'", name, value);
      return false;
    }
    target = value == "true";
    return true;
  };
  // The side a field names (player.SIDE, shared.SIDE), with the list when it names none.
  auto sideNamed = [&](const std::string& id) -> const Side* {
    const GameData* data = selectedGame(ui);
    const Side* side = data ? data->findSide(id) : nullptr;
    if (!side || !side->played) {
      std::string list;
      for (const auto& each : data ? data->sides : std::vector<Side>{}) {
        if (each.played) list += (list.empty() ? "" : ", ") + each.id;
      }
      error = trf("No side '{}' with a player; sides: {}", id, list);
      return nullptr;
    }
    return side;
  };
  if (name == "language") {
    // A script chooses as the players do: en, fr, or automatic (the system's).
    const std::string language = languageOfLocale(value);
    if (language.empty() && value != "automatic") {
      error = trf("No language '{}': en, fr or automatic", value);
      return false;
    }
    ui.settings.language = language;
  } else if (name == "game") {
    m_game = value;
    m_scenario.clear();
    m_startError.clear();
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
    // player.SIDE: its (first) player, or the player of its pair; player.SIDE.2: a second.
    std::string id = name.substr(7);
    std::size_t index = 0;
    if (auto dot = id.find('.'); dot != std::string::npos) {
      index = static_cast<std::size_t>(std::max(1, std::atoi(id.c_str() + dot + 1))) - 1;
      id = id.substr(0, dot);
    }
    const Side* side = sideNamed(id);
    if (!side) return false;
    const GameData* data = selectedGame(ui);
    const std::string pair = pairOf(*data, *side);
    auto& names = m_players[!pair.empty() && !m_shared[pair] ? pair : side->id];
    if (names.size() <= index) names.resize(index + 1);
    names[index] = value;
  } else if (name.starts_with("shared.")) {
    const Side* side = sideNamed(name.substr(7));
    if (!side) return false;
    const std::string pair = pairOf(*selectedGame(ui), *side);
    if (pair.empty()) {
      error = trf("{} is not one of a pair of sides", side->name);
      return false;
    }
    return flag(m_shared[pair]);
  } else if (name.starts_with("seat.")) {
    // seat.N: the name at seat N (1 is the first player); seat.N.side: its side.
    std::string rest = name.substr(5);
    const bool side = rest.ends_with(".side");
    if (side) rest = rest.substr(0, rest.size() - 5);
    const int seat = std::atoi(rest.c_str());
    const GameData* data = selectedGame(ui);
    if (!data || seat < 1 || static_cast<std::size_t>(seat) > seatCount(*data)) {
      error = trf("No seat '{}' in this game", rest);
      return false;
    }
    ensureSeats(*data);
    if (side) {
      if (!value.empty() && !sideNamed(value)) return false;
      m_seats[static_cast<std::size_t>(seat) - 1].side = value;
    } else {
      m_seats[static_cast<std::size_t>(seat) - 1].name = value;
    }
  } else if (name.starts_with("option.")) {
    const GameData* data = selectedGame(ui);
    const Opening* opening = data ? findOpening(*data) : nullptr;
    const std::string option = name.substr(7);
    if (!opening || std::none_of(opening->options.begin(), opening->options.end(),
                                 [&](const ArgumentDescription& each) { return each.name == option; })) {
      error = trf("{} has no opening choice '{}'", data ? data->name : m_game, option);
      return false;
    }
    return flag(m_options[option]);
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
    if (!ok) error = !m_gameError.empty() ? m_gameError : m_startError;
    return ok;
  }
  if (button == "open-dialog") {
    m_dialogRequested = true;
    return true;
  }
  if (button == "open-cancel") {
    m_dialogClose = true;
    return true;
  }
  if (button == "open" || button.starts_with("open.")) {
    std::filesystem::path file = m_openPath;
    if (button != "open") {
      // open.FILE: a save the dialog lists, by its file name.
      const std::string wanted = button.substr(5);
      auto found = std::find_if(m_saves.begin(), m_saves.end(), [&](const Listed& save) { return save.file.filename() == wanted; });
      if (found == m_saves.end()) {
        error = trf("The Open dialog lists no save '{}'", wanted);
        return false;
      }
      file = found->file;
    }
    ok = openFile(ui, file);
    if (!ok) error = !m_openError.empty() ? m_openError : ui.controller.status();
    return ok;
  }
  if (button == "resume") {
    ok = ui.controller.resumeAutosave();
  } else if (button.starts_with("resume-copy-")) {
    const auto copies = ui.controller.gameInProgress();
    const auto index = static_cast<std::size_t>(std::atoi(button.c_str() + 12));
    if (index == 0 || index >= copies.size() || !copies[index].present) {
      error = trf("There is no copy {} of the game in progress to resume", index);
      return false;
    }
    ok = ui.controller.openSave(copies[index].memory.file);
  } else if (button == "save-as") {
    ok = saveAs(ui);
  } else {
    return Panel::press(ui, button, error);
  }
  if (!ok) error = !m_gameError.empty() ? m_gameError : ui.controller.status();
  return ok;
}

}  // namespace adc::gui
