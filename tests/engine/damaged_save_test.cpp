// A save damaged in any way (a disk that filled up, a hand edit gone wrong, a file
// copied half-way) is either read or refused with an error naming the file: never a
// crash, never another kind of exception. Each golden fixture is damaged many ways, the
// same ways on every run (a fixed seed): cut short, a line dropped or doubled, two lines
// swapped, a digit or a letter changed.
//
// Issue 28: a damaged line no longer makes a whole game unopenable. A damaged checkpoint
// is skipped, lines added to the file are skipped, both said; a damaged action opens, with
// consent, as the game stood before it, the file kept beside it; a last record that lost
// only its newline is kept.

#include "adc/damaged_copy.hpp"
#include "adc/diagnostics.hpp"
#include "adc/save_file.hpp"
#include "adc/save_journal.hpp"

#include "golden_fixtures.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

using namespace adc;

namespace {

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// One damage, chosen and placed by the generator.
std::string damaged(const std::string& text, std::mt19937& random, std::string& what) {
  auto lines = linesOf(text);
  auto pick = [&](std::size_t size) { return std::uniform_int_distribution<std::size_t>(0, size - 1)(random); };
  switch (pick(6)) {
    case 0: {
      auto at = pick(text.size());
      what = "cut at byte " + std::to_string(at);
      return text.substr(0, at);
    }
    case 1: {
      auto at = pick(lines.size());
      what = "line " + std::to_string(at + 1) + " dropped";
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at));
      return joined(lines);
    }
    case 2: {
      auto at = pick(lines.size());
      what = "line " + std::to_string(at + 1) + " doubled";
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), lines[at]);
      return joined(lines);
    }
    case 3: {
      auto a = pick(lines.size()), b = pick(lines.size());
      what = "lines " + std::to_string(a + 1) + " and " + std::to_string(b + 1) + " swapped";
      std::swap(lines[a], lines[b]);
      return joined(lines);
    }
    case 4: {
      // A digit changed: a die, a count, a turn or the cursor.
      std::vector<std::size_t> digits;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] >= '0' && text[i] <= '9') digits.push_back(i);
      }
      auto at = digits[pick(digits.size())];
      std::string copy = text;
      copy[at] = static_cast<char>('0' + pick(10));
      what = "digit at byte " + std::to_string(at) + " changed to " + copy[at];
      return copy;
    }
    default: {
      // A letter changed: a name, a key or a value no longer what the game knows.
      std::vector<std::size_t> letters;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] >= 'a' && text[i] <= 'z') letters.push_back(i);
      }
      auto at = letters[pick(letters.size())];
      std::string copy = text;
      copy[at] = static_cast<char>('a' + pick(26));
      what = "letter at byte " + std::to_string(at) + " changed to " + copy[at];
      return copy;
    }
  }
}

}  // namespace

TEST_CASE("A damaged save is read or refused with its file named, never a crash", "[save_file][bad]") {
  std::mt19937 random(1793);
  std::size_t refusedCount = 0, readCount = 0;
  for (const auto& file : test::fixtureFiles()) {
    const auto text = test::readFile(file);
    const auto name = file.filename().string();
    for (int attempt = 0; attempt < 40; ++attempt) {
      std::string what;
      const auto broken = damaged(text, random, what);
      INFO(name << ": " << what);
      try {
        auto session = parseSave(broken, name, test::fixtureGames());
        CHECK(session.cursor() <= session.log().size());
        ++readCount;
      } catch (const DataErrors& errors) {
        CHECK(std::string(errors.what()).find(name) != std::string::npos);
        ++refusedCount;
      } catch (const std::exception& other) {
        FAIL("not a save error: " << other.what());
      }
    }
  }
  // Both outcomes happen: harmless damage (a changed letter in a note) and fatal damage.
  CHECK(refusedCount > 0);
  CHECK(readCount > 0);
}

namespace {

GameProvider testGames() {
  return [](const std::string& id) -> std::shared_ptr<const GameData> {
    return id == "test-game" ? test::testGame() : nullptr;
  };
}

OpenOptions quickLock() {
  OpenOptions options;
  options.holder = "the test";
  options.lockWait = std::chrono::milliseconds(50);
  return options;
}

// A correction that changes one book by one, so long games stay within the books' ranges.
Action nudge(std::size_t i) {
  return Action{"adjust", "", {{"key", std::string("treasury.red")}, {"by", std::int64_t(i % 2 ? -1 : 1)}}, "", 0};
}

// A game of `count` actions saved as the app saves it, one store per action.
GameSession savedGame(const std::filesystem::path& file, std::size_t count) {
  GameSession session(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, 7});
  auto journal = SaveJournal::create(file, quickLock());
  journal.store(session);
  for (std::size_t i = 0; i < count; ++i) {
    REQUIRE(session.perform(nudge(i)));
    journal.store(session);
  }
  return session;
}

void writeText(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

bool mentions(const std::vector<std::string>& notices, const std::string& words) {
  return std::any_of(notices.begin(), notices.end(),
                     [&](const std::string& notice) { return notice.find(words) != std::string::npos; });
}

}  // namespace

TEST_CASE("A checkpoint line whose JSON is broken is skipped: all 1,037 actions open, and the open says so",
          "[save_file][damaged]") {
  auto file = test::freshFolder("damaged-checkpoint") / "game.adc";
  auto played = savedGame(file, 1037);
  auto lines = linesOf(test::readFile(file));
  REQUIRE(lines.size() == 1 + 1037 + 1);
  REQUIRE(lines[1025].starts_with("{\"checkpoint\":{\"after\":1024"));  // line 1026

  SECTION("its text broken, its digest intact") {
    auto at = lines[1025].find("\"state\":{");
    REQUIRE(at != std::string::npos);
    lines[1025].insert(at + 9, "{");
  }
  SECTION("cut in the middle, its digest gone") { lines[1025].resize(lines[1025].size() / 2); }
  writeText(file, joined(lines));

  auto read = readSave(file, testGames());
  CHECK(read.log().size() == 1037);
  CHECK(read.cursor() == 1037);
  CHECK(read.state() == played.state());
  REQUIRE(read.openingNotices().size() == 1);
  CHECK(read.openingNotices()[0] ==
        "line 1026 of the save (a checkpoint, a copy of the state kept to open faster) is damaged; the game was "
        "replayed from its actions instead");

  // The next write writes the save whole again, without the damaged line.
  {
    auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
    REQUIRE(session.perform(nudge(0)));
    journal.store(session);
  }
  auto again = readSave(file, testGames());
  CHECK(again.log().size() == 1038);
  CHECK(again.openingNotices().empty());
}

TEST_CASE("A garbage line added between records is skipped and said, and goes at the next write",
          "[save_file][damaged]") {
  auto file = test::freshFolder("garbage-line") / "game.adc";
  auto played = savedGame(file, 5);
  auto lines = linesOf(test::readFile(file));
  lines.insert(lines.begin() + 3, "Ann's notes: remember the Spanish fleet");
  writeText(file, joined(lines));

  auto read = readSave(file, testGames());
  CHECK(read.log().size() == 5);
  CHECK(read.state() == played.state());
  CHECK(read.openingNotices() ==
        std::vector<std::string>{"line 4 of the save was not written by the app (it was added to the file): it was "
                                 "skipped, and the save will be written again without it"});

  // Two lines added at once: the same.
  lines.insert(lines.begin() + 3, "{\"colour\":\"red\"}");
  writeText(file, joined(lines));
  CHECK(mentions(readSave(file, testGames()).openingNotices(), "lines 4 to 5 of the save were not written by the app"));

  {
    auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
    REQUIRE(session.perform(nudge(5)));
    journal.store(session);
  }
  auto text = test::readFile(file);
  CHECK(text.find("Spanish fleet") == std::string::npos);
  CHECK(text.find("colour") == std::string::npos);
  auto again = readSave(file, testGames());
  CHECK(again.log().size() == 6);
  CHECK(again.openingNotices().empty());
}

TEST_CASE("A damaged action line opens, with consent, as the game stood before it, the file kept beside it",
          "[save_file][damaged]") {
  auto folder = test::freshFolder("damaged-action");
  auto file = folder / "game.adc";
  savedGame(file, 5);
  auto lines = linesOf(test::readFile(file));
  lines[3].erase(lines[3].find("\"do\":"), 6);  // action 3 on line 4, its JSON broken
  const auto damaged = joined(lines);
  writeText(file, damaged);

  try {
    readSave(file, testGames());
    FAIL("a damaged save opened silently");
  } catch (const SaveDamaged& damage) {
    CHECK(damage.line() == 4);
    CHECK(damage.actionsBefore() == 2);
    CHECK(std::string(damage.what()) ==
          file.string() + ":4: damaged save: line 4 is not a record the app wrote; the game can be opened as it stands "
                          "before that line (2 actions), the file as it is being kept beside it");
  }
  CHECK_THROWS_AS(SaveJournal::open(file, testGames(), quickLock()), SaveDamaged);
  CHECK(test::readFile(file) == damaged);  // refusing writes nothing

  // Copies of that name already there are never written over.
  const auto now = std::time(nullptr);
  for (auto when : {now, now + 1}) writeText(damagedCopyName(file, when), "another copy");

  OpenOptions consent = quickLock();
  consent.read.openBeforeDamage = true;
  {
    auto [journal, session] = SaveJournal::open(file, testGames(), consent);
    CHECK(session.log().size() == 2);
    CHECK(session.cursor() == 2);
    REQUIRE(session.openingNotices().size() == 1);
    const auto& notice = session.openingNotices()[0];
    CHECK(notice.starts_with("line 4 of the save is damaged: the game was opened as it stands before it (2 actions); "
                             "the file as it was is kept as game.damaged-"));
    const auto kept = folder / notice.substr(notice.rfind(' ') + 1);
    CHECK(test::readFile(kept) == damaged);
    for (auto when : {now, now + 1}) CHECK(test::readFile(damagedCopyName(file, when)) == "another copy");
    REQUIRE(session.perform(nudge(2)));
    journal.store(session);
  }
  // Written whole again: it opens without consent, with the game as it was played on.
  auto again = readSave(file, testGames());
  CHECK(again.log().size() == 3);
  CHECK(again.openingNotices().empty());

  // Only looking (adc show) keeps no copy.
  writeText(file, damaged);
  ReadOptions look;
  look.openBeforeDamage = true;
  look.keepDamagedOriginal = false;
  const auto filesBefore = std::distance(std::filesystem::directory_iterator(folder), {});
  auto shown = readSave(file, testGames(), look);
  CHECK(shown.log().size() == 2);
  CHECK(shown.openingNotices() ==
        std::vector<std::string>{"line 4 of the save is damaged: the game is shown as it stands before it (2 actions)"});
  CHECK(std::distance(std::filesystem::directory_iterator(folder), {}) == filesBefore);
}

TEST_CASE("A save whose last newline was removed keeps its last action, and the next write does not lose it",
          "[save_file][damaged]") {
  auto file = test::freshFolder("no-last-newline") / "game.adc";
  auto played = savedGame(file, 3);
  auto text = test::readFile(file);
  REQUIRE(text.back() == '\n');
  text.pop_back();
  writeText(file, text);

  auto read = readSave(file, testGames());
  CHECK(read.log().size() == 3);
  CHECK(read.state() == played.state());
  {
    auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
    CHECK(session.log().size() == 3);
    REQUIRE(session.perform(nudge(3)));
    journal.store(session);
  }
  auto again = readSave(file, testGames());
  REQUIRE(again.log().size() == 4);
  CHECK(again.log()[2].action == played.log()[2].action);
  CHECK(test::readFile(file).back() == '\n');

  // A last line cut inside, or whose digest does not check, was never confirmed: dropped.
  auto lines = linesOf(text);
  auto cut = joined(std::vector<std::string>(lines.begin(), lines.end() - 1)) + lines.back().substr(0, lines.back().size() - 1);
  CHECK(parseSave(cut, "cut.adc", testGames()).log().size() == 2);
}
