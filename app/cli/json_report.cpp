#include "json_report.hpp"

#include "adc/action_codec.hpp"
#include "adc/built_in_actions.hpp"
#include "adc/display_names.hpp"
#include "adc/input_words.hpp"
#include "adc/rule_module.hpp"

namespace adc::cli {

nlohmann::json resolutionJson(const GameData& data, const Resolution& resolution) {
  const Procedure& procedure = *resolution.procedure;
  nlohmann::json json;
  json["procedure"] = {{"id", procedure.id}, {"name", procedure.name}, {"rule", procedure.rule}};
  json["side"] = resolution.side;
  json["inputs"] = nlohmann::json::object();
  for (const auto& [name, value] : resolution.inputs) json["inputs"][name] = valueToJson(value);
  json["modifiers"] = nlohmann::json::array();
  for (const auto& modifier : resolution.modifiers) {
    json["modifiers"].push_back({{"name", modifier.name}, {"value", modifier.value}, {"rule", modifier.rule}});
  }
  json["modifier_total"] = resolution.modifierTotal;
  json["total"] = resolution.total ? nlohmann::json(*resolution.total) : nlohmann::json(nullptr);
  if (resolution.cell) {
    const Table* table = data.findTable(resolution.cell->table);
    json["table"] = {{"id", table->id},
                     {"name", table->name},
                     {"rule", table->rule},
                     {"row", resolution.cell->row},
                     {"row_value", valueToJson(resolution.rowValue)},
                     {"row_clamped", resolution.rowClamped}};
    if (table->columns) {
      json["table"]["column"] = resolution.cell->column;
      json["table"]["column_value"] = valueToJson(resolution.columnValue);
      json["table"]["column_clamped"] = resolution.columnClamped;
    }
  } else {
    json["table"] = nullptr;
  }
  json["fields"] = nlohmann::json::object();
  for (const auto& [id, value] : resolution.fields) json["fields"][id] = valueToJson(value);
  json["outcome"] = {{"id", resolution.outcomeId}, {"text", resolution.headline(data)}};
  json["effects"] = nlohmann::json::array();
  for (const auto& change : resolution.changes) {
    // `added`: what an `add` effect adds (null for a `set`); `text`: what it does, in words.
    json["effects"].push_back({{"key", change.key},
                               {"name", slotName(data, change.key)},
                               {"before", valueToJson(change.before)},
                               {"after", valueToJson(change.after)},
                               {"added", change.added ? nlohmann::json(*change.added) : nlohmann::json(nullptr)},
                               {"text", describeEffect(data, change)},
                               {"rule", change.rule},
                               {"clamped", change.clamped}});
  }
  json["board"] = resolution.board;
  json["needs_chart"] = nullptr;
  return json;
}

nlohmann::json needsChartJson(const Procedure& procedure, const ActionError& error) {
  nlohmann::json json;
  json["procedure"] = {{"id", procedure.id}, {"name", procedure.name}, {"rule", procedure.rule}};
  json["needs_chart"] = {{"table", error.cell->table}, {"row", error.cell->row}, {"column", error.cell->column},
                         {"message", error.message}};
  return json;
}

nlohmann::json oddsJson(const Procedure& procedure, const OddsReport& report) {
  nlohmann::json json;
  json["procedure"] = {{"id", procedure.id}, {"name", procedure.name}, {"rule", procedure.rule}};
  json["rolled"] = report.rolled;
  json["total_ways"] = report.totalWays;
  json["outcomes"] = nlohmann::json::array();
  for (const auto& line : report.lines) {
    nlohmann::json entry{{"label", line.label},
                         {"ways", line.ways},
                         {"probability", line.probability(report.totalWays)}};
    if (line.unknownCell) {
      entry["unknown_cell"] = {{"table", line.unknownCell->table},
                               {"row", line.unknownCell->row},
                               {"column", line.unknownCell->column}};
    }
    if (!line.error.empty()) entry["error"] = line.error;
    entry["fields"] = nlohmann::json::object();
    for (const auto& [id, value] : line.fields) entry["fields"][id] = valueToJson(value);
    json["outcomes"].push_back(entry);
  }
  return json;
}

nlohmann::json actionJson(const std::string& type, const ActionDescription* description, bool builtIn) {
  nlohmann::json out{{"type", type}, {"built_in", builtIn}};
  out["described"] = description != nullptr;
  if (!description) return out;
  const ActionDescription& action = *description;
  out["title"] = action.title;
  out["rule"] = action.rule;
  out["side"] = std::string(sideActsName(action.side));
  out["actor"] = action.actor;
  if (!action.offeredWhen.empty()) out["offered_when"] = action.offeredWhen;
  nlohmann::json arguments = nlohmann::json::array();
  for (const auto& argument : action.arguments) {
    nlohmann::json item{{"name", argument.name},
                        {"meaning", argument.meaning},
                        {"kind", std::string(argumentKindName(argument.kind))},
                        {"required", argument.required}};
    if (!argument.collection.empty()) item["collection"] = argument.collection;
    if (!argument.choices.empty()) item["choices"] = argument.choices;
    if (argument.min) item["min"] = *argument.min;
    if (argument.max) item["max"] = *argument.max;
    arguments.push_back(item);
  }
  out["arguments"] = arguments;
  return out;
}

nlohmann::json procedureJson(const GameData& data, const Procedure& procedure) {
  nlohmann::json json{{"id", procedure.id}, {"name", procedure.name}, {"rule", procedure.rule}};
  if (!procedure.description.empty()) json["description"] = procedure.description;
  json["inputs"] = nlohmann::json::array();
  for (const auto& input : procedure.inputs) {
    nlohmann::json entry{{"id", input.id}, {"name", input.name}, {"kind", inputKindName(input.kind)},
                         {"accepts", expectedText(data, input)}};
    if (input.kind == InputKind::Dice) {
      entry["dice"] = input.dice.label;
      entry["count"] = input.dice.count;
      entry["min"] = input.dice.lowest;
      entry["max"] = input.dice.highest;
    }
    if (input.min) entry["min"] = *input.min;
    if (input.max) entry["max"] = *input.max;
    if (!input.choices.empty()) entry["choices"] = input.choices;
    if (!input.deck.empty()) entry["deck"] = input.deck;
    if (input.defaultValue) entry["default"] = valueToJson(*input.defaultValue);
    if (!input.rule.empty()) entry["rule"] = input.rule;
    json["inputs"].push_back(entry);
  }
  json["modifiers"] = nlohmann::json::array();
  for (const auto& modifier : procedure.modifiers) {
    json["modifiers"].push_back({{"name", modifier.name}, {"rule", modifier.rule},
                                 {"when", modifier.when.text()}, {"value", modifier.value.text()}});
  }
  if (procedure.lookup) json["table"] = procedure.lookup->table;
  return json;
}

nlohmann::json sessionJson(const GameSession& session, std::int64_t nowMs) {
  const auto& data = session.data();
  const auto& state = session.state();
  nlohmann::json json;
  json["game"] = data.id;
  json["scenario"] = session.setup().scenario;
  json["turn"] = state.turn;
  json["game_over"] = state.gameOver;
  if (const auto* step = currentStep(data, state)) {
    const auto lookup = state.lookup(data);
    nlohmann::json stepJson{{"id", step->id}, {"name", step->leaf().name}, {"rule", step->leaf().rule}};
    // A template's values, and the words it picks, read by their names, as on the screen.
    const auto shown = [&](const Value& value) { return valueText(data, value); };
    auto prompt = step->leaf().prompt.render(lookup, shown);
    stepJson["prompt"] = prompt ? *prompt : prompt.error();
    stepJson["board"] = nlohmann::json::array();
    for (const auto& line : step->leaf().board) {
      if (!line.when.empty()) {
        auto applies = line.when.test(lookup);
        if (!applies || !*applies) continue;
      }
      auto text = line.text.render(lookup, shown);
      stepJson["board"].push_back(text ? *text : text.error());
    }
    stepJson["procedures"] = step->leaf().procedures;
    stepJson["timer"] = step->leaf().timer;
    json["step"] = stepJson;
  } else {
    json["step"] = nullptr;
  }
  json["values"] = nlohmann::json::object();
  for (std::size_t slot = 0; slot < data.schema.slots().size(); ++slot) {
    json["values"][data.schema.slots()[slot].key] = valueToJson(state.values[slot]);
  }
  json["timers"] = nlohmann::json::object();
  for (std::size_t i = 0; i < data.timers.size(); ++i) {
    json["timers"][data.timers[i].id] = {{"status", timerStatusName(state.timers[i].status)},
                                         {"remaining_ms", state.timers[i].remainingMs(nowMs)}};
  }
  json["sealed"] = nlohmann::json::object();
  for (std::size_t i = 0; i < data.sealed.size(); ++i) {
    nlohmann::json entry{{"revealed", state.sealed[i].revealed}, {"entered", nlohmann::json::array()}};
    for (const auto& [side, value] : state.sealed[i].entries) {
      entry["entered"].push_back(side);
      if (state.sealed[i].revealed) entry["values"][side] = valueToJson(value);
    }
    json["sealed"][data.sealed[i].id] = entry;
  }
  // A game whose rule module counts victory: the count as it stands (final once the game is over).
  if (const RuleModule* module = findRuleModule(data.id); module && module->victory) {
    auto report = module->victory(data, state);
    nlohmann::json victory{{"winner", report.winner}, {"explanation", report.explanation}, {"rule", report.rule},
                           {"final", state.gameOver}, {"sides", nlohmann::json::array()}};
    for (const auto& line : report.sides) {
      nlohmann::json breakdown = nlohmann::json::array();
      for (const auto& [what, points] : line.breakdown) breakdown.push_back({{"what", what}, {"points", points}});
      victory["sides"].push_back({{"side", line.side}, {"points", line.points}, {"breakdown", breakdown}});
    }
    json["victory"] = victory;
  }
  json["log_length"] = session.log().size();
  json["cursor"] = session.cursor();
  return json;
}

namespace {

nlohmann::json optionalValueJson(const std::optional<Value>& value) {
  return value ? valueToJson(*value) : nlohmann::json(nullptr);
}

std::string_view wayKindName(WayForward::Kind kind) {
  switch (kind) {
    case WayForward::Kind::ToStep: return "step";
    case WayForward::Kind::Action: return "action";
    case WayForward::Kind::Seal: return "seal";
  }
  return "step";
}

}  // namespace

nlohmann::json bookChangeJson(const GameData& data, const BookChange& change) {
  (void)data;
  return {{"key", change.key},
          {"name", change.name},
          {"before", optionalValueJson(change.before)},
          {"after", optionalValueJson(change.after)},
          {"before_text", change.beforeText},
          {"after_text", change.afterText},
          {"rule", change.rule}};
}

nlohmann::json performedJson(const GameData& data, const Applied& applied, const std::vector<Applied>& chartsUsed,
                             const std::vector<BookChange>& changes) {
  nlohmann::json json;
  json["action"] = actionToJson(applied.recorded);
  // A sealed value stays hidden here too, as in the changes: the JSON may reach a shared screen.
  if (applied.recorded.type == "seal" && json["action"].contains("args") && json["action"]["args"].contains("value")) {
    json["action"]["args"]["value"] = "sealed";
  }
  json["summary"] = applied.summary;
  json["rule"] = applied.rule;
  json["resolution"] = applied.resolution ? resolutionJson(data, *applied.resolution) : nlohmann::json(nullptr);
  json["charts_used"] = nlohmann::json::array();
  for (const auto& chart : chartsUsed) {
    nlohmann::json entry{{"action", actionToJson(chart.recorded)}, {"summary", chart.summary}, {"rule", chart.rule}};
    json["charts_used"].push_back(entry);
  }
  json["changes"] = nlohmann::json::array();
  for (const auto& change : changes) json["changes"].push_back(bookChangeJson(data, change));
  return json;
}

nlohmann::json refusalJson(const GameData& data, const Action& action, const ActionError& error,
                           const std::string& wayCommand, const std::string& chartCommand) {
  nlohmann::json refusal{{"message", error.message}, {"code", std::string(errorCodeName(error.code))}};
  const ActionDescription* description = findActionDescription(data, action.type);
  refusal["action"] = description ? nlohmann::json(description->title) : nlohmann::json(action.type);
  // The rule the refused action follows: a procedure's, else its description's.
  std::string rule = description ? description->rule : std::string();
  if (action.type == "resolve") {
    if (auto id = action.text("procedure")) {
      if (const Procedure* procedure = data.findProcedure(*id)) rule = procedure->rule;
    }
  }
  refusal["rule"] = rule.empty() ? nlohmann::json(nullptr) : nlohmann::json(rule);
  if (error.argument.empty()) {
    refusal["argument"] = nullptr;
  } else {
    refusal["argument"] = error.argument;
    const ArgumentDescription* argument = description ? description->findArgument(error.argument) : nullptr;
    refusal["argument_meaning"] = argument ? argument->meaning : humanizeId(error.argument);
  }
  if (error.way) {
    refusal["way_forward"] = {{"kind", std::string(wayKindName(error.way->kind))},
                              {"target", error.way->target},
                              {"label", error.way->label},
                              {"command", wayCommand}};
    if (!error.way->side.empty()) refusal["way_forward"]["side"] = error.way->side;
    if (error.way->kind == WayForward::Kind::ToStep) refusal["way_forward"]["steps"] = error.way->steps;
  } else {
    refusal["way_forward"] = nullptr;
  }
  if (error.cell) {
    refusal["needs_chart"] = {{"table", error.cell->table},
                              {"row", error.cell->row},
                              {"column", error.cell->column},
                              {"name", cellName(data, *error.cell)},
                              {"command", chartCommand}};
  } else {
    refusal["needs_chart"] = nullptr;
  }
  return {{"error", refusal}};
}

}  // namespace adc::cli
