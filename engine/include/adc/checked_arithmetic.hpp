#pragma once
// Arithmetic on numbers that come from players or data. A typed-in adjustment, a value
// without a maximum or a chart cell can be as large as a 64-bit number allows, and signed
// overflow is undefined behaviour: it could wrap, or let the optimiser assume it never
// happens. Every sum, difference and product of such numbers goes through these helpers,
// which say when the result does not fit, so the caller refuses with a clear message
// instead of carrying on with a wrapped number.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// a + b, or nothing when the result does not fit.
inline std::optional<std::int64_t> checkedAdd(std::int64_t a, std::int64_t b) {
  std::int64_t result = 0;
  if (__builtin_add_overflow(a, b, &result)) return std::nullopt;
  return result;
}

// a - b, or nothing when the result does not fit.
inline std::optional<std::int64_t> checkedSubtract(std::int64_t a, std::int64_t b) {
  std::int64_t result = 0;
  if (__builtin_sub_overflow(a, b, &result)) return std::nullopt;
  return result;
}

// a * b, or nothing when the result does not fit.
inline std::optional<std::int64_t> checkedMultiply(std::int64_t a, std::int64_t b) {
  std::int64_t result = 0;
  if (__builtin_mul_overflow(a, b, &result)) return std::nullopt;
  return result;
}

// -a, or nothing for the lowest number, whose opposite does not fit.
inline std::optional<std::int64_t> checkedNegate(std::int64_t a) { return checkedSubtract(0, a); }

// The sum of a range of numbers (dice faces, modifiers), or nothing when any partial sum
// does not fit.
template <typename Range>
std::optional<std::int64_t> checkedSum(const Range& numbers) {
  std::int64_t total = 0;
  for (std::int64_t number : numbers) {
    auto next = checkedAdd(total, number);
    if (!next) return std::nullopt;
    total = *next;
  }
  return total;
}

// "9223372036854775807 + 1 would be too large": the message of every refusal, naming the
// numbers as they were, never the wrapped result.
inline std::string overflowMessage(std::int64_t a, std::string_view operation, std::int64_t b) {
  return std::to_string(a) + " " + std::string(operation) + " " + std::to_string(b) +
         " would be too large (numbers run from " + std::to_string(INT64_MIN) + " to " + std::to_string(INT64_MAX) +
         ")";
}

// "-(-9223372036854775808) would be too large": the same for the opposite of a number.
inline std::string overflowMessage(std::string_view operation, std::int64_t a) {
  return std::string(operation) + "(" + std::to_string(a) + ") would be too large (numbers run from " +
         std::to_string(INT64_MIN) + " to " + std::to_string(INT64_MAX) + ")";
}

}  // namespace adc
