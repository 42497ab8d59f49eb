// Issue 15, "Every refusal points the way, in the players' terms" and "A message that
// lists allowed values lists their names": every action of the five games' rule modules,
// tried at several positions (a new game after its opening, and along each golden
// fixture) with no arguments, with each argument filled with a plausible value and with
// one of them left out, is refused or summed up without an id, a key=value or a digest
// code; and every way forward a refusal offers has words for its button.
#include "adc/new_game.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include "golden_fixtures.hpp"
#include "test_games.hpp"
#include "words_check.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace adc;
using adc::test::idsInPlain;

namespace {

// A plausible value for an argument, from its description.
Value plausible(const GameData& data, const ArgumentDescription& argument) {
  using Kind = ArgumentDescription::Kind;
  auto firstItem = [&]() -> std::string {
    if (const Collection* collection = data.findCollection(argument.collection); collection && !collection->items.empty()) {
      return collection->items.front();
    }
    return "1";
  };
  switch (argument.kind) {
    case Kind::Text:
      return std::string("as agreed");
    case Kind::Choice:
      return argument.choices.empty() ? std::string("yes") : argument.choices.front();
    case Kind::Side: {
      return data.sides.empty() ? std::string() : data.sides.front().id;
    }
    case Kind::Item:
    case Kind::Card:
    case Kind::List:
      return firstItem();
    case Kind::Number:
      return argument.min.value_or(1);
    case Kind::Flag:
      return true;
  }
  return std::string();
}

struct Found {
  std::string where;
  std::string text;
  bool operator<(const Found& other) const { return std::tie(where, text) < std::tie(other.where, other.text); }
};

struct Trial {
  const GameData& data;
  std::set<Found> leaks;      // texts with ids
  std::set<Found> blankWays;  // ways without words
  std::size_t tried = 0;

  void attempt(const GameState& position, const Action& action) {
    GameState state = position;
    ++tried;
    auto applied = applyAction(data, state, action);
    std::string text;
    if (applied) {
      text = applied->summary;
    } else {
      text = applied.error().message;
      if (applied.error().way && applied.error().way->label.empty()) {
        blankWays.insert({data.id + " " + action.type, text});
      }
    }
    if (!idsInPlain(text).empty()) leaks.insert({data.id + " " + action.type + (applied ? " (summary)" : ""), text});
  }

  void everyAction(const GameState& position) {
    const RuleModule* module = findRuleModule(data.id);
    REQUIRE(module);
    for (const auto& [type, description] : module->descriptions) {
      std::vector<std::string> sides{""};
      if (description.side != ActionDescription::SideActs::No) {
        for (const auto& side : data.sides) sides.push_back(side.id);
      }
      std::map<std::string, Value> filled;
      for (const auto& argument : description.arguments) filled[argument.name] = plausible(data, argument);
      for (const auto& side : sides) {
        attempt(position, Action{type, side, {}, "", 0});
        attempt(position, Action{type, side, filled, "", 0});
        for (const auto& argument : description.arguments) {
          auto without = filled;
          without.erase(argument.name);
          attempt(position, Action{type, side, without, "", 0});
        }
      }
    }
  }
};

}  // namespace

TEST_CASE("Every refusal and summary of the five games' rule modules speaks the players' words", "[words][refusal]") {
  auto games = test::fixtureGames();
  std::size_t leaks = 0;
  for (const auto& id : listGames(test::shippedDataDirectory())) {
    auto data = games(id);
    REQUIRE(data);
    if (!findRuleModule(id)) continue;
    Trial trial{*data, {}, {}, 0};
    std::size_t positions = 0;
    auto opened = test::openedSession(data);
    CHECK(opened.has_value());
    if (opened) {
      trial.everyAction(opened->state());
      ++positions;
    }
    for (const auto& file : test::fixtureFiles()) {
      if (file.parent_path().filename() != id) continue;
      auto session = readSave(file, games);
      const std::size_t last = session.log().size();
      // The position after the opening, then every eighth of the way, and the end.
      std::set<std::size_t> stops{std::min<std::size_t>(1, last), last};
      for (std::size_t part = 1; part < 8; ++part) stops.insert(last * part / 8);
      for (std::size_t at : stops) {
        session.moveTo(at);
        Trial onFixture{session.data(), {}, {}, 0};
        onFixture.everyAction(session.state());
        trial.leaks.insert(onFixture.leaks.begin(), onFixture.leaks.end());
        trial.blankWays.insert(onFixture.blankWays.begin(), onFixture.blankWays.end());
        trial.tried += onFixture.tried;
        ++positions;
      }
    }
    INFO(id << ": " << trial.tried << " actions tried at " << positions << " positions");
    CHECK(positions >= 2);
    for (const auto& found : trial.leaks) {
      INFO(found.where << ": " << found.text);
      CHECK(idsInPlain(found.text) == std::vector<std::string>{});
    }
    for (const auto& found : trial.blankWays) {
      INFO(found.where << ": a way forward without words, offered by " << found.text);
      CHECK(false);
    }
    leaks += trial.leaks.size();
  }
  if (leaks > 0) WARN(leaks << " refusals and summaries give an id away");
}

TEST_CASE("The titles of the five games' module actions and the meanings of their arguments speak the players' words",
          "[words][refusal]") {
  for (const auto& id : listGames(test::shippedDataDirectory())) {
    const RuleModule* module = findRuleModule(id);
    if (!module) continue;
    for (const auto& [type, description] : module->descriptions) {
      INFO(id << " " << type << ": " << description.title);
      CHECK(idsInPlain(description.title) == std::vector<std::string>{});
      for (const auto& argument : description.arguments) {
        INFO(argument.name << ": " << argument.meaning);
        CHECK(idsInPlain(argument.meaning) == std::vector<std::string>{});
      }
    }
  }
}

TEST_CASE("Every summary of the golden games' actions, replayed under today's rules, speaks the players' words",
          "[words][summary]") {
  // The log and the status line show these: a procedure's outcome ("England gives 15
  // Louis to Russia; ... Turkey, the second power of Anne"), a correction, a module action.
  auto games = test::fixtureGames();
  std::size_t replayed = 0;
  for (const auto& file : test::fixtureFiles()) {
    auto session = readSave(file, games);
    const auto& data = session.data();
    GameState state = initialState(data, session.setup());
    for (std::size_t i = 0; i < session.log().size(); ++i) {
      auto applied = applyAction(data, state, session.log()[i].action);
      REQUIRE(applied);
      ++replayed;
      INFO(file.filename().string() << ", action " << i + 1 << ": " << applied->summary);
      CHECK(idsInPlain(applied->summary) == std::vector<std::string>{});
    }
  }
  CHECK(replayed > 1000);
}
