#pragma once
// The small expression language of the game data: conditions on the state ("war and
// turn >= 3"), modifier values, lookup keys and effect amounts. Parsed once when the
// data loads, so a typo is a data error with its file and line, not a surprise mid-game.
//
//   numbers 12, words 'france', true / false, names (treasury.france, die, total),
//   indexed names treasury[side] (reads "treasury.<value of side>"), names composed
//   with a value in braces zone_fleets_{side}[from] (reads "zone_fleets_<side>.<from>"),
//   + - * / % (integer arithmetic, / rounds down), == != < <= > >=, and or not (&& || !),
//   min(a,b,...) max(a,b,...) abs(x) clamp(x,lo,hi) if(c,a,b) div_up(a,b), and over the
//   game's sides sum_sides(p, e) max_sides(p, e) min_sides(p, e) count_sides(p, condition)
//   first_side(p, condition) (the first side it holds for, else 'none'), which read e once
//   for each side with the name p holding the side's id (prestige[p]).

#include "adc/expected.hpp"
#include "adc/value.hpp"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace adc {

// What an expression can read. Returns nothing for a name it does not know.
using NameLookup = std::function<std::optional<Value>(std::string_view name)>;

struct NameUse {
  std::string name;
  bool indexed = false;   // used as name[...]: the real names are "name.<item>"
  bool composed = false;  // zone_fleets_{side}: the name is a pattern, '*' for each part
};

class Expression {
 public:
  struct Node;

  Expression();
  ~Expression();
  Expression(const Expression& other);
  Expression& operator=(const Expression& other);
  Expression(Expression&&) noexcept;
  Expression& operator=(Expression&&) noexcept;

  // Parses the text; the error says what was expected and at which character.
  static Expected<Expression, std::string> parse(std::string_view text);

  Expected<Value, std::string> evaluate(const NameLookup& lookup) const;
  // For conditions: the value must be a flag.
  Expected<bool, std::string> test(const NameLookup& lookup) const;
  // For amounts: the value must be a number (dice count as their sum).
  Expected<std::int64_t, std::string> number(const NameLookup& lookup) const;

  const std::string& text() const { return m_text; }
  bool empty() const { return m_root == nullptr; }
  // The name an aggregate (sum_sides...) asks its lookup for the game's sides: their ids
  // separated by spaces, in the data's order (GameState::read answers it).
  static constexpr const char* sidesName = "sides";
  // Every name the expression reads, so loaders can report dangling references.
  std::vector<NameUse> names() const;

 private:
  std::string m_text;
  std::shared_ptr<const Node> m_root;  // immutable once parsed, so copies share it
};

// "Pay {cost} ducats": each {expression} is evaluated and written in place. Parsed once.
class TextTemplate {
 public:
  static Expected<TextTemplate, std::string> parse(std::string_view text);
  Expected<std::string, std::string> render(const NameLookup& lookup) const;
  // The same, each value written by `show` (the players' names for a game's words).
  Expected<std::string, std::string> render(const NameLookup& lookup,
                                            const std::function<std::string(const Value&)>& show) const;
  std::vector<NameUse> names() const;
  const std::string& text() const { return m_text; }

 private:
  std::string m_text;
  std::vector<std::string> m_literals;    // literal[i] comes before expression[i]
  std::vector<Expression> m_expressions;  // one fewer than literals
};

}  // namespace adc
