#pragma once
// The app's settings, kept in the XDG config dir (settings.txt, key = value lines):
// the UI scale the players chose (or "automatic"), the language they chose (or
// "automatic": the system's), window size, the last panel, the last game.

#include <filesystem>
#include <optional>
#include <set>
#include <string>

namespace adc::gui {

struct Settings {
  // The scale the players set (slider, Ctrl+=, --scale); none: it follows the window and
  // the screen (ui_scale.hpp). Saved as `scale = automatic` or `scale = 1.25`.
  std::optional<float> scaleOverride;
  // The scale drawn at now, which every panel reads: the app sets it each frame from the
  // override or the window (not saved).
  float uiScale = 1.0f;
  unsigned windowWidth = 1280;
  unsigned windowHeight = 800;
  std::string panel = "start";
  std::string lastGame;
  // The language the players chose on the Start panel ("en", "fr"); "" follows the
  // system's locale (language.hpp). Saved as `language = automatic` or `language = fr`.
  std::string language;
  // Players' phones (players_phones.hpp): the port they join on, and the games (by save
  // file, scenario and seed) whose players turned phones on, so that the game opens with
  // them on again. Saved as `phones_port = 8765` and one `phones_on = FILE|SCENARIO|SEED`
  // line per game.
  int phonesPort = 8765;
  std::set<std::string> phonesOn;

  static std::filesystem::path defaultPath();
  // A missing or unreadable file gives the defaults; unknown keys are ignored.
  static Settings load(const std::filesystem::path& file);
  void save(const std::filesystem::path& file) const;
};

}  // namespace adc::gui
