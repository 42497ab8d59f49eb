// Optional rules 15.1.1 and 15.1.2: the army-return rolls. At the very start of the
// Military Phase the Royalist rolls one die for the eliminated Catholic and Royal armies
// ("regardless of how many armies have been eliminated"), one for both Austrian armies
// (Cobourg's and Wurmser's) and one for Brunswick's. A 6 makes one eliminated army of that
// roll available again: it goes back off the map, from where rf_raise_army (9.3.2) or
// rf_allied_entry (9.3.1) places it under the normal rules, at this reinforcement phase
// or a later one. Each roll is made once a turn and only while its group has an
// eliminated army (A69).
#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "new_armies.hpp"
#include "step_guard.hpp"

#include <algorithm>

namespace adc::revolution {

namespace {

struct ReturnRoll {
  std::string id;
  std::string rule;
  std::string option;  // the game.toml value saying the optional rule is in play
  std::vector<std::string> armies;
};

const std::vector<ReturnRoll>& returnRolls() {
  static const std::vector<ReturnRoll> all{
      {"catholic_and_royal", "15.1.1", "option_cr_return", {"armee_catholique", "armee_centre", "armee_retz"}},
      {"austrian", "15.1.2", "option_allied_return", {"cobourg", "wurmser"}},
      {"brunswick", "15.1.2", "option_allied_return", {"brunswick"}},
  };
  return all;
}

// The armies a roll is for, as a sentence names them, with the article ("the Catholic and
// Royal armies"): the French sentences place it where no preposition contracts with it.
std::string groupPhrase(const GameData& data, const std::string& roll) {
  if (roll == "catholic_and_royal") return say(data, "the Catholic and Royal armies");
  if (roll == "austrian") return say(data, "both Austrian armies");
  return say(data, "Brunswick's Army");
}

std::vector<std::string> rollIds() {
  std::vector<std::string> ids;
  for (const auto& roll : returnRolls()) ids.push_back(roll.id);
  return ids;
}

std::vector<std::string> armyIds(const GameData& data) {
  const auto* armies = data.findCollection("army");
  return armies ? armies->items : std::vector<std::string>{};
}

}  // namespace

Result applyArmyReturn(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"roll", "die", "army"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"royalist"});
  if (!side) return unexpected(side.error());
  auto rollId = wordArgument(action, "roll", rollIds());
  if (!rollId) return unexpected(rollId.error());
  auto die = numberArgument(action, "die", 1, 6, true);
  if (!die) return unexpected(die.error());
  auto named = wordArgument(action, "army", armyIds(data), false);
  if (!named) return unexpected(named.error());
  const auto& roll = *std::find_if(returnRolls().begin(), returnRolls().end(),
                                   [&](const ReturnRoll& r) { return r.id == *rollId; });
  const std::string group = groupPhrase(data, roll.id);
  if (auto problem = requireStep(data, state, "military.army_return", say(data, "The army-return roll"))) {
    return unexpected(*problem);
  }
  Books books(data, state);
  if (!books.flag(roll.option)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the return of {} is optional rule {} ('{}'), not in play in this game", group,
                                  roll.rule, slotName(data, roll.option)),
                             "roll"));
  }
  if (books.number("army_return_turn." + roll.id) == state.turn) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the Royalist has already rolled for {} this turn ({}: one die)", group, roll.rule),
                             "roll"));
  }
  std::vector<std::string> eliminated;
  for (const auto& army : roll.armies) {
    if (books.text("army_at." + army) == "eliminated") eliminated.push_back(army);
  }
  if (eliminated.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "none of {} has been eliminated: there is nothing to bring back ({})", group,
                                  roll.rule),
                             "roll"));
  }
  if (!named->empty() && std::find(roll.armies.begin(), roll.armies.end(), *named) == roll.armies.end()) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{} is not one of {} ({})", itemName(data, "army", *named), group, roll.rule),
                             "army"));
  }
  if (**die != 6 && !named->empty()) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "only a 6 brings an army back ({}): name no army", roll.rule), "army"));
  }
  books.set("army_return_turn." + roll.id, state.turn);
  if (**die != 6) {
    return books.finish(state, action, roll.rule,
                        sayf(data, "Army return: the Royalist rolls {} for {}: no army returns this turn", **die, group));
  }
  std::string army = *named;
  if (army.empty()) {
    if (eliminated.size() > 1) {
      std::string choices;
      for (const auto& each : eliminated) {
        choices = choices.empty() ? itemName(data, "army", each)
                                  : sayf(data, "{} or {}", choices, itemName(data, "army", each));
      }
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data, "a 6: one eliminated army returns; the Royalist names it: {} ({})", choices, roll.rule),
                               "army"));
    }
    army = eliminated.front();
  }
  if (std::find(eliminated.begin(), eliminated.end(), army) == eliminated.end()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has not been eliminated (it is {}): only an eliminated army returns ({})",
                                  itemName(data, "army", army), armyWhereabouts(data, books.text("army_at." + army)),
                                  roll.rule),
                             "army"));
  }
  books.set("army_at." + army, std::string("off_map"));
  books.set("cr_hiding." + army, false);
  const bool royal = roll.id == "catholic_and_royal";
  return books.finish(state, action, roll.rule,
                      royal ? sayf(data, "Army return: the Royalist rolls {} for {}: {} is available again; the Royalist may raise it at this reinforcement phase or a later one (Raise a Catholic and Royal army, 9.3.2)",
                                   **die, group, itemName(data, "army", army))
                            : sayf(data, "Army return: the Royalist rolls {} for {}: {} is available again; it enters again with the Coalition's reinforcements (Allied reinforcements, 9.3.1)",
                                   **die, group, itemName(data, "army", army)));
}

}  // namespace adc::revolution
