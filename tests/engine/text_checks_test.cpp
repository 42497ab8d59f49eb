// Text that comes in is checked before it reaches a save: strict UTF-8, no control
// characters but tab and newline. Messages quote what was typed briefly.

#include "adc/text_checks.hpp"

#include "adc/game_session.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }
GameState standardGame() { return initialState(game(), Setup{"standard", {}, 7}); }

Value word(std::string text) { return Value{std::move(text)}; }

// Applies an action that must be refused as a bad argument; checks it changed nothing.
ActionError refused(const Action& action) {
  auto state = standardGame();
  const auto before = state;
  auto applied = applyAction(game(), state, action);
  REQUIRE_FALSE(applied);
  CHECK(state == before);
  return applied.error();
}

}  // namespace

TEST_CASE("Text in UTF-8 passes, whatever its script", "[text_checks]") {
  CHECK_FALSE(textProblem(""));
  CHECK_FALSE(textProblem("Benoît"));
  CHECK_FALSE(textProblem("Ça ira — 1793 → 1794"));
  CHECK_FALSE(textProblem("Ἀθῆναι, 東京, 🎲"));
  CHECK_FALSE(textProblem("two lines\nand a\ttab"));
  CHECK_FALSE(textProblem("\xF4\x8F\xBF\xBF"));  // U+10FFFF, the last code point
}

TEST_CASE("Bytes that are not UTF-8 are named with their position", "[text_checks]") {
  // A Latin-1 terminal typing "Benoît": ê is the single byte 0xEA.
  CHECK(textProblem("Beno\xEAt") == "not valid UTF-8 text (byte 0xEA at position 5)");
  CHECK(textProblem("\xFF") == "not valid UTF-8 text (byte 0xFF at position 1)");
  CHECK(textProblem("ab\x80") == "not valid UTF-8 text (byte 0x80 at position 3)");  // a lone continuation
  CHECK(textProblem("ab\xC3") == "not valid UTF-8 text (byte 0xC3 at position 3)");  // cut short
  SECTION("overlong forms, surrogates and code points beyond U+10FFFF are refused too") {
    CHECK(textProblem("\xC0\xAF") == "not valid UTF-8 text (byte 0xC0 at position 1)");       // '/' in two bytes
    CHECK(textProblem("\xE0\x80\xAF") == "not valid UTF-8 text (byte 0xE0 at position 1)");   // '/' in three
    CHECK(textProblem("\xF0\x80\x80\xAF") == "not valid UTF-8 text (byte 0xF0 at position 1)");
    CHECK(textProblem("x\xED\xA0\x80") == "not valid UTF-8 text (byte 0xED at position 2)");  // U+D800
    CHECK(textProblem("\xF4\x90\x80\x80") == "not valid UTF-8 text (byte 0xF4 at position 1)");  // U+110000
    CHECK(textProblem("\xF5\x80\x80\x80") == "not valid UTF-8 text (byte 0xF5 at position 1)");
  }
}

TEST_CASE("Control characters other than tab and newline are refused", "[text_checks]") {
  CHECK(textProblem(std::string("a\0b", 3)) == "a control character (U+0000 at position 2)");
  CHECK(textProblem("\x1B[31mred") == "a control character (U+001B at position 1)");
  CHECK(textProblem("line\r\n") == "a control character (U+000D at position 5)");
  CHECK(textProblem("\x7F") == "a control character (U+007F at position 1)");
  CHECK(textProblem("\xC2\x85") == "a control character (U+0085 at position 1)");  // C1 NEL, valid UTF-8
}

TEST_CASE("A refusal names the field and says what to do", "[text_checks]") {
  CHECK(checkText("reason", "Beno\xEAt") ==
        "reason: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8");
  CHECK(checkText("reason", std::string("a\0", 2)) ==
        "reason: holds a control character (U+0000 at position 2), which cannot be kept; type it again without it");
  CHECK_FALSE(checkText("reason", "Benoît"));
}

TEST_CASE("An action carrying text a save cannot hold is refused before anything else", "[text_checks][rules]") {
  const std::string latin1 = "Beno\xEAt";
  Action set{"set", "", {{"key", word("treasury.red")}, {"value", Value{std::int64_t{5}}}}, latin1, 0};
  auto reason = refused(set);
  CHECK(reason.code == ActionError::Code::BadArgument);
  CHECK(reason.argument == "reason");
  CHECK(reason.message == "reason: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8");

  CHECK(refused(Action{"note", "", {{"text", word(latin1)}}, "", 0}).message ==
        "text: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8");
  CHECK(refused(Action{"seal", latin1, {{"entry", word("bid")}, {"value", Value{std::int64_t{3}}}}, "", 0}).message ==
        "side: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8");
  CHECK(refused(Action{"seal", "red", {{"entry", word("bid")}, {"value", word("tr\xE8s")}}, "", 0}).argument ==
        "value");
  CHECK(refused(Action{"no\xE9l", "", {}, "", 0}).message ==
        "action: not valid UTF-8 text (byte 0xE9 at position 3); type it again in UTF-8");
  CHECK(refused(Action{"chart", "", {{"table", word("skirmish")}, {"row", word("7")}, {"column", word("2")},
                                     {"att_loss", Value{std::int64_t{1}}}, {"def_loss", Value{std::int64_t{2}}},
                                     {"n\xF6te", Value{std::int64_t{1}}}},
                       "", 0})
            .message == "argument name: not valid UTF-8 text (byte 0xF6 at position 2); type it again in UTF-8");
  CHECK(refused(Action{"note", "", {{"text", word(std::string("bell\a"))}}, "", 0}).message ==
        "text: holds a control character (U+0007 at position 5), which cannot be kept; type it again without it");
}

TEST_CASE("The same action in UTF-8 applies", "[text_checks][rules]") {
  auto state = standardGame();
  Action set{"set", "", {{"key", word("treasury.red")}, {"value", Value{std::int64_t{5}}}}, "Benoît\tle trésorier", 0};
  CHECK(applyAction(game(), state, set));
}

TEST_CASE("A setup is checked before a game is created from it", "[text_checks]") {
  CHECK_FALSE(validateSetup(game(), Setup{"standard", {{"Benoît", "red"}, {"Anne", "blue"}}, 1}));
  CHECK(validateSetup(game(), Setup{"standard", {{"Anne", "blue"}, {"Beno\xEAt", "red"}}, 1}) ==
        "name of player 2: not valid UTF-8 text (byte 0xEA at position 5); type it again in UTF-8");
  CHECK(validateSetup(game(), Setup{"standard", {{"Anne", "r\xE9" "d"}}, 1}) ==
        "side of player 1: not valid UTF-8 text (byte 0xE9 at position 2); type it again in UTF-8");
  CHECK(validateSetup(game(), Setup{"standard", {{"Anne", "green"}}, 1}) ==
        "player 1 ('Anne'): no side named 'green'; the sides are red, blue");
  CHECK(validateSetup(game(), Setup{"sc\xE9nario", {}, 1}) ==
        "scenario: not valid UTF-8 text (byte 0xE9 at position 3); type it again in UTF-8");
  CHECK(validateSetup(game(), Setup{"epic", {}, 1})->starts_with("no scenario named 'epic' in "));
}

TEST_CASE("Input is quoted briefly: at most 60 characters and the length of the rest", "[text_checks]") {
  CHECK(quoteInput("France") == "'France'");
  CHECK(quoteInput("") == "''");
  CHECK(quoteInput(std::string(60, 'a')) == "'" + std::string(60, 'a') + "'");
  CHECK(quoteInput(std::string(61, 'a')) == "'" + std::string(60, 'a') + "…' (and 1 more character)");
  CHECK(quoteInput(std::string(128 * 1024, 'x')) == "'" + std::string(60, 'x') + "…' (and 131012 more characters)");
  SECTION("characters are counted, not bytes: a long French name is not cut inside a letter") {
    std::string name;
    for (int i = 0; i < 70; ++i) name += "é";
    std::string shown;
    for (int i = 0; i < 60; ++i) shown += "é";
    CHECK(quoteInput(name) == "'" + shown + "…' (and 10 more characters)");
  }
  SECTION("bytes that are not text are shown as \\xNN, so a message is always UTF-8") {
    CHECK(quoteInput("Beno\xEAt") == "'Beno\\xEAt'");
    CHECK(quoteInput(std::string("a\0b\n", 4)) == "'a\\x00b\\n'");
    CHECK_FALSE(textProblem(quoteInput("\xFF\xFE\x1B")));
  }
}

TEST_CASE("Messages that quote a player's words quote a long one briefly", "[text_checks][rules]") {
  const std::string huge(128 * 1024, 'z');
  const std::string quoted = "'" + std::string(60, 'z') + "…' (and 131012 more characters)";
  auto state = standardGame();
  auto unknownAction = applyAction(game(), state, Action{huge, "", {}, "", 0});
  REQUIRE_FALSE(unknownAction);
  CHECK(unknownAction.error().message.starts_with("unknown action " + quoted + "; actions are"));
  auto unknownKey = applyAction(game(), state, Action{"set", "", {{"key", word(huge)}, {"value", word("1")}}, "x", 0});
  REQUIRE_FALSE(unknownKey);
  CHECK(unknownKey.error().message == "the game keeps no value named " + quoted);
  auto badValue = applyAction(game(), state, Action{"set", "", {{"key", word("treasury.red")}, {"value", word(huge)}}, "x", 0});
  REQUIRE_FALSE(badValue);
  CHECK(badValue.error().message == "Treasury (Red): expected a whole number, got the word " + quoted);
  auto unknownSide = applyAction(game(), state,
                                 Action{"resolve", huge, {{"procedure", word("tax")}, {"die", Value{std::int64_t{3}}}}, "", 0});
  REQUIRE_FALSE(unknownSide);
  CHECK(unknownSide.error().message == "no side named " + quoted);
  CHECK(validateSetup(game(), Setup{"standard", {{"Benoît", "red"}, {"Anne", huge}}, 1}) ==
        "player 2 ('Anne'): no side named " + quoted + "; the sides are red, blue");
}

TEST_CASE("A type error says what was expected and what came, not 'out of range'", "[text_checks]") {
  CHECK(kindMismatch(ValueKind::Integer, Value{std::string("abc")}) == "expected a whole number, got the word 'abc'");
  CHECK(kindMismatch(ValueKind::Integer, Value{std::string("a b")}) == "expected a whole number, got the text 'a b'");
  CHECK(kindMismatch(ValueKind::Flag, Value{std::int64_t{2}}) == "expected yes or no, got the number 2");
  CHECK(kindMismatch(ValueKind::Integer, Value{DiceFaces{3, 5}}) == "expected a whole number, got the dice 3,5");
  CHECK(kindMismatch(ValueKind::Integer, Value{std::string()}) == "expected a whole number, got nothing");
  CHECK(valueProblemCode(ValueKind::Integer, Value{std::int64_t{200}}) == ActionError::Code::OutOfRange);
  CHECK(valueProblemCode(ValueKind::Integer, Value{std::string("abc")}) == ActionError::Code::BadArgument);
  CHECK(valueProblemCode(ValueKind::Text, Value{std::string("green")}) == ActionError::Code::BadArgument);
}

// Issue 28, fault 2: a reason of 20,000 characters reached the Ledger, which aborted the
// app on drawing it, and again on every launch. Every text has a limit now, refused in
// words for a new action; a save that already holds a longer text still opens.
namespace {

std::string repeated(std::string_view piece, std::size_t times) {
  std::string text;
  for (std::size_t i = 0; i < times; ++i) text += piece;
  return text;
}

Action correction(std::string reason) {
  return Action{"set", "", {{"key", word("treasury.red")}, {"value", Value{std::int64_t{5}}}}, std::move(reason), 0};
}

// A new action performed on a session of the test game, which must be refused; nothing logged.
ActionError refusedNew(const Action& action) {
  GameSession session(test::testGame(), Setup{"standard", {{"Anne", "red"}, {"Benoît", "blue"}}, 7});
  const auto before = session.state();
  auto performed = session.perform(action);
  REQUIRE_FALSE(performed);
  CHECK(session.state() == before);
  CHECK(session.log().empty());
  return performed.error();
}

}  // namespace

TEST_CASE("A long reason is refused with its limit in words and never reaches the log (issue 28 fault 2)", "[text_checks][issue28]") {
  const auto refusal = refusedNew(correction(std::string(20000, 'x')));
  CHECK(refusal.code == ActionError::Code::BadArgument);
  CHECK(refusal.argument == "reason");
  CHECK(refusal.message == "reason: 20000 characters, at most 2000 may be kept; shorten it");
  SECTION("at the limit it is taken") {
    GameSession session(test::testGame(), Setup{"standard", {{"Anne", "red"}}, 7});
    CHECK(session.perform(correction(std::string(longestReason, 'x'))));
  }
  SECTION("characters are counted, not bytes: 2000 é are 4000 bytes and within the limit") {
    GameSession session(test::testGame(), Setup{"standard", {{"Anne", "red"}}, 7});
    CHECK(session.perform(correction(repeated("é", 2000))));
    CHECK(refusedNew(correction(repeated("é", 2001))).message == "reason: 2001 characters, at most 2000 may be kept; shorten it");
  }
  SECTION("a note and a sealed text have their limit too, named by their meaning") {
    CHECK(refusedNew(Action{"note", "", {{"text", word(std::string(2001, 'n'))}}, "", 0}).message ==
          "the note: 2001 characters, at most 2000 may be kept; shorten it");
    CHECK(refusedNew(Action{"seal", "red", {{"entry", word("bid")}, {"value", word(std::string(5000, 's'))}}, "", 0}).argument ==
          "value");
  }
}

TEST_CASE("A save that already holds a longer text still opens: the limits hold for new actions only", "[text_checks][issue28]") {
  GameSession played(test::testGame(), Setup{"standard", {{"Anne", "red"}}, 7});
  REQUIRE(played.perform(correction("first")));
  auto log = played.log();
  log.front().action.reason = std::string(20000, 'x');  // an older save, or one edited by hand
  auto replayed = GameSession::replay(test::testGame(), played.setup(), log, log.size());
  REQUIRE(replayed);
  CHECK(replayed->log().front().action.reason.size() == 20000);
}

TEST_CASE("A blank reason and an unknown side are refused (issue 28 fault 10)", "[text_checks][issue28]") {
  CHECK(refusedNew(correction("   \t")).message == "reason: only spaces; say why in words");
  CHECK(refusedNew(correction("")).message == "a correction needs a reason");
  const auto side = refusedNew(Action{"next", "nonsense", {}, "", 0});
  CHECK(side.argument == "side");
  CHECK(side.message == "no side named 'nonsense'; the sides are red, blue");
}

TEST_CASE("A number too large to hold says too large with the range, not 'got the word' (issue 28 fault 10)", "[text_checks][issue28]") {
  const Value huge{std::string("100000000000000000000")};
  CHECK(kindMismatch(ValueKind::Integer, huge) ==
        "'100000000000000000000' is too large; a whole number goes from -9223372036854775808 to 9223372036854775807");
  CHECK(kindMismatch(ValueKind::Integer, Value{std::string("-100000000000000000000")}) ==
        "'-100000000000000000000' is too small; a whole number goes from -9223372036854775808 to 9223372036854775807");
  CHECK(valueProblemCode(ValueKind::Integer, huge) == ActionError::Code::OutOfRange);
  CHECK(kindMismatch(ValueKind::Integer, Value{std::string("12a")}) == "expected a whole number, got the word '12a'");
  const auto set = refused(Action{"set", "", {{"key", word("treasury.red")}, {"value", huge}}, "typo", 0});
  CHECK(set.message.find("is too large") != std::string::npos);
  CHECK(set.message.find("got the word") == std::string::npos);
}

TEST_CASE("Characters are counted as letters, and a text's first characters are never cut inside one", "[text_checks][issue28]") {
  CHECK(characterCount("") == 0);
  CHECK(characterCount("Benoît") == 6);
  CHECK(characterCount("🎲é") == 2);
  CHECK(firstCharacters("Benoît", 5) == "Benoî");
  CHECK(firstCharacters("ab", 5) == "ab");
  CHECK(isBlank(" \t\n"));
  CHECK(isBlank(""));
  CHECK_FALSE(isBlank(" a "));
  CHECK_FALSE(checkLength(game(), "reason", std::string(2000, 'x'), 2000));
  CHECK(checkLength(game(), "reason", std::string(2001, 'x'), 2000) == "reason: 2001 characters, at most 2000 may be kept; shorten it");
}

TEST_CASE("A player's name is refused blank or past its limit (issue 28 fault 10)", "[text_checks][issue28]") {
  CHECK(validateSetup(game(), Setup{"standard", {{"", "red"}}, 1}) == "the Red has a player without a name");
  CHECK(validateSetup(game(), Setup{"standard", {{"  ", "red"}}, 1}) == "the Red has a player without a name");
  CHECK(validateSetup(game(), Setup{"standard", {{std::string(61, 'a'), "red"}}, 1}) ==
        "name of player 1: 61 characters, at most 60 may be kept; shorten it");
  CHECK_FALSE(validateSetup(game(), Setup{"standard", {{std::string(60, 'a'), "red"}}, 1}));
}

TEST_CASE("Two players named at one seat are refused (issue 28 fault 10)", "[text_checks][issue28]") {
  // The test game takes 4 players on 2 sides: a side seats a team of 2.
  CHECK(validateSetup(game(), Setup{"standard", {{"Anne", "red"}, {"Anne", "red"}}, 1}) == "'Anne' is named twice for the Red");
  CHECK(validateSetup(game(), Setup{"standard", {{"Anne", "red"}, {"Benoît", "red"}, {"Claire", "red"}}, 1}) ==
        "the Red seats at most 2 players; 3 are named");
  CHECK_FALSE(validateSetup(game(), Setup{"standard", {{"Anne", "red"}, {"Benoît", "red"}, {"Claire", "blue"}}, 1}));
}
