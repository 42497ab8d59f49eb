// Reading rule-module action arguments: what was typed is read by the kind it must be,
// and a refusal says what was expected and names the argument.

#include "adc/action_arguments.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

Action withArgs(std::map<std::string, Value> args) { return Action{"xx_fire", "red", std::move(args), "", 0}; }

}  // namespace

TEST_CASE("A number argument is read from a number, a single die or text, within its range", "[action_arguments]") {
  CHECK(*numberArgument(withArgs({{"die", Value{std::int64_t{7}}}}), "die", 0, 9, true).value() == 7);
  CHECK(*numberArgument(withArgs({{"die", Value{DiceFaces{4}}}}), "die", 0, 9, true).value() == 4);
  CHECK(*numberArgument(withArgs({{"die", Value{std::string("3")}}}), "die", 0, 9, true).value() == 3);
  CHECK_FALSE(numberArgument(withArgs({}), "die", 0, 9, false).value().has_value());

  auto missing = numberArgument(withArgs({}), "die", 0, 9, true);
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message == "'xx_fire' needs die (0 to 9)");
  CHECK(missing.error().argument == "die");
  auto high = numberArgument(withArgs({{"die", Value{std::int64_t{10}}}}), "die", 0, 9, true);
  REQUIRE_FALSE(high);
  CHECK(high.error().code == ActionError::Code::OutOfRange);
  CHECK(high.error().message == "die: 10 is out of range; expected 0 to 9");
  auto two = numberArgument(withArgs({{"die", Value{DiceFaces{4, 5}}}}), "die", 0, 9, true);
  REQUIRE_FALSE(two);
  CHECK(two.error().message == "die: expected a whole number, got the dice 4,5 (0 to 9)");
}

TEST_CASE("A flag argument is yes or no, no when absent", "[action_arguments]") {
  CHECK(flagArgument(withArgs({{"flank", Value{true}}}), "flank").value());
  CHECK(flagArgument(withArgs({{"flank", Value{std::string("yes")}}}), "flank").value());
  CHECK_FALSE(flagArgument(withArgs({}), "flank").value());
  auto bad = flagArgument(withArgs({{"flank", Value{std::string("maybe")}}}), "flank");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message == "flank: expected yes or no, got the word 'maybe'");
}

TEST_CASE("A word argument must be one of its words, text is any text", "[action_arguments]") {
  CHECK(wordArgument(withArgs({{"order", Value{std::string("rally")}}}), "order", {"attack", "rally"}).value() == "rally");
  auto wrong = wordArgument(withArgs({{"order", Value{std::string("charge")}}}), "order", {"attack", "rally"});
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().message == "order: 'charge' is not one of attack or rally");
  auto missing = wordArgument(withArgs({}), "order", {"attack", "rally"});
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message == "'xx_fire' needs order: attack or rally");
  CHECK(wordArgument(withArgs({}), "order", {}, false).value().empty());
  CHECK(textArgument(withArgs({{"note", Value{std::string("by the mill")}}}), "note", true).value() == "by the mill");
  CHECK(textArgument(withArgs({}), "note", true).error().message == "'xx_fire' needs note");
}

TEST_CASE("An argument the action does not take is refused, naming those it takes", "[action_arguments]") {
  auto typo = onlyArguments(withArgs({{"dei", Value{std::int64_t{3}}}}), {"die", "flank"});
  REQUIRE(typo);
  CHECK(typo->code == ActionError::Code::UnknownName);
  CHECK(typo->message == "'xx_fire' has nothing called 'dei'; it asks for die; flank");
  CHECK(typo->argument == "dei");
  CHECK_FALSE(onlyArguments(withArgs({{"die", Value{std::int64_t{3}}}}), {"die", "flank"}));
}
