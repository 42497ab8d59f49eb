#pragma once
// Reading one file of game data whole. Only a regular file is read (after following
// links), and only up to a size limit: a data file linked to /dev/zero would otherwise
// grow in memory without end, and a named pipe would block `adc` and the app forever.
// What is not a file is said in words at its path, as every data error is.

#include "adc/expected.hpp"

#include <cstdint>
#include <filesystem>
#include <string>

namespace adc {

// A game's biggest file is a few hundred kilobytes; 8 MB is far beyond any rulebook.
inline constexpr std::uintmax_t dataFileLimit = 8 * 1024 * 1024;

// The file's text, a UTF-8 byte-order mark at its start dropped (an editor's habit, not
// text); or what is wrong with it, in words: "not a regular file (a device): only files
// are read", "larger than 8 MB: …", "cannot be read: …", "written in UTF-16: …". Never
// blocks: a pipe or a device is never read from.
Expected<std::string, std::string> readDataFile(const std::filesystem::path& file, std::uintmax_t limit = dataFileLimit);

}  // namespace adc
