#pragma once
// What a list of saves shows of each one before it is opened: the game, the scenario,
// who plays, where the turn stands, how many actions. Read without taking the save's
// lock and without writing; it costs what opening costs (the nearest checkpoint and at
// most one checkpoint interval of actions replayed), not the whole game's replay.

#include "adc/save_file.hpp"

#include <filesystem>
#include <memory>

namespace adc {

struct SaveSummary {
  std::shared_ptr<const GameData> data;
  Setup setup;
  GameState state;           // at the save's cursor: the turn and step it stands at
  std::size_t actions = 0;   // the actions played (the log's cursor)
  bool changedOutside = false;  // a journal line no longer matches: it opens only with consent
};

// Throws NotASave for a file that is no save, DataErrors for a save that does not read.
SaveSummary readSaveSummary(const std::filesystem::path& file, const GameProvider& games);

}  // namespace adc
