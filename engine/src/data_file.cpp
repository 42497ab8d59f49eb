#include "adc/data_file.hpp"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adc {

namespace {

std::string kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISFIFO(mode)) return "a named pipe";
  if (S_ISSOCK(mode)) return "a socket";
  return "something that is not a file";
}

// "8 MB", or the bytes when the size is no whole number of megabytes.
std::string sizeText(std::uintmax_t bytes) {
  constexpr std::uintmax_t megabyte = 1024 * 1024;
  if (bytes % megabyte == 0) return std::to_string(bytes / megabyte) + " MB";
  return std::to_string(bytes) + " bytes";
}

// What is wrong with a file of this kind and size, or nothing.
std::string problemOf(const struct stat& info, std::uintmax_t limit) {
  if (!S_ISREG(info.st_mode)) return "not a regular file (" + kindOf(info.st_mode) + "): only files are read";
  if (static_cast<std::uintmax_t>(info.st_size) > limit) {
    return "larger than " + sizeText(limit) + ": a data file is never that large";
  }
  return {};
}

std::string unreadable() { return std::string("cannot be read: ") + std::strerror(errno); }

// Closes the descriptor on every way out.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

Expected<std::string, std::string> readDataFile(const std::filesystem::path& file, std::uintmax_t limit) {
  // Looked at before it is opened: opening a named pipe to read waits for a writer.
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0) return unexpected(unreadable());
  if (auto problem = problemOf(info, limit); !problem.empty()) return unexpected(problem);
  // O_NONBLOCK: should the path become a pipe between the look and the opening, the
  // opening does not wait, and the look at what was opened refuses it.
  Descriptor opened{::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (opened.fd < 0) return unexpected(unreadable());
  if (::fstat(opened.fd, &info) != 0) return unexpected(unreadable());
  if (auto problem = problemOf(info, limit); !problem.empty()) return unexpected(problem);
  std::string text;
  text.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[65536];
  for (;;) {
    auto count = ::read(opened.fd, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) return unexpected(unreadable());
    if (count == 0) break;
    text.append(buffer, static_cast<std::size_t>(count));
    // A file that grows while it is read stops at the limit all the same.
    if (text.size() > limit) return unexpected("larger than " + sizeText(limit) + ": a data file is never that large");
  }
  constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";
  if (text.starts_with(byteOrderMark)) text.erase(0, byteOrderMark.size());
  // A UTF-16 file read as UTF-8 would be a syntax error at its first byte: say why.
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) {
    return unexpected(std::string("written in UTF-16: save it as UTF-8"));
  }
  return text;
}

}  // namespace adc
