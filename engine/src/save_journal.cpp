#include "adc/save_journal.hpp"

#include "adc/game_texts.hpp"

#include <cerrno>
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

namespace {

SaveLock lockFor(const std::filesystem::path& target, const OpenOptions& options) {
  try {
    return SaveLock::acquire(target, options.holder, options.lockWait);
  } catch (const std::system_error& error) {
    // A folder where no lock file can be made cannot take the save either.
    throw SaveError(target, error.code().value());
  }
}

}  // namespace

SaveJournal::SaveJournal(std::filesystem::path file, SaveLock lock)
    : m_file(std::move(file)), m_target(resolvedTarget(m_file)), m_lock(std::move(lock)) {}

std::pair<SaveJournal, GameSession> SaveJournal::open(const std::filesystem::path& file, const GameProvider& games,
                                                      const OpenOptions& options) {
  // A missing file or a folder is named as such, before any lock file is made for it.
  checkSaveFile(file);
  const auto target = resolvedTarget(file);
  SaveJournal journal(file, lockFor(target, options));
  // Holding the lock, every temporary file of this save is a killed writer's.
  removeStaleTemporaries(target);
  auto loaded = loadSave(readSaveText(file), file.string(), games, options.read);
  journal.m_rewrite = loaded.rewrite || !loaded.journal;
  journal.m_bytes = loaded.confirmedBytes;
  journal.m_chain = loaded.chain;
  journal.m_records = loaded.records;
  journal.m_logSize = loaded.logSize;
  journal.m_cursor = loaded.cursor;
  return {std::move(journal), std::move(loaded.session)};
}

SaveJournal SaveJournal::create(const std::filesystem::path& file, const OpenOptions& options) {
  const auto target = resolvedTarget(file);
  SaveJournal journal(file, lockFor(target, options));
  removeStaleTemporaries(target);
  return journal;
}

void SaveJournal::store(GameSession& session) {
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
  if (m_records > compactionRatio * needed + 64) {
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
    writeFileAtomically(m_target, journal.text);
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

  int descriptor = ::open(m_target.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
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
      // Shorter than what this program confirmed: something else cut it. Write it whole.
      ::close(descriptor);
      rewrite(session);
      return;
    }
    // A torn last line, left by a writer that was stopped: it was never confirmed.
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
