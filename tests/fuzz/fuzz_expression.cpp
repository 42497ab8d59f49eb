// libFuzzer harness: the expression language of the game data (adc/expression.hpp). The
// input is parsed as an expression and as a text template; what parses is evaluated with
// names that read numbers at the edges of 64 bits, flags, words and dice, so overflow,
// division and deep nesting are all reached. Any crash or sanitizer report is a finding.

#include "adc/expression.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace {

// Every name reads something, chosen by its first letter, so evaluation goes past the
// lookup; names starting with 'u' are unknown, to reach that error too.
std::optional<adc::Value> lookup(std::string_view name) {
  constexpr auto largest = std::numeric_limits<std::int64_t>::max();
  constexpr auto lowest = std::numeric_limits<std::int64_t>::min();
  switch (name.empty() ? 'x' : name.front()) {
    case 'a': return adc::Value{largest};
    case 'b': return adc::Value{lowest};
    case 'c': return adc::Value{std::int64_t{-1}};
    case 'd': return adc::Value{adc::DiceFaces{largest, 1}};
    case 'e': return adc::Value{adc::DiceFaces{3, 4}};
    case 'f': return adc::Value{false};
    case 't': return adc::Value{true};
    case 'u': return std::nullopt;
    case 'w': return adc::Value{std::string(name)};
    case 'z': return adc::Value{std::int64_t{0}};
    default: return adc::Value{static_cast<std::int64_t>(name.size())};
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (auto expression = adc::Expression::parse(text)) {
    (void)expression->evaluate(lookup);
    (void)expression->test(lookup);
    (void)expression->number(lookup);
    (void)expression->names();
    adc::Expression copy = *expression;
    (void)copy.evaluate(lookup);
  }
  if (auto textTemplate = adc::TextTemplate::parse(text)) {
    (void)textTemplate->render(lookup);
    (void)textTemplate->names();
  }
  return 0;
}
