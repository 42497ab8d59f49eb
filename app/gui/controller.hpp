#pragma once
// The game being played, as the panels see it: the session, the players' chart, the
// injected clock, and the one place actions are performed. Every action is appended at
// once to the journal of the game's save (adc/save_journal.hpp): the autosave for a new
// game, the file itself for a game opened from a file; so a crash or a killed process
// loses nothing, and a game opened is never forked into a copy. An autosave that fails
// to load is never overwritten. While a game is open the app holds its save's lock, so
// `adc do` on it is refused, not lost. A save that fails (a full disk, a USB stick
// pulled out) stays reported until one succeeds, and every action stays in memory
// meanwhile. What each save held when last written is remembered (save_registry.hpp).

#include "game_library.hpp"

#include "adc/book_changes.hpp"
#include "adc/chart_overlay.hpp"
#include "adc/clock.hpp"
#include "adc/game_session.hpp"
#include "adc/rules.hpp"
#include "adc/save_journal.hpp"
#include "adc/save_registry.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adc::gui {

// A printed value the engine asked for, waiting for the players to type it.
struct PendingChart {
  CellRef cell;
  Action retry;  // the action that needed it, performed again once the value is in
};

// The last save failed: where and why. Shown until a save succeeds.
struct SaveProblem {
  std::filesystem::path file;
  std::string reason;
  std::size_t unsaved = 0;  // actions in memory that are not on disk
};

// A new action while undone actions exist would discard them: it waits for the players'
// answer. The undone actions are named so that the question says what goes.
struct DiscardQuestion {
  std::vector<std::string> discarded;  // the summaries of the undone actions, in log order
  std::function<void()> proceed;       // performs the action that asked, once agreed
};

// The earliest resolution among the undone actions: its action, so the Resolve panel can
// put its inputs (the dice rolled at the table among them) back in the form.
struct UndoneResolution {
  Action action;
  std::size_t index = 0;  // its place in the log
};

// A save that was changed outside the app, waiting for the players' consent to open.
struct EditedSave {
  std::filesystem::path file;
  int line = 0;  // the first line that no longer matches
};

// A save that holds less than when the app last wrote it (cut short, or an older copy
// put in its place), waiting for the players' consent to open.
struct ShortenedSave {
  std::filesystem::path file;
  SaveMemory written;        // what the app last confirmed there, and when
  std::size_t records = 0;   // the records it holds now
  std::size_t actions = 0;   // the actions they make
};

// "Save as" onto a file that holds another save: asked first, naming what is there.
struct OverwriteQuestion {
  std::filesystem::path file;
  std::string what;  // "a Vendée Militaire game last saved 5 Dec 2026, 14:05"
  bool carryOn = false;
};

// One copy of the game in progress that the app wrote, and whether it is there now.
struct SaveCopy {
  SaveMemory memory;
  bool present = false;
};

// A save with a damaged line (adc/save_file.hpp, SaveDamaged), waiting for the players'
// consent to open it as it stands before that line, the file kept beside it.
struct DamagedSave {
  std::filesystem::path file;
  int line = 0;                    // the damaged line
  std::size_t actionsBefore = 0;   // what the game holds if it is opened so
};

// What the players agreed to when a save asked before opening.
struct OpenConsent {
  bool acceptEdits = false;    // changed outside the app: replayed as it now reads
  bool beforeDamage = false;   // a damaged line: opened as it stands before it
  bool acceptShorter = false;  // holds less than the app last wrote: opened as it is
};

class Controller {
 public:
  Controller(GameLibrary& library, const Clock& clock, std::filesystem::path autosaveFile);

  GameLibrary& library() { return m_library; }
  const Clock& clock() const { return m_clock; }
  std::int64_t nowMs() const { return m_clock.nowMs(); }

  bool hasGame() const { return m_session.has_value(); }
  GameSession& session() { return *m_session; }
  const GameData& data() const { return m_session->data(); }
  const GameState& state() const { return m_session->state(); }

  // Start: each returns false and sets the status message when it cannot.
  // A new game: the setup checked and the game's opening actions logged first
  // (adc/new_game.hpp); a refusal leaves the game in progress as it was.
  bool newGame(const std::string& gameId, const Setup& setup, const std::map<std::string, Value>& options = {});
  // Opens the game in progress: the copy of the game last played that was written last
  // (gameInProgress), or the autosave when the app remembers none. A last copy that is
  // not there (its USB stick pulled out) is said, and no older copy opens in its place.
  bool resumeAutosave();
  // The copies of the game last played that the app wrote, the last written first.
  std::vector<SaveCopy> gameInProgress() const;
  // The game in the file becomes the game played and written, under its lock (`adc do`
  // on it is refused meanwhile); the game open before lets go of its save. A save
  // changed outside the app is not opened: it becomes editedSave() until the players
  // open it with consent.acceptEdits or dismiss it; a damaged one becomes damagedSave()
  // (opened with consent.beforeDamage, as it stands before its damaged line); one that
  // holds less than the app last wrote there becomes shortenedSave() (opened with
  // consent.acceptShorter).
  bool openSave(const std::filesystem::path& file, OpenConsent consent = {});
  const std::optional<EditedSave>& editedSave() const { return m_editedSave; }
  void dismissEditedSave() { m_editedSave.reset(); }
  const std::optional<DamagedSave>& damagedSave() const { return m_damagedSave; }
  void dismissDamagedSave() { m_damagedSave.reset(); }
  const std::optional<ShortenedSave>& shortenedSave() const { return m_shortenedSave; }
  void dismissShortenedSave() { m_shortenedSave.reset(); }
  // The file the game is saved to as it is played (none before a game).
  std::optional<std::filesystem::path> saveFile() const {
    return m_journal ? std::optional(m_journal->file()) : std::nullopt;
  }
  // Writes the whole game to another file. With carryOn, the game goes on saving there
  // (the way out of a full disk); otherwise it is a copy and the game's own save goes
  // on. A file that is not a save is never written over; another save only with
  // `overwrite`: without it, the question becomes overwriteQuestion().
  bool saveAs(const std::filesystem::path& file, bool carryOn = false, bool overwrite = false);
  const std::optional<OverwriteQuestion>& overwriteQuestion() const { return m_overwriteQuestion; }
  // The players' answer: replace the file (the save as asked is done), or leave it.
  bool answerOverwrite(bool replace);
  void closeGame();
  // The game read again from its save, with the library's data: after the players chose
  // another language, so that the game's own texts are in it too.
  bool reloadGame();

  // Set while the last save failed; cleared by the first one that succeeds.
  const std::optional<SaveProblem>& saveProblem() const { return m_saveProblem; }
  // Tries the failed save again.
  bool retrySave();

  // Where a new game is saved (the user's data folder).
  const std::filesystem::path& autosaveFile() const { return m_autosaveFile; }
  // Why the autosave found at start could not be loaded (it is left untouched).
  const std::string& autosaveProblem() const { return m_autosaveProblem; }
  bool autosaveLoadable() const;

  // What a panel does once its action went through: at once, or later, when the
  // players agreed to discard the undone actions.
  using AfterPerform = std::function<void(const Applied&)>;

  // Performs an action (timer actions get the clock's time). A lookup that needs an
  // unknown printed cell first tries the players' chart (logged as a chart action);
  // if the chart does not have it either, it becomes pending() for the players to type.
  // While undone actions exist, an action the rules would take is not performed: it
  // becomes discardQuestion() and the refusal says so (asking() is then true); it is
  // performed, and `after` called, when the players answer confirmDiscard(). Undo
  // never loses work silently: this is the one place actions are performed.
  Expected<Applied, ActionError> perform(Action action, AfterPerform after = {});
  void undo();
  void redo();
  void moveTo(std::size_t cursor);

  // The question a new action asks while undone actions exist.
  const std::optional<DiscardQuestion>& discardQuestion() const { return m_discardQuestion; }
  bool asking() const { return m_discardQuestion.has_value(); }
  // Go on: the undone actions are discarded and the action performed (the status line
  // says what went). Cancel: nothing happens; the undone actions stay redoable.
  void confirmDiscard();
  void cancelDiscard();
  // How many entries undo-to-here and a new action would touch: those after the cursor.
  std::size_t undoneCount() const { return hasGame() ? m_session->log().size() - m_session->cursor() : 0; }

  // The earliest resolution among the undone actions (the next one a redo would apply);
  // none once it is redone or discarded. The serial changes whenever it does.
  const std::optional<UndoneResolution>& undoneResolution() const { return m_undoneResolution; }
  std::uint64_t undoneResolutionSerial() const { return m_undoneResolutionSerial; }

  // The players typed a printed value: logged (when a game runs), kept in the chart
  // overlay; then the action that needed it is performed again. Returns its result.
  std::optional<Expected<Applied, ActionError>> enterChartValue(const CellRef& cell, const std::vector<Value>& values);
  const std::optional<PendingChart>& pending() const { return m_pending; }
  void dropPending() {
    m_pending.reset();
    m_discardAgreedAt.reset();  // an agreement to discard went with the action that asked
    m_discarding.clear();
  }

  // The players' chart for a game (the current one when empty).
  ChartOverlay& overlay(const std::string& gameId = {});
  ChartSource charts();
  // Writes a game's chart overlay to the user's data dir.
  bool saveOverlay(const GameData& data);

  // Called after every change of the session (panels drop stale previews).
  std::uint64_t revision() const { return m_revision; }

  // One line for the status bar.
  const std::string& status() const { return m_status; }
  bool statusIsError() const { return m_statusIsError; }
  // The way forward of the refusal the status line shows, offered beside it as a button.
  const std::optional<WayForward>& statusWay() const { return m_statusWay; }
  void setStatus(std::string text, bool error = false, std::optional<WayForward> way = std::nullopt);

  // The last resolution performed, for the Resolve panel.
  const std::optional<Resolution>& lastResolution() const { return m_lastResolution; }
  // Whether the last resolution is the latest action's own result: the shared screen's
  // "Last result" is news only until another action is done (a Vendée general's roll is
  // not the result of the game's end).
  bool lastResolutionIsLatest() const {
    return m_lastResolution && m_session && m_session->cursor() == m_lastResolutionEntry + 1;
  }
  // Counts the resolutions performed, so a panel knows a new one happened.
  std::uint64_t resolutionCount() const { return m_resolutionCount; }
  // What the last log entry changed in the books, when this app just performed it (not
  // after an undo, a redo or opening a game: nothing then). Read by the Resolve panel's
  // result and the boards' "Last action".
  const std::vector<BookChange>* lastActionChanges() const;

 private:
  void changed();
  bool autosave();
  // Notes in the registry what the save now holds (after every save that succeeds, and
  // for a save opened that the app does not know yet, with the file's own time).
  void rememberSave(bool writtenNow = true);
  void keepPreviousAutosave();
  // Starts saving the current game to `file` (its lock taken; written whole next).
  bool startJournal(const std::filesystem::path& file);
  Expected<Applied, ActionError> performNow(Action action);
  // Logs, as chart entries, the players' chart values typed over inferred cells (house
  // rulings) that this game does not have yet: the engine uses an inferred cell without
  // asking, so the players' own value must be in the log before an action reads it.
  void logChartOverInferredCells();
  // When undone actions exist: `proceed` waits for the players' answer (true); else false.
  bool askBeforeDiscarding(std::function<void()> proceed);
  // After the cursor moved: which undone resolution the Resolve panel offers again.
  void noteUndoneResolution();
  // Undo, redo, a move, a new or opened game: drops a question asked before it.
  void cursorMoved();
  // The players said Go on at this (cursor, log size): no asking again there.
  bool discardAgreed() const;
  // Appends to the status line what was discarded, once it was; returns what it added.
  std::string announceDiscarded();

  GameLibrary& m_library;
  const Clock& m_clock;
  std::filesystem::path m_autosaveFile;
  std::string m_autosaveProblem;
  SaveRegistry m_registry;  // what the app wrote in each save: a cut one is told
  std::optional<GameSession> m_session;
  std::optional<SaveJournal> m_journal;  // the open game's save, locked
  std::optional<SaveProblem> m_saveProblem;
  std::optional<EditedSave> m_editedSave;
  std::optional<DamagedSave> m_damagedSave;
  std::optional<ShortenedSave> m_shortenedSave;
  std::optional<OverwriteQuestion> m_overwriteQuestion;
  std::map<std::string, ChartOverlay> m_overlays;
  std::set<std::string> m_brokenOverlays;  // games whose overlay file did not load
  std::optional<PendingChart> m_pending;
  std::optional<Resolution> m_lastResolution;
  std::size_t m_lastResolutionEntry = 0;  // its entry in the log
  // The changes of the log entry `entry` (its index), computed when it was performed.
  struct LastChanges {
    std::size_t entry = 0;
    std::vector<BookChange> changes;
  };
  std::optional<LastChanges> m_lastChanges;
  std::optional<DiscardQuestion> m_discardQuestion;
  std::optional<UndoneResolution> m_undoneResolution;
  std::uint64_t m_undoneResolutionSerial = 0;
  std::optional<std::pair<std::size_t, std::size_t>> m_discardAgreedAt;
  std::vector<std::string> m_discarding;  // agreed to, not yet announced
  std::uint64_t m_revision = 0;
  std::uint64_t m_resolutionCount = 0;
  std::string m_status;
  bool m_statusIsError = false;
  std::optional<WayForward> m_statusWay;
};

std::string describeError(const ActionError& error);

}  // namespace adc::gui
