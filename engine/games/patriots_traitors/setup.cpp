// Set-up (5): who plays which faction and where they sit, and the starting hands.

#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"
#include "cubes.hpp"
#include "draws.hpp"

#include <algorithm>
#include <set>

namespace adc::patriots {

Result applySetup(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"seating", "first_game"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") != "setup") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the factions are already seated (5)")));
  }
  auto seating = listArgument(action, "seating");
  auto firstGame = flagArgument(action, "first_game");
  if (!firstGame) return unexpected(firstGame.error());
  auto players = changes.number("players");
  if (static_cast<std::int64_t>(seating.size()) != players) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "seating: this is a {} player game; name {} factions in clockwise order, not {}",
                                  players, players, seating.size()),
                             "seating"));
  }
  std::set<std::string> distinct;
  for (const auto& faction : seating) {
    if (std::find(factions().begin(), factions().end(), faction) == factions().end()) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               sayf(data, "seating: no faction {}; the factions are cordeliers, jacobins, girondins, feuillants, royalists",
                                    quoteInput(faction)),
                               "seating"));
    }
    if (!distinct.insert(faction).second) {
      return unexpected(refuse(ActionError::Code::BadArgument, sayf(data, "seating: {} is named twice", faction), "seating"));
    }
    // "Only in a 5 player game: Purple for the Ultra-Conservative Royalists" (5).
    if (faction == "royalists" && players != 5) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "seating: the Royalists play only in a 5 player game (5)"), "seating"));
    }
  }
  std::string line;
  for (std::size_t seat = 0; seat < seating.size(); ++seat) {
    stage(changes, "in_play." + seating[seat], Value{true});
    stage(changes, "seat." + seating[seat], Value{static_cast<std::int64_t>(seat + 1)});
    line = line.empty() ? factionName(data, seating[seat]) : sayf(data, "{}, {}", line, factionName(data, seating[seat]));
  }
  if (*firstGame) {
    // "If this is your first game we suggest you only use the Law cards LC01 to LC10" (5.9).
    for (int law = 11; law <= 21; ++law) putCard(changes, "lc" + std::to_string(law), "out");
    stage(changes, "first_game", Value{true});
  }
  stage(changes, "stage", Value{std::string("deal")});
  changes.commit(state);
  showStep(data, state, "deal");
  return Applied{"5, 6",
                 *firstGame ? sayf(data, "Seated clockwise: {}; first game: Law cards LC01-LC10 only (5.9); each faction: 13 cubes in the pile, 17 in the stock (5.1)", line)
                            : sayf(data, "Seated clockwise: {}; each faction: 13 cubes in the pile, 17 in the stock (5.1)", line),
                 std::nullopt, action};
}

Result applyDeal(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"cards", "place"})) return unexpected(*problem);
  StateChanges changes(data, state);
  if (changes.text("stage") != "deal") {
    auto refusal = refuse(ActionError::Code::NotAllowed, say(data, "the starting hands are dealt once, after the seating (5.11)"));
    if (changes.text("stage") == "setup") return unexpected(std::move(refusal).pointing(WayForward::action("pt_setup")));
    return unexpected(refusal);
  }
  auto faction = actingFaction(changes, action);
  if (!faction) return unexpected(faction.error());
  if (changes.flag("acted." + *faction)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the {} has drawn a starting hand already (5.11)", factionName(data, *faction)), "side"));
  }
  auto cards = listArgument(action, "cards");
  if (cards.size() != 4) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "cards: each player draws 4 cards (5.11); {} entered", cards.size()),
                             "cards"));
  }
  std::int64_t immediates = 0;
  auto line = drawCards(data, state, changes, *faction, cards, DrawLimits{4, 4, true, false}, &immediates);
  if (!line) return unexpected(line.error());
  // "For each card, he may place an influence cube from his pile" (5 ATTENTION).
  auto places = listArgument(action, "place");
  if (static_cast<std::int64_t>(places.size()) > immediates) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             immediates == 1
                                 ? say(data, "place: 1 cube may be placed for each immediate card discarded from the starting hand (5 ATTENTION); there is 1")
                                 : sayf(data, "place: 1 cube may be placed for each immediate card discarded from the starting hand (5 ATTENTION); there are {}", immediates),
                             "place"));
  }
  for (const auto& place : places) {
    if (auto problem = moveCubes(data, changes, *faction, 1, "pile", place)) {
      problem->argument = "place";
      return unexpected(*problem);
    }
    *line += sayf(data, "; 1 cube pile → {} (5 ATTENTION)", placeName(data, place));
  }
  stage(changes, "acted." + *faction, Value{true});
  bool everyone = true;
  for (const auto& other : factions()) {
    if (inPlay(changes, other) && !changes.flag("acted." + other)) everyone = false;
  }
  if (everyone) {
    for (const auto& other : factions()) stage(changes, "acted." + other, Value{false});
    stage(changes, "stage", Value{std::string("round_start")});
  }
  changes.commit(state);
  if (everyone) showStep(data, state, "round_start");
  return Applied{"5.11, 5 ATTENTION", sayf(data, "{} starting hand: {}", factionName(data, *faction), *line), std::nullopt, action};
}

}  // namespace adc::patriots
