#include "adc/expression.hpp"

#include "adc/checked_arithmetic.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <stdexcept>

namespace adc {

struct Expression::Node {
  enum class Kind { Literal, Name, Index, Unary, Binary, Call };
  Kind kind = Kind::Literal;
  Value literal;
  std::string name;  // Name, Index (base), Call (function), Unary/Binary (operator)
  std::vector<std::shared_ptr<const Node>> children;
  // A name composed with parts, zone_fleets_{side}[from]: the literal pieces around the
  // parts, one more than the parts. The parts are the last children (after an Index's
  // index); `name` is the pattern with '*' for each part.
  std::vector<std::string> pieces;
  std::size_t depth = 1;  // 1 for a leaf, else one more than the deepest child
};

namespace {

using Node = Expression::Node;
using NodePtr = std::shared_ptr<const Node>;

struct EvalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// How deeply an expression may nest. The parser, the evaluator, names() and even the
// destructor of the tree recurse once per level, so thousands of nested parentheses (or
// "1+1+...", which builds a tree as deep as it is long) in a data file would overflow
// the stack. Real expressions nest a handful of levels; 200 leaves a wide margin.
constexpr std::size_t maxDepth = 200;

[[noreturn]] void tooDeep(std::size_t position) {
  throw EvalError("the expression nests more than " + std::to_string(maxDepth) + " levels deep at character " +
                  std::to_string(position + 1));
}

bool isAggregate(std::string_view name);

class Parser {
 public:
  explicit Parser(std::string_view text) : m_text(text) {}

  NodePtr parseAll() {
    auto node = parseOr();
    skipSpace();
    if (m_pos != m_text.size()) fail("unexpected '" + std::string(1, m_text[m_pos]) + "'");
    return node;
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw EvalError(message + " at character " + std::to_string(m_pos + 1));
  }

  void skipSpace() {
    while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos]))) ++m_pos;
  }

  bool accept(std::string_view token) {
    skipSpace();
    if (m_text.substr(m_pos, token.size()) != token) return false;
    // Word operators must not be the start of a longer name ("order" is not "or").
    if (std::isalpha(static_cast<unsigned char>(token.back()))) {
      auto after = m_pos + token.size();
      if (after < m_text.size() && isNameChar(m_text[after])) return false;
    }
    m_pos += token.size();
    return true;
  }

  static bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
  static bool isNameChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
  }

  // One level of the parser's own recursion: a parenthesis, an argument list, an index
  // or a chain of 'not' and '-' nests without making a node for it.
  class Nesting {
   public:
    explicit Nesting(Parser& parser) : m_parser(parser) {
      if (++m_parser.m_nesting > maxDepth) tooDeep(m_parser.m_pos);
    }
    ~Nesting() { --m_parser.m_nesting; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;

   private:
    Parser& m_parser;
  };

  NodePtr make(Node::Kind kind, std::string name, std::vector<NodePtr> children,
               std::vector<std::string> pieces = {}) const {
    auto node = std::make_shared<Node>();
    node->kind = kind;
    node->name = std::move(name);
    node->children = std::move(children);
    node->pieces = std::move(pieces);
    for (const auto& child : node->children) node->depth = std::max(node->depth, child->depth + 1);
    if (node->depth > maxDepth) tooDeep(m_pos);
    return node;
  }

  NodePtr parseOr() {
    Nesting nesting(*this);
    auto left = parseAnd();
    while (accept("||") || accept("or")) left = make(Node::Kind::Binary, "or", {left, parseAnd()});
    return left;
  }

  NodePtr parseAnd() {
    auto left = parseNot();
    while (accept("&&") || accept("and")) left = make(Node::Kind::Binary, "and", {left, parseNot()});
    return left;
  }

  NodePtr parseNot() {
    skipSpace();
    if (m_text.substr(m_pos, 2) != "!=" && (accept("!") || accept("not"))) {
      Nesting nesting(*this);
      return make(Node::Kind::Unary, "not", {parseNot()});
    }
    return parseComparison();
  }

  NodePtr parseComparison() {
    auto left = parseSum();
    for (std::string_view op : {"==", "!=", "<=", ">=", "<", ">"}) {
      if (accept(op)) return make(Node::Kind::Binary, std::string(op), {left, parseSum()});
    }
    return left;
  }

  NodePtr parseSum() {
    auto left = parseProduct();
    while (true) {
      if (accept("+")) left = make(Node::Kind::Binary, "+", {left, parseProduct()});
      else if (accept("-")) left = make(Node::Kind::Binary, "-", {left, parseProduct()});
      else return left;
    }
  }

  NodePtr parseProduct() {
    auto left = parseUnary();
    while (true) {
      if (accept("*")) left = make(Node::Kind::Binary, "*", {left, parseUnary()});
      else if (accept("/")) left = make(Node::Kind::Binary, "/", {left, parseUnary()});
      else if (accept("%")) left = make(Node::Kind::Binary, "%", {left, parseUnary()});
      else return left;
    }
  }

  NodePtr parseUnary() {
    if (accept("-")) {
      Nesting nesting(*this);
      return make(Node::Kind::Unary, "-", {parseUnary()});
    }
    return parsePrimary();
  }

  NodePtr parsePrimary() {
    skipSpace();
    if (m_pos >= m_text.size()) fail("expected a value but the expression ended");
    char c = m_text[m_pos];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::int64_t number = 0;
      auto start = m_pos;
      while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
        int digit = m_text[m_pos++] - '0';
        // Signed overflow is undefined behaviour: refuse the number instead.
        if (number > (std::numeric_limits<std::int64_t>::max() - digit) / 10) {
          m_pos = start;
          fail("the number is too large");
        }
        number = number * 10 + digit;
      }
      auto node = std::make_shared<Node>();
      node->literal = number;
      return node;
    }
    if (c == '\'') {
      auto end = m_text.find('\'', m_pos + 1);
      if (end == std::string_view::npos) fail("a word in quotes is not closed");
      auto node = std::make_shared<Node>();
      node->literal = std::string(m_text.substr(m_pos + 1, end - m_pos - 1));
      m_pos = end + 1;
      return node;
    }
    if (c == '(') {
      ++m_pos;
      auto inner = parseOr();
      if (!accept(")")) fail("expected ')'");
      return inner;
    }
    if (!isNameStart(c) && c != '{') fail("expected a number, a word in quotes or a name");
    auto start = m_pos;
    // Names are letters, digits, '_' and '.'; a '-' is always subtraction, so data ids
    // that expressions read use '_' (see DESIGN.md, "Conventions").
    while (m_pos < m_text.size() && isNameChar(m_text[m_pos])) ++m_pos;
    std::string name(m_text.substr(start, m_pos - start));
    // A part in braces makes the name from a value, as an effect's target does:
    // zone_fleets_{side}[from] reads zone_fleets_<side>.<from>, for a side held in a
    // variable (Grand Siècle keeps some books per power under one name each).
    std::vector<std::string> pieces;
    std::vector<NodePtr> parts;
    while (m_pos < m_text.size() && m_text[m_pos] == '{') {
      Nesting nesting(*this);
      ++m_pos;
      pieces.push_back(std::move(name));
      parts.push_back(parseOr());
      if (!accept("}")) fail("expected '}' after the part of the name");
      auto rest = m_pos;
      while (m_pos < m_text.size() && isNameChar(m_text[m_pos])) ++m_pos;
      name = std::string(m_text.substr(rest, m_pos - rest));
    }
    if (!parts.empty()) {
      pieces.push_back(std::move(name));
      return composedName(std::move(pieces), std::move(parts));
    }
    if (name == "true" || name == "false") {
      auto node = std::make_shared<Node>();
      node->literal = (name == "true");
      return node;
    }
    if (isAggregate(name)) return aggregate(name);
    if (accept("(")) {
      std::vector<NodePtr> arguments;
      if (!accept(")")) {
        do arguments.push_back(parseOr());
        while (accept(","));
        if (!accept(")")) fail("expected ')' after the arguments of " + name);
      }
      checkCall(name, arguments.size());
      return make(Node::Kind::Call, name, std::move(arguments));
    }
    NodePtr node = make(Node::Kind::Name, name, {});
    if (accept("[")) {
      auto index = parseOr();
      if (!accept("]")) fail("expected ']'");
      node = make(Node::Kind::Index, name, {index});
    }
    return node;
  }

  NodePtr composedName(std::vector<std::string> pieces, std::vector<NodePtr> parts) {
    std::string pattern = pieces.front();
    for (std::size_t i = 1; i < pieces.size(); ++i) pattern += "*" + pieces[i];
    std::vector<NodePtr> children;
    if (accept("[")) {
      children.push_back(parseOr());
      if (!accept("]")) fail("expected ']'");
    }
    const auto kind = children.empty() ? Node::Kind::Name : Node::Kind::Index;
    children.insert(children.end(), parts.begin(), parts.end());
    return make(kind, pattern, std::move(children), std::move(pieces));
  }

  // sum_sides(p, treasury[p]): the body read once for each side, with the variable (a bare
  // name) holding the side's id. The first child is the variable, as a Name node; the
  // second is the body.
  NodePtr aggregate(const std::string& function) {
    if (!accept("(")) fail(function + " takes a name for each side and an expression: " + function + "(p, ...)");
    skipSpace();
    auto start = m_pos;
    while (m_pos < m_text.size() && isNameChar(m_text[m_pos])) ++m_pos;
    std::string variable(m_text.substr(start, m_pos - start));
    if (variable.empty() || !isNameStart(variable.front()) || variable.find('.') != std::string::npos) {
      m_pos = start;
      fail(function + "() first names the variable that holds each side, a plain name like p");
    }
    if (!accept(",")) fail("expected ',' after " + function + "()'s variable " + variable);
    auto body = parseOr();
    if (!accept(")")) fail("expected ')' after the expression of " + function + "()");
    return make(Node::Kind::Call, function, {make(Node::Kind::Name, variable, {}), body});
  }

  void checkCall(const std::string& name, std::size_t count) const {
    auto want = [&](std::size_t low, std::size_t high) {
      if (count < low || count > high) {
        fail(name + "() takes " + (low == high ? std::to_string(low) : std::to_string(low) + " or more") +
             " arguments, not " + std::to_string(count));
      }
    };
    if (name == "min" || name == "max") want(1, 64);
    else if (name == "abs") want(1, 1);
    else if (name == "clamp" || name == "if") want(3, 3);
    else if (name == "div_up") want(2, 2);
    else fail("unknown function " + name + "()");
  }

  std::string_view m_text;
  std::size_t m_pos = 0;
  std::size_t m_nesting = 0;
};

// The functions that read their body once per side (Expression::sidesName gives the sides).
bool isAggregate(std::string_view name) {
  return name == "sum_sides" || name == "max_sides" || name == "min_sides" || name == "count_sides" ||
         name == "first_side";
}

std::int64_t toNumber(const Value& value, const char* role) {
  if (auto number = asNumber(value)) return *number;
  if (std::holds_alternative<DiceFaces>(value)) {
    throw EvalError("the sum of the dice " + toDisplayString(value) + " would be too large");
  }
  throw EvalError(std::string(role) + " must be a number, not '" + toDisplayString(value) + "'");
}

bool toFlag(const Value& value, const char* role) {
  if (auto flag = std::get_if<bool>(&value)) return *flag;
  throw EvalError(std::string(role) + " must be true or false, not '" + toDisplayString(value) + "'");
}

// a op b, or an evaluation error naming both numbers when the result does not fit.
std::int64_t orTooLarge(std::optional<std::int64_t> result, std::int64_t a, std::string_view op, std::int64_t b) {
  if (!result) throw EvalError(overflowMessage(a, op, b));
  return *result;
}

std::int64_t floorDivide(std::int64_t a, std::int64_t b) {
  if (b == 0) throw EvalError("division by zero");
  // The one quotient that does not fit: the lowest number divided by -1.
  if (a == std::numeric_limits<std::int64_t>::min() && b == -1) throw EvalError(overflowMessage(a, "/", b));
  auto quotient = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --quotient;
  return quotient;
}

// The remainder with the sign of the divisor (so -1 % 3 is 2, matching floorDivide),
// computed without a - (a / b) * b, whose product can overflow (9223372036854775807 % -2).
std::int64_t floorRemainder(std::int64_t a, std::int64_t b) {
  if (b == 0) throw EvalError("division by zero");
  if (b == -1) return 0;  // a % -1 is undefined in C++ for the lowest a, and always 0
  auto remainder = a % b;
  if (remainder != 0 && ((remainder < 0) != (b < 0))) remainder += b;  // |remainder| < |b|: fits
  return remainder;
}

Value evaluateNode(const Node& node, const NameLookup& lookup);

Value lookupName(const std::string& name, const NameLookup& lookup) {
  if (auto found = lookup(name)) return *found;
  throw EvalError("unknown name '" + name + "'");
}

// The name a node reads: its own, or, composed, its pieces around its parts' values.
std::string nameOf(const Node& node, const NameLookup& lookup) {
  if (node.pieces.empty()) return node.name;
  const std::size_t firstPart = node.kind == Node::Kind::Index ? 1 : 0;
  std::string name = node.pieces.front();
  for (std::size_t i = 1; i < node.pieces.size(); ++i) {
    name += toDisplayString(evaluateNode(*node.children[firstPart + i - 1], lookup)) + node.pieces[i];
  }
  return name;
}

// The sides, in the data's order, as the state answers Expression::sidesName: ids
// separated by spaces (an id has none).
std::vector<std::string> sidesOf(const NameLookup& lookup) {
  auto listed = lookup(Expression::sidesName);
  const auto* text = listed ? std::get_if<std::string>(&*listed) : nullptr;
  if (!text) throw EvalError("the sides are not known here");
  std::vector<std::string> sides;
  std::size_t from = 0;
  while (from < text->size()) {
    auto space = text->find(' ', from);
    if (space == std::string::npos) space = text->size();
    if (space > from) sides.push_back(text->substr(from, space - from));
    from = space + 1;
  }
  if (sides.empty()) throw EvalError("the game has no sides");
  return sides;
}

Value evaluateAggregate(const Node& node, const NameLookup& lookup) {
  const std::string& variable = node.children[0]->name;
  const Node& body = *node.children[1];
  std::int64_t result = 0;
  bool first = true;
  for (const auto& side : sidesOf(lookup)) {
    const Value bound{side};
    const NameLookup inner = [&](std::string_view name) -> std::optional<Value> {
      if (name == variable) return bound;
      return lookup(name);
    };
    auto value = evaluateNode(body, inner);
    if (node.name == "first_side") {
      if (toFlag(value, "the condition of first_side()")) return bound;
      continue;
    }
    if (node.name == "count_sides") {
      if (toFlag(value, "the condition of count_sides()")) ++result;
      continue;
    }
    auto number = toNumber(value, ("the value of " + node.name + "()").c_str());
    if (node.name == "sum_sides") result = orTooLarge(checkedAdd(result, number), result, "+", number);
    else if (first) result = number;
    else result = node.name == "max_sides" ? std::max(result, number) : std::min(result, number);
    first = false;
  }
  if (node.name == "first_side") return Value{std::string("none")};
  return result;
}

Value evaluateCall(const Node& node, const NameLookup& lookup) {
  if (isAggregate(node.name)) return evaluateAggregate(node, lookup);
  const auto& args = node.children;
  if (node.name == "if") {
    return toFlag(evaluateNode(*args[0], lookup), "the condition of if()") ? evaluateNode(*args[1], lookup)
                                                                            : evaluateNode(*args[2], lookup);
  }
  std::vector<std::int64_t> numbers;
  for (const auto& argument : args) numbers.push_back(toNumber(evaluateNode(*argument, lookup), "an argument"));
  if (node.name == "min") return *std::min_element(numbers.begin(), numbers.end());
  if (node.name == "max") return *std::max_element(numbers.begin(), numbers.end());
  if (node.name == "abs") {
    if (numbers[0] >= 0) return numbers[0];
    if (auto opposite = checkedNegate(numbers[0])) return *opposite;
    throw EvalError(overflowMessage("abs", numbers[0]));
  }
  if (node.name == "clamp") return std::clamp(numbers[0], numbers[1], std::max(numbers[1], numbers[2]));
  if (node.name == "div_up") {
    if (numbers[1] == 0) throw EvalError("division by zero");
    if (numbers[0] == std::numeric_limits<std::int64_t>::min() && numbers[1] == -1) {
      throw EvalError(overflowMessage(numbers[0], "/", numbers[1]));
    }
    auto quotient = numbers[0] / numbers[1];
    if ((numbers[0] % numbers[1] != 0) && ((numbers[0] < 0) == (numbers[1] < 0))) ++quotient;
    return quotient;
  }
  throw EvalError("unknown function " + node.name + "()");
}

bool valuesEqual(const Value& left, const Value& right) {
  auto leftNumber = asNumber(left);
  auto rightNumber = asNumber(right);
  if (leftNumber && rightNumber) return *leftNumber == *rightNumber;
  return left == right;
}

Value evaluateBinary(const Node& node, const NameLookup& lookup) {
  const auto& op = node.name;
  if (op == "and") {
    return toFlag(evaluateNode(*node.children[0], lookup), "the left side of 'and'") &&
           toFlag(evaluateNode(*node.children[1], lookup), "the right side of 'and'");
  }
  if (op == "or") {
    return toFlag(evaluateNode(*node.children[0], lookup), "the left side of 'or'") ||
           toFlag(evaluateNode(*node.children[1], lookup), "the right side of 'or'");
  }
  auto left = evaluateNode(*node.children[0], lookup);
  auto right = evaluateNode(*node.children[1], lookup);
  if (op == "==") return valuesEqual(left, right);
  if (op == "!=") return !valuesEqual(left, right);
  auto a = toNumber(left, ("the left side of '" + op + "'").c_str());
  auto b = toNumber(right, ("the right side of '" + op + "'").c_str());
  if (op == "<") return a < b;
  if (op == "<=") return a <= b;
  if (op == ">") return a > b;
  if (op == ">=") return a >= b;
  if (op == "+") return orTooLarge(checkedAdd(a, b), a, op, b);
  if (op == "-") return orTooLarge(checkedSubtract(a, b), a, op, b);
  if (op == "*") return orTooLarge(checkedMultiply(a, b), a, op, b);
  if (op == "/") return floorDivide(a, b);
  if (op == "%") return floorRemainder(a, b);
  throw EvalError("unknown operator " + op);
}

Value evaluateNode(const Node& node, const NameLookup& lookup) {
  switch (node.kind) {
    case Node::Kind::Literal: return node.literal;
    case Node::Kind::Name: return lookupName(nameOf(node, lookup), lookup);
    case Node::Kind::Index: {
      auto index = evaluateNode(*node.children[0], lookup);
      return lookupName(nameOf(node, lookup) + "." + toDisplayString(index), lookup);
    }
    case Node::Kind::Unary: {
      auto operand = evaluateNode(*node.children[0], lookup);
      if (node.name == "not") return !toFlag(operand, "the value after 'not'");
      auto number = toNumber(operand, "the value after '-'");
      if (auto opposite = checkedNegate(number)) return *opposite;
      throw EvalError(overflowMessage("-", number));
    }
    case Node::Kind::Binary: return evaluateBinary(node, lookup);
    case Node::Kind::Call: return evaluateCall(node, lookup);
  }
  throw EvalError("malformed expression");
}

// The names an expression reads from outside: an aggregate's variable is its own.
void collectNames(const Node& node, std::vector<NameUse>& names, std::vector<std::string>& bound) {
  const bool isBound = std::find(bound.begin(), bound.end(), node.name) != bound.end();
  if (node.kind == Node::Kind::Name && !isBound) names.push_back({node.name, false, !node.pieces.empty()});
  if (node.kind == Node::Kind::Index) names.push_back({node.name, true, !node.pieces.empty()});
  if (node.kind == Node::Kind::Call && isAggregate(node.name)) {
    bound.push_back(node.children[0]->name);
    collectNames(*node.children[1], names, bound);
    bound.pop_back();
    return;
  }
  for (const auto& child : node.children) collectNames(*child, names, bound);
}

}  // namespace

Expression::Expression() = default;
Expression::~Expression() = default;
Expression::Expression(const Expression& other) = default;
Expression& Expression::operator=(const Expression& other) = default;
Expression::Expression(Expression&&) noexcept = default;
Expression& Expression::operator=(Expression&&) noexcept = default;

Expected<Expression, std::string> Expression::parse(std::string_view text) {
  Expression expression;
  expression.m_text = std::string(text);
  try {
    Parser parser(text);
    expression.m_root = parser.parseAll();
  } catch (const EvalError& error) {
    // A text that runs on for lines (thousands of parentheses) is quoted by its start.
    constexpr std::size_t quoted = 60;
    auto shown = text.size() <= quoted ? std::string(text)
                                       : std::string(text.substr(0, quoted)) + "... (" +
                                             std::to_string(text.size()) + " characters)";
    return unexpected("cannot read '" + shown + "': " + error.what());
  }
  return expression;
}

Expected<Value, std::string> Expression::evaluate(const NameLookup& lookup) const {
  if (!m_root) return unexpected(std::string("empty expression"));
  // The parser refuses deeper trees; the evaluator recurses once per level, so it relies
  // on that bound and checks it rather than trust it.
  if (m_root->depth > maxDepth) return unexpected("'" + m_text + "': the expression nests too deeply");
  try {
    return evaluateNode(*m_root, lookup);
  } catch (const EvalError& error) {
    return unexpected(std::string("'") + m_text + "': " + error.what());
  }
}

Expected<bool, std::string> Expression::test(const NameLookup& lookup) const {
  auto value = evaluate(lookup);
  if (!value) return unexpected(value.error());
  if (auto flag = std::get_if<bool>(&*value)) return *flag;
  return unexpected("'" + m_text + "' must be true or false, not '" + toDisplayString(*value) + "'");
}

Expected<std::int64_t, std::string> Expression::number(const NameLookup& lookup) const {
  auto value = evaluate(lookup);
  if (!value) return unexpected(value.error());
  if (auto number = asNumber(*value)) return *number;
  return unexpected("'" + m_text + "' must be a number, not '" + toDisplayString(*value) + "'");
}

std::vector<NameUse> Expression::names() const {
  std::vector<NameUse> names;
  std::vector<std::string> bound;
  if (m_root) collectNames(*m_root, names, bound);
  return names;
}

Expected<TextTemplate, std::string> TextTemplate::parse(std::string_view text) {
  TextTemplate result;
  result.m_text = std::string(text);
  std::string literal;
  for (std::size_t pos = 0; pos < text.size(); ++pos) {
    if (text[pos] == '{') {
      // The matching '}': an expression's composed name has braces of its own.
      auto end = std::string_view::npos;
      std::size_t depth = 0;
      for (auto at = pos; at < text.size() && end == std::string_view::npos; ++at) {
        if (text[at] == '{') ++depth;
        else if (text[at] == '}' && --depth == 0) end = at;
      }
      if (end == std::string_view::npos) {
        return unexpected("'{' at character " + std::to_string(pos + 1) + " is not closed in '" +
                          std::string(text) + "'");
      }
      auto expression = Expression::parse(text.substr(pos + 1, end - pos - 1));
      if (!expression) return unexpected(expression.error());
      result.m_literals.push_back(std::move(literal));
      literal.clear();
      result.m_expressions.push_back(std::move(*expression));
      pos = end;
    } else {
      literal += text[pos];
    }
  }
  result.m_literals.push_back(std::move(literal));
  return result;
}

Expected<std::string, std::string> TextTemplate::render(const NameLookup& lookup) const {
  return render(lookup, [](const Value& value) { return toDisplayString(value); });
}

Expected<std::string, std::string> TextTemplate::render(const NameLookup& lookup,
                                                        const std::function<std::string(const Value&)>& show) const {
  std::string text = m_literals.empty() ? std::string() : m_literals[0];
  for (std::size_t i = 0; i < m_expressions.size(); ++i) {
    auto value = m_expressions[i].evaluate(lookup);
    if (!value) return unexpected(value.error());
    text += show(*value);
    text += m_literals[i + 1];
  }
  return text;
}

std::vector<NameUse> TextTemplate::names() const {
  std::vector<NameUse> names;
  for (const auto& expression : m_expressions) {
    auto more = expression.names();
    names.insert(names.end(), more.begin(), more.end());
  }
  return names;
}

}  // namespace adc
