#pragma once
// One writer at a time for a save. Two programs appending to one save would each keep
// their own idea of its end, and one's actions would be lost; so whoever writes a save
// holds its lock: a lock file beside it (FILE.lock) locked with flock(2), which the
// system releases when the holder stops, even killed. The file says who holds it, so a
// second writer can be told whom to ask.

#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace adc {

// Another program holds the lock; the message names it.
struct SaveLocked : std::runtime_error {
  SaveLocked(const std::string& message, std::string heldBy) : std::runtime_error(message), holder(std::move(heldBy)) {}
  std::string holder;
};

class SaveLock {
 public:
  SaveLock() = default;
  // Locks `file` (the save itself, not yet the .lock), waiting up to `wait` for another
  // holder to let go. `holder` says who this program is ("adc do", "Aide-de-camp").
  // Makes the save's folder if it is missing. Throws SaveLocked when the wait runs out,
  // std::system_error (or std::filesystem::filesystem_error, one of them) when the lock
  // file cannot be made at all (a read-only folder).
  static SaveLock acquire(const std::filesystem::path& file, const std::string& holder,
                          std::chrono::milliseconds wait);

  SaveLock(SaveLock&& other) noexcept;
  SaveLock& operator=(SaveLock&& other) noexcept;
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;
  ~SaveLock();

  bool held() const { return m_descriptor >= 0; }
  void release();

 private:
  int m_descriptor = -1;
  std::filesystem::path m_lockFile;
};

std::filesystem::path lockFileOf(const std::filesystem::path& file);

}  // namespace adc
