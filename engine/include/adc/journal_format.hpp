#pragma once
// The save format 2: a journal of JSON lines, appended as the game goes. Line 1 is the
// header (game, data version, setup); every later line is one record: an action played,
// a move of the log's cursor (undo, redo, undo to here), or a checkpoint of the state.
// Appending one line costs the same at the 20,000th action as at the first, where
// rewriting the whole save did not.
//
// Each line ends with a chained digest: the digest of the line before it and of this
// line's text. A line changed by hand (a die edited from 7 to 5) no longer matches, so
// the reader can say "changed outside Aide-de-camp" instead of opening it silently.
// The digest is a check against accidents and hand edits, not a signature.
//
// A record is confirmed once its whole line, newline included, is on disk. A last line
// without its newline was being written when the program stopped: the reader drops it,
// unless it is whole (its JSON reads and its digest checks), when only the newline was
// lost and the record is kept.
//
// A line that does not read is not always the end of the game: a damaged checkpoint is
// only a cache (skipped; the actions are replayed instead), and lines added to the file
// are known as such when the line after them continues the chain from before them
// (skipped). Any other damaged line stops the reading there: the game can be opened as
// it stands before it, with the players' consent (save_file.hpp, SaveDamaged).

#include "adc/game_session.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

constexpr std::int64_t journalFormatVersion = 2;

// Finds an installed game by id (null when none is).
using GameProvider = std::function<std::shared_ptr<const GameData>(const std::string& gameId)>;

// A checkpoint of the state is written after every this many entries of the log.
constexpr std::size_t journalCheckpointInterval = 1024;

// The chained digest of one line: of the previous line's digest and of this line's text
// up to its digest field (the object's text without its closing brace).
std::uint64_t chainDigest(std::uint64_t previous, std::string_view body);

// Builds journal lines, each with its digest and newline, keeping the chain.
class JournalWriter {
 public:
  explicit JournalWriter(std::uint64_t chain = 0) : m_chain(chain) {}
  std::uint64_t chain() const { return m_chain; }

  std::string header(const GameData& data, const Setup& setup);
  std::string action(const LogEntry& entry);
  std::string cursor(std::size_t cursor);
  // The state after `count` entries.
  std::string checkpoint(std::size_t count, const GameState& state);

 private:
  std::string seal(const nlohmann::json& body);
  std::uint64_t m_chain;
};

// Which app and data wrote a journal: the app's version, the data version and a digest
// of the game's data files. Its header carries it. The recorded summaries and the
// checkpoints are trusted only when it is the running app's; otherwise the log is
// replayed under today's rules (the log is the truth) and rewritten.
std::string checkpointFingerprint(const GameData& data);

// One line of the journal that does not read as the app wrote it.
struct JournalEdit {
  int line = 0;
  std::string what;
};

// A line of the journal that does not read and that the reader cannot step over: the
// game stands as it was before it.
struct JournalDamage {
  int line = 0;
  std::size_t actions = 0;  // the actions played before that line (the cursor there)
};

// A journal as read: its header, the log and cursor its records build, the checkpoint
// nearest the cursor, and what a writer appending to it needs to know.
struct JournalContents {
  std::shared_ptr<const GameData> data;
  std::string dataVersion;
  std::string appVersion;
  std::string fingerprint;
  Setup setup;
  int setupLine = 1;
  std::vector<LogEntry> log;
  std::vector<int> logLines;  // the line of each entry's record, for messages
  std::size_t cursor = 0;
  // The checkpoints still valid at the end (their entries not undone and replaced), by
  // entry count: each one's line, a view into the text read, parsed only if it is used.
  std::map<std::size_t, std::string_view> checkpoints;
  std::size_t records = 0;          // lines after the header
  std::size_t confirmedBytes = 0;   // up to the end of the last whole line
  bool tornLastLine = false;        // a last line without its newline was dropped
  // The last line is a whole record that lacks only its newline: it is kept, and counted
  // in confirmedBytes. Whatever appends to the file writes the newline first, never cuts it.
  bool missingFinalNewline = false;
  std::uint64_t chain = 0;          // the digest of the last whole line
  std::optional<JournalEdit> edit;  // the first line changed outside the app
  // Lines that did not read were stepped over (a damaged checkpoint, lines added to the
  // file): the save should be written whole again, without them.
  bool skippedLines = false;
  // What the reader stepped over, said to the players in the game's language.
  std::vector<std::string> notices;
  // The first damaged line the reader could not step over; it stopped there, and the
  // contents are the game as it stood before that line.
  std::optional<JournalDamage> damage;
};

// True when the text is a journal (format 2 or later), not a format-1 TOML save.
bool looksLikeJournal(std::string_view text);

// Reads a journal's text (which must outlive the contents: checkpoints are views into
// it). Throws DataErrors naming the file and line of what cannot be read at all (the
// header); a line whose digest does not match is reported in `edit`, and a damaged line
// in `damage`, so the caller can ask before it opens the game.
JournalContents readJournal(std::string_view text, const std::string& fileName, const GameProvider& games);

}  // namespace adc
