// The built-in actions described as a module's are: a title and each argument's meaning,
// so a refusal names the action and what it lacks in the players' words.

#include "test_games.hpp"

#include "adc/built_in_actions.hpp"
#include "adc/rule_module.hpp"
#include "adc/rules.hpp"

#include <catch2/catch.hpp>

using namespace adc;

TEST_CASE("Every built-in action has a description with a title and the meaning of each argument",
          "[built_in_actions]") {
  // rules.hpp lists the engine's own action types.
  for (const char* type : {"resolve", "set", "adjust", "chart", "next", "back", "goto", "timer_start", "timer_pause",
                           "timer_resume", "timer_extend", "timer_expire", "timer_reset", "seal", "reveal", "roll",
                           "note"}) {
    INFO(type);
    CHECK(isBuiltInAction(type));
    const ActionDescription* description = findActionDescription(*test::testGame(), type);
    REQUIRE(description);
    CHECK(!description->title.empty());
    for (const auto& argument : description->arguments) CHECK(!argument.meaning.empty());
  }
  for (const auto& [type, description] : builtInActionDescriptions()) {
    INFO(type);
    CHECK(isBuiltInAction(type));
  }
  CHECK(findActionDescription(*test::testGame(), "no_such_action") == nullptr);
}

TEST_CASE("A built-in action refused for a missing argument is named by its title: Go to a step needs the step",
          "[built_in_actions]") {
  auto state = initialState(*test::testGame(), Setup{test::testGame()->scenarios.front().id, {}, 1});
  auto refused = applyAction(*test::testGame(), state, Action{"goto", "", {}, "", 0});
  REQUIRE(!refused);
  CHECK(refused.error().message == "'Go to a step' needs the step");
  CHECK(refused.error().argument == "step");
  auto timer = applyAction(*test::testGame(), state, Action{"timer_pause", "", {}, "", 1});
  REQUIRE(!timer);
  CHECK(timer.error().message == "'Pause a timer' needs the timer");
}

TEST_CASE("A module's description is found when no built-in has the type", "[built_in_actions]") {
  const auto& data = test::shippedGame("paris-messe");
  const ActionDescription* preempt = findActionDescription(data, "pm_preempt");
  REQUIRE(preempt);
  CHECK(preempt->title == "Pre-empt");
  CHECK(findActionDescription(data, "next")->title == "Next step");
}
