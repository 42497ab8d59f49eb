#pragma once
// Everything one game's data folder says: the game, its sides, its books, its
// sequence of play, its tables, procedures and scenarios. Loaded once, read-only.

#include "adc/components.hpp"
#include "adc/game_texts.hpp"
#include "adc/procedure.hpp"
#include "adc/scenario.hpp"
#include "adc/sequence.hpp"
#include "adc/state_schema.hpp"
#include "adc/table.hpp"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace adc {

struct GameData {
  std::string id;
  std::string name;
  std::string description;
  std::string rulebook;      // edition the data follows
  std::string dataVersion;   // bumped when a change alters the meaning of old saves
  int minPlayers = 1;
  int maxPlayers = 1;
  std::int64_t d10ZeroReadsAs = 10;
  std::vector<Side> sides;
  std::vector<Collection> collections;
  std::vector<NamedDie> dice;
  std::vector<Deck> decks;
  std::vector<TimerDef> timers;
  std::vector<SealedDef> sealed;
  StateSchema schema;
  Sequence sequence;
  std::vector<Table> tables;
  std::vector<Procedure> procedures;
  std::vector<Scenario> scenarios;
  // game.toml's [words]: the names of the words the game uses that are not sides, items
  // or cards (value choices, table keys), read by adc/display_names.hpp.
  std::map<std::string, std::string, std::less<>> wordNames;
  std::filesystem::path folder;
  // The language the texts above are in, and the module's words in it (game_texts.hpp).
  GameTexts texts;

  const Side* findSide(std::string_view wanted) const;
  const Table* findTable(std::string_view wanted) const;
  const Procedure* findProcedure(std::string_view wanted) const;
  const Scenario* findScenario(std::string_view wanted) const;
  const Deck* findDeck(std::string_view wanted) const;
  const Collection* findCollection(std::string_view wanted) const;
  std::optional<std::size_t> findTimer(std::string_view wanted) const;
  std::optional<std::size_t> findSealed(std::string_view wanted) const;
  const NamedDie* findDie(std::string_view wanted) const;
};

// Reads config/games/<id>/ strictly: every error in every file is collected and thrown
// together as DataErrors, each with file, line, column and key path. With a language
// other than English, the texts are read from the game's translation (game_texts.hpp);
// what it lacks reads in English, and what it gets wrong is in texts.problems.
GameData loadGame(const std::filesystem::path& folder, const std::string& language = "");

// The game folders under a data directory ("<data>/games/<id>/"), sorted; a folder
// without its game.toml is listed too, and loading it says so (hidden folders are not).
std::vector<std::string> listGames(const std::filesystem::path& dataDirectory);

}  // namespace adc
