#pragma once
// Whether the app stopped unexpectedly last time, and on which panel.
//
// A panel that aborted the app (a Ledger too long to draw) was the panel the settings
// reopened, so the abort came back on every launch. Each run now notes itself in the
// config dir (`running-PID`, holding the panel on screen) and removes the note when it
// exits cleanly; a note whose process is gone is a run that did not. The app then opens on
// the Start panel and says so, never on the panel that was open when it stopped.

#include <filesystem>
#include <optional>
#include <string>

namespace adc::gui {

class RunMarker {
 public:
  explicit RunMarker(std::filesystem::path folder);

  // The panel of a run that stopped without exiting cleanly ("ledger"), or nothing; its
  // note is removed. Another run still going (its process alive) is left alone.
  std::optional<std::string> findUnfinishedRun();
  // Notes this run, showing `panel`; again whenever the panel changes. A note that cannot
  // be written is left out: it only guards the next launch.
  void note(const std::string& panel);
  // A clean exit: the note goes.
  void finish();

 private:
  std::filesystem::path m_folder;
  std::filesystem::path m_file;  // this run's note
  std::string m_noted;           // the panel last written, not written again
};

}  // namespace adc::gui
