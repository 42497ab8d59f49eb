#pragma once
// The state of one game at one point of its log: the books, where the sequence of play
// stands, the timers, the sealed entries, the chart values typed in so far and the
// dice generator. It is only ever changed by applying actions (see rules.hpp).

#include "adc/game_data.hpp"
#include "adc/limit.hpp"
#include "adc/table.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adc {

struct TimerState {
  enum class Status { Idle, Running, Paused, Expired };
  Status status = Status::Idle;
  std::int64_t durationMs = 0;
  std::int64_t elapsedMs = 0;   // run time banked before the last start or resume
  std::int64_t runningSince = 0;  // clock ms (adc/clock.hpp) of the last start or resume

  // A clock before runningSince (set back between two runs) counts as no time since.
  std::int64_t remainingMs(std::int64_t nowMs) const;
  // Needed by GameState's ==, which the tests use to check undo and snapshots against a
  // full replay (without it GameState's defaulted == is deleted).
  bool operator==(const TimerState& other) const = default;
};

std::string_view timerStatusName(TimerState::Status status);

struct SealedState {
  std::map<std::string, Value> entries;  // side -> hidden value
  bool revealed = false;
  bool operator==(const SealedState& other) const = default;  // for GameState's ==
};

struct Player {
  std::string name;
  std::string side;
};

// What the players chose before the first action: scenario, who plays which side, the
// seed of the app's dice.
struct Setup {
  std::string scenario;
  std::vector<Player> players;
  std::uint64_t seed = 1;
};

struct GameState {
  std::vector<Value> values;  // by StateSchema slot
  std::int64_t turn = 1;
  // The turns this game runs: the scenario's first_turn/last_turn, else the sequence's.
  // Kept here because the rules (next, back, goto) must honour a scenario that starts
  // later or ends sooner than the full game; they used to read only the sequence's.
  std::int64_t firstTurn = 1;
  std::optional<std::int64_t> lastTurn;
  std::size_t step = 0;       // index into Sequence::steps
  bool gameOver = false;
  std::vector<TimerState> timers;    // by TimerDef index
  std::vector<SealedState> sealed;   // by SealedDef index
  std::map<CellRef, std::vector<Value>> chartValues;  // printed values typed in this game
  std::uint64_t rng = 1;
  // What the limits counted (limit.hpp), of the spans still running.
  std::vector<LimitUse> limitUses;
  // Who holds each side, from the setup (a player may hold two, Grand Siècle 1.0): the
  // rules read it as player.<side> (player[side] == player[target]) and limits count
  // per player. A side nobody plays has no entry.
  std::map<std::string, std::string> players;

  bool operator==(const GameState& other) const = default;

  // The value of a key ("treasury.france", "turn", "sealed.bid.france", "player.france").
  std::optional<Value> read(const GameData& data, std::string_view key) const;
  // Reads names for expressions.
  NameLookup lookup(const GameData& data) const;
};

// Who holds each side in this setup (GameState::players).
std::map<std::string, std::string> playersOf(const Setup& setup);

// The state before the first action: value starts, then the scenario's starts, the
// first turn, the first step whose conditions hold, idle timers.
GameState initialState(const GameData& data, const Setup& setup);

}  // namespace adc
