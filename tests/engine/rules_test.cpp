// Applying actions: the sequence of play, corrections, adjustments, chart entries, the
// app's dice, notes. Every refused action leaves the state exactly as it was.

#include "adc/rules.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <limits>

using namespace adc;

namespace {

const GameData& game() { return *test::testGame(); }
GameState standardGame() { return initialState(game(), Setup{"standard", {}, 7}); }

Action act(std::string type, std::map<std::string, Value> args = {}, std::string side = {}, std::string reason = {}) {
  return Action{std::move(type), std::move(side), std::move(args), std::move(reason), 0};
}
Value number(std::int64_t value) { return Value{value}; }
Value word(const char* text) { return Value{std::string(text)}; }

std::string stepOf(const GameState& state) {
  const auto* step = currentStep(game(), state);
  return step ? step->id + " turn " + std::to_string(state.turn) : "game over";
}

// Applies an action that must succeed and returns its journal line.
std::string apply(GameState& state, const Action& action) {
  auto applied = applyAction(game(), state, action);
  if (!applied) FAIL(action.type << " refused: " << applied.error().message);
  return applied->summary;
}

// Applies an action that must be refused; checks it changed nothing; returns the message.
std::string refuse(GameState& state, const Action& action, ActionError::Code code) {
  auto before = state;
  auto applied = applyAction(game(), state, action);
  REQUIRE_FALSE(applied);
  CHECK(applied.error().code == code);
  CHECK(state == before);
  return applied.error().message;
}

Value valueOf(const GameState& state, const std::string& key) { return *state.read(game(), key); }

}  // namespace

TEST_CASE("In peace the turn goes income, negotiations, bids, victory check: no battle phase", "[rules][sequence]") {
  auto state = standardGame();
  CHECK(stepOf(state) == "income.collect turn 1");
  CHECK(apply(state, act("next")) == "Turn 1: Diplomacy / Negotiations");
  CHECK(stepOf(state) == "diplomacy.talks turn 1");
  apply(state, act("next"));
  CHECK(stepOf(state) == "diplomacy.bids turn 1");
  CHECK(apply(state, act("next")) == "Turn 1: End of turn / Victory check");  // 5.1: battles only at war
  CHECK(apply(state, act("next")) == "Turn 2: Income / Collect taxes");
  CHECK(state.turn == 2);
}

TEST_CASE("At war the battle phase comes between diplomacy and the end of the turn", "[rules][sequence]") {
  auto state = initialState(game(), Setup{"war", {}, 1});
  CHECK(stepOf(state) == "income.collect turn 2");
  for (const char* expected : {"diplomacy.talks turn 2", "diplomacy.bids turn 2", "battle.weather turn 2",
                               "battle.skirmish turn 2", "end.check turn 2", "income.collect turn 3"}) {
    apply(state, act("next"));
    CHECK(stepOf(state) == expected);
  }
}

TEST_CASE("8.1: after the third turn's last step the game is over", "[rules][sequence]") {
  auto state = standardGame();
  apply(state, act("goto", {{"step", word("end.check")}, {"turn", number(3)}}));
  auto applied = applyAction(game(), state, act("next"));
  REQUIRE(applied);
  CHECK(applied->summary == "game over");
  CHECK(state.gameOver);
  CHECK(currentStep(game(), state) == nullptr);
  CHECK(refuse(state, act("next"), ActionError::Code::NotAllowed) == "the game is over");
  // Back from the end reopens the last step.
  CHECK(apply(state, act("back")) == "Turn 3: End of turn / Victory check");
  CHECK_FALSE(state.gameOver);
}

TEST_CASE("The turn after the largest number that can be counted is refused, not wrapped", "[rules][sequence]") {
  auto state = standardGame();
  apply(state, act("goto", {{"step", word("end.check")}, {"turn", number(3)}}));
  state.lastTurn.reset();  // a game without a last turn, gone to the largest turn
  state.turn = std::numeric_limits<std::int64_t>::max();
  CHECK(refuse(state, act("next"), ActionError::Code::OutOfRange) ==
        "Turn 9223372036854775807 is the last that can be counted");
}

TEST_CASE("Back steps over the steps whose conditions do not hold, into the turn before", "[rules][sequence]") {
  auto state = standardGame();
  apply(state, act("goto", {{"step", word("income.collect")}, {"turn", number(2)}}));
  CHECK(apply(state, act("back")) == "Turn 1: End of turn / Victory check");
  CHECK(apply(state, act("back")) == "Turn 1: Diplomacy / Secret bids");  // no battle at peace
  apply(state, act("back"));
  apply(state, act("back"));
  CHECK(stepOf(state) == "income.collect turn 1");
  CHECK(refuse(state, act("back"), ActionError::Code::NotAllowed) == "already at the first step of the game");
}

TEST_CASE("Goto jumps to any step and turn of the game", "[rules][sequence]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("goto", {{"step", word("battle.skirmish")}, {"turn", number(3)}}));
  REQUIRE(applied);
  CHECK(applied->rule == "7");
  CHECK(applied->summary == "Turn 3: Battle / Skirmish");
  CHECK(refuse(state, act("goto", {{"step", word("battle.melee")}}), ActionError::Code::UnknownName) ==
        "no step named 'battle.melee'");
  CHECK(refuse(state, act("goto", {{"step", word("income.collect")}, {"turn", number(4)}}), ActionError::Code::OutOfRange) ==
        "turn 4 is not in the game");
  CHECK(refuse(state, act("goto", {{"step", word("income.collect")}, {"turn", number(0)}}), ActionError::Code::OutOfRange) ==
        "turn 0 is not in the game");
  CHECK(refuse(state, act("goto"), ActionError::Code::MissingArgument) == "'Go to a step' needs the step");
  CHECK(refuse(state, act("next", {{"step", word("end.check")}}), ActionError::Code::UnknownName) ==
        "'Next step' has nothing called 'step' to fill in");
}

TEST_CASE("The sequence's steps are the leaves of its phases, in order", "[rules][sequence]") {
  const auto& sequence = game().sequence;
  std::vector<std::string> ids;
  for (const auto& step : sequence.steps) ids.push_back(step.id);
  CHECK(ids == std::vector<std::string>{"income.collect", "diplomacy.talks", "diplomacy.bids", "battle.weather",
                                        "battle.skirmish", "end.check"});
  CHECK(sequence.findStep("battle.weather") == 3u);
  CHECK_FALSE(sequence.findStep("battle"));
  const auto& skirmish = sequence.steps[4];
  CHECK(skirmish.path.size() == 2);
  CHECK(skirmish.path[0]->when.text() == "war");
  CHECK(skirmish.leaf().side == "red");
  CHECK(skirmish.leaf().procedures == std::vector<std::string>{"skirmish"});
  // A copy of the sequence points into its own phases, not the original's.
  Sequence copy = sequence;
  REQUIRE(copy.steps.size() == 6);
  CHECK(copy.steps[4].path[0] == &copy.phases[2]);
  CHECK(copy.steps[4].leaf().name == "Skirmish");
}

TEST_CASE("A correction sets any value, with its reason in the journal", "[rules][correction]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("set", {{"key", word("war")}, {"value", word("true")}}, "",
                                                  "Red declares war (5.1)"));
  REQUIRE(applied);
  CHECK(applied->rule == "correction");
  CHECK(applied->summary == "Correction: At war No → Yes (Red declares war (5.1))");
  CHECK(valueOf(state, "war") == Value{true});
  apply(state, act("set", {{"key", word("treasury.red")}, {"value", number(42)}}, "", "miscounted"));
  CHECK(valueOf(state, "treasury.red") == number(42));
  apply(state, act("set", {{"key", word("control.east")}, {"value", word("blue")}}, "", "Blue took East"));
  CHECK(valueOf(state, "control.east") == word("blue"));
}

TEST_CASE("A correction without a reason, out of range, or of a value not kept is refused", "[rules][correction]") {
  auto state = standardGame();
  using Code = ActionError::Code;
  CHECK(refuse(state, act("set", {{"key", word("war")}, {"value", Value{true}}}), Code::MissingArgument) ==
        "a correction needs a reason");
  CHECK(refuse(state, act("set", {{"key", word("treasury.red")}, {"value", number(120)}}, "", "found gold"),
               Code::OutOfRange) == "Treasury (Red): 120 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(refuse(state, act("set", {{"key", word("control.east")}, {"value", word("green")}}, "", "x"), Code::BadArgument) ==
        "Control (East): 'green' is not one of red, blue, none");
  // A wrong kind is a bad argument that says what was expected, never "out of range".
  CHECK(refuse(state, act("set", {{"key", word("war")}, {"value", word("perhaps")}}, "", "x"), Code::BadArgument) ==
        "At war: expected yes or no, got the word 'perhaps'");
  CHECK(refuse(state, act("set", {{"key", word("treasury.red")}, {"value", word("abc")}}, "", "x"), Code::BadArgument) ==
        "Treasury (Red): expected a whole number, got the word 'abc'");
  CHECK(refuse(state, act("set", {{"key", word("gold.red")}, {"value", number(1)}}, "", "x"), Code::UnknownName) ==
        "the game keeps no value named 'gold.red'");
  CHECK(refuse(state, act("set", {{"key", word("war")}}, "", "x"), Code::MissingArgument) == "'Correct a value' needs its new value");
  CHECK(refuse(state, act("set", {{"key", word("war")}, {"value", Value{true}}, {"by", number(1)}}, "", "x"),
               Code::UnknownName) == "'Correct a value' has nothing called 'by'; it asks for the value to correct; its new value");
}

TEST_CASE("Adjust moves a number - a track stops at its end, a treasury refuses to pass it", "[rules][adjust]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("adjust", {{"key", word("treasury.red")}, {"by", number(-4)}}));
  REQUIRE(applied);
  CHECK(applied->rule == "3.1");  // the value's own rule unless the action names one
  CHECK(applied->summary == "Treasury (Red) 10 → 6");
  auto bid = applyAction(game(), state, act("adjust", {{"key", word("prestige.blue")}, {"by", number(1)}, {"rule", word("4.2")}}));
  REQUIRE(bid);
  CHECK(bid->rule == "4.2");
  // 3.2: a prestige marker pushed beyond 20 stops there.
  CHECK(apply(state, act("adjust", {{"key", word("prestige.red")}, {"by", number(30)}})) == "Prestige (Red) 5 → 20");
  CHECK(apply(state, act("adjust", {{"key", word("prestige.red")}, {"by", number(-25)}})) == "Prestige (Red) 20 → 0");
  using Code = ActionError::Code;
  CHECK(refuse(state, act("adjust", {{"key", word("treasury.red")}, {"by", number(-7)}}), Code::OutOfRange) ==
        "Treasury (Red): -1 is out of range; Treasury (Red) runs 0 to 99");
  CHECK(refuse(state, act("adjust", {{"key", word("war")}, {"by", number(1)}}), Code::BadArgument) ==
        "At war is not a number; use set to change it");
  CHECK(refuse(state, act("adjust", {{"key", word("treasury.red")}, {"by", word("two")}}), Code::BadArgument) ==
        "how much to add: expected a whole number, got the word 'two'");
  CHECK(refuse(state, act("adjust", {{"key", word("treasury.red")}}), Code::MissingArgument) == "'Add to a value' needs how much to add (a number)");
}

TEST_CASE("Adjust by a number past the largest refuses naming the numbers, never a wrapped one", "[rules][adjust]") {
  auto state = standardGame();
  using Code = ActionError::Code;
  const std::int64_t largest = std::numeric_limits<std::int64_t>::max();
  const std::string range = " would be too large (numbers run from -9223372036854775808 to 9223372036854775807)";
  CHECK(refuse(state, act("adjust", {{"key", word("treasury.red")}, {"by", number(largest)}}), Code::OutOfRange) ==
        "Treasury (Red): 10 + 9223372036854775807" + range);
  // The lowest number plus 10 fits: an ordinary refusal, with the true sum.
  CHECK(refuse(state, act("adjust", {{"key", word("treasury.red")}, {"by", number(-largest - 1)}}), Code::OutOfRange) ==
        "Treasury (Red): -9223372036854775798 is out of range; Treasury (Red) runs 0 to 99");
  // A track that stops at its end still refuses a sum that cannot be made at all.
  CHECK(refuse(state, act("adjust", {{"key", word("prestige.red")}, {"by", number(largest)}}), Code::OutOfRange) ==
        "Prestige (Red): 5 + 9223372036854775807" + range);
}

TEST_CASE("Resolve applies a procedure's changes to the books", "[rules][resolve]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("resolve", {{"procedure", word("tax")}, {"die", number(7)}}, "red"));
  REQUIRE(applied);
  CHECK(applied->rule == "3.1");
  CHECK(applied->summary == "Taxes: 1d10 7, total 7 → Collect 7 ducats");
  REQUIRE(applied->resolution);
  CHECK(valueOf(state, "treasury.red") == number(17));
  CHECK(valueOf(state, "treasury.blue") == number(10));

  auto skirmish = applyAction(
      game(), state,
      act("resolve", {{"procedure", word("skirmish")}, {"die", DiceFaces{5, 5}}, {"odds", number(2)}}, "blue"));
  REQUIRE(skirmish);
  CHECK(skirmish->summary == "Skirmish: 2d6 5,5, total 10 → Attacker wins: attacker loses 0, defender loses 3");
  CHECK(valueOf(state, "prestige.blue") == number(6));
  using Code = ActionError::Code;
  CHECK(refuse(state, act("resolve", {{"procedure", word("melee")}}), Code::UnknownName) == "no procedure named 'melee'");
  CHECK(refuse(state, act("resolve", {{"procedure", word("tax")}, {"die", number(3)}}, "green"), Code::UnknownName) ==
        "no side named 'green'");
  CHECK(refuse(state, act("resolve"), Code::MissingArgument) == "'Resolve a procedure' needs the procedure");
  // The unprinted cell: the action is refused and names the cell for the players.
  auto before = state;
  auto chartless = applyAction(
      game(), state, act("resolve", {{"procedure", word("skirmish")}, {"die", DiceFaces{3, 4}}, {"odds", number(2)}}, "red"));
  REQUIRE_FALSE(chartless);
  CHECK(chartless.error().code == Code::NeedsChartValue);
  CHECK(state == before);
}

TEST_CASE("A resolution on dice kept from an undone one says so in the journal, and resolves as typed dice do",
          "[rules][resolve]") {
  auto state = standardGame();
  auto plain = state;
  auto kept = applyAction(game(), state,
                          act("resolve", {{"procedure", word("skirmish")}, {"die", DiceFaces{5, 5}}, {"odds", number(2)},
                                          {std::string(keptDiceArgument), Value{true}}}, "blue"));
  REQUIRE(kept);
  CHECK(kept->summary ==
        "Skirmish: 2d6 5,5 (dice kept from the undone resolution, not rolled again), total 10 → Attacker wins: attacker "
        "loses 0, defender loses 3");
  // The flag is logged with the action, and the outcome is the one typed dice give.
  CHECK(kept->recorded.arg(keptDiceArgument) != nullptr);
  apply(plain, act("resolve", {{"procedure", word("skirmish")}, {"die", DiceFaces{5, 5}}, {"odds", number(2)}}, "blue"));
  CHECK(state == plain);
  // "no" is the same as leaving it out; anything but yes or no is refused.
  auto no = applyAction(game(), state,
                        act("resolve", {{"procedure", word("tax")}, {"die", number(7)}, {"dice_kept", word("no")}}, "red"));
  REQUIRE(no);
  CHECK(no->summary == "Taxes: 1d10 7, total 7 → Collect 7 ducats");
  CHECK(refuse(state, act("resolve", {{"procedure", word("tax")}, {"die", number(7)}, {"dice_kept", word("maybe")}}, "red"),
               ActionError::Code::BadArgument) == "dice_kept is yes or no, not 'maybe'");
}

TEST_CASE("A chart entry types in the unprinted cell - the next skirmish on it uses it", "[rules][chart]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("chart", {{"table", word("skirmish")}, {"row", word("7")},
                                                          {"column", word("2")}, {"att_loss", number(1)},
                                                          {"def_loss", word("2")}}));
  REQUIRE(applied);
  CHECK(applied->rule == "7.4");
  CHECK(applied->summary == "Chart entry: Skirmish table, Modified 2d6 7, Odds 2: Attacker loses 1, Defender loses 2");
  CHECK(state.chartValues.at(CellRef{"skirmish", "7", "2"}) == std::vector<Value>{number(1), number(2)});
  apply(state, act("resolve", {{"procedure", word("skirmish")}, {"die", DiceFaces{3, 4}}, {"odds", number(2)}}, "red"));
  CHECK(valueOf(state, "prestige.red") == number(6));  // 1 against 2: a win (7.5)
}

TEST_CASE("A chart entry for a printed cell, or with a field missing or unknown, is refused", "[rules][chart]") {
  auto state = standardGame();
  using Code = ActionError::Code;
  auto chart = [](std::map<std::string, Value> more) {
    std::map<std::string, Value> args{{"table", word("skirmish")}, {"row", word("7")}, {"column", word("2")}};
    for (auto& [key, value] : more) args[key] = value;
    return act("chart", args);
  };
  CHECK(refuse(state, chart({{"column", word("1")}, {"att_loss", number(0)}, {"def_loss", number(0)}}), Code::NotAllowed) ==
        "Skirmish table, Modified 2d6 7, Odds 1 is printed in the rulebook (rule 7.4); it cannot be typed over");
  CHECK(refuse(state, chart({{"att_loss", number(1)}}), Code::MissingArgument) ==
        "missing def_loss for Skirmish table, Modified 2d6 7, Odds 2");
  CHECK(refuse(state, chart({{"att_loss", number(1)}, {"def_loss", number(2)}, {"morale", number(1)}}), Code::UnknownName) ==
        "Skirmish table has no field 'morale'");
  CHECK(refuse(state, chart({{"att_loss", word("one")}, {"def_loss", number(2)}}), Code::BadArgument) ==
        "att_loss: expected a whole number, got the word 'one'");
  CHECK(refuse(state, chart({{"row", word("11")}}), Code::UnknownName) == "Skirmish table has no row '11'");
  CHECK(refuse(state, chart({{"column", word("4")}}), Code::UnknownName) == "Skirmish table has no column '4'");
  CHECK(refuse(state, act("chart", {{"table", word("melee")}}), Code::UnknownName) == "no table named 'melee'");
  CHECK(refuse(state, act("chart", {{"table", word("weather")}, {"row", word("6")}, {"value", word("snow")}}),
               Code::NotAllowed) == "Weather table, 1d6 6 is printed in the rulebook (rule 5.2); it cannot be typed over");
}

TEST_CASE("The app's dice: the roll is recorded, and a replay with another result is refused", "[rules][roll]") {
  auto state = standardGame();
  auto applied = applyAction(game(), state, act("roll", {{"dice", word("2d6")}}));
  REQUIRE(applied);
  CHECK(applied->summary == "Rolled 2d6: 4,1");  // seed 7
  CHECK(applied->recorded.args.at("result") == Value{DiceFaces{4, 1}});
  CHECK(state.rng != 7);

  auto replayed = standardGame();
  apply(replayed, applied->recorded);  // the recorded roll replays: the same generator, the same faces
  CHECK(replayed == state);

  auto edited = standardGame();
  CHECK(refuse(edited, act("roll", {{"dice", word("2d6")}, {"result", DiceFaces{6, 6}}}), ActionError::Code::LogMismatch) ==
        "the log says this roll gave 6,6 but the dice replay as 4,1; the save was edited or made by another generator");
  auto yellow = applyAction(game(), state, act("roll", {{"dice", word("yellow")}}));
  REQUIRE(yellow);
  CHECK(yellow->summary.starts_with("Rolled yellow: "));
  CHECK(refuse(state, act("roll", {{"dice", word("2x6")}}), ActionError::Code::BadArgument) ==
        "dice '2x6': no 'd' (write it like 2d6, 1d10 or 1d20)");
}

TEST_CASE("A note is a journal line and changes nothing else", "[rules][note]") {
  auto state = standardGame();
  auto before = state;
  CHECK(apply(state, act("note", {{"text", word("Blue's player arrived late")}})) == "Note: Blue's player arrived late");
  CHECK(state == before);
  CHECK(refuse(state, act("note"), ActionError::Code::MissingArgument) == "'Write a note in the journal' needs the note");
}

TEST_CASE("An unknown action is refused with the list of actions", "[rules]") {
  auto state = standardGame();
  CHECK(refuse(state, act("attack"), ActionError::Code::UnknownAction) ==
        "unknown action 'attack'; actions are resolve, set, adjust, chart, next, back, goto, timer_*, seal, reveal, roll, "
        "note");
  CHECK(errorCodeName(ActionError::Code::NeedsChartValue) == "needs-chart-value");
  CHECK(errorCodeName(ActionError::Code::LogMismatch) == "log-mismatch");
}

TEST_CASE("2.2: the war scenario starts at turn 2, so back and goto cannot reach turn 1", "[rules][sequence]") {
  auto state = initialState(game(), Setup{"war", {}, 1});
  CHECK(state.firstTurn == 2);
  CHECK(state.lastTurn == 3);
  CHECK(refuse(state, act("back"), ActionError::Code::NotAllowed) == "already at the first step of the game");
  CHECK(refuse(state, act("goto", {{"step", word("end.check")}, {"turn", number(1)}}), ActionError::Code::OutOfRange) ==
        "turn 1 is not in the game");
}

TEST_CASE("A scenario of one turn is over after that turn, though the game has three", "[rules][sequence]") {
  // A copy of the test game with one more scenario: last_turn = 1.
  auto folder = test::freshFolder("short-scenario") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  std::ofstream(folder / "scenarios" / "short.toml")
      << "[scenario]\nid = \"short\"\nname = \"One turn\"\nrule = \"2.3\"\nlast_turn = 1\n";
  auto data = loadGame(folder);
  auto state = initialState(data, Setup{"short", {}, 1});
  CHECK(state.lastTurn == 1);
  REQUIRE(applyAction(data, state, act("goto", {{"step", word("end.check")}})));
  auto applied = applyAction(data, state, act("next"));
  REQUIRE(applied);
  CHECK(applied->summary == "game over");
  CHECK(state.gameOver);
  auto before = state;
  auto beyond = applyAction(data, state, act("goto", {{"step", word("income.collect")}, {"turn", number(2)}}));
  REQUIRE_FALSE(beyond);
  CHECK(beyond.error().message == "turn 2 is not in the game");
  CHECK(state == before);
}

TEST_CASE("8.1 with end_when: a side at 15 prestige ends the game at the end of the turn", "[rules][sequence]") {
  auto folder = test::freshFolder("end-when") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "sequence.toml");
  text.replace(text.find("last_turn = 3\n"), 14, "last_turn = 3\nend_when = \"prestige.red >= 15 or prestige.blue >= 15\"\n");
  std::ofstream(folder / "sequence.toml", std::ios::trunc) << text;
  auto data = loadGame(folder);
  auto state = initialState(data, Setup{"standard", {}, 1});
  REQUIRE(applyAction(data, state, act("goto", {{"step", word("end.check")}})));
  auto early = state;
  REQUIRE(applyAction(data, early, act("next")));
  CHECK(early.turn == 2);  // nobody has 15: the game goes on
  REQUIRE(applyAction(data, state, act("set", {{"key", word("prestige.blue")}, {"value", number(15)}}, "", "4.2 bids")));
  REQUIRE(applyAction(data, state, act("next")));
  CHECK(state.gameOver);
  CHECK(state.turn == 1);
}

TEST_CASE("A step condition that cannot be read stops next and back instead of skipping the step", "[rules][sequence]") {
  // A copy of the test game whose battle phase is written `when = "turn"`: a number, not a flag.
  auto folder = test::freshFolder("unreadable-when") / "test-game";
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  auto text = test::readFile(folder / "sequence.toml");
  text.replace(text.find("when = \"war\""), 12, "when = \"turn\"");
  std::ofstream(folder / "sequence.toml", std::ios::trunc) << text;
  auto data = loadGame(folder);
  auto state = initialState(data, Setup{"standard", {}, 1});
  REQUIRE(applyAction(data, state, act("goto", {{"step", word("diplomacy.bids")}})));
  auto before = state;
  auto next = applyAction(data, state, act("next"));
  REQUIRE_FALSE(next);
  CHECK(next.error().code == ActionError::Code::NotAllowed);
  CHECK(next.error().message ==
        "cannot tell which step comes next: Battle (when = \"turn\"): 'turn' must be true or false, not '1'");
  CHECK(state == before);
  REQUIRE(applyAction(data, state, act("goto", {{"step", word("end.check")}})));
  auto back = applyAction(data, state, act("back"));
  REQUIRE_FALSE(back);
  CHECK(back.error().message == next.error().message);
}
