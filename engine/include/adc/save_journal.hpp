#pragma once
// The save of the game being played, on disk: the one way a front end writes a game.
// After every change of the session, store() appends what changed (the new actions, a
// move of the cursor, a checkpoint now and then) as whole lines, flushed to the disk
// before it returns: that is when an action is confirmed. The cost of an action does
// not grow with the game. Now and then, when the file holds many more records than the
// game needs (long undo and redo sessions), it is rewritten whole, atomically.
//
// While a SaveJournal exists it holds the save's lock (save_lock.hpp), so a second
// writer is refused instead of losing actions. A failed write throws SaveError and
// loses nothing: the session keeps every action, the file keeps every confirmed one,
// and the next store() writes everything still unwritten.

#include "adc/save_file.hpp"
#include "adc/save_lock.hpp"

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace adc {

// Why a save could not be written, in the players' words for what a table meets ("the
// disk is full", "this folder may not be written to"): an English sentence that the
// front ends translate through their catalogue (config/i18n/<lang>.tsv). Any other
// reason is the system's own words (strerror).
std::string saveFailureReason(int errorNumber);
// Why a save that was written is not there any more: its folder is gone ("was a USB
// stick removed?"), or the file alone.
std::string vanishedSaveReason(const std::filesystem::path& target);

// A write of the save that failed: where, and why (saveFailureReason).
struct SaveError : std::runtime_error {
  SaveError(std::filesystem::path where, int errorNumber)
      : SaveError(std::move(where), saveFailureReason(errorNumber)) {}
  SaveError(std::filesystem::path where, std::string why)
      : std::runtime_error("cannot save to " + where.string() + ": " + why), file(std::move(where)), reason(std::move(why)) {}
  std::filesystem::path file;
  std::string reason;
};

struct OpenOptions {
  ReadOptions read;
  // Who this program is, for the message a second writer reads ("adc do").
  std::string holder = "Aide-de-camp";
  // How long a writer waits for another to let go before it is refused.
  std::chrono::milliseconds lockWait{2000};
};

class SaveJournal {
 public:
  // Opens a save to go on playing it: takes its lock, removes what killed writers left
  // beside it, reads it (see loadSave for what it refuses).
  static std::pair<SaveJournal, GameSession> open(const std::filesystem::path& file, const GameProvider& games,
                                                  const OpenOptions& options = {});
  // A save for a game that has none yet, or that replaces the file whole at the first
  // store(): makes the file (empty) and takes its lock; writes nothing until store().
  // Its folder must exist (a front end makes a folder the players named); an empty
  // name, a name that ends in a folder, or a folder are refused with SaveError.
  static SaveJournal create(const std::filesystem::path& file, const OpenOptions& options = {});

  // Writes what changed since the last store (see above). Throws SaveError.
  void store(GameSession& session);

  // The path the players named, and the file written (symbolic links followed).
  const std::filesystem::path& file() const { return m_file; }
  const std::filesystem::path& target() const { return m_target; }

  // Records in the file (lines after the header), for tests and the benchmark.
  std::size_t records() const { return m_records; }
  // Whether the file read was a journal (not yet a format-1 save, which has no records).
  bool readAsJournal() const { return m_readAsJournal; }

  // The file is rewritten whole once it holds this many times the records the game needs.
  static constexpr std::size_t compactionRatio = 2;

 private:
  SaveJournal(std::filesystem::path file, SaveLock lock, std::string holder);
  // Before a write: the name still leads to the file locked and written. A save that is
  // gone (its USB stick pulled out) throws SaveError and is never made again elsewhere;
  // the same save put back is locked again and written on; another file in its place
  // is left alone (SaveError).
  void checkStillOurs();
  void rewrite(GameSession& session);
  void append(GameSession& session);

  std::filesystem::path m_file;
  std::filesystem::path m_target;
  SaveLock m_lock;
  std::string m_holder;
  bool m_rewrite = true;          // the next store writes the whole file
  bool m_readAsJournal = false;
  std::size_t m_bytes = 0;        // the confirmed length of the file
  std::uint64_t m_chain = 0;      // the digest of its last line
  std::size_t m_records = 0;
  std::size_t m_logSize = 0;      // the log and cursor its records build
  std::size_t m_cursor = 0;
};

}  // namespace adc
