#pragma once
// One game being played: its data, its setup and its log. The state is always the setup
// plus the applied part of the log; undo and redo move the log's cursor and replay.
// Snapshots every few hundred actions keep undo fast; they are only a cache and always
// equal a full replay (the tests check it). A save's checkpoints become snapshots too,
// so a long game opens without replaying everything (see saved_game.hpp).

#include "adc/game_data.hpp"
#include "adc/game_state.hpp"
#include "adc/rules.hpp"

#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace adc {

struct LogEntry {
  Action action;
  std::string rule;
  std::string summary;
  std::int64_t turn = 0;  // the turn it was played in, for separators
  std::string step;       // the step it was played at
  // For test fixtures: values the state must have after this action.
  std::map<std::string, Value> expect;
};

class GameSession {
 public:
  GameSession(std::shared_ptr<const GameData> data, Setup setup);

  const GameData& data() const { return *m_data; }
  std::shared_ptr<const GameData> sharedData() const { return m_data; }
  const Setup& setup() const { return m_setup; }
  const GameState& state() const { return m_state; }
  const std::vector<LogEntry>& log() const { return m_log; }
  std::size_t cursor() const { return m_cursor; }  // how many log entries are applied

  // Applies a new action at the cursor (checked first by checkNewAction: its texts within
  // their limits, text_checks.hpp); on success drops the undone entries after it.
  Expected<Applied, ActionError> perform(const Action& action);

  bool canUndo() const { return m_cursor > 0; }
  bool canRedo() const { return m_cursor < m_log.size(); }
  void undo();
  void redo();
  // Moves the cursor to any point: 0 is the setup, log().size() is everything applied.
  void moveTo(std::size_t cursor);

  // Rebuilds a session from a stored log (a save); an entry that no longer applies is
  // refused with its index.
  static Expected<GameSession, std::pair<std::size_t, ActionError>> replay(std::shared_ptr<const GameData> data,
                                                                          Setup setup, std::vector<LogEntry> log,
                                                                          std::size_t cursor);

  // Rebuilds a session from a stored log and states already known after some of its
  // entries (a save's checkpoints, written by this same app and data): the state at the
  // cursor is the nearest checkpoint at or before it plus the entries after it, so
  // opening costs at most one checkpoint interval of replay. The entries are taken as
  // recorded (summary, turn, step); only those after the checkpoint are applied again.
  static Expected<GameSession, std::pair<std::size_t, ActionError>> restore(
      std::shared_ptr<const GameData> data, Setup setup, std::vector<LogEntry> log, std::size_t cursor,
      std::map<std::size_t, GameState> checkpoints);

  // The state after `count` entries, by full replay from the setup (no snapshots).
  GameState replayFromSetup(std::size_t count) const;
  // The state after `count` entries as the session has it cached (a snapshot or a
  // checkpoint), if it has one: what a save writes as a checkpoint.
  const GameState* snapshotAt(std::size_t count) const;

  // What changed since the last markStored(): the entries before this index are as they
  // were then; the ones from it on were added or replaced. A save appends only those.
  std::size_t unchangedPrefix() const { return m_unchangedPrefix; }
  void markStored() { m_unchangedPrefix = m_log.size(); }

  static constexpr std::size_t snapshotInterval = 256;

  // What reading its save stepped over or set right (a damaged checkpoint skipped, lines
  // added to the file), in the players' words: for the front ends to say once, as they
  // see only the session (adc show on stderr, the app's status line).
  const std::vector<std::string>& openingNotices() const { return m_openingNotices; }
  void setOpeningNotices(std::vector<std::string> notices) { m_openingNotices = std::move(notices); }

 private:
  void applyRecorded(std::size_t index);
  void rememberSnapshot();
  // perform without checkNewAction: a replayed log entry was checked when it came.
  Expected<Applied, ActionError> append(const Action& action);

  std::shared_ptr<const GameData> m_data;
  Setup m_setup;
  GameState m_state;
  std::vector<LogEntry> m_log;
  std::size_t m_cursor = 0;
  // States after a number of entries: 0 (the setup) always, every snapshotInterval
  // entries as they are applied, and the checkpoints a save brought.
  std::map<std::size_t, GameState> m_snapshots;
  std::size_t m_unchangedPrefix = 0;
  std::vector<std::string> m_openingNotices;
};

}  // namespace adc
