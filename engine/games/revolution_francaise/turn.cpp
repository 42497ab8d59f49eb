// The turn's bookkeeping: track levels, the start of a turn, gifts, turn order (6.3),
// objectives (6.4, 10.3), the deputies' return (8.3), the economy (10.1) and income (10.2).
#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/resolution.hpp"
#include "adc/text_checks.hpp"
#include "armies.hpp"
#include "regimes.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::revolution {

// An objective as the rulebook words it (6.4.1, 6.4.2: "arresting a given Personality",
// "triggering a revolt in a given region"...), never by its key ("revolt lyon").
std::string objectiveName(const GameData& data, const std::string& objective) {
  const auto space = objective.find(' ');
  const std::string kind = objective.substr(0, space);
  const std::string target = space == std::string::npos ? "" : objective.substr(space + 1);
  if (kind == "arrest") return sayf(data, "arrest {}", itemName(data, "personality", target));
  if (kind == "persuade") return sayf(data, "convince {}", itemName(data, "personality", target));
  if (kind == "plot") return sayf(data, "take control of {} by a plot", itemName(data, "region", target));
  if (kind == "revolt") return sayf(data, "trigger a revolt in {}", itemName(data, "region", target));
  if (kind == "suppress") return sayf(data, "suppress the revolt in {}", itemName(data, "region", target));
  if (kind == "destroy") return sayf(data, "destroy an enemy army in {}", itemName(data, "region", target));
  if (kind == "law") return sayf(data, "pass the law {}", itemName(data, "law", target));
  if (kind == "regime") return sayf(data, "switch to the {}", wordName(data, target));
  if (kind == "raise_commune") return say(data, "raise the Commune");
  if (kind == "suppress_commune") return say(data, "suppress the Commune");
  if (kind == "commune_by_force") return say(data, "suppress the Commune by force");
  return wordName(data, objective);
}

void achieve(Books& books, const std::string& objective) {
  for (const auto& side : sides()) {
    if (books.text("objective." + side) == objective && !books.flag("objective_achieved." + side)) {
      books.set("objective_achieved." + side, true);
      books.note(sayf(books.data, "{} achieves its objective '{}' (6.4)", sideName(books.data, side), objectiveName(books.data, objective)));
    }
  }
}

std::int64_t votingDeputies(const Books& books, const std::string& current) {
  // 12.1.1, 12.3.3.1: a failed coup's Current has "its deputies ... expelled from the
  // assembly": none of its votes count until a new regime lets them back (A77).
  if (books.flag("expelled." + current)) return 0;
  return books.number("deputies." + current) - books.number("switched_out." + current) +
         books.number("switched_in." + current);
}

Result applyLevels(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  std::string read;
  for (const std::string track : {"economy", "clergy", "coalition", "commune"}) {
    auto box = books.number("track." + track);
    auto level = levelOfBox(data, state, track, box);
    if (!level) return unexpected(level.error());
    books.set("level." + track, level->level);
    if (track == "clergy" && level->level == 3) books.set("clergy_reached_iii", true);
    read += (read.empty() ? "" : ", ") + sayf(data, "{} box {} {}", itemName(data, "track", track), box, level->describe(data));
  }
  return books.finish(state, action, "3.2.2.4-3.2.2.7", sayf(data, "Track levels: {}", read));
}

Result applyStartTurn(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  if (books.number("started_turn") >= state.turn) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "turn {} has already started (3.2.2.1)", state.turn)));
  }
  books.set("started_turn", state.turn);
  for (const auto& person : personalities()) {
    if (books.text("place." + person) == "fled") {
      books.set("place." + person, std::string("unplaced"));
      books.note(sayf(data, "{} returns (7.3.1.1 B, 7.3.1.2, 7.3.2 B)", itemName(data, "personality", person)));
    }
    books.set("used." + person, false);
  }
  for (const auto& current : currents()) {
    auto until = books.number("outlaw_until." + current);
    if (until != 0 && until < state.turn) {
      books.set("outlaw_until." + current, std::int64_t{0});
      books.note(sayf(data, "{} is no longer outlawed (12.2.1)", sideName(data, current)));
    }
    books.set("proposed_law." + current, false);
  }
  for (const std::string law : {"maximum", "freedom_of_prices", "assignats_containment", "anti_emigrants", "confiscation",
                                "safety_abolition", "suppression_of_usages", "national_goods", "freedom_of_religion",
                                "civic", "declaration_of_war", "conscription", "levee_en_masse", "fatherland_in_danger",
                                "trial_of_the_king", "outlaw_hebertists", "outlaw_merciful", "outlaw_terrorists"}) {
    books.set("proposed." + law, false);
  }
  books.set("gov_laws", std::int64_t{0});
  books.set("political_phase_over", false);
  books.set("thermidor_offer", false);
  books.set("bankrupt_this_turn", false);
  // 9.8: hiding is declared for a turn's combat.
  for (const auto& army : royalArmies()) books.set("cr_hiding." + army, false);
  // R.7.7.1: sole power lasts one turn; the coup maker then shares power with the Marais.
  auto sole = books.number("sole_power_until");
  if (sole != 0 && sole < state.turn) {
    auto holder = books.text("gov_controller");
    books.set("sole_power_until", std::int64_t{0});
    if (books.text("regime") == "directorate" && holder != "marais") {
      books.set("gov_controller", std::string("marais"));
      books.set("gov_partner", holder);
      books.note(sayf(data, "The Directorate is shared again: Marais and {} (R.7.7.1)", sideName(data, holder)));
    }
  }
  return books.finish(state, action, "3.2.2.1", sayf(data, "Turn {} begins", state.turn));
}

Result applyGift(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"to", "amount"})) return unexpected(*problem);
  auto side = actingSide(data, action, currents());
  if (!side) return unexpected(side.error());
  auto to = wordArgument(action, "to", sides());
  if (!to) return unexpected(to.error());
  auto amount = numberArgument(action, "amount", 1, 1000000, true);
  if (!amount) return unexpected(amount.error());
  Books books(data, state);
  if (*to == *side) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "a gift goes to another player"), "to"));
  if (*to == "government" && !books.flag("in_force.fatherland_in_danger")) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "assignats are never given to the Government, unless Fatherland in Danger is in force (6.1, 13.6)"),
                             "to"));
  }
  auto enemies = [](const std::string& a, const std::string& b) {
    return a == "royalist" && (b == "montagne" || b == "sans_culotte");
  };
  if (enemies(*side, *to) || enemies(*to, *side)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             say(data, "the Royalist and the Montagne or Sans-Culotte may not give each other money (6.1)"), "to"));
  }
  if (books.number("assignats." + *side) < **amount) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} holds only {} assignats", sideName(data, *side), books.number("assignats." + *side)),
                             "amount"));
  }
  // A gift is not spent: it does not go to the Spent box (A47, A65).
  books.add("assignats." + *side, -**amount);
  books.add("assignats." + *to, **amount);
  return books.finish(state, action, "6.1",
                      sayf(data, "{} gives {} assignats to {}", sideName(data, *side), **amount, sideName(data, *to)));
}

Result applyTurnOrder(const GameData& data, GameState& state, const Action& action) {
  Books books(data, state);
  std::vector<std::string> active;
  for (const auto& current : currents()) active.push_back(current);
  struct Entry {
    std::string current;
    std::int64_t key = 0, fame = 0, die = 0;
  };
  std::vector<Entry> entries;
  for (const auto& current : active) {
    auto fame = books.number("fame." + current);
    entries.push_back({current, fame + regionsOf(books, current), fame, 0});
  }
  for (const auto& [name, value] : action.args) {
    if (!name.starts_with("roll_") || !isCurrent(name.substr(5))) {
      return unexpected(refuse(ActionError::Code::UnknownName,
                               say(data, "'Turn order' takes only the die rolled by each Current still tied (6.3)"), name));
    }
  }
  for (auto& entry : entries) {
    auto die = numberArgument(action, "roll_" + entry.current, 1, 6, false);
    if (!die) return unexpected(die.error());
    entry.die = die->value_or(0);
  }
  std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    if (a.key != b.key) return a.key > b.key;
    return a.fame > b.fame;
  });
  // Ties on fame + regions and on fame: each rolls a die, the higher first (6.3); equal
  // dice roll again (A52).
  for (std::size_t i = 0; i < entries.size();) {
    std::size_t j = i + 1;
    while (j < entries.size() && entries[j].key == entries[i].key && entries[j].fame == entries[i].fame) ++j;
    if (j - i > 1) {
      std::string tied;
      for (std::size_t k = i; k < j; ++k) tied += (tied.empty() ? "" : ", ") + sideName(data, entries[k].current);
      for (std::size_t k = i; k < j; ++k) {
        if (entries[k].die == 0) {
          return unexpected(refuse(ActionError::Code::MissingArgument,
                                   sayf(data, "{} are tied on fame + regions and on fame: each rolls a die; the {}'s is missing (6.3)", tied,
                                        sideName(data, entries[k].current)),
                                   "roll_" + entries[k].current));
        }
      }
      std::stable_sort(entries.begin() + static_cast<long>(i), entries.begin() + static_cast<long>(j),
                       [](const Entry& a, const Entry& b) { return a.die > b.die; });
      for (std::size_t k = i + 1; k < j; ++k) {
        if (entries[k].die == entries[k - 1].die) {
          return unexpected(refuse(ActionError::Code::BadArgument,
                                   sayf(data, "{} and {} rolled the same: they roll again", sideName(data, entries[k - 1].current),
                                        sideName(data, entries[k].current)),
                                   "roll_" + entries[k].current));
        }
      }
    }
    i = j;
  }
  std::string order;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    books.set("order." + entries[i].current, static_cast<std::int64_t>(i + 1));
    order += (order.empty() ? "" : ", ") + sideName(data, entries[i].current) + " " + std::to_string(entries[i].key);
  }
  return books.finish(state, action, "6.3", sayf(data, "Turn order after the Government: {}", order));
}


namespace {

bool among(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// The laws (13.0) and regimes (R.0) an objective may name.
const std::vector<std::string>& objectiveLaws() {
  static const std::vector<std::string> laws{
      "maximum", "freedom_of_prices", "assignats_containment", "anti_emigrants", "confiscation", "safety_abolition",
      "suppression_of_usages", "national_goods", "freedom_of_religion", "civic", "declaration_of_war", "conscription",
      "levee_en_masse", "fatherland_in_danger", "trial_of_the_king", "outlaw_hebertists", "outlaw_merciful",
      "outlaw_terrorists"};
  return laws;
}

const std::vector<std::string>& objectiveRegimes() {
  static const std::vector<std::string> regimes{"legislative", "convention", "terror", "thermidor", "wrath", "mercy",
                                                "directorate", "prairial", "ffr", "fri", "vendemiaire"};
  return regimes;
}

// The kinds of objective of the Government (6.4.1) and of a Current (6.4.2).
const std::vector<std::string>& objectiveKinds(bool government) {
  static const std::vector<std::string> governments{"arrest", "suppress", "destroy", "commune_by_force", "law"};
  static const std::vector<std::string> currents{"persuade", "plot",          "law",
                                                 "revolt",   "suppress",      "raise_commune",
                                                 "suppress_commune", "regime"};
  return government ? governments : currents;
}

// The targets an objective of this kind names; none for the Commune's.
const std::vector<std::string>& objectiveTargets(const std::string& kind) {
  static const std::vector<std::string> nothing;
  if (kind == "arrest" || kind == "persuade") return personalities();
  if (kind == "plot" || kind == "revolt" || kind == "suppress" || kind == "destroy") return regions();
  if (kind == "law") return objectiveLaws();
  if (kind == "regime") return objectiveRegimes();
  return nothing;
}

// 6.4.1 and 6.4.2: the objectives the Government and the Currents may declare, each with a
// named target ("arrest marat", "plot lyon", "law civic", "regime convention"...).
Check checkObjective(const Books& books, const std::string& side, const std::string& objective) {
  const auto space = objective.find(' ');
  const std::string kind = objective.substr(0, space);
  const std::string target = space == std::string::npos ? "" : objective.substr(space + 1);
  const bool government = side == "government";
  const auto& laws = objectiveLaws();
  const auto& regimes = objectiveRegimes();
  auto bad = [&](const std::string& why) {
    return refuse(ActionError::Code::BadArgument, sayf(books.data, "{}: {}", quoteInput(objective), why), "objective");
  };
  const auto regime = books.text("regime");
  const auto& kinds = objectiveKinds(government);
  if (!among(kinds, kind)) {
    std::string list;
    for (const auto& each : kinds) list += (list.empty() ? "" : ", ") + wordText(each);
    return bad(government ? sayf(books.data, "the Government's objectives (6.4.1) are {}, with their target", list)
                          : sayf(books.data, "a Current's objectives (6.4.2) are {}, with their target", list));
  }
  const bool needsPerson = kind == "arrest" || kind == "persuade";
  const bool needsRegion = kind == "plot" || kind == "revolt" || kind == "suppress" || kind == "destroy";
  if (needsPerson && !among(personalities(), target)) return bad(say(books.data, "name the Personality (6.4: a well-defined objective)"));
  if (needsRegion && !among(regions(), target)) return bad(say(books.data, "name the region (6.4: a well-defined objective)"));
  if (kind == "law" && !among(laws, target)) return bad(say(books.data, "name the law (13.0)"));
  if (kind == "regime" && !among(regimes, target)) return bad(say(books.data, "name the regime (R.0)"));
  if ((kind == "raise_commune" || kind == "suppress_commune" || kind == "commune_by_force") && !target.empty()) {
    return bad(say(books.data, "this objective has no target"));
  }
  const auto& info = regimeInfo(regime);
  if (kind == "law" && government && !(regime == "terror" || regime == "thermidor" || regime == "wrath" ||
                                        regime == "mercy" || regime == "directorate" || regime == "prairial")) {
    return bad(say(books.data, "the Government may aim at a law only in the Terror, Thermidor, Wrath, Mercy, Directorate or Prairial (6.4.1)"));
  }
  if (kind == "law" && !government && !(info.currentsPropose && officiallyPresent(books, side))) {
    return bad(say(books.data, "a Current may aim at a law only where it may propose one (6.4.2)"));
  }
  if (kind == "revolt" && officiallyPresent(books, side)) {
    return bad(sayf(books.data, "{} cannot start revolts: it is officially present (6.4, 7.4.2)", sideName(books.data, side)));
  }
  return std::nullopt;
}

}  // namespace

std::vector<NamedWord> objectiveChoices(const GameData& data, const GameState&, const Action& action) {
  std::vector<NamedWord> choices;
  std::vector<std::string> seen;
  for (bool government : {true, false}) {
    if (!action.side.empty() && (action.side == "government") != government) continue;
    for (const auto& kind : objectiveKinds(government)) {
      const auto& targets = objectiveTargets(kind);
      std::vector<std::string> objectives;
      if (targets.empty()) objectives.push_back(kind);
      for (const auto& target : targets) objectives.push_back(kind + " " + target);
      for (const auto& objective : objectives) {
        if (among(seen, objective)) continue;  // "suppress brest" is both sides'
        seen.push_back(objective);
        std::string name = objectiveName(data, objective);
        // A sentence's words, a list's line: "Arrest Marat" (the names begin in ASCII).
        if (!name.empty() && name[0] >= 'a' && name[0] <= 'z') name[0] = static_cast<char>(name[0] - 'a' + 'A');
        choices.push_back({objective, name});
      }
    }
  }
  return choices;
}

Result applyObjective(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"objective", "achieved", "with"})) return unexpected(*problem);
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  auto achieved = flagArgument(action, "achieved");
  if (!achieved) return unexpected(achieved.error());
  Books books(data, state);
  if (*achieved) {
    auto declared = books.text("objective." + *side);
    if (declared.empty()) {
      return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} has declared no objective (6.4)", sideName(data, *side))));
    }
    achieve(books, declared);
    return books.finish(state, action, "6.4", sayf(data, "{}'s objective is marked achieved", sideName(data, *side)));
  }
  auto objective = wordArgument(action, "objective", {});
  if (!objective) return unexpected(objective.error());
  if (auto problem = checkObjective(books, *side, *objective)) return unexpected(*problem);
  auto with = wordListArgument(action, "with", currents());
  if (!with) return unexpected(with.error());
  if (!books.text("objective." + *side).empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has already declared '{}' (6.4)", sideName(data, *side),
                                  objectiveName(data, books.text("objective." + *side)))));
  }
  if (*side == "government" && !with->empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Government cannot have a joint objective (6.4)"), "with"));
  }
  std::vector<std::string> declarers{*side};
  for (const auto& partner : *with) {
    bool enemies = (*side == "royalist" && (partner == "montagne" || partner == "sans_culotte")) ||
                   (partner == "royalist" && (*side == "montagne" || *side == "sans_culotte"));
    if (enemies) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "the Royalist cannot declare a common objective with the Montagne or the Sans-Culotte (6.1, 6.4)"),
                               "with"));
    }
    declarers.push_back(partner);
  }
  for (const auto& declarer : declarers) {
    books.set("objective." + declarer, *objective);
    books.set("objective_achieved." + declarer, false);
  }
  if (*side == "government") books.set("gov_controller_at_objective", books.text("gov_controller"));
  return books.finish(state, action, "6.4", sayf(data, "{} declares: {}", sideName(data, *side), objectiveName(data, *objective)));
}

Result applyDeputiesReturn(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  std::int64_t moved = 0;
  for (const auto& current : currents()) {
    moved += books.number("switched_in." + current);
    books.set("switched_in." + current, std::int64_t{0});
    books.set("switched_out." + current, std::int64_t{0});
  }
  return books.finish(state, action, "8.3", sayf(data, "{} switched deputies go back to their Currents", moved));
}

Result applyEconomy(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  auto spent = books.number("spent");
  auto steps = spent / 1000;  // "For every 1000 assignats (dropping fractions)"
  if (auto problem = books.moveTrack("economy", steps, "10.1")) return unexpected(*problem);
  books.set("spent", std::int64_t{0});
  return books.finish(state, action, "10.1",
                      sayf(data, "{} assignats spent this turn: Economy +{}; the Spent box goes back to the bank", spent, steps));
}

namespace {

bool counted(const Books& books, const std::string& person) {
  // 10.2.1: dead, imprisoned, exiled (and prisoners of war) do not count; fled ones do.
  auto where = books.text("place." + person);
  if (where == "guillotine" || where == "prison" || where == "exiled" || where == "prisoner_of_war" ||
      where == "absent") {
    return false;
  }
  if (person == "louis_xvi") return books.text("king") != "executed";  // A16
  return true;
}

bool revolutionaryArmyIn(const Books& books, const std::string& region) {
  for (const std::string army : {"regular_lille", "regular_metz", "regular_strasbourg", "regular_marseille"}) {
    if (books.text("army_at." + army) == region) return true;
  }
  return books.number("volunteers." + region) > 0;
}

}  // namespace

Result applyIncome(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  if (books.number("income_turn") >= state.turn) {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "the income of turn {} has already been paid (10.2)", state.turn)));
  }
  books.set("income_turn", state.turn);
  std::string summary;
  std::int64_t maraisIncome = 0;
  for (const auto& current : currents()) {
    std::int64_t income = 0;
    for (const auto& region : regions()) {
      if (controllerOf(books, region) != current) continue;
      // 10.2.1: no income for Coalition-controlled regions (A48).
      if (books.flag("coalition_control." + region)) continue;
      auto value = componentNumber(data, state, "region_income", region);
      if (!value) return unexpected(value.error());
      income += *value;
    }
    if (current == "royalist") {
      static const std::int64_t byLevel[] = {0, 50, 150, 100};  // 10.2.1
      income += byLevel[books.number("level.coalition")];
    }
    std::int64_t people = 0;
    for (const auto& person : personalities()) {
      if (books.text("owner." + person) == current && counted(books, person)) ++people;
    }
    auto minimum = 100 + 50 * people;  // 10.2.1
    auto paid = std::max(income, minimum);
    books.add("assignats." + current, paid);
    if (current == "marais") maraisIncome = paid;
    summary += (summary.empty() ? "" : say(data, "; ")) +
               (paid > income ? sayf(data, "{} +{} (minimum)", sideName(data, current), paid)
                              : sideName(data, current) + " +" + std::to_string(paid));
  }
  // 10.2.2: the Government hands back all its money, then receives 2500 less the regions
  // in revolt, under the Coalition or occupied by an unopposed Catholic and Royal army.
  std::int64_t lost = 0;
  for (const auto& region : regions()) {
    bool royalArmy = false;
    for (const std::string army : {"armee_catholique", "armee_centre", "armee_retz"}) {
      if (books.text("army_at." + army) == region) royalArmy = true;
    }
    bool loses = books.flag("revolt." + region) || books.flag("coalition_control." + region) ||
                 (royalArmy && !revolutionaryArmyIn(books, region));
    if (!loses) continue;
    auto value = componentNumber(data, state, "region_income", region);
    if (!value) return unexpected(value.error());
    lost += *value;
  }
  auto government = std::max<std::int64_t>(2500 - lost, 500);
  books.set("assignats.government", government);
  summary += sayf(data, "; Government {} (2500 - {})", government, lost);
  // 15.2.1.3: under Fatherland in Danger the automated Marais gives half its income.
  if (books.flag("automated_marais") && books.flag("in_force.fatherland_in_danger")) {
    auto half = maraisIncome / 2;
    books.add("assignats.marais", -half);
    books.add("assignats.government", half);
    summary += sayf(data, "; the Marais gives {} to the Government (15.2.1.3)", half);
  }
  return books.finish(state, action, "10.2", sayf(data, "Income: {}", summary));
}

Result applyFameAdjustment(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"marais_roll"})) return unexpected(*problem);
  Books books(data, state);
  // 15.2.1.6: in the five-player game the automated Marais' fame is adjusted by its roll
  // on the 13-14 column, here with the others', so it is never left out.
  const bool automated = books.flag("automated_marais");
  if (!automated && action.arg("marais_roll")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Marais is automated only in the five-player game (15.2.1)"),
                             "marais_roll"));
  }
  std::string maraisOutcome;
  if (automated) {
    if (!action.arg("marais_roll")) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               say(data, "'Fame adjustment' needs the automated Marais' roll on the 13-14 column, two dice (15.2.1.6)"),
                               "marais_roll"));
    }
    auto faces = diceArgument(action, "marais_roll", 2);
    if (!faces) return unexpected(faces.error());
    if (faces->size() != 2) {
      return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll of two dice"), "marais_roll"));
    }
    const Procedure* procedure = data.findProcedure("marais_fame_roll");
    if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure marais_fame_roll");
    auto resolution = resolve(data, *procedure, {{"roll", DiceFaces{(*faces)[0], (*faces)[1]}}}, "marais", state,
                              gameCharts(data, state));
    if (!resolution) return unexpected(resolution.error());
    if (resolution->outcomeId == "up") books.adjustFame("marais", 1, "15.2.1.6");
    if (resolution->outcomeId == "down") books.adjustFame("marais", -1, "15.2.1.6");
    maraisOutcome = sayf(data, "; the automated Marais rolls {}: {}", (*faces)[0] + (*faces)[1], resolution->outcome);
  }
  for (const auto& current : currents()) {
    if (current == "marais" && books.flag("automated_marais")) continue;  // 15.2.1.6: its own roll
    bool achieved = books.flag("objective_achieved." + current);
    // Every Current must declare (6.4); one that did not has not achieved one.
    books.adjustFame(current, achieved ? 1 : -1, "10.3");
  }
  auto declared = books.text("objective.government");
  auto holder = books.text("gov_controller");
  if (!declared.empty()) {
    if (books.text("gov_controller_at_objective") != holder) {
      books.note(say(data, "The Government changed hands: its objective is ignored (6.4, 10.3)"));
    } else if (books.flag("objective_achieved.government")) {
      books.adjustFame("government", 1, "10.3");
    } else {
      books.adjustFame("government", -1, "10.3");
      books.adjustFame(holder, -1, "10.3");
      // R.7.2.3: both Currents of the Directorate.
      auto partner = books.text("gov_partner");
      if (books.text("regime") == "directorate" && partner != "none" && books.number("sole_power_until") == 0) {
        books.adjustFame(partner, -1, "R.7.2.3");
      }
    }
  }
  for (const auto& side : sides()) {
    books.set("objective." + side, std::string());
    books.set("objective_achieved." + side, false);
  }
  books.set("gov_controller_at_objective", std::string("none"));
  return books.finish(state, action, automated ? "10.3, 15.2.1.6" : "10.3", say(data, "Fame adjustment") + maraisOutcome);
}

}  // namespace adc::revolution
