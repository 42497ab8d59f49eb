#pragma once
// The window and its frame loop: SFML events through our ImGui adapter, the keyboard
// shortcuts, the panels, the dice tray, scripted runs, screenshots and frame statistics.

#include "alarm.hpp"
#include "controller.hpp"
#include "dice_tray.hpp"
#include "drawn_text.hpp"
#include "fonts.hpp"
#include "game_library.hpp"
#include "panels/chart_prompt.hpp"
#include "panels/panel.hpp"
#include "run_marker.hpp"
#include "script.hpp"
#include "settings.hpp"

#include "adc/clock.hpp"
#include "adc/data_paths.hpp"

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Window/Event.hpp>

#include <filesystem>
#include <deque>
#include <cstdint>
#include <map>
#include <memory>
#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adc::gui {

struct AppOptions {
  std::optional<std::filesystem::path> dataFolder;
  std::string screenshot;  // render once loaded, write this PNG, exit
  std::string script;      // run this script of inputs, then exit
  std::string textDump;    // write every string drawn during the run here, as PANEL<TAB>TEXT
  std::string cutText;     // write every string drawn cut here, as PANEL<TAB>TEXT<TAB>how much shows
  std::string textSizes;   // write every string drawn here with its type's height, as PANEL<TAB>PIXELS<TAB>TEXT
  std::string game;        // the Start panel on this game; started at once when players are named
  std::string scenario;
  std::vector<std::string> players;  // the players' names, in the order of the Start panel's seats
  std::string open;        // open this save at once
  std::string panel;       // show this panel first
  std::optional<float> scale;
  std::string language;  // --lang: "en" or "fr", over the players' choice and the system's (language.hpp)
  bool frameStats = false;
  bool noCachedDrawing = false;  // every window drawn every frame (cached_drawing.hpp)
  bool manualClock = false;  // time stands still unless a script advances it
};

class App {
 public:
  explicit App(AppOptions options);
  ~App();
  // Runs until the window closes or the script ends; the exit status.
  int run();

 private:
  void handleEvent(const sf::Event& event);
  void handleShortcut(const sf::Event::KeyEvent& key);
  void drawFrame();
  void drawMain();
  void fitTableFonts();  // the Table view's type for the window's height
  void drawTimerBar();
  // A failed save, in red under the top bar until a save succeeds, with the ways out.
  void drawSaveProblem();
  // A save changed outside the app: open it only if the players say so.
  // The modal question a save asks before it opens or is replaced: open while `asked`,
  // closed once answered; true while it is shown (the caller then ends it).
  bool beginSaveQuestion(const char* title, bool asked);
  void drawEditedSaveDialog();
  void drawShortenedSaveDialog();
  void drawOverwriteQuestion();
  // A new action while undone actions exist: Go on (discard them) or Cancel.
  void drawDiscardQuestion();
  std::string discardQuestionText() const;
  // The script's press for the banner's and the dialogs' buttons.
  bool pressAppButton(const std::string& button, std::string& error);
  Panel* findPanel(const std::string& id);
  void showPanel(const std::string& id);
  // Rebuilds the fonts and the style when the scale drawn at changes (the players' scale,
  // or the window's or screen's for the automatic one); between frames only.
  void refreshScale();
  // Loads the catalogue of the language chosen now (--lang, the Start panel's choice, the
  // system's) when it is not the one shown; between frames only, so that no string a
  // frame holds from tr() goes stale.
  void refreshLanguage();
  // Sets the players' own scale (none: automatic again); drawn from the next frame.
  void chooseScale(std::optional<float> scale);
  void drawScaleControl();
  std::string scaleButtonText() const;  // "Scale 100% (automatic)"
  void runScriptCommand(const ScriptCommand& command);
  std::map<std::string, std::string> dumpState();
  std::string m_saveElsewherePath;
  void capture(const std::string& file);
  // --text-dump: the strings of one frame from ImGui's log, kept once per panel.
  void collectDrawnText();
  bool writeTextDump();
  bool writeCutText();
  bool writeLines(const std::string& file, const std::vector<std::string>& lines, const char* what);
  std::unique_ptr<DrawnTextLog> m_textLog;  // only with --text-dump, --cut-text or --text-sizes
  // --text-sizes: each string (by panel and text, in the order first drawn) with the
  // sizes it had in the last frame that drew it: a frame drawn before the window took
  // its size, or before the fonts for it were built, does not count against it.
  struct LastSizes {
    std::uint64_t frame = 0;
    std::set<int> pixels;
  };
  std::map<std::pair<std::string, std::string>, LastSizes> m_textSizes;
  std::vector<std::pair<std::string, std::string>> m_textSizesOrder;
  std::uint64_t m_frameNumber = 0;
  std::vector<std::string> m_cutText;
  std::set<std::string> m_cutTextSeen;
  std::map<std::string, int> m_cutStreak;  // frames running each string has been cut
  std::vector<std::string> m_drawnText;
  std::set<std::string> m_drawnTextSeen;

  AppOptions m_options;
  std::unique_ptr<Clock> m_clock;
  ManualClock* m_manualClock = nullptr;
  Settings m_settings;
  // This run noted in the config dir until it exits cleanly (run_marker.hpp).
  RunMarker m_runMarker{userConfigDirectory()};
  std::filesystem::path m_dataFolder;  // where the catalogues are (<data>/i18n)
  std::string m_language;              // the language shown now
  std::unique_ptr<GameLibrary> m_library;
  std::unique_ptr<Controller> m_controller;
  sf::RenderWindow m_window;
  Fonts m_fonts;
  Alarm m_alarm;
  DiceTray m_diceTray;
  std::unique_ptr<Ui> m_ui;
  std::unique_ptr<PlayersPhones> m_phones;  // their server stops before the controller goes
  std::vector<std::unique_ptr<Panel>> m_panels;
  ChartPrompt m_chartPrompt;
  std::string m_panel = "start";
  std::string m_panelBeforeTable = "sequence";
  float m_dpi = 96.0f;           // the screen's density, read once (screen_density.hpp)
  float m_appliedScale = 0.0f;   // the scale the fonts were built at (0: not yet)
  int m_scaleEdit = 100;          // the slider's percent while it is dragged
  bool m_scaleEditing = false;
  bool m_enterPressed = false;
  std::optional<sf::Event> m_pendingRelease;  // a scripted key, let go one frame later
  // A scripted click, one event a frame as a hand would: move, press, release, leave.
  std::deque<sf::Event> m_scriptedEvents;

  // Scripted runs.
  std::vector<ScriptCommand> m_script;
  // Since when the script's `wait-for` has waited for its file.
  std::optional<std::chrono::steady_clock::time_point> m_waitingSince;
  std::size_t m_scriptIndex = 0;
  int m_framesToWait = 0;
  std::string m_pendingScreenshot;
  int m_exitCode = 0;
  bool m_quit = false;
};

}  // namespace adc::gui
