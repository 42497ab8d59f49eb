#include "adc/new_game.hpp"

#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <set>

namespace adc {

namespace {

std::string playersWord(const GameData& data, int count) {
  return count == 1 ? sayf(data, "{} player", count) : sayf(data, "{} players", count);
}

// "1 is named", "3 are named".
std::string namedWord(const GameData& data, int count) {
  return count == 1 ? sayf(data, "{} is named", count) : sayf(data, "{} are named", count);
}

}  // namespace

int countPlayers(const Setup& setup) {
  std::set<std::string> names;
  for (const auto& player : setup.players) {
    if (!player.name.empty()) names.insert(player.name);
  }
  return static_cast<int>(names.size());
}

int playersASideSeats(const GameData& data) {
  int played = 0;
  for (const auto& side : data.sides) played += side.played ? 1 : 0;
  return played == 0 ? 1 : std::max(1, (data.maxPlayers + played - 1) / played);
}

std::optional<std::string> checkPlayerCount(const GameData& data, const Setup& setup) {
  const int named = countPlayers(setup);
  if (named < data.minPlayers) {
    return sayf(data, "{} needs at least {}; {}", data.name, playersWord(data, data.minPlayers), namedWord(data, named));
  }
  if (named > data.maxPlayers) {
    return sayf(data, "{} is for at most {}; {}", data.name, playersWord(data, data.maxPlayers), namedWord(data, named));
  }
  return std::nullopt;
}

const Opening* findOpening(const GameData& data) {
  const RuleModule* module = findRuleModule(data.id);
  return module && module->opening ? &*module->opening : nullptr;
}

std::optional<SeatedScenario> scenarioOfSeats(const GameData& data, const Setup& setup) {
  const SeatsMakeScenario* seats = moduleSeatsMakeScenario(data.id);
  if (!seats) return std::nullopt;
  auto seated = (*seats)(data, setup);
  if (!seated || seated->scenario == setup.scenario || !data.findScenario(seated->scenario)) return std::nullopt;
  return seated;
}

Expected<GameSession, std::string> startSession(std::shared_ptr<const GameData> data, const Setup& chosen,
                                                const std::map<std::string, Value>& options) {
  Setup setup = chosen;
  if (auto seated = scenarioOfSeats(*data, chosen)) setup.scenario = seated->scenario;
  if (auto problem = validateSetup(*data, setup)) return unexpected(*problem);
  if (auto problem = checkPlayerCount(*data, setup)) return unexpected(*problem);
  // A pair of powers is held by one player or shared by two (Grand Siècle 1.0, 9.2):
  // never left without one.
  for (const auto& side : data->sides) {
    if (side.partner.empty()) continue;
    bool held = false;
    for (const auto& player : setup.players) held = held || player.side == side.id;
    if (!held) return unexpected(sayf(*data, "no player holds {} (its pair is held by one player or shared by two)", side.name));
  }
  const Opening* opening = findOpening(*data);
  if (opening && opening->seating) {
    // One seat a player, one side a seat: the seating is the order of the players.
    std::set<std::string> names, sides;
    for (const auto& player : setup.players) {
      if (!names.insert(player.name).second) return unexpected(sayf(*data, "{} sits at two seats; one seat a player", player.name));
      if (!sides.insert(player.side).second) {
        return unexpected(sayf(*data, "the {} is chosen at two seats; one side a seat", data->findSide(player.side)->name));
      }
    }
    const Scenario* scenario = data->findScenario(setup.scenario);
    if (auto seats = opening->seats ? opening->seats(*scenario) : std::nullopt;
        seats && static_cast<int>(setup.players.size()) != *seats) {
      return unexpected(sayf(*data, "{} seats {}; {} are seated", scenario->name, playersWord(*data, *seats),
                             setup.players.size()));
    }
  }
  GameSession session(data, setup);
  if (opening && opening->actions) {
    for (const auto& action : opening->actions(*data, setup, options)) {
      if (auto applied = session.perform(action); !applied) return unexpected(applied.error().message);
    }
  }
  return session;
}

}  // namespace adc
