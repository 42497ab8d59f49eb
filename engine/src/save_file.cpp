#include "adc/save_file.hpp"

#include "adc/action_codec.hpp"
#include "adc/save_lock.hpp"
#include "adc/damaged_copy.hpp"
#include "adc/game_texts.hpp"
#include "adc/save_journal.hpp"
#include "adc/state_codec.hpp"
#include "action_table.hpp"
#include "toml_reader.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef ADC_VERSION
#define ADC_VERSION "0.0.0"
#endif

namespace adc {

using detail::TomlReader;

const char* appVersion() { return ADC_VERSION; }

NotASave::NotASave(const std::string& fileName, std::string reason)
    : DataErrors({DataError{SourceLocation{fileName, 0, 0}, "", "this is not an Aide-de-camp save: " + reason}}),
      m_reason(std::move(reason)) {}

namespace {

// What a refusal on replay means when the save was made with other game data: its rules
// allowed the action, today's refuse it (a data version is bumped when a change alters
// what old saves' actions mean). Said whole, so that nobody takes it for a damaged file,
// and never replayed into a different game in silence: the save is left as it is.
std::string olderDataNote(const GameData& data, const std::string& saveDataVersion) {
  if (saveDataVersion == data.dataVersion) return "";
  return " (the save was made with " + data.name + " data version " + saveDataVersion + "; this app has data version " +
         data.dataVersion + ", whose rules refuse this action: the game cannot be replayed as it was played, and the "
         "save is left unchanged)";
}

// Format 1: one TOML file rewritten whole after every action (the fixtures are such
// files). Its actions are replayed and checked one by one.
GameSession parseTomlSave(const std::string& text, const std::string& fileName, const GameProvider& games) {
  Diagnostics diagnostics;
  toml::table root;
  try {
    root = toml::parse(text, fileName);
  } catch (const toml::parse_error& error) {
    const auto& source = error.source();
    diagnostics.add(SourceLocation{fileName, static_cast<int>(source.begin.line), static_cast<int>(source.begin.column)},
                    "", "damaged save (TOML syntax error: " + std::string(error.description()) + ")");
    diagnostics.throwIfAny();
  }
  TomlReader top(root, fileName, "", diagnostics);
  auto header = top.table("save", true);
  if (!header) diagnostics.throwIfAny();
  auto reader = top.child(*header, "save");
  auto format = reader.integer("format", true);
  if (format && *format > saveFormatVersion) {
    reader.error("format", "this save has format " + std::to_string(*format) + ", newer than this app reads (" +
                               std::to_string(saveFormatVersion) + "); update Aide-de-camp to open it");
    diagnostics.throwIfAny();
  }
  if (format && *format > 1) {
    reader.error("format", "a save of format " + std::to_string(*format) +
                               " is a journal of JSON lines, not TOML: this one was changed outside Aide-de-camp");
  }
  if (format && *format < 1) reader.error("format", "format " + std::to_string(*format) + " does not exist");
  reader.text("app_version", true);
  auto gameId = reader.text("game", true);
  auto dataVersion = reader.text("data_version", true);
  auto cursor = reader.integer("cursor", true);
  reader.finish();
  diagnostics.throwIfAny();

  std::shared_ptr<const GameData> data = games(*gameId);
  if (!data) {
    reader.error("game", "no game named '" + *gameId + "' is installed");
    diagnostics.throwIfAny();
  }
  checkDataVersion(*data, *dataVersion, reader.whereOf("data_version"), diagnostics);
  diagnostics.throwIfAny();

  Setup setup;
  if (auto setupTable = top.table("setup", true)) {
    auto setupReader = top.child(*setupTable, "setup");
    setup.scenario = setupReader.text("scenario", true).value_or("");
    if (!setup.scenario.empty() && !data->findScenario(setup.scenario)) {
      setupReader.error("scenario", "no scenario named '" + setup.scenario + "' in " + data->id);
    }
    setup.seed = static_cast<std::uint64_t>(setupReader.integer("seed", true).value_or(1));
    for (auto& player : setupReader.tables("players")) {
      Player entry{player.text("name", true).value_or(""), player.text("side", true).value_or("")};
      if (!entry.side.empty() && !data->findSide(entry.side)) player.error("side", "no side named '" + entry.side + "'");
      player.finish();
      setup.players.push_back(std::move(entry));
    }
    setupReader.finish();
  }

  std::vector<LogEntry> log;
  std::vector<SourceLocation> where;
  for (auto& entryReader : top.tables("action")) {
    LogEntry entry;
    where.push_back(entryReader.where());
    if (auto node = entryReader.node("do", true)) {
      if (auto table = node->as_table()) {
        std::vector<detail::ActionProblem> problems;
        auto action = detail::readActionTable(*table, problems);
        for (const auto& problem : problems) {
          auto path = entryReader.pathOf(problem.key.empty() ? "do" : "do." + problem.key);
          entryReader.errorAt(*problem.node, path, problem.message);
        }
        if (problems.empty()) entry.action = std::move(action);
      } else {
        entryReader.error("do", "expected { type = ..., ... }");
      }
    }
    entry.turn = entryReader.integer("turn").value_or(0);
    entry.step = entryReader.text("step").value_or("");
    entry.rule = entryReader.text("rule").value_or("");
    entry.summary = entryReader.text("summary").value_or("");
    if (auto expect = entryReader.table("expect")) {
      for (const auto& [key, node] : *expect) {
        auto value = detail::valueOf(node);
        if (!value) entryReader.errorAt(node, entryReader.pathOf("expect." + std::string(key.str())), "expected a value");
        else entry.expect[std::string(key.str())] = *value;
      }
    }
    entryReader.finish();
    log.push_back(std::move(entry));
  }
  top.finish();
  if (cursor && (*cursor < 0 || static_cast<std::size_t>(*cursor) > log.size())) {
    // Reported at the cursor itself (save.cursor), not at the [save] header.
    reader.error("cursor", "cursor " + std::to_string(*cursor) + " is outside the log of " +
                               std::to_string(log.size()) + " actions");
  }
  diagnostics.throwIfAny();

  auto session = GameSession::replay(data, setup, std::move(log), static_cast<std::size_t>(*cursor));
  if (!session) {
    auto [index, error] = session.error();
    std::string message = "action " + std::to_string(index + 1) + " is refused on replay: " + error.message;
    message += olderDataNote(*data, *dataVersion);
    diagnostics.add(where[index], "action[" + std::to_string(index) + "]", message);
    diagnostics.throwIfAny();
  }
  return std::move(*session);
}


// "3 actions", "1 action", in the game's language.
std::string actionCount(const GameData& words, std::size_t count) {
  return sayn(words, static_cast<long long>(count), "{} action", "{} actions", count);
}

// The nearest checkpoint at or before the cursor that reads, as a state; none when none
// does (they are only a cache: the log is replayed instead). One that does not read is
// said, by its line.
std::map<std::size_t, GameState> nearestCheckpoint(const JournalContents& contents, std::string_view text,
                                                   std::vector<std::string>& notices) {
  std::map<std::size_t, GameState> states;
  for (auto found = contents.checkpoints.upper_bound(contents.cursor); found != contents.checkpoints.begin();) {
    --found;
    auto line = nlohmann::json::parse(found->second, nullptr, false);
    if (!line.is_discarded() && line.contains("checkpoint")) {
      if (auto state = stateFromJson(line["checkpoint"]["state"], *contents.data)) {
        state->players = playersOf(contents.setup);  // the setup is the authority on who plays
        states.emplace(found->first, std::move(*state));
        return states;
      }
    }
    const auto before = text.substr(0, static_cast<std::size_t>(found->second.data() - text.data()));
    const auto lineNumber = std::count(before.begin(), before.end(), '\n') + 1;
    notices.push_back(sayf(*contents.data,
                           "line {} of the save (a checkpoint, a copy of the state kept to open faster) is damaged; "
                           "the game was replayed from its actions instead",
                           lineNumber));
  }
  return states;
}

LoadedSave loadJournal(const std::string& text, const std::string& fileName, const GameProvider& games,
                       const ReadOptions& options) {
  auto contents = readJournal(text, fileName, games);
  Diagnostics diagnostics;
  if (contents.edit && !options.acceptEdits) {
    const auto& edit = *contents.edit;
    throw SaveChangedOutside({DataError{SourceLocation{fileName, edit.line, 0}, "",
                                        "this save was changed outside Aide-de-camp (line " +
                                            std::to_string(edit.line) + ": " + edit.what +
                                            "); it opens only if you say you changed it on purpose: it is then "
                                            "replayed as it now reads and written again"}},
                             edit.line);
  }
  const GameData& words = *contents.data;
  if (contents.damage && !options.openBeforeDamage) {
    const auto& damage = *contents.damage;
    throw SaveDamaged({DataError{SourceLocation{fileName, damage.line, 0}, "",
                                 sayf(words,
                                      "damaged save: line {} is not a record the app wrote; the game can be opened as "
                                      "it stands before that line ({}), the file as it is being kept beside it",
                                      damage.line, actionCount(words, damage.actions))}},
                      damage.line, damage.actions);
  }
  // Recorded summaries and checkpoints are trusted only from this very app and data;
  // otherwise every action is replayed under today's rules and checked again.
  const bool trusted = !contents.edit && contents.fingerprint == checkpointFingerprint(*contents.data);
  auto logSize = contents.log.size();
  auto cursor = contents.cursor;
  auto lines = contents.logLines;
  auto notices = std::move(contents.notices);
  auto result = trusted ? GameSession::restore(contents.data, contents.setup, std::move(contents.log), cursor,
                                               nearestCheckpoint(contents, text, notices))
                        : GameSession::replay(contents.data, contents.setup, std::move(contents.log), cursor);
  if (!result) {
    auto [index, error] = result.error();
    std::string message = "action " + std::to_string(index + 1) + " is refused on replay: " + error.message;
    message += olderDataNote(*contents.data, contents.dataVersion);
    diagnostics.add(SourceLocation{fileName, index < lines.size() ? lines[index] : 0, 0}, "", message);
    diagnostics.throwIfAny();
  }
  std::filesystem::path kept;
  if (contents.damage) {
    // Opened before its damaged line: the lines from it on go at the next write, so the
    // file as it is is kept first (unless the caller only looks).
    const auto& damage = *contents.damage;
    if (options.keepDamagedOriginal) {
      try {
        kept = keepDamagedCopy(fileName, text);
      } catch (const std::system_error& error) {
        throw DataErrors({DataError{SourceLocation{fileName, damage.line, 0}, "",
                                    sayf(words, "the damaged save was not opened: no copy of it could be kept beside it ({})",
                                         say(words, saveFailureReason(error.code().value()).c_str()))}});
      }
      notices.insert(notices.begin(), sayf(words,
                                           "line {} of the save is damaged: the game was opened as it stands before it "
                                           "({}); the file as it was is kept as {}",
                                           damage.line, actionCount(words, damage.actions), kept.filename().string()));
    } else {
      notices.insert(notices.begin(),
                     sayf(words, "line {} of the save is damaged: the game is shown as it stands before it ({})",
                          damage.line, actionCount(words, damage.actions)));
    }
  }
  result->setOpeningNotices(std::move(notices));
  // Lines stepped over or cut off go at the next write, which writes the file whole. So
  // does a last record without its newline, until appends put the newline back first.
  const bool rewrite = !trusted || contents.skippedLines || contents.damage || contents.missingFinalNewline;
  return LoadedSave{std::move(*result),       true,   rewrite,         contents.confirmedBytes,
                    contents.chain,           contents.records, logSize, cursor,
                    contents.missingFinalNewline, contents.damage, kept};
}

}  // namespace

JournalText journalOf(const GameSession& session) {
  JournalWriter writer;
  JournalText journal;
  journal.text = writer.header(session.data(), session.setup());
  const auto& log = session.log();
  for (std::size_t i = 0; i < log.size(); ++i) {
    journal.text += writer.action(log[i]);
    ++journal.records;
    if ((i + 1) % journalCheckpointInterval == 0) {
      if (const auto* state = session.snapshotAt(i + 1)) {
        journal.text += writer.checkpoint(i + 1, *state);
        ++journal.records;
      }
    }
  }
  if (session.cursor() != log.size()) {
    journal.text += writer.cursor(session.cursor());
    ++journal.records;
  }
  journal.chain = writer.chain();
  return journal;
}

std::string writeSave(const GameSession& session) { return journalOf(session).text; }

namespace {

// Whether some line of the text is the table header `[save]` of a format-1 save (not
// just those letters in a note that mentions it).
bool hasSaveTable(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size()) {
    auto end = text.find('\n', at);
    auto line = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
    auto first = line.find_first_not_of(" \t");
    auto last = line.find_last_not_of(" \t\r");
    if (first != std::string_view::npos && line.substr(first, last - first + 1) == "[save]") return true;
    if (end == std::string_view::npos) break;
    at = end + 1;
  }
  return false;
}

// Whether the first line of a journal is a header: a JSON object that names its format.
bool hasJournalHeader(std::string_view text) {
  auto first = text.find_first_not_of(" \t\r\n");
  auto end = text.find('\n', first);
  auto line = text.substr(first, end == std::string_view::npos ? std::string_view::npos : end - first);
  return line.find("\"format\":") != std::string_view::npos;
}

}  // namespace

LoadedSave loadSave(const std::string& text, const std::string& fileName, const GameProvider& games,
                    const ReadOptions& options) {
  // A text editor that saved the file may have put a byte-order mark before its first
  // line: the save was changed outside the app, said as such; with consent it is read
  // without the mark and written again whole.
  constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";
  if (std::string_view(text).starts_with(byteOrderMark)) {
    if (!options.acceptEdits) {
      throw SaveChangedOutside({DataError{SourceLocation{fileName, 1, 0}, "",
                                          "this save was changed outside Aide-de-camp (line 1: it begins with a "
                                          "byte-order mark, U+FEFF, which a text editor adds); it opens only if you "
                                          "say you changed it on purpose: it is then replayed as it now reads and "
                                          "written again"}},
                               1);
    }
    auto loaded = loadSave(text.substr(byteOrderMark.size()), fileName, games, options);
    loaded.rewrite = true;
    return loaded;
  }
  if (looksLikeJournal(text)) {
    if (!hasJournalHeader(text)) throw NotASave(fileName, "its first line is not a save's header");
    return loadJournal(text, fileName, games, options);
  }
  // A format-1 save is TOML with a [save] table; anything else is not a save at all,
  // and saying so beats a TOML syntax error about its first line.
  if (!hasSaveTable(text)) throw NotASave(fileName, "a save is written by Aide-de-camp or by `adc new`");
  auto session = parseTomlSave(text, fileName, games);
  auto logSize = session.log().size();
  auto cursor = session.cursor();
  return LoadedSave{std::move(session), false, true, 0, 0, 0, logSize, cursor, false, std::nullopt, {}};
}

GameSession parseSave(const std::string& text, const std::string& fileName, const GameProvider& games,
                      const ReadOptions& options) {
  return std::move(loadSave(text, fileName, games, options).session);
}

namespace {

[[noreturn]] void refuseFile(const std::filesystem::path& file, const std::string& why) {
  throw DataErrors({DataError{SourceLocation{file.string(), 0, 0}, "", why}});
}

}  // namespace

void checkSaveFile(const std::filesystem::path& file) {
  struct stat status {};
  if (::stat(file.c_str(), &status) != 0) {
    const int error = errno;
    struct stat link {};
    if (error == ENOENT && ::lstat(file.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
      refuseFile(file, "it is a link to " + resolvedTarget(file).string() + ", which does not exist");
    }
    if (error == ENAMETOOLONG) refuseFile(file, "the file's name is too long for this system");
    refuseFile(file, error == ENOENT ? "there is no such file" : std::string("cannot open the save: ") + std::strerror(error));
  }
  if (S_ISDIR(status.st_mode)) throw NotASave(file.string(), "it is a folder");
  if (!S_ISREG(status.st_mode)) throw NotASave(file.string(), "it is not a file");
}

std::string readSaveText(const std::filesystem::path& file) {
  checkSaveFile(file);
  // One read of the whole file: a campaign's journal is tens of megabytes, which a
  // character-by-character read took longer to bring in than to parse.
  int descriptor = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) refuseFile(file, std::string("cannot open the save: ") + std::strerror(errno));
  std::string text;
  struct stat status {};
  if (::fstat(descriptor, &status) == 0 && status.st_size > 0) text.reserve(static_cast<std::size_t>(status.st_size));
  char buffer[1 << 16];
  while (true) {
    auto count = ::read(descriptor, buffer, sizeof buffer);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) {
      int error = errno;
      ::close(descriptor);
      refuseFile(file, std::string("cannot read the save: ") + std::strerror(error));
    }
    if (count == 0) break;
    text.append(buffer, static_cast<std::size_t>(count));
  }
  ::close(descriptor);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    throw NotASave(file.string(), "the file is empty, it holds no game");
  }
  return text;
}

GameSession readSave(const std::filesystem::path& file, const GameProvider& games, const ReadOptions& options) {
  return parseSave(readSaveText(file), file.string(), games, options);
}

void checkDataVersion(const GameData& data, const std::string& saveDataVersion, const SourceLocation& where,
                      Diagnostics& diagnostics) {
  if (saveDataVersion == data.dataVersion) return;
  auto number = [](const std::string& text) -> std::optional<long long> {
    if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::stoll(text);
  };
  auto saved = number(saveDataVersion);
  auto ours = number(data.dataVersion);
  if (saved && ours && *saved < *ours) return;  // older: replayed under today's rules
  diagnostics.add(where, "save.data_version",
                  "this save was made with " + data.name + " data version " + saveDataVersion +
                      (saved && ours ? ", newer than this app's (" : ", which this app does not know (it has ") +
                      data.dataVersion + "); update Aide-de-camp to open it");
}

std::filesystem::path resolvedTarget(const std::filesystem::path& file) {
  // weakly_canonical leaves a dangling link's own name as it is (it cannot resolve a
  // name that leads nowhere), and a save written there would replace the link: the
  // links are followed by hand first, to the name where the file is, or will be.
  std::filesystem::path current = file;
  std::error_code error;
  for (int hops = 0; hops < 40 && std::filesystem::is_symlink(current, error); ++hops) {
    auto next = std::filesystem::read_symlink(current, error);
    if (error) break;
    current = next.is_absolute() ? next : current.parent_path() / next;
  }
  auto target = std::filesystem::weakly_canonical(current, error);
  return error ? current : target;
}

namespace {

std::filesystem::path temporaryOf(const std::filesystem::path& file) {
  auto temporary = file;
  temporary += ".tmp" + std::to_string(::getpid());
  return temporary;
}

}  // namespace

namespace {

// The file's text written into it in place, for a save with several names (hard links):
// a rename would give this name a new file and leave the other names on the old one,
// two games where the players made one.
void writeInPlace(const std::filesystem::path& target, const std::string& text) {
  int descriptor = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
  auto fail = [&](int error) {
    if (descriptor >= 0) ::close(descriptor);
    throw std::system_error(error, std::generic_category(), "cannot write " + target.string());
  };
  if (descriptor < 0) fail(errno);
  std::size_t written = 0;
  while (written < text.size()) {
    auto count = ::pwrite(descriptor, text.data() + written, text.size() - written, static_cast<off_t>(written));
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) fail(errno);
    written += static_cast<std::size_t>(count);
  }
  if (::ftruncate(descriptor, static_cast<off_t>(text.size())) != 0) fail(errno);
  if (::fsync(descriptor) != 0) fail(errno);
  if (::close(descriptor) != 0) {
    descriptor = -1;
    fail(errno);
  }
}

// Writes `text` to a temporary file beside `target` and renames it over the target.
// With a lock, the new file is locked before the rename and the lock moves to it.
void replaceWhole(const std::filesystem::path& target, const std::string& text, SaveLock* lock) {
  auto folder = target.parent_path();
  // A name of this process's own, so two programs saving the same file never write into
  // one temporary; the last rename wins whole.
  const auto temporary = temporaryOf(target);
  auto fail = [&](int error, int descriptor) {
    if (descriptor >= 0) ::close(descriptor);
    // The partial file would keep a full disk full: it goes.
    ::unlink(temporary.c_str());
    throw std::system_error(error, std::generic_category(), "cannot write " + target.string());
  };
  int descriptor = ::open(temporary.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (descriptor < 0) fail(errno, -1);
  std::size_t written = 0;
  while (written < text.size()) {
    auto count = ::write(descriptor, text.data() + written, text.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) fail(errno, descriptor);
    written += static_cast<std::size_t>(count);
  }
  // Some file systems report a full disk only here.
  if (::fsync(descriptor) != 0) fail(errno, descriptor);
  // Nobody else can know this file yet, so its lock is free; taken before the rename,
  // so that no writer finds the new save unlocked.
  if (lock && ::flock(descriptor, LOCK_EX | LOCK_NB) != 0) fail(errno, descriptor);
  if (::rename(temporary.c_str(), target.c_str()) != 0) fail(errno, descriptor);
  if (lock) {
    lock->adoptReplacement(descriptor);
  } else if (::close(descriptor) != 0) {
    throw std::system_error(errno, std::generic_category(), "cannot write " + target.string());
  }
  // The rename itself is durable only once the folder is synced.
  int folderDescriptor = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folderDescriptor >= 0) {
    ::fsync(folderDescriptor);
    ::close(folderDescriptor);
  }
}

}  // namespace

void writeSaveWhole(const std::filesystem::path& file, const std::string& text, SaveLock& lock) {
  const auto target = resolvedTarget(file);
  if (lock.names() > 1) {
    writeInPlace(target, text);
    return;
  }
  replaceWhole(target, text, &lock);
}

void writeFileAtomically(const std::filesystem::path& file, const std::string& text) {
  const auto target = resolvedTarget(file);
  auto folder = target.parent_path();
  if (!folder.empty()) std::filesystem::create_directories(folder);
  replaceWhole(target, text, nullptr);
}

std::vector<std::filesystem::path> makeFoldersFor(const std::filesystem::path& file) {
  std::vector<std::filesystem::path> missing;
  std::error_code error;
  for (auto folder = resolvedTarget(file).parent_path(); !folder.empty() && !std::filesystem::exists(folder, error);
       folder = folder.parent_path()) {
    missing.push_back(folder);
    if (folder == folder.parent_path()) break;
  }
  std::reverse(missing.begin(), missing.end());
  std::vector<std::filesystem::path> made;
  for (const auto& folder : missing) {
    if (!std::filesystem::create_directory(folder, error) || error) {
      removeFoldersMade(made);
      throw std::system_error(error ? error.value() : EEXIST, std::generic_category(), "cannot make " + folder.string());
    }
    made.push_back(folder);
  }
  return made;
}

void removeFoldersMade(const std::vector<std::filesystem::path>& folders) {
  std::error_code error;
  // Innermost first; a folder that has something in it by now stays.
  for (auto folder = folders.rbegin(); folder != folders.rend(); ++folder) std::filesystem::remove(*folder, error);
}

void removeStaleTemporaries(const std::filesystem::path& file) {
  const auto target = resolvedTarget(file);
  const auto prefix = target.filename().string() + ".tmp";
  std::error_code error;
  auto folder = target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
  for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    auto name = it->path().filename().string();
    if (!name.starts_with(prefix)) continue;
    auto digits = name.substr(prefix.size());
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    auto pid = static_cast<pid_t>(std::stol(digits));
    // Another running program's temporary is its own business; a dead one's is litter.
    if (pid != ::getpid() && ::kill(pid, 0) == 0) continue;
    if (pid != ::getpid() && errno == EPERM) continue;
    std::filesystem::remove(it->path(), error);
  }
}

}  // namespace adc
