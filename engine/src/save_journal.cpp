#include "adc/save_journal.hpp"

#include "adc/game_texts.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

std::string saveFailureReason(int errorNumber) {
  switch (errorNumber) {
    case ENOSPC: return translatable("the disk is full");
    case EDQUOT: return translatable("your disk quota is used up");
    case EACCES:
    case EPERM: return translatable("this folder may not be written to (its permissions)");
    case EROFS: return translatable("the disk is read-only");
    case ENOENT:
    case ENOTDIR: return translatable("the folder does not exist (was a USB stick removed?)");
    case EIO: return translatable("the disk reported an error (a USB stick removed, or a failing disk?)");
    case ENAMETOOLONG: return translatable("the file's name is too long");
    case EISDIR: return translatable("a folder has that name");
    default: return std::strerror(errorNumber);
  }
}

std::string vanishedSaveReason(const std::filesystem::path& target) {
  std::error_code error;
  if (!std::filesystem::is_directory(target.parent_path(), error)) {
    return translatable("its folder is gone (was a USB stick removed?); it is not made again elsewhere");
  }
  return translatable("the save is no longer in its folder (moved, deleted, or its USB stick removed?)");
}

namespace {

SaveLock lockFor(const std::filesystem::path& target, const OpenOptions& options, bool create) {
  try {
    return SaveLock::acquire(target, options.holder, options.lockWait, create);
  } catch (const std::system_error& error) {
    throw SaveError(target, error.code().value());
  }
}

// Whether the file's confirmed part ends as this program last wrote it: its last line,
// ending at `bytes`, carries the digest `chain`. A save on a USB stick put back is the
// same file under another inode; anything else is another file.
bool endsWith(int descriptor, std::size_t bytes, std::uint64_t chain) {
  char digits[17];
  std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(chain));
  const std::string expected = std::string("\"chain\":\"") + digits + "\"}\n";
  if (bytes < expected.size()) return false;
  std::string found(expected.size(), '\0');
  auto count = ::pread(descriptor, found.data(), found.size(), static_cast<off_t>(bytes - expected.size()));
  return count == static_cast<ssize_t>(found.size()) && found == expected;
}

}  // namespace

SaveJournal::SaveJournal(std::filesystem::path file, SaveLock lock, std::string holder)
    : m_file(std::move(file)), m_target(resolvedTarget(m_file)), m_lock(std::move(lock)), m_holder(std::move(holder)) {}

std::pair<SaveJournal, GameSession> SaveJournal::open(const std::filesystem::path& file, const GameProvider& games,
                                                      const OpenOptions& options) {
  // A missing file or a folder is named as such, before any lock file is made for it.
  checkSaveFile(file);
  const auto target = resolvedTarget(file);
  // A save the players made read-only is not written, even by a program that could
  // (root): they marked it so that it stays as it is.
  struct stat status {};
  if (::stat(target.c_str(), &status) == 0 && (status.st_mode & 0222) == 0) {
    throw SaveError(target, translatable("the save file is read-only (its permissions)"));
  }
  SaveJournal journal(file, lockFor(target, options, false), options.holder);
  // Holding the lock, every temporary file of this save is a killed writer's.
  removeStaleTemporaries(target);
  auto loaded = loadSave(readSaveText(file), file.string(), games, options.read);
  journal.m_rewrite = loaded.rewrite || !loaded.journal;
  journal.m_readAsJournal = loaded.journal;
  journal.m_bytes = loaded.confirmedBytes;
  journal.m_chain = loaded.chain;
  journal.m_records = loaded.records;
  journal.m_logSize = loaded.logSize;
  journal.m_cursor = loaded.cursor;
  return {std::move(journal), std::move(loaded.session)};
}

SaveJournal SaveJournal::create(const std::filesystem::path& file, const OpenOptions& options) {
  if (file.empty()) throw SaveError(file, translatable("the save has no name"));
  if (!file.has_filename()) throw SaveError(file, translatable("that names a folder, not a file"));
  const auto target = resolvedTarget(file);
  std::error_code error;
  if (std::filesystem::is_directory(target, error)) throw SaveError(target, EISDIR);
  // The file is made (empty) to be locked; its folder must be there: a save is never
  // written into a folder made up for it behind the players' backs.
  SaveJournal journal(file, lockFor(target, options, true), options.holder);
  removeStaleTemporaries(target);
  return journal;
}

void SaveJournal::checkStillOurs() {
  if (m_lock.locks(m_target)) return;
  std::error_code error;
  if (!std::filesystem::exists(m_target, error)) throw SaveError(m_target, vanishedSaveReason(m_target));
  // The name leads to another file: the same save back on its stick (the same end, with
  // the same digest), or a file put in its place, which this game does not write over.
  SaveLock lock;
  try {
    lock = SaveLock::acquire(m_target, m_holder, std::chrono::milliseconds(0));
  } catch (const SaveLocked& locked) {
    throw SaveError(m_target, locked.what());
  } catch (const std::system_error& failure) {
    throw SaveError(m_target, failure.code().value());
  }
  struct stat status {};
  if (m_bytes == 0 || ::fstat(lock.descriptor(), &status) != 0 ||
      static_cast<std::size_t>(status.st_size) < m_bytes || !endsWith(lock.descriptor(), m_bytes, m_chain)) {
    throw SaveError(m_target, translatable("another file has taken its place since this game last saved there; "
                                           "it is left as it is"));
  }
  m_lock = std::move(lock);
}

void SaveJournal::store(GameSession& session) {
  checkStillOurs();
  if (m_rewrite) {
    rewrite(session);
    return;
  }
  append(session);
  // Long undo-and-redo sessions leave records the game no longer needs; once they
  // outnumber the needed ones, the file is written again whole. The actions are already
  // confirmed by the append, so a rewrite that fails (a full disk) loses nothing and is
  // simply tried again later.
  const auto needed = session.log().size() + session.log().size() / journalCheckpointInterval + 1;
  // A save with several names is not compacted: it would be written in place, which a
  // crash midway could tear, for no gain the players see.
  if (m_records > compactionRatio * needed + 64 && m_lock.names() <= 1) {
    try {
      rewrite(session);
    } catch (const SaveError&) {
      m_rewrite = false;
    }
  }
}

void SaveJournal::rewrite(GameSession& session) {
  auto journal = journalOf(session);
  try {
    writeSaveWhole(m_target, journal.text, m_lock);
  } catch (const std::system_error& error) {
    // filesystem_error (a folder that cannot be made) is a system_error too.
    throw SaveError(m_target, error.code().value());
  }
  m_rewrite = false;
  m_bytes = journal.text.size();
  m_chain = journal.chain;
  m_records = journal.records;
  m_logSize = session.log().size();
  m_cursor = session.cursor();
  session.markStored();
}

void SaveJournal::append(GameSession& session) {
  const auto& log = session.log();
  JournalWriter writer(m_chain);
  std::string lines;
  std::size_t records = 0;
  auto logSize = m_logSize;
  auto cursor = m_cursor;
  const auto unchanged = std::min(session.unchangedPrefix(), log.size());
  if (unchanged < logSize) {
    // Entries from here on were undone and replaced: the next action record, played at
    // this cursor, drops them from the file's log too.
    if (cursor != unchanged) {
      lines += writer.cursor(unchanged);
      ++records;
    }
    cursor = logSize = unchanged;
  }
  for (std::size_t i = logSize; i < log.size(); ++i) {
    lines += writer.action(log[i]);
    ++records;
    cursor = logSize = i + 1;
    if (logSize % journalCheckpointInterval == 0) {
      if (const auto* state = session.snapshotAt(logSize)) {
        lines += writer.checkpoint(logSize, *state);
        ++records;
      }
    }
  }
  if (session.cursor() != cursor) {
    cursor = session.cursor();
    lines += writer.cursor(cursor);
    ++records;
  }
  if (lines.empty()) return;

  int descriptor = ::open(m_target.c_str(), O_RDWR | O_APPEND | O_CLOEXEC);
  if (descriptor < 0 && (errno == EACCES || errno == EPERM)) {
    // The file's own permissions, not its folder's: said so.
    throw SaveError(m_target, translatable("the save file is read-only (its permissions)"));
  }
  auto fail = [&](int error) {
    if (descriptor >= 0) {
      // Nothing of this write is confirmed: the file goes back to its confirmed end, so
      // no torn line stays behind (and a full disk gets its space back).
      if (::ftruncate(descriptor, static_cast<off_t>(m_bytes)) != 0) m_rewrite = true;
      ::close(descriptor);
    } else {
      m_rewrite = true;
    }
    throw SaveError(m_target, error);
  };
  if (descriptor < 0) fail(errno);
  struct stat status {};
  if (::fstat(descriptor, &status) != 0) fail(errno);
  if (static_cast<std::size_t>(status.st_size) != m_bytes) {
    if (static_cast<std::size_t>(status.st_size) < m_bytes) {
      // Shorter than what this program confirmed: something else cut it. The whole game
      // is in memory: it is written whole again.
      ::close(descriptor);
      rewrite(session);
      return;
    }
    // Past our end: a torn line of a writer that was stopped (never confirmed) is cut;
    // whole lines are another program's confirmed records, which are never cut.
    std::string extra(std::min<std::size_t>(static_cast<std::size_t>(status.st_size) - m_bytes, 1 << 20), '\0');
    auto count = ::pread(descriptor, extra.data(), extra.size(), static_cast<off_t>(m_bytes));
    if (count < 0) fail(errno);
    if (extra.find('\n') != std::string::npos || static_cast<std::size_t>(status.st_size) - m_bytes > extra.size()) {
      ::close(descriptor);
      throw SaveError(m_target, translatable("another program added to it while this game had it open; nothing of "
                                             "it was cut"));
    }
    if (::ftruncate(descriptor, static_cast<off_t>(m_bytes)) != 0) fail(errno);
  }
  std::size_t written = 0;
  while (written < lines.size()) {
    auto count = ::write(descriptor, lines.data() + written, lines.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) fail(errno);
    written += static_cast<std::size_t>(count);
  }
  if (::fsync(descriptor) != 0) fail(errno);
  if (::close(descriptor) != 0) {
    descriptor = -1;
    fail(errno);
  }
  m_bytes += lines.size();
  m_chain = writer.chain();
  m_records += records;
  m_logSize = logSize;
  m_cursor = cursor;
  session.markStored();
}

}  // namespace adc
