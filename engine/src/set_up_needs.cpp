#include "adc/set_up_needs.hpp"

#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include <algorithm>
#include <set>

namespace adc {

namespace {

// A stand-in for a cell's value on a throwaway copy of the state, only so that the set-up
// action reads on to the next cell it needs; none when no value can be assumed (a free
// text), and the search stops there.
std::optional<std::vector<Value>> standIn(const Table& table) {
  std::vector<Value> values;
  values.reserve(table.fields.size());
  for (const auto& field : table.fields) {
    // Built in place: GCC 12 warns of an uninitialised variant when a temporary is moved in.
    if (!field.choices.empty()) values.emplace_back(std::in_place_type<std::string>, field.choices.front());
    else if (field.kind == ValueKind::Integer) values.emplace_back(std::in_place_type<std::int64_t>, field.min.value_or(0));
    else if (field.kind == ValueKind::Flag) values.emplace_back(std::in_place_type<bool>, false);
    else return std::nullopt;
  }
  return values;
}

// The unknown cells one action of the set-up reads, in its order: the action is tried on
// a copy, and each cell it asks for is given a stand-in so that it asks for the next.
std::optional<SetUpCells> cellsReadBy(const GameData& data, const GameState& state, const std::string& type) {
  GameState copy = state;
  SetUpCells found;
  found.action = type;
  std::set<CellRef> seen;
  for (;;) {
    GameState attempt = copy;
    auto tried = applyAction(data, attempt, Action{type, "", {}, "", 0});
    if (tried) {
      found.performable = true;
      break;
    }
    const auto& error = tried.error();
    if (error.code != ActionError::Code::NeedsChartValue || !error.cell || seen.count(*error.cell)) break;
    const Table* table = data.findTable(error.cell->table);
    if (!table) break;
    auto values = standIn(*table);
    seen.insert(*error.cell);
    found.cells.push_back(*error.cell);
    if (!values) break;
    copy.chartValues[*error.cell] = *values;
  }
  if (found.cells.empty()) return std::nullopt;
  return found;
}

bool resolvedFor(const GameSession& session, const std::string& procedure, const std::string& side) {
  const auto& log = session.log();
  for (std::size_t i = 0; i < session.cursor() && i < log.size(); ++i) {
    const auto& action = log[i].action;
    if (action.type == "resolve" && action.side == side && action.text("procedure") == procedure) return true;
  }
  return false;
}

bool loggedFor(const GameSession& session, const std::string& type, const std::string& side) {
  const auto& log = session.log();
  for (std::size_t i = 0; i < session.cursor() && i < log.size(); ++i) {
    if (log[i].action.type == type && log[i].action.side == side) return true;
  }
  return false;
}

// The sides of the players at the table, in the order they were named (1793: clockwise
// from the first player), each once (Vendée's teams name a side twice).
std::vector<std::string> seatedSides(const GameData& data, const Setup& setup) {
  std::vector<std::string> sides;
  for (const auto& player : setup.players) {
    if (!player.side.empty() && std::find(sides.begin(), sides.end(), player.side) == sides.end()) {
      sides.push_back(player.side);
    }
  }
  if (sides.empty()) {
    for (const auto& side : data.sides) {
      if (side.played) sides.push_back(side.id);
    }
  }
  return sides;
}

// Whether the engine would take the action from this side now once its arguments are
// given: tried on a copy without them, a refusal that names the side as what is wrong
// (already done, not its turn, no player) says no; any other (cards missing) says yes.
bool openTo(const GameData& data, const GameState& state, const std::string& type, const std::string& side) {
  GameState copy = state;
  auto tried = applyAction(data, copy, Action{type, side, {}, "", 0});
  return tried || tried.error().argument != "side";
}

}  // namespace

bool atSetUp(const GameData& data, const GameState& state) {
  const SequenceStep* step = currentStep(data, state);
  if (!step) return false;
  return std::any_of(step->path.begin(), step->path.end(), [](const SequenceNode* node) { return node->id == "setup"; });
}

bool resolvedPerSide(const Procedure& procedure) {
  if (procedure.effects.empty()) return false;
  for (const auto& input : procedure.inputs) {
    if (input.kind == InputKind::Dice) return false;
  }
  return std::all_of(procedure.effects.begin(), procedure.effects.end(), [](const EffectDef& effect) {
    auto names = effect.target.names();
    return std::any_of(names.begin(), names.end(), [](const NameUse& use) { return use.name == "side"; });
  });
}

SetUpNeeds setUpNeeds(const GameSession& session) {
  SetUpNeeds needs;
  const GameData& data = session.data();
  const GameState& state = session.state();
  if (!atSetUp(data, state)) return needs;
  if (const RuleModule* module = findRuleModule(data.id)) {
    for (const auto& type : actionsOfferedNow(data, state, false)) {
      if (auto cells = cellsReadBy(data, state, type)) {
        needs.charts.push_back(std::move(*cells));
        continue;
      }
      auto described = module->descriptions.find(type);
      if (described == module->descriptions.end() ||
          described->second.side != ActionDescription::SideActs::Required) {
        continue;
      }
      SetUpAction entry{type, {}};
      for (const auto& side : seatedSides(data, session.setup())) {
        const bool open = openTo(data, state, type, side);
        entry.sides.push_back(SetUpTurn{side, !open && loggedFor(session, type, side), open});
      }
      // Only while one of them still has it to do.
      if (std::any_of(entry.sides.begin(), entry.sides.end(), [](const SetUpTurn& turn) { return !turn.done; })) {
        needs.bySide.push_back(std::move(entry));
      }
    }
  }
  const auto lookup = state.lookup(data);
  for (const auto& id : currentStep(data, state)->leaf().procedures) {
    const Procedure* procedure = data.findProcedure(id);
    if (!procedure || !resolvedPerSide(*procedure)) continue;
    SetUpProcedure entry{id, {}};
    for (const auto& side : data.sides) {
      if (!side.played) continue;
      SetUpRow row{side.id, {}, resolvedFor(session, id, side.id)};
      for (const auto& input : procedure->inputs) {
        if (Procedure::asks(input, side.id, lookup)) row.inputs.push_back(input.id);
      }
      entry.rows.push_back(std::move(row));
    }
    needs.perSide.push_back(std::move(entry));
  }
  return needs;
}

}  // namespace adc
