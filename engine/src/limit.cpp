#include "adc/limit.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/game_texts.hpp"

#include "adc/action.hpp"
#include "adc/display_names.hpp"
#include "adc/game_state.hpp"
#include "adc/rule_module.hpp"

#include <algorithm>
#include <functional>

namespace adc {

LimitDef LimitDef::make(std::string rule, std::string text, std::string per, std::vector<std::string> by,
                        std::int64_t times, std::string counter, std::string_view when) {
  LimitDef limit;
  limit.rule = std::move(rule);
  limit.text = std::move(text);
  limit.per = std::move(per);
  limit.by = std::move(by);
  limit.times = times;
  limit.counter = std::move(counter);
  if (!when.empty()) {
    // A module's own condition: a typo is the module's bug, caught by its tests.
    if (auto parsed = Expression::parse(when)) limit.when = std::move(*parsed);
  }
  return limit;
}

namespace {

// What an action is, for its limits: its name for people, its limits, the default of
// each argument a form may not have filled yet, and the count its limits share.
struct Limited {
  std::string title;
  const std::vector<LimitDef>* limits = nullptr;
  std::string counterBase;
  const Procedure* procedure = nullptr;
};

std::optional<Limited> limitedAction(const GameData& data, const Action& action) {
  if (action.type == "resolve") {
    auto id = action.text("procedure");
    const Procedure* procedure = id ? data.findProcedure(*id) : nullptr;
    if (!procedure || procedure->limits.empty()) return std::nullopt;
    return Limited{procedure->name, &procedure->limits, "procedure:" + procedure->id, procedure};
  }
  const RuleModule* module = findRuleModule(data.id);
  if (!module) return std::nullopt;
  auto description = module->descriptions.find(action.type);
  if (description == module->descriptions.end() || description->second.limits.empty()) return std::nullopt;
  // The title and the limits' words in the players' language (the loader's translated copy).
  const ActionDescription* words = findActionDescription(data, action.type);
  const bool translated = words && words->limits.size() == description->second.limits.size();
  return Limited{words ? words->title : description->second.title,
                 translated ? &words->limits : &description->second.limits, "action:" + action.type, nullptr};
}

// An argument as the action gives it, else its input's default; nothing when neither.
std::optional<Value> argumentOf(const Limited& limited, const Action& action, std::string_view name) {
  if (const Value* value = action.arg(name)) return *value;
  if (limited.procedure) {
    if (const InputDef* input = limited.procedure->findInput(name); input && input->defaultValue) return input->defaultValue;
  }
  return std::nullopt;
}

std::string playerOf(const GameState& state, const std::string& side) {
  auto found = state.players.find(side);
  return found == state.players.end() ? std::string() : found->second;
}

// Whose count: the values of `by`, joined.
std::string countKey(const LimitDef& limit, const GameState& state, const std::function<std::optional<Value>(std::string_view)>& argument,
                     const std::string& side) {
  std::string key;
  for (const auto& part : limit.by) {
    std::string value;
    if (part == "side") value = side;
    else if (part == "player") {
      // A side nobody plays is its own player: the sides of a game set up without names
      // do not share one count.
      auto player = playerOf(state, side);
      value = player.empty() ? "side " + side : "player " + player;
    }
    else if (auto given = argument(part)) value = toDisplayString(*given);
    key += (key.empty() ? "" : "|") + value;
  }
  return key;
}

// Who the count is of, for people: "France", "Anne", "France against Spain".
std::string whoText(const GameData& data, const LimitDef& limit, const GameState& state,
                    const std::function<std::optional<Value>(std::string_view)>& argument, const std::string& side) {
  std::string who;
  std::string about;
  for (const auto& part : limit.by) {
    if (part == "side") {
      if (!who.empty()) continue;
      who = side.empty() ? std::string() : wordName(data, side);
    } else if (part == "player") {
      auto player = playerOf(state, side);
      who = player.empty() ? wordName(data, side) : sayf(data, "the player {} ({})", player, wordName(data, side));
    } else if (auto given = argument(part)) {
      about = sayf(data, "{} for {}", about, valueText(data, *given));
    }
  }
  return (who.empty() ? std::string(say(data, "it")) : who) + about;
}

std::string spanOf(const GameData& data, const GameState& state, const std::string& per) {
  const std::string turn = data.sequence.turnName + " " + std::to_string(state.turn);
  if (per == "game") return "";
  if (per == "turn" || data.sequence.steps.empty()) return turn;
  const auto& step = data.sequence.steps[std::min(state.step, data.sequence.steps.size() - 1)];
  if (per == "phase") return turn + " / " + step.path.front()->name;
  if (per == "step") return turn + " / " + step.id;
  auto value = state.read(data, per);
  return slotName(data, per) + " " + (value ? valueText(data, *value) : std::string("?"));
}

std::string lowerFirst(std::string text) {
  if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') text[0] = static_cast<char>(text[0] - 'A' + 'a');
  return text;
}

// "this turn", "in this phase", "in this year": the span as the refusal says it.
std::string spanWords(const GameData& data, const std::string& per) {
  if (per == "game") return say(data, "in this game");
  if (per == "turn") return sayf(data, "this {}", lowerFirst(data.sequence.turnName));
  if (per == "phase") return say(data, "in this phase");
  if (per == "step") return say(data, "at this step");
  return sayf(data, "in this {}", lowerFirst(slotName(data, per)));
}

LimitReached reached(const GameData& data, const std::string& span, const std::string& title, const LimitDef& limit, const std::string& who,
                     std::vector<std::string> done, const std::string& what) {
  LimitReached result;
  result.rule = limit.rule;
  result.shortText = sayf(data, "Already done {} ({})", span, limit.rule);
  std::string list;
  for (const auto& line : done) list += (list.empty() ? "" : say(data, "; ")) + line;
  std::string times = limit.times == 1 ? std::string(say(data, "once")) : sayf(data, "{} times", limit.times);
  const std::string why = limit.text.empty() ? times + " " + span : limit.text;
  result.message = sayf(data, "{} refused: {} {} {} ({}: {})", title, who, what, span, limit.rule, why);
  if (!list.empty()) result.message = sayf(data, "{}: {}", result.message, list);
  result.done = std::move(done);
  return result;
}

bool holds(const LimitDef& limit, const NameLookup& names) {
  if (limit.when.empty()) return true;
  auto result = limit.when.test(names);
  // A condition that cannot be read (an argument not given yet) limits: the handler then
  // says what is missing, and a wrong limit is never silently skipped.
  return !result || *result;
}

// A sealed entry's limits: the round's entries of the others count (a side entering
// again replaces its own); a reveal ends the round, and the next entry starts a new one.
std::optional<LimitReached> sealedLimit(const GameData& data, const GameState& state, const Action& action) {
  if (action.type != "seal") return std::nullopt;
  auto id = action.text("entry");
  auto index = id ? data.findSealed(*id) : std::nullopt;
  if (!index || data.sealed[*index].limits.empty()) return std::nullopt;
  const auto& def = data.sealed[*index];
  const auto& round = state.sealed[*index];
  auto lookup = state.lookup(data);
  auto namesFor = [&](const std::string& side, const std::optional<Value>& value) -> NameLookup {
    return [&, side, value](std::string_view name) -> std::optional<Value> {
      if (name == "side") return Value{side};
      if (name == "value") return value;
      return lookup(name);
    };
  };
  auto noArgument = [](std::string_view) -> std::optional<Value> { return std::nullopt; };
  const Value* given = action.arg("value");
  std::optional<Value> value = given ? std::optional<Value>(*given) : std::nullopt;
  for (const auto& limit : def.limits) {
    if (!holds(limit, namesFor(action.side, value))) continue;
    const auto key = countKey(limit, state, noArgument, action.side);
    std::vector<std::string> done;
    if (!round.revealed) {
      for (const auto& [side, entered] : round.entries) {
        if (side == action.side || countKey(limit, state, noArgument, side) != key) continue;
        if (!holds(limit, namesFor(side, entered))) continue;
        done.push_back(sayf(data, "{} has entered one", wordName(data, side)));
      }
    }
    if (static_cast<std::int64_t>(done.size()) >= limit.times) {
      auto result = reached(data, say(data, "in this round"), def.name, limit,
                            whoText(data, limit, state, noArgument, action.side), std::move(done),
                            say(data, "has already entered one"));
      result.shortText = sayf(data, "Already entered this round ({})", limit.rule);
      return result;
    }
  }
  return std::nullopt;
}

// The limits of an action on this state: the first one reached, else the uses it leaves.
std::optional<LimitReached> checkLimits(const GameData& data, const GameState& state, const Action& action,
                                        std::vector<LimitUse>& uses) {
  if (auto sealed = sealedLimit(data, state, action)) return sealed;
  auto limited = limitedAction(data, action);
  if (!limited) return std::nullopt;
  auto argument = [&](std::string_view name) { return argumentOf(*limited, action, name); };
  auto lookup = state.lookup(data);
  NameLookup names = [&](std::string_view name) -> std::optional<Value> {
    if (name == "side") return Value{action.side};
    if (auto given = argument(name)) return given;
    return lookup(name);
  };
  for (std::size_t i = 0; i < limited->limits->size(); ++i) {
    const auto& limit = (*limited->limits)[i];
    if (!holds(limit, names)) continue;
    LimitUse use;
    use.counter = limit.counter.empty() ? limited->counterBase + "#" + std::to_string(i) : limit.counter;
    use.span = spanOf(data, state, limit.per);
    use.key = countKey(limit, state, argument, action.side);
    std::vector<std::string> done;
    for (const auto& earlier : state.limitUses) {
      if (earlier.counter == use.counter && earlier.span == use.span && earlier.key == use.key) done.push_back(earlier.done);
    }
    if (static_cast<std::int64_t>(done.size()) >= limit.times) {
      return reached(data, spanWords(data, limit.per), limited->title, limit,
                     whoText(data, limit, state, argument, action.side), std::move(done), say(data, "has already done it"));
    }
    uses.push_back(std::move(use));
  }
  return std::nullopt;
}

}  // namespace

Expected<std::vector<LimitUse>, ActionError> limitUsesOf(const GameData& data, const GameState& state,
                                                         const Action& action) {
  std::vector<LimitUse> uses;
  if (auto refusal = checkLimits(data, state, action, uses)) {
    return unexpected(ActionError{ActionError::Code::NotAllowed, refusal->message, "", std::nullopt});
  }
  return uses;
}

std::optional<LimitReached> limitReached(const GameData& data, const GameState& state, const Action& action) {
  std::vector<LimitUse> uses;
  return checkLimits(data, state, action, uses);
}

void recordLimitUses(GameState& state, std::vector<LimitUse> uses, const std::string& done) {
  for (auto& use : uses) {
    // The count of an older span is over: dropped, so the state does not grow with the game.
    std::erase_if(state.limitUses, [&](const LimitUse& earlier) {
      return earlier.counter == use.counter && earlier.span != use.span;
    });
    use.done = done;
    state.limitUses.push_back(std::move(use));
  }
}

}  // namespace adc
