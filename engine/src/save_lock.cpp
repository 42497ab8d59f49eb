#include "adc/save_lock.hpp"

#include <ctime>
#include <system_error>
#include <thread>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

namespace {

std::string contentsOf(int descriptor) {
  std::string text(512, '\0');
  auto count = ::pread(descriptor, text.data(), text.size(), 0);
  text.resize(count > 0 ? static_cast<std::size_t>(count) : 0);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\0')) text.pop_back();
  return text;
}

std::string clockTime() {
  std::time_t now = std::time(nullptr);
  std::tm local{};
  ::localtime_r(&now, &local);
  char text[16];
  std::strftime(text, sizeof text, "%H:%M:%S", &local);
  return text;
}

}  // namespace

std::filesystem::path lockFileOf(const std::filesystem::path& file) {
  auto lock = file;
  lock += ".lock";
  return lock;
}

SaveLock SaveLock::acquire(const std::filesystem::path& file, const std::string& holder,
                           std::chrono::milliseconds wait) {
  const auto lockFile = lockFileOf(file);
  // A save may be the first file of its folder (the app's data folder on a first run, a
  // new folder typed in "Save as"): the folder is made before the lock file in it.
  if (!lockFile.parent_path().empty()) std::filesystem::create_directories(lockFile.parent_path());
  const auto deadline = std::chrono::steady_clock::now() + wait;
  std::string heldBy;
  while (true) {
    int descriptor = ::open(lockFile.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (descriptor < 0) {
      throw std::system_error(errno, std::generic_category(), "cannot make the lock file " + lockFile.string());
    }
    if (::flock(descriptor, LOCK_EX | LOCK_NB) == 0) {
      // The holder before us may have removed the file between our open and our lock:
      // then we hold a lock on a file nobody else sees, and must take the new one.
      struct stat opened {}, named {};
      if (::fstat(descriptor, &opened) == 0 && ::stat(lockFile.c_str(), &named) == 0 &&
          opened.st_ino == named.st_ino && opened.st_dev == named.st_dev) {
        std::string who = holder + " (process " + std::to_string(::getpid()) + ", since " + clockTime() + ")\n";
        if (::ftruncate(descriptor, 0) == 0) {
          // Best effort: the lock holds without the description, which only helps the
          // message a second writer reads.
          [[maybe_unused]] auto written = ::pwrite(descriptor, who.data(), who.size(), 0);
        }
        SaveLock lock;
        lock.m_descriptor = descriptor;
        lock.m_lockFile = lockFile;
        return lock;
      }
      ::close(descriptor);
      continue;
    }
    int error = errno;
    heldBy = contentsOf(descriptor);
    ::close(descriptor);
    if (error != EWOULDBLOCK) {
      throw std::system_error(error, std::generic_category(), "cannot lock " + lockFile.string());
    }
    if (std::chrono::steady_clock::now() >= deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  if (heldBy.empty()) heldBy = "another program";
  throw SaveLocked(file.string() + " is in use by " + heldBy +
                       ": it writes this game, so nothing is written here; close the game there first, then try again",
                   heldBy);
}

SaveLock::SaveLock(SaveLock&& other) noexcept
    : m_descriptor(std::exchange(other.m_descriptor, -1)), m_lockFile(std::move(other.m_lockFile)) {}

SaveLock& SaveLock::operator=(SaveLock&& other) noexcept {
  if (this != &other) {
    release();
    m_descriptor = std::exchange(other.m_descriptor, -1);
    m_lockFile = std::move(other.m_lockFile);
  }
  return *this;
}

SaveLock::~SaveLock() { release(); }

void SaveLock::release() {
  if (m_descriptor < 0) return;
  // Removed while still locked, so that a waiting writer that opened it notices (see
  // acquire) and takes a fresh one.
  ::unlink(m_lockFile.c_str());
  ::close(m_descriptor);
  m_descriptor = -1;
}

}  // namespace adc
