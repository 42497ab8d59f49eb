// Values: a number, a flag, a word or dice faces; how people type them and how they show.

#include "adc/value.hpp"

#include <catch2/catch.hpp>

using namespace adc;

TEST_CASE("Values show the way the CLI reads them back", "[value]") {
  CHECK(toDisplayString(Value{std::int64_t{-3}}) == "-3");
  CHECK(toDisplayString(Value{true}) == "true");
  CHECK(toDisplayString(Value{std::string("forest")}) == "forest");
  CHECK(toDisplayString(Value{DiceFaces{3, 5}}) == "3,5");
  CHECK(toDisplayString(Value{DiceFaces{}}).empty());
}

TEST_CASE("Each kind has a name and a value knows its kind", "[value]") {
  CHECK(kindOf(Value{std::int64_t{1}}) == ValueKind::Integer);
  CHECK(kindOf(Value{false}) == ValueKind::Flag);
  CHECK(kindOf(Value{std::string()}) == ValueKind::Text);
  CHECK(kindOf(Value{DiceFaces{1}}) == ValueKind::Dice);
  CHECK(kindName(ValueKind::Integer) == "int");
  CHECK(kindName(ValueKind::Flag) == "bool");
  CHECK(kindName(ValueKind::Text) == "text");
  CHECK(kindName(ValueKind::Dice) == "dice");
}

TEST_CASE("What the players type is read by the kind the value needs", "[value]") {
  CHECK(parseValue("12", ValueKind::Integer) == Value{std::int64_t{12}});
  CHECK(parseValue("+2", ValueKind::Integer) == Value{std::int64_t{2}});
  CHECK(parseValue("-1", ValueKind::Integer) == Value{std::int64_t{-1}});
  CHECK_FALSE(parseValue("12ducats", ValueKind::Integer));
  CHECK_FALSE(parseValue("", ValueKind::Integer));
  CHECK_FALSE(parseValue("+", ValueKind::Integer));
  CHECK(parseValue("yes", ValueKind::Flag) == Value{true});
  CHECK(parseValue("0", ValueKind::Flag) == Value{false});
  CHECK_FALSE(parseValue("maybe", ValueKind::Flag));
  CHECK(parseValue("3,5", ValueKind::Dice) == Value{DiceFaces{3, 5}});
  CHECK(parseValue("3 5", ValueKind::Dice) == Value{DiceFaces{3, 5}});
  CHECK(parseValue("6", ValueKind::Dice) == Value{DiceFaces{6}});
  CHECK_FALSE(parseValue("3,x", ValueKind::Dice));
  CHECK_FALSE(parseValue(",", ValueKind::Dice));
  CHECK(parseValue("Paris", ValueKind::Text) == Value{std::string("Paris")});
}

TEST_CASE("A typed word without a known kind is guessed: number, flag, dice, else a word", "[value]") {
  CHECK(guessValue("7") == Value{std::int64_t{7}});
  CHECK(guessValue("false") == Value{false});
  CHECK(guessValue("4,1") == Value{DiceFaces{4, 1}});
  CHECK(guessValue("3+") == Value{std::string("3+")});
  CHECK(guessValue("yes") == Value{std::string("yes")});  // only true/false are guessed as flags
}

TEST_CASE("Dice count as their sum in arithmetic - words and flags are not numbers", "[value]") {
  CHECK(asNumber(Value{DiceFaces{3, 4}}) == 7);
  // Typed-in faces are numbers as large as 64 bits allow: a sum that does not fit is no number.
  CHECK_FALSE(asNumber(Value{DiceFaces{std::int64_t{9223372036854775807}, 1}}));
  CHECK(asNumber(Value{DiceFaces{std::int64_t{9223372036854775807}, -1}}) == 9223372036854775806);
  CHECK(asNumber(Value{std::int64_t{-2}}) == -2);
  CHECK_FALSE(asNumber(Value{true}));
  CHECK_FALSE(asNumber(Value{std::string("7")}));
}
