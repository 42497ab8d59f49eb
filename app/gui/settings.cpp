#include "settings.hpp"

#include "adc/data_paths.hpp"
#include "adc/save_file.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace adc::gui {

std::filesystem::path Settings::defaultPath() { return userConfigDirectory() / "settings.txt"; }

Settings Settings::load(const std::filesystem::path& file) {
  Settings settings;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    auto equals = line.find('=');
    if (equals == std::string::npos) continue;
    auto trim = [](std::string text) {
      text.erase(0, text.find_first_not_of(" \t"));
      text.erase(text.find_last_not_of(" \t\r") + 1);
      return text;
    };
    auto key = trim(line.substr(0, equals));
    auto value = trim(line.substr(equals + 1));
    try {
      if (key == "ui_scale") settings.uiScale = std::clamp(std::stof(value), 0.5f, 3.0f);
      else if (key == "window_width") settings.windowWidth = std::clamp(static_cast<unsigned>(std::stoul(value)), 640u, 8192u);
      else if (key == "window_height") settings.windowHeight = std::clamp(static_cast<unsigned>(std::stoul(value)), 480u, 8192u);
      else if (key == "panel") settings.panel = value;
      else if (key == "last_game") settings.lastGame = value;
    } catch (const std::exception&) {
      // A hand-edited bad number keeps the default.
    }
  }
  return settings;
}

void Settings::save(const std::filesystem::path& file) const {
  std::ostringstream out;
  out << "# Aide-de-camp settings\n"
      << "ui_scale = " << uiScale << "\n"
      << "window_width = " << windowWidth << "\n"
      << "window_height = " << windowHeight << "\n"
      << "panel = " << panel << "\n"
      << "last_game = " << lastGame << "\n";
  std::filesystem::create_directories(file.parent_path());
  writeFileAtomically(file, out.str());
}

}  // namespace adc::gui
