#pragma once
// When a save was written, as the players read a date: "2 Dec 2026, 14:05" in English,
// "2 déc. 2026, 14:05" in French (the month's name from the app's catalogue, not from
// the C library's locale, which the app does not set).

#include <cstdint>
#include <filesystem>
#include <string>

namespace adc::gui {

std::string whenWritten(std::filesystem::file_time_type written);
std::string whenWrittenMs(std::int64_t epochMs);

}  // namespace adc::gui
