#pragma once
// Text that people type, checked once where every path meets, and quoted briefly when a
// message repeats it.
//
// A save holds only UTF-8 (a journal of JSON lines; TOML in format 1): one reason typed
// on a Latin-1 terminal ("Beno\xEAt") used to be written as it came and left a save no
// command could open again. So every text an action or a setup carries is checked before it is applied:
// strict UTF-8 (no overlong forms, no surrogates, nothing beyond U+10FFFF) and no
// control character but tab and newline (a NUL or an escape would break the files
// and the terminals that show them). A refusal names the field and the byte.
//
// quoteInput is how every message quotes what a player typed: at most ~60 characters,
// the length of the rest, bytes that are not text written as \xNN. A 128 KB name is
// not echoed back in full, and a message is always valid UTF-8 (JSON output needs it).

#include "adc/action.hpp"
#include "adc/game_data.hpp"
#include "adc/game_state.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// What is wrong with a text, or nullopt when a save can hold it: "not valid UTF-8 text
// (byte 0xEA at position 5)" or "a control character (U+001B at position 3)".
// Positions count bytes from 1.
std::optional<std::string> textProblem(std::string_view text);

// The same, as a refusal that names the field and says what to do:
// "reason: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8".
std::optional<std::string> checkText(std::string_view field, std::string_view text);

// Checks every text an action carries (its type, side, reason, argument names and text
// values). applyAction calls it first, so no path can log text a save cannot hold.
std::optional<ActionError> checkActionText(const Action& action);

// Checks a setup before a game is created from it: every text (scenario, players'
// names and sides), a scenario the game has, sides the game has. The message names the
// field ("name of player 2: not valid UTF-8 text ..."). Called by `adc new`, the Start
// panel, and meant for GameSession's constructor.
std::optional<std::string> validateSetup(const GameData& data, const Setup& setup);

// How a message quotes player input: 'France', or for a long text its first
// quotedCharacters characters and "… (and 131012 more characters)". Bytes that are not
// UTF-8 text and control characters are shown as \xNN, tab and newline as \t and \n.
std::string quoteInput(std::string_view text);

inline constexpr std::size_t quotedCharacters = 60;

// How messages name a kind and a value, in the players' words: "a whole number", "the
// word 'abc'" (kindName is the data files' word, "int", not for players).
std::string_view kindPhrase(ValueKind kind);
std::string describeValue(const Value& value);
// What a type error says: "expected a whole number, got the word 'abc'".
std::string kindMismatch(ValueKind expected, const Value& got);
// How a refusal of a value is labelled: out-of-range only for a number of the expected
// kind (too large, too small); a word where a number belongs, or a word that is not one
// of the choices, is a bad argument. It used to say "out of range" for both.
ActionError::Code valueProblemCode(ValueKind expected, const Value& got);

}  // namespace adc
