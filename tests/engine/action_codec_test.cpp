// Actions as TOML (saves) and JSON (the CLI's --json): every kind of value round-trips.

#include "adc/action_codec.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace adc;

namespace {
Action skirmish() {
  return Action{"resolve",
                "red",
                {{"procedure", Value{std::string("skirmish")}},
                 {"die", Value{DiceFaces{3, 4}}},
                 {"odds", Value{std::int64_t{3}}},
                 {"veteran", Value{true}},
                 {"terrain", Value{std::string("forest")}}},
                "",
                0};
}
}  // namespace

TEST_CASE("A skirmish action is one inline TOML table with sorted arguments", "[action_codec]") {
  CHECK(actionToToml(skirmish()) ==
        "{ type = \"resolve\", side = \"red\", args = { die = [3, 4], odds = 3, procedure = \"skirmish\", terrain = "
        "\"forest\", veteran = true } }");
  auto back = actionFromToml(actionToToml(skirmish()));
  REQUIRE(back);
  CHECK(*back == skirmish());
}

TEST_CASE("Reasons, times, quotes, newlines and odd keys survive TOML", "[action_codec]") {
  Action correction{"set",
                    "",
                    {{"key", Value{std::string("treasury.red")}},
                     {"value", Value{std::int64_t{-3}}},
                     {"odd key", Value{std::string("a \"quoted\" \\ word\nand a tab\t, a bell \x07, é")}},
                     {"none", Value{DiceFaces{}}}},
                    "Bob \"misread\" the track",
                    1'800'000'000'000};
  auto text = actionToToml(correction);
  CHECK(text.find("\"odd key\" = ") != std::string::npos);
  CHECK(text.find("reason = \"Bob \\\"misread\\\" the track\"") != std::string::npos);
  CHECK(text.find("at = 1800000000000") != std::string::npos);
  auto back = actionFromToml(text);
  REQUIRE(back);
  CHECK(*back == correction);
}

TEST_CASE("TOML that is not an action says why", "[action_codec]") {
  CHECK(actionFromToml("{ side = \"red\" }").error() == "an action needs a type");
  CHECK(actionFromToml("{ type = \"next\", colour = \"red\" }").error() ==
        "colour: not an action key, or the wrong type; expected type, side, args, reason, at");
  CHECK(actionFromToml("{ type = \"next\", at = \"noon\" }").error() ==
        "at: not an action key, or the wrong type; expected type, side, args, reason, at");
  CHECK(actionFromToml("{ type = \"adjust\", args = { by = 1.5 } }").error() ==
        "args.by: expected a number, true/false, a string or a list of dice, found a decimal number");
  CHECK(actionFromToml("\"next\"").error() == "expected { type = ..., ... }");
  CHECK_FALSE(actionFromToml("{ type = "));
}

TEST_CASE("Actions round-trip through JSON", "[action_codec]") {
  auto json = actionToJson(skirmish());
  CHECK(json["type"] == "resolve");
  CHECK(json["side"] == "red");
  CHECK(json["args"]["die"] == nlohmann::json::array({3, 4}));
  CHECK(json["args"]["veteran"] == true);
  CHECK_FALSE(json.contains("reason"));
  CHECK_FALSE(json.contains("at"));
  auto back = actionFromJson(json);
  REQUIRE(back);
  CHECK(*back == skirmish());

  Action timed{"timer_extend", "", {{"timer", Value{std::string("diplomacy")}}, {"seconds", Value{std::int64_t{60}}}},
               "", 1'800'000'300'000};
  auto text = actionToJson(timed).dump();
  auto parsed = actionFromJson(nlohmann::json::parse(text));
  REQUIRE(parsed);
  CHECK(*parsed == timed);
}

TEST_CASE("JSON that is not an action says why", "[action_codec]") {
  using nlohmann::json;
  CHECK(actionFromJson(json::array()).error() == "an action is a JSON object");
  CHECK(actionFromJson(json{{"side", "red"}}).error() == "an action needs a type");
  CHECK(actionFromJson(json{{"type", "next"}, {"when", 3}}).error() == "when: not an action key, or the wrong type; expected type, side, args, reason, at");
  CHECK(actionFromJson(json{{"type", "adjust"}, {"args", {{"by", 1.5}}}}).error() ==
        "args.by: expected a number, true/false, a string or a list of dice");
  CHECK(actionFromJson(json{{"type", "roll"}, {"args", {{"result", json::array({1, "six"})}}}}).error() ==
        "args.result: dice are whole numbers");
}

TEST_CASE("TOML helpers quote what needs quoting", "[action_codec]") {
  CHECK(tomlQuote("plain") == "\"plain\"");
  CHECK(tomlQuote("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"");
  CHECK(tomlQuote(std::string("\x01", 1)) == "\"\\u0001\"");
  CHECK(tomlKey("treasury_red") == "treasury_red");
  CHECK(tomlKey("treasury.red") == "\"treasury.red\"");
  CHECK(tomlKey("") == "\"\"");
  CHECK(tomlValue(Value{DiceFaces{6, 1}}) == "[6, 1]");
  CHECK(tomlValue(Value{false}) == "false");
  CHECK(valueToJson(Value{std::string("fair")}) == "fair");
}
