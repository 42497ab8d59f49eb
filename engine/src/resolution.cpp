#include "adc/resolution.hpp"
#include "adc/refusal.hpp"

#include "adc/display_names.hpp"

#include "adc/checked_arithmetic.hpp"
#include "adc/game_texts.hpp"
#include "adc/input_words.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <unordered_map>

namespace adc {

std::string Resolution::headline(const GameData& data) const {
  std::string text = outcome;
  if (text.empty()) {
    // A procedure without outcome texts: the cell's results by the fields' names.
    const Table* table = cell ? data.findTable(cell->table) : nullptr;
    for (const auto& [id, value] : fields) {
      const TableField* field = nullptr;
      if (table) {
        for (const auto& each : table->fields) {
          if (each.id == id) field = &each;
        }
      }
      text += (text.empty() ? "" : ", ") + (field ? field->name : humanizeId(id)) + " " + valueText(data, value);
    }
  }
  if (!inferredBy.empty()) text += " (" + inferredNote(data, inferredBy) + ")";
  return text;
}

namespace {

ActionError fail(ActionError::Code code, std::string message, std::string argument = {}) {
  return ActionError{code, std::move(message), std::move(argument), std::nullopt};
}

std::string inputList(const Procedure& procedure) {
  std::string list;
  for (const auto& input : procedure.inputs) list += (list.empty() ? "" : ", ") + input.id;
  return list.empty() ? std::string("none") : list;
}

Expected<Value, ActionError> readInput(const GameData& data, const InputDef& input, const Value& typed) {
  auto bad = [&](const std::string& why) {
    return unexpected(fail(ActionError::Code::BadArgument, sayf(data, "{}: {}; expected {}", input.name, why, expectedText(data, input)),
                           input.id));
  };
  // A type error says what kind was expected and what came: never "out of range".
  auto wrongKind = [&](ValueKind expected) {
    return unexpected(fail(ActionError::Code::BadArgument,
                           sayf(data, "{}: {} ({})", input.name, kindMismatch(expected, typed), expectedText(data, input)), input.id));
  };
  switch (input.kind) {
    case InputKind::Dice: {
      DiceFaces faces;
      if (auto number = std::get_if<std::int64_t>(&typed)) faces = {*number};
      else if (auto list = std::get_if<DiceFaces>(&typed)) faces = *list;
      else if (auto parsed = parseValue(toDisplayString(typed), ValueKind::Dice)) faces = std::get<DiceFaces>(*parsed);
      else return wrongKind(ValueKind::Dice);
      auto read = input.dice.read(faces);
      if (!read) {
        // Two dice where one is rolled is a wrong kind of entry; a 7 on a d6 is out of range.
        const auto code = static_cast<int>(faces.size()) != input.dice.count ? ActionError::Code::BadArgument
                                                                              : ActionError::Code::OutOfRange;
        return unexpected(
            fail(code, sayf(data, "{}: {}", input.name, diceEntryProblemText(data, input.dice, read.error())), input.id));
      }
      return Value{*read};
    }
    case InputKind::Number: {
      auto number = std::get_if<std::int64_t>(&typed);
      if (!number) return wrongKind(ValueKind::Integer);
      if ((input.min && *number < *input.min) || (input.max && *number > *input.max)) {
        return unexpected(fail(ActionError::Code::OutOfRange,
                               sayf(data, "{}: {} is out of range; expected {}", input.name, *number, expectedText(data, input)),
                               input.id));
      }
      return typed;
    }
    case InputKind::Choice: {
      auto word = toDisplayString(typed);
      if (std::find(input.choices.begin(), input.choices.end(), word) == input.choices.end()) {
        return bad(sayf(data, "{} is not a choice", quoteInput(word)));
      }
      return Value{word};
    }
    case InputKind::Flag: {
      if (std::holds_alternative<bool>(typed)) return typed;
      if (auto flag = parseValue(toDisplayString(typed), ValueKind::Flag)) return *flag;
      return wrongKind(ValueKind::Flag);
    }
    case InputKind::Card: {
      const Deck* deck = data.findDeck(input.deck);
      auto word = toDisplayString(typed);
      if (deck && !deck->cards.empty()) {
        for (std::size_t i = 0; i < deck->cards.size(); ++i) {
          if (deck->cards[i].id == word || std::to_string(i + 1) == word) return Value{deck->cards[i].id};
        }
        return bad(sayf(data, "{} is not a card of {}", quoteInput(word), deck->name));
      }
      auto number = asNumber(typed);
      const std::string range = sayf(data, "expected a card number, 1 to {}", deck ? deck->size : 0);
      if (!number) {
        return unexpected(fail(ActionError::Code::BadArgument,
                               sayf(data, "{}: got {}, not a card number; {}", input.name, describeValue(typed), range), input.id));
      }
      if (!deck || *number < 1 || *number > deck->size) {
        return unexpected(fail(ActionError::Code::OutOfRange,
                               sayf(data, "{}: {} is out of range; {}", input.name, *number, range), input.id));
      }
      return Value{*number};
    }
    case InputKind::Side: {
      auto word = toDisplayString(typed);
      if (!data.findSide(word)) return bad(sayf(data, "{} is not a side", quoteInput(word)));
      return Value{word};
    }
  }
  return bad(say(data, "unreadable"));
}

// Names a procedure's expressions read: its own values first, then the state.
class ProcedureScope {
 public:
  ProcedureScope(const GameData& data, const GameState& state) : m_data(data), m_state(state) {}
  void set(const std::string& name, Value value) { m_local[name] = std::move(value); }
  NameLookup lookup() const {
    return [this](std::string_view name) -> std::optional<Value> {
      auto found = m_local.find(std::string(name));
      if (found != m_local.end()) return found->second;
      return m_state.read(m_data, name);
    };
  }
  std::optional<Value> get(const std::string& name) const { return lookup()(name); }

 private:
  const GameData& m_data;
  const GameState& m_state;
  std::unordered_map<std::string, Value> m_local;
};

// True when any expression of the procedure reads `side` (prestige[side], "treasury.{side}").
bool readsSide(const Procedure& procedure) {
  std::vector<NameUse> uses;
  auto add = [&](const std::vector<NameUse>& more) { uses.insert(uses.end(), more.begin(), more.end()); };
  for (const auto& modifier : procedure.modifiers) {
    add(modifier.when.names());
    add(modifier.value.names());
  }
  add(procedure.total.names());
  if (procedure.lookup) {
    add(procedure.lookup->row.names());
    add(procedure.lookup->column.names());
  }
  for (const auto& outcome : procedure.outcomes) {
    add(outcome.when.names());
    add(outcome.text.names());
  }
  for (const auto& effect : procedure.effects) {
    add(effect.when.names());
    add(effect.target.names());
    add(effect.amount.names());
  }
  for (const auto& line : procedure.board) {
    add(line.when.names());
    add(line.text.names());
  }
  return std::any_of(uses.begin(), uses.end(), [](const NameUse& use) { return use.name == "side" || use.name == "side_name"; });
}

std::string refusalMessage(const GameData& data, const Procedure& procedure, const RefusalDef& refusal,
                           const std::string& text) {
  return sayf(data, "{} refused: {} ({})", procedure.name, text, refusal.rule);
}

ActionError dataError(const Procedure& procedure, const std::string& message) {
  return fail(ActionError::Code::BadArgument, procedure.id + " (rule " + procedure.rule + "): " + message);
}

}  // namespace

Expected<std::map<std::string, Value>, ActionError> readInputs(const GameData& data, const Procedure& procedure,
                                                                const std::map<std::string, Value>& typed) {
  for (const auto& [name, value] : typed) {
    if (!procedure.findInput(name)) {
      return unexpected(fail(ActionError::Code::UnknownName,
                             sayf(data, "{} has no input {}; its inputs are {}", procedure.id, quoteInput(name), inputList(procedure)),
                             name));
    }
  }
  std::map<std::string, Value> inputs;
  for (const auto& input : procedure.inputs) {
    auto found = typed.find(input.id);
    if (found == typed.end()) {
      if (!input.defaultValue) {
        return unexpected(fail(ActionError::Code::MissingArgument,
                               sayf(data, "missing {}; expected {}", input.name, expectedText(data, input)),
                               input.id));
      }
      auto value = readInput(data, input, *input.defaultValue);
      if (!value) return unexpected(value.error());
      inputs[input.id] = *value;
      continue;
    }
    auto value = readInput(data, input, found->second);
    if (!value) return unexpected(value.error());
    inputs[input.id] = *value;
  }
  return inputs;
}

Expected<Resolution, ActionError> resolve(const GameData& data, const Procedure& procedure,
                                          const std::map<std::string, Value>& typedInputs, const std::string& side,
                                          const GameState& state, const ChartSource& charts,
                                          EffectsChecked effects) {
  auto inputs = readInputs(data, procedure, typedInputs);
  if (!inputs) return unexpected(inputs.error());
  // Without this check a procedure that reads the acting side failed deep inside, with
  // "an effect changes 'treasury.', which the game does not keep".
  if (side.empty() && readsSide(procedure)) {
    std::string sides;
    for (const auto& each : data.sides) sides += (sides.empty() ? "" : ", ") + each.id;
    return unexpected(fail(ActionError::Code::MissingArgument,
                           sayf(data, "{} (rule {}) needs the acting side; sides are {}", procedure.name, procedure.rule, sides),
                           "side"));
  }
  if (!side.empty() && !data.findSide(side)) {
    return unexpected(fail(ActionError::Code::UnknownName, sayf(data, "no side named {}", quoteInput(side)), "side"));
  }
  // An input the data asks only of some sides (a Company's size, 4.0) keeps its default
  // for the others: a value typed for them is a mistake, said in the players' words.
  const NameLookup stateNames = state.lookup(data);
  for (const auto& input : procedure.inputs) {
    auto typed = typedInputs.find(input.id);
    if (typed == typedInputs.end() || Procedure::asks(input, side, stateNames)) continue;
    if ((*inputs)[input.id] == *readInput(data, input, *input.defaultValue)) continue;
    const Side* named = data.findSide(side);
    return unexpected(fail(ActionError::Code::BadArgument,
                           sayf(data, "{} is not asked of {} (rule {}); leave it at {}", input.name, named ? named->name : side,
                                input.rule.empty() ? procedure.rule : input.rule, valueText(data, *input.defaultValue)),
                           input.id));
  }
  Resolution result;
  result.procedure = &procedure;
  result.side = side;
  result.inputs = *inputs;

  ProcedureScope scope(data, state);
  for (const auto& [name, value] : result.inputs) {
    scope.set(name, value);
    if (auto faces = std::get_if<DiceFaces>(&value)) {
      for (std::size_t i = 0; i < faces->size(); ++i) scope.set(name + "_" + std::to_string(i + 1), (*faces)[i]);
    }
  }
  scope.set("side", Value{side});
  const Side* acting = data.findSide(side);
  scope.set("side_name", Value{acting ? acting->name : side});
  // A refusal that says what a book lacks reads `not preview and ...`: a preview from no
  // saved game reads a scenario's start, not the players' books.
  scope.set("preview", Value{effects == EffectsChecked::NotAgainstBooks});

  for (const auto& modifier : procedure.modifiers) {
    if (!modifier.when.empty()) {
      auto applies = modifier.when.test(scope.lookup());
      if (!applies) return unexpected(dataError(procedure, applies.error()));
      if (!*applies) continue;
    }
    auto value = modifier.value.number(scope.lookup());
    if (!value) return unexpected(dataError(procedure, value.error()));
    if (*value == 0) continue;
    auto total = checkedAdd(result.modifierTotal, *value);
    if (!total) {
      return unexpected(fail(ActionError::Code::OutOfRange,
                             sayf(data, "{} (rule {}): the modifiers cannot be added up: {}", procedure.name, procedure.rule,
                                  overflowMessage(result.modifierTotal, "+", *value))));
    }
    result.modifiers.push_back({modifier.name, *value, modifier.rule});
    result.modifierTotal = *total;
  }
  scope.set("modifiers", Value{result.modifierTotal});

  if (!procedure.total.empty()) {
    auto total = procedure.total.number(scope.lookup());
    if (!total) return unexpected(dataError(procedure, total.error()));
    result.total = *total;
    scope.set("total", Value{*total});
  }

  if (procedure.lookup) {
    const Table* table = data.findTable(procedure.lookup->table);
    auto row = procedure.lookup->row.evaluate(scope.lookup());
    if (!row) return unexpected(dataError(procedure, row.error()));
    result.rowValue = *row;
    auto rowKey = table->rows.find(*row);
    if (!rowKey) {
      return unexpected(fail(ActionError::Code::OutOfRange,
                             sayf(data, "{} (rule {}) has no row for {}", table->name, table->rule, toDisplayString(*row))));
    }
    result.rowClamped = rowKey->second;
    std::size_t column = 0;
    CellRef ref{table->id, table->rows.keys[rowKey->first].text, ""};
    if (table->columns) {
      auto columnValue = procedure.lookup->column.evaluate(scope.lookup());
      if (!columnValue) return unexpected(dataError(procedure, columnValue.error()));
      result.columnValue = *columnValue;
      auto columnKey = table->columns->find(*columnValue);
      if (!columnKey) {
        return unexpected(fail(ActionError::Code::OutOfRange,
                               sayf(data, "{} (rule {}) has no column for {}", table->name, table->rule,
                                    toDisplayString(*columnValue))));
      }
      result.columnClamped = columnKey->second;
      column = columnKey->first;
      ref.column = table->columns->keys[column].text;
    }
    result.cell = ref;
    const auto& cell = table->cell(rowKey->first, column);
    std::vector<Value> values;
    if (auto reading = readCell(cell, charts && !cell.known ? charts(ref) : std::nullopt)) {
      values = std::move(reading->values);
      result.inferredBy = reading->inferredBy;
    } else {
      ActionError error = fail(ActionError::Code::NeedsChartValue,
                               sayf(data, "{} (rule {}) is not printed in the rulebook; type it in from your chart",
                                    cellName(data, ref), table->rule));
      error.cell = ref;
      return unexpected(error);
    }
    for (std::size_t i = 0; i < table->fields.size() && i < values.size(); ++i) {
      result.fields.emplace_back(table->fields[i].id, values[i]);
      scope.set(table->fields[i].id, values[i]);
    }
  }

  // What the rulebook forbids is refused here, before the outcome and any change: the
  // players read the rule, and nothing is logged. A refusal may read the table's fields.
  for (const auto& refusal : procedure.refusals) {
    auto applies = refusal.when.test(scope.lookup());
    if (!applies) return unexpected(dataError(procedure, applies.error()));
    if (!*applies) continue;
    auto text = refusal.text.render(scope.lookup(), [&](const Value& value) { return valueText(data, value); });
    if (!text) return unexpected(dataError(procedure, text.error()));
    return unexpected(fail(ActionError::Code::NotAllowed, refusalMessage(data, procedure, refusal, *text)));
  }

  for (const auto& outcome : procedure.outcomes) {
    if (!outcome.when.empty()) {
      auto applies = outcome.when.test(scope.lookup());
      if (!applies) return unexpected(dataError(procedure, applies.error()));
      if (!*applies) continue;
    }
    auto text = outcome.text.render(scope.lookup(), [&](const Value& value) { return valueText(data, value); });
    if (!text) return unexpected(dataError(procedure, text.error()));
    result.outcomeId = outcome.id;
    result.outcome = *text;
    break;
  }
  scope.set("outcome", Value{result.outcomeId});

  // Effects see the changes made by the effects before them.
  std::map<std::string, std::size_t> changed;
  auto current = [&](std::size_t slot) -> Value {
    auto key = data.schema.slots()[slot].key;
    if (auto found = changed.find(key); found != changed.end()) return result.changes[found->second].after;
    return state.values[slot];
  };
  for (const auto& effect : procedure.effects) {
    if (!effect.when.empty()) {
      auto applies = effect.when.test(scope.lookup());
      if (!applies) return unexpected(dataError(procedure, applies.error()));
      if (!*applies) continue;
    }
    auto key = effect.target.render(scope.lookup());
    if (!key) return unexpected(dataError(procedure, key.error()));
    auto slot = data.schema.find(*key);
    if (!slot) return unexpected(dataError(procedure, "an effect changes '" + *key + "', which the game does not keep"));
    const auto& def = data.schema.defOf(*slot);
    auto amount = effect.amount.evaluate(scope.lookup());
    if (!amount) return unexpected(dataError(procedure, amount.error()));
    Value before = current(*slot);
    Value after = *amount;
    std::optional<std::int64_t> added;
    if (effect.op == EffectOp::Add) {
      auto delta = asNumber(*amount);
      auto base = asNumber(before);
      if (!delta || !base) return unexpected(dataError(procedure, "only numbers can be added to ('" + *key + "')"));
      auto sum = checkedAdd(*base, *delta);
      if (!sum) {
        return unexpected(fail(ActionError::Code::OutOfRange,
                               sayf(data, "{} (rule {}) cannot change {}: {}", procedure.name, effect.rule,
                                    slotName(data, *key), overflowMessage(*base, "+", *delta))));
      }
      after = *sum;
      added = *delta;
    }
    const bool againstBooks = effects == EffectsChecked::AgainstBooks;
    bool clamped = false;
    if (auto number = std::get_if<std::int64_t>(&after); number && def.clamp && againstBooks) {
      auto limited = std::clamp(*number, def.min.value_or(*number), def.max.value_or(*number));
      clamped = limited != *number;
      after = limited;
    }
    if (auto problem = againstBooks ? data.schema.check(*slot, after) : std::nullopt) {
      // The book in the players' words ("Treasury (England)"), never its key: a range
      // problem names it already ("-5 is out of range; Treasury (England) runs at least 0").
      const auto code = valueProblemCode(def.kind, after);
      return unexpected(fail(code, code == ActionError::Code::OutOfRange
                                       ? sayf(data, "{} (rule {}): {}", procedure.name, effect.rule, *problem)
                                       : sayf(data, "{} (rule {}) cannot change {}: {}", procedure.name, effect.rule,
                                              slotName(data, *key), *problem)));
    }
    StateChange change{*key, state.values[*slot], after, effect.rule, clamped, added};
    if (auto found = changed.find(*key); found != changed.end()) {
      change.before = result.changes[found->second].before;
      // Two additions to one book add up; after a set, the book becomes what it reads.
      const auto& earlier = result.changes[found->second].added;
      change.added = added && earlier ? checkedAdd(*earlier, *added) : std::nullopt;
      result.changes[found->second] = change;
    } else {
      changed[*key] = result.changes.size();
      result.changes.push_back(change);
    }
    // Later effects' expressions (and the board lines) read the value as changed, not
    // the state's old one: "treasury.{side}" then "if(treasury[side] >= 20, ...)".
    scope.set(*key, after);
  }

  for (const auto& line : procedure.board) {
    if (!line.when.empty()) {
      auto applies = line.when.test(scope.lookup());
      if (!applies) return unexpected(dataError(procedure, applies.error()));
      if (!*applies) continue;
    }
    auto text = line.text.render(scope.lookup(), [&](const Value& value) { return valueText(data, value); });
    if (!text) return unexpected(dataError(procedure, text.error()));
    result.board.push_back(*text);
  }
  return result;
}

std::optional<std::string> refusalBeforeRoll(const GameData& data, const Procedure& procedure,
                                             const std::map<std::string, Value>& typedInputs, const std::string& side,
                                             const GameState& state) {
  if (procedure.refusals.empty()) return std::nullopt;
  ProcedureScope scope(data, state);
  for (const auto& input : procedure.inputs) {
    auto typed = typedInputs.find(input.id);
    const Value* given = typed != typedInputs.end() ? &typed->second : input.defaultValue ? &*input.defaultValue : nullptr;
    if (!given) continue;
    if (auto value = readInput(data, input, *given)) scope.set(input.id, *value);
  }
  scope.set("side", Value{side});
  const Side* acting = data.findSide(side);
  scope.set("side_name", Value{acting ? acting->name : side});
  scope.set("preview", Value{false});  // before a roll in a game: the books are the game's
  for (const auto& refusal : procedure.refusals) {
    auto applies = refusal.when.test(scope.lookup());
    if (!applies || !*applies) continue;  // not known yet, or not forbidden
    auto text = refusal.text.render(scope.lookup(), [&](const Value& value) { return valueText(data, value); });
    if (text) return refusalMessage(data, procedure, refusal, *text);
  }
  return std::nullopt;
}

ChartSource gameCharts(const GameData&, const GameState& state) {
  return [&state](const CellRef& ref) -> std::optional<std::vector<Value>> {
    auto found = state.chartValues.find(ref);
    if (found == state.chartValues.end()) return std::nullopt;
    return found->second;
  };
}

}  // namespace adc
