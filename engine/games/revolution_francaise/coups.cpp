// Coups (12.0-12.3, Open scenario only): limited, popular and military, with the regime's
// own conditions (R.x.7) read from openTransitions.
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"
#include "regimes.hpp"

#include "adc/display_names.hpp"
#include "adc/resolution.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::revolution {

namespace {

bool inParis(const std::string& place) { return place == "paris" || place == "paris_box"; }

// A failed coup (12.1.1, 12.2.1, 12.3.3.1), with the regimes' reduced penalties.
Check failCoup(Books& books, const std::string& side, const std::string& kind, const std::vector<std::string>& with,
               bool limitedPenalties) {
  const auto regime = books.text("regime");
  for (const auto& person : with) {
    books.set("place." + person, std::string("prison"));
    books.set("personal_outlaw." + person, true);
  }
  books.note(say(books.data, "the plotters are arrested and outlawed"));
  if (kind == "limited" || limitedPenalties) {
    books.adjustFame(side, -1, "12.2.1");
    books.set("outlaw_until." + side, books.turn() + 1);
    books.note(sayf(books.data, "{} is outlawed until the end of turn {} (12.2.1)", sideName(books.data, side), books.turn() + 1));
  } else {
    if (officiallyPresent(books, side)) {
      books.set("expelled." + side, true);
      books.note(sayf(books.data, "{}'s deputies are expelled (12.1.1)", sideName(books.data, side)));
    }
    books.set("outlawed." + side, true);
    if (side == "montagne") books.set("montagne_outlawed_by_coup", true);
  }
  if (kind == "popular") {
    if (auto problem = books.moveTrack("commune", -3, "12.1.1")) return problem;
  }
  if (kind == "military") {
    if (auto problem = books.moveTrack("commune", 5, "12.3.3.1")) return problem;
  }
  // The regimes that also make the Commune neutral on a failure.
  bool neutral = (regime == "terror" && side == "sans_culotte") || (regime == "thermidor" && kind == "popular") ||
                 (regime == "mercy" && side == "montagne" && (kind == "popular" || books.text("commune_controller") == "montagne")) ||
                 (regime == "prairial" && side == "royalist");
  if (neutral && books.flag("commune_raised")) {
    books.set("commune_controller", std::string("none"));
    books.note(say(books.data, "the Commune becomes neutral"));
  }
  if (regime == "ffr" && side == "montagne") books.set("montagne_failed_ffr_coup", true);
  return std::nullopt;
}

Check succeedCoup(Books& books, const std::string& side, const std::string& kind, const std::string& to) {
  const auto regime = books.text("regime");
  if (kind == "popular") {
    if (auto problem = books.moveTrack("commune", 3, "12.1.2")) return problem;
  }
  if (kind == "military") {
    if (auto problem = books.moveTrack("commune", -5, "12.3.3.2")) return problem;
  }
  if (to == "government") {
    auto ousted = books.text("gov_controller");
    books.set("gov_controller", side);
    books.adjustFame(side, 1, "12.2.2");
    books.adjustFame(ousted, -1, "12.2.2");
    books.set("limited_coup_winner", side);
    if (regime == "directorate") books.set("sole_power_until", books.turn());  // R.7.7.1
    // R.10.7.2: the variant follows a Government that holds the Commune at level II or III.
    if (regime == "fri" && books.flag("commune_raised") && books.text("commune_controller") == side &&
        books.number("level.commune") >= 2) {
      books.set("fri_variant", side);
    }
    return std::nullopt;
  }
  InstallOptions options;
  options.by = side;
  if (auto problem = installRegime(books, to, options)) return problem;
  achieve(books, "regime " + to);
  return std::nullopt;
}

}  // namespace

Check endMilitaryCoup(Books& books, bool won) {
  const auto side = books.text("rebel_current");
  const auto to = books.text("rebel_target");
  books.set("rebel_current", std::string("none"));
  books.set("rebel_target", std::string("none"));
  books.set("rebel_region", std::string("none"));
  books.set("rebel_armies", std::int64_t{0});
  books.set("rebel_armies_moved", std::int64_t{0});
  // The rebel armies are loyal again (12.3.3.1), or the new regime's (12.3.3.2).
  for (const auto& army : regularArmies()) books.set("rebel." + army, false);
  books.set("rebel_volunteers", std::int64_t{0});
  std::vector<std::string> plotters;
  for (const auto& person : personalities()) {
    if (books.text("owner." + person) == side && books.flag("personal_outlaw." + person) &&
        books.text("place." + person) != "prison" && books.text("place." + person) != "guillotine") {
      plotters.push_back(person);
    }
  }
  if (won) {
    for (const auto& person : plotters) books.set("personal_outlaw." + person, false);
    books.note(sayf(books.data, "the military coup succeeds: {} (12.3.3.2)", wordName(books.data, to)));
    return succeedCoup(books, side, "military", to);
  }
  books.note(say(books.data, "the military coup fails (12.3.3.1)"));
  const bool reduced = side == "marais";  // R.3.7.3.1, R.6.7.3.1, R.10.7.3.1
  return failCoup(books, side, "military", plotters, reduced);
}

Result applyCoup(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"kind", "to", "with", "roll", "opposed", "permission", "armies", "stage"})) {
    return unexpected(*problem);
  }
  auto side = actingSide(data, action, currents());
  if (!side) return unexpected(side.error());
  auto kind = wordArgument(action, "kind", {"limited", "popular", "military"});
  if (!kind) return unexpected(kind.error());
  Books books(data, state);
  if (!books.flag("open_scenario")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "coups are for the Open scenario only (12.0)")));
  }
  const auto turn = state.turn;
  auto stage = wordArgument(action, "stage", {"rally", "won", "lost"}, false);
  if (!stage) return unexpected(stage.error());
  // The military coup's end, fought at the table: the rebel army won or lost in Paris (12.3.3).
  if (*kind == "military" && (*stage == "won" || *stage == "lost")) {
    if (books.text("rebel_current") != *side) {
      return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} has no rebel army marching (12.3.1)", sideName(data, *side))));
    }
    const bool won = *stage == "won";
    const auto to = books.text("rebel_target");
    if (auto problem = endMilitaryCoup(books, won)) return unexpected(*problem);
    return books.finish(state, action, won ? "12.3.3.2" : "12.3.3.1",
                        won ? sayf(data, "The military coup succeeds: {}", wordName(data, to)) : std::string(say(data, "The military coup fails")));
  }
  auto to = wordArgument(action, "to", {"government", "convention", "terror", "thermidor", "wrath", "mercy",
                                        "directorate", "prairial", "ffr", "fri", "vendemiaire"});
  if (!to) return unexpected(to.error());
  auto open = openTransitions(books);
  if (!open) return unexpected(open.error());
  std::string rule;
  for (const auto& t : *open) {
    if (t.by == *side && t.to == *to && t.how == *kind + "_coup") rule = t.rule;
  }
  if (rule.empty()) {
    std::string list;
    for (const auto& t : *open) {
      if (t.how.find("coup") == std::string::npos) continue;
      list += (list.empty() ? "" : say(data, "; ")) +
              sayf(data, "{} {} → {} ({})", sideName(data, t.by), wordName(data, t.how), wordName(data, t.to), t.rule);
    }
    const auto regimeName = wordName(data, books.text("regime"));
    const auto by = sideName(data, *side);
    const auto toName = wordName(data, *to);
    std::string why = *kind == "popular"    ? sayf(data, "the {} opens no popular coup by the {} to {} now", regimeName, by, toName)
                      : *kind == "military" ? sayf(data, "the {} opens no military coup by the {} to {} now", regimeName, by, toName)
                                            : sayf(data, "the {} opens no limited coup by the {} to {} now", regimeName, by, toName);
    if (!list.empty()) why = sayf(data, "{}. Open now: {}", why, list);
    return unexpected(refuse(ActionError::Code::NotAllowed, why, "to"));
  }
  // One coup of each kind per turn; no military coup after a popular one; no limited coup
  // after either (12.1, 12.2, 12.3; A37).
  if (*kind == "popular" && books.number("coup_popular_turn") == turn) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "only one popular coup per turn (12.1)")));
  }
  if (*kind == "military" && (books.number("coup_military_turn") == turn || books.number("coup_popular_turn") == turn)) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "one military coup per turn, none after a popular coup (12.3)")));
  }
  if (*kind == "limited" && (books.number("coup_limited_turn") == turn || books.number("coup_popular_turn") == turn ||
                             books.number("coup_military_turn") == turn)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "one limited coup per turn, none after a popular or military coup (12.2)")));
  }
  auto with = wordListArgument(action, "with", personalities());
  if (!with) return unexpected(with.error());
  if (with->empty()) return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "a coup needs its Personalities (12.0)"), "with"));
  for (const auto& person : *with) {
    if (books.text("owner." + person) != *side || person == "louis_xvi") {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is not a {} Personality", itemName(data, "personality", person), sideName(data, *side)),
                               "with"));
    }
    auto place = books.text("place." + person);
    if (*kind != "military" && !inParis(place)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} is not in Paris (12.1)", itemName(data, "personality", person)), "with"));
    }
    if (*kind == "military" && (person == "marat" || person == "chaumette" || person == "hebert" || person == "roux")) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} can never attempt a military coup (12.3.1)", itemName(data, "personality", person)),
                               "with"));
    }
  }
  if (*kind == "popular") {
    if (!books.flag("commune_raised") && !(books.text("regime") == "fri")) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "a popular coup needs the Commune raised (12.1)")));
    }
    auto holder = books.text("commune_controller");
    auto permission = flagArgument(action, "permission");
    if (!permission) return unexpected(permission.error());
    if (holder != "none" && holder != *side && !*permission) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data, "the Commune's controller ({}) must give permission (12.1)", sideName(data, holder)),
                               "permission"));
    }
  }
  auto opposed = wordListArgument(action, "opposed", currents());
  if (!opposed) return unexpected(opposed.error());
  for (const auto& current : *opposed) {
    bool hasParis = false;
    for (const auto& person : personalities()) {
      if (books.text("owner." + person) == current && inParis(books.text("place." + person))) hasParis = true;
    }
    if (current == *side || governs(books, current) || !hasParis) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} cannot oppose: only other Currents with a Personality in Paris, not the Government's (12.1)",
                                    sideName(data, current)),
                               "opposed"));
    }
  }
  auto armies = numberArgument(action, "armies", 1, 3, false);
  if (!armies) return unexpected(armies.error());
  // 12.3.1: the Personalities stand together with the revolutionary armies they rally.
  std::string rallyRegion;
  if (*kind == "military") {
    rallyRegion = regionOf(books.text("place." + with->front()));
    for (const auto& person : *with) {
      if (regionOf(books.text("place." + person)) != rallyRegion || std::find(regions().begin(), regions().end(), rallyRegion) == regions().end()) {
        return unexpected(refuse(ActionError::Code::NotAllowed,
                                 say(data, "the Personalities of a military coup stand together with the armies they rally (12.3.1)"),
                                 "with"));
      }
    }
    if (revolutionaryArmiesIn(books, rallyRegion) < armies->value_or(1)) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               revolutionaryArmiesIn(books, rallyRegion) == 1
                                   ? sayf(data, "{} has {} revolutionary army to rally (12.3.1)", itemName(data, "region", rallyRegion),
                                          revolutionaryArmiesIn(books, rallyRegion))
                                   : sayf(data, "{} has {} revolutionary armies to rally (12.3.1)", itemName(data, "region", rallyRegion),
                                          revolutionaryArmiesIn(books, rallyRegion)),
                               "armies"));
    }
  }
  auto faces = diceArgument(action, "roll", 2);
  if (!faces) return unexpected(faces.error());
  if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll (12.0)"), "roll"));
  auto row = componentCell(data, state, "action_costs", *kind + "_coup");
  if (!row) return unexpected(row.error());
  const std::string coup = *kind == "popular" ? say(data, "a popular coup")
                           : *kind == "military" ? say(data, "a military coup")
                                                 : say(data, "a limited popular coup");
  if (auto problem = books.pay(*side, asNumber((*row)[0]).value_or(0) * books.economyMultiplier(), coup, "12.0, 7.2")) {
    return unexpected(*problem);
  }
  books.set(*kind == "popular" ? "coup_popular_turn" : *kind == "military" ? "coup_military_turn" : "coup_limited_turn", turn);
  if (*side == "royalist" && books.text("regime") == "directorate") books.set("royalist_directorate_coup", true);
  std::map<std::string, Value> inputs{{"roll", DiceFaces{(*faces)[0], (*faces)[1]}},
                                      {"kind", *kind},
                                      {"extra_personalities", static_cast<std::int64_t>(with->size() - 1)},
                                      {"opposed", static_cast<std::int64_t>(opposed->size())},
                                      {"extra_armies", armies->value_or(1) - 1},
                                      {"marais_government_bonus", *kind == "military" && *side == "marais" &&
                                                                      books.text("regime") == "mercy" &&
                                                                      books.text("gov_controller") == "marais"}};
  if (books.text("regime") == "fri" && books.text("fri_variant") == "sans_culotte" && books.flag("commune_raised")) {
    inputs["sans_culotte_variant_bonus"] = books.number("level.commune");  // R.10.9.4
  }
  const Procedure* procedure = data.findProcedure("coup_roll");
  if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure coup_roll");
  auto resolution = resolve(data, *procedure, inputs, *side, state, gameCharts(data, state));
  if (!resolution) return unexpected(resolution.error());
  bool success = resolution->outcomeId == "success";
  std::string summary = *kind == "popular"   ? sayf(data, "{} popular coup → {}: {}", sideName(data, *side), wordName(data, *to), resolution->outcome)
                        : *kind == "limited" ? sayf(data, "{} limited coup → {}: {}", sideName(data, *side), wordName(data, *to), resolution->outcome)
                                             : sayf(data, "{} military coup → {}: {}", sideName(data, *side), wordName(data, *to), resolution->outcome);
  if (*kind == "military") {
    if (success) {
      // 12.3.1: the Personalities are outlawed at once and march with the rebel army.
      for (const auto& person : *with) books.set("personal_outlaw." + person, true);
      books.set("rebel_current", *side);
      books.set("rebel_target", *to);
      books.set("rebel_region", rallyRegion);
      books.set("rebel_armies", armies->value_or(1));
      books.set("rebel_armies_moved", std::int64_t{0});
      summary += rallyRegion == "paris"
                     ? std::string(say(data, "; the rebels are in Paris: fight there ('Combat'), then say whether the military coup is won or lost ('Coup')"))
                     : sayf(data, "; the rebel army marches on Paris first ('Move an army', by the {}), then say whether the military coup is won or lost ('Coup')",
                            sideName(data, *side));
    }
    return books.finish(state, action, rule + ", 12.3.1", summary);
  }
  if (success) {
    if (auto problem = succeedCoup(books, *side, *kind, *to)) return unexpected(*problem);
  } else {
    // Reduced penalties: the Marais' coups in the Terror, FFR and FR1&I, the Gironde's in the
    // Legislative ("outlawed for one full turn only").
    auto regime = books.text("regime");
    bool reduced = (*side == "marais" && (regime == "terror" || regime == "ffr" || regime == "fri")) ||
                   (*side == "gironde" && regime == "legislative");
    if (auto problem = failCoup(books, *side, *kind, *with, reduced)) return unexpected(*problem);
  }
  return books.finish(state, action, rule + ", 12." + std::string(*kind == "popular" ? "1" : "2"), summary);
}

}  // namespace adc::revolution
