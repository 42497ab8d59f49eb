// The Controller's saves: the game opened from a file is the game written to that file,
// under its lock; a save cut short is told before anything is written to it; "Save as"
// asks before it replaces another save and never replaces a file that is not one;
// Resume names every copy of the game in progress and never opens an older one in the
// place of a copy that is gone.

#include "controller.hpp"

#include "adc/save_lock.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace adc;
using namespace adc::gui;

namespace {

struct AtTheTable {
  std::filesystem::path folder;
  GameLibrary library{ADC_TEST_DATA_DIR};
  ManualClock clock;
  std::unique_ptr<Controller> controller;

  explicit AtTheTable(const std::string& name) : folder(std::filesystem::temp_directory_path() / ("adc-controller-saves-" + name)) {
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    setenv("XDG_DATA_HOME", folder.c_str(), 1);
    controller = std::make_unique<Controller>(library, clock, folder / "autosave.adc");
  }
  ~AtTheTable() {
    controller.reset();
    std::filesystem::remove_all(folder);
  }
  void newGame() { REQUIRE(controller->newGame("test-game", Setup{"standard", {{"Anne", "red"}, {"Benoît", "blue"}}, 7})); }
  void play(int count) {
    for (int i = 0; i < count; ++i) {
      clock.advanceMs(1000);
      REQUIRE(controller->perform(Action{"adjust", "", {{"key", std::string("treasury.red")}, {"by", std::int64_t(1)}}, "", 0}));
    }
  }
};

std::size_t actionsIn(const std::filesystem::path& file, GameLibrary& library) {
  return readSave(file, library.provider()).log().size();
}

std::string text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

bool lockable(const std::filesystem::path& file) {
  try {
    SaveLock::acquire(file, "adc do", std::chrono::milliseconds(0));
    return true;
  } catch (const SaveLocked&) {
    return false;
  }
}

}  // namespace

TEST_CASE("A game opened from a file is played in that file, under its lock, not forked into the autosave",
          "[controller][saves]") {
  AtTheTable table("opened");
  table.newGame();
  table.play(1);
  REQUIRE(table.controller->saveAs(table.folder / "g3.adc"));  // a copy, as "Save as" makes
  REQUIRE(table.controller->saveAs(table.folder / "g4.adc"));
  const auto autosave = text(table.folder / "autosave.adc");

  REQUIRE(table.controller->openSave(table.folder / "g3.adc"));
  CHECK(table.controller->saveFile() == table.folder / "g3.adc");
  CHECK(table.controller->status() ==
        "Opened " + (table.folder / "g3.adc").string() + "; the game is saved there as it is played");
  table.play(2);
  CHECK(actionsIn(table.folder / "g3.adc", table.library) == 3);
  CHECK(text(table.folder / "autosave.adc") == autosave);  // the autosave is another game
  CHECK_FALSE(lockable(table.folder / "g3.adc"));           // `adc do` on it would be refused

  // Opening a second game lets go of the first one's lock.
  REQUIRE(table.controller->openSave(table.folder / "g4.adc"));
  CHECK(lockable(table.folder / "g3.adc"));
  CHECK_FALSE(lockable(table.folder / "g4.adc"));
}

TEST_CASE("A save cut short is told with both numbers before anything is written, and opens only with consent",
          "[controller][saves]") {
  AtTheTable table("shortened");
  table.newGame();
  table.play(5);
  const auto save = table.folder / "autosave.adc";
  table.controller->closeGame();
  // Cut at a line boundary: the last two records go.
  auto whole = text(save);
  auto cut = whole;
  for (int i = 0; i < 2; ++i) cut.erase(cut.rfind('\n', cut.size() - 2) + 1);
  { std::ofstream(save, std::ios::binary | std::ios::trunc) << cut; }

  CHECK_FALSE(table.controller->openSave(save));
  REQUIRE(table.controller->shortenedSave());
  const auto& shortened = *table.controller->shortenedSave();
  CHECK(shortened.written.records == 5);
  CHECK(shortened.written.actions == 5);
  CHECK(shortened.records == 3);
  CHECK(shortened.actions == 3);
  CHECK(text(save) == cut);  // nothing written
  CHECK_FALSE(table.controller->hasGame());

  table.controller->dismissShortenedSave();
  REQUIRE(table.controller->openSave(save, OpenConsent{.acceptShorter = true}));
  CHECK(table.controller->session().log().size() == 3);
  table.controller->closeGame();
  REQUIRE(table.controller->openSave(save));  // remembered as it now is: no question again
}

TEST_CASE("Save as asks before it replaces another save, names it, and never replaces a file that is not a save",
          "[controller][saves]") {
  AtTheTable table("save-as");
  table.newGame();
  table.play(1);
  const auto other = table.folder / "other.adc";
  REQUIRE(table.controller->saveAs(other));
  table.play(1);

  CHECK_FALSE(table.controller->saveAs(other));
  REQUIRE(table.controller->overwriteQuestion());
  CHECK(table.controller->overwriteQuestion()->what.rfind("a Test Game game last saved ", 0) == 0);
  CHECK(actionsIn(other, table.library) == 1);  // nothing replaced yet
  REQUIRE(table.controller->answerOverwrite(false));
  CHECK(actionsIn(other, table.library) == 1);
  CHECK_FALSE(table.controller->saveAs(other));
  REQUIRE(table.controller->answerOverwrite(true));
  CHECK(actionsIn(other, table.library) == 2);

  const auto notes = table.folder / "notes.txt";
  { std::ofstream(notes) << "Anne owes Benoît two Louis\n"; }
  CHECK_FALSE(table.controller->saveAs(notes, false, true));
  CHECK(table.controller->status().find("is a file that is not a save") != std::string::npos);
  CHECK(text(notes) == "Anne owes Benoît two Louis\n");
}

TEST_CASE("Resume opens the copy of the game written last, and never an older one in the place of one that is gone",
          "[controller][saves]") {
  AtTheTable table("resume");
  table.newGame();
  table.play(2);
  const auto stick = table.folder / "stick";
  std::filesystem::create_directories(stick);
  REQUIRE(table.controller->saveAs(stick / "g.adc", true));  // "Save there and carry on"
  table.play(3);
  table.controller->closeGame();

  auto copies = table.controller->gameInProgress();
  REQUIRE(copies.size() == 2);
  CHECK(copies[0].memory.file == std::filesystem::weakly_canonical(stick / "g.adc"));
  CHECK(copies[0].memory.actions == 5);
  CHECK(copies[1].memory.file == std::filesystem::weakly_canonical(table.folder / "autosave.adc"));
  CHECK(copies[1].memory.actions == 2);
  REQUIRE(table.controller->resumeAutosave());
  CHECK(table.controller->session().log().size() == 5);
  table.controller->closeGame();

  std::filesystem::remove_all(stick);  // the stick is pulled out
  copies = table.controller->gameInProgress();
  CHECK_FALSE(copies[0].present);
  CHECK_FALSE(table.controller->resumeAutosave());
  CHECK(table.controller->status().find("which is not there now (was a USB stick removed?)") != std::string::npos);
  CHECK_FALSE(table.controller->hasGame());
}

TEST_CASE("A pulled USB stick keeps the game in memory and the banner up, and its folder is never made again",
          "[controller][saves]") {
  AtTheTable table("stick");
  table.newGame();
  const auto stick = table.folder / "stick";
  std::filesystem::create_directories(stick / "games");
  REQUIRE(table.controller->saveAs(stick / "games" / "g.adc", true));
  table.play(2);
  std::filesystem::remove_all(stick / "games");
  table.play(1);
  REQUIRE(table.controller->saveProblem());
  CHECK(table.controller->saveProblem()->reason ==
        "its folder is gone (was a USB stick removed?); it is not made again elsewhere");
  CHECK_FALSE(table.controller->retrySave());
  CHECK_FALSE(std::filesystem::exists(stick / "games"));
  CHECK(table.controller->session().log().size() == 3);
}
