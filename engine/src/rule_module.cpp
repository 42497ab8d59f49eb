#include "adc/rule_module.hpp"

#include "adc/action_arguments.hpp"
#include "adc/checked_arithmetic.hpp"
#include "adc/display_names.hpp"
#include "adc/rule_reference.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <deque>
#include <mutex>
#include <stdexcept>

namespace adc {

std::vector<RuleModule> builtInRuleModules();  // engine/games/registry.cpp

namespace {
// The module as the players read it: the rule references its actions and its victory
// count return name their titles in the game's language (rule_reference.hpp), so its code
// writes each reference once, as the rulebook prints it.
RuleModule inPlayersWords(RuleModule module) {
  for (auto& [type, handler] : module.actions) {
    handler = [inner = std::move(handler)](const GameData& data, GameState& state,
                                          const Action& action) -> Expected<Applied, ActionError> {
      auto applied = inner(data, state, action);
      if (applied) applied->rule = ruleReference(data, applied->rule);
      return applied;
    };
  }
  if (module.victory) {
    module.victory = [inner = std::move(module.victory)](const GameData& data, const GameState& state) {
      auto report = inner(data, state);
      report.rule = ruleReference(data, report.rule);
      return report;
    };
  }
  return module;
}

// A deque: pointers handed out by findRuleModule stay valid when a module is added.
std::deque<RuleModule>& modules() {
  static std::deque<RuleModule> all = [] {
    std::deque<RuleModule> modules;
    for (auto& module : builtInRuleModules()) modules.push_back(inPlayersWords(std::move(module)));
    return modules;
  }();
  return all;
}
std::mutex& modulesMutex() {
  static std::mutex mutex;
  return mutex;
}
}  // namespace

const RuleModule* findRuleModule(std::string_view gameId) {
  std::lock_guard lock(modulesMutex());
  for (const auto& module : modules()) {
    if (module.gameId == gameId) return &module;
  }
  return nullptr;
}

void registerRuleModule(RuleModule module) {
  std::lock_guard lock(modulesMutex());
  auto& all = modules();
  auto found = std::find_if(all.begin(), all.end(), [&](const RuleModule& m) { return m.gameId == module.gameId; });
  if (found != all.end()) *found = inPlayersWords(std::move(module));
  else all.push_back(inPlayersWords(std::move(module)));
}

std::size_t StateChanges::slotOf(std::string_view key) const {
  auto slot = m_data.schema.find(key);
  if (!slot) throw std::logic_error("rule code names '" + std::string(key) + "', which " + m_data.id + " does not keep");
  return *slot;
}

const Value& StateChanges::read(std::string_view key) const {
  auto slot = slotOf(key);
  if (auto staged = m_staged.find(slot); staged != m_staged.end()) return staged->second;
  return m_state.values[slot];
}

std::int64_t StateChanges::number(std::string_view key) const { return asNumber(read(key)).value_or(0); }

bool StateChanges::flag(std::string_view key) const {
  auto value = std::get_if<bool>(&read(key));
  return value && *value;
}

std::string StateChanges::text(std::string_view key) const { return toDisplayString(read(key)); }

std::optional<ActionError> StateChanges::set(std::string_view key, Value value) {
  auto slot = slotOf(key);
  if (auto problem = m_data.schema.check(slot, value)) {
    const auto code = valueProblemCode(m_data.schema.defOf(slot).kind, value);
    return ActionError{code, slotName(m_data, key) + ": " + *problem, std::string(key), std::nullopt};
  }
  m_before.emplace(slot, m_state.values[slot]);  // keeps the first: the value before any change
  m_staged[slot] = std::move(value);
  return std::nullopt;
}

std::optional<ActionError> StateChanges::add(std::string_view key, std::int64_t delta) {
  auto slot = slotOf(key);
  auto sum = checkedAdd(number(key), delta);
  if (!sum) {
    return ActionError{ActionError::Code::OutOfRange, slotName(m_data, key) + ": " + overflowMessage(number(key), "+", delta),
                       std::string(key), std::nullopt};
  }
  std::int64_t after = *sum;
  const auto& def = m_data.schema.defOf(slot);
  if (def.clamp) after = std::clamp(after, def.min.value_or(after), def.max.value_or(after));
  return set(key, Value{after});
}

void StateChanges::commit(GameState& state) const {
  for (const auto& [slot, value] : m_staged) state.values[slot] = value;
}

std::string StateChanges::describe() const {
  std::string text;
  for (const auto& [slot, value] : m_staged) {
    const auto& before = m_before.at(slot);
    if (value == before) continue;
    text += (text.empty() ? "" : ", ") + slotName(m_data, m_data.schema.slots()[slot].key) + " " +
            valueText(m_data, before) + " → " + valueText(m_data, value);
  }
  return text;
}

ActionHandler guarded(Expected<Applied, ActionError> (*handler)(const GameData&, GameState&, const Action&)) {
  return [handler](const GameData& data, GameState& state, const Action& action) -> Expected<Applied, ActionError> {
    try {
      return handler(data, state, action);
    } catch (const std::logic_error& error) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               std::string(error.what()) + "; the books were corrected into a position the rules do "
                                                           "not reach: correct them (set) first"));
    }
  };
}

std::vector<std::string> actionsOfferedNow(const GameData& data, const GameState& state, bool alsoUnconditional) {
  const RuleModule* module = findRuleModule(data.id);
  if (!module) return {};
  const SequenceStep* step = currentStep(data, state);
  std::vector<std::string> ofThisStep;
  std::vector<std::string> others;
  for (const auto& [type, description] : module->descriptions) {
    if (description.offeredWhen.empty() && !alsoUnconditional) continue;
    auto holds = isOffered(description, data, state);
    if (holds && !*holds) continue;
    const auto named = stepsNamedIn(description.offeredWhen);
    const bool own = step && std::find(named.begin(), named.end(), step->id) != named.end();
    (own ? ofThisStep : others).push_back(type);
  }
  ofThisStep.insert(ofThisStep.end(), others.begin(), others.end());
  return ofThisStep;
}

}  // namespace adc
