// The ledger: every change of some books, with its turn, rule and journal line, read from
// the log without moving the session.

#include "adc/ledger.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

Value word(const char* text) { return Value{std::string(text)}; }

Action tax(const std::string& side, std::int64_t die) {
  return Action{"resolve", side, {{"procedure", word("tax")}, {"die", Value{die}}}, "", 0};
}

GameSession playedGame() {
  GameSession session(test::testGame(), Setup{"standard", {{"Ann", "red"}, {"Bob", "blue"}}, 7});
  REQUIRE(session.perform(tax("red", 7)));
  REQUIRE(session.perform(tax("blue", 3)));
  REQUIRE(session.perform(Action{"next", "", {}, "", 0}));
  REQUIRE(session.perform(Action{"adjust", "", {{"key", Value{std::string("treasury.red")}}, {"by", Value{std::int64_t{-4}}}},
                                 "a bribe, paid at the table", 0}));
  return session;
}

}  // namespace

TEST_CASE("The ledger lists each change of the named books with its rule and journal line", "[ledger]") {
  auto session = playedGame();
  auto lines = readLedger(session, LedgerQuery{{"treasury"}, ""});
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].action == 1);
  CHECK(lines[0].key == "treasury.red");
  CHECK(lines[0].item == "red");
  CHECK(lines[0].change == 7);
  CHECK(lines[0].rule == "3.1");
  CHECK(lines[1].key == "treasury.blue");
  CHECK(lines[1].change == 3);
  CHECK(lines[2].action == 4);  // the `next` changed no treasury
  CHECK(lines[2].change == -4);
  CHECK(toDisplayString(lines[2].after) == std::to_string(std::get<std::int64_t>(lines[2].before) - 4));
  CHECK(session.cursor() == 4);  // reading the ledger does not move the game
}

TEST_CASE("The ledger of one side, and only up to the actions applied", "[ledger]") {
  auto session = playedGame();
  session.undo();
  auto lines = readLedger(session, LedgerQuery{{"treasury"}, "red"});
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].summary == session.log()[0].summary);
}

TEST_CASE("A ledger of a value or side the game does not keep is refused with its name", "[ledger]") {
  const auto& data = *test::testGame();
  CHECK(checkLedgerQuery(data, LedgerQuery{{"treasury", "gold"}, ""}) == "Test Game keeps no value named 'gold'");
  CHECK(checkLedgerQuery(data, LedgerQuery{{"treasury"}, "green"}) == "no side named 'green'");
  CHECK_FALSE(checkLedgerQuery(data, LedgerQuery{{"treasury", "prestige"}, "blue"}));
}
