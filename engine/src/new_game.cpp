#include "adc/new_game.hpp"

#include "adc/text_checks.hpp"

#include <set>

namespace adc {

namespace {

std::string playersWord(int count) { return std::to_string(count) + (count == 1 ? " player" : " players"); }

}  // namespace

int countPlayers(const Setup& setup) {
  std::set<std::string> names;
  for (const auto& player : setup.players) {
    if (!player.name.empty()) names.insert(player.name);
  }
  return static_cast<int>(names.size());
}

std::optional<std::string> checkPlayerCount(const GameData& data, const Setup& setup) {
  const int named = countPlayers(setup);
  const std::string are = named == 1 ? " is named" : " are named";
  if (named < data.minPlayers) {
    return data.name + " needs at least " + playersWord(data.minPlayers) + "; " + std::to_string(named) + are;
  }
  if (named > data.maxPlayers) {
    return data.name + " is for at most " + playersWord(data.maxPlayers) + "; " + std::to_string(named) + are;
  }
  return std::nullopt;
}

const Opening* findOpening(const GameData& data) {
  const RuleModule* module = findRuleModule(data.id);
  return module && module->opening ? &*module->opening : nullptr;
}

Expected<GameSession, std::string> startSession(std::shared_ptr<const GameData> data, const Setup& setup,
                                                const std::map<std::string, Value>& options) {
  if (auto problem = validateSetup(*data, setup)) return unexpected(*problem);
  for (const auto& player : setup.players) {
    if (player.name.empty()) return unexpected("the " + data->findSide(player.side)->name + " has a player without a name");
  }
  if (auto problem = checkPlayerCount(*data, setup)) return unexpected(*problem);
  // A pair of powers is held by one player or shared by two (Grand Siècle 1.0, 9.2):
  // never left without one.
  for (const auto& side : data->sides) {
    if (side.partner.empty()) continue;
    bool held = false;
    for (const auto& player : setup.players) held = held || player.side == side.id;
    if (!held) return unexpected("no player holds " + side.name + " (its pair is held by one player or shared by two)");
  }
  const Opening* opening = findOpening(*data);
  if (opening && opening->seating) {
    // One seat a player, one side a seat: the seating is the order of the players.
    std::set<std::string> names, sides;
    for (const auto& player : setup.players) {
      if (!names.insert(player.name).second) return unexpected(player.name + " sits at two seats; one seat a player");
      if (!sides.insert(player.side).second) {
        return unexpected("the " + data->findSide(player.side)->name + " is chosen at two seats; one side a seat");
      }
    }
    const Scenario* scenario = data->findScenario(setup.scenario);
    if (auto seats = opening->seats ? opening->seats(*scenario) : std::nullopt;
        seats && static_cast<int>(setup.players.size()) != *seats) {
      return unexpected(scenario->name + " seats " + playersWord(*seats) + "; " +
                        std::to_string(setup.players.size()) + " are seated");
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
