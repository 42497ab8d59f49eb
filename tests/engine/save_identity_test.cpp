// A game is never forked: the lock is the save file's own, whatever name reaches it; a
// writer never cuts what another confirmed; a save whose folder vanished (a USB stick
// pulled out) is never made again elsewhere; what the app wrote in each save is
// remembered, so that a save cut short can be told.

#include "adc/save_journal.hpp"
#include "adc/save_lock.hpp"
#include "adc/game_session.hpp"
#include "adc/save_registry.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

using namespace adc;

namespace {

GameProvider testGames() {
  return [](const std::string& id) -> std::shared_ptr<const GameData> {
    return id == "test-game" ? test::testGame() : nullptr;
  };
}

Action nudge(std::int64_t by) {
  return Action{"adjust", "", {{"key", std::string("treasury.red")}, {"by", by}}, "", 0};
}

GameSession newSession() { return GameSession(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, 7}); }

OpenOptions quickLock(const std::string& holder = "the test") {
  OpenOptions options;
  options.holder = holder;
  options.lockWait = std::chrono::milliseconds(50);
  return options;
}

std::filesystem::path savedGame(const std::filesystem::path& file, int actions) {
  auto session = newSession();
  auto journal = SaveJournal::create(file, quickLock());
  for (int i = 0; i < actions; ++i) REQUIRE(session.perform(nudge(i % 2 ? -1 : 1)));
  journal.store(session);
  return file;
}

}  // namespace

TEST_CASE("Two names of one save (a hard link) are one lock: a writer on the second name is refused while the first "
          "writes",
          "[save_identity]") {
  auto folder = test::freshFolder("hard-link");
  auto first = savedGame(folder / "h.adc", 1);
  auto second = folder / "h2.adc";
  std::filesystem::create_hard_link(first, second);
  auto [journal, session] = SaveJournal::open(first, testGames(), quickLock("Aide-de-camp"));
  CHECK_THROWS_AS(SaveJournal::open(second, testGames(), quickLock("adc do")), SaveLocked);
}

TEST_CASE("Two names of one save take turns: every action either name confirmed is in the one file", "[save_identity]") {
  auto folder = test::freshFolder("hard-link-turns");
  auto first = savedGame(folder / "h.adc", 0);
  auto second = folder / "h2.adc";
  std::filesystem::create_hard_link(first, second);
  for (int round = 0; round < 10; ++round) {
    for (const auto& name : {first, second}) {
      auto [journal, session] = SaveJournal::open(name, testGames(), quickLock());
      REQUIRE(session.perform(nudge(1)));
      journal.store(session);
    }
  }
  CHECK(readSave(first, testGames()).log().size() == 20);
  CHECK(readSave(second, testGames()).log().size() == 20);
}

TEST_CASE("A save with two names written whole stays one file under both names", "[save_identity]") {
  auto folder = test::freshFolder("hard-link-rewrite");
  auto first = folder / "old.toml";
  std::filesystem::copy_file(test::badDataDirectory() / "saves" / "good.toml", first);
  auto second = folder / "other.toml";
  std::filesystem::create_hard_link(first, second);
  {
    // A format-1 save is written whole at its first action.
    auto [journal, session] = SaveJournal::open(first, testGames(), quickLock());
    REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
    journal.store(session);
  }
  CHECK(std::filesystem::hard_link_count(first) == 2);
  CHECK(looksLikeJournal(test::readFile(second)));
  CHECK(readSave(second, testGames()).log().size() == 4);
}

TEST_CASE("A writer never cuts whole lines that another program added to the save", "[save_identity]") {
  auto file = savedGame(test::freshFolder("no-cut") / "game.adc", 1);
  auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
  // A program that ignored the lock confirmed a record (its whole line is on disk).
  const std::string theirs = test::readFile(file).substr(test::readFile(file).find('\n') + 1);
  { std::ofstream(file, std::ios::app | std::ios::binary) << theirs; }
  const auto before = test::readFile(file);
  REQUIRE(session.perform(nudge(1)));
  try {
    journal.store(session);
    FAIL("the other program's line was cut");
  } catch (const SaveError& error) {
    CHECK(error.reason == "another program added to it while this game had it open; nothing of it was cut");
  }
  CHECK(test::readFile(file) == before);
  CHECK(session.log().size() == 2);  // our action is kept in memory
}

TEST_CASE("A save whose folder is gone (a USB stick pulled out) is not made again elsewhere, and goes on when it is back",
          "[save_identity]") {
  auto stick = test::freshFolder("stick");
  auto file = stick / "games" / "g.adc";
  std::filesystem::create_directories(file.parent_path());
  auto session = newSession();
  auto journal = SaveJournal::create(file, quickLock());
  REQUIRE(session.perform(nudge(1)));
  journal.store(session);
  const auto written = test::readFile(file);
  std::filesystem::remove_all(stick / "games");  // the stick is pulled out
  REQUIRE(session.perform(nudge(-1)));
  try {
    journal.store(session);
    FAIL("the save was written somewhere");
  } catch (const SaveError& error) {
    CHECK(error.reason == "its folder is gone (was a USB stick removed?); it is not made again elsewhere");
  }
  CHECK_FALSE(std::filesystem::exists(stick / "games"));  // never made again
  CHECK_THROWS_AS(journal.store(session), SaveError);     // nor on the next try
  CHECK_FALSE(std::filesystem::exists(stick / "games"));
  // The stick is back, with the save as it was written: the game goes on there.
  std::filesystem::create_directories(file.parent_path());
  { std::ofstream(file, std::ios::binary) << written; }
  journal.store(session);
  auto back = readSave(file, testGames());
  CHECK(back.log().size() == 2);
  CHECK(back.state() == session.state());
}

TEST_CASE("A save gone from its folder is said so, and another file put in its place is left alone", "[save_identity]") {
  auto folder = test::freshFolder("replaced");
  auto file = savedGame(folder / "g.adc", 1);
  auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
  std::filesystem::remove(file);
  REQUIRE(session.perform(nudge(1)));
  try {
    journal.store(session);
    FAIL("the save was made again");
  } catch (const SaveError& error) {
    CHECK(error.reason == "the save is no longer in its folder (moved, deleted, or its USB stick removed?)");
  }
  CHECK_FALSE(std::filesystem::exists(file));
  {
    // Another game now has this name.
    GameSession other(test::testGame(), Setup{"standard", {{"Zoé", "red"}, {"Yves", "blue"}}, 9});
    REQUIRE(other.perform(nudge(1)));
    SaveJournal::create(file, quickLock()).store(other);
  }
  const auto theirs = test::readFile(file);
  try {
    journal.store(session);
    FAIL("another game was written over");
  } catch (const SaveError& error) {
    CHECK(error.reason == "another file has taken its place since this game last saved there; it is left as it is");
  }
  CHECK(test::readFile(file) == theirs);
}

TEST_CASE("A new save made through a link that leads to no file yet is made where it leads, and the link stays",
          "[save_identity]") {
  auto folder = test::freshFolder("dangling");
  auto link = folder / "game.adc";
  std::filesystem::create_symlink("real.adc", link);
  savedGame(link, 1);
  CHECK(std::filesystem::is_symlink(link));
  CHECK(readSave(folder / "real.adc", testGames()).log().size() == 1);
}

TEST_CASE("A new save refuses an empty name and a folder's name, and makes no file for them", "[save_identity]") {
  auto folder = test::freshFolder("names");
  CHECK_THROWS_WITH(SaveJournal::create("", quickLock()), Catch::Contains("the save has no name"));
  CHECK_THROWS_WITH(SaveJournal::create(folder / "sub/", quickLock()), Catch::Contains("names a folder, not a file"));
  CHECK_THROWS_WITH(SaveJournal::create(folder, quickLock()), Catch::Contains("a folder has that name"));
  CHECK(std::filesystem::is_empty(folder));
}

TEST_CASE("A save the players made read-only is not opened for writing, and stays as it is", "[save_identity]") {
  auto file = savedGame(test::freshFolder("read-only") / "g.adc", 1);
  const auto before = test::readFile(file);
  std::filesystem::permissions(file, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  CHECK_THROWS_WITH(SaveJournal::open(file, testGames(), quickLock()),
                    Catch::Contains("the save file is read-only (its permissions)"));
  CHECK(test::readFile(file) == before);
  CHECK(readSave(file, testGames()).log().size() == 1);  // reading it needs no writing
}

TEST_CASE("What each save held when last written is remembered, with the copies of one game", "[save_identity]") {
  auto folder = test::freshFolder("registry");
  {
    SaveRegistry registry(folder / "recent-saves.json");
    const auto game = setupIdentity(Setup{"standard", {{"Ann", "red"}}, 7});
    registry.remember(SaveMemory{folder / "autosave.adc", "test-game", game, 20, 20, 1000});
    registry.remember(SaveMemory{folder / "stick.adc", "test-game", game, 45, 44, 2000});
    // Begun the same moment (the same seed) by other players: another game.
    registry.remember(SaveMemory{folder / "other.adc", "test-game", setupIdentity(Setup{"standard", {{"Zoé", "red"}}, 7}),
                                 3, 3, 1500});
  }
  SaveRegistry again(folder / "recent-saves.json");
  REQUIRE(again.find(folder / "stick.adc"));
  CHECK(again.find(folder / "stick.adc")->records == 45);
  auto copies = again.copiesOf("test-game", setupIdentity(Setup{"standard", {{"Ann", "red"}}, 7}));
  REQUIRE(copies.size() == 2);
  CHECK(copies[0].file.filename() == "stick.adc");  // the last written first
  CHECK(copies[1].file.filename() == "autosave.adc");
  again.forget(folder / "stick.adc");
  CHECK_FALSE(SaveRegistry(folder / "recent-saves.json").find(folder / "stick.adc"));
  // A memory that does not read is an empty one, never an error.
  { std::ofstream(folder / "broken.json") << "{ not json"; }
  CHECK(SaveRegistry(folder / "broken.json").saves().empty());
}
