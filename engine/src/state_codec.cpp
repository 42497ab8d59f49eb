#include "adc/state_codec.hpp"

#include "adc/action_codec.hpp"

#include <nlohmann/json.hpp>

namespace adc {

namespace {

constexpr TimerState::Status timerStatuses[] = {TimerState::Status::Idle, TimerState::Status::Running,
                                                TimerState::Status::Paused, TimerState::Status::Expired};

nlohmann::json valuesToJson(const std::vector<Value>& values) {
  auto list = nlohmann::json::array();
  for (const auto& value : values) list.push_back(valueToJson(value));
  return list;
}

// Reads what the writer wrote; any difference is a damaged checkpoint, named by its key.
struct Reader {
  const nlohmann::json& json;
  std::string problem;

  const nlohmann::json* field(const char* key, bool (nlohmann::json::*is)() const noexcept) {
    auto found = json.find(key);
    if (found == json.end() || !((*found).*is)()) {
      if (problem.empty()) problem = std::string("checkpoint.") + key + " is missing or of the wrong kind";
      return nullptr;
    }
    return &*found;
  }
};

bool readValues(const nlohmann::json& list, std::vector<Value>& values) {
  values.reserve(list.size());
  for (const auto& item : list) {
    auto value = valueFromJson(item);
    if (!value) return false;
    values.push_back(std::move(*value));
  }
  return true;
}

}  // namespace

nlohmann::json stateToJson(const GameState& state) {
  nlohmann::json json;
  json["values"] = valuesToJson(state.values);
  json["turn"] = state.turn;
  json["first_turn"] = state.firstTurn;
  json["last_turn"] = state.lastTurn ? nlohmann::json(*state.lastTurn) : nlohmann::json(nullptr);
  json["step"] = state.step;
  json["game_over"] = state.gameOver;
  auto timers = nlohmann::json::array();
  for (const auto& timer : state.timers) {
    timers.push_back({static_cast<int>(timer.status), timer.durationMs, timer.elapsedMs, timer.runningSince});
  }
  json["timers"] = std::move(timers);
  auto sealed = nlohmann::json::array();
  for (const auto& entry : state.sealed) {
    auto entries = nlohmann::json::object();
    for (const auto& [side, value] : entry.entries) entries[side] = valueToJson(value);
    sealed.push_back({{"entries", std::move(entries)}, {"revealed", entry.revealed}});
  }
  json["sealed"] = std::move(sealed);
  auto charts = nlohmann::json::array();
  for (const auto& [cell, values] : state.chartValues) {
    charts.push_back({cell.table, cell.row, cell.column, valuesToJson(values)});
  }
  json["charts"] = std::move(charts);
  json["rng"] = state.rng;
  auto uses = nlohmann::json::array();
  for (const auto& use : state.limitUses) uses.push_back({use.counter, use.span, use.key, use.done});
  json["limit_uses"] = std::move(uses);
  json["players"] = state.players;
  return json;
}

Expected<GameState, std::string> stateFromJson(const nlohmann::json& json, const GameData& data) {
  if (!json.is_object()) return unexpected(std::string("a checkpoint's state is a JSON object"));
  Reader reader{json, {}};
  GameState state;
  auto values = reader.field("values", &nlohmann::json::is_array);
  auto turn = reader.field("turn", &nlohmann::json::is_number_integer);
  auto firstTurn = reader.field("first_turn", &nlohmann::json::is_number_integer);
  auto step = reader.field("step", &nlohmann::json::is_number_unsigned);
  auto gameOver = reader.field("game_over", &nlohmann::json::is_boolean);
  auto timers = reader.field("timers", &nlohmann::json::is_array);
  auto sealed = reader.field("sealed", &nlohmann::json::is_array);
  auto charts = reader.field("charts", &nlohmann::json::is_array);
  auto rng = reader.field("rng", &nlohmann::json::is_number_unsigned);
  if (!reader.problem.empty()) return unexpected(reader.problem);

  if (!readValues(*values, state.values) || state.values.size() != data.schema.slots().size()) {
    return unexpected("checkpoint.values does not hold the " + std::to_string(data.schema.slots().size()) +
                      " books of " + data.name);
  }
  state.turn = turn->get<std::int64_t>();
  state.firstTurn = firstTurn->get<std::int64_t>();
  if (auto last = json.find("last_turn"); last != json.end() && last->is_number_integer()) {
    state.lastTurn = last->get<std::int64_t>();
  }
  state.step = step->get<std::size_t>();
  if (!data.sequence.steps.empty() && state.step >= data.sequence.steps.size()) {
    return unexpected(std::string("checkpoint.step is not a step of the sequence"));
  }
  state.gameOver = gameOver->get<bool>();
  if (timers->size() != data.timers.size()) return unexpected(std::string("checkpoint.timers do not match the game's"));
  for (const auto& timer : *timers) {
    if (!timer.is_array() || timer.size() != 4 || !timer[0].is_number_integer() || timer[0].get<std::int64_t>() < 0 ||
        timer[0].get<std::int64_t>() > 3 || !timer[1].is_number_integer() || !timer[2].is_number_integer() ||
        !timer[3].is_number_integer()) {
      return unexpected(std::string("checkpoint.timers: a timer is [status, duration, elapsed, since]"));
    }
    state.timers.push_back(TimerState{timerStatuses[timer[0].get<std::size_t>()], timer[1].get<std::int64_t>(),
                                      timer[2].get<std::int64_t>(), timer[3].get<std::int64_t>()});
  }
  if (sealed->size() != data.sealed.size()) return unexpected(std::string("checkpoint.sealed does not match the game's"));
  for (const auto& entry : *sealed) {
    SealedState sealedState;
    if (!entry.is_object() || !entry.contains("entries") || !entry["entries"].is_object() ||
        !entry.contains("revealed") || !entry["revealed"].is_boolean()) {
      return unexpected(std::string("checkpoint.sealed: an entry is { entries, revealed }"));
    }
    for (const auto& [side, item] : entry["entries"].items()) {
      auto value = valueFromJson(item);
      if (!value) return unexpected("checkpoint.sealed: " + value.error());
      sealedState.entries[side] = std::move(*value);
    }
    sealedState.revealed = entry["revealed"].get<bool>();
    state.sealed.push_back(std::move(sealedState));
  }
  for (const auto& chart : *charts) {
    if (!chart.is_array() || chart.size() != 4 || !chart[0].is_string() || !chart[1].is_string() ||
        !chart[2].is_string() || !chart[3].is_array()) {
      return unexpected(std::string("checkpoint.charts: a cell is [table, row, column, values]"));
    }
    std::vector<Value> cellValues;
    if (!readValues(chart[3], cellValues)) return unexpected(std::string("checkpoint.charts: a value is not a value"));
    state.chartValues[CellRef{chart[0].get<std::string>(), chart[1].get<std::string>(), chart[2].get<std::string>()}] =
        std::move(cellValues);
  }
  state.rng = rng->get<std::uint64_t>();
  // Checkpoints written before limits and players were kept have neither: the limits
  // then count from there, and the players come from the setup (save_file.cpp).
  if (auto uses = json.find("limit_uses"); uses != json.end()) {
    if (!uses->is_array()) return unexpected(std::string("checkpoint.limit_uses is a list"));
    for (const auto& use : *uses) {
      if (!use.is_array() || use.size() != 4 || !use[0].is_string() || !use[1].is_string() || !use[2].is_string() ||
          !use[3].is_string()) {
        return unexpected(std::string("checkpoint.limit_uses: a use is [counter, span, key, done]"));
      }
      state.limitUses.push_back(LimitUse{use[0].get<std::string>(), use[1].get<std::string>(),
                                         use[2].get<std::string>(), use[3].get<std::string>()});
    }
  }
  if (auto players = json.find("players"); players != json.end()) {
    if (!players->is_object()) return unexpected(std::string("checkpoint.players maps sides to players"));
    for (const auto& [side, player] : players->items()) {
      if (!player.is_string()) return unexpected(std::string("checkpoint.players: a player is a name"));
      state.players[side] = player.get<std::string>();
    }
  }
  return state;
}

}  // namespace adc
