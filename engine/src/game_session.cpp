#include "adc/game_session.hpp"

#include "adc/text_checks.hpp"

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
  m_state = initialState(*m_data, m_setup);
  m_snapshots.emplace(0, m_state);
}

Expected<Applied, ActionError> GameSession::perform(const Action& action) {
  // What a new action must be that an old save's need not (text_checks.hpp: the limits).
  if (auto refusal = checkNewAction(*m_data, action)) return unexpected(*refusal);
  return append(action);
}

Expected<Applied, ActionError> GameSession::append(const Action& action) {
  auto turn = m_state.turn;
  auto step = stepIdOf(*m_data, m_state);
  // applyAction checks everything before it writes, so a refusal leaves m_state as it was.
  auto applied = applyAction(*m_data, m_state, action);
  if (!applied) return applied;
  // The undone entries go, and with them every cached state that followed them.
  m_log.resize(m_cursor);
  m_snapshots.erase(m_snapshots.upper_bound(m_cursor), m_snapshots.end());
  m_unchangedPrefix = std::min(m_unchangedPrefix, m_cursor);
  m_log.push_back(LogEntry{applied->recorded, applied->rule, applied->summary, turn, step, {}});
  ++m_cursor;
  rememberSnapshot();
  return applied;
}

void GameSession::rememberSnapshot() {
  if (m_cursor % snapshotInterval == 0) m_snapshots.try_emplace(m_cursor, m_state);
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
  if (cursor < m_cursor) {
    // Back to the nearest cached state at or before the target (the setup at worst).
    auto nearest = std::prev(m_snapshots.upper_bound(cursor));
    m_state = nearest->second;
    m_cursor = nearest->first;
  }
  while (m_cursor < cursor) {
    applyRecorded(m_cursor);
    ++m_cursor;
    rememberSnapshot();
  }
}

const GameState* GameSession::snapshotAt(std::size_t count) const {
  if (count == m_cursor) return &m_state;
  auto found = m_snapshots.find(count);
  return found == m_snapshots.end() ? nullptr : &found->second;
}

GameState GameSession::replayFromSetup(std::size_t count) const {
  GameState state = m_snapshots.at(0);
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
    auto applied = session.append(log[i].action);
    if (!applied) return unexpected(std::make_pair(i, applied.error()));
    session.m_log.back().expect = std::move(log[i].expect);
  }
  session.moveTo(std::min(cursor, session.m_log.size()));
  session.markStored();
  return session;
}

Expected<GameSession, std::pair<std::size_t, ActionError>> GameSession::restore(
    std::shared_ptr<const GameData> data, Setup setup, std::vector<LogEntry> log, std::size_t cursor,
    std::map<std::size_t, GameState> checkpoints) {
  GameSession session(std::move(data), std::move(setup));
  cursor = std::min(cursor, log.size());
  for (auto& [count, state] : checkpoints) {
    if (count > 0 && count <= log.size()) session.m_snapshots.insert_or_assign(count, std::move(state));
  }
  session.m_log = std::move(log);
  auto nearest = std::prev(session.m_snapshots.upper_bound(cursor));
  session.m_state = nearest->second;
  session.m_cursor = nearest->first;
  while (session.m_cursor < cursor) {
    auto applied = applyAction(*session.m_data, session.m_state, session.m_log[session.m_cursor].action);
    if (!applied) return unexpected(std::make_pair(session.m_cursor, applied.error()));
    ++session.m_cursor;
    session.rememberSnapshot();
  }
  session.markStored();
  return session;
}

}  // namespace adc
