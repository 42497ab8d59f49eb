// Text that comes in is checked before it reaches a save: strict UTF-8, no control
// characters but tab and newline. Messages quote what was typed briefly.

#include "adc/text_checks.hpp"

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
  CHECK(validateSetup(game(), Setup{"standard", {{huge, "red"}, {"Anne", huge}}, 1}) ==
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
