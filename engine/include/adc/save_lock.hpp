#pragma once
// One writer at a time for a save. Two programs appending to one save would each keep
// their own idea of its end, and one's actions would be lost; so whoever writes a save
// holds its lock: flock(2) on the save file itself, which the system releases when the
// holder stops, even killed.
//
// The lock is the file's, not its name's: two names of one file (hard links) are one
// lock, and a link is followed to the file it names. A save written again whole is a new
// file renamed over the old one; its writer locks the new file before the rename
// (adoptReplacement), and a writer waiting on the old one finds, once it gets that lock,
// that the name no longer leads to it and waits on the new one instead.
//
// Beside the save, FILE.lock says who holds it ("Aide-de-camp (process 4242, since
// 14:02:11)"), so a second writer can be told whom to ask; it is only a description,
// removed when the lock goes. Two names of one file share the lock but not the
// description: the holder is then named from the system's table of locks.

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <sys/types.h>

namespace adc {

// Another program holds the lock; the message names it.
struct SaveLocked : std::runtime_error {
  SaveLocked(const std::string& message, std::string heldBy) : std::runtime_error(message), holder(std::move(heldBy)) {}
  std::string holder;
};

class SaveLock {
 public:
  SaveLock() = default;
  // Locks the save `file` (a link is followed), waiting up to `wait` for another holder
  // to let go. `holder` says who this program is ("adc do", "Aide-de-camp"). With
  // `create`, a missing file is made empty first (its folder must exist); otherwise a
  // missing file is an error. Throws SaveLocked when the wait runs out, and
  // std::system_error with the system's error when the file cannot be opened or made.
  static SaveLock acquire(const std::filesystem::path& file, const std::string& holder,
                          std::chrono::milliseconds wait, bool create = false);

  SaveLock(SaveLock&& other) noexcept;
  SaveLock& operator=(SaveLock&& other) noexcept;
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;
  ~SaveLock();

  bool held() const { return m_descriptor >= 0; }
  void release();

  // The locked file's descriptor (read-only), its device and inode, its number of names.
  int descriptor() const { return m_descriptor; }
  // Whether `file` still names the locked file (false when it is gone, or is another).
  bool locks(const std::filesystem::path& file) const;
  // How many names (hard links) the locked file has now.
  nlink_t names() const;

  // The save was written again whole as a new file, `descriptor` (already locked by the
  // caller, before its rename over the save): the lock moves to it, and the old file's
  // lock goes, which wakes a writer waiting on it.
  void adoptReplacement(int descriptor);

 private:
  int m_descriptor = -1;
  std::filesystem::path m_description;  // FILE.lock
};

// The description beside a save: FILE.lock.
std::filesystem::path lockFileOf(const std::filesystem::path& file);

}  // namespace adc
