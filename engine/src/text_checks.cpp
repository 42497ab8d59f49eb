#include "adc/text_checks.hpp"
#include "adc/action_arguments.hpp"
#include "adc/game_texts.hpp"
#include "adc/new_game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <vector>

namespace adc {

namespace {

// One character read from UTF-8: its code point and byte length, or `valid` false for
// a byte that does not start a well-formed sequence (length 1: the reader moves on one
// byte, so a bad byte never hides the text after it).
struct Decoded {
  char32_t codePoint = 0;
  std::size_t length = 1;
  bool valid = false;
};

bool isContinuation(unsigned char byte) { return (byte & 0xC0) == 0x80; }

// The well-formed byte sequences of Unicode's table 3-7: the ranges of the second byte
// exclude overlong forms (E0 80..9F, F0 80..8F), surrogates (ED A0..BF) and code points
// beyond U+10FFFF (F4 90..BF); C0, C1 and F5..FF never start a sequence.
Decoded decodeAt(std::string_view text, std::size_t at) {
  const auto lead = static_cast<unsigned char>(text[at]);
  if (lead < 0x80) return {lead, 1, true};
  std::size_t length = 0;
  unsigned char low = 0x80;
  unsigned char high = 0xBF;
  char32_t codePoint = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    codePoint = lead & 0x1Fu;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    codePoint = lead & 0x0Fu;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    codePoint = lead & 0x07u;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    return {};
  }
  if (at + length > text.size()) return {};
  for (std::size_t i = 1; i < length; ++i) {
    const auto byte = static_cast<unsigned char>(text[at + i]);
    if (!isContinuation(byte) || (i == 1 && (byte < low || byte > high))) return {};
    codePoint = (codePoint << 6) | (byte & 0x3Fu);
  }
  return {codePoint, length, true};
}

// C0 controls but tab and newline, DEL and the C1 controls: nobody types them on
// purpose, and a NUL or an escape sequence would break the files and the terminals.
bool isRefusedControl(char32_t codePoint) {
  if (codePoint == U'\t' || codePoint == U'\n') return false;
  return codePoint < 0x20 || (codePoint >= 0x7F && codePoint <= 0x9F);
}

std::string hexByte(unsigned char byte) {
  char text[8];
  std::snprintf(text, sizeof text, "0x%02X", static_cast<unsigned>(byte));
  return text;
}

std::string codePointName(char32_t codePoint) {
  char text[12];
  std::snprintf(text, sizeof text, "U+%04X", static_cast<unsigned>(codePoint));
  return text;
}

// A field named by what the player typed (an argument's name) is quoted briefly too.
std::string fieldLabel(std::string_view name) {
  return name.size() <= quotedCharacters && !textProblem(name) ? std::string(name) : quoteInput(name);
}

}  // namespace

std::optional<std::string> textProblem(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const auto decoded = decodeAt(text, at);
    const std::string position = " at position " + std::to_string(at + 1) + ")";
    if (!decoded.valid) {
      return "not valid UTF-8 text (byte " + hexByte(static_cast<unsigned char>(text[at])) + position;
    }
    if (isRefusedControl(decoded.codePoint)) return "a control character (" + codePointName(decoded.codePoint) + position;
    at += decoded.length;
  }
  return std::nullopt;
}

std::optional<std::string> checkText(std::string_view field, std::string_view text) {
  auto problem = textProblem(text);
  if (!problem) return std::nullopt;
  const bool notUtf8 = problem->starts_with("not valid");
  return std::string(field) + ": " + (notUtf8 ? "" : "holds ") + *problem +
         (notUtf8 ? "; type it again in UTF-8" : ", which cannot be kept; type it again without it");
}

std::size_t characterCount(std::string_view text) {
  std::size_t count = 0;
  for (std::size_t at = 0; at < text.size(); at += decodeAt(text, at).length) ++count;
  return count;
}

std::string_view firstCharacters(std::string_view text, std::size_t count) {
  std::size_t at = 0;
  for (std::size_t taken = 0; taken < count && at < text.size(); ++taken) at += decodeAt(text, at).length;
  return text.substr(0, at);
}

bool isBlank(std::string_view text) { return text.find_first_not_of(" \t\n") == std::string_view::npos; }

std::optional<std::string> checkLength(const GameData& words, std::string_view field, std::string_view text,
                                       std::size_t limit) {
  // Counting stops past the limit's worth of bytes only when the text is that long: a
  // character is at most 4 bytes, so a text of at most `limit` bytes is within it.
  if (text.size() <= limit) return std::nullopt;
  const std::size_t length = characterCount(text);
  if (length <= limit) return std::nullopt;
  return sayf(words, "{}: {} characters, at most {} may be kept; shorten it", field, length, limit);
}

std::optional<ActionError> checkNewAction(const GameData& data, const Action& action) {
  // Text a save cannot hold is said as such first (the byte), before its length or a side.
  if (auto refusal = checkActionText(action)) return refusal;
  ActionWordsScope words(data);  // arguments named by their meaning, in the players' language
  auto refusal = [](std::string message, std::string field) {
    return ActionError{ActionError::Code::BadArgument, std::move(message), std::move(field), std::nullopt};
  };
  if (auto problem = checkLength(data, say(data, "reason"), action.reason, longestReason)) return refusal(*problem, "reason");
  // A reason of spaces says nothing; where one is needed (a correction) it would let
  // the log say nothing.
  if (!action.reason.empty() && isBlank(action.reason)) {
    return refusal(say(data, "reason: only spaces; say why in words"), "reason");
  }
  for (const auto& [name, value] : action.args) {
    if (auto text = std::get_if<std::string>(&value)) {
      if (auto problem = checkLength(data, argumentMeaning(action, name), *text, longestText)) return refusal(*problem, name);
    }
  }
  // A side the game does not have was once taken in silence by an action that has no
  // side (`adc do SAVE next --side nonsense`) and logged as it came.
  if (!action.side.empty() && !data.findSide(action.side)) {
    std::string list;
    for (const auto& side : data.sides) list += (list.empty() ? "" : ", ") + side.id;
    return refusal(sayf(data, "no side named {}; the sides are {}", quoteInput(action.side), list), "side");
  }
  return std::nullopt;
}

std::optional<ActionError> checkActionText(const Action& action) {
  auto refusal = [](std::string message, std::string field) {
    return ActionError{ActionError::Code::BadArgument, std::move(message), std::move(field), std::nullopt};
  };
  if (auto problem = checkText("action", action.type)) return refusal(*problem, "action");
  if (auto problem = checkText("side", action.side)) return refusal(*problem, "side");
  if (auto problem = checkText("reason", action.reason)) return refusal(*problem, "reason");
  for (const auto& [name, value] : action.args) {
    if (auto problem = checkText("argument name", name)) return refusal(*problem, "");
    if (auto text = std::get_if<std::string>(&value)) {
      if (auto problem = checkText(fieldLabel(name), *text)) return refusal(*problem, name);
    }
  }
  return std::nullopt;
}

std::optional<std::string> validateSetup(const GameData& data, const Setup& setup) {
  if (auto problem = checkText("scenario", setup.scenario)) return problem;
  if (!data.findScenario(setup.scenario)) {
    std::string list;
    for (const auto& scenario : data.scenarios) list += (list.empty() ? "" : ", ") + scenario.id;
    return sayf(data, "no scenario named {} in {}; scenarios: {}", quoteInput(setup.scenario), data.name, list);
  }
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    const auto& player = setup.players[i];
    const std::string which = "player " + std::to_string(i + 1);
    if (auto problem = checkText("name of " + which, player.name)) return problem;
    if (auto problem = checkText("side of " + which, player.side)) return problem;
    if (!data.findSide(player.side)) {
      std::string list;
      for (const auto& side : data.sides) list += (list.empty() ? "" : ", ") + side.id;
      return sayf(data, "player {} ({}): no side named {}; the sides are {}", i + 1, quoteInput(player.name),
                  quoteInput(player.side), list);
    }
    const Side& side = *data.findSide(player.side);
    if (!side.played) {
      return sayf(data, "player {} ({}): the {} is played by no player in {}", i + 1, quoteInput(player.name), side.name,
                  data.name);
    }
    if (isBlank(player.name)) return sayf(data, "the {} has a player without a name", side.name);
    if (auto problem = checkLength(data, sayf(data, "name of player {}", i + 1), player.name, longestPlayerName)) return problem;
  }
  // A side seats one player, or a team when the game takes more players than it has
  // sides (Vendée Militaire's four players); one name holds several sides only as a
  // pair or a player's sides (La Révolution française's Montagne and Sans-Culottes).
  // A seated game (1793) says it as its seats: "chosen at two seats" (startSession).
  const Opening* opening = findOpening(data);
  const int seats = opening && opening->seating ? static_cast<int>(setup.players.size()) : playersASideSeats(data);
  for (const auto& side : data.sides) {
    std::vector<std::string> names;
    for (const auto& player : setup.players) {
      if (player.side != side.id) continue;
      if (std::find(names.begin(), names.end(), player.name) != names.end()) {
        return sayf(data, "{} is named twice for the {}", quoteInput(player.name), side.name);
      }
      names.push_back(player.name);
    }
    if (static_cast<int>(names.size()) > seats) {
      return seats == 1 ? sayf(data, "the {} seats one player; {} are named", side.name, names.size())
                        : sayf(data, "the {} seats at most {} players; {} are named", side.name, seats, names.size());
    }
  }
  return std::nullopt;
}

std::string quoteInput(std::string_view text) {
  std::string quoted = "'";
  std::size_t characters = 0;
  std::size_t at = 0;
  while (at < text.size()) {
    if (characters == quotedCharacters) break;
    const auto decoded = decodeAt(text, at);
    if (!decoded.valid || isRefusedControl(decoded.codePoint)) {
      // Shown as its bytes: the message stays valid UTF-8 and says what was typed.
      for (std::size_t i = 0; i < decoded.length; ++i) {
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\x%02X", static_cast<unsigned>(static_cast<unsigned char>(text[at + i])));
        quoted += escaped;
      }
    } else if (decoded.codePoint == U'\t') {
      quoted += "\\t";
    } else if (decoded.codePoint == U'\n') {
      quoted += "\\n";
    } else {
      quoted.append(text.substr(at, decoded.length));
    }
    at += decoded.length;
    ++characters;
  }
  if (at == text.size()) return quoted + "'";
  std::size_t rest = 0;
  while (at < text.size()) {
    at += decodeAt(text, at).length;
    ++rest;
  }
  return quoted + "…' (and " + std::to_string(rest) + " more character" + (rest == 1 ? "" : "s") + ")";
}

std::string_view kindPhrase(ValueKind kind) {
  switch (kind) {
    case ValueKind::Integer: return "a whole number";
    case ValueKind::Flag: return "yes or no";
    case ValueKind::Text: return "a word";
    case ValueKind::Dice: return "dice (like 3,5)";
  }
  return "?";
}

// Said in the language of the game whose action is read (ActionWordsScope), else English.
std::string describeValue(const Value& value) {
  const GameData& words = wordsGame();
  switch (kindOf(value)) {
    case ValueKind::Integer: return sayf(words, "the number {}", toDisplayString(value));
    case ValueKind::Flag: return std::get<bool>(value) ? say(words, "yes") : say(words, "no");
    case ValueKind::Text: {
      const auto& text = std::get<std::string>(value);
      if (text.empty()) return say(words, "nothing");
      if (text.find(' ') == std::string::npos) return sayf(words, "the word {}", quoteInput(text));
      return sayf(words, "the text {}", quoteInput(text));
    }
    case ValueKind::Dice: return sayf(words, "the dice {}", toDisplayString(value));
  }
  return {};
}

int beyondWholeNumbers(const Value& value) {
  const auto* text = std::get_if<std::string>(&value);
  if (!text || text->empty()) return 0;
  std::string_view digits(*text);
  const bool negative = digits.front() == '-';
  if (negative || digits.front() == '+') digits.remove_prefix(1);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) return 0;
  // A number that fits would have been read as one (parseValue, guessValue).
  if (parseValue(*text, ValueKind::Integer)) return 0;
  return negative ? -1 : 1;
}

std::string kindMismatch(ValueKind expected, const Value& got) {
  const GameData& words = wordsGame();
  // "100000000000000000000" is a number, only one too large to keep: said so, with the
  // range, not "got the word '100000000000000000000'".
  if (const int beyond = beyondWholeNumbers(got); beyond != 0 && expected == ValueKind::Integer) {
    const auto lowest = std::numeric_limits<std::int64_t>::min();
    const auto highest = std::numeric_limits<std::int64_t>::max();
    const auto& text = std::get<std::string>(got);
    return beyond > 0 ? sayf(words, "{} is too large; a whole number goes from {} to {}", quoteInput(text), lowest, highest)
                      : sayf(words, "{} is too small; a whole number goes from {} to {}", quoteInput(text), lowest, highest);
  }
  const char* kind = "?";
  switch (expected) {
    case ValueKind::Integer: kind = say(words, "a whole number"); break;
    case ValueKind::Flag: kind = say(words, "yes or no"); break;
    case ValueKind::Text: kind = say(words, "a word"); break;
    case ValueKind::Dice: kind = say(words, "dice (like 3,5)"); break;
  }
  return sayf(words, "expected {}, got {}", kind, describeValue(got));
}

ActionError::Code valueProblemCode(ValueKind expected, const Value& got) {
  return expected == ValueKind::Integer && (kindOf(got) == ValueKind::Integer || beyondWholeNumbers(got) != 0)
             ? ActionError::Code::OutOfRange
             : ActionError::Code::BadArgument;
}

}  // namespace adc
