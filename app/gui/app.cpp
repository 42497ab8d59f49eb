#include "app.hpp"

#include "players_phones.hpp"

#include "cached_drawing.hpp"
#include "damaged_save_dialog.hpp"
#include "draw_data_renderer.hpp"
#include "imgui_sfml.hpp"
#include "language.hpp"
#include "panels/board_panel.hpp"
#include "panels/books_panel.hpp"
#include "panels/tables_panel.hpp"
#include "panels/history_panel.hpp"
#include "panels/ledger_panel.hpp"
#include "panels/log_panel.hpp"
#include "panels/resolve_panel.hpp"
#include "panels/sealed_panel.hpp"
#include "panels/prepare_panel.hpp"
#include "panels/sequence_panel.hpp"
#include "panels/start_panel.hpp"
#include "panels/table_view.hpp"
#include "panels/timers_panel.hpp"
#include "panels/way_forward.hpp"
#include "screen_density.hpp"
#include "screen_text.hpp"
#include "translate.hpp"
#include "ui_scale.hpp"
#include "written_time.hpp"

#include "adc/data_paths.hpp"
#include "adc/rules.hpp"
#include "adc/save_file.hpp"

#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/OpenGL.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>

namespace adc::gui {
namespace {

using SteadyClock = std::chrono::steady_clock;

const SteadyClock::time_point launched = SteadyClock::now();

double msSince(SteadyClock::time_point start) {
  return std::chrono::duration<double, std::milli>(SteadyClock::now() - start).count();
}

void applyStyle(float scale) {
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  style.WindowRounding = 0.0f;
  style.FrameRounding = 4.0f;
  style.GrabRounding = 4.0f;
  style.FramePadding = ImVec2(8, 5);
  style.ItemSpacing = ImVec2(10, 7);
  // The window is cleared to this colour; the main window and the child regions draw
  // no background of their own (software GL under Xvfb pays for every blended pixel).
  style.Colors[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.12f, 0.14f, 1.0f);
  style.Colors[ImGuiCol_ChildBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.0f);
  style.Colors[ImGuiCol_Header] = ImVec4(0.30f, 0.34f, 0.42f, 1.0f);
  style.Colors[ImGuiCol_Button] = ImVec4(0.24f, 0.36f, 0.56f, 1.0f);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

std::optional<sf::Keyboard::Key> keyNamed(const std::string& name) {
  static const std::map<std::string, sf::Keyboard::Key> keys{
      {"enter", sf::Keyboard::Enter}, {"return", sf::Keyboard::Enter}, {"space", sf::Keyboard::Space},
      {"escape", sf::Keyboard::Escape}, {"esc", sf::Keyboard::Escape}, {"tab", sf::Keyboard::Tab},
      {"f11", sf::Keyboard::F11}, {"backspace", sf::Keyboard::BackSpace}, {"up", sf::Keyboard::Up},
      {"down", sf::Keyboard::Down}, {"left", sf::Keyboard::Left}, {"right", sf::Keyboard::Right},
      {"equal", sf::Keyboard::Equal}, {"minus", sf::Keyboard::Hyphen}};
  if (auto found = keys.find(name); found != keys.end()) return found->second;
  if (name.size() == 1 && name[0] >= 'a' && name[0] <= 'z') return static_cast<sf::Keyboard::Key>(sf::Keyboard::A + (name[0] - 'a'));
  if (name.size() == 1 && name[0] >= '0' && name[0] <= '9') return static_cast<sf::Keyboard::Key>(sf::Keyboard::Num0 + (name[0] - '0'));
  return std::nullopt;
}

// The window's icon, drawn at run time like assets/icons/aide-de-camp.svg: a die
// showing five on regimental blue.
sf::Image makeIcon() {
  constexpr unsigned size = 64;
  sf::Image icon;
  icon.create(size, size, sf::Color(0x1f, 0x3a, 0x6e));
  for (unsigned y = 12; y < 52; ++y) {
    for (unsigned x = 12; x < 52; ++x) icon.setPixel(x, y, sf::Color(0xf4, 0xef, 0xe2));
  }
  auto pip = [&](int cx, int cy, sf::Color color) {
    for (int y = -4; y <= 4; ++y) {
      for (int x = -4; x <= 4; ++x) {
        if (x * x + y * y <= 16) icon.setPixel(static_cast<unsigned>(cx + x), static_cast<unsigned>(cy + y), color);
      }
    }
  };
  const sf::Color ink(0x9b, 0x1c, 0x1c);
  pip(21, 21, ink);
  pip(43, 21, ink);
  pip(32, 32, ink);
  pip(21, 43, ink);
  pip(43, 43, ink);
  return icon;
}

}  // namespace

App::App(AppOptions options) : m_options(std::move(options)) {
  bool scripted = !m_options.script.empty() || !m_options.screenshot.empty();
  if (m_options.manualClock || scripted) {
    auto manual = std::make_unique<ManualClock>();
    m_manualClock = manual.get();
    m_clock = std::move(manual);
  } else {
    m_clock = std::make_unique<SystemClock>();
  }
  m_settings = Settings::load(Settings::defaultPath());
  // A run that stopped without exiting cleanly is not followed back onto the panel it was
  // showing: that panel may be what stopped it (run_marker.hpp).
  const auto unfinished = m_runMarker.findUnfinishedRun();
  if (unfinished) m_settings.panel.clear();
  m_runMarker.note("start");
  if (m_options.scale) m_settings.scaleOverride = clampedScale(*m_options.scale);
  m_dataFolder = findDataDirectory(m_options.dataFolder);
  refreshLanguage();
  m_library = std::make_unique<GameLibrary>(m_dataFolder);
  m_library->setLanguage(m_language);
  m_controller = std::make_unique<Controller>(*m_library, *m_clock, userDataDirectory() / "autosave.adc");

  m_window.create(sf::VideoMode(m_settings.windowWidth, m_settings.windowHeight), "Aide-de-camp", sf::Style::Default);
  const sf::Image icon = makeIcon();
  m_window.setIcon(icon.getSize().x, icon.getSize().y, icon.getPixelsPtr());
  // Scripted and measured runs go as fast as they can (SFML's vsync is off by default);
  // people get 60 frames a second at most.
  if (!scripted && !m_options.frameStats) m_window.setFramerateLimit(60);
  m_window.setActive(true);

  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // the layout is ours, kept in settings
  imguiInit(m_window);
  useCachedDrawing(!m_options.noCachedDrawing);
  m_dpi = screenDpi();
  refreshScale();

  m_ui = std::make_unique<Ui>(Ui{*m_controller, m_settings, m_fonts, m_alarm, m_diceTray,
                                 [this](const std::string& id) { showPanel(id); }, false, {}, {}, {}, {}, {},
                                 m_options.language, std::nullopt, -1, nullptr});
  m_phones = std::make_unique<PlayersPhones>();
  m_ui->phones = m_phones.get();
  if (!m_options.textDump.empty() || !m_options.cutText.empty() || !m_options.textSizes.empty()) {
    m_textLog = std::make_unique<DrawnTextLog>(!m_options.cutText.empty(), !m_options.textSizes.empty());
  }
  m_panels.push_back(std::make_unique<StartPanel>());
  m_panels.push_back(std::make_unique<SequencePanel>());
  m_panels.push_back(std::make_unique<PreparePanel>());
  m_panels.push_back(std::make_unique<BooksPanel>());
  m_panels.push_back(std::make_unique<ResolvePanel>());
  m_panels.push_back(std::make_unique<LogPanel>());
  m_panels.push_back(std::make_unique<TimersPanel>());
  m_panels.push_back(std::make_unique<SealedPanel>());
  m_panels.push_back(std::make_unique<TablesPanel>());
  m_panels.push_back(std::make_unique<BoardPanel>());
  m_panels.push_back(std::make_unique<HistoryPanel>());
  m_panels.push_back(std::make_unique<LedgerPanel>());
  m_panels.push_back(std::make_unique<TableView>());

  if (!m_options.script.empty()) {
    try {
      m_script = readScript(m_options.script);
    } catch (const std::exception& error) {
      std::cerr << "aide-de-camp: " << error.what() << "\n";
      m_exitCode = 2;
      m_quit = true;
    }
  }
  if (!m_options.open.empty()) {
    if (!m_controller->openSave(m_options.open)) {
      std::cerr << "aide-de-camp: " << m_controller->status() << "\n";
      m_exitCode = 2;
    }
  } else if (!m_options.game.empty()) {
    std::string error;
    auto* start = findPanel("start");
    // Without players' names it only opens the Start panel on the game: a game starts
    // with the players the table names (the number it is for, the seats it has).
    bool ok = start->setField(*m_ui, "game", m_options.game, error) &&
              (m_options.scenario.empty() || start->setField(*m_ui, "scenario", m_options.scenario, error)) &&
              (m_options.players.empty() ||
               (static_cast<StartPanel*>(start)->setPlayers(*m_ui, m_options.players, error) &&
                start->press(*m_ui, "start", error)));
    if (!ok) {
      std::cerr << "aide-de-camp: " << error << "\n";
      m_exitCode = 2;
      m_quit = true;
    }
  }
  showPanel(!m_options.panel.empty()    ? m_options.panel
            : unfinished                  ? "start"
            : m_controller->hasGame()     ? "sequence"
                                          : "start");
  if (unfinished) {
    const Panel* was = *unfinished != "start" ? findPanel(*unfinished) : nullptr;
    const bool onStart = m_options.panel.empty();
    m_controller->setStatus(
        was ? (onStart ? trf("Aide-de-camp stopped unexpectedly last time while the {} was open; it opens on Start", tr(was->title()))
                       : trf("Aide-de-camp stopped unexpectedly last time while the {} was open", tr(was->title())))
            : (onStart ? std::string(tr("Aide-de-camp stopped unexpectedly last time; it opens on Start"))
                       : std::string(tr("Aide-de-camp stopped unexpectedly last time"))));
  }
}

App::~App() {
  imguiShutdown();
  ImGui::DestroyContext();
}

Panel* App::findPanel(const std::string& id) {
  for (auto& panel : m_panels) {
    if (panel->id() == id) return panel.get();
  }
  return nullptr;
}

void App::showPanel(const std::string& id) {
  if (!findPanel(id)) return;
  if (id == "table" && m_panel != "table") m_panelBeforeTable = m_panel;
  m_panel = id;
  m_runMarker.note(id);
  if (id != "start" && id != "table") m_settings.panel = id;
}

void App::refreshLanguage() {
  const std::string language = chosenLanguage(m_options.language, m_settings.language);
  if (language == m_language) return;
  loadTranslations(m_dataFolder, language);
  m_language = language;
  // The games' own texts too (adc/game_texts.hpp): the open game is read again in it.
  if (m_library) m_library->setLanguage(language);
  if (m_controller && m_controller->hasGame()) m_controller->reloadGame();
}

void App::refreshScale() {
  const auto size = m_window.getSize();
  const float scale = effectiveScale(m_settings.scaleOverride, size.x, size.y, m_dpi);
  m_settings.uiScale = scale;
  if (scale == m_appliedScale) return;
  m_appliedScale = scale;
  m_fonts = buildFonts(scale, static_cast<float>(m_window.getSize().y), m_fonts.tableBody != nullptr, m_fonts.boardScale);
  applyStyle(scale);
}

void App::chooseScale(std::optional<float> scale) {
  if (scale) scale = clampedScale(std::round(*scale * 100.0f) / 100.0f);
  m_settings.scaleOverride = scale;
}

std::string App::scaleButtonText() const {
  const int percent = static_cast<int>(std::lround(m_settings.uiScale * 100.0f));
  return m_settings.scaleOverride ? trf("Scale {}%", percent) : trf("Scale {}% (automatic)", percent);
}

void App::drawScaleControl() {
  // One button in the top bar ("Scale 100%", "Scale 130% (automatic)"); its popup holds
  // the slider and the way back to the automatic scale.
  if (ImGui::Button((scaleButtonText() + "##scale").c_str())) ImGui::OpenPopup("scale-popup");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The size of everything drawn (Ctrl+= larger, Ctrl+- smaller)"));
  if (!ImGui::BeginPopup("scale-popup")) return;
  const int percent = static_cast<int>(std::lround(m_settings.uiScale * 100.0f));
  bool automatic = !m_settings.scaleOverride;
  if (ImGui::Checkbox(tr("Automatic: follows the window and the screen"), &automatic)) {
    chooseScale(automatic ? std::nullopt : std::optional<float>(m_settings.uiScale));
  }
  // Applied when the slider is let go (the fonts are rebuilt between frames).
  if (!m_scaleEditing) m_scaleEdit = percent;
  ImGui::SetNextItemWidth(220.0f * m_settings.uiScale);
  ImGui::SliderInt(label("Scale", "scale-slider").c_str(), &m_scaleEdit, static_cast<int>(smallestAutomatic * 100), 200, "%d%%");
  if (ImGui::IsItemDeactivatedAfterEdit()) chooseScale(static_cast<float>(m_scaleEdit) / 100.0f);
  m_scaleEditing = ImGui::IsItemActive();
  textWrappedMuted(tr("A scale set here is kept until Automatic is ticked again."));
  ImGui::EndPopup();
}

void App::fitTableFonts() {
  // The Table view's type follows the window's height; the atlas is rebuilt (between
  // frames) when the view is first shown and while it is, when a size really changes.
  // The board's own type too, at the scale that fills its half (TableView::draw).
  if (m_panel != "table") return;
  const float height = static_cast<float>(m_window.getSize().y);
  const TableFontSizes want = tableFontSizes(height), have = tableFontSizes(m_fonts.tableHeight);
  const auto* table = static_cast<const TableView*>(findPanel("table"));
  const float board = table->wantedBoardScale();
  if (!m_fonts.tableBody || want.body != have.body || want.headline != have.headline || want.clock != have.clock ||
      board != m_fonts.boardScale) {
    m_fonts = buildFonts(m_settings.uiScale, height, true, board);
  }
}

void App::handleShortcut(const sf::Event::KeyEvent& key) {
  const ImGuiIO& io = ImGui::GetIO();
  bool typing = io.WantTextInput;
  if (key.code == sf::Keyboard::Enter) {
    m_enterPressed = true;
    return;
  }
  if (key.code == sf::Keyboard::Escape && m_panel == "table") {
    showPanel(m_panelBeforeTable);
    return;
  }
  if (key.code == sf::Keyboard::F11) {
    showPanel(m_panel == "table" ? m_panelBeforeTable : "table");
    return;
  }
  if (m_controller->asking()) {
    // While the players are asked whether to discard undone actions, only the answer
    // counts: Escape cancels; no shortcut acts behind the question.
    if (key.code == sf::Keyboard::Escape) m_controller->cancelDiscard();
    return;
  }
  if (typing) return;  // Ctrl+Z in a field undoes typing, Space types a blank
  if (key.control && (key.code == sf::Keyboard::Z && !key.shift)) m_controller->undo();
  else if (key.control && (key.code == sf::Keyboard::Y || (key.code == sf::Keyboard::Z && key.shift))) m_controller->redo();
  else if (key.control && key.code == sf::Keyboard::Equal) chooseScale(m_settings.uiScale + 0.1f);
  else if (key.control && key.code == sf::Keyboard::Hyphen) chooseScale(m_settings.uiScale - 0.1f);
  else if (key.code == sf::Keyboard::Space) {
    // Space belongs to whatever has the keyboard: a field, an open list, a control Tab
    // reached (ImGui presses it). Only with none of them does it start the step's timer.
    // (The Table view has no controls: a focus left on the panel before it does not count.)
    const bool focused = m_panel != "table" && ImGui::IsAnyItemFocused();
    if (ImGui::IsAnyItemActive() || focused || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
    // The Timers panel keeps the lengths the players typed for their own timers.
    for (auto& panel : m_panels) {
      if (auto* timers = dynamic_cast<TimersPanel*>(panel.get())) timers->toggle(*m_ui);
    }
  }
}

void App::handleEvent(const sf::Event& event) {
  if (event.type == sf::Event::Closed) {
    m_window.close();
    return;
  }
  if (event.type == sf::Event::Resized) {
    m_settings.windowWidth = event.size.width;
    m_settings.windowHeight = event.size.height;
    m_window.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(event.size.width), static_cast<float>(event.size.height))));
  }
  // Shortcuts read ImGui's state from before this event (is a field being typed in?).
  if (event.type == sf::Event::KeyPressed) handleShortcut(event.key);
  imguiProcessEvent(event);
}

void App::drawMain() {
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(io.DisplaySize);
  ImGui::Begin("main", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  // The strings of this window and of the popups it opens, for --text-dump.
  auto resumeTextLog = [this] {
    if (m_textLog) m_textLog->resume();
  };
  resumeTextLog();
  Panel* panel = findPanel(m_panel);
  if (panel && panel->needsGame() && !m_controller->hasGame()) panel = findPanel("start");
  if (panel && panel->id() == std::string("table")) {
    panel->draw(*m_ui);
    ImGui::End();
    return;
  }
  // The top bar: the game, where it stands, undo/redo, the scale. The controls are
  // measured first; a long game name or step title is shortened to the room left before
  // them (hover shows it whole), never drawn under them.
  const ImGuiStyle& style = ImGui::GetStyle();
  auto buttonWidth = [&](const char* text) { return ImGui::CalcTextSize(text, nullptr, true).x + style.FramePadding.x * 2; };
  const float controlsWidth = buttonWidth(tr("Undo")) + buttonWidth(tr("Redo")) + buttonWidth(scaleButtonText().c_str()) +
                              style.ItemSpacing.x * 2 + style.WindowPadding.x;
  const float controlsX = std::max(ImGui::GetWindowWidth() * 0.4f, ImGui::GetWindowWidth() - controlsWidth);
  const float titleRoom = controlsX - style.ItemSpacing.x * 2 - ImGui::GetCursorPosX();
  if (m_controller->hasGame()) {
    const auto& data = m_controller->data();
    const std::string where = stepTitle(data, m_controller->state());
    ImGui::PushFont(m_fonts.large);
    const std::string name = cutToFit(data.name, titleRoom * 0.5f);
    ImGui::TextUnformatted(name.c_str());
    const float nameWidth = ImGui::GetItemRectSize().x;
    ImGui::PopFont();
    const bool nameCut = name != data.name;
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    const std::string step = cutToFit(where, titleRoom - nameWidth - style.ItemSpacing.x);
    ImGui::TextUnformatted(step.c_str());
    if ((nameCut || step != where) && ImGui::IsItemHovered()) ImGui::SetTooltip("%s — %s", data.name.c_str(), where.c_str());
  } else {
    ImGui::PushFont(m_fonts.large);
    ImGui::TextUnformatted("Aide-de-camp");
    ImGui::PopFont();
  }
  ImGui::SameLine(controlsX);
  bool game = m_controller->hasGame();
  ImGui::BeginDisabled(!game || !m_controller->session().canUndo());
  if (ImGui::Button(label("Undo", "top-undo").c_str())) m_controller->undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!game || !m_controller->session().canRedo());
  if (ImGui::Button(label("Redo", "top-redo").c_str())) m_controller->redo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  drawScaleControl();
  drawTimerBar();
  ImGui::Separator();
  drawSaveProblem();

  // The panel list on the left, the panel on the right, the status line below.
  const float statusHeight = ImGui::GetFrameHeightWithSpacing();
  // Both are drawn once and shown again until they change (cached_drawing.hpp).
  beginCachedChild("nav", ImVec2(170.0f * m_settings.uiScale, -statusHeight), true);
  for (auto& item : m_panels) {
    if (game && !item->listed(*m_ui)) continue;
    bool usable = !item->needsGame() || game;
    ImGui::BeginDisabled(!usable);
    if (ImGui::Selectable((std::string(tr(item->title())) + "##nav-" + item->id()).c_str(), panel == item.get())) showPanel(item->id());
    ImGui::EndDisabled();
  }
  if (const auto file = m_controller->saveFile()) {
    // The file the game is written to, always in sight: a game opened from a file is
    // played in that file, and the players can see it is.
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", tr("Saved as it is played to:"));
    ImGui::PopStyleColor();
    ImGui::TextWrapped("%s", file->filename().string().c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", file->string().c_str());
  }
  ImGui::EndChild();
  ImGui::SameLine();
  beginCachedChild("panel", ImVec2(0, -statusHeight), true);
  // While the chart prompt is open, Enter is its own.
  const bool enter = m_ui->enterPressed;
  if (m_chartPrompt.open(*m_ui)) m_ui->enterPressed = false;
  // Nor does Enter reach the panel behind the discard question: it would act again.
  if (m_controller->asking()) m_ui->enterPressed = false;
  if (panel) panel->draw(*m_ui);
  resumeTextLog();  // a panel's own dialog (the Log's undo question) stops ImGui's log
  m_ui->enterPressed = enter;
  ImGui::EndChild();
  if (const auto& way = m_controller->statusWay()) {
    // First, so that a long refusal never pushes it off the screen. Copied: following
    // the way performs actions, which set a new status.
    const WayForward forward = *way;
    wayForwardButton(*m_ui, forward);
    ImGui::SameLine();
  }
  // One line, whatever its length: a long status is cut with an ellipsis, whole in its
  // tooltip (and in the Log, and beside the form that acted).
  ImGui::AlignTextToFramePadding();
  statusText(m_controller->status(), m_controller->statusIsError());
  m_chartPrompt.draw(*m_ui);
  resumeTextLog();
  drawEditedSaveDialog();
  resumeTextLog();
  if (auto pressed = drawDamagedSaveDialog(*m_controller); !pressed.empty()) {
    std::string ignored;  // a failure is in the status line
    pressAppButton(pressed, ignored);
  }
  resumeTextLog();
  drawShortenedSaveDialog();
  resumeTextLog();
  drawOverwriteQuestion();
  resumeTextLog();
  drawDiscardQuestion();
  resumeTextLog();
  ImGui::End();
}

std::string App::discardQuestionText() const {
  const auto& question = m_controller->discardQuestion();
  if (!question) return {};
  std::string titles;
  for (const auto& summary : question->discarded) titles += (titles.empty() ? "" : "; ") + summary;
  return question->discarded.size() == 1 ? trf("This discards 1 undone action ({}). Go on?", titles)
                                         : trf("This discards {} undone actions ({}). Go on?", question->discarded.size(), titles);
}

void App::drawDiscardQuestion() {
  const auto& question = m_controller->discardQuestion();
  const char* title = tr("Discard the undone actions?");
  if (question && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(440.0f * m_settings.uiScale, 0),
                                      ImVec2(ImGui::GetIO().DisplaySize.x * 0.7f, ImGui::GetIO().DisplaySize.y * 0.8f));
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) return;
  if (!question) {
    // Answered (by a button, Escape or a script): the dialog goes.
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const std::size_t count = question->discarded.size();
  ImGui::PushFont(m_fonts.large);
  ImGui::TextUnformatted(count == 1 ? tr("This discards 1 undone action:")
                                    : trf("This discards {} undone actions:", count).c_str());
  ImGui::PopFont();
  constexpr std::size_t shown = 8;
  for (std::size_t i = 0; i < count; ++i) {
    if (count > shown && i == shown / 2) {
      textWrappedMuted(trf("… and {} more …", count - shown));
      i = count - shown / 2 - 1;
      continue;
    }
    bulletWrapped(question->discarded[i]);
  }
  ImGui::Spacing();
  textWrappedMuted(count == 1 ? tr("It could no longer be redone. Go on?") : tr("They could no longer be redone. Go on?"));
  ImGui::Spacing();
  std::string error;
  if (ImGui::Button(label("Go on", "discard-go-on").c_str())) pressAppButton("discard-go-on", error);
  ImGui::SameLine();
  if (ImGui::Button(label("Cancel", "discard-cancel").c_str())) pressAppButton("discard-cancel", error);
  ImGui::EndPopup();
}

void App::drawSaveProblem() {
  const auto& problem = m_controller->saveProblem();
  if (!problem) return;
  const std::string what = trf("Not saved: {}", problem->file.string());
  const std::string why = tr(problem->reason.c_str());  // saveFailureReason's words, or the system's
  const std::string kept =
      problem->unsaved > 0
          ? trn(static_cast<long long>(problem->unsaved),
                "{} action is kept in memory but not on disk. Free some room and try again, or save the game "
                "elsewhere and carry on there. Do not quit before a save succeeds.",
                "{} actions are kept in memory but not on disk. Free some room and try again, or save the game "
                "elsewhere and carry on there. Do not quit before a save succeeds.")
          : std::string(tr("Every action is kept in memory. Free some room and try again, or save the game elsewhere "
                           "and carry on there. Do not quit before a save succeeds."));
  const ImGuiStyle& style = ImGui::GetStyle();
  const float wrap = ImGui::GetContentRegionAvail().x - 2 * style.WindowPadding.x;
  float height = 2 * style.WindowPadding.y + ImGui::GetFrameHeightWithSpacing() + 2 * style.ItemSpacing.y;
  ImGui::PushFont(m_fonts.large);
  height += ImGui::CalcTextSize(what.c_str(), nullptr, false, wrap).y;
  ImGui::PopFont();
  height += ImGui::CalcTextSize(why.c_str(), nullptr, false, wrap).y + ImGui::CalcTextSize(kept.c_str(), nullptr, false, wrap).y;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.50f, 0.07f, 0.07f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  ImGui::BeginChild("save-problem", ImVec2(0, height), true, ImGuiWindowFlags_NoScrollbar);
  ImGui::PushFont(m_fonts.large);
  ImGui::TextWrapped("%s", what.c_str());
  ImGui::PopFont();
  ImGui::TextWrapped("%s", why.c_str());
  ImGui::TextWrapped("%s", kept.c_str());
  if (ImGui::Button(label("Try again", "save-retry").c_str())) m_controller->retrySave();
  ImGui::SameLine();
  ImGui::SetNextItemWidth(380.0f * m_settings.uiScale);
  limitedInput("##save-elsewhere", tr("another folder or file, e.g. a USB stick"), m_saveElsewherePath, longestText);
  ImGui::SameLine();
  ImGui::BeginDisabled(m_saveElsewherePath.empty());
  if (ImGui::Button(label("Save there and carry on", "save-elsewhere").c_str())) {
    m_controller->saveAs(StartPanel::savePath(m_saveElsewherePath), true);
  }
  ImGui::EndDisabled();
  ImGui::EndChild();
  ImGui::PopStyleColor(2);
}

bool App::beginSaveQuestion(const char* title, bool asked) {
  if (asked && !ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetIO().DisplaySize.x * 0.6f, 0), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoSavedSettings)) return false;
  if (asked) return true;
  // Answered (by a button or a script): the dialog goes.
  ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return false;
}

void App::drawEditedSaveDialog() {
  const auto& edited = m_controller->editedSave();
  if (beginSaveQuestion(tr("This save was changed outside Aide-de-camp"), edited.has_value())) {
    ImGui::TextWrapped("%s", edited->file.string().c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr("Its journal no longer matches what the app wrote: someone or something edited it "
                                "(a logged die changed, a line removed). If that was you, on purpose, it can be "
                                "opened as it now reads: every action is replayed and checked by the rules, and the "
                                "save is written again. Otherwise leave it closed; the file stays as it is."));
    ImGui::Spacing();
    ImGui::TextWrapped("%s", trf("The first line that changed is line {} of the file.", edited->line).c_str());
    ImGui::Spacing();
    std::string error;
    if (ImGui::Button(label("Open it as it now reads", "edited-open").c_str())) pressAppButton("edited-open", error);
    ImGui::SameLine();
    if (ImGui::Button(label("Leave it closed", "edited-close").c_str())) pressAppButton("edited-close", error);
    ImGui::EndPopup();
  }
}

void App::drawShortenedSaveDialog() {
  const auto& shortened = m_controller->shortenedSave();
  if (beginSaveQuestion(tr("This save holds less than when it was last written"), shortened.has_value())) {
    ImGui::TextWrapped("%s", shortened->file.string().c_str());
    ImGui::Spacing();
    auto records = [](std::size_t count) { return trn(static_cast<long long>(count), "{} record", "{} records"); };
    auto actions = [](std::size_t count) { return trn(static_cast<long long>(count), "{} action", "{} actions"); };
    ImGui::TextWrapped("%s", trf("When Aide-de-camp last wrote it ({}), it held {} ({}). It now holds {} ({}).",
                                 whenWrittenMs(shortened->written.writtenMs), records(shortened->written.records),
                                 actions(shortened->written.actions), records(shortened->records),
                                 actions(shortened->actions))
                                 .c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr("It was cut short, or an older copy was put in its place. A newer copy may be "
                                "elsewhere (another folder, a USB stick). Nothing has been written to it. Open it as "
                                "it is only if this is the game you want to go on with."));
    ImGui::Spacing();
    std::string error;
    if (ImGui::Button(label("Open it as it is", "shortened-open").c_str())) pressAppButton("shortened-open", error);
    ImGui::SameLine();
    if (ImGui::Button(label("Leave it closed", "shortened-close").c_str())) pressAppButton("shortened-close", error);
    ImGui::EndPopup();
  }
}

void App::drawOverwriteQuestion() {
  const auto& question = m_controller->overwriteQuestion();
  if (beginSaveQuestion(tr("Replace this save?"), question.has_value())) {
    ImGui::TextWrapped("%s", trf("{} already holds {}.", question->file.string(), question->what).c_str());
    ImGui::Spacing();
    ImGui::TextWrapped("%s", tr("Replacing it loses that game for good. Keep it, and choose another name, unless it "
                                "is a game nobody will play again."));
    ImGui::Spacing();
    std::string error;
    if (ImGui::Button(label("Replace it", "overwrite-replace").c_str())) pressAppButton("overwrite-replace", error);
    ImGui::SameLine();
    if (ImGui::Button(label("Keep it", "overwrite-keep").c_str())) pressAppButton("overwrite-keep", error);
    ImGui::EndPopup();
  }
}

bool App::pressAppButton(const std::string& button, std::string& error) {
  if (button == "shortened-open" || button == "shortened-close") {
    auto shortened = m_controller->shortenedSave();
    if (!shortened) {
      error = "no save cut short is waiting";
      return false;
    }
    m_controller->dismissShortenedSave();
    if (button == "shortened-close") return true;
    bool ok = m_controller->openSave(shortened->file, OpenConsent{.acceptShorter = true});
    if (ok) showPanel("sequence");
    else error = m_controller->status();
    return ok;
  }
  if (button == "overwrite-replace" || button == "overwrite-keep") {
    if (!m_controller->overwriteQuestion()) {
      error = "no question about replacing a save is asked";
      return false;
    }
    bool ok = m_controller->answerOverwrite(button == "overwrite-replace");
    if (!ok) error = m_controller->status();
    return ok;
  }
  if (button == "save-retry") {
    if (!m_controller->retrySave()) error = m_controller->saveProblem() ? m_controller->saveProblem()->reason : "";
    return !m_controller->saveProblem();
  }
  if (button == "save-elsewhere") {
    if (m_saveElsewherePath.empty()) {
      error = "type a place to save first";
      return false;
    }
    bool ok = m_controller->saveAs(StartPanel::savePath(m_saveElsewherePath), true);
    if (!ok) error = m_controller->saveProblem() ? m_controller->saveProblem()->reason : m_controller->status();
    return ok;
  }
  if (button == "discard-go-on" || button == "discard-cancel") {
    if (!m_controller->asking()) {
      error = "no question about undone actions is asked";
      return false;
    }
    if (button == "discard-go-on") m_controller->confirmDiscard();
    else m_controller->cancelDiscard();
    return true;
  }
  if (button == "edited-open" || button == "edited-close") {
    auto edited = m_controller->editedSave();
    if (!edited) {
      error = "no edited save is waiting";
      return false;
    }
    m_controller->dismissEditedSave();
    if (button == "edited-close") return true;
    bool ok = m_controller->openSave(edited->file, OpenConsent{.acceptEdits = true});
    if (ok) showPanel("sequence");
    else error = m_controller->status();
    return ok;
  }
  if (button == "damaged-open" || button == "damaged-close") {
    auto damaged = m_controller->damagedSave();
    if (!damaged) {
      error = "no damaged save is waiting";
      return false;
    }
    m_controller->dismissDamagedSave();
    if (button == "damaged-close") return true;
    bool ok = m_controller->openSave(damaged->file, OpenConsent{.beforeDamage = true});
    if (ok) showPanel("sequence");
    else error = m_controller->status();
    return ok;
  }
  error = "no button '" + button + "'";
  return false;
}

void App::drawTimerBar() {
  // Running timers stay in sight on every panel; an expired one turns the bar red.
  if (!m_controller->hasGame()) return;
  const auto& data = m_controller->data();
  const auto& state = m_controller->state();
  bool any = false;
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& timer = state.timers[i];
    if (timer.status == TimerState::Status::Idle || !TimersPanel::current(data, state, i)) continue;
    if (!any) any = true;
    else ImGui::SameLine();
    bool expired = timer.status == TimerState::Status::Expired;
    std::string text = data.timers[i].name + " " + TimersPanel::formatRemaining(timer.remainingMs(m_clock->nowMs()));
    if (expired) text += std::string("  ") + tr("Time is up!");
    if (timer.status == TimerState::Status::Paused) text += std::string(" (") + tr("paused") + ")";
    ImGui::PushStyleColor(ImGuiCol_Button, expired ? ImGui::ColorConvertU32ToFloat4(TimersPanel::alarmColor)
                                                   : ImVec4(0.20f, 0.30f, 0.26f, 1.0f));
    if (ImGui::Button((text + "##timer-bar-" + data.timers[i].id).c_str())) showPanel("timers");
    ImGui::PopStyleColor();
  }
}

void App::drawFrame() {
  m_ui->enterPressed = m_enterPressed;
  m_enterPressed = false;
  TimersPanel::tick(*m_ui);
  m_phones->frame(*m_ui);
  m_window.clear(sf::Color(28, 31, 36));  // = ImGuiCol_WindowBg
  drawMain();
  if (m_textLog) collectDrawnText();
  imguiRender(m_window);
}

void App::capture(const std::string& file) {
  sf::Texture texture;
  texture.create(m_window.getSize().x, m_window.getSize().y);
  texture.update(m_window);
  if (!texture.copyToImage().saveToFile(file)) {
    std::cerr << "aide-de-camp: cannot write screenshot " << file << "\n";
    m_exitCode = 1;
  }
}

void App::collectDrawnText() {
  // The panel on screen: without a game, a panel that needs one shows Start (drawMain).
  const Panel* shown = findPanel(m_panel);
  const std::string panel = shown && shown->needsGame() && !m_controller->hasGame() ? "start" : m_panel;
  const std::string text = m_textLog->take();
  std::string_view log(text);
  while (!log.empty()) {
    auto end = log.find('\n');
    std::string_view line = log.substr(0, end);
    log = end == std::string_view::npos ? std::string_view{} : log.substr(end + 1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\r')) line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.remove_suffix(1);
    if (line.empty()) continue;
    std::string entry = panel + "\t" + std::string(line);
    if (m_drawnTextSeen.insert(entry).second) m_drawnText.push_back(std::move(entry));
  }
  ++m_frameNumber;
  for (const auto& sized : m_textLog->takeSizes()) {
    auto key = std::make_pair(panel, sized.text);
    auto [entry, first] = m_textSizes.try_emplace(key);
    if (first) m_textSizesOrder.push_back(std::move(key));
    if (entry->second.frame != m_frameNumber) entry->second = LastSizes{m_frameNumber, {}};
    entry->second.pixels.insert(static_cast<int>(std::lround(sized.pixels)));
  }
  // A string counts as cut when it is cut three frames running: a table sizes its columns
  // in its first frame, the Table view's type is rebuilt for the window the frame after it
  // is shown, and a scroll bar that appears narrows the room the frame after that.
  std::map<std::string, int> cutNow;
  for (const auto& cut : m_textLog->takeCut()) {
    std::string oneLine = cut.text;  // one line of the list: a string's own line breaks read " / "
    for (auto at = oneLine.find('\n'); at != std::string::npos; at = oneLine.find('\n', at)) oneLine.replace(at, 1, " / ");
    const std::string where = panel + "\t" + oneLine;
    auto before = m_cutStreak.find(where);
    const int frames = cutNow[where] = (before == m_cutStreak.end() ? 0 : before->second) + 1;
    if (frames < 3 || !m_cutTextSeen.insert(where).second) continue;
    char size[32];
    std::snprintf(size, sizeof size, "%ux%u", m_window.getSize().x, m_window.getSize().y);
    m_cutText.push_back(where + "\t" + std::to_string(cut.shown) + " of " + std::to_string(cut.letters) +
                        " letters shown, needs " + std::to_string(static_cast<int>(cut.needed)) + " px, at " + size);
  }
  m_cutStreak = std::move(cutNow);
}

bool App::writeLines(const std::string& file, const std::vector<std::string>& lines, const char* what) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  for (const auto& line : lines) out << line << "\n";
  out.flush();
  if (!out) {
    std::cerr << "aide-de-camp: cannot write the " << what << " " << file << "\n";
    return false;
  }
  return true;
}

bool App::writeCutText() { return writeLines(m_options.cutText, m_cutText, "cut text"); }

bool App::writeTextDump() { return writeLines(m_options.textDump, m_drawnText, "text dump"); }

std::map<std::string, std::string> App::dumpState() {
  std::map<std::string, std::string> dump;
  dump["panel"] = m_panel;
  dump["status"] = m_controller->status();
  dump["draw.largest_list"] = std::to_string(largestListDrawn());
  dump["clock"] = std::to_string(m_clock->nowMs());
  dump["scale"] = fmt::format("{:.2f}", m_settings.uiScale);
  dump["scale_setting"] = m_settings.scaleOverride ? fmt::format("{:.2f}", *m_settings.scaleOverride) : "automatic";
  dump["chart_prompt"] = m_controller->pending() ? m_controller->pending()->cell.describe() : "";
  dump["save_problem"] = m_controller->saveProblem() ? m_controller->saveProblem()->reason : "";
  dump["save_file"] = m_controller->saveFile() ? m_controller->saveFile()->string() : "";
  dump["autosave_file"] = m_controller->autosaveFile().string();
  dump["edited_save"] = m_controller->editedSave() ? m_controller->editedSave()->file.string() : "";
  dump["damaged_save"] = m_controller->damagedSave() ? m_controller->damagedSave()->file.string() : "";
  dump["shortened_save"] = m_controller->shortenedSave() ? m_controller->shortenedSave()->file.string() : "";
  dump["overwrite_question"] = m_controller->overwriteQuestion() ? m_controller->overwriteQuestion()->what : "";
  // The question on screen, in its words: the discard question, else the Log's undo one.
  dump["question"] = discardQuestionText();
  if (auto* log = dynamic_cast<LogPanel*>(findPanel("log")); log && dump["question"].empty() && m_controller->hasGame()) {
    dump["question"] = log->question(*m_controller);
  }
  if (!m_controller->hasGame()) {
    dump["game"] = "";
    return dump;
  }
  const auto& session = m_controller->session();
  const auto& data = session.data();
  const auto& state = session.state();
  dump["game"] = data.id;
  dump["scenario"] = session.setup().scenario;
  dump["turn"] = std::to_string(state.turn);
  const SequenceStep* step = currentStep(data, state);
  dump["step"] = step ? step->id : "over";
  dump["cursor"] = std::to_string(session.cursor());
  dump["log"] = std::to_string(session.log().size());
  if (session.cursor() > 0) dump["last_action"] = session.log()[session.cursor() - 1].summary;
  for (std::size_t slot = 0; slot < data.schema.slots().size(); ++slot) {
    dump["value." + data.schema.slots()[slot].key] = toDisplayString(state.values[slot]);
  }
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    dump["timer." + data.timers[i].id] = std::string(timerStatusName(state.timers[i].status));
    dump["timer." + data.timers[i].id + ".remaining_ms"] = std::to_string(state.timers[i].remainingMs(m_clock->nowMs()));
  }
  for (std::size_t i = 0; i < data.sealed.size(); ++i) {
    dump["sealed." + data.sealed[i].id + ".entered"] = std::to_string(state.sealed[i].entries.size());
    dump["sealed." + data.sealed[i].id + ".revealed"] = state.sealed[i].revealed ? "true" : "false";
    if (state.sealed[i].revealed) {
      for (const auto& [side, value] : state.sealed[i].entries) dump["sealed." + data.sealed[i].id + "." + side] = toDisplayString(value);
    }
  }
  if (auto* resolve = dynamic_cast<ResolvePanel*>(findPanel("resolve"))) resolve->dumpForm(dump);
  if (auto* tables = dynamic_cast<TablesPanel*>(findPanel("tables"))) tables->dump(*m_ui, dump);
  if (auto* board = dynamic_cast<BoardPanel*>(findPanel("board"))) board->dump(dump);
  if (auto* table = dynamic_cast<TableView*>(findPanel("table"))) table->dump(dump);
  if (const auto& result = m_controller->lastResolution()) {
    dump["result.headline"] = result->headline(data);
    dump["result.cell"] = result->cell ? result->cell->describe() : "";
    dump["result.total"] = result->total ? std::to_string(*result->total) : "";
  }
  return dump;
}

void App::runScriptCommand(const ScriptCommand& command) {
  std::string error;
  bool ok = true;
  const auto& words = command.words;
  auto fail = [&](std::string why) {
    ok = false;
    error = std::move(why);
  };
  if (command.verb == "panel") {
    if (!findPanel(words[0])) fail("no panel '" + words[0] + "'");
    else if (findPanel(words[0])->needsGame() && !m_controller->hasGame()) fail("panel '" + words[0] + "' needs a game");
    else showPanel(words[0]);
  } else if (command.verb == "field" || command.verb == "press") {
    Panel* panel = findPanel(m_panel);
    bool prompt = m_chartPrompt.open(*m_ui);
    // A field being edited keeps ImGui's own copy of its text: release it first, as a
    // click elsewhere would.
    ImGui::ClearActiveID();
    if (command.verb == "field" && words[0] == "save-elsewhere") {
      m_saveElsewherePath = command.rest;
    } else if (command.verb == "press" &&
               (words[0].starts_with("save-") || words[0].starts_with("edited-") || words[0].starts_with("damaged-") ||
                words[0].starts_with("discard-") || words[0].starts_with("shortened-") || words[0].starts_with("overwrite-")) &&
               words[0] != "save-as") {
      ok = pressAppButton(words[0], error);
    } else if (command.verb == "field") {
      ok = prompt ? m_chartPrompt.setField(*m_ui, words[0], command.rest, error) : panel->setField(*m_ui, words[0], command.rest, error);
    } else {
      ok = prompt && words[0].starts_with("chart-") ? m_chartPrompt.press(*m_ui, words[0], error)
                                                   : panel->press(*m_ui, words[0], error);
    }
  } else if (command.verb == "key") {
    // A chord through the same path as a real key: shortcuts, then the ImGui adapter.
    sf::Event event;
    event.type = sf::Event::KeyPressed;
    event.key = sf::Event::KeyEvent{sf::Keyboard::Unknown, false, false, false, false};
    std::string chord = words[0];
    std::transform(chord.begin(), chord.end(), chord.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (std::size_t plus; (plus = chord.find('+')) != std::string::npos; chord = chord.substr(plus + 1)) {
      auto modifier = chord.substr(0, plus);
      if (modifier == "ctrl") event.key.control = true;
      else if (modifier == "shift") event.key.shift = true;
      else if (modifier == "alt") event.key.alt = true;
    }
    auto key = keyNamed(chord);
    if (!key) {
      fail("no key named '" + chord + "'");
    } else {
      event.key.code = *key;
      handleEvent(event);
      // Released at the next frame, as a hand would: ImGui 1.86 reads held keys per frame.
      // The whole chord is let go: Ctrl still held would keep a field from taking the
      // characters typed next.
      event.type = sf::Event::KeyReleased;
      event.key.control = event.key.shift = event.key.alt = false;
      m_pendingRelease = event;
      m_framesToWait = 1;  // a human pace: ImGui moves focus on the next frame
    }
  } else if (command.verb == "click") {
    // As a player: the label is looked for among the words drawn in the last frame, and
    // the mouse goes there and clicks.
    const auto texts = readScreenText();
    const auto found = findScreenText(texts, command.rest);
    if (!found) {
      std::string shown;
      for (const auto& text : texts) {
        if (text.text.size() < 60) shown += (shown.empty() ? "" : " | ") + text.text;
      }
      fail("no '" + command.rest + "' on screen; it shows: " + shown.substr(0, 1500));
    } else {
      const int x = static_cast<int>((found->min.x + found->max.x) * 0.5f);
      const int y = static_cast<int>((found->min.y + found->max.y) * 0.5f);
      sf::Event move;
      move.type = sf::Event::MouseMoved;
      move.mouseMove = sf::Event::MouseMoveEvent{x, y};
      sf::Event press;
      press.type = sf::Event::MouseButtonPressed;
      press.mouseButton = sf::Event::MouseButtonEvent{sf::Mouse::Left, x, y};
      sf::Event release = press;
      release.type = sf::Event::MouseButtonReleased;
      sf::Event leave;
      leave.type = sf::Event::MouseLeft;
      m_scriptedEvents = {move, press, release, leave};
    }
  } else if (command.verb == "see") {
    // Is it there for a player to see, now, without scrolling?
    const auto texts = readScreenText();
    if (!findScreenText(texts, command.rest)) {
      std::string shown;
      for (const auto& text : texts) {
        if (text.text.size() < 60) shown += (shown.empty() ? "" : " | ") + text.text;
      }
      fail("'" + command.rest + "' is not on screen; it shows: " + shown.substr(0, 1500));
    }
  } else if (command.verb == "not-see") {
    // Gone from the screen: words that are no longer news (an expired timer of a step left).
    const auto texts = readScreenText();
    if (findScreenText(texts, command.rest)) fail("'" + command.rest + "' is still on screen");
  } else if (command.verb == "type") {
    sf::String text = sf::String::fromUtf8(command.rest.begin(), command.rest.end());
    for (std::size_t i = 0; i < text.getSize(); ++i) {
      sf::Event event;
      event.type = sf::Event::TextEntered;
      event.text.unicode = text[i];
      handleEvent(event);
    }
    m_framesToWait = 1;
  } else if (command.verb == "advance") {
    if (!m_manualClock) fail("advance needs the manual clock");
    else m_manualClock->advanceMs(static_cast<std::int64_t>(std::stod(words[0]) * 1000.0));
  } else if (command.verb == "frames") {
    m_framesToWait = std::max(0, std::stoi(words[0]));
  } else if (command.verb == "wait-for") {
    // A step the case's shell takes beside the running app (a USB stick pulled out, a
    // check with `adc`): the script goes on once the shell has made FILE, at most a
    // minute later. Frames come as fast as the machine draws them, so a count of frames
    // is no way to wait for another process.
    if (!m_waitingSince) m_waitingSince = SteadyClock::now();
    std::error_code ignored;
    if (std::filesystem::exists(words[0], ignored)) {
      m_waitingSince.reset();
    } else if (SteadyClock::now() - *m_waitingSince > std::chrono::seconds(60)) {
      m_waitingSince.reset();
      fail("waited a minute for " + words[0]);
    } else {
      --m_scriptIndex;  // the same command again on the next frame
      m_framesToWait = 1;
    }
  } else if (command.verb == "scale") {
    if (words[0] == "automatic") chooseScale(std::nullopt);
    else chooseScale(std::stof(words[0]));
  } else if (command.verb == "resize") {
    if (words.size() < 2) fail("resize WIDTH HEIGHT");
    else m_window.setSize(sf::Vector2u(static_cast<unsigned>(std::stoul(words[0])), static_cast<unsigned>(std::stoul(words[1]))));
  } else if (command.verb == "screenshot") {
    m_pendingScreenshot = words[0];
    m_framesToWait = 2;  // let windows and popups settle first
  } else if (command.verb == "dump") {
    std::ofstream out(words[0]);
    for (const auto& [key, value] : dumpState()) out << key << " = " << value << "\n";
    if (!out) fail("cannot write " + words[0]);
  } else if (command.verb == "expect" || command.verb == "expect-contains") {
    auto dump = dumpState();
    auto found = dump.find(words[0]);
    std::string actual = found == dump.end() ? "(none)" : found->second;
    bool matches = command.verb == "expect" ? actual == command.rest : actual.find(command.rest) != std::string::npos;
    if (!matches) fail("expected " + words[0] + (command.verb == "expect" ? " = '" : " to contain '") + command.rest + "', found '" + actual + "'");
  } else if (command.verb == "load") {
    // A save changed outside the app, damaged or cut short waits for the dialog's answer
    // (press edited-..., damaged-..., shortened-...).
    if (!m_controller->openSave(words[0]) && !m_controller->editedSave() && !m_controller->damagedSave() &&
        !m_controller->shortenedSave()) {
      fail(m_controller->status());
    }
    else showPanel("sequence");
  } else if (command.verb == "resume") {
    if (!m_controller->resumeAutosave()) fail(m_controller->status());
    else showPanel("sequence");
  } else if (command.verb == "quit") {
    m_quit = true;
  }
  if (!ok && !command.mayFail) {
    std::cerr << m_options.script << ":" << command.line << ": " << command.verb << ": " << error << "\n";
    m_exitCode = 1;
    m_quit = true;
  }
}

int App::run() {
  std::vector<double> frameTimes;
  std::map<std::string, std::vector<double>> panelFrameTimes;
  double firstFrameMs = -1;
  const bool scripted = !m_options.script.empty();
  const bool screenshotOnly = !m_options.screenshot.empty() && !scripted;
  if (screenshotOnly) {
    m_pendingScreenshot = m_options.screenshot;
    m_framesToWait = 2;
  }
  sf::Clock frameClock;
  while (m_window.isOpen() && !m_quit) {
    auto frameStart = SteadyClock::now();
    sf::Event event;
    while (m_window.pollEvent(event)) handleEvent(event);
    refreshScale();  // a resize or a scale chosen: the fonts are rebuilt before the frame
    refreshLanguage();  // a language chosen on the Start panel: shown from this frame
    fitTableFonts();
    if (m_pendingRelease) {
      handleEvent(*m_pendingRelease);
      m_pendingRelease.reset();
    }
    const bool clicking = !m_scriptedEvents.empty();
    if (clicking) {
      handleEvent(m_scriptedEvents.front());
      m_scriptedEvents.pop_front();
    }
    if (!m_window.isOpen()) break;

    // A script runs one command per frame, and waits while frames are asked for.
    bool captureNow = false;
    if (clicking) {
      // The script waits for the click to finish; the frame after it shows its effect.
      if (m_scriptedEvents.empty()) m_framesToWait = 3;  // a popup or a panel it opens settles first
    } else if (m_framesToWait > 0) {
      --m_framesToWait;
      captureNow = m_framesToWait == 0 && !m_pendingScreenshot.empty();
    } else if (scripted) {
      if (m_scriptIndex < m_script.size()) runScriptCommand(m_script[m_scriptIndex++]);
      else m_quit = true;
    }
    float delta = scripted || screenshotOnly ? 1.0f / 60.0f : frameClock.restart().asSeconds();
    m_diceTray.step(delta);
    imguiNewFrame(m_window, delta);
    drawFrame();
    if (captureNow) {
      capture(m_pendingScreenshot);
      m_pendingScreenshot.clear();
      if (screenshotOnly) m_quit = true;
    }
    m_window.display();
    double ms = msSince(frameStart);
    if (firstFrameMs < 0) firstFrameMs = msSince(launched);
    frameTimes.push_back(ms);
    // The run's first frame (the GL context's and the fonts' first upload) is counted on
    // its own as "first frame after launch", not against the panel that happens to be first.
    if (m_options.frameStats && frameTimes.size() > 1) panelFrameTimes[m_panel].push_back(ms);
  }
  if (m_options.frameStats && !frameTimes.empty()) {
    auto sorted = frameTimes;
    std::sort(sorted.begin(), sorted.end());
    auto percentile = [&](double p) { return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(p * static_cast<double>(sorted.size())))]; };
    std::printf("frames %zu  first frame %.1f ms after launch  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n",
                sorted.size(), firstFrameMs, percentile(0.50), percentile(0.90), percentile(0.99), sorted.back());
    // The same for each panel the run showed, every frame it was on screen (the first,
    // which lays it out, included): the benchmark holds each game's board and Table view
    // to the target, not only the run as a whole.
    for (auto& [panel, times] : panelFrameTimes) {
      std::sort(times.begin(), times.end());
      auto at = [&](double p) { return times[std::min(times.size() - 1, static_cast<std::size_t>(p * static_cast<double>(times.size())))]; };
      std::printf("panel %s frames %zu  p50 %.2f ms  p90 %.2f ms  p99 %.2f ms  max %.2f ms\n", panel.c_str(), times.size(), at(0.50),
                  at(0.90), at(0.99), times.back());
    }
  }
  if (!m_options.textDump.empty() && !writeTextDump()) m_exitCode = 1;
  if (!m_options.cutText.empty() && !writeCutText()) m_exitCode = 1;
  if (!m_options.textSizes.empty()) {
    std::vector<std::string> lines;
    for (const auto& key : m_textSizesOrder) {
      for (int pixels : m_textSizes[key].pixels) lines.push_back(key.first + "\t" + std::to_string(pixels) + "\t" + key.second);
    }
    if (!writeLines(m_options.textSizes, lines, "text sizes")) m_exitCode = 1;
  }
  try {
    m_settings.save(Settings::defaultPath());
  } catch (const std::exception& error) {
    std::cerr << "aide-de-camp: settings not saved: " << error.what() << "\n";
  }
  m_runMarker.finish();  // a clean exit, whatever the run's status
  if (m_window.isOpen()) m_window.close();
  return m_exitCode;
}

}  // namespace adc::gui
