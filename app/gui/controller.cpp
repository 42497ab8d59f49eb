#include "controller.hpp"

#include "translate.hpp"

#include "written_time.hpp"

#include "adc/new_game.hpp"
#include "adc/save_file.hpp"
#include "adc/save_summary.hpp"

#include <chrono>
#include <set>

namespace adc::gui {

std::string describeError(const ActionError& error) {
  // The players read why, never the code: a printed value to type in is a request, not
  // a refusal.
  if (error.code == ActionError::Code::NeedsChartValue) return trf("Your chart is needed: {}", error.message);
  return trf("Not done: {}", error.message);
}

namespace {

OpenOptions appOpenOptions(bool acceptEdits = false, bool beforeDamage = false) {
  OpenOptions options;
  options.read.acceptEdits = acceptEdits;
  options.read.openBeforeDamage = beforeDamage;
  options.holder = "Aide-de-camp";
  // The app asks once and says who holds it; the players decide what to do.
  options.lockWait = std::chrono::milliseconds(300);
  return options;
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
  return resolvedTarget(a) == resolvedTarget(b);
}

}  // namespace

Controller::Controller(GameLibrary& library, const Clock& clock, std::filesystem::path autosaveFile)
    : m_library(library),
      m_clock(clock),
      m_autosaveFile(std::move(autosaveFile)),
      m_registry(m_autosaveFile.parent_path() / "recent-saves.json") {
  std::error_code ignored;
  // The autosave of earlier versions (a TOML save) is picked up under today's name; it
  // still reads, and becomes a journal the first time it is written.
  auto legacy = m_autosaveFile;
  legacy.replace_extension(".toml");
  if (legacy != m_autosaveFile && !std::filesystem::exists(m_autosaveFile, ignored) &&
      std::filesystem::exists(legacy, ignored)) {
    std::filesystem::rename(legacy, m_autosaveFile, ignored);
  }
  if (!std::filesystem::exists(m_autosaveFile, ignored)) return;
  try {
    (void)readSave(m_autosaveFile, m_library.provider());
  } catch (const SaveChangedOutside&) {
    // It reads; resuming it asks the players first.
  } catch (const SaveDamaged&) {
    // It reads up to its damaged line; resuming it asks the players first.
  } catch (const std::exception& error) {
    // Keep the damaged file exactly as it is; this run saves beside it.
    m_autosaveProblem = error.what();
    auto kept = m_autosaveFile;
    m_autosaveFile.replace_filename("autosave-" + std::to_string(m_clock.nowMs()) + ".adc");
    setStatus(trf("The autosave {} could not be read; it is kept untouched and this game saves to {}",
                  kept.string(), m_autosaveFile.string()),
              true);
  }
}

bool Controller::autosaveLoadable() const {
  std::error_code ignored;
  return m_autosaveProblem.empty() && std::filesystem::exists(m_autosaveFile, ignored);
}

void Controller::setStatus(std::string text, bool error, std::optional<WayForward> way) {
  m_status = std::move(text);
  m_statusIsError = error;
  m_statusWay = std::move(way);
}

void Controller::keepPreviousAutosave() {
  // The autosave holds the game in progress; before another game takes its place, the
  // old one is kept among the saves (nothing confirmed is ever lost).
  std::error_code error;
  if (!m_autosaveProblem.empty() || !std::filesystem::exists(m_autosaveFile, error)) return;
  auto kept = m_autosaveFile.parent_path() / "saves" / ("autosave-" + std::to_string(nowMs()) + ".adc");
  std::filesystem::create_directories(kept.parent_path(), error);
  std::filesystem::copy_file(m_autosaveFile, kept, std::filesystem::copy_options::skip_existing, error);
  if (error) setStatus(trf("The previous autosave could not be kept: {}", error.message()), true);
}

bool Controller::newGame(const std::string& gameId, const Setup& setup, const std::map<std::string, Value>& options) {
  try {
    auto data = m_library.game(gameId);
    if (!data->findScenario(setup.scenario)) {
      setStatus(trf("{} has no scenario '{}'", data->name, setup.scenario), true);
      return false;
    }
    auto session = startSession(data, setup, options);
    if (!session) {
      setStatus(session.error(), true);
      return false;
    }
    // A new game goes to the autosave: the game it held before is kept among the saves
    // first (nothing confirmed is ever lost), and the game the app had open lets go of
    // its save.
    m_journal.reset();
    keepPreviousAutosave();
    m_session.emplace(std::move(*session));
  } catch (const std::exception& error) {
    setStatus(error.what(), true);
    return false;
  }
  m_lastResolution.reset();
  m_pending.reset();
  cursorMoved();
  m_saveProblem.reset();
  std::error_code ignored;
  // The app's own data folder, on a first run: a folder the app owns, made once here.
  std::filesystem::create_directories(m_autosaveFile.parent_path(), ignored);
  startJournal(m_autosaveFile);
  changed();
  setStatus(trf("New game: {} — {}", data().name, data().findScenario(m_session->setup().scenario)->name));
  return true;
}

bool Controller::openSave(const std::filesystem::path& file, OpenConsent consent) {
  m_editedSave.reset();
  m_damagedSave.reset();
  m_shortenedSave.reset();
  // The game the players open is the game the app writes: that file, under its lock, so
  // that `adc do` on it is refused rather than forked. The game open so far keeps its
  // lock until the new one is open; only the same file is let go of first (its lock
  // would refuse ourselves).
  const bool reopening = m_journal && sameFile(file, m_journal->file());
  if (reopening) m_journal.reset();
  // After a refusal, the game in memory goes on saving where it did.
  auto keepGoing = [&] {
    if (reopening && hasGame()) startJournal(file);
  };
  try {
    auto [journal, session] = SaveJournal::open(file, m_library.provider(),
                                                  appOpenOptions(consent.acceptEdits, consent.beforeDamage));
    const auto remembered = m_registry.find(journal.target());
    if (!consent.acceptShorter && !consent.beforeDamage && remembered && journal.readAsJournal() && journal.records() < remembered->records) {
      // Cut short, or an older copy put in its place: said with both numbers before
      // anything is written to it; it opens only if the players say so.
      m_shortenedSave = ShortenedSave{file, *remembered, journal.records(), session.cursor()};
      setStatus(trf("{} holds less than when Aide-de-camp last wrote it; it opens only if you say so", file.string()),
                true);
      keepGoing();
      return false;
    }
    m_session.emplace(std::move(session));
    m_journal.emplace(std::move(journal));  // the previous game's lock goes with it
    m_saveProblem.reset();
  } catch (const SaveChangedOutside& edited) {
    // Loading never writes: the file stays as it was until the players say.
    m_editedSave = EditedSave{file, edited.line()};
    setStatus(trf("{} was changed outside Aide-de-camp; it opens only if you say so", file.string()), true);
    keepGoing();
    return false;
  } catch (const SaveDamaged& damaged) {
    m_damagedSave = DamagedSave{file, damaged.line(), damaged.actionsBefore()};
    setStatus(trf("{} is damaged at line {}; it opens only if you say so", file.string(), damaged.line()), true);
    keepGoing();
    return false;
  } catch (const NotASave& notASave) {
    setStatus(trf("{} is not an Aide-de-camp save: {}", file.string(), notASave.reason()), true);
    keepGoing();
    return false;
  } catch (const SaveError& error) {
    setStatus(trf("{} cannot be opened for play: {}", file.string(), tr(error.reason.c_str())), true);
    keepGoing();
    return false;
  } catch (const std::exception& error) {
    setStatus(error.what(), true);
    keepGoing();
    return false;
  }
  m_lastResolution.reset();
  m_pending.reset();
  cursorMoved();
  ++m_revision;
  // Opening writes nothing: a save of an older format, or one made with other data, is
  // written again whole at the game's first action. A save opened with consent to its
  // edits, or as it stood before a damaged line (the file as it was kept beside it), is
  // written again now, so that its journal is whole again.
  if (consent.acceptEdits || consent.beforeDamage) autosave();
  // A save the app does not know yet, or one opened as it now is after it was cut short,
  // is remembered as it is (with its file's own time).
  else if (m_journal && (consent.acceptShorter || !m_registry.find(m_journal->target()))) rememberSave(/*writtenNow=*/false);
  if (!m_saveProblem) {
    auto text = trf("Opened {}; the game is saved there as it is played", file.string());
    // What reading it stepped over (a damaged checkpoint, lines added to the file, the
    // lines from a damaged one on, with where the file as it was is kept) is said too.
    for (const auto& notice : m_session->openingNotices()) text += " — " + notice;
    setStatus(text);
  }
  return true;
}

std::vector<SaveCopy> Controller::gameInProgress() const {
  std::vector<SaveCopy> copies;
  if (m_registry.saves().empty()) return copies;
  const auto& newest = m_registry.saves().front();
  std::error_code ignored;
  for (const auto& memory : m_registry.copiesOf(newest.game, newest.setup)) {
    copies.push_back(SaveCopy{memory, std::filesystem::is_regular_file(memory.file, ignored)});
  }
  return copies;
}

bool Controller::resumeAutosave() {
  // The game last played, in the copy last written. When that copy is not there (a USB
  // stick pulled out), nothing older is opened in its place without the players' word.
  const auto copies = gameInProgress();
  if (!copies.empty()) {
    const auto& newest = copies.front();
    if (!newest.present) {
      setStatus(trf("The game was last saved to {} ({}), which is not there now (was a USB stick removed?)",
                    newest.memory.file.string(), trn(static_cast<long long>(newest.memory.actions), "{} action", "{} actions")),
                true);
      return false;
    }
    return openSave(newest.memory.file);
  }
  if (!m_autosaveProblem.empty()) {
    setStatus(trf("The autosave could not be read: {}", m_autosaveProblem), true);
    return false;
  }
  return openSave(m_autosaveFile);
}

bool Controller::saveAs(const std::filesystem::path& file, bool carryOn, bool overwrite) {
  if (!hasGame()) return false;
  m_overwriteQuestion.reset();
  const bool current = m_journal && sameFile(file, m_journal->file());
  std::error_code ignored;
  const auto target = resolvedTarget(file);
  if (!current && std::filesystem::exists(target, ignored)) {
    // Never over a file that is not a save; over another save only once asked.
    std::string what;
    try {
      auto summary = readSaveSummary(target, m_library.provider());
      what = trf("a {} game last saved {}", summary.data->name,
                 whenWritten(std::filesystem::last_write_time(target, ignored)));
    } catch (const NotASave& notASave) {
      setStatus(trf("{} is a file that is not a save ({}); it is never written over: choose another name", file.string(),
                    notASave.reason()),
                true);
      return false;
    } catch (const std::exception&) {
      what = trf("a save that does not open, last written {}", whenWritten(std::filesystem::last_write_time(target, ignored)));
    }
    if (!overwrite) {
      m_overwriteQuestion = OverwriteQuestion{file, what, carryOn};
      setStatus(trf("{} already holds {}: replace it?", file.string(), what), true);
      return false;
    }
  }
  // A folder the players named for this save is made (and taken back if the save fails).
  std::vector<std::filesystem::path> foldersMade;
  try {
    foldersMade = makeFoldersFor(file);
  } catch (const std::system_error& error) {
    setStatus(trf("Not saved to {}: {}", file.string(), tr(saveFailureReason(error.code().value()).c_str())), true);
    return false;
  }
  if (carryOn || current) {
    // The game goes on saving there: written whole now, appended to from then on.
    std::optional<SaveJournal> previous;
    if (!current) previous = std::move(m_journal);
    m_journal.reset();
    if (!startJournal(file) || !autosave()) {
      if (!current) {
        m_journal = std::move(previous);
        removeFoldersMade(foldersMade);
      }
      return false;
    }
    setStatus(trf("Saved to {}; the game goes on saving there", file.string()));
    return true;
  }
  try {
    // A copy: written whole under its own lock, so no other writer is cut off midway.
    auto lock = SaveLock::acquire(target, "Aide-de-camp", std::chrono::milliseconds(300), true);
    writeSaveWhole(target, writeSave(*m_session), lock);
  } catch (const SaveLocked& locked) {
    removeFoldersMade(foldersMade);
    setStatus(locked.what(), true);
    return false;
  } catch (const std::system_error& error) {
    removeFoldersMade(foldersMade);
    setStatus(trf("Not saved to {}: {}", file.string(), tr(saveFailureReason(error.code().value()).c_str())), true);
    return false;
  }
  setStatus(trf("Saved a copy to {}; the game goes on saving to {}", file.string(),
                m_journal ? m_journal->file().string() : m_autosaveFile.string()));
  return true;
}

bool Controller::answerOverwrite(bool replace) {
  auto question = std::exchange(m_overwriteQuestion, std::nullopt);
  if (!question) return false;
  if (!replace) {
    setStatus(trf("{} was left as it is", question->file.string()));
    return true;
  }
  return saveAs(question->file, question->carryOn, true);
}

bool Controller::reloadGame() {
  if (!hasGame() || !m_journal || m_saveProblem) return false;  // an unsaved game stays as it is
  const auto file = m_journal->file();
  try {
    m_journal.reset();
    auto [journal, session] = SaveJournal::open(file, m_library.provider(), appOpenOptions());
    m_session.emplace(std::move(session));
    m_journal.emplace(std::move(journal));
  } catch (const std::exception& error) {
    // The game in memory is whole: it goes on saving to the same file.
    setStatus(error.what(), true);
    startJournal(file);
    return false;
  }
  m_lastResolution.reset();
  m_pending.reset();
  cursorMoved();
  ++m_revision;
  return true;
}

void Controller::closeGame() {
  m_journal.reset();
  m_saveProblem.reset();
  m_session.reset();
  m_pending.reset();
  m_lastResolution.reset();
  cursorMoved();
  ++m_revision;
}

bool Controller::startJournal(const std::filesystem::path& file) {
  try {
    m_journal.emplace(SaveJournal::create(file, appOpenOptions()));
    return true;
  } catch (const SaveLocked& locked) {
    m_saveProblem = SaveProblem{file, locked.what(), hasGame() ? m_session->log().size() : 0};
  } catch (const SaveError& error) {
    m_saveProblem = SaveProblem{error.file, error.reason, hasGame() ? m_session->log().size() : 0};
  }
  m_journal.reset();
  return false;
}

bool Controller::autosave() {
  if (!hasGame()) return true;
  if (!m_journal) {
    // The game's save could not be taken (held by another program): it is asked for
    // again, never replaced by another file without the players' word.
    const auto file = m_saveProblem ? m_saveProblem->file : m_autosaveFile;
    if (!startJournal(file)) return false;
  }
  try {
    m_journal->store(*m_session);
    m_saveProblem.reset();
  } catch (const SaveError& error) {
    // Not a status line that the next action overwrites: it stays until a save works.
    m_saveProblem = SaveProblem{error.file, error.reason, m_session->log().size() - m_session->unchangedPrefix()};
    return false;
  }
  rememberSave();
  return true;
}

void Controller::rememberSave(bool writtenNow) {
  try {
    // The real time, not the game's clock (a script's is a manual one): when the file
    // was written, as the players' own clocks say.
    std::int64_t written = SystemClock().nowMs();
    if (!writtenNow) {
      // Opened, not written: when the file itself was last written.
      std::error_code error;
      const auto time = std::filesystem::last_write_time(m_journal->target(), error);
      if (!error) {
        written = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::file_clock::to_sys(time).time_since_epoch())
                      .count();
      }
    }
    m_registry.remember(SaveMemory{m_journal->target(), data().id, setupIdentity(m_session->setup()), m_journal->records(),
                                   m_session->cursor(), written});
  } catch (const std::exception&) {
    // Only the memory of what was written is lost, never the game, which is on disk;
    // the next save tries again.
  }
}

bool Controller::retrySave() { return autosave(); }

void Controller::changed() {
  ++m_revision;
  autosave();
}

ChartOverlay& Controller::overlay(const std::string& gameId) {
  std::string id = gameId.empty() && hasGame() ? data().id : gameId;
  if (auto found = m_overlays.find(id); found != m_overlays.end()) return found->second;
  ChartOverlay overlay;
  try {
    overlay = ChartOverlay::load(ChartOverlay::defaultPath(id), *m_library.game(id));
  } catch (const std::exception& error) {
    // The file stays as it is: values typed in this run are logged, not written to it.
    m_brokenOverlays.insert(id);
    setStatus(trf("The players' chart for {} could not be read: {}", id, error.what()), true);
  }
  return m_overlays.emplace(id, std::move(overlay)).first->second;
}

ChartSource Controller::charts() {
  // Shipped cells, typed in this game, then the players' chart.
  auto game = gameCharts(data(), state());
  auto chart = overlayCharts(overlay());
  return [game, chart](const CellRef& cell) -> std::optional<std::vector<Value>> {
    if (auto found = game(cell)) return found;
    return chart(cell);
  };
}

bool Controller::saveOverlay(const GameData& gameData) {
  if (m_brokenOverlays.count(gameData.id)) {
    setStatus(trf("{} could not be read, so it is left as it is; the value is logged in this game",
                  ChartOverlay::defaultPath(gameData.id).string()),
              true);
    return false;
  }
  try {
    writeFileAtomically(ChartOverlay::defaultPath(gameData.id), overlay(gameData.id).write(gameData));
    return true;
  } catch (const std::exception& error) {
    setStatus(trf("The players' chart could not be saved: {}", error.what()), true);
    return false;
  }
}

Expected<Applied, ActionError> Controller::perform(Action action, AfterPerform after) {
  if (!hasGame()) return unexpected(ActionError{ActionError::Code::NotAllowed, tr("No game is open"), "", std::nullopt});
  if (action.type.starts_with("timer_") && action.at == 0) action.at = nowMs();
  if (m_session->canRedo() && !discardAgreed()) {
    // Only an action the rules would take discards anything: a refusal is said at once,
    // on a copy of the state, and asks nothing. One that needs a printed value may
    // still go through (the players' chart), so it asks.
    GameState trial = m_session->state();
    auto tried = applyAction(data(), trial, action);
    if (!tried && !tried.error().cell) {
      setStatus(describeError(tried.error()), true, tried.error().way);
      return tried;
    }
    const std::size_t undone = undoneCount();
    askBeforeDiscarding([this, action, after] {
      auto applied = performNow(action);
      if (applied && after) after(*applied);
      // Refused after all: the agreement was for this action only (or for the printed
      // value it now asks for); the undone actions stay.
      if (!applied && !m_pending) {
        m_discardAgreedAt.reset();
        m_discarding.clear();
      }
    });
    return unexpected(ActionError{ActionError::Code::NotAllowed,
                                  undone == 1 ? std::string(tr("This discards 1 undone action: answer the question first"))
                                              : trf("This discards {} undone actions: answer the question first", undone),
                                  "", std::nullopt});
  }
  auto applied = performNow(std::move(action));
  if (applied && after) after(*applied);
  return applied;
}

bool Controller::discardAgreed() const {
  return m_discardAgreedAt && hasGame() && *m_discardAgreedAt == std::make_pair(m_session->cursor(), m_session->log().size());
}

bool Controller::askBeforeDiscarding(std::function<void()> proceed) {
  if (!hasGame() || !m_session->canRedo() || discardAgreed()) return false;
  DiscardQuestion question;
  for (std::size_t i = m_session->cursor(); i < m_session->log().size(); ++i) question.discarded.push_back(m_session->log()[i].summary);
  question.proceed = std::move(proceed);
  m_discardQuestion = std::move(question);
  return true;
}

void Controller::confirmDiscard() {
  if (!m_discardQuestion || !hasGame()) return;
  auto question = std::move(*m_discardQuestion);
  m_discardQuestion.reset();
  // Agreed for this position only: the action, and the printed values it may still ask
  // for, go through without asking again; any move of the cursor asks anew.
  m_discardAgreedAt = std::make_pair(m_session->cursor(), m_session->log().size());
  m_discarding = question.discarded;
  question.proceed();
}

void Controller::cancelDiscard() {
  if (!m_discardQuestion) return;
  const std::size_t kept = m_discardQuestion->discarded.size();
  m_discardQuestion.reset();
  setStatus(kept == 1 ? std::string(tr("Nothing done: the undone action is kept and can be redone"))
                      : trf("Nothing done: the {} undone actions are kept and can be redone", kept));
}

std::string Controller::announceDiscarded() {
  // Said once the undone actions are really gone (the first action that went through).
  if (m_discarding.empty() || !hasGame() || m_session->canRedo()) return {};
  std::string titles;
  for (const auto& summary : m_discarding) titles += (titles.empty() ? "" : "; ") + summary;
  const std::string said = " — " + (m_discarding.size() == 1 ? trf("discarded 1 undone action: {}", titles)
                                                             : trf("discarded the {} undone actions: {}", m_discarding.size(), titles));
  m_status += said;
  m_discarding.clear();
  m_discardAgreedAt.reset();
  return said;
}

void Controller::noteUndoneResolution() {
  std::optional<UndoneResolution> next;
  if (hasGame()) {
    const auto& log = m_session->log();
    for (std::size_t i = m_session->cursor(); i < log.size(); ++i) {
      if (log[i].action.type == "resolve") {
        next = UndoneResolution{log[i].action, i};
        break;
      }
    }
  }
  const bool same = next.has_value() == m_undoneResolution.has_value() &&
                    (!next || (next->index == m_undoneResolution->index && next->action == m_undoneResolution->action));
  if (same) return;
  m_undoneResolution = std::move(next);
  ++m_undoneResolutionSerial;
}

void Controller::logChartOverInferredCells() {
  for (const auto& [cell, values] : overlay().cells()) {
    const Table* table = data().findTable(cell.table);
    if (!table || state().chartValues.count(cell) || table->inferredCount() == 0) continue;
    for (std::size_t r = 0; r < table->rows.keys.size(); ++r) {
      for (std::size_t c = 0; c < table->columnCount(); ++c) {
        const TableCell& shipped = table->cell(r, c);
        if (table->rows.keys[r].text != cell.row || (table->columns && table->columns->keys[c].text != cell.column)) continue;
        if (!shipped.inferred() || shipped.values == values) continue;
        Action chart{"chart", "", {{"table", table->id}, {"row", cell.row}}, "", 0};
        if (!cell.column.empty()) chart.args["column"] = cell.column;
        for (std::size_t i = 0; i < table->fields.size() && i < values.size(); ++i) chart.args[table->fields[i].id] = values[i];
        if (m_session->perform(chart)) changed();
      }
    }
  }
}

Expected<Applied, ActionError> Controller::performNow(Action action) {
  logChartOverInferredCells();
  GameState before = m_session->state();
  auto applied = m_session->perform(action);
  // An action may need several printed values (a melee: the interaction and both
  // ratings): each one the players' chart knows is logged in turn, a new cell each time.
  std::set<CellRef> logged;
  while (!applied && applied.error().cell && !logged.count(*applied.error().cell)) {
    const CellRef cell = *applied.error().cell;
    auto values = overlay().find(cell);
    if (!values) break;
    logged.insert(cell);
    // Log the chart's value first so the game replays without the chart file.
    const Table* table = data().findTable(cell.table);
    Action chart{"chart", "", {{"table", table->id}, {"row", cell.row}}, "", 0};
    if (!cell.column.empty()) chart.args["column"] = cell.column;
    for (std::size_t i = 0; i < table->fields.size() && i < values->size(); ++i) {
      chart.args[table->fields[i].id] = (*values)[i];
    }
    if (!m_session->perform(chart)) break;
    changed();
    before = m_session->state();
    applied = m_session->perform(action);
  }
  if (!applied && applied.error().cell) m_pending = PendingChart{*applied.error().cell, action};
  if (!applied) {
    // A printed value to type in is a request, not a mistake: not in red.
    setStatus(describeError(applied.error()), applied.error().code != ActionError::Code::NeedsChartValue,
              applied.error().way);
    return applied;
  }
  if (applied->resolution) {
    m_lastResolution = applied->resolution;
    m_lastResolutionEntry = m_session->cursor() - 1;
    ++m_resolutionCount;
  }
  m_lastChanges = LastChanges{m_session->cursor() - 1, bookChanges(data(), before, m_session->state(), *applied)};
  changed();
  setStatus(applied->summary);
  announceDiscarded();
  noteUndoneResolution();
  return applied;
}

std::optional<Expected<Applied, ActionError>> Controller::enterChartValue(const CellRef& cell,
                                                                          const std::vector<Value>& values) {
  std::optional<Expected<Applied, ActionError>> result;
  if (hasGame()) {
    const Table* table = data().findTable(cell.table);
    if (!table) return result;
    // A typed value is logged: a new action, which asks before discarding undone ones.
    if (askBeforeDiscarding([this, cell, values] { enterChartValue(cell, values); })) {
      return Expected<Applied, ActionError>(unexpected(ActionError{
          ActionError::Code::NotAllowed, tr("This discards undone actions: answer the question first"), "", std::nullopt}));
    }
    Action chart{"chart", "", {{"table", table->id}, {"row", cell.row}}, "", 0};
    if (!cell.column.empty()) chart.args["column"] = cell.column;
    for (std::size_t i = 0; i < table->fields.size() && i < values.size(); ++i) chart.args[table->fields[i].id] = values[i];
    auto entered = m_session->perform(chart);
    if (!entered) {
      setStatus(describeError(entered.error()), true);
      return Expected<Applied, ActionError>(unexpected(entered.error()));
    }
    changed();
    overlay().set(cell, values);
    saveOverlay(data());
    setStatus(entered->summary);
    const std::string discarded = announceDiscarded();
    noteUndoneResolution();
    if (m_pending && m_pending->cell == cell) {
      Action retry = m_pending->retry;
      m_pending.reset();
      result = perform(retry);
      m_status += discarded;  // the action's summary took the line: what went is still said
    }
  }
  return result;
}

const std::vector<BookChange>* Controller::lastActionChanges() const {
  if (!hasGame() || !m_lastChanges || m_session->cursor() == 0 || m_lastChanges->entry != m_session->cursor() - 1) {
    return nullptr;
  }
  return &m_lastChanges->changes;
}

void Controller::cursorMoved() {
  // The players moved on: a question asked at the old position no longer holds, nor
  // the changes of the action last performed.
  m_lastChanges.reset();
  m_discardQuestion.reset();
  m_discardAgreedAt.reset();
  m_discarding.clear();
  noteUndoneResolution();
  // A running timer that started later than the clock reads (the clock set back between
  // two runs): the clock reads on from its start, so it counts as just started.
  if (m_session) m_clock.catchUp(latestTimerStart(m_session->state()));
}

void Controller::undo() {
  if (!hasGame() || !m_session->canUndo()) return;
  std::string summary = m_session->log()[m_session->cursor() - 1].summary;
  m_session->undo();
  m_lastResolution.reset();
  changed();
  cursorMoved();
  setStatus(trf("Undone: {} (it can be redone)", summary));
}

void Controller::redo() {
  if (!hasGame() || !m_session->canRedo()) return;
  std::string summary = m_session->log()[m_session->cursor()].summary;
  m_session->redo();
  changed();
  cursorMoved();
  setStatus(trf("Redone: {}", summary));
}

void Controller::moveTo(std::size_t cursor) {
  if (!hasGame() || cursor > m_session->log().size()) return;
  const std::size_t from = m_session->cursor();
  if (cursor == from) return;
  m_session->moveTo(cursor);
  m_lastResolution.reset();
  changed();
  cursorMoved();
  const std::size_t moved = cursor < from ? from - cursor : cursor - from;
  if (cursor < from) {
    setStatus(moved == 1 ? std::string(tr("Undid the last action; it stays in the log and can be redone"))
                         : trf("Undid the last {} actions; they stay in the log and can be redone", moved));
  } else {
    setStatus(moved == 1 ? std::string(tr("Redid 1 action")) : trf("Redid {} actions", moved));
  }
}

}  // namespace adc::gui
