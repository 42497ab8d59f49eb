#pragma once
// What the `adc` commands share: finding and loading games, reading name=value words,
// loading and autosaving save files, and the exit codes.

#include "adc/chart_overlay.hpp"
#include "adc/game_data.hpp"
#include "adc/game_session.hpp"
#include "adc/save_file.hpp"
#include "adc/save_journal.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace adc::cli {

enum ExitCode : int { Success = 0, Refused = 1, BadData = 2 };

// Thrown by commands; main() prints the message on stderr and exits with the code.
struct CommandError : std::runtime_error {
  CommandError(ExitCode exitCode, const std::string& message) : std::runtime_error(message), code(exitCode) {}
  ExitCode code;
};

class Library {
 public:
  // The games' texts are read in `language` ("en", "fr": adc/game_texts.hpp).
  explicit Library(std::filesystem::path dataDirectory, std::string language = "en")
      : m_folder(std::move(dataDirectory)), m_language(std::move(language)) {}
  const std::filesystem::path& folder() const { return m_folder; }
  const std::string& language() const { return m_language; }
  std::vector<std::string> ids() const { return listGames(m_folder); }
  // Loads a game; an unknown id is a usage error (1), bad data a data error (2).
  std::shared_ptr<const GameData> game(const std::string& id);
  GameProvider provider();

 private:
  std::filesystem::path m_folder;
  std::string m_language;
  std::map<std::string, std::shared_ptr<const GameData>> m_loaded;
};

// name=value words; values are read as numbers, true/false, dice (3,5) or words.
std::map<std::string, Value> parseAssignments(const std::vector<std::string>& words);

ChartOverlay loadOverlay(const GameData& data);
// What the players consented to in opening a save: --accept-edits, --before-damage.
struct SaveConsent {
  bool acceptEdits = false;
  bool beforeDamage = false;
};

// Reads a saved game to look at it (show, log, ledger): no lock, nothing written (a
// damaged save shown before its damaged line keeps no copy). What reading it stepped
// over is said on stderr.
GameSession loadSession(const std::filesystem::path& file, Library& library, SaveConsent consent);
// Opens a saved game to play on (do, undo, redo): holds its lock until the command ends,
// so a second writer (another `adc do`, the app) waits, then is refused. A damaged save
// opened before its damaged line is first kept beside it.
std::pair<SaveJournal, GameSession> openForWriting(const std::filesystem::path& file, Library& library,
                                                   const std::string& command, SaveConsent consent);
// Writes what the command changed; a failed write is a refusal that says the action
// was not saved.
void store(SaveJournal& journal, GameSession& session);
// Notes in the user's registry what the save now holds (adc/save_registry.hpp).
void rememberSave(const SaveJournal& journal, const GameSession& session);

// The refusal, and for an unprinted cell the command that types it in.
std::string describeError(const ActionError& error, const GameData* data = nullptr);

// The command that types in the unprinted cell a refusal needs; empty when it needs none.
std::string chartCommand(const ActionError& error, const GameData* data);
// The command that takes a refusal's way forward on the save (`adc do FILE next`).
std::string wayCommand(const WayForward& way, const GameData& data, const std::string& save);
// A refused action on a save, in words: the refusal, the argument at fault with its
// meaning, and the way forward with its command, when there are.
std::string refusalText(const ActionError& error, const GameData& data, const Action& action, const std::string& save);

}  // namespace adc::cli
