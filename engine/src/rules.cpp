#include "adc/rules.hpp"

#include "adc/display_names.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/checked_arithmetic.hpp"
#include "adc/game_texts.hpp"
#include "adc/action_arguments.hpp"
#include "adc/rule_module.hpp"
#include "adc/text_checks.hpp"
#include "adc/typed_words.hpp"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace adc {

namespace {

using Result = Expected<Applied, ActionError>;

ActionError fail(ActionError::Code code, std::string message, std::string argument = {}) {
  return ActionError{code, std::move(message), std::move(argument), std::nullopt};
}

Expected<std::string, ActionError> requireText(const Action& action, std::string_view name) {
  auto value = action.text(name);
  if (!value || value->empty()) {
    return unexpected(fail(ActionError::Code::MissingArgument,
                           sayf(wordsGame(), "{} needs {}", actionTitle(action), argumentMeaning(action, name)),
                           std::string(name)));
  }
  return *value;
}

Expected<std::int64_t, ActionError> requireNumber(const Action& action, std::string_view name) {
  auto value = action.arg(name);
  if (!value) {
    return unexpected(fail(ActionError::Code::MissingArgument,
                           sayf(wordsGame(), "{} needs {} (a number)", actionTitle(action), argumentMeaning(action, name)),
                           std::string(name)));
  }
  auto number = std::get_if<std::int64_t>(value);
  if (!number) {
    return unexpected(fail(valueProblemCode(ValueKind::Integer, *value),
                           sayf(wordsGame(), "{}: {}", argumentMeaning(action, name), kindMismatch(ValueKind::Integer, *value)),
                           std::string(name)));
  }
  return *number;
}

#define ADC_TRY(variable, expression)          \
  auto variable = (expression);                \
  if (!variable) return unexpected(variable.error())

#define ADC_CHECK_ARGS(...)                                                 \
  if (auto problem = onlyArguments(action, {__VA_ARGS__})) return unexpected(*problem)

Expected<std::size_t, ActionError> findSlot(const GameData& data, const std::string& key) {
  auto slot = data.schema.find(key);
  if (!slot) {
    return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "the game keeps no value named {}", quoteInput(key)), "key"));
  }
  return *slot;
}

// Whether a step's conditions hold. A condition that cannot be read (a number where a
// flag is needed, a sealed entry not yet revealed) is recorded in `problem`, so next and
// back refuse with it rather than skip the step silently.
bool stepApplies(const GameData& data, const GameState& state, std::size_t index,
                 std::optional<std::string>& problem) {
  for (const auto* node : data.sequence.steps[index].path) {
    if (node->when.empty()) continue;
    auto holds = node->when.test(state.lookup(data));
    if (!holds) {
      if (!problem) problem = sayf(data, "{} (when = \"{}\"): {}", node->name, node->when.text(), holds.error());
      return false;
    }
    if (!*holds) return false;
  }
  return true;
}

ActionError unreadableCondition(const GameData& data, const std::string& problem) {
  return fail(ActionError::Code::NotAllowed, sayf(data, "cannot tell which step comes next: {}", problem));
}

std::string stepLabel(const GameData& data, const GameState& state) {
  if (state.gameOver) return say(data, "game over");
  const auto& step = data.sequence.steps[state.step];
  std::string path;
  for (std::size_t i = 0; i < step.path.size(); ++i) path += (i ? " / " : "") + step.path[i]->name;
  return sayf(data, "{} {}: {}", data.sequence.turnName, state.turn, path);
}

std::string stepRule(const GameData& data, const GameState& state) {
  if (state.gameOver) return "";
  for (auto node = data.sequence.steps[state.step].path.rbegin(); node != data.sequence.steps[state.step].path.rend();
       ++node) {
    if (!(*node)->rule.empty()) return (*node)->rule;
  }
  return "";
}

bool gameEndsAfter(const GameData& data, const GameState& state, std::optional<std::string>& problem) {
  if (state.lastTurn && state.turn >= *state.lastTurn) return true;
  if (!data.sequence.endWhen.empty()) {
    auto ends = data.sequence.endWhen.test(state.lookup(data));
    if (!ends && !problem) problem = "end_when: " + ends.error();
    if (ends && *ends) return true;
  }
  return false;
}

Result applySet(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("key", "value");
  ADC_TRY(key, requireText(action, "key"));
  ADC_TRY(slot, findSlot(data, *key));
  if (action.reason.empty()) {
    return unexpected(fail(ActionError::Code::MissingArgument, say(data, "a correction needs a reason"), "reason"));
  }
  auto value = action.arg("value");
  if (!value) return unexpected(fail(ActionError::Code::MissingArgument,
                                   sayf(data, "{} needs {}", actionTitle(action), argumentMeaning(action, "value")), "value"));
  Value typed = *value;
  const auto& def = data.schema.defOf(*slot);
  if (kindOf(typed) != def.kind) {
    if (auto parsed = parseValue(toDisplayString(typed), def.kind)) typed = *parsed;
  }
  if (auto problem = data.schema.check(*slot, typed)) {
    // A word where a number belongs is a wrong kind, not a number out of range.
    const auto code = valueProblemCode(def.kind, typed);
    return unexpected(fail(code, sayf(data, "{}: {}", slotName(data, *key), *problem), "value"));
  }
  auto before = state.values[*slot];
  state.values[*slot] = typed;
  return Applied{"correction",
                 sayf(data, "Correction: {} {} → {} ({})", slotName(data, *key), valueText(data, before), valueText(data, typed),
                      action.reason),
                 std::nullopt, action};
}

Result applyAdjust(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("key", "by", "rule");
  ADC_TRY(key, requireText(action, "key"));
  ADC_TRY(slot, findSlot(data, *key));
  ADC_TRY(by, requireNumber(action, "by"));
  auto current = std::get_if<std::int64_t>(&state.values[*slot]);
  if (!current) {
    return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{} is not a number; use set to change it", slotName(data, *key)), "key"));
  }
  auto sum = checkedAdd(*current, *by);
  if (!sum) {
    return unexpected(fail(ActionError::Code::OutOfRange, sayf(data, "{}: {}", slotName(data, *key), overflowMessage(*current, "+", *by)), "by"));
  }
  std::int64_t after = *sum;
  const auto& def = data.schema.defOf(*slot);
  if (def.clamp) after = std::clamp(after, def.min.value_or(after), def.max.value_or(after));
  if (auto problem = data.schema.check(*slot, Value{after})) {
    return unexpected(fail(ActionError::Code::OutOfRange, sayf(data, "{}: {}", slotName(data, *key), *problem), "by"));
  }
  auto before = *current;
  state.values[*slot] = after;
  auto rule = action.text("rule").value_or(def.rule);
  const auto& name = data.schema.slots()[*slot].name;
  std::string summary = action.reason.empty() ? sayf(data, "{} {} → {}", name, before, after)
                                              : sayf(data, "{} {} → {} ({})", name, before, after, action.reason);
  return Applied{rule, summary, std::nullopt, action};
}

Result applyResolve(const GameData& data, GameState& state, const Action& action) {
  ADC_TRY(id, requireText(action, "procedure"));
  const Procedure* procedure = data.findProcedure(*id);
  if (!procedure) {
    return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no procedure named {}", quoteInput(*id)), "procedure"));
  }
  if (!action.side.empty() && !data.findSide(action.side)) {
    return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no side named {}", quoteInput(action.side)), "side"));
  }
  std::map<std::string, Value> inputs = action.args;
  inputs.erase("procedure");
  // `dice_kept`: the dice are those of a resolution undone to fix another input (a
  // modifier, a side), not rolled again. Not an input: a fact the journal keeps and the
  // summary says, so that a table reading the log sees why the same dice appear twice.
  bool diceKept = false;
  if (auto kept = inputs.find(std::string(keptDiceArgument)); kept != inputs.end()) {
    auto flag = parseValue(toDisplayString(kept->second), ValueKind::Flag);
    if (!flag) {
      return unexpected(fail(ActionError::Code::BadArgument,
                             sayf(data, "{} is yes or no, not {}", keptDiceArgument, quoteInput(toDisplayString(kept->second))),
                             std::string(keptDiceArgument)));
    }
    diceKept = std::get<bool>(*flag);
    inputs.erase(kept);
  }
  ADC_TRY(resolution, resolve(data, *procedure, inputs, action.side, state, gameCharts(data, state)));
  for (const auto& change : resolution->changes) state.values[*data.schema.find(change.key)] = change.after;
  std::string rolled;
  bool first = true;
  for (const auto& [name, value] : resolution->inputs) {
    const auto* input = procedure->findInput(name);
    if (input && input->kind == InputKind::Dice) {
      rolled += (first ? "" : ", ") + input->dice.label + " " + toDisplayString(value);
      first = false;
    }
  }
  if (diceKept && !first) rolled = sayf(data, "{} (dice kept from the undone resolution, not rolled again)", rolled);
  if (resolution->total) {
    rolled += first ? sayf(data, "total {}", *resolution->total) : sayf(data, ", total {}", *resolution->total);
  }
  std::string summary = sayf(data, "{}: {} → {}", procedure->name, rolled, resolution->headline(data));
  return Applied{procedure->rule, summary, std::move(*resolution), action};
}

Result applyChart(const GameData& data, GameState& state, const Action& action) {
  ADC_TRY(tableId, requireText(action, "table"));
  const Table* table = data.findTable(*tableId);
  if (!table) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no table named {}", quoteInput(*tableId)), "table"));
  ADC_TRY(rowText, requireText(action, "row"));
  auto rowKey = std::find_if(table->rows.keys.begin(), table->rows.keys.end(),
                             [&](const AxisKey& key) { return key.text == *rowText; });
  if (rowKey == table->rows.keys.end()) {
    return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "{} has no row {}", table->name, quoteInput(*rowText)), "row"));
  }
  std::size_t column = 0;
  std::string columnText;
  if (table->columns) {
    ADC_TRY(text, requireText(action, "column"));
    auto columnKey = std::find_if(table->columns->keys.begin(), table->columns->keys.end(),
                                  [&](const AxisKey& key) { return key.text == *text; });
    if (columnKey == table->columns->keys.end()) {
      return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "{} has no column {}", table->name, quoteInput(*text)), "column"));
    }
    column = static_cast<std::size_t>(columnKey - table->columns->keys.begin());
    columnText = *text;
  }
  const auto& cell = table->cell(static_cast<std::size_t>(rowKey - table->rows.keys.begin()), column);
  CellRef ref{table->id, *rowText, columnText};
  std::vector<Value> values;
  for (const auto& field : table->fields) {
    auto name = table->fields.size() == 1 && action.arg("value") ? std::string("value") : field.id;
    auto value = action.arg(name);
    if (!value) {
      return unexpected(fail(ActionError::Code::MissingArgument, sayf(data, "missing {} for {}", name, cellName(data, ref)), name));
    }
    Value typed = *value;
    if (kindOf(typed) != field.kind) {
      auto parsed = parseValue(toDisplayString(typed), field.kind);
      if (!parsed) {
        return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{}: {}", name, kindMismatch(field.kind, typed)), name));
      }
      typed = *parsed;
    }
    if (auto number = std::get_if<std::int64_t>(&typed);
        number && ((field.min && *number < *field.min) || (field.max && *number > *field.max))) {
      return unexpected(fail(ActionError::Code::OutOfRange,
                             field.isYesNo()
                                 ? sayf(data, "{}: {} is out of range (1 for yes, 0 for no)", field.name, *number)
                                 : sayf(data, "{}: {} is out of range (from {} to {})", field.name, *number,
                                        field.min.value_or(*number), field.max.value_or(*number)),
                             name));
    }
    if (!field.choices.empty() &&
        std::find(field.choices.begin(), field.choices.end(), toDisplayString(typed)) == field.choices.end()) {
      std::string allowed;
      for (const auto& choice : field.choices) allowed += (allowed.empty() ? "" : ", ") + wordName(data, choice);
      return unexpected(fail(ActionError::Code::BadArgument,
                             sayf(data, "{}: {} is not one of {}", field.name, quoteInput(toDisplayString(typed)), allowed), name));
    }
    values.push_back(typed);
  }
  for (const auto& [name, value] : action.args) {
    bool known = name == "table" || name == "row" || name == "column" || (name == "value" && table->fields.size() == 1) ||
                 table->fieldIndex(name);
    if (!known) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "{} has no field {}", table->name, quoteInput(name)), name));
  }
  std::string shown;
  for (std::size_t i = 0; i < values.size(); ++i) {
    shown += (i ? ", " : "") + table->fields[i].name + " " + valueText(data, values[i]);
  }
  if (cell.known) {
    // A cell the rulebook prints, or that follows from printed rules, cannot be typed over.
    // The same value is taken and changes nothing: a save or a chart made before the cell
    // was shipped (a derived cell) still replays.
    if (values != cell.values) {
      return unexpected(fail(ActionError::Code::NotAllowed,
                             sayf(data, "{} is printed in the rulebook (rule {}); it cannot be typed over", cellName(data, ref),
                                  table->rule)));
    }
    return Applied{table->rule, sayf(data, "Chart entry: {}: {}, as the rulebook prints it", cellName(data, ref), shown),
                   std::nullopt, action};
  }
  // An inferred cell (a house ruling) may be typed over from the players' own chart.
  state.chartValues[ref] = std::move(values);
  return Applied{table->rule,
                 cell.inferred() ? sayf(data, "Chart entry: {}: {} (over the house ruling {})", cellName(data, ref), shown,
                                        cell.inferredBy)
                                 : sayf(data, "Chart entry: {}: {}", cellName(data, ref), shown),
                 std::nullopt, action};
}

Result applyNext(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS();
  if (state.gameOver) return unexpected(fail(ActionError::Code::NotAllowed, say(data, "the game is over")));
  GameState moved = state;
  std::optional<std::string> problem;
  std::size_t index = moved.step + 1;
  while (index < data.sequence.steps.size() && !stepApplies(data, moved, index, problem)) ++index;
  if (index >= data.sequence.steps.size()) {
    if (gameEndsAfter(data, moved, problem)) {
      moved.gameOver = true;
    } else {
      // A turn typed in with goto can be the largest number; the one after it cannot be counted.
      auto nextTurn = checkedAdd(moved.turn, 1);
      if (!nextTurn) {
        return unexpected(fail(ActionError::Code::OutOfRange,
                               sayf(data, "{} {} is the last that can be counted", data.sequence.turnName, moved.turn)));
      }
      moved.turn = *nextTurn;
      index = 0;
      while (index + 1 < data.sequence.steps.size() && !stepApplies(data, moved, index, problem)) ++index;
    }
  }
  if (problem) return unexpected(unreadableCondition(data, *problem));
  if (!moved.gameOver) moved.step = index;
  state.turn = moved.turn;
  state.step = moved.step;
  state.gameOver = moved.gameOver;
  return Applied{stepRule(data, state), stepLabel(data, state), std::nullopt, action};
}

Result applyBack(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS();
  if (state.gameOver) {
    state.gameOver = false;
    return Applied{stepRule(data, state), stepLabel(data, state), std::nullopt, action};
  }
  auto turn = state.turn;
  auto index = static_cast<std::ptrdiff_t>(state.step) - 1;
  GameState probe = state;
  std::optional<std::string> problem;
  while (true) {
    while (index >= 0 && !stepApplies(data, probe, static_cast<std::size_t>(index), problem)) --index;
    if (problem) return unexpected(unreadableCondition(data, *problem));
    if (index >= 0) break;
    if (turn <= state.firstTurn) {
      return unexpected(fail(ActionError::Code::NotAllowed, say(data, "already at the first step of the game")));
    }
    --turn;
    probe.turn = turn;
    index = static_cast<std::ptrdiff_t>(data.sequence.steps.size()) - 1;
  }
  state.turn = turn;
  state.step = static_cast<std::size_t>(index);
  return Applied{stepRule(data, state), stepLabel(data, state), std::nullopt, action};
}

Result applyGoto(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("step", "turn");
  ADC_TRY(id, requireText(action, "step"));
  auto index = data.sequence.findStep(*id);
  if (!index) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no step named {}", quoteInput(*id)), "step"));
  auto turn = state.turn;
  if (const Value* given = action.arg("turn")) {
    // A turn that is not a number is refused, not read as "this turn".
    auto number = std::get_if<std::int64_t>(given);
    if (!number) return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "turn: {}", kindMismatch(ValueKind::Integer, *given)), "turn"));
    turn = *number;
  }
  if (turn < state.firstTurn || (state.lastTurn && turn > *state.lastTurn)) {
    return unexpected(fail(ActionError::Code::OutOfRange, sayf(data, "turn {} is not in the game", turn), "turn"));
  }
  state.turn = turn;
  state.step = *index;
  state.gameOver = false;
  return Applied{stepRule(data, state), stepLabel(data, state), std::nullopt, action};
}

// "3:00", "10:00", "90:30": a timer's length as its digits read.
std::string clockText(std::int64_t seconds) {
  return std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60);
}

// The length a start gives the timer: the rulebook's (a `seconds` argument is refused,
// since the rule fixes it and more time is an extension once it runs), or for a
// players' timer (no `seconds` in the data: a players' aid, no rule) the length the
// players chose, which the start must carry.
Expected<std::int64_t, ActionError> startLength(const GameData& data, const TimerDef& def, const Action& action) {
  const Value* given = action.arg("seconds");
  if (def.seconds > 0) {
    if (!given) return def.seconds;
    return unexpected(fail(ActionError::Code::NotAllowed,
                           def.rule.empty()
                               ? sayf(data, "{} lasts {}: its length is not chosen; once it runs, extend it for more time",
                                      def.name, clockText(def.seconds))
                               : sayf(data,
                                      "{} lasts {} (rule {}): its length is not chosen; once it runs, extend it for more time",
                                      def.name, clockText(def.seconds), def.rule),
                           "seconds"));
  }
  if (!given) {
    return unexpected(fail(ActionError::Code::MissingArgument,
                           sayf(data, "How long? Give the {}'s length, from 1 second to a day (86400 seconds)", def.name),
                           "seconds"));
  }
  auto seconds = std::get_if<std::int64_t>(given);
  if (!seconds) {
    return unexpected(fail(ActionError::Code::BadArgument,
                           sayf(data, "{}'s length in seconds: {}", def.name, kindMismatch(ValueKind::Integer, *given)),
                           "seconds"));
  }
  // The data's own bounds: a day is far beyond any turn at the table.
  if (*seconds < 1 || *seconds > 86400) {
    return unexpected(fail(ActionError::Code::OutOfRange,
                           sayf(data, "{}'s length: {} seconds is not from 1 second to a day (86400 seconds)", def.name,
                                *seconds),
                           "seconds"));
  }
  return *seconds;
}

Result applyTimer(const GameData& data, GameState& state, const Action& action) {
  if (action.type == "timer_extend" || action.type == "timer_start") {
    ADC_CHECK_ARGS("timer", "seconds");
  } else {
    ADC_CHECK_ARGS("timer");
  }
  ADC_TRY(id, requireText(action, "timer"));
  auto index = data.findTimer(*id);
  if (!index) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no timer named {}", quoteInput(*id)), "timer"));
  if (action.at <= 0) {
    return unexpected(
        fail(ActionError::Code::MissingArgument, sayf(data, "{} needs the time it happened (at)", actionTitle(action)), "at"));
  }
  const auto& def = data.timers[*index];
  auto timer = state.timers[*index];
  using Status = TimerState::Status;
  auto refuse = [&](const std::string& why) {
    return unexpected(fail(ActionError::Code::NotAllowed, sayf(data, "{} is {}: {}", def.name, timerStatusWord(data, timer.status), why)));
  };
  // A time before the last start or resume (the clock set back between two runs:
  // adc/clock.hpp) counts no run time, as if the timer had just started: never negative
  // time, by which a paused timer would gain time, and never a refusal, so the players
  // can always pause.
  std::string summary;
  if (action.type == "timer_start") {
    if (timer.status == Status::Running) return refuse(say(data, "it is already running"));
    ADC_TRY(seconds, startLength(data, def, action));
    timer = TimerState{Status::Running, *seconds * 1000, 0, action.at};
    summary = sayf(data, "{} started ({})", def.name, clockText(*seconds));
  } else if (action.type == "timer_pause") {
    if (timer.status != Status::Running) return refuse(say(data, "only a running timer pauses"));
    // The times come from saves: a difference or a sum out of range is refused, not wrapped.
    auto since = checkedSubtract(action.at, timer.runningSince);
    auto elapsed = since ? checkedAdd(timer.elapsedMs, std::max<std::int64_t>(*since, 0)) : std::nullopt;
    if (!elapsed) return refuse(say(data, "the time given is too far from when it last started or resumed"));
    timer.elapsedMs = *elapsed;
    timer.status = Status::Paused;
    summary = sayf(data, "{} paused", def.name);
  } else if (action.type == "timer_resume") {
    if (timer.status != Status::Paused) return refuse(say(data, "only a paused timer resumes"));
    timer.runningSince = action.at;
    timer.status = Status::Running;
    summary = sayf(data, "{} resumed", def.name);
  } else if (action.type == "timer_extend") {
    ADC_TRY(seconds, requireNumber(action, "seconds"));
    if (*seconds < 1) return unexpected(fail(ActionError::Code::OutOfRange, say(data, "extend by at least 1 second"), "seconds"));
    if (timer.status == Status::Idle) return refuse(say(data, "start it first"));
    if (timer.status == Status::Expired) {
      // An expired timer given more time runs again from now.
      timer.elapsedMs = timer.durationMs;
      timer.runningSince = action.at;
      timer.status = Status::Running;
    }
    auto milliseconds = checkedMultiply(*seconds, 1000);
    auto duration = milliseconds ? checkedAdd(timer.durationMs, *milliseconds) : std::nullopt;
    if (!duration) {
      return unexpected(fail(ActionError::Code::OutOfRange,
                             sayf(data, "seconds: extending {} by {} s would make it too long to count", def.name, *seconds),
                             "seconds"));
    }
    timer.durationMs = *duration;
    summary = sayf(data, "{} extended by {} s", def.name, *seconds);
  } else if (action.type == "timer_expire") {
    if (timer.status != Status::Running) return refuse(say(data, "only a running timer expires"));
    if (timer.remainingMs(action.at) > 0) return refuse(say(data, "time is not up yet"));
    timer.status = Status::Expired;
    summary = sayf(data, "{}: time is up", def.name);
  } else {  // timer_reset: idle again; a players' timer's length is chosen at its next start
    timer = TimerState{Status::Idle, def.seconds * 1000, 0, 0};
    summary = sayf(data, "{} reset", def.name);
  }
  state.timers[*index] = timer;
  return Applied{def.rule, summary, std::nullopt, action};
}

// The sides that enter a sealed entry now: its sides for which its `when` holds.
Expected<std::vector<std::string>, ActionError> sealedEntrants(const GameData& data, const GameState& state,
                                                               const SealedDef& def) {
  if (def.when.empty()) return def.sides;
  std::vector<std::string> entrants;
  auto lookup = state.lookup(data);
  for (const auto& side : def.sides) {
    auto enters = def.when.test([&](std::string_view name) -> std::optional<Value> {
      if (name == "side") return Value{side};
      return lookup(name);
    });
    if (!enters) return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{} (rule {}): {}", def.name, def.rule, enters.error())));
    if (*enters) entrants.push_back(side);
  }
  return entrants;
}

Result applySeal(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("entry", "value");
  ADC_TRY(id, requireText(action, "entry"));
  auto index = data.findSealed(*id);
  if (!index) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no sealed entry named {}", quoteInput(*id)), "entry"));
  const auto& def = data.sealed[*index];
  auto& sealed = state.sealed[*index];
  if (action.side.empty()) {
    // Said plainly rather than "not entered by side ''".
    return unexpected(fail(ActionError::Code::MissingArgument, sayf(data, "{} needs the side that enters it", actionTitle(action)), "side"));
  }
  if (std::find(def.sides.begin(), def.sides.end(), action.side) == def.sides.end()) {
    return unexpected(fail(ActionError::Code::NotAllowed, sayf(data, "{} is not entered by side {}", def.name, quoteInput(action.side)), "side"));
  }
  ADC_TRY(entrants, sealedEntrants(data, state, def));
  if (std::find(entrants->begin(), entrants->end(), action.side) == entrants->end()) {
    return unexpected(fail(ActionError::Code::NotAllowed,
                           sayf(data, "{} does not enter {} now (rule {}: {})", data.findSide(action.side)->name, def.name,
                                def.rule, def.when.text()),
                           "side"));
  }
  auto value = action.arg("value");
  if (!value) {
    return unexpected(fail(ActionError::Code::MissingArgument,
                           sayf(data, "{} needs {}", actionTitle(action), argumentMeaning(action, "value")), "value"));
  }
  Value typed = *value;
  if (kindOf(typed) != def.kind) {
    auto parsed = parseValue(toDisplayString(typed), def.kind);
    if (!parsed) {
      return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "value: {}", kindMismatch(def.kind, typed)), "value"));
    }
    typed = *parsed;
  }
  if (auto number = std::get_if<std::int64_t>(&typed)) {
    if ((def.min && *number < *def.min) || (def.max && *number > *def.max)) {
      return unexpected(fail(ActionError::Code::OutOfRange,
                             sayf(data, "value: {} is out of range; expected {} to {}", *number, def.min.value_or(INT64_MIN),
                                  def.max.value_or(INT64_MAX)),
                             "value"));
    }
  }
  if (!def.choices.empty() &&
      std::find(def.choices.begin(), def.choices.end(), toDisplayString(typed)) == def.choices.end()) {
    return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "value: {} is not a choice", quoteInput(toDisplayString(typed))), "value"));
  }
  // What the rulebook forbids this side to enter (4.7: Poland is always on free trade),
  // refused with its rule before anything is entered.
  const Side* side = data.findSide(action.side);
  for (const auto& refusal : def.refusals) {
    auto names = [&, lookup = state.lookup(data)](std::string_view name) -> std::optional<Value> {
      if (name == "side") return Value{action.side};
      if (name == "side_name") return Value{side->name};
      if (name == "value") return typed;
      return lookup(name);
    };
    auto applies = refusal.when.test(names);
    if (!applies) return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{} (rule {}): {}", def.name, def.rule, applies.error())));
    if (!*applies) continue;
    auto text = refusal.text.render(names, [&](const Value& shown) { return valueText(data, shown); });
    if (!text) return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{} (rule {}): {}", def.name, def.rule, text.error())));
    return unexpected(fail(ActionError::Code::NotAllowed, sayf(data, "{} refused: {} ({})", def.name, *text, refusal.rule), "value"));
  }
  if (sealed.revealed) {
    // A new round of entries starts once the last one was revealed.
    sealed = SealedState{};
  }
  sealed.entries[action.side] = typed;
  return Applied{def.rule, sayf(data, "{}: {} has entered a sealed value", def.name, side->name), std::nullopt, action};
}

Result applyReveal(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("entry");
  ADC_TRY(id, requireText(action, "entry"));
  auto index = data.findSealed(*id);
  if (!index) return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no sealed entry named {}", quoteInput(*id)), "entry"));
  const auto& def = data.sealed[*index];
  auto& sealed = state.sealed[*index];
  if (sealed.revealed) return unexpected(fail(ActionError::Code::NotAllowed, sayf(data, "{} is already revealed", def.name)));
  ADC_TRY(entrants, sealedEntrants(data, state, def));
  std::string waiting;
  std::string firstWaiting;
  for (const auto& side : *entrants) {
    if (sealed.entries.count(side)) continue;
    waiting += (waiting.empty() ? "" : ", ") + data.findSide(side)->name;
    if (firstWaiting.empty()) firstWaiting = side;
  }
  if (!waiting.empty()) {
    return unexpected(fail(ActionError::Code::NotAllowed, sayf(data, "{} still waits for {}", def.name, waiting))
                          .pointing(WayForward::seal(def.id, firstWaiting)));
  }
  sealed.revealed = true;
  std::string shown;
  for (const auto& side : def.sides) {
    auto entry = sealed.entries.find(side);
    if (entry == sealed.entries.end()) continue;
    shown += (shown.empty() ? "" : ", ") + data.findSide(side)->name + " " + valueText(data, entry->second);
  }
  if (shown.empty()) shown = say(data, "nobody entered one");
  return Applied{def.rule, sayf(data, "{} revealed: {}", def.name, shown), std::nullopt, action};
}

Result applyRoll(const GameData& data, GameState& state, const Action& action) {
  ADC_CHECK_ARGS("dice", "result");
  ADC_TRY(label, requireText(action, "dice"));
  DiceSpec spec;
  if (const NamedDie* named = data.findDie(*label)) {
    spec = named->spec;
  } else {
    auto parsed = parseDiceSpec(*label, data.d10ZeroReadsAs);
    if (!parsed) return unexpected(fail(ActionError::Code::BadArgument, parsed.error(), "dice"));
    spec = *parsed;
  }
  DiceRoller roller(state.rng);
  auto faces = roller.roll(spec);
  if (auto recorded = action.arg("result")) {
    auto recordedFaces = parseValue(toDisplayString(*recorded), ValueKind::Dice);
    if (!recordedFaces || std::get<DiceFaces>(*recordedFaces) != faces) {
      return unexpected(fail(ActionError::Code::LogMismatch,
                             sayf(data,
                                  "the log says this roll gave {} but the dice replay as {}; the save was edited or made by another generator",
                                  toDisplayString(*recorded), toDisplayString(faces)),
                             "result"));
    }
  }
  state.rng = roller.state();
  Action recorded = action;
  recorded.args["result"] = faces;
  return Applied{"", sayf(data, "Rolled {}: {}", spec.label, toDisplayString(faces)), std::nullopt, recorded};
}

Result applyNote(const GameData& data, GameState&, const Action& action) {
  ADC_CHECK_ARGS("text");
  ADC_TRY(text, requireText(action, "text"));
  return Applied{"", sayf(data, "Note: {}", *text), std::nullopt, action};
}

using Handler = Result (*)(const GameData&, GameState&, const Action&);

const std::unordered_map<std::string, Handler>& handlers() {
  static const std::unordered_map<std::string, Handler> table{
      {"resolve", applyResolve},       {"set", applySet},           {"adjust", applyAdjust},
      {"chart", applyChart},           {"next", applyNext},         {"back", applyBack},
      {"goto", applyGoto},             {"timer_start", applyTimer}, {"timer_pause", applyTimer},
      {"timer_resume", applyTimer},    {"timer_extend", applyTimer}, {"timer_expire", applyTimer},
      {"timer_reset", applyTimer},     {"seal", applySeal},         {"reveal", applyReveal},
      {"roll", applyRoll},             {"note", applyNote},
  };
  return table;
}

}  // namespace

namespace {

Result dispatchAction(const GameData& data, GameState& state, const Action& action);

// A way forward that is not a step: its words, or none when it names nothing the game has.
std::optional<WayForward> namedWay(const GameData& data, const GameState& state, WayForward way) {
  const RuleModule* module = findRuleModule(data.id);
  if (way.kind == WayForward::Kind::Action) {
    if (!module) return std::nullopt;
    auto description = module->descriptions.find(way.target);
    if (description == module->descriptions.end()) return std::nullopt;
    const ActionDescription* words = findActionDescription(data, way.target);
    way.label = words ? words->title : description->second.title;
    return way;
  }
  if (way.kind == WayForward::Kind::Seal) {
    auto index = data.findSealed(way.target);
    if (!index || !data.findSide(way.side)) return std::nullopt;
    std::string name = data.sealed[*index].name + " (" + data.findSide(way.side)->name + ")";
    if (module && module->sealedName) {
      if (auto own = module->sealedName(data, state, way.target, way.side)) name = *own;
    }
    way.label = sayf(data, "Seal: {}", name);
    return way;
  }
  return std::nullopt;
}

// How many `next` reach the step from the refused position, tried on a copy: within the
// turn, or the one `next` that starts the following turn, so a button never skips a
// whole turn. When the first `next` is refused with a way of its own (the action that
// moves the turn on from here), that way is offered instead.
std::optional<WayForward> stepWay(const GameData& data, const GameState& state, WayForward way) {
  auto index = data.sequence.findStep(way.target);
  if (!index || state.gameOver) return std::nullopt;
  // A few steps at most (Paris's pre-emption and order change on the way to the unit
  // actions): a button that passed over steps with business of their own would let the
  // players skip them without reading them.
  constexpr int kMostSteps = 3;
  GameState probe = state;
  for (int count = 0; count <= kMostSteps; ++count) {
    bool reachable = count == 1 || probe.turn == state.turn;
    if (!reachable || probe.gameOver) return std::nullopt;
    if (probe.step == *index) {
      if (count == 0) return std::nullopt;  // already there: the refusal has another cause
      const auto& name = data.sequence.steps[*index].leaf().name;
      way.steps = count;
      way.label = count == 1 ? sayf(data, "Next step: {}", name) : sayf(data, "Go to {} ({} steps)", name, count);
      return way;
    }
    auto moved = dispatchAction(data, probe, Action{"next", "", {}, "", 0});
    if (!moved) {
      // Only from the refused position itself: past a step or two, the action that moves
      // the turn on (the next activation's) is not what the players asked for.
      const auto& refusal = moved.error();
      if (count == 0 && refusal.way && refusal.way->kind != WayForward::Kind::ToStep) {
        return namedWay(data, probe, *refusal.way);
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

Result dispatchAction(const GameData& data, GameState& state, const Action& action) {
  auto handler = handlers().find(action.type);
  if (handler == handlers().end()) {
    if (const RuleModule* module = findRuleModule(data.id)) {
      if (auto own = module->actions.find(action.type); own != module->actions.end()) {
        ActionWordsScope words(data);
        return own->second(data, state, action);
      }
    }
    return unexpected(fail(ActionError::Code::UnknownAction,
                           sayf(data,
                                "unknown action {}; actions are resolve, set, adjust, chart, next, back, goto, timer_*, seal, reveal, roll, note",
                                quoteInput(action.type))));
  }
  if (const RuleModule* module = findRuleModule(data.id); module && module->guardBuiltIn) {
    ActionWordsScope words(data);
    if (auto refusal = module->guardBuiltIn(data, state, action)) return unexpected(*refusal);
  }
  // Handlers check everything before they write, so a refused action changes nothing.
  return handler->second(data, state, action);
}

}  // namespace

Expected<Applied, ActionError> applyAction(const GameData& data, GameState& state, const Action& typed) {
  // Every path to the log passes here: text a save cannot hold never gets further.
  if (auto refusal = checkActionText(typed)) return unexpected(*refusal);
  // A word typed by its name or in other case ("Faubourgs") is the game's id from here
  // on, for the handler and in the log (typed_words.hpp).
  const Action action = withWordsMatched(data, state, typed);
  // The argument readers (action_arguments.hpp) speak the game's words and language.
  ActionWordsScope words(data);
  // A limit reached (limit.hpp) refuses before the handler rolls anything; the uses are
  // counted once the action is applied.
  const auto turnBefore = state.turn;
  auto uses = limitUsesOf(data, state, action);
  if (!uses) return unexpected(uses.error());
  auto applied = dispatchAction(data, state, action);
  if (applied && !uses->empty()) {
    recordLimitUses(state, std::move(*uses), sayf(data, "{} {}: {}", data.sequence.turnName, turnBefore, applied->summary));
  }
  // A refused action changed nothing, so the way forward is worked out from `state`.
  if (!applied && applied.error().way) {
    auto& way = applied.error().way;
    way = way->kind == WayForward::Kind::ToStep ? stepWay(data, state, *way) : namedWay(data, state, *way);
  }
  return applied;
}

std::vector<Action> dueTimerExpiries(const GameData& data, const GameState& state, std::int64_t nowMs) {
  std::vector<Action> due;
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    const auto& timer = state.timers[i];
    if (timer.status == TimerState::Status::Running && timer.remainingMs(nowMs) == 0) {
      due.push_back(Action{"timer_expire", "", {{"timer", data.timers[i].id}}, "", nowMs});
    }
  }
  return due;
}

Expected<std::vector<std::string>, ActionError> sidesEnteringNow(const GameData& data, const GameState& state,
                                                                 const SealedDef& def) {
  return sealedEntrants(data, state, def);
}

bool isBuiltInAction(std::string_view type) { return handlers().count(std::string(type)) > 0; }

const SequenceStep* currentStep(const GameData& data, const GameState& state) {
  if (state.gameOver || data.sequence.steps.empty()) return nullptr;
  return &data.sequence.steps[state.step];
}

}  // namespace adc
