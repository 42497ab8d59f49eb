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
// Every text a player types also has a length limit, the room a table needs: a reason for a
// correction is a sentence or a paragraph, a player's name fits a seat's card. A reason
// of 20,000 characters once reached the Ledger, which could not draw it, and the app
// reopened the Ledger on every launch. The limits are checked for a new action
// (GameSession::perform) and a new game (validateSetup), never when a save is replayed:
// an older save holding a longer text still opens, and the app shows it shortened.
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

// How long a text a player types may be, in characters (Unicode code points, not bytes:
// "é" is one), one place for every field of both programs.
inline constexpr std::size_t longestReason = 2000;      // why a correction was made
inline constexpr std::size_t longestPlayerName = 60;    // a player's name at a seat
inline constexpr std::size_t longestText = 2000;        // any other text: a note, a sealed text, an argument

// The characters of a UTF-8 text (a byte that is not text counts as one).
std::size_t characterCount(std::string_view text);
// The text's first `count` characters (all of it when shorter), never cut inside one.
std::string_view firstCharacters(std::string_view text, std::size_t count);
// Nothing but spaces, tabs and newlines (or nothing at all).
bool isBlank(std::string_view text);

// A text longer than `limit` characters refused in words, the field named:
// "reason: 20000 characters, at most 2000 may be kept; shorten it". Said in the language
// of `words` (the catalogue's).
std::optional<std::string> checkLength(const GameData& words, std::string_view field, std::string_view text,
                                       std::size_t limit);

// What a new action must also be, beyond checkActionText: each text within its limit, a
// reason that is not blank, a side the game has. GameSession::perform calls it before
// applyAction; a replayed save is not held to it (its texts were kept when they came).
std::optional<ActionError> checkNewAction(const GameData& data, const Action& action);

// Checks every text an action carries (its type, side, reason, argument names and text
// values). applyAction calls it first, so no path can log text a save cannot hold.
std::optional<ActionError> checkActionText(const Action& action);

// Checks a setup before a game is created from it: every text (scenario, players'
// names and sides), a scenario the game has, sides the game has, every player named (not
// blank, at most longestPlayerName characters), no name twice at one side and no more
// names at a side than a side seats (playersASideSeats). The message names the field
// ("name of player 2: not valid UTF-8 text ..."). Called by `adc new`, the Start
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
// A typed number too large (1) or too small (-1) for a whole number to hold, which came
// as a word ("100000000000000000000"); 0 for anything else.
int beyondWholeNumbers(const Value& value);
// What a type error says: "expected a whole number, got the word 'abc'"; for a number
// too large to hold, "'100000000000000000000' is too large; a whole number goes from
// -9223372036854775808 to 9223372036854775807".
std::string kindMismatch(ValueKind expected, const Value& got);
// How a refusal of a value is labelled: out-of-range only for a number of the expected
// kind (too large, too small); a word where a number belongs, or a word that is not one
// of the choices, is a bad argument. It used to say "out of range" for both.
ActionError::Code valueProblemCode(ValueKind expected, const Value& got);

}  // namespace adc
