// Resolving a Battle [L128-L179], rule by rule, with the ambiguity decisions of
// config/games/vendee-militaire/NOTES.md. Positions start from a standard round 1 (Blue
// attacks first, 7 cards each) and every hex's boxes typed in where the text does not
// print them.

#include "vendee_militaire_support.hpp"

using namespace adc;
using namespace adc::test::vm;

namespace {

// Round 1 with every hex's draw boxes known: both sides draw `white`/`blue` per battle.
GameState battleReady(std::int64_t white = 0, std::int64_t blue = 0) {
  GameState state = roundOne();
  typeHexDraws(state, white, blue);
  return state;
}

Applied play(GameState& state, const std::string& side, std::int64_t value, const std::string& type,
             std::map<std::string, Value> more = {}) {
  more["value"] = num(value);
  more["type"] = word(type);
  return accept(state, "vm_play", side, std::move(more));
}

}  // namespace

TEST_CASE("I. The Attacker designates an enemy hex, or an own hex without a Fortress while the reserve has one (L132)",
          "[vendee][battle]") {
  GameState state = battleReady();
  REQUIRE(text(state, "attacker") == "blue");  // Blue starts round 1 [L130]

  auto notAttacker = refused(state, "vm_designate", "white", {{"hex", num(3)}});
  CHECK(notAttacker.message == "Blue is the Attacker and designates the hex (Resolving a Battle; End of a Battle)");

  auto ownFort = refused(state, "vm_designate", "blue", {{"hex", num(3)}});
  CHECK(ownFort.message ==
        "hex 3 is Blue's and already fortified; choose an enemy hex, or one of yours without a Fortress (Resolving a Battle I)");
  CHECK(ownFort.argument == "hex");

  auto offBoard = refused(state, "vm_designate", "blue", {{"hex", num(15)}});
  CHECK(offBoard.message == "hex 15 is not on the board");
  auto noHex = refused(state, "vm_designate", "blue", {{"hex", num(18)}});
  CHECK(noHex.code == ActionError::Code::OutOfRange);
  CHECK(noHex.message == "the hex attacked: 18 is out of range; expected 1 to 17");

  GameState emptyReserve = state;
  setValue(emptyReserve, "fortress_reserve", num(0));
  auto noToken = refused(emptyReserve, "vm_designate", "blue", {{"hex", num(8)}});
  CHECK(noToken.message ==
        "hex 8 is Blue's: fortifying it needs a Fortress token in the common reserve, which is empty (Resolving a Battle I)");
  accept(emptyReserve, "vm_designate", "blue", {{"hex", num(10)}});  // an enemy Fortress is always a target

  accept(state, "vm_designate", "blue", {{"hex", num(8)}});  // own hex, no Fortress, reserve 2: fortify
  CHECK(number(state, "battle_hex") == 8);
  CHECK(stepId(state) == "battles.bid");
}

TEST_CASE("II. Each side draws the battle hex's number for its colour - an unprinted box is asked for (L134) (A2)",
          "[vendee][battle]") {
  GameState state = roundOne();
  accept(state, "vm_designate", "blue", {{"hex", num(10)}});  // printed: White 2, Blue 0 [L216-L218]
  CHECK(number(state, "hand.white") == 9);
  CHECK(number(state, "hand.blue") == 7);
  CHECK(number(state, "draw_pile.white") == 43);

  GameState other = roundOne();
  auto unknown = refused(other, "vm_designate", "blue", {{"hex", num(7)}});
  CHECK(unknown.code == ActionError::Code::NeedsChartValue);
  REQUIRE(unknown.cell);
  CHECK(*unknown.cell == CellRef{"hex_draws", "7", "white"});  // read on the face showing (A2)
  accept(other, "chart", "", {{"table", word("hex_draws")}, {"row", num(7)}, {"column", word("white")},
                              {"draw_white", num(1)}, {"draw_blue", num(3)}});
  accept(other, "vm_designate", "blue", {{"hex", num(7)}});
  CHECK(number(other, "hand.white") == 8);
  CHECK(number(other, "hand.blue") == 10);
  checkCardsKept(other);
}

TEST_CASE("IV. The Defender must answer with a higher total, strictly (L138)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(12)}});
  auto early = refused(state, "vm_play", "white", {{"value", num(3)}, {"type", word("military")}});
  CHECK(early.message == "it is Blue's turn to play (Resolving a Battle III)");
  play(state, "blue", 3, "military");
  CHECK(number(state, "stand_total") == 3);
  CHECK(text(state, "to_play") == "white");
  auto equal = refused(state, "vm_play", "white", {{"value", num(3)}, {"type", word("military")}});
  CHECK(equal.message == "a total of 3 does not outbid 3: the total must be higher (Resolving a Battle IV)");
  auto again = refused(state, "vm_play", "blue", {{"value", num(5)}, {"type", word("military")}});
  CHECK(again.message == "it is White's turn to outbid (Resolving a Battle IV-V)");
  play(state, "white", 4, "military");
  CHECK(number(state, "stand_total") == 4);  // totals are not added up: each play beats the last [L220-L226]
}

TEST_CASE("IV. The answer has the type of the last card - Military/Territory has both (A39) (L138)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(12)}});
  play(state, "blue", 2, "territory");
  auto wrongType = refused(state, "vm_play", "white", {{"value", num(5)}, {"type", word("military")}});
  CHECK(wrongType.message ==
        "the last card played is Territory: answer with a Territory or Military/Territory card, not Military (Resolving a Battle IV)");
  // A Bonus card is always Military/Territory [L147], but the base card of a two-card
  // answer must match too (A39).
  auto baseWrong = refused(state, "vm_play", "white", {{"value", num(4)}, {"type", word("military")}, {"bonus", num(1)}});
  CHECK(baseWrong.argument == "type");
  play(state, "white", 3, "both");  // Military/Territory answers Territory
  CHECK(text(state, "stand_type") == "both");
  play(state, "blue", 4, "military");  // and anything answers Military/Territory
  CHECK(text(state, "stand_type") == "military");
  auto badWord = refused(state, "vm_play", "white", {{"value", num(5)}, {"type", word("cavalry")}});
  CHECK(badWord.message == "type: 'cavalry' is not a card type; expected military, territory or both (Battle Cards)");
}

TEST_CASE("Bonus cards: one per play, added to a card, or played as a card of value 1 or 2 - the last card is the Bonus (L110, L147-L148)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(12)}});
  auto twoBonuses = refused(state, "vm_play", "blue",
                            {{"value", num(3)}, {"type", word("military")}, {"bonus", Value{DiceFaces{2, 1}}}});
  CHECK(twoBonuses.message == "bonus: one (and only one) Bonus card may be added to a play (Bonus Cards)");
  auto bonusType = refused(state, "vm_play", "blue", {{"normal_bonus", num(2)}, {"type", word("military")}});
  CHECK(bonusType.message == "type: a Bonus card is always Military/Territory (Clarifications); leave type out");
  auto nothing = refused(state, "vm_play", "blue", {{"bonus", num(2)}});
  CHECK(nothing.code == ActionError::Code::MissingArgument);

  // "It is possible to play a +2 card as a card of value 2, together with a +1 card, for a total of 3" [L110].
  accept(state, "vm_play", "blue", {{"normal_bonus", num(2)}, {"bonus", num(1)}});
  CHECK(number(state, "stand_total") == 3);
  CHECK(number(state, "hand.blue") == 5);
  CHECK(text(state, "stand_type") == "both");
  // A Military 2 with a +2 Bonus: the last card is the Bonus, so Blue may answer with any type [L224].
  play(state, "white", 2, "military", {{"bonus", num(2)}});
  CHECK(number(state, "stand_total") == 4);
  CHECK(text(state, "stand_type") == "both");
  play(state, "blue", 5, "territory");
  checkCardsKept(state);
}

TEST_CASE("A play needs the cards in hand", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(12)}});
  setValue(state, "hand.blue", num(1));
  auto short_ = refused(state, "vm_play", "blue", {{"value", num(3)}, {"type", word("military")}, {"bonus", num(1)}});
  CHECK(short_.message == "Blues (Republicans) holds 1 card, not 2");
}

TEST_CASE("A Cancellation card discards the opponent's last play, who must beat the play before it (L206, L226)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(12)}});
  auto nothingYet = refused(state, "vm_cancel", "white");
  CHECK(nothingYet.message ==
        "there is no play of the opponent's to cancel: a general or a Cancellation card answers the cards the "
        "opponent has just played (Generals; Card Notes)");
  play(state, "blue", 2, "territory");
  play(state, "white", 3, "territory", {{"bonus", num(1)}, {"plus_round", yes()}});
  REQUIRE(number(state, "plus_round.white") == 1);
  accept(state, "vm_cancel", "blue");
  CHECK(number(state, "stand_total") == 2);
  CHECK(text(state, "stand_side") == "blue");
  CHECK(text(state, "stand_type") == "territory");
  CHECK(text(state, "to_play") == "white");
  CHECK(number(state, "discard.white") == 2);       // discarded at once
  CHECK(number(state, "plus_round.white") == 0);    // cancelled cards have no effect (A13)
  CHECK(number(state, "in_battle.blue") == 2);      // the Cancellation card stays with Blue's played cards
  CHECK(number(state, "hand.blue") == 5);
  // The play that stands again was not just played: neither a general nor another
  // Cancellation can reach it (A27, A37).
  auto older = refused(state, "vm_cancel", "white");
  CHECK(older.message ==
        "Blue's standing play can no longer be cancelled: only the play just made, before its text is resolved, can be; a Cancellation card cannot be cancelled, even by a general (Card Notes)");
  auto generalOnOld = refused(state, "vm_general", "white", {{"die", num(1)}});
  CHECK(generalOnOld.code == ActionError::Code::NotAllowed);
  play(state, "white", 3, "territory");
  checkCardsKept(state);
}

TEST_CASE("A Cancellation of the opening play leaves nothing to beat (A9, A10) - an Attacker who cannot replay loses (A17)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  play(state, "blue", 4, "military");
  accept(state, "vm_cancel", "white");
  CHECK(number(state, "stand_total") == 0);
  CHECK(text(state, "to_play") == "blue");
  GameState replay = state;
  play(replay, "blue", 1, "territory");  // a fresh opening: any value, any type
  CHECK(number(replay, "stand_total") == 1);

  accept(state, "vm_cannot_outbid", "blue");
  CHECK(text(state, "control.h2") == "white");  // the Defender wins: nothing happens [L165]
  CHECK(text(state, "attacker") == "white");
}

TEST_CASE("Generals: a d6 at or under the Strategic Value cancels the last play, once per round (L153-L159)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  play(state, "blue", 2, "military");
  auto noDie = refused(state, "vm_general", "white");
  CHECK(noDie.message == "'Roll for the general' needs the d6 rolled, 1 to 6 (Generals)");
  auto badDie = refused(state, "vm_general", "white", {{"die", num(7)}});
  CHECK(badDie.code == ActionError::Code::OutOfRange);

  GameState failed = state;
  auto miss = accept(failed, "vm_general", "white", {{"die", num(4)}});  // Cathelineau, SV 3
  REQUIRE(miss.resolution);
  CHECK(miss.resolution->outcomeId == "fails");
  CHECK(flag(failed, "general_used.white"));  // a failed roll spends the general (A11)
  CHECK(number(failed, "stand_total") == 2);
  CHECK(text(failed, "to_play") == "white");  // and White must still answer
  auto twice = refused(failed, "vm_general", "white", {{"die", num(1)}});
  CHECK(twice.message == "White has used the general of round 1: once per round (Generals)");

  accept(state, "vm_general", "white", {{"die", num(3)}});
  CHECK(number(state, "stand_total") == 0);
  CHECK(text(state, "to_play") == "blue");
  CHECK(number(state, "discard.blue") == 1);
  CHECK(flag(state, "general_used.white"));
  checkCardsKept(state);
}

TEST_CASE("A general whose Strategic Value the text does not print is asked for, then read from the chart (A4)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  play(state, "blue", 2, "military");
  play(state, "white", 3, "military");
  auto unknown = refused(state, "vm_general", "blue", {{"die", num(2)}});
  CHECK(unknown.code == ActionError::Code::NeedsChartValue);
  REQUIRE(unknown.cell);
  CHECK(*unknown.cell == CellRef{"generals", "1", "blue"});
  // Typed in from the players' Rounds board (a test value, not the rulebook's).
  accept(state, "chart", "", {{"table", word("generals")}, {"row", num(1)}, {"column", word("blue")},
                              {"name", word("Test general")}, {"sv", num(2)}});
  auto hit = accept(state, "vm_general", "blue", {{"die", num(2)}});
  REQUIRE(hit.resolution);
  CHECK(hit.resolution->outcomeId == "cancelled");
  CHECK(number(state, "stand_total") == 2);
  CHECK(text(state, "to_play") == "white");
}

TEST_CASE("A play can be cancelled only before its text is resolved (A7)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(10)}});
  play(state, "blue", 1, "both", {{"text", word("diplomacy")}});
  accept(state, "vm_convert", "blue", {{"hex", num(2)}});  // Diplomacy [L220]
  CHECK(text(state, "control.h2") == "blue");
  auto late = refused(state, "vm_general", "white", {{"die", num(1)}});
  CHECK(late.message ==
        "Blue's standing play can no longer be cancelled: only the play just made, before its text is resolved, can be; a Cancellation card cannot be cancelled, even by a general (Card Notes)");
  auto lateCard = refused(state, "vm_cancel", "white");
  CHECK(lateCard.message == late.message);
}

TEST_CASE("Diplomacy converts an enemy hex without a Fortress, or removes an enemy Fortress, never on the battle hex (L220) (A24)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  auto early = refused(state, "vm_convert", "blue", {{"hex", num(4)}});
  CHECK(early.message == "the standing play is not Blue's: a card's text is resolved by its player, right after "
                         "playing it (Clarifications)");
  play(state, "blue", 1, "both", {{"text", word("diplomacy")}});
  auto battleHex = refused(state, "vm_convert", "blue", {{"hex", num(2)}});
  CHECK(battleHex.message == "hex 2 is the battle hex, which the card may not choose (Example of Play)");
  auto own = refused(state, "vm_convert", "blue", {{"hex", num(8)}});
  CHECK(own.message == "hex 8 is already Blue's; Diplomacy converts an enemy hex");
  auto fortified = refused(state, "vm_convert", "blue", {{"hex", num(5)}});
  CHECK(fortified.message == "hex 5 has a Fortress token: Diplomacy converts a hex without one, or removes the enemy Fortress instead ('Diplomacy: remove a Fortress') (Example of Play)");
  auto notEnemyFort = refused(state, "vm_remove_fortress", "blue", {{"hex", num(3)}});
  CHECK(notEnemyFort.message == "hex 3 has no White Fortress token to remove; Diplomacy removes an enemy Fortress (Example of Play)");
  accept(state, "vm_remove_fortress", "blue", {{"hex", num(5)}});
  CHECK(text(state, "fortress.h5") == "none");
  CHECK(text(state, "control.h5") == "white");
  CHECK(number(state, "fortress_reserve") == 3);
}

TEST_CASE("Épidémie makes the opponent discard 1 card at random from their hand (L232)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  play(state, "blue", 1, "territory", {{"text", word("epidemie")}});
  const GameState before = state;
  auto three = refused(state, "vm_discard_random", "blue", {{"count", num(3)}});
  CHECK(three.message == "count: Épidémie makes the opponent discard 1 card, as the card says (Example of Play); leave count out");
  CHECK(state == before);
  accept(state, "vm_discard_random", "blue");
  CHECK(number(state, "hand.white") == 6);
  CHECK(number(state, "discard.white") == 1);
  checkCardsKept(state);
}

TEST_CASE("The effects of the cards you play are resolved when you play them (L147): once, for the card played (A40)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  // A play whose card carries no text the app resolves allows none.
  play(state, "blue", 2, "military");
  auto noText = refused(state, "vm_convert", "blue", {{"hex", num(4)}});
  CHECK(noText.message == "Blue's standing play has no Diplomacy text to resolve: a card's text is resolved once, for "
                          "the play that brought it (say the card's text when playing it) (Clarifications; Example of Play)");
  CHECK(refused(state, "vm_discard_random", "blue").code == ActionError::Code::NotAllowed);
  CHECK(refused(state, "vm_extra_general", "blue").code == ActionError::Code::NotAllowed);
  CHECK(refused(state, "vm_add_hex", "blue", {{"hex", num(15)}}).code == ActionError::Code::NotAllowed);

  // Diplomacy: "Convert a hex without a Fortress, or remove an enemy Fortress" [L220]: one of them, once.
  play(state, "white", 3, "military", {{"text", word("diplomacy")}});
  auto wrongText = refused(state, "vm_discard_random", "white");
  CHECK(wrongText.message == "White's standing play brought Diplomacy, not Épidémie: a play resolves its own card's text (Clarifications; Example of Play)");
  accept(state, "vm_convert", "white", {{"hex", num(8)}});
  CHECK(text(state, "control.h8") == "white");
  CHECK(text(state, "stand_text") == "none");
  const GameState converted = state;
  auto twice = refused(state, "vm_convert", "white", {{"hex", num(9)}});
  CHECK(twice.message == "White's standing play has no Diplomacy text to resolve: a card's text is resolved once, for "
                         "the play that brought it (say the card's text when playing it) (Clarifications; Example of Play)");
  CHECK(refused(state, "vm_remove_fortress", "white", {{"hex", num(3)}}).code == ActionError::Code::NotAllowed);
  CHECK(state == converted);
  CHECK(text(state, "control.h9") == "blue");

  // A cancelled card has no effect [L206]: its text goes with it.
  play(state, "blue", 4, "military", {{"text", word("viree_de_galerne")}});
  accept(state, "vm_cancel", "white");
  CHECK(text(state, "stand_text") == "none");

  // Épidémie discards once; Virée de Galerne adds one hex; the extra general comes once.
  play(state, "blue", 4, "military", {{"text", word("epidemie")}});
  accept(state, "vm_discard_random", "blue");
  CHECK(refused(state, "vm_discard_random", "blue").code == ActionError::Code::NotAllowed);
  play(state, "white", 5, "military", {{"text", word("viree_de_galerne")}});
  accept(state, "vm_add_hex", "white", {{"hex", num(15)}});
  CHECK(refused(state, "vm_add_hex", "white", {{"hex", num(16)}}).code == ActionError::Code::NotAllowed);
  CHECK(text(state, "control.h16") == "none");
  checkCardsKept(state);
}

TEST_CASE("A card text the app does not resolve is refused as a play's text, in words", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  auto unknown = refused(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("military")}, {"text", word("renforts")}});
  CHECK(unknown.message == "text: 'renforts' is not a card text the app resolves; expected diplomacy, epidemie, "
                           "viree_de_galerne or extra_general (other texts are applied on the board)");
}

TEST_CASE("End of a Battle I: the Attacker who wins an enemy hex without a Fortress flips it (L169)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  play(state, "blue", 3, "military");
  auto end = accept(state, "vm_cannot_outbid", "white");
  CHECK(text(state, "control.h2") == "blue");
  CHECK_THAT(end.summary, Catch::Contains("flip hex 2 to its Blue side (End of a Battle I)"));
  // The cards played go to the discard pile (A38); the Defender becomes the Attacker [L179].
  CHECK(number(state, "discard.blue") == 1);
  CHECK(number(state, "in_battle.blue") == 0);
  CHECK(text(state, "attacker") == "white");
  CHECK(stepId(state) == "battles.designate");
  // The journal lists the next Attacker's choices [L132]: hex 2 is now Blue's, White's
  // fortified 5 and 10 are not theirs to fortify again.
  CHECK_THAT(end.summary, Catch::EndsWith("White may attack hex 2, 3, 8, 9, 11, 12, 13, 14 or fortify hex 1, 4, 6, 7 (Resolving a Battle I)"));
  checkCardsKept(state);
}

TEST_CASE("End of a Battle II: against a Fortress the token returns to the reserve and control stays (L171)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(5)}});
  play(state, "blue", 3, "military");
  accept(state, "vm_cannot_outbid", "white");
  CHECK(text(state, "fortress.h5") == "none");
  CHECK(text(state, "control.h5") == "white");
  CHECK(number(state, "fortress_reserve") == 3);
}

TEST_CASE("End of a Battle III: an Attacker who wins their own hex without a Fortress builds one (L173)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(8)}});
  play(state, "blue", 3, "military");
  accept(state, "vm_cannot_outbid", "white");
  CHECK(text(state, "fortress.h8") == "blue");
  CHECK(number(state, "fortress_reserve") == 1);

  // If the reserve were empty by the battle's end, no token could be placed (A34).
  GameState empty = battleReady();
  accept(empty, "vm_designate", "blue", {{"hex", num(8)}});
  setValue(empty, "fortress_reserve", num(0));
  play(empty, "blue", 3, "military");
  auto end = accept(empty, "vm_cannot_outbid", "white");
  CHECK(text(empty, "fortress.h8") == "none");
  CHECK_THAT(end.summary, Catch::Contains("so none is placed on hex 8;"));
}

TEST_CASE("If the Defender wins, nothing happens, even on a failed fortify (A6) (L165)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(8)}});
  play(state, "blue", 2, "military");
  play(state, "white", 3, "military");
  accept(state, "vm_cannot_outbid", "blue");
  CHECK(text(state, "control.h8") == "blue");  // the Definitions [L74] would flip it; End of a Battle wins
  CHECK(text(state, "fortress.h8") == "none");
  CHECK(number(state, "fortress_reserve") == 2);
}

TEST_CASE("+1 Round / -1 Round: only the winner's cards move the End-of-game marker, one space, within 3 to 6 (L175-L177)",
          "[vendee][battle]") {
  SECTION("the winner's +1 Round, played at any time in the battle, moves it once") {
    GameState state = battleReady();
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military", {{"plus_round", yes()}});
    play(state, "white", 2, "military");
    play(state, "blue", 3, "military", {{"plus_round", yes()}});
    accept(state, "vm_cannot_outbid", "white");
    CHECK(number(state, "end_marker") == 4);
  }
  SECTION("the loser's +1 Round does nothing") {
    GameState state = battleReady();
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military", {{"plus_round", yes()}});
    play(state, "white", 2, "military");
    accept(state, "vm_cannot_outbid", "blue");
    CHECK(number(state, "end_marker") == 3);
  }
  SECTION("at most 6 rounds") {
    GameState state = battleReady();
    setValue(state, "end_marker", num(6));
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military", {{"plus_round", yes()}});
    auto end = accept(state, "vm_cannot_outbid", "white");
    CHECK(number(state, "end_marker") == 6);
    CHECK_THAT(end.summary, Catch::Contains("already on 6 (maximum 6 rounds; End of a Battle)"));
  }
  SECTION("-1 Round, at least 3 rounds") {
    GameState state = battleReady();
    setValue(state, "end_marker", num(5));
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military", {{"minus_round", yes()}});
    accept(state, "vm_cannot_outbid", "white");
    CHECK(number(state, "end_marker") == 4);
    GameState low = battleReady();
    accept(low, "vm_designate", "blue", {{"hex", num(2)}});
    play(low, "blue", 1, "military", {{"minus_round", yes()}});
    accept(low, "vm_cannot_outbid", "white");
    CHECK(number(low, "end_marker") == 3);
  }
  SECTION("both +1 and -1 from the winner cancel out (A13)") {
    GameState state = battleReady();
    setValue(state, "end_marker", num(6));
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military", {{"plus_round", yes()}});
    play(state, "white", 2, "military");
    play(state, "blue", 3, "military", {{"minus_round", yes()}});
    auto end = accept(state, "vm_cannot_outbid", "white");
    CHECK(number(state, "end_marker") == 6);  // sequential clamping would give 5
    CHECK_THAT(end.summary, Catch::Contains("the End-of-game marker stays on"));
  }
  SECTION("a cancelled +1 Round does not count (A13)") {
    GameState state = battleReady();
    accept(state, "vm_designate", "blue", {{"hex", num(2)}});
    play(state, "blue", 1, "military");
    play(state, "white", 2, "military");
    play(state, "blue", 3, "military", {{"plus_round", yes()}});
    accept(state, "vm_general", "white", {{"die", num(1)}});
    play(state, "blue", 4, "military");
    accept(state, "vm_cannot_outbid", "white");
    CHECK(number(state, "end_marker") == 3);
  }
}

TEST_CASE("The round ends at the end of a battle that leaves a hand empty - the other player discards (L179, L183)",
          "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  setValue(state, "hand.blue", num(1));
  play(state, "blue", 2, "military");
  CHECK(text(state, "stage") == "bidding");
  accept(state, "vm_cannot_outbid", "white");
  CHECK(number(state, "hand.blue") == 0);
  CHECK(number(state, "hand.white") == 0);
  CHECK(number(state, "discard.white") == 7);
  CHECK(text(state, "stage") == "round_over");
  CHECK(stepId(state) == "end.round");
  auto noMoreBattles = refused(state, "vm_designate", "white", {{"hex", num(8)}});
  CHECK(noMoreBattles.code == ActionError::Code::NotAllowed);
}

TEST_CASE("An Attacker with no hex to designate passes, and only then (A18)", "[vendee][battle]") {
  GameState state = battleReady();
  auto mustAttack = refused(state, "vm_pass", "blue");
  CHECK(mustAttack.message == "hex 1 may be designated: the Attacker must attack (Resolving a Battle)");
  for (int hex = 1; hex <= 14; ++hex) setValue(state, "control.h" + std::to_string(hex), word("blue"));
  setValue(state, "fortress_reserve", num(0));
  accept(state, "vm_pass", "blue");
  CHECK(text(state, "attacker") == "white");
}

TEST_CASE("Typed-in component values the rules cannot have are refused at use, naming the chart entry", "[vendee][battle]") {
  GameState state = roundOne();
  accept(state, "chart", "", {{"table", word("hex_draws")}, {"row", num(7)}, {"column", word("white")},
                              {"draw_white", num(-1)}, {"draw_blue", num(0)}});
  auto negative = refused(state, "vm_designate", "blue", {{"hex", num(7)}});
  CHECK(negative.message ==
        "Terrain hexes: cards drawn before a battle, Hex 7, Face showing White says White draws -1; a box holds 0 or more cards (correct the chart entry)");

  accept(state, "chart", "", {{"table", word("hex_draws")}, {"row", num(2)}, {"column", word("white")},
                              {"draw_white", num(0)}, {"draw_blue", num(0)}});
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  accept(state, "vm_play", "blue", {{"value", num(1)}, {"type", word("military")}});
  accept(state, "vm_play", "white", {{"value", num(2)}, {"type", word("military")}});
  accept(state, "chart", "", {{"table", word("generals")}, {"row", num(1)}, {"column", word("blue")},
                              {"name", word("Test general")}, {"sv", num(6)}});
  auto sv = refused(state, "vm_general", "blue", {{"die", num(1)}});
  CHECK(sv.message == "generals row 1, column blue gives a Strategic Value of 6; it runs from 1 to 4 (Generals) (correct "
                      "the chart entry)");
}

TEST_CASE("Books corrected beyond what the rules reach make an action refused, not the program stop", "[vendee][battle]") {
  GameState state = roundOne();
  accept(state, "chart", "", {{"table", word("hex_draws")}, {"row", num(2)}, {"column", word("white")},
                              {"draw_white", num(5)}, {"draw_blue", num(0)}});
  setValue(state, "hand.white", num(50));
  auto overflow = refused(state, "vm_designate", "blue", {{"hex", num(2)}});
  CHECK(overflow.code == ActionError::Code::NotAllowed);
  CHECK_THAT(overflow.message, Catch::Contains("Hand, Whites (Vendéens)"));
  CHECK_THAT(overflow.message, Catch::Contains("correct them (set) first"));
}

TEST_CASE("Virée de Galerne: a card adds hex 15, 16 or 17 to the board, Blue side up (A19) (L202)", "[vendee][battle]") {
  GameState state = battleReady();
  accept(state, "vm_designate", "blue", {{"hex", num(2)}});
  accept(state, "vm_play", "blue", {{"value", num(2)}, {"type", word("territory")}, {"text", word("viree_de_galerne")}});
  auto notGalerne = refused(state, "vm_add_hex", "blue", {{"hex", num(14)}});
  CHECK(notGalerne.message == "the extension hex added, Blue side up: 14 is out of range; expected 15 to 17");
  accept(state, "vm_add_hex", "blue", {{"hex", num(16)}});
  CHECK(text(state, "control.h16") == "blue");
  CHECK(text(state, "control.h15") == "none");
  accept(state, "vm_play", "white", {{"value", num(3)}, {"type", word("territory")}, {"text", word("viree_de_galerne")}});
  auto twice = refused(state, "vm_add_hex", "white", {{"hex", num(16)}});
  CHECK(twice.message == "hex 16 is already on the board");
  accept(state, "vm_cannot_outbid", "blue");
  // Now a hex like the others: a target, and 2 VP for its controller.
  accept(state, "vm_designate", "white", {{"hex", num(16)}});
  auto report = findRuleModule("vendee-militaire")->victory(game(), state);
  CHECK(report.sides[1].breakdown.front().first == "8 hexes controlled × 2 VP");
}

TEST_CASE("A reshuffle count is refused for a side that draws nothing on the hex", "[vendee][battle]") {
  GameState state = roundOne();
  auto none = refused(state, "vm_designate", "blue", {{"hex", num(10)}, {"set_aside_blue", num(0)}});
  CHECK(none.message == "Unique Events set aside: Blue draws no card on this hex");
}
