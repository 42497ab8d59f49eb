#include "game_library.hpp"

#include "translate.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::gui {

GameLibrary::GameLibrary(std::filesystem::path dataDirectory)
    : m_folder(std::move(dataDirectory)), m_ids(listGames(m_folder)) {}

std::shared_ptr<const GameData> GameLibrary::game(const std::string& id) {
  if (auto found = m_loaded.find(id); found != m_loaded.end()) return found->second;
  if (std::find(m_ids.begin(), m_ids.end(), id) == m_ids.end()) {
    throw std::runtime_error(trf("No game named '{}' in {}", id, m_folder.string()));
  }
  auto data = std::make_shared<const GameData>(loadGame(m_folder / "games" / id, m_language));
  m_loaded[id] = data;
  return data;
}

void GameLibrary::setLanguage(const std::string& language) {
  if (language == m_language) return;
  m_language = language;
  m_loaded.clear();
}

GameProvider GameLibrary::provider() {
  return [this](const std::string& id) -> std::shared_ptr<const GameData> {
    if (std::find(m_ids.begin(), m_ids.end(), id) == m_ids.end()) return nullptr;
    return game(id);
  };
}

}  // namespace adc::gui
