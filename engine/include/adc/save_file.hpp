#pragma once
// A save is a game's setup and log: a replay, from which the state is rebuilt. Saves
// are written as a journal of JSON lines (journal_format.hpp) that grows by one line an
// action; the TOML saves of format 1 (and the test fixtures, which are such saves with
// `expect` tables) are still read, and become journals the first time they are written.
// Reading never writes: a damaged, truncated, edited or newer save gets a clear error
// naming the file and line, and the file stays as it was.

#include "adc/diagnostics.hpp"
#include "adc/game_session.hpp"
#include "adc/journal_format.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace adc {

constexpr std::int64_t saveFormatVersion = journalFormatVersion;

const char* appVersion();

struct ReadOptions {
  // Open a save whose journal was changed outside the app, replaying it as it now reads.
  bool acceptEdits = false;
  // Open a save with a damaged line (SaveDamaged) as it stands before that line. It is
  // written whole at its next write, without the lines from the damaged one on, so the
  // file as it is is first copied beside it (keptDamagedCopy, damaged_copy.hpp); a
  // reader that writes nothing (`adc show`) turns keepDamagedOriginal off.
  bool openBeforeDamage = false;
  bool keepDamagedOriginal = true;
};

// A save that reads, but was changed outside Aide-de-camp: it opens only with consent.
class SaveChangedOutside : public DataErrors {
 public:
  SaveChangedOutside(std::vector<DataError> errors, int line) : DataErrors(std::move(errors)), m_line(line) {}
  int line() const { return m_line; }

 private:
  int m_line;
};

// A save with a line that does not read and that cannot be stepped over (an action, a
// cursor): it opens only with consent (ReadOptions::openBeforeDamage), as it stands
// before that line.
class SaveDamaged : public DataErrors {
 public:
  SaveDamaged(std::vector<DataError> errors, int line, std::size_t actions)
      : DataErrors(std::move(errors)), m_line(line), m_actions(actions) {}
  int line() const { return m_line; }
  // The actions played before that line: what the game holds if it is opened so.
  std::size_t actionsBefore() const { return m_actions; }

 private:
  int m_line;
  std::size_t m_actions;
};

// A file that is not a save at all (a text, a picture, a folder, an empty file): refused
// with why in words, never with a parser's complaint about its first line.
class NotASave : public DataErrors {
 public:
  NotASave(const std::string& fileName, std::string reason);
  const std::string& reason() const { return m_reason; }

 private:
  std::string m_reason;
};

// A save as read, with what a writer appending to its file needs to know.
struct LoadedSave {
  GameSession session;
  bool journal = false;           // format 2; otherwise a format-1 TOML save
  // The file must be written whole before anything is appended: a format-1 save, one
  // made by another app version or other data (replayed under today's rules), or one
  // with accepted edits (its digests are made again).
  bool rewrite = false;
  std::size_t confirmedBytes = 0;  // the journal's whole lines
  std::uint64_t chain = 0;         // the digest of its last whole line
  std::size_t records = 0;         // its records (lines after the header)
  std::size_t logSize = 0;         // the log and cursor its records build
  std::size_t cursor = 0;
  // The last record is whole but lacks its newline (journal_format.hpp): confirmedBytes
  // counts it, and an append must write the newline first. Until appends do, such a save
  // is marked `rewrite`.
  bool missingFinalNewline = false;
  // Opened before a damaged line (openBeforeDamage): the line, and where the file as it
  // was is kept (empty when keepDamagedOriginal was off).
  std::optional<JournalDamage> damage;
  std::filesystem::path keptOriginal;
};

// The whole game as a journal: header, every entry, checkpoints, the cursor.
std::string writeSave(const GameSession& session);
struct JournalText {
  std::string text;
  std::uint64_t chain = 0;  // the digest of its last line
  std::size_t records = 0;  // its lines after the header
};
JournalText journalOf(const GameSession& session);

// The save's text, or a DataErrors that says why it cannot be read: missing, a folder,
// empty, unreadable (with the system's reason).
std::string readSaveText(const std::filesystem::path& file);
// The first half of that: the file is there and is a file.
void checkSaveFile(const std::filesystem::path& file);

// Reads either format. Throws DataErrors naming the file and line of what is wrong,
// SaveChangedOutside for an edited journal unless options.acceptEdits, SaveDamaged for a
// damaged one unless options.openBeforeDamage. What it stepped over or set right (a
// damaged checkpoint, lines added to the file) is in the session's openingNotices().
LoadedSave loadSave(const std::string& text, const std::string& fileName, const GameProvider& games,
                    const ReadOptions& options = {});
GameSession parseSave(const std::string& text, const std::string& fileName, const GameProvider& games,
                      const ReadOptions& options = {});
GameSession readSave(const std::filesystem::path& file, const GameProvider& games, const ReadOptions& options = {});

// A save made with newer data than the app's is refused (its actions may mean what this
// app cannot know); an older one is replayed under today's rules.
void checkDataVersion(const GameData& data, const std::string& saveDataVersion, const SourceLocation& where,
                      Diagnostics& diagnostics);

// The file a path names once symbolic links are followed: a save reached through a link
// is written where the link points, and the link stays; a link that leads to no file yet
// names the file it leads to (a save made through it is made there).
std::filesystem::path resolvedTarget(const std::filesystem::path& file);

class SaveLock;

// A save written again whole, under its lock: a new file beside it, flushed, locked and
// renamed over it (a crash leaves the old save or the new one), the lock moving to the
// new file. A save with several names (hard links) is written in place instead, so that
// its names stay one file. Never makes a folder: a save whose folder is gone (a USB
// stick pulled out) is not written somewhere else. Throws std::system_error.
void writeSaveWhole(const std::filesystem::path& file, const std::string& text, SaveLock& lock);

// Writes a temporary file beside the target, flushes it and renames it over the
// target, so a crash leaves either the old file or the new one, never half of one. A
// failed write removes its temporary file and throws std::system_error with the reason
// (a full disk says so). Symbolic links are written through. For the app's other files
// (settings, charts, exports): makes the folder when it is missing; saves use
// writeSaveWhole.
void writeFileAtomically(const std::filesystem::path& file, const std::string& text);

// The folders a new save named by the players needs, made: the ones that were missing,
// from the outermost, so that a save that then fails can take them back
// (removeFoldersMade) and leave no empty folder behind.
std::vector<std::filesystem::path> makeFoldersFor(const std::filesystem::path& file);
void removeFoldersMade(const std::vector<std::filesystem::path>& folders);

// Removes the temporary files (FILE.tmpPID) that a killed writer of `file` left, those
// of processes that no longer run.
void removeStaleTemporaries(const std::filesystem::path& file);

}  // namespace adc
