#include "adc/game_session.hpp"

#include <stdexcept>

namespace adc {

namespace {
std::string stepIdOf(const GameData& data, const GameState& state) {
  const auto* step = currentStep(data, state);
  return step ? step->id : "game-over";
}
}  // namespace

GameSession::GameSession(std::shared_ptr<const GameData> data, Setup setup)
    : m_data(std::move(data)), m_setup(std::move(setup)) {
  m_initial = initialState(*m_data, m_setup);
  m_state = m_initial;
  m_snapshots.push_back(m_initial);
}

Expected<Applied, ActionError> GameSession::perform(const Action& action) {
  auto turn = m_state.turn;
  auto step = stepIdOf(*m_data, m_state);
  // applyAction checks everything before it writes, so a refusal leaves m_state as it was.
  auto applied = applyAction(*m_data, m_state, action);
  if (!applied) return applied;
  m_log.resize(m_cursor);
  m_snapshots.resize(m_cursor / snapshotInterval + 1);
  m_log.push_back(LogEntry{applied->recorded, applied->rule, applied->summary, turn, step, {}});
  ++m_cursor;
  rememberSnapshot();
  return applied;
}

void GameSession::rememberSnapshot() {
  if (m_cursor % snapshotInterval == 0 && m_snapshots.size() == m_cursor / snapshotInterval) {
    m_snapshots.push_back(m_state);
  }
}

void GameSession::applyRecorded(std::size_t index) {
  auto applied = applyAction(*m_data, m_state, m_log[index].action);
  // Every entry applied once already; the rules are deterministic, so it applies again.
  if (!applied) throw std::logic_error("log entry " + std::to_string(index) + " no longer applies: " +
                                       applied.error().message);
}

void GameSession::undo() {
  if (canUndo()) moveTo(m_cursor - 1);
}

void GameSession::redo() {
  if (canRedo()) moveTo(m_cursor + 1);
}

void GameSession::moveTo(std::size_t cursor) {
  if (cursor > m_log.size()) cursor = m_log.size();
  if (cursor >= m_cursor) {
    while (m_cursor < cursor) {
      applyRecorded(m_cursor);
      ++m_cursor;
      rememberSnapshot();
    }
    return;
  }
  std::size_t snapshot = std::min(cursor / snapshotInterval, m_snapshots.size() - 1);
  m_state = m_snapshots[snapshot];
  m_cursor = snapshot * snapshotInterval;
  while (m_cursor < cursor) {
    applyRecorded(m_cursor);
    ++m_cursor;
  }
}

GameState GameSession::replayFromSetup(std::size_t count) const {
  GameState state = m_initial;
  for (std::size_t i = 0; i < count && i < m_log.size(); ++i) {
    auto applied = applyAction(*m_data, state, m_log[i].action);
    if (!applied) throw std::logic_error("log entry " + std::to_string(i) + " no longer applies");
  }
  return state;
}

Expected<GameSession, std::pair<std::size_t, ActionError>> GameSession::replay(std::shared_ptr<const GameData> data,
                                                                             Setup setup, std::vector<LogEntry> log,
                                                                             std::size_t cursor) {
  GameSession session(std::move(data), std::move(setup));
  for (std::size_t i = 0; i < log.size(); ++i) {
    auto applied = session.perform(log[i].action);
    if (!applied) return unexpected(std::make_pair(i, applied.error()));
    session.m_log.back().expect = std::move(log[i].expect);
  }
  session.moveTo(std::min(cursor, session.m_log.size()));
  return session;
}

}  // namespace adc
