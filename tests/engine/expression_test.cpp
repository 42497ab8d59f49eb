// The expression language of the game data: conditions, modifiers, lookup keys, amounts.

#include "adc/expression.hpp"

#include <catch2/catch.hpp>

#include <limits>
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

Value evaluate(std::string_view text, std::map<std::string, Value> values = {}) {
  auto expression = Expression::parse(text);
  REQUIRE(expression);
  auto value = expression->evaluate(names(std::move(values)));
  if (!value) FAIL(value.error());
  return *value;
}

std::string parseError(std::string_view text) {
  auto expression = Expression::parse(text);
  REQUIRE_FALSE(expression);
  return expression.error();
}

std::string evaluationError(std::string_view text, std::map<std::string, Value> values = {}) {
  auto expression = Expression::parse(text);
  REQUIRE(expression);
  auto value = expression->evaluate(names(std::move(values)));
  REQUIRE_FALSE(value);
  return value.error();
}

Value number(std::int64_t value) { return Value{value}; }
Value word(const char* text) { return Value{std::string(text)}; }
}  // namespace

TEST_CASE("An expression adds dice and modifiers", "[expression]") {
  auto expression = Expression::parse("die + modifiers");
  REQUIRE(expression);
  auto value = expression->number(names({{"die", DiceFaces{3, 5}}, {"modifiers", std::int64_t{-1}}}));
  REQUIRE(value);
  CHECK(*value == 7);
}

TEST_CASE("Arithmetic is on whole numbers - division and remainder round down", "[expression]") {
  CHECK(evaluate("2 + 3 * 4") == number(14));
  CHECK(evaluate("(2 + 3) * 4") == number(20));
  CHECK(evaluate("10 - 4 - 3") == number(3));  // left to right
  CHECK(evaluate("7 / 2") == number(3));
  CHECK(evaluate("-7 / 2") == number(-4));  // down, not towards zero
  CHECK(evaluate("-7 % 3") == number(2));
  CHECK(evaluate("7 % -3") == number(-2));
  CHECK(evaluate("div_up(7, 2)") == number(4));
  CHECK(evaluate("div_up(-7, 2)") == number(-3));
  CHECK(evaluate("div_up(6, 3)") == number(2));
  CHECK(evaluate("--3") == number(3));
}

TEST_CASE("Functions: min, max, abs, clamp, if", "[expression]") {
  CHECK(evaluate("min(4, 2, 9)") == number(2));
  CHECK(evaluate("max(4, 2, 9)") == number(9));
  CHECK(evaluate("abs(0 - 5)") == number(5));
  CHECK(evaluate("clamp(12, 4, 10)") == number(10));  // 7.4: totals above 10 read as 10
  CHECK(evaluate("clamp(1, 4, 10)") == number(4));
  CHECK(evaluate("if(war, 2, 1)", {{"war", true}}) == number(2));
  CHECK(evaluate("if(war, 2, 1)", {{"war", false}}) == number(1));
  // if() evaluates only the branch it takes: the other may read a name that is not there.
  CHECK(evaluate("if(true, 1, missing)") == number(1));
}

TEST_CASE("Comparisons and logic give flags", "[expression]") {
  CHECK(evaluate("prestige >= 10", {{"prestige", number(10)}}) == Value{true});
  CHECK(evaluate("terrain == 'forest'", {{"terrain", word("forest")}}) == Value{true});
  CHECK(evaluate("terrain != 'forest'", {{"terrain", word("clear")}}) == Value{true});
  CHECK(evaluate("war and turn >= 3", {{"war", true}, {"turn", number(2)}}) == Value{false});
  CHECK(evaluate("war && turn >= 3", {{"war", true}, {"turn", number(3)}}) == Value{true});
  CHECK(evaluate("not war or turn == 1", {{"war", true}, {"turn", number(1)}}) == Value{true});
  CHECK(evaluate("!war || false", {{"war", false}}) == Value{true});
  CHECK(evaluate("die == 7", {{"die", DiceFaces{3, 4}}}) == Value{true});  // dice compare as their sum
  CHECK(evaluate("1 < 2") == Value{true});
  CHECK(evaluate("2 <= 1") == Value{false});
  CHECK(evaluate("2 > 1") == Value{true});
}

TEST_CASE("Names: dotted keys, and name(...) reads the key of the value inside", "[expression]") {
  CHECK(evaluate("treasury.red + 1", {{"treasury.red", number(10)}}) == number(11));
  CHECK(evaluate("prestige[side]", {{"side", word("blue")}, {"prestige.blue", number(5)}}) == number(5));
  auto expression = Expression::parse("prestige[side] >= 10 and veteran or order");
  REQUIRE(expression);
  auto used = expression->names();
  REQUIRE(used.size() == 4);
  CHECK(used[0].name == "prestige");
  CHECK(used[0].indexed);
  CHECK(used[1].name == "side");
  CHECK_FALSE(used[1].indexed);
  CHECK(used[2].name == "veteran");
  CHECK(used[3].name == "order");  // a name that starts with "or" is a name, not "or"
  CHECK(evaluate("notable and android", {{"notable", true}, {"android", true}}) == Value{true});
}

TEST_CASE("A typo in an expression says what was expected and at which character", "[expression]") {
  CHECK(parseError("2 +") == "cannot read '2 +': expected a value but the expression ended at character 4");
  CHECK(parseError("(1 + 2") == "cannot read '(1 + 2': expected ')' at character 7");
  CHECK(parseError("1 2") == "cannot read '1 2': unexpected '2' at character 3");
  CHECK(parseError("terrain == 'forest") == "cannot read 'terrain == 'forest': a word in quotes is not closed at character 12");
  CHECK(parseError("sqrt(4)") == "cannot read 'sqrt(4)': unknown function sqrt() at character 8");
  CHECK(parseError("abs(1, 2)") == "cannot read 'abs(1, 2)': abs() takes 1 arguments, not 2 at character 10");
  CHECK(parseError("clamp(1)") == "cannot read 'clamp(1)': clamp() takes 3 arguments, not 1 at character 9");
  CHECK(parseError("prestige[side") == "cannot read 'prestige[side': expected ']' at character 14");
  CHECK(parseError("#") == "cannot read '#': expected a number, a word in quotes or a name at character 1");
  CHECK(parseError("1 < 2 < 3") == "cannot read '1 < 2 < 3': unexpected '<' at character 7");
}

TEST_CASE("A number too large for the books is a parse error, not an overflow", "[expression]") {
  CHECK(parseError("99999999999999999999") ==
        "cannot read '99999999999999999999': the number is too large at character 1");
  CHECK(evaluate("9223372036854775807") == number(9223372036854775807));
}

TEST_CASE("Evaluation errors name the expression and what went wrong", "[expression]") {
  CHECK(evaluationError("terain == 'forest'") == "'terain == 'forest'': unknown name 'terain'");
  CHECK(evaluationError("prestige[side]", {{"side", word("green")}}) == "'prestige[side]': unknown name 'prestige.green'");
  CHECK(evaluationError("4 / 0") == "'4 / 0': division by zero");
  CHECK(evaluationError("4 % 0") == "'4 % 0': division by zero");
  CHECK(evaluationError("div_up(4, 0)") == "'div_up(4, 0)': division by zero");
  CHECK(evaluationError("terrain + 1", {{"terrain", word("forest")}}) ==
        "'terrain + 1': the left side of '+' must be a number, not 'forest'");
  CHECK(evaluationError("war and 1", {{"war", true}}) == "'war and 1': the right side of 'and' must be true or false, not '1'");
  CHECK(evaluationError("not 3") == "'not 3': the value after 'not' must be true or false, not '3'");
  CHECK(evaluationError("if(1, 2, 3)") == "'if(1, 2, 3)': the condition of if() must be true or false, not '1'");

  auto condition = Expression::parse("turn + 1");
  REQUIRE(condition);
  CHECK(condition->test(names({{"turn", number(1)}})).error() == "'turn + 1' must be true or false, not '2'");
  auto amount = Expression::parse("terrain");
  REQUIRE(amount);
  CHECK(amount->number(names({{"terrain", word("clear")}})).error() == "'terrain' must be a number, not 'clear'");
  CHECK(Expression().evaluate(names({})).error() == "empty expression");
  CHECK(Expression().empty());
}

TEST_CASE("A copied expression evaluates like the original", "[expression]") {
  auto parsed = Expression::parse("a * 2");
  REQUIRE(parsed);
  Expression copy = *parsed;
  Expression moved = std::move(*parsed);
  CHECK(copy.text() == "a * 2");
  CHECK(copy.number(names({{"a", number(4)}})).value() == 8);
  CHECK(moved.number(names({{"a", number(5)}})).value() == 10);
}

TEST_CASE("Text templates write each {expression} in place", "[expression]") {
  auto text = TextTemplate::parse("Remove {att_loss} step(s); {if(win, 'advance', 'stay')}.");
  REQUIRE(text);
  CHECK(text->render(names({{"att_loss", number(2)}, {"win", true}})).value() == "Remove 2 step(s); advance.");
  CHECK(text->names().size() == 2);
  CHECK(TextTemplate::parse("No braces } here").value().render(names({})).value() == "No braces } here");
  CHECK(TextTemplate::parse("Pay {cost ducats").error() == "'{' at character 5 is not closed in 'Pay {cost ducats'");
  CHECK(TextTemplate::parse("Pay {cost +} ducats").error() ==
        "cannot read 'cost +': expected a value but the expression ended at character 7");
  CHECK(text->render(names({{"att_loss", number(2)}})).error() ==
        "'if(win, 'advance', 'stay')': unknown name 'win'");
}

TEST_CASE("Arithmetic that would pass the largest whole number is an error naming the numbers, not an overflow",
          "[expression]") {
  const Value largest{std::int64_t{9223372036854775807}};
  const std::string range = " would be too large (numbers run from -9223372036854775808 to 9223372036854775807)";
  CHECK(evaluationError("9223372036854775807 + 1") == "'9223372036854775807 + 1': 9223372036854775807 + 1" + range);
  CHECK(evaluationError("n + 1", {{"n", largest}}) == "'n + 1': 9223372036854775807 + 1" + range);
  CHECK(evaluationError("0 - n - 2", {{"n", largest}}) == "'0 - n - 2': -9223372036854775807 - 2" + range);
  CHECK(evaluationError("n * 2", {{"n", largest}}) == "'n * 2': 9223372036854775807 * 2" + range);
  CHECK(evaluationError("-(0 - n - 1)", {{"n", largest}}) == "'-(0 - n - 1)': -(-9223372036854775808)" + range);
  CHECK(evaluationError("(0 - n - 1) / -1", {{"n", largest}}) ==
        "'(0 - n - 1) / -1': -9223372036854775808 / -1" + range);
  CHECK(evaluationError("abs(0 - n - 1)", {{"n", largest}}) == "'abs(0 - n - 1)': abs(-9223372036854775808)" + range);
  CHECK(evaluationError("div_up(0 - n - 1, -1)", {{"n", largest}}) ==
        "'div_up(0 - n - 1, -1)': -9223372036854775808 / -1" + range);
  CHECK(evaluate("0 - n - 1", {{"n", largest}}) == Value{std::numeric_limits<std::int64_t>::min()});
  CHECK(evaluate("n - 1 + 1", {{"n", largest}}) == largest);
}

TEST_CASE("The remainder of the lowest number by -1 is 0, and a remainder never overflows", "[expression]") {
  // In C++ INT64_MIN % -1 is undefined; the remainder by -1 (or 1) is always 0.
  CHECK(evaluate("(-9223372036854775807 - 1) % -1") == Value{std::int64_t{0}});
  CHECK(evaluate("(-9223372036854775807 - 1) % 1") == Value{std::int64_t{0}});
  // a - (a / b) * b would overflow here: the quotient rounds down to -2^62, times -2 is 2^63.
  CHECK(evaluate("9223372036854775807 % -2") == Value{std::int64_t{-1}});
  CHECK(evaluate("(-9223372036854775807 - 1) % 3") == Value{std::int64_t{1}});
  CHECK(evaluate("-7 % 3") == Value{std::int64_t{2}});  // the sign of the divisor, like the rounded-down division
  CHECK(evaluate("7 % -3") == Value{std::int64_t{-2}});
  CHECK(evaluationError("1 % 0") == "'1 % 0': division by zero");
}

TEST_CASE("Typed-in dice whose sum would pass the largest number are an error, not a wrapped sum", "[expression]") {
  const Value dice{DiceFaces{std::int64_t{9223372036854775807}, 1}};
  CHECK(evaluationError("roll + 0", {{"roll", dice}}) ==
        "'roll + 0': the sum of the dice 9223372036854775807,1 would be too large");
  CHECK(evaluate("roll_1", {{"roll_1", Value{std::int64_t{9223372036854775807}}}}) ==
        Value{std::int64_t{9223372036854775807}});
}

TEST_CASE("An expression nested deeper than 200 levels is a parse error, not a stack overflow", "[expression]") {
  auto nested = [](std::size_t depth) { return std::string(depth, '(') + "1" + std::string(depth, ')'); };
  CHECK(evaluate(nested(150)) == Value{std::int64_t{1}});
  // 6,000 parentheses crashed `adc validate` with SIGSEGV in the recursive parser.
  CHECK(parseError(nested(6000)) == "cannot read '" + std::string(60, '(') +
                                        "... (12001 characters)': the expression nests more than 200 levels deep at "
                                        "character 201");
  // Chains of 'not' and '-' recurse like parentheses.
  std::string nots;
  for (int i = 0; i < 5000; ++i) nots += "not ";
  CHECK(parseError(nots + "true").find("nests more than 200 levels deep") != std::string::npos);
  CHECK(parseError(std::string(5000, '-') + "1").find("nests more than 200 levels deep") != std::string::npos);
  // A long flat sum needs no parentheses but still builds a tree as deep as it is long,
  // which the evaluator (and the tree's destructor) would walk recursively.
  std::string sum = "1";
  for (int i = 0; i < 5000; ++i) sum += "+1";
  CHECK(parseError(sum).find("nests more than 200 levels deep") != std::string::npos);
  std::string shortSum = "1";
  for (int i = 0; i < 150; ++i) shortSum += "+1";
  CHECK(evaluate(shortSum) == Value{std::int64_t{151}});
}

TEST_CASE("A name composed with a value in braces reads the books of a side held in a variable", "[expression]") {
  // Grand Siècle keeps each power's commercial fleets under its own name
  // (zone_fleets_england.baltic): zone_fleets_{side}[from] reads the acting side's,
  // zone_fleets_{target}[zone] another power's, without a ten-way if().
  const std::map<std::string, Value> books{{"zone_fleets_england.baltic", number(2)},
                                           {"zone_fleets_turkey.baltic", number(3)},
                                           {"zone_fleets_turkey.levant", number(1)},
                                           {"side", word("england")},
                                           {"target", word("turkey")},
                                           {"from", word("baltic")},
                                           {"turkey_fleets", number(4)}};
  CHECK(evaluate("zone_fleets_{side}[from]", books) == number(2));
  CHECK(evaluate("zone_fleets_{target}[from] + zone_fleets_{target}['levant']", books) == number(4));
  CHECK(evaluate("{target}_fleets", books) == number(4));  // a part may start the name
  CHECK(evaluate("zone_fleets_{if(side == 'england', target, side)}.baltic", books) == number(3));
  CHECK_THAT(evaluationError("zone_fleets_{side}['levant']", books),
             Catch::Contains("unknown name 'zone_fleets_england.levant'"));
  CHECK_THAT(parseError("zone_fleets_{side"), Catch::Contains("expected '}' after the part of the name"));

  auto parsed = Expression::parse("zone_fleets_{side}[from] > 0");
  REQUIRE(parsed);
  auto uses = parsed->names();
  REQUIRE(uses.size() == 3);
  CHECK(uses[0].name == "zone_fleets_*");
  CHECK(uses[0].indexed);
  CHECK(uses[0].composed);
  CHECK(uses[1].name == "from");  // the index, then the parts
  CHECK(uses[2].name == "side");
}

TEST_CASE("A text template keeps the braces of a composed name inside its expression", "[expression]") {
  auto text = TextTemplate::parse("{side} has only {zone_fleets_{side}[from]} fleet(s) there");
  REQUIRE(text);
  auto rendered = text->render(names({{"side", word("england")}, {"from", word("baltic")}, {"zone_fleets_england.baltic", number(2)}}));
  REQUIRE(rendered);
  CHECK(*rendered == "england has only 2 fleet(s) there");
  CHECK_FALSE(TextTemplate::parse("{zone_fleets_{side}[from] fleet(s)"));
}

TEST_CASE("sum_sides, max_sides, min_sides and count_sides read their expression once for each side", "[expression]") {
  // Grand Siècle sums and compares over the ten powers (32.6: a zone holds at most 6
  // fleets of all the Companies; 19.1: the highest prestige of a Camp): the variable holds
  // each side's id in turn, read as prestige[p] or zone_fleets_{p}[to].
  const std::map<std::string, Value> books{{"sides", word("england turkey spain")},
                                           {"prestige.england", number(12)},
                                           {"prestige.turkey", number(7)},
                                           {"prestige.spain", number(15)},
                                           {"camp.england", word("a")},
                                           {"camp.turkey", word("a")},
                                           {"camp.spain", word("b")},
                                           {"zone_fleets_england.baltic", number(2)},
                                           {"zone_fleets_turkey.baltic", number(0)},
                                           {"zone_fleets_spain.baltic", number(3)},
                                           {"to", word("baltic")},
                                           {"side", word("turkey")}};
  CHECK(evaluate("sum_sides(p, zone_fleets_{p}[to])", books) == number(5));
  CHECK(evaluate("max_sides(p, prestige[p])", books) == number(15));
  CHECK(evaluate("min_sides(p, prestige[p])", books) == number(7));
  CHECK(evaluate("max_sides(p, if(camp[p] == 'a', prestige[p], -1))", books) == number(12));
  CHECK(evaluate("count_sides(p, prestige[p] > prestige[side])", books) == number(2));
  CHECK(evaluate("count_sides(p, p != side and camp[p] == camp[side])", books) == number(1));
  // first_side: the first side, in the data's order, for which the condition holds, else 'none'.
  CHECK(evaluate("first_side(p, camp[p] == 'b')", books) == word("spain"));
  CHECK(evaluate("first_side(p, p != side and camp[p] == camp[side])", books) == word("england"));
  CHECK(evaluate("first_side(p, prestige[p] > 20)", books) == word("none"));
  // Nested, each with its own variable; the outer one is still read inside.
  CHECK(evaluate("count_sides(p, prestige[p] == max_sides(q, if(camp[q] == camp[p], prestige[q], -1)))", books) == number(2));
  // The variable is the aggregate's own: names() does not report it, the books it reads are.
  auto parsed = Expression::parse("sum_sides(p, zone_fleets_{p}[to]) + max_sides(q, prestige[q])");
  REQUIRE(parsed);
  std::vector<std::string> read;
  for (const auto& use : parsed->names()) read.push_back(use.name);
  CHECK(read == std::vector<std::string>{"zone_fleets_*", "to", "prestige"});

  CHECK_THAT(parseError("sum_sides(3, prestige[side])"), Catch::Contains("first names the variable that holds each side"));
  CHECK_THAT(parseError("sum_sides(p prestige[p])"), Catch::Contains("expected ',' after sum_sides()'s variable p"));
  CHECK_THAT(evaluationError("count_sides(p, prestige[p])", books), Catch::Contains("must be true or false"));
  CHECK_THAT(evaluationError("sum_sides(p, prestige[p])", {}), Catch::Contains("the sides are not known here"));
}
