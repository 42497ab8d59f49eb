#include "cli_support.hpp"

#include "adc/clock.hpp"
#include "adc/save_registry.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/save_file.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string_view>

namespace adc::cli {

std::shared_ptr<const GameData> Library::game(const std::string& id) {
  if (auto found = m_loaded.find(id); found != m_loaded.end()) return found->second;
  auto available = ids();
  if (std::find(available.begin(), available.end(), id) == available.end()) {
    std::string list;
    for (const auto& name : available) list += (list.empty() ? "" : ", ") + name;
    throw CommandError(Refused, "no game named " + quoteInput(id) + " in " + m_folder.string() +
                                    (list.empty() ? " (it holds none)" : "; games: " + list));
  }
  try {
    auto data = std::make_shared<const GameData>(loadGame(m_folder / "games" / id, m_language));
    m_loaded[id] = data;
    return data;
  } catch (const DataErrors& errors) {
    throw CommandError(BadData, errors.what());
  }
}

GameProvider Library::provider() {
  return [this](const std::string& id) -> std::shared_ptr<const GameData> {
    auto available = ids();
    if (std::find(available.begin(), available.end(), id) == available.end()) return nullptr;
    return game(id);
  };
}

std::map<std::string, Value> parseAssignments(const std::vector<std::string>& words) {
  std::map<std::string, Value> values;
  for (const auto& word : words) {
    auto equals = word.find('=');
    if (equals == std::string::npos || equals == 0) {
      throw CommandError(Refused, quoteInput(word) + " is not name=value");
    }
    auto name = word.substr(0, equals);
    if (values.count(name)) throw CommandError(Refused, quoteInput(name) + " is given twice");
    values[name] = guessValue(word.substr(equals + 1));
  }
  return values;
}

ChartOverlay loadOverlay(const GameData& data) {
  try {
    return ChartOverlay::load(ChartOverlay::defaultPath(data.id), data);
  } catch (const DataErrors& errors) {
    throw CommandError(BadData, errors.what());
  }
}

namespace {

// The command line's own sentences, in the library's language, before any game is read.
GameData catalogueWords(const Library& library) {
  GameData words;
  words.texts.language = library.language();
  if (library.language() != "en") {
    words.texts.messages = readCatalogue(library.folder() / "i18n" / (library.language() + ".tsv"));
  }
  return words;
}

[[noreturn]] void refuseSave(const DataErrors& errors, const Library& library) {
  if (dynamic_cast<const SaveChangedOutside*>(&errors)) {
    throw CommandError(BadData, std::string(errors.what()) +
                                    "\n  if you changed it on purpose, add --accept-edits to open it as it now reads");
  }
  if (dynamic_cast<const SaveDamaged*>(&errors)) {
    const auto words = catalogueWords(library);
    throw CommandError(BadData, std::string(errors.what()) + "\n  " +
                                    say(words, "to open it as it stands before that line, add --before-damage"));
  }
  throw CommandError(BadData, errors.what());
}

ReadOptions readOptions(SaveConsent consent, bool writes) {
  ReadOptions options;
  options.acceptEdits = consent.acceptEdits;
  options.openBeforeDamage = consent.beforeDamage;
  // Only a command that writes the save drops its damaged lines: it keeps them first.
  options.keepDamagedOriginal = writes;
  return options;
}

// What opening the save stepped over or set right, said once on stderr (stdout may be JSON).
void sayOpeningNotices(const GameSession& session) {
  for (const auto& notice : session.openingNotices()) std::cerr << sayf(session.data(), "note: {}", notice) << "\n";
}

}  // namespace

GameSession loadSession(const std::filesystem::path& file, Library& library, SaveConsent consent) {
  try {
    auto session = readSave(file, library.provider(), readOptions(consent, false));
    sayOpeningNotices(session);
    return session;
  } catch (const DataErrors& errors) {
    refuseSave(errors, library);
  }
}

std::pair<SaveJournal, GameSession> openForWriting(const std::filesystem::path& file, Library& library,
                                                   const std::string& command, SaveConsent consent) {
  OpenOptions options;
  options.read = readOptions(consent, true);
  options.holder = "adc " + command;
  try {
    auto opened = SaveJournal::open(file, library.provider(), options);
    sayOpeningNotices(opened.second);
    return opened;
  } catch (const DataErrors& errors) {
    refuseSave(errors, library);
  } catch (const SaveLocked& locked) {
    throw CommandError(Refused, locked.what());
  } catch (const SaveError& error) {
    throw CommandError(Refused, error.what());
  }
}

void store(SaveJournal& journal, GameSession& session) {
  try {
    journal.store(session);
  } catch (const SaveError& error) {
    const GameData& data = session.data();
    throw CommandError(Refused, sayf(data, "cannot save to {}: {}; the action was not saved, and the save holds what it held",
                                     error.file.string(), say(data, error.reason.c_str())));
  }
  rememberSave(journal, session);
}

void rememberSave(const SaveJournal& journal, const GameSession& session) {
  // The app's memory of what each save holds is kept true, so that a save `adc` wrote
  // to is never taken by the app for one cut short. Only a help: a failure to note it
  // loses nothing of the game.
  try {
    SaveRegistry registry(SaveRegistry::defaultPath());
    registry.remember(SaveMemory{journal.target(), session.data().id, setupIdentity(session.setup()), journal.records(),
                                 session.cursor(), SystemClock().nowMs()});
  } catch (const std::exception&) {
  }
}

std::string chartCommand(const ActionError& error, const GameData* data) {
  if (!error.cell) return {};
  std::string text = "adc charts " + (data ? data->id : std::string("GAME")) + " table=" + error.cell->table + " row='" +
                     error.cell->row + "'";
  if (!error.cell->column.empty()) text += " column='" + error.cell->column + "'";
  const Table* table = data ? data->findTable(error.cell->table) : nullptr;
  if (!table || table->fields.size() == 1) {
    text += " value=...";
  } else {
    for (const auto& field : table->fields) text += " " + field.id + "=...";
  }
  return text;
}

std::string describeError(const ActionError& error, const GameData* data) {
  // The words of the game's language; with no game at hand, English.
  static const GameData english{};
  const GameData& words = data ? *data : english;
  std::string text = sayf(words, "refused ({}): {}", errorCodeName(error.code), error.message);
  if (error.cell) text += "\n  " + sayf(words, "type it in from your chart with: {}", chartCommand(error, data));
  return text;
}

namespace {

// A save's path as a shell reads it back: quoted when it holds anything but plain characters.
std::string shellWord(const std::string& word) {
  bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::string_view("/._-+:,@").find(c) != std::string_view::npos;
  });
  if (plain) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace

std::string wayCommand(const WayForward& way, const GameData& data, const std::string& save) {
  const std::string prefix = "adc do " + shellWord(save) + " ";
  switch (way.kind) {
    case WayForward::Kind::ToStep:
      return prefix + "next" + (way.steps > 1 ? " (" + std::to_string(way.steps) + " times)" : "");
    case WayForward::Kind::Action:
      return prefix + way.target + " ... (adc actions " + data.id + " lists what it takes)";
    case WayForward::Kind::Seal:
      return prefix + "seal entry=" + way.target + " value=... --side " + way.side;
  }
  return {};
}

std::string refusalText(const ActionError& error, const GameData& data, const Action& action, const std::string& save) {
  std::string text = describeError(error, &data);
  if (!error.argument.empty()) {
    const ActionDescription* description = findActionDescription(data, action.type);
    const ArgumentDescription* argument = description ? description->findArgument(error.argument) : nullptr;
    const std::string meaning = argument ? argument->meaning : humanizeId(error.argument);
    // A name typed at great length is quoted briefly, as in the refusal itself.
    const bool brief = error.argument.size() <= 60;
    const std::string name = brief ? error.argument : quoteInput(error.argument);
    text += "\n  " + (meaning == error.argument || !brief ? sayf(data, "argument: {}", name)
                                                           : sayf(data, "argument: {} ({})", name, meaning));
  }
  if (error.way) text += "\n  " + sayf(data, "way forward: {}: {}", error.way->label, wayCommand(*error.way, data, save));
  return text;
}

}  // namespace adc::cli
