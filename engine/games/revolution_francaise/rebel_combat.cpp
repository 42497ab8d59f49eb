// The military coup's combat in Paris (12.3.3): once the interceptions are over, the rebel
// armies (marked when they marched, 12.3.2) must "win a combat over any other army present
// in Paris as well as over the Commune". Each combat is one roll on the 13-14 column
// (9.6): the side with more armies attacks, the rebels on a tie, and may shift the roll by
// its excess. One combat eliminates at most one army (A39), so the rebels fight until no
// other army and no Commune is left; a combat they do not win (B, or a rebel army lost)
// ends the coup as a failure (A89). Winning the last one installs the coup's regime.
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"

#include "adc/resolution.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::revolution {

namespace {

struct Forces {
  std::vector<std::string> rebels;  // regular army ids, "volunteer"
  std::vector<std::string> others;  // regular army ids, "volunteer", "commune", Allied and Catholic and Royal ids
};

Forces forcesInParis(const Books& books) {
  Forces forces;
  for (const auto& army : regularArmies()) {
    if (!armyIn(books, army, "paris")) continue;
    (books.flag("rebel." + army) ? forces.rebels : forces.others).push_back(army);
  }
  const auto volunteers = books.number("volunteers.paris");
  const auto rebelVolunteers = std::min(volunteers, books.number("rebel_volunteers"));
  for (std::int64_t i = 0; i < volunteers; ++i) (i < rebelVolunteers ? forces.rebels : forces.others).push_back("volunteer");
  if (books.flag("commune_raised")) forces.others.push_back("commune");
  // A Royalist coup's rebels are the Crown's friends (12.3.2); any other's fight them too.
  if (books.text("rebel_current") != "royalist") {
    for (const auto& army : alliedArmies()) {
      if (armyIn(books, army, "paris")) forces.others.push_back(army);
    }
    for (const auto& army : royalArmies()) {
      if (armyIn(books, army, "paris") && !books.flag("cr_hiding." + army)) forces.others.push_back(army);
    }
  }
  return forces;
}

}  // namespace

std::string counterName(const GameData& data, const std::string& counter) {
  if (counter == "volunteer") return say(data, "a volunteer army");
  if (counter == "commune") return say(data, "the Commune");
  return itemName(data, "army", counter);
}

std::vector<NamedWord> rebelCombatLossChoices(const GameData& data, const Books& books) {
  auto forces = forcesInParis(books);
  std::vector<NamedWord> choices;
  for (auto* pieces : {&forces.rebels, &forces.others}) {
    std::sort(pieces->begin(), pieces->end());
    pieces->erase(std::unique(pieces->begin(), pieces->end()), pieces->end());
    for (const auto& piece : *pieces) choices.push_back({piece, counterName(data, piece)});
  }
  return choices;
}

bool rebelsInParis(const Books& books) {
  return books.text("rebel_current") != "none" && !forcesInParis(books).rebels.empty();
}

Result applyRebelCombat(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"region", "roll", "shift", "lose"})) return unexpected(*problem);
  Books books(data, state);
  const auto rebelCurrent = books.text("rebel_current");
  auto side = actingSide(data, action, {"government", rebelCurrent});
  if (!side) return unexpected(side.error());
  auto forces = forcesInParis(books);
  if (forces.others.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "no other army and no Commune stands in Paris: the rebels hold it: the military coup is won (12.3.3)"),
                             "region")
                          .pointing(WayForward::action("rf_coup")));
  }
  const bool rebelsAttack = forces.rebels.size() >= forces.others.size();  // the rebels on a tie (A89)
  const std::string roller = rebelsAttack ? rebelCurrent : std::string("government");
  if (*side != roller) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the attacker rolls: the {} ({} rebel against {}) (9.6, 12.3.3)", sideName(data, roller),
                                  forces.rebels.size(), forces.others.size()),
                             "side"));
  }
  const auto excess = static_cast<std::int64_t>(rebelsAttack ? forces.rebels.size() - forces.others.size()
                                                             : forces.others.size() - forces.rebels.size());
  auto faces = diceArgument(action, "roll", 2);
  if (!faces) return unexpected(faces.error());
  if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll (9.6)"), "roll"));
  auto shift = numberArgument(action, "shift", -excess, excess, false);
  if (!shift) return unexpected(shift.error());
  const Procedure* procedure = data.findProcedure("combat_roll");
  if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure combat_roll");
  std::map<std::string, Value> inputs{{"roll", DiceFaces{(*faces)[0], (*faces)[1]}},
                                      {"excess", excess},
                                      {"shift", shift->value_or(0)},
                                      {"carnot", std::int64_t{0}}};
  auto resolution = resolve(data, *procedure, inputs, *side, state, gameCharts(data, state));
  if (!resolution) return unexpected(resolution.error());
  books.set("combat_turn", books.turn());  // no movement after the first combat (9.5)
  const bool defenderLoses = resolution->outcomeId == "defender_loses";
  const bool attackerLoses = resolution->outcomeId == "attacker_loses";
  const bool rebelsWin = (rebelsAttack && defenderLoses) || (!rebelsAttack && attackerLoses);
  std::string summary = sayf(data, "The coup's combat in Paris: {} rebel against {}, {}", forces.rebels.size(),
                              forces.others.size(), resolution->outcome);
  if (defenderLoses || attackerLoses) {
    auto& losers = rebelsWin ? forces.others : forces.rebels;
    std::vector<std::string> choices = losers;
    std::sort(choices.begin(), choices.end());
    choices.erase(std::unique(choices.begin(), choices.end()), choices.end());
    // The owner chooses (9.6); with one kind of piece, there is nothing to choose.
    auto lose = choices.size() == 1 && !action.arg("lose") ? Expected<std::string, ActionError>(choices.front())
                                                           : wordArgument(action, "lose", choices);
    if (!lose) return unexpected(lose.error());
    if (*lose == "volunteer") {
      books.add("volunteers.paris", -1);
      if (!rebelsWin) books.add("rebel_volunteers", -1);
    } else if (*lose == "commune") {
      books.set("commune_raised", false);
      books.set("commune_controller", std::string("none"));
      books.set("commune_army_eliminated_turn", state.turn);
    } else {
      books.set("army_at." + *lose, std::string("eliminated"));
      books.set("rebel." + *lose, false);
    }
    summary += sayf(data, "; {} is eliminated", counterName(data, *lose));
    losers.erase(std::find(losers.begin(), losers.end(), *lose));
  }
  if (!rebelsWin) {
    summary += say(data, "; the rebels have not won: the coup fails");
    if (auto problem = endMilitaryCoup(books, false)) return unexpected(*problem);
  } else if (forces.others.empty()) {
    summary += say(data, "; nothing stands against the rebels in Paris: the coup succeeds");
    if (auto problem = endMilitaryCoup(books, true)) return unexpected(*problem);
  } else {
    summary += sayf(data, "; {} more to beat (12.3.3)", forces.others.size());
  }
  return books.finish(state, action, "12.3.3", summary);
}

}  // namespace adc::revolution
