// Draw [L120-L124], End of Round and End of Game [L181-L187], Victory [L189-L196] and the
// Unique Event cards [L200], with the ambiguity decisions of NOTES.md.

#include "vendee_militaire_support.hpp"

using namespace adc;
using namespace adc::test::vm;

namespace {

// Ends the current battle-free moment of a round: Blue attacks hex 2 (its boxes typed
// in), plays its last card, and White cannot outbid, so Blue's empty hand ends the round.
void endRoundByBlueWin(GameState& state, std::map<std::string, Value> playArgs = {}) {
  if (!state.chartValues.count(CellRef{"hex_draws", "2", "white"})) {
    accept(state, "chart", "", {{"table", word("hex_draws")}, {"row", num(2)}, {"column", word("white")},
                                {"draw_white", num(0)}, {"draw_blue", num(0)}});
  }
  // Hex 2 back to White without a Fortress, so that Blue's win flips it (a test position).
  if (text(state, "fortress.h2") != "none") {
    setValue(state, "fortress.h2", word("none"));
    setValue(state, "fortress_reserve", num(number(state, "fortress_reserve") + 1));
  }
  setValue(state, "control.h2", word("white"));
  setValue(state, "attacker", word("blue"));
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  setValue(state, "hand.blue", num(1));
  setValue(state, "draw_pile.blue", num(52 - 1 - number(state, "discard.blue") - number(state, "set_aside.blue")));
  playArgs["value"] = num(3);
  playArgs["type"] = word("military");
  accept(state, "vm_play", "blue", playArgs);
  accept(state, "vm_cannot_outbid", "white");
  REQUIRE(text(state, "stage") == "round_over");
}

// The players move the Round marker and draw: the start of the next round.
void nextRound(GameState& state) {
  accept(state, "next");
  accept(state, "vm_draw");
}

}  // namespace

TEST_CASE("Draw: each round's cards come from the Rounds board, White drawing fewer from round 4 (L122)",
          "[vendee][rounds]") {
  GameState state = roundOne();
  CHECK(number(state, "hand.white") == 7);
  CHECK(number(state, "hand.blue") == 7);
  auto twice = refused(state, "vm_draw");
  CHECK(twice.message == "the round's cards are drawn once, at the start of the round (Draw); now is the battles phase");
  const std::vector<std::int64_t> white{7, 7, 7, 6, 5, 4};
  for (int round = 2; round <= 6; ++round) {
    INFO("round " << round);
    setValue(state, "end_marker", num(6));
    endRoundByBlueWin(state);
    auto early = refused(state, "vm_draw");
    CHECK(early.message == "round " + std::to_string(round - 1) +
                               " is over: move the Round marker first (next), then draw (End of Round and End of Game)");
    auto pileWhite = number(state, "draw_pile.white");
    auto pileBlue = number(state, "draw_pile.blue");
    nextRound(state);
    CHECK(state.turn == round);
    CHECK(number(state, "hand.white") == white[static_cast<std::size_t>(round - 1)]);
    CHECK(number(state, "hand.blue") == 7);
    CHECK(number(state, "draw_pile.white") == pileWhite - white[static_cast<std::size_t>(round - 1)]);
    CHECK(number(state, "draw_pile.blue") == pileBlue - 7);
    CHECK(text(state, "attacker") == (round % 2 ? "blue" : "white"));  // [L130]
  }
}

TEST_CASE("Draw: an empty draw pile is rebuilt from the discard pile, Unique Events set aside (L124) (A15, A16)",
          "[vendee][rounds]") {
  GameState state = roundOne();
  endRoundByBlueWin(state);
  accept(state, "next");
  setValue(state, "draw_pile.white", num(3));
  setValue(state, "discard.white", num(10));
  auto ask = refused(state, "vm_draw");
  CHECK(ask.code == ActionError::Code::MissingArgument);
  CHECK(ask.argument == "set_aside_white");
  CHECK(ask.message == "White must draw 7 but the draw pile holds 3: draw those, then shuffle the discard pile (10 "
                       "cards) into a new draw pile, setting aside any Unique Event cards (Draw); say how many were set "
                       "aside with set_aside_white=N");
  auto tooMany = refused(state, "vm_draw", "", {{"set_aside_white", num(11)}});
  CHECK(tooMany.message == "set_aside_white: 11 Unique Events cannot come out of a discard pile of 10");
  auto notNeeded = refused(state, "vm_draw", "", {{"set_aside_white", num(1)}, {"set_aside_blue", num(0)}});
  CHECK(notNeeded.message ==
        "Unique Events set aside: Blue's draw pile does not run out on this draw, so nothing is reshuffled");
  auto setAsideBefore = number(state, "set_aside.white");
  accept(state, "vm_draw", "", {{"set_aside_white", num(2)}});
  CHECK(number(state, "hand.white") == 7);
  CHECK(number(state, "draw_pile.white") == 4);  // 3 drawn, then 4 of the 8 reshuffled
  CHECK(number(state, "discard.white") == 0);
  CHECK(number(state, "set_aside.white") == setAsideBefore + 2);

  // Both piles empty: the hand gets what there is (A16).
  GameState dry = roundOne();
  endRoundByBlueWin(dry);
  accept(dry, "next");
  setValue(dry, "draw_pile.blue", num(2));
  setValue(dry, "discard.blue", num(0));
  auto applied = accept(dry, "vm_draw");
  CHECK(number(dry, "hand.blue") == 2);
  CHECK_THAT(applied.summary, Catch::Contains("5 cards are not drawn;"));
}

TEST_CASE("Unique Event cards played are set aside, not discarded (L200) (A15)", "[vendee][rounds]") {
  GameState state = roundOne();
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"unique", num(1)}});
  accept(state, "vm_play", "white", {{"value", num(3)}, {"type", word("both")}, {"bonus", num(1)}, {"unique", num(2)}});
  accept(state, "vm_cancel", "blue");  // a cancelled Unique Event was played too
  CHECK(number(state, "set_aside.white") == 2);
  CHECK(number(state, "discard.white") == 0);
  auto tooMany = refused(state, "vm_play", "white", {{"value", num(4)}, {"type", word("military")}, {"unique", num(2)}});
  CHECK(tooMany.message == "how many of the cards are Unique Events: 2 is out of range; expected 0 to 1");
  accept(state, "vm_cannot_outbid", "white");
  CHECK(number(state, "set_aside.blue") == 1);
  CHECK(number(state, "discard.blue") == 1);  // the Cancellation card
  checkCardsKept(state);
}

TEST_CASE("The game ends after the round on which the End-of-game marker stands (L185)", "[vendee][rounds]") {
  GameState state = roundOne();
  for (int round = 1; round <= 2; ++round) {
    endRoundByBlueWin(state);
    nextRound(state);
  }
  REQUIRE(state.turn == 3);
  endRoundByBlueWin(state);
  accept(state, "next");
  CHECK(state.gameOver);
  CHECK(stepId(state) == "game-over");
  CHECK(refused(state, "vm_draw").code == ActionError::Code::NotAllowed);
}

TEST_CASE("A +1 Round win in the marker's round plays one more round (L175, L185)", "[vendee][rounds]") {
  GameState state = roundOne();
  for (int round = 1; round <= 2; ++round) {
    endRoundByBlueWin(state);
    nextRound(state);
  }
  endRoundByBlueWin(state, {{"plus_round", yes()}});
  CHECK(number(state, "end_marker") == 4);
  nextRound(state);
  CHECK(state.turn == 4);
  CHECK_FALSE(state.gameOver);
}

TEST_CASE("A -1 Round that moves the marker below the round ends the game at this round's end (A14)",
          "[vendee][rounds]") {
  GameState state = roundOne();
  setValue(state, "end_marker", num(5));
  for (int round = 1; round <= 4; ++round) {
    endRoundByBlueWin(state);
    nextRound(state);
  }
  REQUIRE(state.turn == 5);
  // Round 5, marker on 5: a -1 Round win moves it to 4, below the Round marker; the
  // literal "Round marker on the End-of-game marker" would never happen again.
  endRoundByBlueWin(state, {{"minus_round", yes()}});
  CHECK(number(state, "end_marker") == 4);
  accept(state, "next");
  CHECK(state.gameOver);
}

TEST_CASE("Generals return to their symbols and extra generals expire at the next round (A12, A32)",
          "[vendee][rounds]") {
  GameState state = roundOne();
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}});
  accept(state, "vm_general", "white", {{"die", num(6)}});
  accept(state, "vm_play", "white", {{"value", num(3)}, {"type", word("military")}, {"text", word("extra_general")}});
  accept(state, "vm_extra_general", "white");  // a Commander-in-Chief card [L208]
  auto again = refused(state, "vm_extra_general", "white");
  CHECK(again.message == "White's standing play has no Representative of the People / Commander-in-Chief text to "
                         "resolve: a card's text is resolved once, for the play that brought it (say the card's text "
                         "when playing it) (Clarifications; Card Notes)");
  CHECK(text(state, "extra_general.white") == "available");
  accept(state, "vm_play", "blue", {{"value", num(4)}, {"type", word("military")}});
  auto hit = accept(state, "vm_general", "white", {{"die", num(4)}, {"extra", yes()}});  // SV 4 [L208]
  REQUIRE(hit.resolution);
  CHECK(hit.resolution->outcomeId == "cancelled");
  CHECK(text(state, "extra_general.white") == "used");
  setValue(state, "hand.blue", num(0));  // a correction: Blue's hand is empty, so the round ends
  accept(state, "vm_cannot_outbid", "blue");
  CHECK(flag(state, "general_used.white"));
  REQUIRE(text(state, "stage") == "round_over");
  nextRound(state);
  CHECK_FALSE(flag(state, "general_used.white"));
  CHECK(text(state, "extra_general.white") == "none");
}

TEST_CASE("Victory: 2 VP per hex, 3 VP per own Fortress token on a hex - a tie goes to White (L191-L196)",
          "[vendee][rounds]") {
  const RuleModule* module = findRuleModule("vendee-militaire");
  REQUIRE(module);
  REQUIRE(module->victory);
  GameState state = roundOne();
  auto tie = module->victory(game(), state);  // 7 hexes and 2 Fortresses each
  REQUIRE(tie.sides.size() == 2);
  CHECK(tie.sides[0].side == "white");
  CHECK(tie.sides[0].points == 20);
  CHECK(tie.sides[1].points == 20);
  CHECK(tie.sides[0].breakdown ==
        std::vector<std::pair<std::string, std::int64_t>>{{"7 hexes controlled × 2 VP", 14},
                                                          {"2 Fortress tokens × 3 VP", 6}});
  CHECK(tie.winner == "white");
  CHECK(tie.explanation == "tie at 20 VP: the White player wins ties (Victory)");

  setValue(state, "control.h15", word("blue"));   // a Virée de Galerne hex added [L202]
  setValue(state, "fortress.h5", word("none"));   // a White Fortress returned to the reserve
  setValue(state, "fortress_reserve", num(3));
  auto blue = module->victory(game(), state);
  CHECK(blue.sides[0].points == 17);
  CHECK(blue.sides[1].points == 22);
  CHECK(blue.winner == "blue");
  CHECK(blue.explanation == "Blue has the greater total, 22 VP to 17");
}

TEST_CASE("Each action at its time only: set-up once, the draw before the battles, a battle after a designation",
          "[vendee][rounds]") {
  GameState state = initialState(game(), Setup{"standard", {}, 1});
  auto drawFirst = refused(state, "vm_draw");
  CHECK(drawFirst.message == "the round's cards are drawn once, at the start of the round (Draw); now is the set-up");
  auto fortify = refused(state, "vm_fortify", "blue", {{"hex", num(3)}});
  CHECK(fortify.message == "Fortress tokens are placed by the players only during the Random Setup");
  auto random = refused(state, "vm_setup", "", {{"white", Value{DiceFaces{1, 2, 3, 4, 5, 6, 7}}}});
  CHECK(random.message == "white: only the Random Setup chooses the White hexes (Random Setup); the standard set-up places "
                          "them as illustrated, read from your chart (Setup I)");
  typeStartingFaces(state);
  accept(state, "vm_setup");
  auto again = refused(state, "vm_setup");
  CHECK(again.message == "the hexes are already placed; set-up is done once");
  auto early = refused(state, "vm_designate", "blue", {{"hex", num(10)}});
  CHECK(early.message == "hexes are designated in the Battles phase, after the round's draw");
  accept(state, "vm_draw");
  auto noBattle = refused(state, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}});
  CHECK(noBattle.message == "no battle is being fought now; the Attacker designates a hex first (Resolving a Battle I)");
  auto noSide = refused(state, "vm_designate", "", {{"hex", num(10)}});
  CHECK(noSide.message == "'Designate the hex attacked' needs the side that acts: White or Blue");
  auto typo = refused(state, "vm_designate", "blue", {{"hexe", num(10)}});
  CHECK(typo.message == "'Designate the hex attacked' has nothing called 'hexe'; it asks for the hex attacked; White: Unique Events set aside when the discard is reshuffled (Draw); Blue: Unique Events set aside when the discard is reshuffled (Draw)");
  accept(state, "vm_designate", "blue", {{"hex", num(10)}});
  auto twice = refused(state, "vm_designate", "blue", {{"hex", num(2)}});
  CHECK(twice.message == "a battle is being fought on hex 10; it ends when a player cannot outbid");
}

TEST_CASE("Next only closes a round: mid-round the battle actions move the sequence (L179-L183)",
          "[vendee][rounds]") {
  GameState state = roundOne();
  auto step = state.step;
  auto error = refused(state, "next");
  CHECK(error.code == ActionError::Code::NotAllowed);
  CHECK(error.message == "the round is not over: the Attacker designates a hex; the battles move the round on, and the next step only closes the round once a hand is empty (End of a Battle; End of Round and End of Game)");
  CHECK(state.step == step);
  endRoundByBlueWin(state);
  accept(state, "next");
  CHECK(game().sequence.steps[state.step].id == "draw.draw");
  CHECK(state.turn == 2);
}
