#pragma once
// The games of a data directory, each loaded once and shared by the sessions that play it.

#include "adc/game_data.hpp"
#include "adc/save_file.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc::gui {

class GameLibrary {
 public:
  explicit GameLibrary(std::filesystem::path dataDirectory);
  const std::filesystem::path& folder() const { return m_folder; }
  const std::vector<std::string>& ids() const { return m_ids; }
  // Loads a game; throws DataErrors for bad data, std::runtime_error for an unknown id.
  std::shared_ptr<const GameData> game(const std::string& id);
  // For save files: nullptr for a game this data directory does not have.
  GameProvider provider();
  // The language the games' texts are loaded in ("en", "fr"); a change forgets the
  // games loaded in the other one.
  void setLanguage(const std::string& language);
  const std::string& language() const { return m_language; }

 private:
  std::filesystem::path m_folder;
  std::vector<std::string> m_ids;
  std::map<std::string, std::shared_ptr<const GameData>> m_loaded;
  std::string m_language = "en";
};

}  // namespace adc::gui
