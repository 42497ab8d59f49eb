// Combat (9.6): in a region holding enemy armies, the side with more armies attacks (the
// revolutionaries on a tie) and rolls; it may shift the roll by up to 1 per army in excess
// (a die modifier), Carnot giving the Government ±1 more (R.3.9.3); the roll is read on the
// 13-14 column through the data procedure combat_roll: A one defending army eliminated,
// B nothing, C one attacking army eliminated, the owner choosing which (`lose`). The
// Commune fights with the revolutionaries when the Allies or the Catholic and Royal armies
// enter Paris (9.9.2). Royalist Spoils (9.6.1). Revolutionary armies that entered the
// Paris box to suppress the Commune fight it alone (9.9.1: eliminating it suppresses it;
// Paris's control does not change). The armies escorting the kidnapped King destroyed, he
// is imprisoned again and tried next turn (11.3.1).
#include "actions.hpp"
#include "combat.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"
#include "regimes.hpp"

#include "adc/resolution.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::revolution {

namespace {

bool in(const Books& books, const std::string& army, const std::string& region) { return armyIn(books, army, region); }

// One of each kind of piece, for the owner to choose the one lost.
std::vector<std::string> distinct(std::vector<std::string> pieces) {
  std::sort(pieces.begin(), pieces.end());
  pieces.erase(std::unique(pieces.begin(), pieces.end()), pieces.end());
  return pieces;
}

}  // namespace

std::vector<NamedWord> combatLossChoices(const GameData& data, const GameState& state, const Action& action) {
  const auto region = action.text("region").value_or("");
  if (std::find(regions().begin(), regions().end(), region) == regions().end()) return {};
  const Books books(data, state);
  if (region == "paris" && rebelsInParis(books)) return rebelCombatLossChoices(data, books);
  auto sides = forcesFacing(books, region);
  std::vector<NamedWord> choices;
  for (const auto* pieces : {&sides.revolution, &sides.enemy}) {
    for (const auto& piece : distinct(*pieces)) choices.push_back({piece, counterName(data, piece)});
  }
  return choices;
}

namespace {

// The piece the loser loses (9.6): the owner chooses among his kinds of pieces there; with
// one kind only, there is nothing to choose.
Expected<std::string, ActionError> lostPiece(const Action& action, const std::vector<std::string>& losers) {
  const auto choices = distinct(losers);
  if (choices.size() == 1 && !action.arg("lose")) return choices.front();
  return wordArgument(action, "lose", choices);
}

}  // namespace

ForcesFacing forcesFacing(const Books& books, const std::string& region) {
  // The two sides' pieces in the region: "volunteer" and "commune" stand for those counters.
  ForcesFacing forces;
  auto& revolution = forces.revolution;
  auto& enemy = forces.enemy;
  for (const auto& army : regularArmies()) {
    if (in(books, army, region)) revolution.push_back(army);
  }
  for (std::int64_t i = 0; i < books.number("volunteers." + region); ++i) revolution.push_back("volunteer");
  for (const auto& army : alliedArmies()) {
    if (in(books, army, region)) {
      enemy.push_back(army);
      forces.royalOnly = false;
    }
  }
  for (const auto& army : royalArmies()) {
    if (in(books, army, region) && !books.flag("cr_hiding." + army)) enemy.push_back(army);
  }
  if (region == "paris" && books.flag("commune_raised") && !enemy.empty()) revolution.push_back("commune");  // 9.9.2
  // 9.9.1: no invader in Paris, the armies in the Paris box fight the Commune.
  forces.againstCommune = region == "paris" && enemy.empty() && books.flag("commune_raised");
  if (forces.againstCommune) {
    revolution.clear();
    for (const auto& army : regularArmies()) {
      if (books.text("army_at." + army) == "paris_box") revolution.push_back(army);
    }
    for (std::int64_t i = 0; i < books.number("suppressing_volunteers"); ++i) revolution.push_back("volunteer");
    if (!revolution.empty()) enemy.push_back("commune");
    forces.royalOnly = false;
  }
  return forces;
}

std::optional<ActionError> unfoughtCombats(const GameData& data, const GameState& state) {
  Books books(data, state);
  auto pieces = [&](const std::vector<std::string>& side) {
    std::string list;
    std::int64_t volunteers = 0;
    for (const auto& piece : side) {
      if (piece == "volunteer") {
        ++volunteers;
        continue;
      }
      list += (list.empty() ? "" : ", ") +
              (piece == "commune" ? say(data, "the Commune") : itemName(data, "army", piece));
    }
    if (volunteers > 0) {
      list += (list.empty() ? "" : ", ") +
              sayn(data, static_cast<long long>(volunteers), "{} volunteer army", "{} volunteer armies", volunteers);
    }
    return list;
  };
  std::string unfought;
  std::string first;
  for (const auto& region : regions()) {
    // A military coup's rebels in Paris fight there one combat at a time (12.3.3).
    if (region == "paris" && rebelsInParis(books)) continue;
    if (books.number("fought_turn." + region) == books.turn()) continue;
    auto forces = forcesFacing(books, region);
    if (forces.revolution.empty() || forces.enemy.empty()) continue;
    if (first.empty()) first = region;
    unfought += (unfought.empty() ? "" : "; ") + sayf(data, "{} ({} against {})", itemName(data, "region", region),
                                                     pieces(forces.revolution), pieces(forces.enemy));
  }
  if (unfought.empty()) return std::nullopt;
  return refuse(ActionError::Code::NotAllowed,
                sayf(data, "combat occurs automatically when two enemy forces are present in the same region (9.6): "
                           "resolve 'Combat' before the turn moves on in {}",
                     unfought))
      .pointing(WayForward::action("rf_combat"));
}

Result applyCombat(const GameData& data, GameState& state, const Action& action) {
  if (action.text("region").value_or("") == "paris" && rebelsInParis(Books(data, state))) {
    return applyRebelCombat(data, state, action);  // the military coup's combat (12.3.3)
  }
  if (auto problem = onlyArguments(action, {"region", "roll", "shift", "carnot", "lose"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"government", "royalist"});
  if (!side) return unexpected(side.error());
  auto region = wordArgument(action, "region", regions());
  if (!region) return unexpected(region.error());
  Books books(data, state);
  auto forces = forcesFacing(books, *region);
  auto& revolution = forces.revolution;
  auto& enemy = forces.enemy;
  const bool royalOnly = forces.royalOnly;
  const bool againstCommune = forces.againstCommune;
  if (revolution.empty() || enemy.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "no enemy armies face each other in {} (9.6)", itemName(data, "region", *region)), "region"));
  }
  // 9.6: "If after combat there are still armies of both sides present in the region,
  // nothing further happens in that region - no further combats".
  if (books.number("fought_turn." + *region) == books.turn()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has had its combat this turn: no further combats there (9.6)",
                                  itemName(data, "region", *region)),
                             "region"));
  }
  // The attacker: the side with more armies; the revolutionaries on a tie (9.6).
  const bool revolutionAttacks = revolution.size() >= enemy.size();
  const std::string attacker = revolutionAttacks ? "government" : "royalist";
  if (*side != attacker) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the attacker rolls: the {} ({} revolutionary against {}) (9.6)", sideName(data, attacker),
                                  revolution.size(), enemy.size()),
                             "side"));
  }
  const auto excess = static_cast<std::int64_t>(revolutionAttacks ? revolution.size() - enemy.size()
                                                                  : enemy.size() - revolution.size());
  auto faces = diceArgument(action, "roll", 2);
  if (!faces) return unexpected(faces.error());
  if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll (9.6)"), "roll"));
  auto shift = numberArgument(action, "shift", -excess, excess, false);
  if (!shift) return unexpected(shift.error());
  auto carnot = numberArgument(action, "carnot", -1, 1, false);
  if (!carnot) return unexpected(carnot.error());
  const auto regime = books.text("regime");
  const bool carnotHere = books.text("place.carnot") == *region && books.text("owner.carnot") == "marais" &&
                          books.number("carnot_command_turn") == books.turn() &&
                          (regime == "terror" || regime == "wrath" || regime == "mercy");
  if (carnot->value_or(0) != 0 && !carnotHere) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "Carnot commands only in the Terror, Wrath or Mercy, sent to these armies this turn ('Carnot commands armies', R.3.9.3)"),
                             "carnot"));
  }
  const Procedure* procedure = data.findProcedure("combat_roll");
  if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure combat_roll");
  std::map<std::string, Value> inputs{{"roll", DiceFaces{(*faces)[0], (*faces)[1]}},
                                      {"excess", excess},
                                      {"shift", shift->value_or(0)},
                                      {"carnot", carnot->value_or(0)}};
  auto resolution = resolve(data, *procedure, inputs, *side, state, gameCharts(data, state));
  books.set("combat_turn", books.turn());  // no movement after the first combat (9.5)
  books.set("fought_turn." + *region, books.turn());
  if (!resolution) return unexpected(resolution.error());
  std::string summary = sayn(data, static_cast<long long>(revolution.size()), "Combat in {}: {} revolutionary army against {}, {}",
                              "Combat in {}: {} revolutionary armies against {}, {}", itemName(data, "region", *region),
                              revolution.size(), enemy.size(), resolution->outcome);
  const bool defenderLoses = resolution->outcomeId == "defender_loses";
  const bool attackerLoses = resolution->outcomeId == "attacker_loses";
  const bool revolutionLoses = (defenderLoses && !revolutionAttacks) || (attackerLoses && revolutionAttacks);
  std::vector<std::string> losers;
  if (defenderLoses || attackerLoses) losers = revolutionLoses ? revolution : enemy;
  if (!losers.empty()) {
    auto lose = lostPiece(action, losers);  // the owner chooses (9.6, 9.9.2)
    if (!lose) return unexpected(lose.error());
    if (*lose == "volunteer") {
      books.add("volunteers." + *region, -1);
      if (againstCommune) books.add("suppressing_volunteers", -1);
    } else if (*lose == "commune") {
      books.set("commune_raised", false);
      books.set("commune_controller", std::string("none"));
      books.set("commune_army_eliminated_turn", state.turn);
      books.note(againstCommune ? say(data, "the Commune is suppressed; Paris's control does not change (9.9.1)")
                                : say(data, "the Commune is eliminated; it may be raised next turn (9.9.2)"));
      if (againstCommune) {
        achieve(books, "suppress_commune");
        // The suppression is over: the armies of the Paris box stand in Paris again.
        for (const auto& army : regularArmies()) {
          if (books.text("army_at." + army) == "paris_box") books.set("army_at." + army, std::string("paris"));
        }
        books.set("suppressing_volunteers", std::int64_t{0});
      }
    } else {
      books.set("army_at." + *lose, std::string("eliminated"));
    }
    summary += *lose == "volunteer" ? say(data, "; a volunteer army is eliminated")
               : *lose == "commune"  ? say(data, "; the Commune is eliminated")
                                     : sayf(data, "; {} is eliminated", itemName(data, "army", *lose));
    if (!revolutionLoses && !againstCommune) achieve(books, "destroy " + *region);  // 6.4.1
    const auto remaining = losers.size() - 1;
    // 11.3.1: the armies escorting the kidnapped King destroyed, he is imprisoned again.
    if (!revolutionLoses && remaining == 0 && !againstCommune && books.text("king") == "kidnapped" &&
        regionOf(books.text("place.louis_xvi")) == *region) {
      books.set("king", std::string("prison"));
      books.set("place.louis_xvi", std::string("prison"));
      books.set("king_recaptured", true);
      books.note(say(data, "the King's escort is destroyed: Louis XVI is imprisoned again and tried next turn, +4 Guilty (11.3.1)"));
    }
    // 9.6.1: a Catholic and Royal army eliminating every enemy where no Allied army stands.
    if (revolutionLoses && remaining == 0 && royalOnly) books.adjustFame("royalist", 1, "9.6.1");
    if (revolutionLoses && remaining == 0 && carnotHere) {
      summary += say(data, "; all of Carnot's armies are gone: roll for Carnot's capture (R.3.9.3)");
    }
  }
  return books.finish(state, action, "9.6", summary);
}

}  // namespace adc::revolution
