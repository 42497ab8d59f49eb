// The descriptions of the rule modules' actions (action_description.hpp): every action of
// every shipped game's module has one, its arguments are named plausibly, the collections
// it names exist, and its arguments are exactly those the handler takes — every handler
// refuses an unknown argument with onlyArguments (adc/action_arguments.hpp), naming the
// ones it takes, which the test reads.

#include "adc/action_description.hpp"
#include "adc/display_names.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>

using namespace adc;

namespace {

// The shipped games that have a rule module with actions, described.
std::vector<std::string> gamesWithActions() {
  std::vector<std::string> ids;
  for (const auto& entry : std::filesystem::directory_iterator(test::shippedDataDirectory() / "games")) {
    const auto id = entry.path().filename().string();
    const RuleModule* module = findRuleModule(id);
    if (module && !module->actions.empty()) ids.push_back(id);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

bool plausibleName(const std::string& name) {
  if (name.empty() || !std::islower(static_cast<unsigned char>(name.front()))) return false;
  return std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::islower(c) || std::isdigit(c) || c == '_'; });
}

// "pt_draw takes no argument 'x'; it takes cards" -> {cards}; nullopt when the handler
// refused for another reason before it looked at its arguments.
// The arguments a refusal of an unknown argument says the action asks for, by their
// meanings ("...; it asks for the wing; the die rolled"), or nullopt when the refusal is
// another. A meaning may hold "; " itself: pieces join until they make a meaning the
// description knows.
std::optional<std::set<std::string>> acceptedMeanings(const std::string& message, const std::string& bogus,
                                                      const std::set<std::string>& known) {
  const std::string marker = "has nothing called '" + bogus + "'";
  auto at = message.find(marker);
  if (at == std::string::npos) return std::nullopt;
  std::set<std::string> meanings;
  const std::string lead = "; it asks for ";
  auto list = message.find(lead, at);
  if (list == std::string::npos) return meanings;
  std::string rest = message.substr(list + lead.size());
  std::string current;
  for (std::size_t start = 0; start <= rest.size();) {
    auto end = rest.find("; ", start);
    if (end == std::string::npos) end = rest.size();
    current += (current.empty() ? "" : "; ") + rest.substr(start, end - start);
    if (known.count(current)) {
      meanings.insert(current);
      current.clear();
    }
    start = end + 2;
  }
  if (!current.empty()) meanings.insert(current);
  return meanings;
}

}  // namespace

TEST_CASE("Every action of every shipped rule module is described", "[action_description]") {
  const auto games = gamesWithActions();
  REQUIRE(games.size() >= 4);  // Vendée Militaire, Paris vaut bien une Messe!, Patriots & Traitors, La Révolution française
  for (const auto& id : games) {
    const RuleModule& module = *findRuleModule(id);
    const GameData& data = test::shippedGame(id);
    for (const auto& [type, handler] : module.actions) {
      INFO(id << " " << type);
      auto found = module.descriptions.find(type);
      REQUIRE(found != module.descriptions.end());
      const ActionDescription& described = found->second;
      CHECK(!described.title.empty());
      CHECK(!described.rule.empty());
      if (described.side != ActionDescription::SideActs::No) CHECK(!described.actor.empty());
      std::set<std::string> names;
      for (const auto& argument : described.arguments) {
        INFO("argument '" << argument.name << "'");
        CHECK(plausibleName(argument.name));
        CHECK(names.insert(argument.name).second);  // unique within the action
        CHECK(!argument.meaning.empty());
        using Kind = ArgumentDescription::Kind;
        if (argument.kind == Kind::Item) CHECK(!argument.collection.empty());
        if (!argument.collection.empty()) CHECK(data.findCollection(argument.collection) != nullptr);
        if (argument.kind == Kind::Choice) CHECK(!argument.choices.empty());
        if (argument.min && argument.max) CHECK(*argument.min <= *argument.max);
      }
      // The condition that offers it reads only what the game keeps, and says yes or no.
      Setup setup;
      if (!data.scenarios.empty()) setup.scenario = data.scenarios.front().id;
      auto offered = isOffered(described, data, initialState(data, setup));
      INFO((offered ? std::string() : offered.error()));
      CHECK(offered.hasValue());
    }
    // No description of an action the module does not have.
    for (const auto& [type, described] : module.descriptions) {
      INFO(id << " describes " << type);
      CHECK(module.actions.count(type) == 1);
    }
  }
}

TEST_CASE("A described action's arguments are exactly those its handler takes", "[action_description]") {
  const std::string bogus = "zz_not_an_argument";
  std::size_t compared = 0, actions = 0;
  for (const auto& id : gamesWithActions()) {
    const RuleModule& module = *findRuleModule(id);
    const GameData& data = test::shippedGame(id);
    Setup setup;
    if (!data.scenarios.empty()) setup.scenario = data.scenarios.front().id;
    const GameState start = initialState(data, setup);
    for (const auto& [type, described] : module.descriptions) {
      INFO(id << " " << type);
      ++actions;
      Action action;
      action.type = type;
      if (!data.sides.empty()) action.side = data.sides.front().id;
      action.args[bogus] = Value{std::string("x")};
      GameState state = start;
      auto applied = applyAction(data, state, action);
      REQUIRE(!applied);  // nobody takes an argument of that name
      std::set<std::string> names;
      for (const auto& argument : described.arguments) {
        names.insert(argument.meaning.empty() ? humanizeId(argument.name) : argument.meaning);
      }
      auto accepted = acceptedMeanings(applied.error().message, bogus, names);
      if (!accepted) continue;  // refused before the arguments were read (a stage check)
      ++compared;
      // vm_setup's standard set-up takes nothing; its Random Setup (another game option)
      // takes the described white and drawn [L246].
      if (type == "vm_setup") {
        CHECK(std::includes(names.begin(), names.end(), accepted->begin(), accepted->end()));
      } else {
        CHECK(names == *accepted);
      }
    }
  }
  // Almost every handler reads its arguments first; the check must really have compared.
  INFO(compared << " of " << actions << " actions compared");
  CHECK(compared * 10 >= actions * 9);
}

// Paris vaut bien une Messe!'s actions are offered in the stage of the turn they belong to
// (3): the orders revealed in the orders phase, a wing activated at the activation phase's
// step of choosing a wing (3.2 F).
TEST_CASE("An action is offered while its condition on the state holds", "[action_description]") {
  const GameData& data = test::shippedGame("paris-messe");
  const RuleModule& module = *findRuleModule("paris-messe");
  const auto offered = [&](const std::string& type, const GameState& state) {
    auto answer = isOffered(module.descriptions.at(type), data, state);
    REQUIRE(answer.hasValue());
    return *answer;
  };
  Setup setup;
  setup.scenario = "dreux";
  GameState state = initialState(data, setup);
  REQUIRE(state.read(data, "stage") == Value{std::string("orders")});
  CHECK(offered("pm_reveal_orders", state));
  CHECK(!offered("pm_activate", state));
  CHECK(!offered("pm_end_turn", state));
  // The same state with the turn at its activation phase.
  auto applied = applyAction(data, state, Action{"set", "", {{"key", Value{std::string("stage")}},
                                                           {"value", Value{std::string("activation")}}},
                                                 "the turn at its activation phase", 0});
  REQUIRE(applied);
  // ... at its step F, where a wing is chosen: Activate a wing belongs to that step.
  applied = applyAction(data, state, Action{"goto", "", {{"step", Value{std::string("activation.choose")}},
                                                          {"turn", Value{std::int64_t{1}}}}, "", 0});
  REQUIRE(applied);
  CHECK(!offered("pm_reveal_orders", state));
  CHECK(offered("pm_activate", state));
  CHECK(offered("pm_morale", state));
  CHECK(!offered("pm_end_turn", state));

  ActionDescription always{"Always", "1", ActionDescription::SideActs::No, "", {}};
  auto alwaysOffered = isOffered(always, data, state);
  CHECK((alwaysOffered && *alwaysOffered));
}

TEST_CASE("A condition that cannot be read names itself and what is wrong", "[action_description]") {
  const GameData& data = test::shippedGame("paris-messe");
  Setup setup;
  setup.scenario = "dreux";
  const GameState state = initialState(data, setup);
  ActionDescription typo{"Typo", "1", ActionDescription::SideActs::No, "", {}, "stag == 'orders'"};
  auto answer = isOffered(typo, data, state);
  REQUIRE(!answer);
  CHECK_THAT(answer.error(), Catch::Contains("offered when \"stag == 'orders'\"") && Catch::Contains("stag"));
  ActionDescription notFlag{"Not a flag", "1", ActionDescription::SideActs::No, "", {}, "stage"};
  answer = isOffered(notFlag, data, state);
  REQUIRE(!answer);
  CHECK_THAT(answer.error(), Catch::Contains("offered when \"stage\""));
  ActionDescription broken{"Broken", "1", ActionDescription::SideActs::No, "", {}, "stage =="};
  CHECK(!isOffered(broken, data, state));
}

TEST_CASE("An argument's kind reads as a player would say it", "[action_description]") {
  CHECK(kindText(ArgumentDescription::number("die", "the die rolled", 0, 9)) == "number 0-9");
  CHECK(kindText(ArgumentDescription::number("count", "how many", 1)) == "number from 1");
  CHECK(kindText(ArgumentDescription::choice("box", {"oui", "non"}, "the box")) == "one of oui|non");
  CHECK(kindText(ArgumentDescription::list("cards", "card", "the cards")) == "list of card");
  CHECK(kindText(ArgumentDescription::flag("pacify", "pacify")) == "yes/no");
  auto optional = ArgumentDescription::side("to", "the faction").optional();
  CHECK(!optional.required);
  CHECK(kindText(optional) == "side");
}

TEST_CASE("A condition may read the step the sequence stands at, as phase.step", "[action_description]") {
  const auto& data = adc::test::shippedGame("revolution-francaise");
  adc::GameState state = adc::initialState(data, adc::Setup{"historical", {}, 1});
  adc::ActionDescription pin{"Pin revolutionary armies", "9.5.1", adc::ActionDescription::SideActs::Required,
                             "the Royalists", {}};
  pin.offeredWhen = "step == 'military.pinning'";
  auto before = adc::isOffered(pin, data, state);
  REQUIRE(before);
  CHECK_FALSE(*before);
  state.step = *data.sequence.findStep("military.pinning");
  auto at = adc::isOffered(pin, data, state);
  REQUIRE(at);
  CHECK(*at);
  state.gameOver = true;
  CHECK(*state.read(data, "step") == adc::Value{std::string("game-over")});
}

TEST_CASE("An action offered at some steps names them, and the steps a condition names can be read back",
          "[action_description]") {
  const auto condition = adc::offeredAtSteps({"military.pinning", "military.movement"});
  CHECK(condition == "step == 'military.pinning' or step == 'military.movement'");
  CHECK(adc::stepsNamedIn(condition) == std::vector<std::string>{"military.pinning", "military.movement"});
  CHECK(adc::stepsNamedIn("stage == 'orders'").empty());
  CHECK(adc::stepsNamedIn("step == 'unclosed").empty());
}
