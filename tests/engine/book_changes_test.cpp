// What one action changed in the books, read from the state before and after it: the
// CLI prints these after `adc do` and puts them in its JSON (issue 17).

#include "adc/book_changes.hpp"
#include "adc/display_names.hpp"
#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }

// Applies the action and returns the changes it made.
std::vector<BookChange> changesOf(GameState& state, const Action& action) {
  auto before = state;
  auto applied = applyAction(game(), state, action);
  if (!applied) FAIL(action.type << " refused: " << applied.error().message);
  return bookChanges(game(), before, state, *applied);
}

Action act(std::string type, std::map<std::string, Value> args = {}, std::string side = "", std::int64_t at = 0) {
  return Action{std::move(type), std::move(side), std::move(args), "", at};
}

}  // namespace

TEST_CASE("3.1 Each side collects its income: Red's tax roll of 4 changes Red's treasury from 10 to 14",
          "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  auto changes = changesOf(state, act("resolve", {{"procedure", std::string("tax")}, {"die", DiceFaces{4}}}, "red"));
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].key == "treasury.red");
  CHECK(changes[0].name == "Treasury (Red)");
  CHECK(changes[0].before == Value{std::int64_t{10}});
  CHECK(changes[0].after == Value{std::int64_t{14}});
  CHECK(changes[0].rule == "3.1");
  CHECK(describeChange(game(), changes[0]) == "Treasury (Red): 10 → 14 (rule 3.1)");
}

TEST_CASE("A correction names the book in the players' words and the value as they read it", "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  auto before = state;
  auto applied = applyAction(game(), state, Action{"set", "", {{"key", std::string("war")}, {"value", true}}, "typo", 0});
  REQUIRE(applied);
  auto changes = bookChanges(game(), before, state, *applied);
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].key == "war");
  CHECK(changes[0].name == "At war");
  CHECK(changes[0].beforeText == "No");
  CHECK(changes[0].afterText == "Yes");
  CHECK(changes[0].rule == "correction");
  auto control = changesOf(state, Action{"set", "", {{"key", std::string("control.east")}, {"value", std::string("red")}}, "typo", 0});
  REQUIRE(control.size() == 1);
  CHECK(control[0].name == "Control (East)");
  CHECK(control[0].beforeText == "—");
  CHECK(control[0].afterText == "Red");
}

TEST_CASE("Next moves where the sequence stands: the step changes, and the turn when a new one starts",
          "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  auto changes = changesOf(state, act("next"));
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].key == "step");
  CHECK(changes[0].before == Value{std::string("income.collect")});
  CHECK(changes[0].after == Value{std::string("diplomacy.talks")});
  CHECK(changes[0].beforeText == "Income / Collect taxes");
  CHECK(changes[0].afterText == "Diplomacy / Negotiations");
  CHECK(changes[0].rule == "4.1");
  auto jump = changesOf(state, act("goto", {{"step", std::string("income.collect")}, {"turn", std::int64_t{2}}}));
  REQUIRE(jump.size() == 2);
  CHECK(jump[0].key == "turn");
  CHECK(jump[0].name == "Turn");
  CHECK(jump[0].beforeText == "1");
  CHECK(jump[0].afterText == "2");
  CHECK(jump[1].key == "step");
}

TEST_CASE("4.1 Negotiations: starting the Diplomacy timer changes it from idle to running", "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  auto changes = changesOf(state, act("timer_start", {{"timer", std::string("diplomacy")}}, "", 1000));
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].key == "timer.diplomacy");
  CHECK(changes[0].name == "Diplomacy");
  CHECK(changes[0].before == Value{std::string("idle")});
  CHECK(changes[0].after == Value{std::string("running")});
  CHECK(changes[0].afterText == "running, 10:00 long");
  CHECK(changes[0].rule == "4.1");
  auto extended = changesOf(state, act("timer_extend", {{"timer", std::string("diplomacy")}, {"seconds", std::int64_t{60}}}, "", 2000));
  REQUIRE(extended.size() == 1);
  CHECK(extended[0].afterText == "running, 11:00 long");
}

TEST_CASE("4.2 Each side secretly bids: a sealed bid reads 'sealed' until the reveal, never its amount",
          "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  auto seal = [](const std::string& side, std::int64_t bid) {
    return act("seal", {{"entry", std::string("bid")}, {"value", bid}}, side);
  };
  auto red = changesOf(state, seal("red", 8));
  REQUIRE(red.size() == 1);
  CHECK(red[0].key == "sealed.bid.red");
  CHECK(red[0].name == "Secret bid (Red)");
  CHECK_FALSE(red[0].before);
  CHECK(red[0].after == Value{std::string("sealed")});
  CHECK(red[0].beforeText == "—");
  CHECK(red[0].afterText == "sealed");
  // Red changing its bid before the reveal changes nothing anybody may see.
  CHECK(changesOf(state, seal("red", 9)).empty());
  changesOf(state, seal("blue", 5));
  auto revealed = changesOf(state, act("reveal", {{"entry", std::string("bid")}}));
  REQUIRE(revealed.size() == 2);
  CHECK(revealed[0].key == "sealed.bid.red");
  CHECK(revealed[0].beforeText == "sealed");
  CHECK(revealed[0].afterText == "9");
  CHECK(revealed[1].afterText == "5");
}

TEST_CASE("A value typed in from the players' chart is a change of its cell", "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  // The test game's one unprinted cell (in the Skirmish table, 7.4).
  const Table& table = *game().findTable("skirmish");
  std::optional<CellRef> unknown;
  for (std::size_t r = 0; r < table.rows.keys.size() && !unknown; ++r) {
    for (std::size_t c = 0; c < table.columnCount() && !unknown; ++c) {
      if (!table.cell(r, c).known) {
        unknown = CellRef{table.id, table.rows.keys[r].text, table.columns ? table.columns->keys[c].text : ""};
      }
    }
  }
  REQUIRE(unknown);
  Action chart = act("chart", {{"table", unknown->table}, {"row", unknown->row}});
  if (!unknown->column.empty()) chart.args["column"] = unknown->column;
  for (const auto& field : table.fields) chart.args[field.id] = std::int64_t{1};
  auto changes = changesOf(state, chart);
  REQUIRE(changes.size() == 1);
  CHECK(changes[0].key.rfind("chart." + table.id + ".", 0) == 0);
  CHECK_FALSE(changes[0].before);
  CHECK(changes[0].name == cellName(game(), *unknown));
  CHECK(changes[0].afterText.find("1") != std::string::npos);
}

TEST_CASE("An action that changes no book lists no change", "[book_changes]") {
  auto state = initialState(game(), Setup{"standard", {}, 1});
  CHECK(changesOf(state, act("note", {{"text", std::string("Red offers peace")}})).empty());
}
