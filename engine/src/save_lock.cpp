#include "adc/save_lock.hpp"

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace adc {

namespace {

std::string clockTime() {
  std::time_t now = std::time(nullptr);
  std::tm local{};
  ::localtime_r(&now, &local);
  char text[16];
  std::strftime(text, sizeof text, "%H:%M:%S", &local);
  return text;
}

bool sameFile(const struct stat& a, const struct stat& b) { return a.st_dev == b.st_dev && a.st_ino == b.st_ino; }

bool running(pid_t pid) { return pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM); }

// "Aide-de-camp (process 4242, since 14:02:11)" from FILE.lock, when the process it
// names still runs.
std::string describedHolder(const std::filesystem::path& description) {
  std::ifstream in(description);
  std::string text;
  std::getline(in, text);
  auto at = text.find("(process ");
  if (at == std::string::npos) return "";
  auto pid = std::atol(text.c_str() + at + 9);
  return running(static_cast<pid_t>(pid)) ? text : "";
}

// The process that holds a flock on the file (device, inode), from the system's table
// of locks; 0 when none is found (not Linux, or the lock just went).
pid_t flockHolder(const struct stat& file) {
  std::ifstream locks("/proc/locks");
  std::string line;
  while (std::getline(locks, line)) {
    // "1: FLOCK  ADVISORY  WRITE 4242 fd:01:1234567 0 EOF"; a waiter's line has "->".
    std::istringstream fields(line);
    std::string number, kind, mode, access, where;
    long pid = 0;
    if (!(fields >> number >> kind) || kind != "FLOCK") continue;
    if (!(fields >> mode >> access >> pid >> where)) continue;
    unsigned major = 0, minor = 0;
    unsigned long long inode = 0;
    if (std::sscanf(where.c_str(), "%x:%x:%llu", &major, &minor, &inode) != 3) continue;
    if (inode == file.st_ino && major == ::major(file.st_dev) && minor == ::minor(file.st_dev)) {
      return static_cast<pid_t>(pid);
    }
  }
  return 0;
}

// A process named as players know it: "Aide-de-camp", "adc do", else its program's name.
std::string programOf(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> words;
  std::size_t start = 0;
  while (start < all.size() && words.size() < 2) {
    auto end = all.find('\0', start);
    if (end == std::string::npos) end = all.size();
    words.push_back(all.substr(start, end - start));
    start = end + 1;
  }
  if (words.empty()) return "another program";
  auto name = std::filesystem::path(words[0]).filename().string();
  if (name == "aide-de-camp") return "Aide-de-camp";
  if (name == "adc" && words.size() > 1) return "adc " + words[1];
  return name;
}

std::string holderOf(const std::filesystem::path& file, int descriptor) {
  if (auto described = describedHolder(lockFileOf(file)); !described.empty()) return described;
  struct stat status {};
  if (descriptor >= 0 && ::fstat(descriptor, &status) == 0) {
    if (auto pid = flockHolder(status)) return programOf(pid) + " (process " + std::to_string(pid) + ")";
  }
  return "another program";
}

}  // namespace

std::filesystem::path lockFileOf(const std::filesystem::path& file) {
  auto lock = file;
  lock += ".lock";
  return lock;
}

SaveLock SaveLock::acquire(const std::filesystem::path& file, const std::string& holder,
                           std::chrono::milliseconds wait, bool create) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  std::string heldBy;
  while (true) {
    // O_NONBLOCK: a FIFO named like a save must not hang the opening (it is refused below).
    int flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (create ? O_CREAT : 0);
    int descriptor = ::open(file.c_str(), flags, 0644);
    if (descriptor < 0) throw std::system_error(errno, std::generic_category(), "cannot open " + file.string());
    struct stat opened {};
    if (::fstat(descriptor, &opened) != 0 || !S_ISREG(opened.st_mode)) {
      int error = S_ISDIR(opened.st_mode) ? EISDIR : EINVAL;
      ::close(descriptor);
      throw std::system_error(error, std::generic_category(), "cannot lock " + file.string());
    }
    if (::flock(descriptor, LOCK_EX | LOCK_NB) == 0) {
      // The holder before us may have written the save whole (a new file renamed over
      // it) between our open and our lock: then we hold the old file's lock, which
      // guards nothing, and must take the new one's.
      struct stat named {};
      const int missing = ::stat(file.c_str(), &named) == 0 ? 0 : errno;
      if (missing == 0 && sameFile(opened, named)) {
        SaveLock lock;
        lock.m_descriptor = descriptor;
        lock.m_description = lockFileOf(file);
        std::string who = holder + " (process " + std::to_string(::getpid()) + ", since " + clockTime() + ")\n";
        // Best effort: the lock holds without the description, which only helps the
        // message a second writer reads.
        int text = ::open(lock.m_description.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (text >= 0) {
          [[maybe_unused]] auto written = ::write(text, who.data(), who.size());
          ::close(text);
        }
        return lock;
      }
      ::close(descriptor);
      if (!create && missing == ENOENT) throw std::system_error(ENOENT, std::generic_category(), "cannot open " + file.string());
      continue;
    }
    int error = errno;
    if (error != EWOULDBLOCK) {
      ::close(descriptor);
      throw std::system_error(error, std::generic_category(), "cannot lock " + file.string());
    }
    heldBy = holderOf(file, descriptor);
    ::close(descriptor);
    if (std::chrono::steady_clock::now() >= deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  throw SaveLocked(file.string() + " is in use by " + heldBy +
                       ": it writes this game, so nothing is written here; close the game there first, then try again",
                   heldBy);
}

SaveLock::SaveLock(SaveLock&& other) noexcept
    : m_descriptor(std::exchange(other.m_descriptor, -1)), m_description(std::move(other.m_description)) {}

SaveLock& SaveLock::operator=(SaveLock&& other) noexcept {
  if (this != &other) {
    release();
    m_descriptor = std::exchange(other.m_descriptor, -1);
    m_description = std::move(other.m_description);
  }
  return *this;
}

SaveLock::~SaveLock() { release(); }

void SaveLock::release() {
  if (m_descriptor < 0) return;
  // The description goes first, while the lock is still ours: the next holder writes
  // its own only once it has the lock.
  ::unlink(m_description.c_str());
  ::close(m_descriptor);
  m_descriptor = -1;
}

bool SaveLock::locks(const std::filesystem::path& file) const {
  struct stat locked {}, named {};
  return m_descriptor >= 0 && ::fstat(m_descriptor, &locked) == 0 && ::stat(file.c_str(), &named) == 0 &&
         sameFile(locked, named);
}

nlink_t SaveLock::names() const {
  struct stat status {};
  return m_descriptor >= 0 && ::fstat(m_descriptor, &status) == 0 ? status.st_nlink : 0;
}

void SaveLock::adoptReplacement(int descriptor) {
  if (m_descriptor >= 0) ::close(m_descriptor);
  m_descriptor = descriptor;
}

}  // namespace adc
