#include "adc/journal_format.hpp"

#include "adc/action_codec.hpp"
#include "adc/data_file.hpp"
#include "adc/diagnostics.hpp"
#include "adc/game_texts.hpp"
#include "adc/save_file.hpp"
#include "adc/state_codec.hpp"

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <charconv>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <utility>

namespace adc {

namespace {

constexpr std::uint64_t fnvOffset = 0xcbf29ce484222325ULL;
constexpr std::uint64_t fnvPrime = 0x100000001b3ULL;

// FNV-1a, byte by byte: for the data files' digest, read once per process.
std::uint64_t fnv(std::uint64_t hash, std::string_view bytes) {
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= fnvPrime;
  }
  return hash;
}

// Eight bytes at a time, read as little-endian whatever the machine, so that a save
// has the same digests everywhere. A journal of a campaign is tens of megabytes: a
// byte-wise hash was a fifth of the time it took to open.
// Written out so that the compiler makes it one load on a little-endian machine.
std::uint64_t littleEndianWord(const unsigned char* p) {
  return std::uint64_t(p[0]) | std::uint64_t(p[1]) << 8 | std::uint64_t(p[2]) << 16 | std::uint64_t(p[3]) << 24 |
         std::uint64_t(p[4]) << 32 | std::uint64_t(p[5]) << 40 | std::uint64_t(p[6]) << 48 | std::uint64_t(p[7]) << 56;
}

std::uint64_t littleEndianWord(const unsigned char* bytes, std::size_t count) {
  std::uint64_t word = 0;
  for (std::size_t i = 0; i < count; ++i) word |= std::uint64_t(bytes[i]) << (8 * i);
  return word;
}

std::uint64_t mixWords(std::uint64_t hash, std::string_view text) {
  constexpr std::uint64_t multiplier = 0x9e3779b97f4a7c15ULL;
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t size = text.size();
  std::size_t at = 0;
  for (; at + 8 <= size; at += 8) {
    hash = (hash ^ littleEndianWord(bytes + at)) * multiplier;
    hash ^= hash >> 29;
  }
  // The tail, with the length, so that texts differing only in trailing zeros differ.
  hash = (hash ^ littleEndianWord(bytes + at, size - at) ^ (std::uint64_t(size) << 56)) * multiplier;
  hash ^= hash >> 32;
  return hash;
}

std::string hex(std::uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
  return text;
}

// Every line ends with this field, so the body it digests is the line without it.
constexpr std::string_view chainField = ",\"chain\":\"";
constexpr std::size_t chainSuffixSize = chainField.size() + 16 + 2;  // field, 16 hex digits, "}

// The game's data files, read once per process and game: the part of a checkpoint's
// fingerprint that changes whenever the data does.
std::string dataDigest(const GameData& data) {
  static std::mutex mutex;
  static std::map<std::string, std::string> known;
  std::lock_guard lock(mutex);
  // The language too: a summary recorded in French is not used as it is in English.
  auto key = data.folder.string() + '\n' + data.id + '\n' + data.texts.language;
  if (auto found = known.find(key); found != known.end()) return found->second;
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (std::filesystem::recursive_directory_iterator it(data.folder, error), end; !error && it != end;
       it.increment(error)) {
    if (it->is_regular_file(error)) files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  std::uint64_t hash = fnv(fnv(fnvOffset, data.id), data.texts.language);
  for (const auto& file : files) {
    // Read as the loader reads data (adc/data_file.hpp): a file too large to be data
    // counts by what is wrong with it, never read whole into memory.
    auto content = readDataFile(file);
    hash = fnv(hash, std::filesystem::relative(file, data.folder, error).generic_string());
    hash = fnv(hash, content ? *content : content.error());
  }
  return known[key] = hex(hash);
}

}  // namespace

std::uint64_t chainDigest(std::uint64_t previous, std::string_view body) {
  return mixWords(previous ^ fnvOffset, body);
}

std::string checkpointFingerprint(const GameData& data) {
  return std::string(appVersion()) + "/" + data.dataVersion + "/" + dataDigest(data);
}

std::string JournalWriter::seal(const nlohmann::json& body) {
  auto text = body.dump();
  text.pop_back();  // the closing brace, given back after the digest
  m_chain = chainDigest(m_chain, text);
  text += chainField;
  text += hex(m_chain);
  text += "\"}\n";
  return text;
}

std::string JournalWriter::header(const GameData& data, const Setup& setup) {
  auto players = nlohmann::json::array();
  for (const auto& player : setup.players) players.push_back({{"name", player.name}, {"side", player.side}});
  nlohmann::json body{{"save", "Aide-de-camp: the log is the game; the state is replayed from it"},
                      {"format", journalFormatVersion},
                      {"app_version", appVersion()},
                      {"game", data.id},
                      {"data_version", data.dataVersion},
                      {"fingerprint", checkpointFingerprint(data)},
                      {"setup",
                       {{"scenario", setup.scenario},
                        {"seed", static_cast<std::int64_t>(setup.seed)},
                        {"players", std::move(players)}}}};
  m_chain = 0;
  return seal(body);
}

std::string JournalWriter::action(const LogEntry& entry) {
  nlohmann::json body{{"do", actionToJson(entry.action)}, {"turn", entry.turn}, {"step", entry.step},
                      {"summary", entry.summary}};
  if (!entry.rule.empty()) body["rule"] = entry.rule;
  if (!entry.expect.empty()) {
    auto expect = nlohmann::json::object();
    for (const auto& [key, value] : entry.expect) expect[key] = valueToJson(value);
    body["expect"] = std::move(expect);
  }
  return seal(body);
}

std::string JournalWriter::cursor(std::size_t cursor) { return seal(nlohmann::json{{"cursor", cursor}}); }

std::string JournalWriter::checkpoint(std::size_t count, const GameState& state) {
  return seal(nlohmann::json{{"checkpoint", {{"after", count}, {"state", stateToJson(state)}}}});
}

bool looksLikeJournal(std::string_view text) {
  auto first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

namespace {

// Reads one journal's text line by line, collecting what cannot be read. A journal of
// a whole campaign has 100,000 lines: they are parsed with simdjson, an order of
// magnitude faster than nlohmann's DOM, so that opening stays well under a second.
class JournalReader {
 public:
  JournalReader(std::string_view text, const std::string& fileName, const GameProvider& games)
      : m_text(text), m_file(fileName), m_games(games) {}

  JournalContents read() {
    std::size_t start = 0;
    int line = 0;
    while (start < m_text.size()) {
      auto end = m_text.find('\n', start);
      ++line;
      if (end == std::string_view::npos) {
        readLastLine(line, m_text.substr(start));
        break;
      }
      auto text = m_text.substr(start, end - start);
      start = end + 1;
      if (line == 1) {
        readHeaderLine(text);
      } else if (!readRecordLine(line, text) && !stepOver(line, start, text)) {
        break;
      }
      m_contents.confirmedBytes = start;
    }
    if (!m_headerRead) fail(1, "", "this file holds no game: the journal's first line (its header) is missing");
    m_contents.cursor = m_cursor;
    return std::move(m_contents);
  }

 private:
  using Element = simdjson::dom::element;
  using Object = simdjson::dom::object;

  // A record line that does not read: thrown by fail() past the header, caught by
  // readRecordLine, which then takes nothing of the line.
  struct UnreadableRecord {};

  [[noreturn]] void fail(int line, const std::string& key, const std::string& message) {
    if (line > 1) throw UnreadableRecord{};
    throw DataErrors({DataError{SourceLocation{m_file, line, 0}, key, message}});
  }

  static std::string_view withoutReturn(std::string_view text) {
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    return text;
  }

  void readHeaderLine(std::string_view text) {
    text = withoutReturn(text);
    Object json;
    if (m_parser.parse(text.data(), text.size(), true).get_object().get(json)) {
      fail(1, "", "this is not an Aide-de-camp save (its first line is not a save's header)");
    }
    checkDigest(1, text, json);
    readHeader(json);
    m_headerRead = true;
  }

  // Reads one record line; false when it does not read, and then nothing of it is taken
  // (the chain stays at the line before it).
  bool readRecordLine(int line, std::string_view text) {
    text = withoutReturn(text);
    Object json;
    if (m_parser.parse(text.data(), text.size(), true).get_object().get(json)) return false;
    const auto chain = m_contents.chain;
    const auto edit = m_contents.edit;
    const bool chainUnknown = m_chainUnknown;
    checkDigest(line, text, json);
    try {
      Element found;
      if (!json["do"].get(found)) readAction(line, json, found);
      else if (!json["cursor"].get(found)) readCursor(line, found);
      else if (!json["checkpoint"].get(found)) readCheckpoint(line, found, text);
      else fail(line, "", "a record is an action (do), a cursor or a checkpoint");
    } catch (const UnreadableRecord&) {
      m_contents.chain = chain;
      m_contents.edit = edit;
      m_chainUnknown = chainUnknown;
      return false;
    }
    ++m_contents.records;
    return true;
  }

  // The last line, without its newline. Whole (its digest checks, it reads), only its
  // newline was lost: the record is kept, for it may be the last confirmed action. Cut
  // midway by a kill, it was never confirmed: it is dropped, and the next write replaces
  // it.
  void readLastLine(int line, std::string_view text) {
    const bool whole = !m_chainUnknown && verifies(line == 1 ? 0 : m_contents.chain, withoutReturn(text));
    if (whole && line == 1) {
      readHeaderLine(text);
    } else if (!whole || !readRecordLine(line, text)) {
      m_contents.tornLastLine = true;
      return;
    }
    m_contents.confirmedBytes = m_text.size();
    m_contents.missingFinalNewline = true;
  }

  // The digest a line states, when its end is as the app writes it: ,"chain":"<16 hex>"}
  static std::optional<std::uint64_t> statedDigest(std::string_view text) {
    if (text.size() <= chainSuffixSize || text.substr(text.size() - chainSuffixSize, chainField.size()) != chainField ||
        text.substr(text.size() - 2) != "\"}") {
      return std::nullopt;
    }
    auto digits = text.substr(text.size() - 18, 16);
    std::uint64_t stated = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stated, 16);
    if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return stated;
  }

  // Whether a line's text is what the app wrote after a line whose digest is `previous`.
  static bool verifies(std::uint64_t previous, std::string_view text) {
    auto stated = statedDigest(text);
    return stated && chainDigest(previous, text.substr(0, text.size() - chainSuffixSize)) == *stated;
  }

  // A record line that does not read: stepped over, with a notice, when nothing of the
  // game is lost by it; otherwise the reading stops there (`damage`) and this returns
  // false. `next` is where the following line starts: moved past the lines stepped over,
  // as `line` is.
  bool stepOver(int& line, std::size_t& next, std::string_view text) {
    const auto& data = *m_contents.data;
    // Lines added to the file: the first line after them that bears a digest continues
    // the chain from the line before them, so nothing the app wrote is missing.
    const int first = line;
    for (std::size_t at = next; at < m_text.size() && !m_chainUnknown;) {
      auto end = m_text.find('\n', at);
      auto following =
          withoutReturn(m_text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
      if (statedDigest(following)) {
        if (!verifies(m_contents.chain, following)) break;
        m_contents.notices.push_back(
            line == first ? sayf(data, "line {} of the save was not written by the app (it was added to the file): it "
                                       "was skipped, and the save will be written again without it",
                                 first)
                          : sayf(data, "lines {} to {} of the save were not written by the app (they were added to the "
                                       "file): they were skipped, and the save will be written again without them",
                                 first, line));
        m_contents.skippedLines = true;
        next = at;
        return true;
      }
      if (end == std::string_view::npos) break;
      at = end + 1;
      ++line;
    }
    line = first;
    // A checkpoint is only a copy of the state kept to open faster: the actions are all
    // there, and the game is replayed from them (or from the checkpoint before).
    if (text.starts_with("{\"checkpoint\":")) {
      m_contents.notices.push_back(sayf(data,
                                        "line {} of the save (a checkpoint, a copy of the state kept to open faster) is "
                                        "damaged; the game was replayed from its actions instead",
                                        line));
      m_contents.skippedLines = true;
      // The chain goes on from the digest the line states, when its end is intact;
      // otherwise the next line's stated digest is taken as it is, unchecked.
      if (auto stated = statedDigest(withoutReturn(text))) m_contents.chain = *stated;
      else m_chainUnknown = true;
      return true;
    }
    m_contents.damage = JournalDamage{line, m_cursor};
    return false;
  }

  void checkDigest(int line, std::string_view text, Object json) {
    std::string_view digits;
    std::uint64_t stated = 0;
    bool wellFormed = !json["chain"].get(digits) && digits.size() == 16 && text.size() > chainSuffixSize &&
                      text.substr(text.size() - chainSuffixSize, chainField.size()) == chainField;
    if (wellFormed) {
      auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stated, 16);
      wellFormed = error == std::errc() && end == digits.data() + digits.size();
    }
    auto expected = chainDigest(line == 1 ? 0 : m_contents.chain,
                                text.substr(0, wellFormed ? text.size() - chainSuffixSize : text.size()));
    // After a damaged checkpoint whose digest could not be read, this line's is taken.
    const bool unknown = std::exchange(m_chainUnknown, false);
    if ((!wellFormed || (expected != stated && !unknown)) && !m_contents.edit) {
      m_contents.edit = JournalEdit{line, wellFormed ? "its digest does not match its text"
                                                     : "it has no digest, so it was not written by the app"};
    }
    // The chain goes on from what the line says, so only the first edited line is named.
    m_contents.chain = wellFormed ? stated : expected;
  }

  std::string text(int line, Object json, const char* key, const std::string& path) {
    std::string_view value;
    if (json[key].get(value)) fail(line, path + key, "expected a text");
    return std::string(value);
  }

  std::int64_t integer(int line, Object json, const char* key, const std::string& path) {
    std::int64_t value = 0;
    if (json[key].get(value)) fail(line, path + key, "expected a whole number");
    return value;
  }

  // A value as the action codec writes it: a whole number, a flag, a word, dice.
  static std::optional<Value> valueOf(Element element) {
    switch (element.type()) {
      case simdjson::dom::element_type::INT64: return Value{std::int64_t(element.get_int64())};
      case simdjson::dom::element_type::BOOL: return Value{bool(element.get_bool())};
      case simdjson::dom::element_type::STRING: return Value{std::string(std::string_view(element.get_string()))};
      case simdjson::dom::element_type::ARRAY: {
        DiceFaces faces;
        for (Element face : element.get_array()) {
          std::int64_t number = 0;
          if (face.get(number)) return std::nullopt;
          faces.push_back(number);
        }
        return Value{std::move(faces)};
      }
      default: return std::nullopt;  // a number too large, a fraction, an object, null
    }
  }

  void readHeader(Object json) {
    std::int64_t format = 0;
    if (json["format"].get(format)) fail(1, "format", "this is not an Aide-de-camp save (its header has no format)");
    if (format > journalFormatVersion) {
      fail(1, "format", "this save has format " + std::to_string(format) + ", newer than this app reads (" +
                            std::to_string(journalFormatVersion) + "); update Aide-de-camp to open it");
    }
    if (format != journalFormatVersion) fail(1, "format", "format " + std::to_string(format) + " is not a journal format");
    m_contents.appVersion = text(1, json, "app_version", "");
    auto gameId = text(1, json, "game", "");
    m_contents.dataVersion = text(1, json, "data_version", "");
    m_contents.fingerprint = text(1, json, "fingerprint", "");
    m_contents.data = m_games(gameId);
    if (!m_contents.data) fail(1, "game", "no game named '" + gameId + "' is installed");
    Diagnostics diagnostics;
    checkDataVersion(*m_contents.data, m_contents.dataVersion, SourceLocation{m_file, 1, 0}, diagnostics);
    diagnostics.throwIfAny();
    Object setup;
    if (json["setup"].get(setup)) fail(1, "setup", "expected the game's setup");
    auto& result = m_contents.setup;
    result.scenario = text(1, setup, "scenario", "setup.");
    if (!result.scenario.empty() && !m_contents.data->findScenario(result.scenario)) {
      fail(1, "setup.scenario", "no scenario named '" + result.scenario + "' in " + m_contents.data->name);
    }
    result.seed = static_cast<std::uint64_t>(integer(1, setup, "seed", "setup."));
    simdjson::dom::array players;
    if (setup["players"].get(players)) fail(1, "setup.players", "expected a list of players");
    for (Element item : players) {
      Object player;
      if (item.get(player)) fail(1, "setup.players", "a player is { name, side }");
      Player entry{text(1, player, "name", "setup.players."), text(1, player, "side", "setup.players.")};
      if (!entry.side.empty() && !m_contents.data->findSide(entry.side)) {
        fail(1, "setup.players", "no side named '" + entry.side + "'");
      }
      result.players.push_back(std::move(entry));
    }
  }

  void readAction(int line, Object json, Element done) {
    Object object;
    if (done.get(object)) fail(line, "do", "an action is an object { type, side, args, reason, at }");
    LogEntry entry;
    auto& action = entry.action;
    for (auto field : object) {
      if (field.key == "type" && field.value.is_string()) action.type = std::string(std::string_view(field.value));
      else if (field.key == "side" && field.value.is_string()) action.side = std::string(std::string_view(field.value));
      else if (field.key == "reason" && field.value.is_string()) action.reason = std::string(std::string_view(field.value));
      else if (field.key == "at" && field.value.is_int64()) action.at = field.value.get_int64();
      else if (field.key == "args" && field.value.is_object()) {
        for (auto argument : field.value.get_object()) {
          auto value = valueOf(argument.value);
          if (!value) fail(line, "do.args." + std::string(argument.key), "expected a number, true/false, a text or dice");
          action.args.emplace(std::string(argument.key), std::move(*value));
        }
      } else {
        fail(line, "do." + std::string(field.key), "not an action key, or the wrong type; expected type, side, args, reason, at");
      }
    }
    if (action.type.empty()) fail(line, "do", "an action needs a type");
    entry.turn = integer(line, json, "turn", "");
    entry.step = text(line, json, "step", "");
    entry.summary = text(line, json, "summary", "");
    Element rule;
    if (!json["rule"].get(rule)) entry.rule = text(line, json, "rule", "");
    Object expect;
    if (!json["expect"].get(expect)) {
      for (auto field : expect) {
        auto value = valueOf(field.value);
        if (!value) fail(line, "expect." + std::string(field.key), "expected a value");
        entry.expect[std::string(field.key)] = std::move(*value);
      }
    }
    // An action is played at the cursor: the undone entries after it go, and so do the
    // checkpoints that followed them.
    truncateAt(m_cursor);
    m_contents.log.push_back(std::move(entry));
    m_contents.logLines.push_back(line);
    m_cursor = m_contents.log.size();
  }

  void truncateAt(std::size_t count) {
    if (count < m_contents.log.size()) {
      m_contents.log.resize(count);
      m_contents.logLines.resize(count);
    }
    auto& checkpoints = m_contents.checkpoints;
    checkpoints.erase(checkpoints.upper_bound(count), checkpoints.end());
  }

  void readCursor(int line, Element cursor) {
    std::uint64_t value = 0;
    if (cursor.get(value) || value > m_contents.log.size()) {
      fail(line, "cursor", "the cursor must stand within the log of " + std::to_string(m_contents.log.size()) +
                               " actions");
    }
    m_cursor = static_cast<std::size_t>(value);
  }

  void readCheckpoint(int line, Element checkpoint, std::string_view text) {
    std::uint64_t after = 0;
    Element state;
    if (checkpoint["after"].get(after) || checkpoint["state"].get(state) || !state.is_object()) {
      fail(line, "checkpoint", "a checkpoint is { after, state }");
    }
    if (after > m_contents.log.size()) {
      fail(line, "checkpoint.after", "a checkpoint after " + std::to_string(after) + " actions, in a log of " +
                                         std::to_string(m_contents.log.size()));
    }
    // Kept as text: only the one nearest the cursor is ever read into a state.
    m_contents.checkpoints[static_cast<std::size_t>(after)] = text;
  }

  std::string_view m_text;
  std::string m_file;
  const GameProvider& m_games;
  simdjson::dom::parser m_parser;
  JournalContents m_contents;
  std::size_t m_cursor = 0;
  bool m_headerRead = false;
  // A damaged checkpoint's digest could not be read: the next line's is taken unchecked.
  bool m_chainUnknown = false;
};

}  // namespace

JournalContents readJournal(std::string_view text, const std::string& fileName, const GameProvider& games) {
  return JournalReader(text, fileName, games).read();
}

}  // namespace adc
