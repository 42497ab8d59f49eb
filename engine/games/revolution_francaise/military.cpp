// Army maintenance (9.4): 100 × the Economy per army and turn (A63), paid by the
// Government for its regular and volunteer armies and by the Royalist for its Catholic
// and Royal armies. Armies that cannot be paid are removed, volunteers first; a regular
// army removed so means bankruptcy (10.2.2.1); a Catholic and Royal army so removed is
// eliminated for good.
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"
#include "new_armies.hpp"
#include "regimes.hpp"

#include <algorithm>

namespace adc::revolution {


Result applyMaintenance(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"disband", "disband_volunteers"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"government", "royalist"});
  if (!side) return unexpected(side.error());
  const bool government = *side == "government";
  auto disband = wordListArgument(action, "disband", government ? regularArmies() : royalArmies());
  if (!disband) return unexpected(disband.error());
  auto volunteersOut = wordListArgument(action, "disband_volunteers", regions());
  if (!volunteersOut) return unexpected(volunteersOut.error());
  if (!government && !volunteersOut->empty()) {
    return unexpected(refuse(ActionError::Code::BadArgument, say(data, "volunteers are the Government's (9.1.1)"), "disband_volunteers"));
  }
  Books books(data, state);
  const auto each = 100 * books.economyMultiplier();
  std::vector<std::string> armies;
  for (const auto& army : government ? regularArmies() : royalArmies()) {
    if (onMap(books.text("army_at." + army))) armies.push_back(army);
  }
  std::int64_t volunteers = 0;
  if (government) {
    for (const auto& region : regions()) volunteers += books.number("volunteers." + region);
  }
  for (const auto& army : *disband) {
    if (std::find(armies.begin(), armies.end(), army) == armies.end()) {
      return unexpected(refuse(ActionError::Code::BadArgument, sayf(data, "{} is not on the map", itemName(data, "army", army)), "disband"));
    }
  }
  std::map<std::string, std::int64_t> removed;
  for (const auto& region : *volunteersOut) {
    if (++removed[region] > books.number("volunteers." + region)) {
      return unexpected(refuse(ActionError::Code::BadArgument,
                               sayf(data, "no more volunteer armies in {}", itemName(data, "region", region)),
                               "disband_volunteers"));
    }
  }
  const auto kept = static_cast<std::int64_t>(armies.size() - disband->size()) + volunteers -
                    static_cast<std::int64_t>(volunteersOut->size());
  const auto held = books.number("assignats." + *side);
  const auto affordable = held / each;
  const auto total = static_cast<std::int64_t>(armies.size()) + volunteers;
  // Only what cannot be paid is removed, and the volunteers go first (9.4).
  if (kept > affordable) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             government
                                 ? sayf(data, "{} can pay for {} of its {} armies ({} each): remove the others (the volunteers first, then the regular armies) (9.4)",
                                        sideName(data, *side), affordable, total, each)
                                 : sayf(data, "{} can pay for {} of its {} armies ({} each): remove the others (9.4)",
                                        sideName(data, *side), affordable, total, each),
                             government ? "disband_volunteers" : "disband"));
  }
  if (kept < std::min(total, affordable)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "only the armies that cannot be paid are removed (9.4): {} can pay for {}",
                                  sideName(data, *side), std::min(total, affordable)),
                             government ? "disband_volunteers" : "disband"));
  }
  if (government && !disband->empty() && static_cast<std::int64_t>(volunteersOut->size()) < volunteers) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "volunteers are removed before regular armies (9.4)"), "disband"));
  }
  if (auto problem = books.pay(*side, kept * each, say(data, "army maintenance"), "9.4")) return unexpected(*problem);
  for (const auto& region : *volunteersOut) books.add("volunteers." + region, -1);
  for (const auto& army : *disband) {
    books.set("army_at." + army, std::string("eliminated"));
    books.note(sayf(data, "{} is removed unpaid (9.4)", itemName(data, "army", army)));
  }
  if (government && !disband->empty()) {
    // 10.2.2.1: an unmaintained regular army means bankruptcy, once a turn.
    if (!books.flag("bankrupt_this_turn")) {
      books.set("bankrupt_this_turn", true);
      books.adjustFame(books.text("gov_controller"), -5, "10.2.2.1");
      books.adjustFame("government", -2, "10.2.2.1");
    }
  }
  return books.finish(state, action, "9.4",
                      sayn(data, kept, "{} maintains {} army for {} assignats", "{} maintains {} armies for {} assignats",
                           sideName(data, *side), kept, kept * each));
}

}  // namespace adc::revolution

namespace adc::revolution {

// 9.3.1: the Royalist places the Coalition's reinforcements: Cobourg in Lille, Brunswick in
// Metz and Wurmser in Strasbourg once war is declared; the others once the Convention or
// the Terror has also been installed (9.2.2), the Fleet and Quiberon only where the
// Royalist holds their landing regions. Each enters once (9.1.2).
Result applyAlliedEntry(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"quiberon"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"royalist"});
  if (!side) return unexpected(side.error());
  Books books(data, state);
  if (!books.flag("foreign_war")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "no Allied army enters before war is declared (9.3.1)")));
  }
  std::vector<std::pair<std::string, std::string>> entries{
      {"cobourg", "lille"}, {"brunswick", "metz"}, {"wurmser", "strasbourg"}};
  if (books.flag("republic_at_war")) {
    entries.insert(entries.end(), {{"sardinian", "marseille"}, {"spanish_1", "montpellier"},
                                   {"spanish_2", "toulouse"}, {"york", "lille"}});
    if (books.text("control.marseille") == "royalist") entries.emplace_back("hood_fleet", "marseille");
    if (books.text("control.brest") == "royalist" && books.text("control.nantes") == "royalist" &&
        books.text("army_at.quiberon") == "off_map") {
      auto landing = wordArgument(action, "quiberon", {"brest", "nantes"});
      if (!landing) return unexpected(landing.error());
      entries.emplace_back("quiberon", *landing);
    }
  }
  std::string placed;
  for (const auto& [army, region] : entries) {
    if (books.text("army_at." + army) != "off_map") continue;  // entered already, or eliminated for good
    books.set("army_at." + army, region);
    placed += (placed.empty() ? "" : ", ") + sayf(data, "{} in {}", itemName(data, "army", army), itemName(data, "region", region));
  }
  if (!placed.empty()) books.set("allied_entered", true);
  return books.finish(state, action, "9.3.1",
                      placed.empty() ? std::string(say(data, "No Allied army enters this turn"))
                                     : sayf(data, "The Coalition's reinforcements: {}", placed));
}

// 9.3.3, 13.5.2, 13.5.3: the Government places its new volunteer armies: those a Levée en
// Masse raised and one a turn under Conscription, until the last war ends; at most 16 on
// the map (9.1.1); never in a Royalist region, with an enemy army, or in revolt.
Result applyVolunteers(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"regions"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"government"});
  if (!side) return unexpected(side.error());
  auto where = wordListArgument(action, "regions", regions());
  if (!where) return unexpected(where.error());
  Books books(data, state);
  if (books.flag("in_force.conscription") && !foreignWar(books) && !civilWar(books)) {
    books.set("in_force.conscription", false);
    books.note(say(data, "Conscription ends with the last war (13.5.2)"));
  }
  std::int64_t due = books.number("volunteers_due") + (books.flag("in_force.conscription") ? 1 : 0);
  std::int64_t onMap = 0;
  for (const auto& region : regions()) onMap += books.number("volunteers." + region);
  const auto placeable = std::min<std::int64_t>(due, 16 - onMap);
  if (static_cast<std::int64_t>(where->size()) != placeable) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             placeable == 1
                                 ? sayf(data, "{} volunteer army to place now ({} due, {} of 16 on the map): name one region for each (9.3.3)",
                                        placeable, due, onMap)
                                 : sayf(data, "{} volunteer armies to place now ({} due, {} of 16 on the map): name one region for each (9.3.3)",
                                        placeable, due, onMap),
                             "regions"));
  }
  for (const auto& region : *where) {
    if (auto problem = newArmyRegionProblem(books, region, "regions")) return unexpected(*problem);
    books.add("volunteers." + region, 1);
  }
  books.set("volunteers_due", std::int64_t{0});
  return books.finish(state, action, "9.3.3", sayf(data, "The Government places {} volunteer armies", where->size()));
}

}  // namespace adc::revolution

namespace adc::revolution {

// 9.3.2: once the Dissident Clergy has reached level III the Royalist may raise each
// Catholic and Royal army once, in Chôlet, Nantes or Angers (the Vendée), where Charette,
// Chouan, Cathelineau or Cadoudal stands.
Result applyRaiseRoyalArmy(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"army", "region"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"royalist"});
  if (!side) return unexpected(side.error());
  auto army = wordArgument(action, "army", {"armee_catholique", "armee_centre", "armee_retz"});
  if (!army) return unexpected(army.error());
  auto region = wordArgument(action, "region", {"cholet", "nantes", "angers"});
  if (!region) return unexpected(region.error());
  Books books(data, state);
  if (!books.flag("clergy_reached_iii")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the Dissident Clergy has not reached level III: no Catholic and Royal army yet (9.3.2)")));
  }
  if (books.text("army_at." + *army) != "off_map") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has been raised already (9.1.3: once; 15.1.1 may bring it back)",
                                  itemName(data, "army", *army)),
                             "army"));
  }
  bool general = false;
  for (const std::string person : {"charette", "chouan", "cathelineau", "cadoudal"}) {
    if (books.text("place." + person) == *region && books.text("owner." + person) == "royalist") general = true;
  }
  if (!general) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "Charette, Chouan, Cathelineau or Cadoudal must be in {} (9.3.2)",
                                  itemName(data, "region", *region)),
                             "region"));
  }
  books.set("army_at." + *army, *region);
  return books.finish(state, action, "9.3.2",
                      sayf(data, "{} is raised in {}", itemName(data, "army", *army), itemName(data, "region", *region)));
}

}  // namespace adc::revolution

namespace adc::revolution {

// 9.7: at the end of the Military Phase, the side with unopposed armies in a region takes
// military control of it. Allied armies put a Coalition marker and remove any non-Royalist
// control (9.7.1); Catholic and Royal armies put a Royalist marker; revolutionary armies
// remove the Coalition marker and may put down a revolt (9.7.2; `put_down` names where).
// A Catholic and Royal army hiding in the Vendée leaves its region to the revolutionaries
// and removes the Royalist marker (9.8). If Paris falls the Government names a capital
// (9.7.1). The foreign war ends when no Allied army is left in France after they entered
// (9.2, A14) or when the Coalition marker is at level I.
Result applyMilitaryControl(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"put_down", "capital"})) return unexpected(*problem);
  auto putDown = wordListArgument(action, "put_down", regions());
  if (!putDown) return unexpected(putDown.error());
  Books books(data, state);
  const auto& allied = alliedArmies();
  auto at = [&](const std::string& army, const std::string& region) {
    auto where = books.text("army_at." + army);
    return where == region || (region == "paris" && where == "paris_box");
  };
  std::int64_t alliedOnMap = 0;
  for (const auto& army : allied) alliedOnMap += onMap(books.text("army_at." + army)) ? 1 : 0;
  for (const auto& region : regions()) {
    std::int64_t revolutionary = books.number("volunteers." + region);
    for (const auto& army : regularArmies()) revolutionary += at(army, region) ? 1 : 0;
    if (region == "paris" && books.flag("commune_raised")) ++revolutionary;  // 9.9.2: the Commune fights with them
    std::int64_t enemies = 0, royal = 0, hiding = 0;
    for (const auto& army : allied) enemies += at(army, region) ? 1 : 0;
    for (const auto& army : royalArmies()) {
      if (!at(army, region)) continue;
      if (books.flag("cr_hiding." + army)) ++hiding;
      else ++royal;
    }
    const auto name = itemName(data, "region", region);
    if (hiding > 0 && books.text("control." + region) == "royalist") {
      books.set("control." + region, std::string("none"));
      books.note(sayf(data, "{}: the hiding army's Royalist marker is removed (9.8)", name));
    }
    if (revolutionary == 0 && enemies > 0 && !books.flag("coalition_control." + region)) {
      books.set("coalition_control." + region, true);
      if (books.text("control." + region) != "royalist") books.set("control." + region, std::string("none"));
      books.note(sayf(data, "{}: Coalition control (9.7.1)", name));
    }
    if (revolutionary == 0 && royal > 0 && books.text("control." + region) != "royalist") {
      books.set("control." + region, std::string("royalist"));
      books.note(sayf(data, "{}: Royalist control (9.7.1)", name));
    }
    if (revolutionary > 0 && enemies == 0 && royal == 0) {
      if (books.flag("coalition_control." + region)) {
        books.set("coalition_control." + region, false);
        books.note(sayf(data, "{}: the Coalition marker is removed (9.7.2)", name));
      }
      if (std::find(putDown->begin(), putDown->end(), region) != putDown->end()) {
        if (!books.flag("revolt." + region)) {
          return unexpected(refuse(ActionError::Code::BadArgument, sayf(data, "{} is not in revolt", name), "put_down"));
        }
        books.set("revolt." + region, false);
        books.note(sayf(data, "{}: the army puts down the revolt (9.7.2)", name));
      }
    } else if (std::find(putDown->begin(), putDown->end(), region) != putDown->end()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{}: only an unopposed revolutionary army puts down a revolt (9.7.2)", name),
                               "put_down"));
    }
  }
  // 9.7.1: Paris conquered: the Government names the capital.
  bool parisLost = books.flag("coalition_control.paris") || books.text("control.paris") == "royalist";
  if (parisLost && books.text("capital") == "paris") {
    auto capital = wordArgument(action, "capital", regions());
    if (!capital) return unexpected(capital.error());
    if (*capital == "paris") return unexpected(refuse(ActionError::Code::BadArgument, say(data, "Paris has fallen"), "capital"));
    books.set("capital", *capital);
    books.note(sayf(data, "the capital moves to {} (9.7.1)", itemName(data, "region", *capital)));
  }
  // 9.2: the end of the foreign war.
  if (books.flag("foreign_war") && books.flag("allied_entered") && alliedOnMap == 0) {
    books.set("foreign_war", false);
    books.note(say(data, "no Allied army is left in France: the foreign war ends (9.2)"));
  } else if (books.flag("foreign_war") && books.number("level.coalition") == 1) {
    books.set("foreign_war", false);
    books.note(say(data, "the Coalition marker is at level I: the foreign war ends; the Allied armies stop (9.2)"));
  }
  // 13.6: Fatherland in Danger ends with the war that prompted it.
  if (books.flag("in_force.fatherland_in_danger")) {
    auto cause = books.text("fatherland_cause");
    if ((cause == "allied" && !books.flag("foreign_war")) || (cause == "royal" && !civilWar(books))) {
      books.set("in_force.fatherland_in_danger", false);
      books.set("fatherland_cause", std::string("none"));
      books.note(say(data, "Fatherland in Danger ends with its war (13.6)"));
    }
  }
  return books.finish(state, action, "9.7", say(data, "Military control"));
}

}  // namespace adc::revolution
