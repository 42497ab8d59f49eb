#include "battle_end.hpp"

#include "adc/game_texts.hpp"
#include "cards.hpp"
#include "targets.hpp"

namespace adc::vendee {

std::string hexOutcome(StateChanges& changes, std::string_view winner, std::string_view attacker, std::int64_t hex) {
  const GameData& data = changes.data();
  // "If the Defender wins, nothing happens" [L165]. The Definitions say control changes
  // when "a player" wins on an enemy hex without a Fortress [L74], which would flip a
  // failed fortify attempt; the specific rule of the End of a Battle wins (A6).
  if (winner != attacker) return sayf(data, "the Defender wins: nothing happens on hex {} (End of a Battle)", hex);
  const std::string defender = opponent(attacker);
  auto control = changes.text(hexKey("control", hex));
  auto fortress = changes.text(hexKey("fortress", hex));
  // The hex is judged as it stands at the end of the battle (A33).
  if (control == defender && fortress == "none") {
    stage(changes, hexKey("control", hex), Value{std::string(attacker)});
    return sayf(data, "flip hex {} to its {} side (End of a Battle I)", hex, capitalised(data, attacker));
  }
  if (control == defender && fortress != "none") {
    stage(changes, hexKey("fortress", hex), Value{std::string("none")});
    stageAdd(changes, "fortress_reserve", 1);
    return sayf(data,
                "return the Fortress token of hex {} to the common reserve; control does not change (End of a Battle II)",
                hex);
  }
  if (control == attacker && fortress == "none") {
    // The reserve held a token when the hex was designated [L132]; no known card takes
    // one mid-battle, but if the reserve is empty now no token can be placed (A34).
    if (changes.number("fortress_reserve") < 1) {
      return sayf(data, "no Fortress token is left in the reserve, so none is placed on hex {}", hex);
    }
    stage(changes, hexKey("fortress", hex), Value{std::string(attacker)});
    stageAdd(changes, "fortress_reserve", -1);
    return sayf(data, "place a {} Fortress token on hex {} (End of a Battle III)", capitalised(data, attacker), hex);
  }
  return sayf(data, "hex {} is the Attacker's and fortified: nothing changes", hex);
}

namespace {

// The End-of-game marker [L175-L177]: one step per battle whatever the number of such
// cards; only the winner's cards count, only those not cancelled (A13); a winner who
// played both a +1 Round and a -1 Round card leaves the marker where it is (A13).
std::string moveEndMarker(StateChanges& changes, std::string_view winner) {
  bool plus = changes.number("plus_round." + std::string(winner)) > 0;
  bool minus = changes.number("minus_round." + std::string(winner)) > 0;
  const GameData& data = changes.data();
  auto before = changes.number("end_marker");
  if (plus && minus) {
    return sayf(data, "; the winner's +1 Round and -1 Round cards cancel out: the End-of-game marker stays on {}", before);
  }
  if (!plus && !minus) return "";
  stageAdd(changes, "end_marker", plus ? 1 : -1);  // a clamped track: 3 to 6 rounds
  auto after = changes.number("end_marker");
  if (after == before) {
    return plus ? sayf(data, "; the End-of-game marker is already on {} (maximum 6 rounds; End of a Battle)", before)
                : sayf(data, "; the End-of-game marker is already on {} (minimum 3 rounds; End of a Battle)", before);
  }
  return plus ? sayf(data, "; move the End-of-game marker from {} to {} (+1 Round; End of a Battle)", before, after)
              : sayf(data, "; move the End-of-game marker from {} to {} (-1 Round; End of a Battle)", before, after);
}

bool someHandEmpty(const StateChanges& changes, const GameData& data) {
  if (fourPlayer(changes)) {
    // Four players: the round ends when any one player has no cards left [L254].
    for (const auto& seat : seats()) {
      if (changes.number("seat_hand." + seat) == 0) return true;
    }
    return false;
  }
  for (const auto& side : data.sides) {
    if (changes.number("hand." + side.id) == 0) return true;
  }
  return false;
}

}  // namespace

BattleEnd finishBattle(StateChanges& changes, const GameData& data, std::string_view winner) {
  const std::string attacker = changes.text("attacker");
  const auto hex = changes.number("battle_hex");
  BattleEnd end;
  end.journal = sayf(data, "{} wins the battle on hex {}: {}", capitalised(data, winner), hex,
                     hexOutcome(changes, winner, attacker, hex)) +
                moveEndMarker(changes, winner);
  // The cards played go to the discard pile, Unique Events set aside (A38, A15).
  for (const auto& side : data.sides) {
    clearTable(changes, side.id);
    stage(changes, "plus_round." + side.id, Value{std::int64_t{0}});
    stage(changes, "minus_round." + side.id, Value{std::int64_t{0}});
  }
  stage(changes, "battle_hex", Value{std::int64_t{0}});
  stage(changes, "to_play", Value{std::string("none")});
  stage(changes, "stand_total", Value{std::int64_t{0}});
  stage(changes, "stand_type", Value{std::string("none")});
  stage(changes, "stand_side", Value{std::string("none")});
  stage(changes, "stand_cards", Value{std::int64_t{0}});
  stage(changes, "stand_unique", Value{std::int64_t{0}});
  stage(changes, "stand_plus_round", Value{false});
  stage(changes, "stand_minus_round", Value{false});
  stage(changes, "stand_text", Value{std::string("none")});
  stage(changes, "cancellable", Value{false});
  stage(changes, "prev_total", Value{std::int64_t{0}});
  stage(changes, "prev_type", Value{std::string("none")});
  stage(changes, "prev_side", Value{std::string("none")});
  end.journal += say(data, "; take back your Battle marker");

  if (someHandEmpty(changes, data)) {
    // "A round ends when, at the end of a battle, one of the players has no cards left
    // in hand. The other player discards their remaining cards." [L183]
    auto discarded = discardHands(changes, data);
    end.journal += discarded.empty() ? std::string(say(data, ". A hand is empty: round over (End of Round and End of Game)"))
                                     : sayf(data, ". A hand is empty: round over; {} (End of Round and End of Game)", discarded);
    if (fourPlayer(changes)) {
      // "At the end of each round, the token turns clockwise" [L250].
      auto next = nextSeat(changes.text("first_player"));
      stage(changes, "first_player", Value{next});
      end.journal += sayf(data, "; the First Player token passes to {} (Four-Player Variant)", seatName(data, next));
    }
    end.stage = "round_over";
  } else {
    // "Otherwise, the Defender becomes the Attacker" [L179].
    auto next = opponent(attacker);
    stage(changes, "attacker", Value{next});
    end.journal += sayf(data, ". {} attacks next (End of a Battle)", capitalised(data, next));
    if (fourPlayer(changes)) {
      // Four players: the next battle is started by the next player clockwise, who is on
      // the other side, as the Defender becomes the Attacker in the two-player game (A21).
      auto seat = nextSeat(changes.text("attacker_seat"));
      stage(changes, "attacker_seat", Value{seat});
      // The seat's name carries its side in brackets: after a comma, never brackets within brackets.
      end.journal += sayf(data, ", {}", seatName(data, seat));
    }
    end.journal += say(data, ": ") + describeTargets(changes, next);
    end.stage = "designate";
  }
  stage(changes, "stage", Value{end.stage});
  return end;
}

}  // namespace adc::vendee
