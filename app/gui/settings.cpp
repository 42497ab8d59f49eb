#include "settings.hpp"

#include "adc/data_paths.hpp"
#include "adc/save_file.hpp"

#include "language.hpp"
#include "ui_scale.hpp"

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
      // Earlier versions wrote `ui_scale` whether or not anyone chose it: it is not read as
      // a choice, so that those players get the scale that follows their screen.
      if (key == "scale") settings.scaleOverride = value == "automatic" ? std::nullopt : std::optional<float>(clampedScale(std::stof(value)));
      else if (key == "window_width") settings.windowWidth = std::clamp(static_cast<unsigned>(std::stoul(value)), 640u, 8192u);
      else if (key == "window_height") settings.windowHeight = std::clamp(static_cast<unsigned>(std::stoul(value)), 480u, 8192u);
      else if (key == "panel") settings.panel = value;
      else if (key == "last_game") settings.lastGame = value;
      else if (key == "language") settings.language = languageOfLocale(value);  // "automatic" or unknown: ""
      else if (key == "phones_port") settings.phonesPort = std::clamp(std::stoi(value), 1024, 65535);
      else if (key == "phones_on" && !value.empty()) settings.phonesOn.insert(value);
    } catch (const std::exception&) {
      // A hand-edited bad number keeps the default.
    }
  }
  return settings;
}

void Settings::save(const std::filesystem::path& file) const {
  std::ostringstream out;
  out << "# Aide-de-camp settings\n"
      << "scale = ";
  if (scaleOverride) out << *scaleOverride;
  else out << "automatic";
  out << "\n"
      << "window_width = " << windowWidth << "\n"
      << "window_height = " << windowHeight << "\n"
      << "panel = " << panel << "\n"
      << "last_game = " << lastGame << "\n"
      << "language = " << (language.empty() ? std::string("automatic") : language) << "\n"
      << "phones_port = " << phonesPort << "\n";
  for (const auto& game : phonesOn) {
    if (game.find('\n') == std::string::npos) out << "phones_on = " << game << "\n";
  }
  std::filesystem::create_directories(file.parent_path());
  writeFileAtomically(file, out.str());
}

}  // namespace adc::gui
