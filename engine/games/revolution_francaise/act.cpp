// Personality actions (7.3), Regional actions (7.4) and convincing deputies (7.5.2.1):
// checked against the books, paid N × cost × the Economy (7.1, 7.2), rolled N times, one
// roll kept, read through the data procedure action_roll (its modifiers are data), and
// applied. The automated Marais' regional action (15.2.1.1) is here too.
#include "actions.hpp"
#include "armies.hpp"
#include "regimes.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/resolution.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace adc::revolution {

namespace {

const std::vector<std::string> actionNames{"arrest", "expel", "persuade", "plot", "revolt", "suppress",
                                           "raise_commune", "suppress_commune", "convince_deputies"};

bool regional(const std::string& action) {
  return action == "plot" || action == "revolt" || action == "suppress" || action == "raise_commune" ||
         action == "suppress_commune";
}

bool placedOnMap(const std::string& place) {
  if (place == "paris_box") return true;
  const auto& all = regions();
  return std::find(all.begin(), all.end(), place) != all.end();
}

// 7.5.2.1: "Only Deputies from a close Current can be attracted".
bool closeCurrent(const std::string& actor, const std::string& from) {
  static const std::map<std::string, std::vector<std::string>> close{
      {"royalist", {"feuillant", "marais"}},     {"feuillant", {"royalist", "marais"}},
      {"marais", {"feuillant", "gironde"}},      {"gironde", {"marais"}},
      {"montagne", {"sans_culotte", "marais"}},  {"sans_culotte", {"montagne", "marais"}}};
  const auto& list = close.at(actor);
  return std::find(list.begin(), list.end(), from) != list.end();
}

// R.3.9.1, R.5.9.1, R.6.9.1, R.8.9.2-3: the Government's +2 where a terrorist (or, in
// Wrath, Mercy and a Sans-Culotte Prairial, an excessive) Personality stands.
bool terroristIn(const Books& books, const std::string& region) {
  auto regime = books.text("regime");
  bool terrorRules = regime == "terror" || (regime == "prairial" && books.text("gov_controller") == "montagne");
  bool wrathRules = regime == "wrath" || regime == "mercy" ||
                    (regime == "prairial" && books.text("gov_controller") == "sans_culotte");
  if (!terrorRules && !wrathRules) return false;
  std::vector<std::string> who{"billaud_varennes", "collot_dherbois", "barere"};
  if (wrathRules) {
    who.push_back("hebert");
    who.push_back("chaumette");
  }
  for (const auto& person : who) {
    if (regionOf(books.text("place." + person)) == region) return true;
  }
  return false;
}

}  // namespace

Result applyAct(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"action", "target", "with", "rolls", "keep", "influential",
                                            "target_influential", "secondary"})) {
    return unexpected(*problem);
  }
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  auto what = wordArgument(action, "action", actionNames);
  if (!what) return unexpected(what.error());
  const std::string kind = *what;
  Books books(data, state);
  const std::string regime = books.text("regime");
  const bool government = *side == "government";
  auto withList = wordListArgument(action, "with", personalities());
  if (!withList) return unexpected(withList.error());
  auto faces = diceArgument(action, "rolls", 2);
  if (!faces) return unexpected(faces.error());
  const std::size_t rolls = faces->size() / 2;
  auto keep = numberArgument(action, "keep", 1, static_cast<std::int64_t>(rolls), rolls > 1);
  if (!keep) return unexpected(keep.error());
  const std::size_t kept = static_cast<std::size_t>(keep->value_or(1)) - 1;
  auto influential = numberArgument(action, "influential", 0, 6, false);
  if (!influential) return unexpected(influential.error());
  auto targetInfluential = flagArgument(action, "target_influential");
  if (!targetInfluential) return unexpected(targetInfluential.error());
  auto secondary = flagArgument(action, "secondary");
  if (!secondary) return unexpected(secondary.error());

  // Who may take this action, and on what (7.3-7.5.2.1).
  auto notAllowed = [&](std::string why) { return unexpected(refuse(ActionError::Code::NotAllowed, std::move(why))); };
  if (government && kind != "arrest" && kind != "suppress") {
    return notAllowed(say(data, "the Government's actions are arrests (7.3.1.1) and suppressing revolts (7.4.3 a)"));
  }
  if (kind == "arrest" && !government) {
    return notAllowed(say(data, "only the Government arrests (7.3.1.1); a Current not officially present removes a Personality from its region by expelling it (7.3.1.2)"));
  }
  if (kind == "expel" && officiallyPresent(books, *side)) {
    return notAllowed(sayf(data, "{} is officially present in the {}: only the Currents not present may remove a Personality (7.3.1.2)",
                           sideName(data, *side), wordName(data, regime)));
  }
  if (kind == "revolt" && officiallyPresent(books, *side)) {
    return notAllowed(sayf(data, "{} is officially present in the {}: only the Currents not present trigger revolts (7.4.2)",
                           sideName(data, *side), wordName(data, regime)));
  }
  const auto& info = regimeInfo(regime);
  if (kind == "convince_deputies" && !info.deputiesSwitch) {
    return notAllowed(sayf(data, "deputies do not switch side in the {} (7.5.2.1: only the Legislative, Thermidor, Directorate and the First Republics)",
                           wordName(data, regime)));
  }
  if (kind == "raise_commune" || kind == "suppress_commune") {
    bool allowed = *side == "sans_culotte" || *side == "montagne" || *side == "gironde" ||
                   (*side == "royalist" && (regime == "directorate" || regime == "prairial")) ||
                   (*side == "marais" && regime == "fri");
    if (!allowed) {
      return notAllowed(sayf(data, "{} cannot act on the Commune in the {} (7.4.4, R.7.9.1, R.8.9.1, R.10.9.2)",
                             sideName(data, *side), wordName(data, regime)));
    }
  }
  // Multiple rolls only for Personality and Regional actions (7.1, 7.5.2).
  auto costRow = componentCell(data, state, "action_costs", kind == "expel" ? "arrest" : kind);
  if (!costRow) return unexpected(costRow.error());
  auto baseCost = asNumber((*costRow)[0]).value_or(0);
  bool multiple = std::get<bool>((*costRow)[1]);
  if (rolls > 1 && !multiple) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "only one roll is allowed for a Political Action (7.5.2)"), "rolls"));
  }

  // The Personalities taking part: the actor's, in play, not yet used (6.5).
  std::string where;  // the region of a regional action
  for (const auto& person : *withList) {
    if (books.text("owner." + person) != *side) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is not a {} Personality", itemName(data, "personality", person), sideName(data, *side)), "with"));
    }
    if (books.flag("used." + person)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} has already acted this turn (6.5)", itemName(data, "personality", person)), "with"));
    }
    if (person == "louis_xvi") {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "Louis XVI's only action is the King's action (11.0)"), "with"));
    }
    if (!placedOnMap(books.text("place." + person))) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is not on the map ({})", itemName(data, "personality", person),
                                    wordName(data, books.text("place." + person))), "with"));
    }
  }
  if (influential->value_or(0) > static_cast<std::int64_t>(withList->size())) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "influential counts the Personalities taking part that are influential there"), "influential"));
  }

  std::map<std::string, Value> inputs;
  std::string target;
  std::string region;
  if (kind == "arrest" || kind == "expel" || kind == "persuade") {
    auto who = wordArgument(action, "target", personalities());
    if (!who) return unexpected(who.error());
    target = *who;
    auto owner = books.text("owner." + target);
    auto place = books.text("place." + target);
    if (owner == *side) return notAllowed(sayf(data, "{} is already {}", itemName(data, "personality", target), sideName(data, *side)));
    if (kind != "persuade" && !placedOnMap(place)) {
      return notAllowed(sayf(data, "{} is not on the map ({})", itemName(data, "personality", target), wordName(data, place)));
    }
    if (kind == "persuade" && (place == "guillotine" || place == "absent")) {
      return notAllowed(sayf(data, "{} is {}", itemName(data, "personality", target), wordName(data, place)));
    }
    if (target == "louis_xvi" && kind == "persuade" && books.flag("king_kidnapped") && books.text("king") == "kidnapped") {
      return notAllowed(say(data, "the kidnapped King cannot switch side unless he is captured back (11.3)"));
    }
    region = regionOf(place);
    if (kind == "arrest") {
      if (!isArrestable(books, target)) {
        return notAllowed(sayf(data, "{} is not arrestable in the {} ({}.4.1)", itemName(data, "personality", target),
                                wordName(data, regime), info.rule));
      }
      inputs["own_region"] = controllerOf(books, region) == owner;
      inputs["outlaw_in_paris"] = region == "paris" && isOutlaw(books, target);
      inputs["terrorist_present"] = terroristIn(books, region);
    }
    if (kind == "expel" && controllerOf(books, region) != *side) {
      return notAllowed(say(data, "a Current removes a Personality only from a region it controls (7.3.1.2)"));
    }
    inputs["influential_target"] = *targetInfluential;
    inputs["secondary"] = *secondary;
  } else if (regional(kind)) {
    if (kind == "raise_commune" || kind == "suppress_commune") {
      region = "paris";
    } else {
      auto at = wordArgument(action, "target", regions());
      if (!at) return unexpected(at.error());
      region = *at;
    }
    if (!government || kind != "suppress") {
      if (withList->empty()) {
        return notAllowed(say(data, "a Regional Action needs one or more of the Current's Personalities in the region (7.4)"));
      }
    }
    for (const auto& person : *withList) {
      if (regionOf(books.text("place." + person)) != region) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 sayf(data, "{} is not in {}", itemName(data, "personality", person), itemName(data, "region", region)),
                                 "with"));
      }
    }
    bool coalition = books.flag("coalition_control." + region);
    if (coalition && !(kind == "revolt" && *side == "royalist")) {
      return notAllowed(say(data, "in a Coalition region the only Regional Action is a Royalist revolt (7.4, 9.7.1)"));
    }
    bool revolt = books.flag("revolt." + region);
    if (kind == "plot" && revolt) return notAllowed(say(data, "no plot in a region in revolt (7.4.1)"));
    // A plot in a region the Current already holds is allowed: the 7.1 example has the
    // Marais plot in its own Lyon.
    if (kind == "revolt") {
      if (revolt) return notAllowed(say(data, "the region is already in revolt (7.4.2)"));
      bool royalistException = *side == "royalist" && coalition;  // 9.7.1
      if (region == "paris" && !royalistException) return notAllowed(say(data, "no revolt in Paris (7.4.2)"));
      if ((enemyArmyIn(books, region) || revolutionaryArmiesIn(books, region) > 0) && !royalistException) {
        return notAllowed(say(data, "no revolt where an army stands (7.4.2)"));
      }
    }
    if (kind == "suppress") {
      if (!revolt) return notAllowed(sayf(data, "{} is not in revolt", itemName(data, "region", region)));
      if (government && enemyArmyIn(books, region)) {
        return notAllowed(say(data, "the Government cannot suppress a revolt where an Allied or Catholic and Royal army stands (7.4.3 a)"));
      }
    }
    if (kind == "raise_commune") {
      if (books.flag("commune_raised")) return notAllowed(say(data, "the Commune is already raised: suppress it first (7.4.4.1)"));
      if (enemyArmyIn(books, "paris")) return notAllowed(say(data, "Paris is occupied by an Allied or Catholic and Royal army (7.4.4.1)"));
      if (books.flag("coalition_control.paris") || books.text("control.paris") == "royalist") {
        if (enemyArmyIn(books, "paris") || books.flag("coalition_control.paris")) {
          return notAllowed(say(data, "Paris is under Royalist or Allied control: the Commune cannot be raised (9.7.1)"));
        }
      }
    }
    if (kind == "suppress_commune" && !books.flag("commune_raised")) return notAllowed(say(data, "the Commune is not raised"));
    inputs["influential_used"] = influential->value_or(0);
    inputs["neutral"] = controllerOf(books, region) == "none";
    auto hot = componentNumber(data, state, "hot_regions", region);
    if (!hot) return unexpected(hot.error());
    inputs["hot"] = *hot != 0;
    inputs["coalition_region"] = coalition;
  } else {  // convince_deputies
    auto from = wordArgument(action, "target", currents());
    if (!from) return unexpected(from.error());
    target = *from;
    if (!closeCurrent(*side, target)) {
      return notAllowed(sayf(data, "{} can attract only deputies of a close Current (7.5.2.1)", sideName(data, *side)));
    }
    if (withList->size() != 1 || regionOf(books.text("place." + withList->front())) != "paris") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "each attempt is made by one Personality in Paris that has not acted (7.5.2.1)"), "with"));
    }
    inputs["from_automated_marais"] = target == "marais" && books.flag("automated_marais");
  }

  // Pay first (7.2): N × the cost × the Economy.
  auto cost = static_cast<std::int64_t>(rolls) * baseCost * books.economyMultiplier();
  if (auto problem = books.pay(*side, cost, sayf(data, "the action '{}'", wordName(data, kind)), "7.1, 7.2")) return unexpected(*problem);

  const Procedure* procedure = data.findProcedure("action_roll");
  if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure action_roll");
  inputs["action"] = kind == "expel" ? std::string("expel") : kind;
  inputs["roll"] = DiceFaces{(*faces)[2 * kept], (*faces)[2 * kept + 1]};
  auto resolution = resolve(data, *procedure, inputs, *side, state, gameCharts(data, state));
  if (!resolution) return unexpected(resolution.error());
  // The kept roll's double moves the actor's fame (7.1); the others are ignored.
  for (const auto& change : resolution->changes) {
    books.set(change.key, change.after);
    books.note(slotName(data, change.key) + " " + valueText(data, change.before) + " → " + valueText(data, change.after) + " (" +
               change.rule + ")");
  }
  for (const auto& person : *withList) books.set("used." + person, true);
  std::string result;
  for (const auto& [field, value] : resolution->fields) {
    if (field == "result") result = toDisplayString(value);
  }
  const std::string name = target.empty() ? "" : itemName(data, kind == "convince_deputies" ? "current" : "personality", target);
  const std::string regionName = region.empty() ? "" : itemName(data, "region", region);

  // R.9.9, R.10.9.1: in the Federal First Republic only the Gironde holds Bordeaux; in the
  // First Republic, One & Indivisible only the Montagne or the Sans-Culotte holds Paris.
  auto holder = [&](const std::string& current) -> std::string {
    if (regime == "ffr" && region == "bordeaux" && current != "gironde") return "none";
    if (regime == "fri" && region == "paris" && current != "montagne" && current != "sans_culotte") return "none";
    return current;
  };
  // The result (7.3.1-7.5.2.1).
  auto flee = [&](const std::string& person) { books.set("place." + person, std::string("fled")); };
  if (kind == "arrest") {
    bool prison = result == "A" || (result == "B" && (regime == "terror" || regime == "wrath" || regime == "prairial"));
    if (prison) {
      books.set("place." + target, std::string("prison"));
      achieve(books, "arrest " + target);
    } else if (result == "B") {
      flee(target);
    }
  } else if (kind == "expel") {
    if (result != "C") flee(target);
  } else if (kind == "persuade") {
    if (result == "A") {
      books.set("owner." + target, *side);
      // 7.3.2: leaving an outlawed Current frees him if he is no longer an outlaw.
      if (books.text("place." + target) == "prison" && !isOutlaw(books, target)) {
        books.set("place." + target, std::string("unplaced"));
        books.note(sayf(data, "{} is freed (7.3.2)", name));
      }
      achieve(books, "persuade " + target);
    } else if (result == "B" && books.text("place." + target) != "prison") {
      flee(target);  // A19: an imprisoned target stays in prison
    }
  } else if (kind == "plot") {
    if (result == "A") {
      books.set("control." + region, holder(*side));
      achieve(books, "plot " + region);
    } else if (result == "B") {
      books.set("control." + region, std::string("none"));
    }
  } else if (kind == "revolt") {
    if (result != "C") {
      books.set("revolt." + region, true);
      books.set("revolt_by." + region, *side);  // a non-Royalist revolt stops the Crown's armies (9.5.2)
      books.set("control." + region, result == "A" ? holder(*side) : std::string("none"));
      achieve(books, "revolt " + region);
    }
  } else if (kind == "suppress") {
    if (result != "C") {
      books.set("revolt." + region, false);
      if (!government) books.set("control." + region, result == "A" ? holder(*side) : std::string("none"));
      achieve(books, "suppress " + region);
    }
  } else if (kind == "raise_commune") {
    auto level = books.number("level.commune");
    bool raised = result == "A" || (result == "B" && level >= 2);
    if (raised) {
      bool controlled = result == "A" || level == 3;
      // R.10.9.2: a Commune the Marais raises in the First Republic is neutral.
      if (*side == "marais" && regime == "fri") controlled = false;
      books.set("commune_raised", true);
      books.set("commune_controller", controlled ? *side : std::string("none"));
      achieve(books, "raise_commune");
    }
  } else if (kind == "suppress_commune") {
    auto level = books.number("level.commune");
    bool suppressed = result == "A" || (result == "B" && level <= 2);
    if (suppressed) {
      books.set("commune_raised", false);
      books.set("commune_controller", std::string("none"));
      books.set("control.paris", result == "A" || level == 1 ? holder(*side) : std::string("none"));
      achieve(books, "suppress_commune");
    }
  } else {  // convince_deputies
    std::int64_t wanted = result == "A" ? 5 : result == "B" ? 3 : 0;
    // Each deputy switches once per turn (7.5.2.1); fewer available: all of them (A26).
    auto available = books.number("deputies." + target) - books.number("switched_out." + target);
    auto moved = std::min(wanted, std::max<std::int64_t>(available, 0));
    books.add("switched_out." + target, moved);
    books.add("switched_in." + *side, moved);
    if (moved > 0) books.note(sayf(data, "{} {} deputies sit with the {}", moved, name, sideName(data, *side)));
  }
  const std::string namePart = name.empty() ? "" : " " + name;
  const std::string regionPart = regionName.empty() ? "" : sayf(data, " in {}", regionName);
  const auto keptTotal = (*faces)[2 * kept] + (*faces)[2 * kept + 1];
  const auto column = resolution->total.value_or(0);
  std::string summary =
      rolls > 1 ? sayf(data, "{} {}{}{}: {} rolls, kept {} on column {} → {}", sideName(data, *side), wordName(data, kind),
                       namePart, regionPart, rolls, keptTotal, column, resolution->outcome)
                : sayf(data, "{} {}{}{}: 1 roll, kept {} on column {} → {}", sideName(data, *side), wordName(data, kind),
                       namePart, regionPart, keptTotal, column, resolution->outcome);
  return books.finish(state, action, procedure->rule + ", " + std::string(kind == "convince_deputies" ? "7.5.2.1" : regional(kind) ? "7.4" : "7.3"), summary);
}

Result applyMaraisRegions(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"roll"})) return unexpected(*problem);
  auto faces = diceArgument(action, "roll", 2);
  if (!faces) return unexpected(faces.error());
  if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll of two dice"), "roll"));
  Books books(data, state);
  if (!books.flag("automated_marais")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Marais is automated only in the five-player game (15.2.1)")));
  }
  auto row = componentCell(data, state, "marais_regions", std::to_string((*faces)[0] + (*faces)[1]));
  if (!row) return unexpected(row.error());
  auto apply = [&](const Value& list, const std::string& to) {
    std::istringstream in(toDisplayString(list));
    for (std::string region; in >> region;) {
      // Regions in revolt or under the Coalition are not affected; a Marais region never
      // turns neutral (15.2.1.1).
      if (books.flag("revolt." + region) || books.flag("coalition_control." + region)) continue;
      if (to == "none" && books.text("control." + region) == "marais") continue;
      books.set("control." + region, to);
      books.note(itemName(data, "region", region) + ": " + sideName(data, to));
    }
  };
  apply((*row)[0], "marais");
  apply((*row)[1], "none");
  apply((*row)[2], "gironde");
  return books.finish(state, action, "15.2.1.1",
                      sayf(data, "Automated Marais rolls {}", (*faces)[0] + (*faces)[1]));
}

}  // namespace adc::revolution
