// The save as a journal: one line appended per change, confirmed once on disk, read
// back to the same game; a torn last line dropped, an edited one reported, one writer
// at a time, links written through, a full disk survived with nothing lost.

#include "adc/save_journal.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

using namespace adc;

namespace {

GameProvider testGames() {
  return [](const std::string& id) -> std::shared_ptr<const GameData> {
    return id == "test-game" ? test::testGame() : nullptr;
  };
}

Action tax(const std::string& side, std::int64_t die) {
  return Action{"resolve", side, {{"procedure", std::string("tax")}, {"die", die}}, "", 0};
}

// A correction that changes one book by one, so long games stay within the books' ranges.
Action nudge(std::size_t i) {
  return Action{"adjust", "", {{"key", std::string("treasury.red")}, {"by", std::int64_t(i % 2 ? -1 : 1)}}, "", 0};
}

GameSession newSession() { return GameSession(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, 7}); }

std::size_t lineCount(const std::filesystem::path& file) {
  auto text = test::readFile(file);
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

OpenOptions quickLock(const std::string& holder = "the test") {
  OpenOptions options;
  options.holder = holder;
  options.lockWait = std::chrono::milliseconds(50);
  return options;
}

void appendText(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::app | std::ios::binary);
  out << text;
}

// While it lives, files this process writes cannot grow past `bytes`: a full disk.
struct FileSizeLimit {
  explicit FileSizeLimit(rlim_t bytes) {
    ::getrlimit(RLIMIT_FSIZE, &m_saved);
    m_handler = std::signal(SIGXFSZ, SIG_IGN);  // a write past it fails with EFBIG instead
    rlimit limit{bytes, m_saved.rlim_max};
    ::setrlimit(RLIMIT_FSIZE, &limit);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &m_saved);
    std::signal(SIGXFSZ, m_handler);
  }
  rlimit m_saved{};
  void (*m_handler)(int) = nullptr;
};

}  // namespace

TEST_CASE("Each action appends one line to the save, and the save reads back to the same game", "[save_journal]") {
  auto file = test::freshFolder("journal") / "game.adc";
  auto journal = SaveJournal::create(file, quickLock());
  auto session = newSession();
  journal.store(session);
  CHECK(lineCount(file) == 1);  // the header: game, data version, setup

  REQUIRE(session.perform(tax("red", 7)));
  journal.store(session);
  CHECK(lineCount(file) == 2);
  auto before = test::readFile(file);
  REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
  journal.store(session);
  CHECK(lineCount(file) == 3);
  // Appended: what was on disk is untouched.
  CHECK(test::readFile(file).substr(0, before.size()) == before);

  // Undo and redo are records too, and an action after an undo replaces the undone one.
  session.undo();
  journal.store(session);
  CHECK(lineCount(file) == 4);
  REQUIRE(session.perform(tax("blue", 3)));
  journal.store(session);

  auto back = readSave(file, testGames());
  CHECK(back.cursor() == 2);
  REQUIRE(back.log().size() == 2);
  CHECK(back.log()[1].action == tax("blue", 3));
  CHECK(back.log()[1].summary == session.log()[1].summary);
  CHECK(back.state() == session.state());
  CHECK(back.state() == back.replayFromSetup(2));
}

TEST_CASE("The first line of a save names the game, the data version and the setup", "[save_journal]") {
  auto text = writeSave(GameSession(test::testGame(), Setup{"war", {}, 3}));
  auto header = nlohmann::json::parse(text.substr(0, text.find('\n')));
  CHECK(header["format"] == 2);
  CHECK(header["app_version"] == appVersion());
  CHECK(header["game"] == "test-game");
  CHECK(header["data_version"] == "1");
  CHECK(header["setup"]["scenario"] == "war");
  CHECK(header["setup"]["seed"] == 3);
  CHECK(header["chain"].get<std::string>().size() == 16);
}

TEST_CASE("A last line cut off by a kill was never confirmed: it is dropped, and the next write replaces it",
          "[save_journal]") {
  auto file = test::freshFolder("torn") / "game.adc";
  auto session = newSession();
  {
    auto journal = SaveJournal::create(file, quickLock());
    REQUIRE(session.perform(tax("red", 7)));
    journal.store(session);
  }
  auto confirmed = test::readFile(file);
  appendText(file, "{\"do\":{\"type\":\"next\"},\"turn\":1,\"st");  // a kill in the middle of the write

  auto read = readSave(file, testGames());
  CHECK(read.log().size() == 1);
  CHECK(test::readFile(file) == confirmed + "{\"do\":{\"type\":\"next\"},\"turn\":1,\"st");  // reading never writes

  auto [journal, reopened] = SaveJournal::open(file, testGames(), quickLock());
  REQUIRE(reopened.perform(Action{"next", "", {}, "", 0}));
  journal.store(reopened);
  auto text = test::readFile(file);
  CHECK(text.substr(0, confirmed.size()) == confirmed);
  CHECK(text.find("\"st{") == std::string::npos);
  CHECK(readSave(file, testGames()).log().size() == 2);
}

TEST_CASE("A save edited outside the app opens only with consent, and is then written whole again",
          "[save_journal]") {
  auto file = test::freshFolder("edited") / "game.adc";
  auto session = newSession();
  {
    auto journal = SaveJournal::create(file, quickLock());
    REQUIRE(session.perform(Action{"roll", "", {{"dice", std::string("2d6")}}, "", 0}));
    REQUIRE(session.perform(tax("red", 7)));
    REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
    journal.store(session);
  }
  // Someone changes the logged tax die from 7 to 5: still valid JSON, still a legal die.
  auto text = test::readFile(file);
  auto at = text.find("\"die\":7");
  REQUIRE(at != std::string::npos);
  text.replace(at, 7, "\"die\":5");
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
  }

  try {
    readSave(file, testGames());
    FAIL("an edited save opened silently");
  } catch (const SaveChangedOutside& edited) {
    CHECK(edited.line() == 3);
    CHECK(std::string(edited.what()) ==
          file.string() + ":3: this save was changed outside Aide-de-camp (line 3: its digest does not match its text); "
                          "it opens only if you say you changed it on purpose: it is then replayed as it now reads and "
                          "written again");
  }
  CHECK(test::readFile(file) == text);

  {
    OpenOptions consent = quickLock();
    consent.read.acceptEdits = true;
    auto [journal, edited] = SaveJournal::open(file, testGames(), consent);
    CHECK(edited.log()[1].action == tax("red", 5));
    CHECK(edited.log()[1].summary.find("5") != std::string::npos);  // replayed, not taken as recorded
    CHECK(test::readFile(file) == text);                            // opening still writes nothing
    REQUIRE(edited.perform(Action{"back", "", {}, "", 0}));
    journal.store(edited);
  }
  // Written again whole: it now opens without consent.
  auto again = readSave(file, testGames());
  CHECK(again.log().size() == 4);
  CHECK(again.log()[1].action == tax("red", 5));
}

TEST_CASE("A line that is not JSON, or a record of no known kind, is named with its line", "[save_journal][bad]") {
  auto file = test::freshFolder("garbled") / "game.adc";
  auto session = newSession();
  REQUIRE(session.perform(tax("red", 7)));
  auto text = writeSave(session);
  auto error = [&](const std::string& changed) {
    try {
      parseSave(changed, "g.adc", testGames());
    } catch (const DataErrors& errors) {
      return std::string(errors.what());
    }
    return std::string("(it loaded)");
  };
  // Issue 28: the game can still be opened as it stands before that line.
  const std::string damaged = "g.adc:3: damaged save: line 3 is not a record the app wrote; the game can be opened as "
                              "it stands before that line (1 action), the file as it is being kept beside it";
  CHECK(error(text + "not json\n") == damaged);
  CHECK(error(text + "{\"colour\":\"red\"}\n") == damaged);
  CHECK(error("{\"a\":1}\n") == "g.adc: this is not an Aide-de-camp save: its first line is not a save's header");
  CHECK(error("{\"format\":3}\n") ==
        "g.adc:1: format: this save has format 3, newer than this app reads (2); update Aide-de-camp to open it");
}

TEST_CASE("A long game opens from its latest checkpoint, equal to a full replay, and undoes past it",
          "[save_journal]") {
  auto file = test::freshFolder("checkpoints") / "game.adc";
  auto session = newSession();
  const std::size_t count = journalCheckpointInterval * 2 + 37;
  {
    auto journal = SaveJournal::create(file, quickLock());
    journal.store(session);
    for (std::size_t i = 0; i < count; ++i) {
      REQUIRE(session.perform(nudge(i)));
      journal.store(session);
    }
    CHECK(journal.records() == count + 2);  // every action, and two checkpoints
  }
  auto text = test::readFile(file);
  CHECK(std::count(text.begin(), text.end(), '\n') == static_cast<long>(count + 3));
  CHECK(text.find("\"checkpoint\":{\"after\":2048") != std::string::npos);

  auto back = readSave(file, testGames());
  CHECK(back.cursor() == count);
  CHECK(back.state() == session.state());
  CHECK(back.state() == back.replayFromSetup(count));
  back.moveTo(10);  // before every checkpoint: replayed from the setup
  CHECK(back.state() == back.replayFromSetup(10));
  back.moveTo(count - 1);
  CHECK(back.state() == back.replayFromSetup(count - 1));
}

TEST_CASE("Checkpoints of another app version or other data are not trusted: the log is replayed",
          "[save_journal]") {
  auto session = newSession();
  for (std::size_t i = 0; i < journalCheckpointInterval + 3; ++i) REQUIRE(session.perform(nudge(i)));
  auto text = writeSave(session);
  REQUIRE(text.find("\"checkpoint\"") != std::string::npos);
  std::vector<std::string> lines;
  for (std::size_t from = 0, to; (to = text.find('\n', from)) != std::string::npos; from = to + 1) {
    lines.push_back(text.substr(from, to - from));
  }
  // The same journal as another app version would have written it, with a checkpoint
  // that lies about the books: trusted, it would give the wrong state. Sealed again, so
  // it reads as written by that app, not as edited.
  auto header = nlohmann::json::parse(lines[0]);
  header["app_version"] = "0.0.1";
  header["fingerprint"] = "0.0.1/1/0000000000000000";
  header.erase("chain");
  // Rebuild the chain over the changed header so the save is not "edited", only older.
  std::uint64_t chain = 0;
  std::string rebuilt;
  auto seal = [&](nlohmann::json body, std::uint64_t previous) {
    auto dumped = body.dump();
    dumped.pop_back();  // the digest covers the text up to its own field
    chain = chainDigest(previous, dumped);
    char digits[17];
    std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(chain));
    return dumped + ",\"chain\":\"" + digits + "\"}\n";
  };
  rebuilt += seal(header, 0);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    auto body = nlohmann::json::parse(lines[i]);
    body.erase("chain");
    if (body.contains("checkpoint")) body["checkpoint"]["state"]["values"][0] = 99;
    rebuilt += seal(body, chain);
  }
  auto back = parseSave(rebuilt, "old.adc", testGames());
  CHECK(back.state() == session.state());  // replayed, the false checkpoint ignored
}

TEST_CASE("A second writer waits, then is refused with who holds the save", "[save_journal]") {
  auto file = test::freshFolder("locked") / "game.adc";
  auto session = newSession();
  auto first = SaveJournal::create(file, quickLock("Aide-de-camp"));
  first.store(session);
  try {
    SaveJournal::open(file, testGames(), quickLock("adc do"));
    FAIL("two writers");
  } catch (const SaveLocked& locked) {
    CHECK(locked.holder.starts_with("Aide-de-camp (process " + std::to_string(::getpid()) + ", since "));
    CHECK(std::string(locked.what()).find(file.string() + " is in use by Aide-de-camp (process") == 0);
  }
  // A writer that waits long enough gets it once the first lets go.
  std::thread release([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    first = SaveJournal::create(test::freshFolder("elsewhere") / "other.adc", quickLock());
  });
  OpenOptions patient = quickLock("adc do");
  patient.lockWait = std::chrono::seconds(5);
  auto [second, reopened] = SaveJournal::open(file, testGames(), patient);
  release.join();
  CHECK(reopened.log().empty());
}

TEST_CASE("A save reached through a link is written where the link points, and the link stays", "[save_journal]") {
  auto folder = test::freshFolder("linked");
  std::filesystem::create_directories(folder / "real");
  auto target = folder / "real" / "game.adc";
  auto link = folder / "game.adc";
  auto session = newSession();
  {
    auto journal = SaveJournal::create(target, quickLock());
    journal.store(session);
  }
  std::filesystem::create_symlink(target, link);
  {
    auto [journal, reopened] = SaveJournal::open(link, testGames(), quickLock());
    REQUIRE(reopened.perform(tax("red", 7)));
    journal.store(reopened);  // an append
    reopened.undo();
    REQUIRE(reopened.perform(tax("red", 4)));
    journal.store(reopened);
  }
  CHECK(std::filesystem::is_symlink(link));
  CHECK(readSave(target, testGames()).log().size() == 1);
  // A whole rewrite (a format-1 save opened through the link) keeps the link too.
  std::filesystem::remove(target);
  std::filesystem::copy_file(test::badDataDirectory() / "saves" / "good.toml", target);
  {
    auto [journal, reopened] = SaveJournal::open(link, testGames(), quickLock());
    journal.store(reopened);
  }
  CHECK(std::filesystem::is_symlink(link));
  CHECK(looksLikeJournal(test::readFile(target)));
  CHECK(readSave(link, testGames()).cursor() == 3);
}

TEST_CASE("A full disk loses nothing: the failed write leaves the save as it was, and the next one writes it all",
          "[save_journal]") {
  auto file = test::freshFolder("full") / "game.adc";
  auto session = newSession();
  auto journal = SaveJournal::create(file, quickLock());
  REQUIRE(session.perform(tax("red", 7)));
  journal.store(session);
  auto confirmed = test::readFile(file);
  for (std::size_t i = 0; i < 5; ++i) REQUIRE(session.perform(nudge(i)));
  {
    FileSizeLimit full(confirmed.size() + 100);  // room for part of one more line only
    try {
      journal.store(session);
      FAIL("the write went through");
    } catch (const SaveError& error) {
      CHECK(error.file == std::filesystem::weakly_canonical(file));
      CHECK(error.reason == "File too large");
    }
    CHECK(test::readFile(file) == confirmed);  // no torn line left behind
    CHECK(session.log().size() == 6);          // every action still in memory
    // A whole rewrite fails just the same, and leaves no temporary file behind.
    CHECK_THROWS_AS(writeFileAtomically(file, std::string(4096, 'x')), std::system_error);
  }
  for (const auto& entry : std::filesystem::directory_iterator(file.parent_path())) {
    CHECK(entry.path().filename().string().find(".tmp") == std::string::npos);
  }
  journal.store(session);
  CHECK(readSave(file, testGames()).log().size() == 6);
}

TEST_CASE("What a killed writer left beside a save is removed when the save is opened again", "[save_journal]") {
  auto folder = test::freshFolder("litter");
  auto file = folder / "game.adc";
  auto session = newSession();
  { SaveJournal::create(file, quickLock()).store(session); }
  // A process number no process has (beyond the kernel's limit), and a running one's.
  std::ofstream(folder / "game.adc.tmp99999999") << "half a save";
  std::ofstream(folder / ("game.adc.tmp" + std::to_string(::getppid()))) << "another program's";
  std::ofstream(folder / "notes.txt.tmp99999999") << "not ours";
  auto [journal, reopened] = SaveJournal::open(file, testGames(), quickLock());
  CHECK_FALSE(std::filesystem::exists(folder / "game.adc.tmp99999999"));
  CHECK(std::filesystem::exists(folder / ("game.adc.tmp" + std::to_string(::getppid()))));
  CHECK(std::filesystem::exists(folder / "notes.txt.tmp99999999"));
}

TEST_CASE("Undo and redo back and forth are compacted once the file holds far more than the game needs",
          "[save_journal]") {
  auto file = test::freshFolder("compact") / "game.adc";
  auto session = newSession();
  auto journal = SaveJournal::create(file, quickLock());
  for (std::size_t i = 0; i < 10; ++i) REQUIRE(session.perform(nudge(i)));
  journal.store(session);
  std::size_t most = 0;
  for (int i = 0; i < 200; ++i) {
    session.undo();
    journal.store(session);
    session.redo();
    journal.store(session);
    most = std::max(most, journal.records());
  }
  CHECK(most <= SaveJournal::compactionRatio * 11 + 64 + 1);
  CHECK(lineCount(file) == journal.records() + 1);
  auto back = readSave(file, testGames());
  CHECK(back.cursor() == 10);
  CHECK(back.state() == session.state());
}

TEST_CASE("A save of today's format 1 opens, and becomes a journal the first time it is written", "[save_journal]") {
  auto file = test::freshFolder("format-one") / "old.toml";
  std::filesystem::copy_file(test::badDataDirectory() / "saves" / "good.toml", file);
  auto [journal, session] = SaveJournal::open(file, testGames(), quickLock());
  CHECK(session.cursor() == 3);
  CHECK_FALSE(looksLikeJournal(test::readFile(file)));  // opening writes nothing
  REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
  journal.store(session);
  CHECK(looksLikeJournal(test::readFile(file)));
  auto back = readSave(file, testGames());
  CHECK(back.log().size() == 4);
  CHECK(back.state() == session.state());
}

TEST_CASE("A save made with newer game data is refused and left untouched, in either format", "[save_journal][bad]") {
  auto folder = test::freshFolder("newer-data");
  auto journalFile = folder / "game.adc";
  auto session = newSession();
  auto text = writeSave(session);
  text.replace(text.find("\"data_version\":\"1\""), 18, "\"data_version\":\"3\"");
  std::ofstream(journalFile, std::ios::binary) << text;
  try {
    SaveJournal::open(journalFile, testGames(), quickLock());
    FAIL("opened");
  } catch (const DataErrors& errors) {
    // The refusal is about the version before anything else (the digest is not even read).
    CHECK(std::string(errors.what()).find("this save was made with Test Game data version 3, newer than this app's "
                                          "(1); update Aide-de-camp to open it") != std::string::npos);
  }
  CHECK(test::readFile(journalFile) == text);

  auto toml = test::readFile(test::badDataDirectory() / "saves" / "good.toml");
  toml.replace(toml.find("data_version = \"1\""), 18, "data_version = \"2\"");
  try {
    parseSave(toml, "newer.toml", testGames());
    FAIL("opened");
  } catch (const DataErrors& errors) {
    CHECK(std::string(errors.what()) == "newer.toml:6:16: save.data_version: this save was made with Test Game data "
                                        "version 2, newer than this app's (1); update Aide-de-camp to open it");
  }
}

TEST_CASE("A file that cannot be a save says why, in words", "[save_file][bad]") {
  auto folder = test::freshFolder("not-saves");
  auto message = [](const std::filesystem::path& file) {
    try {
      readSave(file, testGames());
    } catch (const DataErrors& errors) {
      return std::string(errors.what());
    }
    return std::string("(it loaded)");
  };
  std::ofstream(folder / "empty.adc").flush();
  CHECK(message(folder / "empty.adc") ==
        (folder / "empty.adc").string() +
            ": this is not an Aide-de-camp save: the file is empty, it holds no game");
  CHECK(message(folder) == folder.string() + ": this is not an Aide-de-camp save: it is a folder");
  CHECK(message(folder / "empty.adc" / "inside") ==
        (folder / "empty.adc" / "inside").string() + ": cannot open the save: Not a directory");
  std::ofstream(folder / "notes.txt") << "Bring the dice and the maps.\n";
  CHECK(message(folder / "notes.txt") ==
        (folder / "notes.txt").string() +
            ": this is not an Aide-de-camp save: a save is written by Aide-de-camp or by `adc new`");
}

TEST_CASE("Why a save failed is said in the players' words for what a table meets", "[save_journal]") {
  // Issue 18: the reason was the system's English (strerror) inside a French sentence;
  // these are sentences of the app's catalogue, translated by the front ends.
  CHECK(saveFailureReason(ENOSPC) == "the disk is full");
  CHECK(saveFailureReason(EACCES) == "this folder may not be written to (its permissions)");
  CHECK(saveFailureReason(EROFS) == "the disk is read-only");
  CHECK(saveFailureReason(ENOENT) == "the folder does not exist (was a USB stick removed?)");
  // Any other reason is the system's own words.
  CHECK(saveFailureReason(EFBIG) == std::strerror(EFBIG));
  const SaveError error("/media/usb/game.adc", ENOSPC);
  CHECK(error.reason == "the disk is full");
  CHECK(std::string(error.what()) == "cannot save to /media/usb/game.adc: the disk is full");
}
