#include "adc/save_file.hpp"

#include "adc/action_codec.hpp"
#include "action_table.hpp"
#include "toml_reader.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

#ifndef ADC_VERSION
#define ADC_VERSION "0.0.0"
#endif

namespace adc {

using detail::TomlReader;

const char* appVersion() { return ADC_VERSION; }

std::string writeSave(const GameSession& session) {
  const auto& data = session.data();
  const auto& setup = session.setup();
  std::string text = "# Aide-de-camp save: " + data.name + ". The log is the game; the state is replayed from it.\n";
  text += "[save]\n";
  text += "format = " + std::to_string(saveFormatVersion) + "\n";
  text += "app_version = " + tomlQuote(appVersion()) + "\n";
  text += "game = " + tomlQuote(data.id) + "\n";
  text += "data_version = " + tomlQuote(data.dataVersion) + "\n";
  text += "cursor = " + std::to_string(session.cursor()) + "\n\n";
  text += "[setup]\n";
  text += "scenario = " + tomlQuote(setup.scenario) + "\n";
  text += "seed = " + std::to_string(static_cast<std::int64_t>(setup.seed)) + "\n";
  text += "players = [";
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    text += std::string(i ? ", " : "") + "{ name = " + tomlQuote(setup.players[i].name) +
            ", side = " + tomlQuote(setup.players[i].side) + " }";
  }
  text += "]\n";
  for (const auto& entry : session.log()) {
    text += "\n[[action]]\n";
    text += "do = " + actionToToml(entry.action) + "\n";
    text += "turn = " + std::to_string(entry.turn) + "\n";
    text += "step = " + tomlQuote(entry.step) + "\n";
    if (!entry.rule.empty()) text += "rule = " + tomlQuote(entry.rule) + "\n";
    text += "summary = " + tomlQuote(entry.summary) + "\n";
    if (!entry.expect.empty()) {
      text += "expect = { ";
      bool first = true;
      for (const auto& [key, value] : entry.expect) {
        text += (first ? "" : ", ") + tomlKey(key) + " = " + tomlValue(value);
        first = false;
      }
      text += " }\n";
    }
  }
  return text;
}

GameSession parseSave(const std::string& text, const std::string& fileName, const GameProvider& games) {
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
    if (*dataVersion != data->dataVersion) {
      message += " (the save was made with data version " + *dataVersion + "; this app has " + data->dataVersion + ")";
    }
    diagnostics.add(where[index], "action[" + std::to_string(index) + "]", message);
    diagnostics.throwIfAny();
  }
  return std::move(*session);
}

GameSession readSave(const std::filesystem::path& file, const GameProvider& games) {
  std::ifstream stream(file, std::ios::binary);
  if (!stream) throw DataErrors({DataError{SourceLocation{file.string(), 0, 0}, "", "cannot open the save"}});
  std::ostringstream content;
  content << stream.rdbuf();
  return parseSave(content.str(), file.string(), games);
}

void writeFileAtomically(const std::filesystem::path& file, const std::string& text) {
  auto folder = file.parent_path();
  if (!folder.empty()) std::filesystem::create_directories(folder);
  // A name of this process's own, so two programs saving the same file never write into
  // one temporary; the last rename wins whole.
  auto temporary = file;
  temporary += ".tmp" + std::to_string(::getpid());
  int descriptor = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (descriptor < 0) throw std::system_error(errno, std::generic_category(), "cannot write " + temporary.string());
  std::size_t written = 0;
  while (written < text.size()) {
    auto count = ::write(descriptor, text.data() + written, text.size() - written);
    if (count < 0) {
      int error = errno;
      ::close(descriptor);
      throw std::system_error(error, std::generic_category(), "cannot write " + temporary.string());
    }
    written += static_cast<std::size_t>(count);
  }
  ::fsync(descriptor);
  ::close(descriptor);
  std::filesystem::rename(temporary, file);
  // The rename itself is durable only once the folder is synced.
  int folderDescriptor = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (folderDescriptor >= 0) {
    ::fsync(folderDescriptor);
    ::close(folderDescriptor);
  }
}

}  // namespace adc
