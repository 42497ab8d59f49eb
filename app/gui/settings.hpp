#pragma once
// The app's settings, kept in the XDG config dir (settings.txt, key = value lines):
// UI scale, window size, the last panel, the last game.

#include <filesystem>
#include <string>

namespace adc::gui {

struct Settings {
  float uiScale = 1.0f;
  unsigned windowWidth = 1280;
  unsigned windowHeight = 800;
  std::string panel = "start";
  std::string lastGame;

  static std::filesystem::path defaultPath();
  // A missing or unreadable file gives the defaults; unknown keys are ignored.
  static Settings load(const std::filesystem::path& file);
  void save(const std::filesystem::path& file) const;
};

}  // namespace adc::gui
