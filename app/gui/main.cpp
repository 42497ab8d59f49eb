// `aide-de-camp`: the desktop app players sit beside. See app.hpp for the window and
// script.hpp for --script.

#include "app.hpp"
#include "cli_help.hpp"
#include "boards/grand_siecle_board.hpp"
#include "boards/paris_messe_board.hpp"
#include "boards/patriots_traitors_board.hpp"
#include "boards/revolution_board.hpp"
#include "boards/vendee_board.hpp"
#include "settings.hpp"

#include "adc/diagnostics.hpp"
#include "adc/save_file.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

int main(int argc, char** argv) {
  // --help in the app's language: --lang, else the one chosen on the Start panel, else
  // the system's.
  const adc::HelpWords tr(argc, argv, adc::gui::Settings::load(adc::gui::Settings::defaultPath()).language);
  CLI::App cli{tr("aide-de-camp — the companion for face-to-face historical board games")};
  adc::helpInPlayersWords(cli, tr);
  cli.set_version_flag("--version", std::string("aide-de-camp ") + adc::appVersion(),
                       tr("Display program version information and exit"));
  adc::gui::AppOptions options;
  std::string data;
  float scale = 0;
  cli.add_option("--data", data, tr("Game data folder (default: $ADC_DATA, the install, or the source tree)"));
  cli.add_option("--game", options.game, tr("Show the Start panel on this game; with --players, start it at once"));
  cli.add_option("--players", options.players,
                 tr("With --game: the players' names, comma-separated, in the order of the Start panel's seats"))
      ->delimiter(',');
  cli.add_option("--scenario", options.scenario, tr("Scenario of the new game (default: the first)"));
  cli.add_option("--open", options.open, tr("Open a saved game"));
  cli.add_option("--panel", options.panel, tr("Panel to show first (start, sequence, books, resolve, log, timers, ...)"));
  cli.add_option("--lang", options.language,
                 tr("Language of the app: en or fr (default: the one chosen on the Start panel, else LC_ALL, LC_MESSAGES "
                 "or LANG)"))
      ->check(CLI::IsMember({"en", "fr"}));
  cli.add_option("--scale", scale, tr("UI scale (0.75 to 3), kept as the players' own (default: follows the window)"));
  cli.add_option("--screenshot", options.screenshot, tr("Render once loaded, write this PNG and exit"));
  cli.add_option("--script", options.script, tr("Run a script of GUI inputs (see app/gui/script.hpp) and exit"));
  cli.add_option("--text-dump", options.textDump,
                 tr("With --script or --screenshot: write every string drawn, one per line as PANEL<TAB>TEXT"));
  cli.add_option("--cut-text", options.cutText,
                 tr("With --script or --screenshot: write every string drawn cut (not all of it fits its room), one per "
                 "line as PANEL<TAB>TEXT<TAB>how much of it shows"));
  cli.add_option("--text-sizes", options.textSizes,
                 tr("With --script or --screenshot: write every string drawn with the height of its type on screen the "
                 "last time it was drawn, one per line as PANEL<TAB>PIXELS<TAB>TEXT"));
  cli.add_flag("--frame-stats", options.frameStats, tr("Print frame-time percentiles at exit"));
  cli.add_flag("--manual-clock", options.manualClock, tr("Time stands still (for tests)"));
  cli.add_flag("--no-cached-drawing", options.noCachedDrawing,
               tr("Draw every window every frame, none from its picture (to compare, for tests)"));
  CLI11_PARSE(cli, argc, argv);
  if (!data.empty()) options.dataFolder = data;
  if (scale > 0) options.scale = scale;
  adc::gui::registerVendeeBoardView();
  adc::gui::registerGrandSiecleBoardView();
  adc::gui::registerParisMesseBoardView();
  adc::gui::registerPatriotsTraitorsBoardView();
  adc::gui::registerRevolutionBoardView();
  try {
    adc::gui::App app(std::move(options));
    return app.run();
  } catch (const adc::DataErrors& errors) {
    std::cerr << "aide-de-camp: " << errors.what() << "\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "aide-de-camp: " << error.what() << "\n";
    return 2;
  }
}
