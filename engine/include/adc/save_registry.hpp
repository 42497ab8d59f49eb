#pragma once
// What the app remembers of each save it wrote: how many records it had confirmed there,
// how many actions that made, and when. A save that comes back shorter than that (an old
// copy put back, a file cut short) is told with both numbers before anything is written
// to it; and "Resume" can name every copy of a game with the time each was last written
// (the autosave left behind when the game went on on a USB stick, the stick's copy).
//
// Kept in the user's data folder (recent-saves.json), written whole after each change.
// Both programs keep it up to date, so that `adc do` appending to a save never makes
// the app think it shorter. A memory that does not read is started afresh: it is a
// help, never the game.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct Setup;

// What tells one game from another begun the same day: its scenario, its seed and who
// plays which side, in a line.
std::string setupIdentity(const Setup& setup);

struct SaveMemory {
  std::filesystem::path file;  // the file written (links followed)
  std::string game;            // the game's id
  std::string setup;           // the setup it began from (setupIdentity): copies of one game share it
  std::size_t records = 0;     // journal records confirmed (lines after the header)
  std::size_t actions = 0;     // the actions played (the log's cursor) then
  std::int64_t writtenMs = 0;  // when they were confirmed (wall clock)
};

class SaveRegistry {
 public:
  // The registry in the user's data folder.
  static std::filesystem::path defaultPath();
  // Reads it; a missing or unreadable file is an empty memory.
  explicit SaveRegistry(std::filesystem::path file);

  // What was last confirmed in this save (its path as written, links followed).
  std::optional<SaveMemory> find(const std::filesystem::path& file) const;
  // Every save remembered, the last written first.
  const std::vector<SaveMemory>& saves() const { return m_saves; }
  // The copies of one game (same game and setup), the last written first.
  std::vector<SaveMemory> copiesOf(const std::string& game, const std::string& setup) const;

  // Notes what a save now holds and writes the registry; at most `kept` saves are
  // remembered. Throws std::system_error when it cannot be written (the caller decides
  // what that means: for the app, nothing lost, as the save itself was written).
  void remember(SaveMemory memory);
  // Forgets a save (moved away on purpose, or replaced).
  void forget(const std::filesystem::path& file);

  static constexpr std::size_t kept = 64;

 private:
  void write() const;

  std::filesystem::path m_file;
  std::vector<SaveMemory> m_saves;
};

}  // namespace adc
