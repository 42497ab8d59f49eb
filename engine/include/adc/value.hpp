#pragma once
// A value in the game state, an action argument or a table cell: a whole number, a
// yes/no flag, a word, or a list of dice faces. Rules never need fractions: every
// rulebook here rounds to whole numbers before it writes a number down.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace adc {

using DiceFaces = std::vector<std::int64_t>;
using Value = std::variant<std::int64_t, bool, std::string, DiceFaces>;

enum class ValueKind { Integer, Flag, Text, Dice };

ValueKind kindOf(const Value& value);
std::string_view kindName(ValueKind kind);

// Human-readable form, also the form the CLI parses back: 12, true, france, 3+5.
std::string toDisplayString(const Value& value);

// Reads what a person typed for a value of the given kind ("12", "yes", "3,5").
std::optional<Value> parseValue(std::string_view text, ValueKind kind);

// Reads a typed word without a known kind: a number if it looks like one, a flag for
// true/false, dice for "3,5", otherwise a word.
Value guessValue(std::string_view text);

// The number a value stands for in arithmetic: dice count as their sum. Nothing for a
// flag or a word, nor for typed-in dice whose sum would be too large to count.
std::optional<std::int64_t> asNumber(const Value& value);

}  // namespace adc
