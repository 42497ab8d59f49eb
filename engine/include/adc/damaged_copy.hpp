#pragma once
// A save opened before its damaged line (SaveDamaged, with consent) is written whole at
// its next write, without the lines from the damaged one on. So the file as it is is
// first kept beside it, under a name that says what it is and when
// (game.damaged-20261206-071500.adc), never over another file: whatever the damaged
// lines held can still be read back by hand.

#include <ctime>
#include <filesystem>
#include <string_view>

namespace adc {

// The name of the copy kept of `file` at `when` (local time): beside it, its name's stem,
// ".damaged-YYYYMMDD-HHMMSS" and its extension (".adc" when it has none).
std::filesystem::path damagedCopyName(const std::filesystem::path& file, std::time_t when);

// Writes `text` (the file as it was read) beside `file` under damagedCopyName, or with
// "-2", "-3"... after it when a file has that name; flushed to the disk. Returns its path.
// Throws std::system_error when it cannot be written.
std::filesystem::path keepDamagedCopy(const std::filesystem::path& file, std::string_view text);

}  // namespace adc
