#include "adc/save_registry.hpp"

#include "adc/data_paths.hpp"
#include "adc/game_session.hpp"
#include "adc/save_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace adc {

std::string setupIdentity(const Setup& setup) {
  std::string identity = setup.scenario + "/" + std::to_string(setup.seed);
  for (const auto& player : setup.players) identity += "/" + player.name + ":" + player.side;
  return identity;
}

std::filesystem::path SaveRegistry::defaultPath() { return userDataDirectory() / "recent-saves.json"; }

SaveRegistry::SaveRegistry(std::filesystem::path file) : m_file(std::move(file)) {
  std::ifstream in(m_file);
  if (!in) return;
  std::stringstream text;
  text << in.rdbuf();
  auto json = nlohmann::json::parse(text.str(), nullptr, false);
  if (json.is_discarded() || !json.is_object() || !json.contains("saves") || !json["saves"].is_array()) return;
  for (const auto& item : json["saves"]) {
    if (!item.is_object()) continue;
    SaveMemory memory;
    memory.file = item.value("file", std::string());
    memory.game = item.value("game", std::string());
    memory.setup = item.value("setup", std::string());
    memory.records = item.value("records", std::size_t{0});
    memory.actions = item.value("actions", std::size_t{0});
    memory.writtenMs = item.value("written_ms", std::int64_t{0});
    if (!memory.file.empty()) m_saves.push_back(std::move(memory));
  }
  std::stable_sort(m_saves.begin(), m_saves.end(),
                   [](const SaveMemory& a, const SaveMemory& b) { return a.writtenMs > b.writtenMs; });
}

std::optional<SaveMemory> SaveRegistry::find(const std::filesystem::path& file) const {
  const auto target = resolvedTarget(file);
  auto found = std::find_if(m_saves.begin(), m_saves.end(), [&](const SaveMemory& memory) { return memory.file == target; });
  if (found == m_saves.end()) return std::nullopt;
  return *found;
}

std::vector<SaveMemory> SaveRegistry::copiesOf(const std::string& game, const std::string& setup) const {
  std::vector<SaveMemory> copies;
  for (const auto& memory : m_saves) {
    if (memory.game == game && memory.setup == setup) copies.push_back(memory);
  }
  return copies;
}

void SaveRegistry::remember(SaveMemory memory) {
  memory.file = resolvedTarget(memory.file);
  std::erase_if(m_saves, [&](const SaveMemory& known) { return known.file == memory.file; });
  m_saves.insert(m_saves.begin(), std::move(memory));
  if (m_saves.size() > kept) m_saves.resize(kept);
  write();
}

void SaveRegistry::forget(const std::filesystem::path& file) {
  const auto target = resolvedTarget(file);
  if (std::erase_if(m_saves, [&](const SaveMemory& known) { return known.file == target; }) > 0) write();
}

void SaveRegistry::write() const {
  auto saves = nlohmann::json::array();
  for (const auto& memory : m_saves) {
    saves.push_back({{"file", memory.file.string()},
                     {"game", memory.game},
                     {"setup", memory.setup},
                     {"records", memory.records},
                     {"actions", memory.actions},
                     {"written_ms", memory.writtenMs}});
  }
  nlohmann::json json{{"about", "The saves Aide-de-camp wrote, and how much each held: a help to spot a save cut "
                                "short, never the game itself"},
                      {"saves", std::move(saves)}};
  writeFileAtomically(m_file, json.dump(1) + "\n");
}

}  // namespace adc
