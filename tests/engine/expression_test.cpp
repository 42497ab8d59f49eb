#include "adc/expression.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace adc;

namespace {
NameLookup names(std::map<std::string, Value> values) {
  return [values](std::string_view name) -> std::optional<Value> {
    auto found = values.find(std::string(name));
    if (found == values.end()) return std::nullopt;
    return found->second;
  };
}
}  // namespace

TEST_CASE("An expression adds dice and modifiers", "[expression]") {
  auto expression = Expression::parse("die + modifiers");
  REQUIRE(expression);
  auto value = expression->number(names({{"die", DiceFaces{3, 5}}, {"modifiers", std::int64_t{-1}}}));
  REQUIRE(value);
  CHECK(*value == 7);
}
