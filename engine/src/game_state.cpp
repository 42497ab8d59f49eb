#include "adc/game_state.hpp"

#include "adc/checked_arithmetic.hpp"
#include "adc/rules.hpp"

#include <algorithm>

namespace adc {

std::int64_t TimerState::remainingMs(std::int64_t nowMs) const {
  if (status == Status::Expired) return 0;
  // The times come from saves and the clock: a sum that does not fit is so far off that
  // the time is up.
  std::optional<std::int64_t> elapsed = elapsedMs;
  if (status == Status::Running) {
    // A clock before the last start or resume (set back since: adc/clock.hpp) counts
    // no time, as if the timer had just started; never negative time, which would show
    // more than the timer's length (70:00 for a 10:00 timer, an hour back).
    auto sinceStart = nowMs >= runningSince ? checkedSubtract(nowMs, runningSince) : std::int64_t{0};
    elapsed = sinceStart ? checkedAdd(elapsedMs, *sinceStart) : std::nullopt;
    if (!elapsed) return 0;
  }
  // Never more than the timer's length: a negative elapsed time (a save written by
  // hand) does not add time either.
  auto remaining = checkedSubtract(durationMs, std::max<std::int64_t>(*elapsed, 0));
  if (!remaining) return 0;
  return std::clamp<std::int64_t>(*remaining, 0, std::max<std::int64_t>(durationMs, 0));
}

std::string_view timerStatusName(TimerState::Status status) {
  switch (status) {
    case TimerState::Status::Idle: return "idle";
    case TimerState::Status::Running: return "running";
    case TimerState::Status::Paused: return "paused";
    case TimerState::Status::Expired: return "expired";
  }
  return "?";
}

std::optional<Value> GameState::read(const GameData& data, std::string_view key) const {
  if (auto slot = data.schema.find(key)) return values[*slot];
  if (key == StateSchema::turnKey) return Value{turn};
  if (key == StateSchema::stepKey) {
    if (gameOver || data.sequence.steps.empty()) return Value{std::string("game-over")};
    return Value{data.sequence.steps[step].id};
  }
  if (key == Expression::sidesName) {
    // What sum_sides() and its kin read each side of (expression.hpp).
    std::string ids;
    for (const auto& side : data.sides) ids += (ids.empty() ? "" : " ") + side.id;
    return Value{ids};
  }
  if (key.starts_with(StateSchema::partnerBase) && key.size() > 8 && key[7] == '.') {
    const Side* side = data.findSide(key.substr(8));
    if (!side || side->partner.empty()) return std::nullopt;
    return Value{side->partner};
  }
  if (key.starts_with("player.")) {
    // Every side reads: a side nobody plays is held by nobody ("").
    auto side = key.substr(7);
    if (!data.findSide(side)) return std::nullopt;
    auto found = players.find(std::string(side));
    return Value{found == players.end() ? std::string() : found->second};
  }
  if (key.starts_with("sealed.")) {
    auto rest = key.substr(7);
    auto dot = rest.find('.');
    if (dot == std::string_view::npos) return std::nullopt;
    auto index = data.findSealed(rest.substr(0, dot));
    if (!index || !sealed[*index].revealed) return std::nullopt;
    auto entry = sealed[*index].entries.find(std::string(rest.substr(dot + 1)));
    if (entry == sealed[*index].entries.end()) return std::nullopt;
    return entry->second;
  }
  return std::nullopt;
}

NameLookup GameState::lookup(const GameData& data) const {
  return [this, &data](std::string_view name) { return read(data, name); };
}

namespace {
bool stepApplies(const GameData& data, const GameState& state, std::size_t index) {
  for (const auto* node : data.sequence.steps[index].path) {
    if (node->when.empty()) continue;
    auto holds = node->when.test(state.lookup(data));
    if (!holds || !*holds) return false;
  }
  return true;
}
}  // namespace

std::map<std::string, std::string> playersOf(const Setup& setup) {
  std::map<std::string, std::string> players;
  for (const auto& player : setup.players) {
    if (!player.side.empty()) players[player.side] = player.name;
  }
  return players;
}

GameState initialState(const GameData& data, const Setup& setup) {
  GameState state;
  for (std::size_t slot = 0; slot < data.schema.slots().size(); ++slot) {
    state.values.push_back(data.schema.defOf(slot).start);
  }
  const Scenario* scenario = data.findScenario(setup.scenario);
  if (scenario) {
    for (const auto& [key, value] : scenario->start) state.values[*data.schema.find(key)] = value;
  }
  state.firstTurn = scenario && scenario->firstTurn ? *scenario->firstTurn : data.sequence.firstTurn;
  state.lastTurn = scenario && scenario->lastTurn ? scenario->lastTurn : data.sequence.lastTurn;
  state.turn = state.firstTurn;
  state.step = 0;
  while (state.step + 1 < data.sequence.steps.size() && !stepApplies(data, state, state.step)) ++state.step;
  for (const auto& timer : data.timers) {
    TimerState timerState;
    timerState.durationMs = timer.seconds * 1000;
    state.timers.push_back(timerState);
  }
  state.sealed.resize(data.sealed.size());
  state.rng = setup.seed;
  state.players = playersOf(setup);
  return state;
}

}  // namespace adc
