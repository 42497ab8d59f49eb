#pragma once
// A save is one TOML file: a header (format, app version, game, data version), the
// setup and the log. It is also a replay and, with `expect` tables, a test fixture.
// Loading never writes: a damaged, truncated or newer save gets a clear error and the
// file stays as it was.

#include "adc/game_session.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace adc {

constexpr std::int64_t saveFormatVersion = 1;

const char* appVersion();

using GameProvider = std::function<std::shared_ptr<const GameData>(const std::string& gameId)>;

std::string writeSave(const GameSession& session);

// Throws DataErrors naming the file and line of what is wrong.
GameSession parseSave(const std::string& text, const std::string& fileName, const GameProvider& games);
GameSession readSave(const std::filesystem::path& file, const GameProvider& games);

// Writes a temporary file beside the target, flushes it and renames it over the
// target, so a crash leaves either the old save or the new one, never half of one.
void writeFileAtomically(const std::filesystem::path& file, const std::string& text);

}  // namespace adc
