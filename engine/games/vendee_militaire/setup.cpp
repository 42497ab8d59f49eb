// Set-up [L48-L66] and the Random Setup variant [L246]: which face each starting hex
// shows, and the Fortress tokens placed by the players in the variant.

#include "actions.hpp"

#include "adc/dice.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"

#include <algorithm>
#include <set>

namespace adc::vendee {

namespace {

// Standard set-up: the starting faces are in the set-up illustration, which the text
// lacks (A1): read them from the hex_start table, the players' chart filling the gaps.
Result setupStandard(const GameData& data, GameState& state, const Action& action, StateChanges& changes) {
  if (action.arg("white")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "white: only the Random Setup chooses the White hexes (Random Setup); the standard set-up places them as illustrated, read from your chart (Setup I)"),
                             "white"));
  }
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  std::string white, blue;
  for (int hex = firstHex; hex <= lastStartingHex; ++hex) {
    auto cell = componentCell(data, state, "hex_start", std::to_string(hex), "");
    if (!cell) return unexpected(cell.error());
    auto face = toDisplayString(cell->front());
    if (face != "white" && face != "blue") {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "{} says '{}'; a starting hex shows its white or its blue face (correct the chart entry)",
                                    cellName(data, CellRef{"hex_start", std::to_string(hex), ""}), face)));
    }
    // A Fortress token shows its hex's controller (Setup II [L54]; End of a Battle III [L173]).
    auto fortress = changes.text(hexKey("fortress", hex));
    if (fortress != "none" && fortress != face) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "hex {} carries a {} Fortress token (Setup II) but the chart says it starts {}; correct the chart's entry for hex {}",
                                    hex, capitalised(data, fortress), capitalised(data, face), hex)));
    }
    stage(changes, hexKey("control", hex), Value{face});
    auto& list = face == "white" ? white : blue;
    list += (list.empty() ? "" : ", ") + std::to_string(hex);
  }
  stage(changes, "stage", Value{std::string("draw")});
  changes.commit(state);
  showStep(data, state, "draw");
  return Applied{"Setup I-II",
                 sayf(data, "Set-up: White hexes {}; Blue hexes {}; hexes 15-17 set aside; Fortress tokens on 3, 11 (Blue) and 5, 10 (White), {} in the reserve",
                      white, blue, changes.number("fortress_reserve")),
                 std::nullopt, action};
}

// Random Setup: 7 hexes White side up, 7 Blue [L246]. The players shuffle the real
// hexes and say which show White, or the app draws them with its seeded dice; either
// way the action records the list, so a replay places the same hexes.
Result setupRandom(const GameData& data, GameState& state, const Action& action, StateChanges& changes) {
  if (auto problem = onlyArguments(action, {"white", "drawn"})) return unexpected(*problem);
  auto listed = numberListArgument(data, action, "white");
  if (!listed) return unexpected(listed.error());
  // "drawn": the log's record of hexes the app drew; a replay draws again and must agree.
  auto drawn = flagArgument(action, "drawn");
  if (!drawn) return unexpected(drawn.error());
  std::vector<std::int64_t> white;
  Action recorded = action;
  std::uint64_t rng = state.rng;
  if (*listed && !*drawn) {
    white = **listed;
    std::set<std::int64_t> distinct(white.begin(), white.end());
    if (white.size() != 7 || distinct.size() != 7) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               distinct.size() == 1
                                   ? sayf(data, "white: the Random Setup places exactly 7 different hexes White side up (Random Setup); {} different hex was given",
                                          distinct.size())
                                   : sayf(data, "white: the Random Setup places exactly 7 different hexes White side up (Random Setup); {} different hexes were given",
                                          distinct.size()),
                               "white"));
    }
    for (auto hex : white) {
      if (hex < firstHex || hex > lastStartingHex) {
        return unexpected(refuse(ActionError::Code::OutOfRange,
                                 sayf(data, "white: hex {} is not a starting hex; expected 1 to 14", hex),
                                 "white"));
      }
    }
  } else {
    std::vector<std::int64_t> pool;
    for (int hex = firstHex; hex <= lastStartingHex; ++hex) pool.push_back(hex);
    DiceRoller roller(state.rng);
    for (int i = 0; i < 7; ++i) {
      auto pick = roller.between(0, static_cast<std::int64_t>(pool.size()) - 1);
      white.push_back(pool[static_cast<std::size_t>(pick)]);
      pool.erase(pool.begin() + pick);
    }
    rng = roller.state();
    std::sort(white.begin(), white.end());
    if (*listed) {
      auto logged = **listed;
      std::sort(logged.begin(), logged.end());
      if (logged != white) {
        return unexpected(refuse(ActionError::Code::LogMismatch,
                                 sayf(data, "the log says the app drew {} but its dice replay as {}; the save was edited or made by another generator",
                                      toDisplayString(Value{DiceFaces(logged)}), toDisplayString(Value{DiceFaces(white)})),
                                 "white"));
      }
    }
    recorded.args["drawn"] = Value{true};
  }
  std::sort(white.begin(), white.end());
  recorded.args["white"] = DiceFaces(white);
  std::string whiteText, blueText;
  for (int hex = firstHex; hex <= lastStartingHex; ++hex) {
    bool isWhite = std::find(white.begin(), white.end(), hex) != white.end();
    stage(changes, hexKey("control", hex), Value{std::string(isWhite ? "white" : "blue")});
    auto& text = isWhite ? whiteText : blueText;
    text += (text.empty() ? "" : ", ") + std::to_string(hex);
  }
  stage(changes, "stage", Value{std::string("fortresses")});
  changes.commit(state);
  state.rng = rng;
  showStep(data, state, "fortresses");
  return Applied{"Random Setup",
                 sayf(data, "Random Setup: White side up {}; Blue side up {}; Blue now places 2 Fortress tokens, then White",
                      whiteText, blueText),
                 std::nullopt, recorded};
}

std::int64_t fortressesOf(const StateChanges& changes, std::string_view side) {
  std::int64_t count = 0;
  for (int hex = firstHex; hex <= lastHex; ++hex) count += changes.text(hexKey("fortress", hex)) == side;
  return count;
}

}  // namespace

Result applySetup(const GameData& data, GameState& state, const Action& action) {
  StateChanges changes(data, state);
  if (changes.text("stage") != "setup") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the hexes are already placed; set-up is done once")));
  }
  if (changes.text("setup_mode") == "random") return setupRandom(data, state, action, changes);
  return setupStandard(data, state, action, changes);
}

Result applyFortify(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"hex"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") != "fortresses") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "Fortress tokens are placed by the players only during the Random Setup")));
  }
  auto side = actingSide(data, action);
  if (!side) return unexpected(side.error());
  auto hex = numberArgument(action, "hex", firstHex, lastStartingHex, true);
  if (!hex) return unexpected(hex.error());
  auto blueDone = fortressesOf(changes, "blue");
  auto whiteDone = fortressesOf(changes, "white");
  // "Each player places 2 Fortress tokens ... starting with the Blue player" [L246].
  if (*side == "white" && blueDone < 2) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the Blue player places their 2 Fortress tokens first (Random Setup)"), "side"));
  }
  if ((*side == "blue" ? blueDone : whiteDone) >= 2) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has placed both of their Fortress tokens (Random Setup)", capitalised(data, *side)), "side"));
  }
  auto where = **hex;
  if (changes.text(hexKey("control", where)) != *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} shows its {} face; {} fortifies only hexes they control (Random Setup)", where,
                                  capitalised(data, changes.text(hexKey("control", where))), capitalised(data, *side)),
                             "hex"));
  }
  if (changes.text(hexKey("fortress", where)) != "none") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "hex {} already carries a Fortress token", where), "hex"));
  }
  stage(changes, hexKey("fortress", where), Value{*side});
  stageAdd(changes, "fortress_reserve", -1);
  bool done = fortressesOf(changes, "white") == 2 && fortressesOf(changes, "blue") == 2;
  if (done) stage(changes, "stage", Value{std::string("draw")});
  changes.commit(state);
  showStep(data, state, done ? "draw" : "fortresses");
  return Applied{"Random Setup",
                 sayf(data, "{} places a Fortress token on hex {} ({} left in the reserve)", capitalised(data, *side), where,
                      changes.number("fortress_reserve")),
                 std::nullopt, action};
}

}  // namespace adc::vendee
