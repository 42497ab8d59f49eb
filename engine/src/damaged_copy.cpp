#include "adc/damaged_copy.hpp"

#include <cerrno>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace adc {

std::filesystem::path damagedCopyName(const std::filesystem::path& file, std::time_t when) {
  std::tm local{};
  ::localtime_r(&when, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  auto extension = file.extension().string();
  auto name = file.stem().string() + ".damaged-" + stamp + (extension.empty() ? ".adc" : extension);
  return file.parent_path() / name;
}

std::filesystem::path keepDamagedCopy(const std::filesystem::path& file, std::string_view text) {
  const auto first = damagedCopyName(file, std::time(nullptr));
  auto fail = [](int error, const std::filesystem::path& where) {
    throw std::system_error(error, std::generic_category(), "cannot write " + where.string());
  };
  for (int attempt = 1;; ++attempt) {
    auto copy = first;
    if (attempt > 1) copy.replace_filename(first.stem().string() + "-" + std::to_string(attempt) + first.extension().string());
    // O_EXCL: never over another file, even one made a moment ago by another program.
    int descriptor = ::open(copy.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (descriptor < 0 && errno == EEXIST && attempt < 1000) continue;
    if (descriptor < 0) fail(errno, copy);
    std::size_t written = 0;
    while (written < text.size()) {
      auto count = ::write(descriptor, text.data() + written, text.size() - written);
      if (count < 0 && errno == EINTR) continue;
      if (count < 0) {
        int error = errno;
        ::close(descriptor);
        ::unlink(copy.c_str());  // half a copy would pass for the whole one
        fail(error, copy);
      }
      written += static_cast<std::size_t>(count);
    }
    // The copy is what is left of the damaged lines once the save is written again.
    int error = ::fsync(descriptor) != 0 ? errno : 0;
    if (::close(descriptor) != 0 && error == 0) error = errno;
    if (error != 0) {
      ::unlink(copy.c_str());
      fail(error, copy);
    }
    auto folder = copy.parent_path();
    int folderDescriptor = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folderDescriptor >= 0) {
      ::fsync(folderDescriptor);
      ::close(folderDescriptor);
    }
    return copy;
  }
}

}  // namespace adc
