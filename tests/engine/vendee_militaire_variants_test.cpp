// The variants [L242-L258]: Random Setup and the Four-Player variant, with the
// ambiguity decisions of NOTES.md (A21).

#include "vendee_militaire_support.hpp"

#include <set>

using namespace adc;
using namespace adc::test::vm;

namespace {

GameState randomGame() { return initialState(game(), Setup{"random_setup", {}, 5}); }

std::set<int> whiteHexes(const GameState& state) {
  std::set<int> white;
  for (int hex = 1; hex <= 14; ++hex) {
    if (text(state, "control.h" + std::to_string(hex)) == "white") white.insert(hex);
  }
  return white;
}

}  // namespace

TEST_CASE("Random Setup: 7 hexes White side up and 7 Blue, no Fortress yet (L246)", "[vendee][variants]") {
  GameState state = randomGame();
  CHECK(number(state, "fortress_reserve") == 6);
  auto six = refused(state, "vm_setup", "", {{"white", Value{DiceFaces{1, 2, 3, 4, 5, 6}}}});
  CHECK(six.message == "white: the Random Setup places exactly 7 different hexes White side up (Random Setup); 6 different "
                       "hexes were given");
  auto twice = refused(state, "vm_setup", "", {{"white", Value{DiceFaces{1, 2, 3, 4, 5, 6, 6}}}});
  CHECK(twice.argument == "white");
  auto beyond = refused(state, "vm_setup", "", {{"white", Value{DiceFaces{1, 2, 3, 4, 5, 6, 15}}}});
  CHECK(beyond.message == "white: hex 15 is not a starting hex; expected 1 to 14");
  accept(state, "vm_setup", "", {{"white", Value{DiceFaces{14, 2, 3, 4, 5, 6, 7}}}});
  CHECK(whiteHexes(state) == std::set<int>{2, 3, 4, 5, 6, 7, 14});
  CHECK(text(state, "control.h15") == "none");
  CHECK(stepId(state) == "setup.fortify");
}

TEST_CASE("Random Setup: the app can draw the 7 White hexes - the log keeps them so a replay is the same", "[vendee][variants]") {
  GameState state = randomGame();
  auto applied = accept(state, "vm_setup");
  const Value* recorded = applied.recorded.arg("white");
  REQUIRE(recorded);
  auto faces = std::get<DiceFaces>(*recorded);
  CHECK(faces.size() == 7);
  CHECK(std::set<std::int64_t>(faces.begin(), faces.end()).size() == 7);
  CHECK(whiteHexes(state).size() == 7);
  CHECK(applied.recorded.arg("drawn"));
  GameState replayed = randomGame();
  REQUIRE(applyAction(game(), replayed, applied.recorded));
  CHECK(replayed == state);
  // A log whose drawn hexes the generator does not give again is refused.
  Action edited = applied.recorded;
  DiceFaces low{1, 2, 3, 4, 5, 6, 7};
  edited.args["white"] = Value{faces == low ? DiceFaces{8, 9, 10, 11, 12, 13, 14} : low};
  GameState tampered = randomGame();
  auto mismatch = applyAction(game(), tampered, edited);
  REQUIRE_FALSE(mismatch);
  CHECK(mismatch.error().code == ActionError::Code::LogMismatch);
  // Another seed draws (almost surely) other hexes; the same seed always the same.
  GameState again = randomGame();
  accept(again, "vm_setup");
  CHECK(again == state);
}

TEST_CASE("Random Setup: each player fortifies two of their hexes, Blue first (L246)", "[vendee][variants]") {
  GameState state = randomGame();
  accept(state, "vm_setup", "", {{"white", Value{DiceFaces{1, 2, 3, 4, 5, 6, 7}}}});
  auto whiteFirst = refused(state, "vm_fortify", "white", {{"hex", num(1)}});
  CHECK(whiteFirst.message == "the Blue player places their 2 Fortress tokens first (Random Setup)");
  auto enemy = refused(state, "vm_fortify", "blue", {{"hex", num(1)}});
  CHECK(enemy.message == "hex 1 shows its White face; Blue fortifies only hexes they control (Random Setup)");
  accept(state, "vm_fortify", "blue", {{"hex", num(8)}});
  auto same = refused(state, "vm_fortify", "blue", {{"hex", num(8)}});
  CHECK(same.message == "hex 8 already carries a Fortress token");
  accept(state, "vm_fortify", "blue", {{"hex", num(9)}});
  auto third = refused(state, "vm_fortify", "blue", {{"hex", num(10)}});
  CHECK(third.message == "Blue has placed both of their Fortress tokens (Random Setup)");
  accept(state, "vm_fortify", "white", {{"hex", num(1)}});
  CHECK(stepId(state) == "setup.fortify");
  accept(state, "vm_fortify", "white", {{"hex", num(2)}});
  CHECK(number(state, "fortress_reserve") == 2);
  CHECK(stepId(state) == "draw.draw");
  CHECK(refused(state, "vm_fortify", "white", {{"hex", num(3)}}).code == ActionError::Code::NotAllowed);
  accept(state, "vm_draw");
  CHECK(text(state, "attacker") == "blue");
}

TEST_CASE("Four players: each player draws the round's number minus one - the First Player attacks first (L252-L253)",
          "[vendee][variants]") {
  GameState state = roundOne("four_player");
  CHECK(number(state, "seat_hand.s1") == 6);
  CHECK(number(state, "seat_hand.s2") == 6);
  CHECK(number(state, "seat_hand.s3") == 6);
  CHECK(number(state, "seat_hand.s4") == 6);
  CHECK(number(state, "hand.blue") == 12);
  CHECK(number(state, "draw_pile.white") == 40);  // one pile per side, shared by the partners
  CHECK(text(state, "attacker_seat") == "s1");
  CHECK(text(state, "attacker") == "blue");
}

TEST_CASE("Four players: a battle's cards are dealt clockwise from the First Player, each their side's (L253) (A21)",
          "[vendee][variants]") {
  GameState state = roundOne("four_player");
  accept(state, "vm_designate", "blue", {{"hex", num(10)}});  // White 2, Blue 0 [L216-L218]
  CHECK(number(state, "seat_hand.s2") == 7);
  CHECK(number(state, "seat_hand.s4") == 7);
  CHECK(number(state, "seat_hand.s1") == 6);
  CHECK(number(state, "hand.white") == 14);
}

TEST_CASE("Four players: a play names the seat it comes from - partners need not outbid each other but may (L253) (A21)",
          "[vendee][variants]") {
  GameState state = roundOne("four_player");
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  auto noSeat = refused(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}});
  CHECK(noSeat.message == "Four-Player variant: say whose hand the cards come from: the seat, s1 to s4 (a Blue seat)");
  auto wrongSeat = refused(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s2")}});
  CHECK(wrongSeat.message == "the seat: Seat 2 (White) is not a Blue seat (seats 1 and 3 are Blue, 2 and 4 White)");
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s1")}});
  CHECK(number(state, "seat_hand.s1") == 5);
  // s2 (White) could not outbid; s3, Blue, may still raise its partner's play.
  accept(state, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}, {"seat", word("s3")}, {"text", word("epidemie")}});
  CHECK(number(state, "stand_total") == 3);
  CHECK(text(state, "to_play") == "white");
  accept(state, "vm_discard_random", "blue", {{"seat", word("s4")}});  // the card's player chooses [L256]
  CHECK(number(state, "seat_hand.s4") == 5);
  accept(state, "vm_play", "white", {{"value", num(4)}, {"type", word("military")}, {"seat", word("s2")}});
  // Both Blue players fail in turn: the Blue side can no longer outbid [L253].
  accept(state, "vm_cannot_outbid", "blue");
  CHECK(text(state, "control.h2") == "white");
  CHECK(text(state, "attacker_seat") == "s2");  // the next player clockwise starts the next battle (A21)
  CHECK(text(state, "attacker") == "white");

  GameState twoPlayer = roundOne();
  typeHexDraws(twoPlayer, 0, 0);
  accept(twoPlayer, "vm_designate", "blue", {{"hex", num(2)}});
  auto seatInTwo = refused(twoPlayer, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s1")}});
  CHECK(seatInTwo.message == "seat: seats exist only in the Four-Player variant (Four-Player Variant)");
  accept(twoPlayer, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}});
  auto ownRaise = refused(twoPlayer, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}});
  CHECK(ownRaise.message == "it is White's turn to outbid (Resolving a Battle IV-V)");
}

TEST_CASE("Four players: the round ends when any one player's hand is empty - the token turns clockwise (L250, L254)",
          "[vendee][variants]") {
  GameState state = roundOne("four_player");
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  setValue(state, "seat_hand.s3", num(1));
  setValue(state, "hand.blue", num(7));
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s3")}});
  auto end = accept(state, "vm_cannot_outbid", "white");
  CHECK(text(state, "stage") == "round_over");
  // The journal names the seat the token passes to as the players read it, not "s2".
  CHECK(end.summary.find("the First Player token passes to Seat 2 (White) (Four-Player Variant)") != std::string::npos);
  for (const char* seat : {"s1", "s2", "s3", "s4"}) CHECK(number(state, std::string("seat_hand.") + seat) == 0);
  CHECK(number(state, "hand.white") == 0);
  CHECK(text(state, "first_player") == "s2");
  accept(state, "next");
  accept(state, "vm_draw");
  CHECK(text(state, "attacker_seat") == "s2");
  CHECK(text(state, "attacker") == "white");  // as the Rounds board's round 2 [L130]
}

TEST_CASE("Four players: when a raise of the partner's play is cancelled, the partner's play stands and need not be outbid (L253) (A21)",
          "[vendee][variants]") {
  GameState state = roundOne("four_player");
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s1")}});
  accept(state, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}, {"seat", word("s3")}});
  accept(state, "vm_cancel", "white", {{"seat", word("s4")}});
  CHECK(text(state, "stand_side") == "blue");
  CHECK(number(state, "stand_total") == 2);
  CHECK(text(state, "to_play") == "blue");
  // Blue need not outbid its own standing play: passing hands the turn to White, and
  // does not lose the battle.
  accept(state, "vm_cannot_outbid", "blue");
  CHECK(text(state, "stage") == "bidding");
  CHECK(text(state, "to_play") == "white");
  accept(state, "vm_cannot_outbid", "white");
  CHECK(text(state, "control.h2") == "blue");
}

TEST_CASE("Four players: the journal names the seats as the players read them, never by their ids", "[vendee][variants]") {
  GameState state = initialState(game(), Setup{"four_player", {}, 1});
  typeStartingFaces(state);
  accept(state, "vm_setup");
  auto draw = accept(state, "vm_draw");
  CHECK(draw.summary.find("(Seat 1 (Blue): 6, Seat 3 (Blue): 6)") != std::string::npos);
  CHECK(draw.summary.find("Seat 1 (Blue), the First Player, attacks first") != std::string::npos);
  typeHexDraws(state, 0, 0);
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  auto played = accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"seat", word("s1")}});
  CHECK(played.summary.rfind("Seat 1 (Blue) plays", 0) == 0);
  for (const auto& summary : {draw.summary, played.summary}) {
    INFO(summary);
    for (const char* id : {"seat s", " s1", " s2", " s3", " s4"}) CHECK(summary.find(id) == std::string::npos);
  }
}
