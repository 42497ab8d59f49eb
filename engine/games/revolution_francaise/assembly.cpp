// The Assembly and the regimes: regime changes (7.5.1), referendums, elections, the vote
// of confidence (8.2) and Justice (8.1).
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "ballots.hpp"
#include "directorate.hpp"
#include "elections.hpp"
#include "regimes.hpp"

#include "adc/display_names.hpp"
#include "adc/resolution.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace adc::revolution {

namespace {

std::string describe(const GameData& data, const Transition& t) {
  return sayf(data, "{}: {} → {} ({}: {})", sideName(data, t.by), wordName(data, t.how), wordName(data, t.to), t.rule, t.why);
}

}  // namespace

Result applyTransitions(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {})) return unexpected(*problem);
  Books books(data, state);
  auto open = openTransitions(books);
  if (!open) return unexpected(open.error());
  std::string list;
  for (const auto& t : *open) list += (list.empty() ? "" : say(data, "; ")) + describe(data, t);
  return books.finish(state, action, "7.5.1",
                      sayf(data, "Regime {}: {}", wordName(data, books.text("regime")), list.empty() ? say(data, "no change is open now") : list));
}

Result applyInstall(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"to"})) return unexpected(*problem);
  std::vector<std::string> names;
  for (const auto& info : allRegimes()) names.push_back(info.id);
  auto to = wordArgument(action, "to", names);
  if (!to) return unexpected(to.error());
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  Books books(data, state);
  auto open = openTransitions(books);
  if (!open) return unexpected(open.error());
  const Transition* chosen = nullptr;
  for (const auto& t : *open) {
    bool by = t.by == *side || (t.by == "government" && *side == "government");
    if (t.to == *to && t.how == "install" && by) chosen = &t;
  }
  if (!chosen) {
    std::string list;
    for (const auto& t : *open) list += (list.empty() ? "" : say(data, "; ")) + describe(data, t);
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             list.empty() ? sayf(data, "{} cannot install the {} now (7.5.1): no change is open",
                                                 sideName(data, *side), wordName(data, *to))
                                          : sayf(data, "{} cannot install the {} now (7.5.1). Open now: {}",
                                                 sideName(data, *side), wordName(data, *to), list),
                             "to"));
  }
  auto rule = chosen->rule;
  bool thermidorOffer = *to == "thermidor" && books.flag("thermidor_offer");
  InstallOptions options;
  options.by = *side == "government" ? books.text("gov_controller") : *side;
  if (auto problem = installRegime(books, *to, options)) return unexpected(*problem);
  // 7.5.2.3.2: after Thermidor is installed on a rejected law the Political Phase ends.
  if (thermidorOffer) books.set("political_phase_over", true);
  achieve(books, "regime " + *to);
  return books.finish(state, action, rule, sayf(data, "{} installs the {}", sideName(data, *side), wordName(data, *to)));
}

Result applyReferendum(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"to", "yes", "no", "abstain"})) return unexpected(*problem);
  auto to = wordArgument(action, "to", {"ffr", "fri", "directorate"});
  if (!to) return unexpected(to.error());
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  Books books(data, state);
  const auto regime = books.text("regime");
  const auto gov = books.text("gov_controller");
  std::string rule;
  if (*to == "directorate") {
    // R.4.8.1 (automatic, at the very end of the turn) and R.6.8.2 (at the Government's option).
    bool mercyOk = regime == "mercy" &&
                   ((!books.flag("commune_raised") && books.number("level.commune") == 1) ||
                    (!foreignWar(books) && !civilWar(books)) || books.flag("montagne_outlawed_by_coup"));
    if (!(regime == "thermidor" && books.flag("open_scenario")) && !mercyOk) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "no referendum for the Directorate is open now (R.4.8.1: Thermidor, open scenario; R.6.8.2: Mercy under its conditions)"),
                               "to"));
    }
    rule = regime == "thermidor" ? "R.4.8.1.1" : "R.6.8.2.1";
  } else {
    auto open = openTransitions(books);
    if (!open) return unexpected(open.error());
    for (const auto& t : *open) {
      if (t.to == *to && t.how == "referendum" && (t.by == *side || (*side == "government" && t.by == gov))) rule = t.rule;
    }
    if (rule.empty()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "{} cannot propose a referendum for the {} now (R.2.8.3, R.3.8.4, R.5.8.2, R.8.8.1)",
                                    sideName(data, *side), wordName(data, *to)),
                               "to"));
    }
  }
  auto yes = wordListArgument(action, "yes", currents());
  auto no = wordListArgument(action, "no", currents());
  auto abstain = wordListArgument(action, "abstain", currents());
  if (!yes) return unexpected(yes.error());
  if (!no) return unexpected(no.error());
  if (!abstain) return unexpected(abstain.error());
  auto voters = distinctVoters({{"yes", *yes}, {"no", *no}, {"abstain", *abstain}});
  if (!voters) return unexpected(voters.error());
  // "The Current controlling the Government always votes yes."
  if (std::find(no->begin(), no->end(), gov) != no->end() ||
      std::find(abstain->begin(), abstain->end(), gov) != abstain->end()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the Current controlling the Government ({}) always votes yes", sideName(data, gov)), "no"));
  }
  // Ballots: controlled regions without a revolt, an Allied or a Catholic and Royal army;
  // Paris always votes (for its controller, A50).
  static const std::vector<std::string> hostile{"cobourg", "brunswick", "wurmser", "sardinian", "spanish_1", "spanish_2",
                                                "york", "hood_fleet", "quiberon", "armee_catholique", "armee_centre",
                                                "armee_retz"};
  std::map<std::string, std::int64_t> ballots;
  for (const auto& region : regions()) {
    auto holder = controllerOf(books, region);
    if (holder == "none") continue;
    bool excluded = books.flag("revolt." + region);
    for (const auto& army : hostile) {
      auto where = books.text("army_at." + army);
      if (where == region || (region == "paris" && where == "paris_box")) excluded = true;
    }
    if (excluded && region != "paris") continue;
    ++ballots[holder];
  }
  std::int64_t yesVotes = 0, noVotes = 0, abstained = 0;
  for (const auto& current : currents()) {
    auto count = ballots[current];
    if (current == gov || std::find(yes->begin(), yes->end(), current) != yes->end()) yesVotes += count;
    else if (std::find(no->begin(), no->end(), current) != no->end()) noVotes += count;
    else abstained += count;  // a Current that says nothing abstains
  }
  bool adopted = noVotes <= 13;
  std::string tally = sayf(data, "Yes {}, No {}, Abstain {}", yesVotes, noVotes, abstained);
  if (adopted) {
    if (*to == "directorate") {
      books.set("directorate_approved", true);
      books.note(say(data, "the Directorate will be installed at the start of the next Political Phase"));
    } else {
      InstallOptions options;
      options.by = *side == "government" ? gov : *side;
      if (auto problem = installRegime(books, *to, options)) return unexpected(*problem);
      achieve(books, "regime " + *to);
    }
  }
  return books.finish(state, action, rule,
                      adopted ? sayf(data, "Constitutional referendum for the {}: {} → adopted (13 No or fewer)", wordName(data, *to), tally)
                              : sayf(data, "Constitutional referendum for the {}: {} → rejected (more than 13 No)", wordName(data, *to), tally));
}

Result applyElection(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"partner"})) return unexpected(*problem);
  Books books(data, state);
  const auto regime = books.text("regime");
  // An election due at installation by a coup in the Military Phase is held at the next
  // Political Phase (A60): an overdue election is held now.
  const auto due = books.number("next_election");
  if (due == 0 || due > state.turn) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "no election this turn (next: turn {}) ({}.6)", books.number("next_election"),
                                  regimeInfo(regime).rule)));
  }
  auto counts = countRegions(books);
  std::string rule;
  auto seats = electionResult(regime, counts, rule);
  // R.4.6: in Thermidor the outlawed Montagne or Sans-Culotte gets no deputies.
  if (regime == "thermidor") {
    for (const std::string current : {"montagne", "sans_culotte"}) {
      if (books.flag("outlawed." + current)) seats[current] = 0;
    }
  }
  std::string tally;
  for (const auto& current : currents()) {
    books.set("deputies." + current, seats[current]);
    books.set("set_aside." + current, std::int64_t{0});
    books.set("switched_in." + current, std::int64_t{0});
    books.set("switched_out." + current, std::int64_t{0});
    tally += (tally.empty() ? "" : ", ") + sideName(data, current) + " " + std::to_string(seats[current]);
  }
  // The schedule: the Legislative at turns 4 and 8 (R.1.6); the First Republic, One &
  // Indivisible every other turn (R.10.6); the others four turns later (R.x.6).
  std::int64_t next = regime == "legislative" ? (state.turn < 8 ? 8 : 0) : regime == "fri" ? state.turn + 2 : state.turn + 4;
  books.set("next_election", next);
  // R.7.2: the Marais' first partner is the eligible Current with the most deputies; the
  // Marais breaks a tie (the Feuillant in its place with the automated Marais, 15.2.1.5).
  if (regime == "directorate" && books.text("gov_partner") == "none") {
    const auto head = directorateHead(books);
    std::int64_t best = -1;
    std::vector<std::string> leaders;
    for (const auto& current : eligiblePartners(books)) {
      if (seats[current] > best) {
        best = seats[current];
        leaders = {current};
      } else if (seats[current] == best) {
        leaders.push_back(current);
      }
    }
    books.set("gov_controller", head);
    if (leaders.empty()) {
      books.note(sayf(data, "the {} governs without a partner: the Feuillant, Gironde and Montagne are outlawed (R.7.2)", sideName(data, head)));
      return books.finish(state, action, rule,
                          next == 0 ? sayf(data, "Election ({}): {}; next election none", rule, tally)
                                    : sayf(data, "Election ({}): {}; next election turn {}", rule, tally, next));
    }
    auto partner = wordArgument(action, "partner", leaders, leaders.size() > 1);
    if (!partner) return unexpected(partner.error());
    std::string chosen = leaders.size() == 1 ? leaders.front() : *partner;
    books.set("gov_partner", chosen);
    books.set("partner_vote_due", false);  // the election gives the partner a pending vote would have
    books.set("partner_vote_excluded", std::string("none"));
    books.note(sayf(data, "the {} governs with the {} (R.7.2)", sideName(data, head), sideName(data, chosen)));
  }
  return books.finish(state, action, rule,
                      next == 0 ? sayf(data, "Election ({}): {}; next election none", rule, tally)
                                : sayf(data, "Election ({}): {}; next election turn {}", rule, tally, next));
}

// 8.2, R.x.5: the vote of confidence. In the Directorate (R.7.5) the Marais stays and its
// partner is toppled; the Assembly then votes the new one (rf_partner_vote), unless only
// one Current is eligible; the vote is not held when every other partner is outlawed.
Result applyConfidence(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"confidence", "disapproval", "abstain"})) return unexpected(*problem);
  Books books(data, state);
  const auto regime = books.text("regime");
  if (!regimeInfo(regime).confidence) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "there is no criticism of the Government in the {} (8.2)", wordName(data, regime))));
  }
  auto gov = books.text("gov_controller");
  std::string opposite;
  if (regime == "legislative") opposite = gov == "feuillant" ? "gironde" : "feuillant";
  if (regime == "mercy") opposite = gov == "montagne" ? "marais" : "montagne";
  if (regime == "ffr") opposite = gov == "gironde" ? "marais" : "gironde";
  if (regime == "fri") opposite = gov == "montagne" ? "sans_culotte" : "montagne";
  if (!opposite.empty() && outlawedNow(books, opposite)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the vote of confidence is not held: the {} is outlawed ({}.5)", sideName(data, opposite),
                                  regimeInfo(regime).rule)));
  }
  std::string toppledCurrent;
  std::vector<std::string> successors;
  if (regime == "directorate") {
    if (books.flag("partner_vote_due")) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               say(data, "the Government was toppled: the Assembly votes the new partner first (R.7.5)"))
                            .pointing(WayForward::action("rf_partner_vote")));
    }
    toppledCurrent = toppledPartner(books);
    successors = eligiblePartners(books, toppledCurrent);
    if (successors.empty()) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "the vote of confidence is not held: every other possible partner of the {} is outlawed (R.7.5)",
                                    sideName(data, directorateHead(books)))));
    }
  }
  auto confidence = wordListArgument(action, "confidence", currents());
  auto disapproval = wordListArgument(action, "disapproval", currents());
  auto abstain = wordListArgument(action, "abstain", currents());
  if (!confidence) return unexpected(confidence.error());
  if (!disapproval) return unexpected(disapproval.error());
  if (!abstain) return unexpected(abstain.error());
  auto voters = distinctVoters({{"confidence", *confidence}, {"disapproval", *disapproval}, {"abstain", *abstain}});
  if (!voters) return unexpected(voters.error());
  const std::int64_t yes = ballotsOf(books, *confidence);
  const std::int64_t no = ballotsOf(books, *disapproval);
  // "The abstentions are not tallied"; toppled on an absolute majority of disapproval.
  bool toppled = no * 2 > yes + no;
  std::string tally = sayf(data, "Confidence {}, Disapproval {}", yes, no);
  if (toppled) {
    if (regime == "directorate") {
      // R.7.5: the Marais is never removed; its partner (or the Current holding sole power
      // after a limited coup, A71) is, and the Assembly votes the new one without it.
      const auto head = directorateHead(books);
      books.set("gov_controller", head);
      books.set("sole_power_until", std::int64_t{0});
      if (successors.size() == 1) {
        books.set("gov_partner", successors.front());
        books.note(sayf(data, "the {} now governs with the {}, the only eligible Current (R.7.5)", sideName(data, head),
                        sideName(data, successors.front())));
      } else {
        books.set("gov_partner", std::string("none"));
        books.set("partner_vote_due", true);
        books.set("partner_vote_excluded", toppledCurrent);
        std::string names;
        names = wordNames(successors);
        books.note(toppledCurrent == "none"
                       ? sayf(data, "the Assembly votes the new partner of the {}, {} (The Directorate's new partner, R.7.5)",
                              sideName(data, head), names)
                       : sayf(data, "the Assembly votes the new partner of the {}, {}, the deputies of the {} not voting (The Directorate's new partner, R.7.5)",
                              sideName(data, head), names, sideName(data, toppledCurrent)));
      }
    } else {
      books.set("gov_controller", opposite);
      books.note(sayf(data, "the {} controls the Government (8.2)", sideName(data, opposite)));
    }
  }
  return books.finish(state, action, "8.2", toppled ? sayf(data, "Vote of confidence: {} → the Government is toppled", tally)
                                              : sayf(data, "Vote of confidence: {} → the Government stays", tally));
}

Result applyJustice(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"prisoner", "roll", "guilty", "innocent", "tie", "pardon"})) {
    return unexpected(*problem);
  }
  std::vector<std::string> prisoners;
  for (const auto& person : personalities()) {
    if (person != "louis_xvi") prisoners.push_back(person);
  }
  auto prisoner = wordArgument(action, "prisoner", prisoners);
  if (!prisoner) return unexpected(prisoner.error());
  Books books(data, state);
  const auto regime = books.text("regime");
  const auto name = itemName(data, "personality", *prisoner);
  if (books.text("place." + *prisoner) != "prison") {
    return unexpected(refuse(ActionError::Code::NotAllowed, sayf(data, "{} is not in the Prison du Temple (8.1)", name), "prisoner"));
  }
  auto pardon = flagArgument(action, "pardon");
  if (!pardon) return unexpected(pardon.error());
  if (*pardon) {
    // 11.1, R.1.4.2: the King's controller may free imprisoned Royalists or Feuillants.
    auto king = books.text("owner.louis_xvi");
    auto owner = books.text("owner." + *prisoner);
    if (regime != "legislative" || books.text("king") != "free" || action.side != king ||
        (owner != "royalist" && owner != "feuillant")) {
      return unexpected(refuse(ActionError::Code::NotAllowed,
                               sayf(data, "in the Legislative the Current controlling the King ({}) may free imprisoned Royalist or Feuillant Personalities (11.1)",
                                    sideName(data, king)),
                               "pardon"));
    }
    books.set("place." + *prisoner, std::string("unplaced"));
    return books.finish(state, action, "11.1, R.1.4.2", sayf(data, "The King's prerogative: {} is freed", name));
  }
  const auto& info = regimeInfo(regime);
  if (info.justice == Justice::Roll) {
    auto faces = diceArgument(action, "roll", 2);
    if (!faces) return unexpected(faces.error());
    if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll per prisoner"), "roll"));
    const Procedure* procedure = data.findProcedure("justice_roll");
    if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure justice_roll");
    std::map<std::string, Value> inputs{{"roll", DiceFaces{(*faces)[0], (*faces)[1]}}, {"prisoner", *prisoner}};
    auto resolution = resolve(data, *procedure, inputs, "government", state, gameCharts(data, state));
    if (!resolution) return unexpected(resolution.error());
    for (const auto& change : resolution->changes) books.set(change.key, change.after);
    return books.finish(state, action, info.rule + ".4.2", sayf(data, "Justice for {}: {}", name, resolution->outcome));
  }
  // A deputies' vote, open, no abstention (R.1.4.2, R.7.4.2, R.9.4.2, R.10.4.2).
  auto guilty = wordListArgument(action, "guilty", currents());
  auto innocent = wordListArgument(action, "innocent", currents());
  if (!guilty) return unexpected(guilty.error());
  if (!innocent) return unexpected(innocent.error());
  auto voters = distinctVoters({{"guilty", *guilty}, {"innocent", *innocent}});
  if (!voters) return unexpected(voters.error());
  for (const auto& current : currents()) {
    if (votingDeputies(books, current) > 0 && !voters->count(current)) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               sayf(data, "{} must vote guilty or innocent: nobody can abstain (8.1)", sideName(data, current)),
                               "guilty"));
    }
  }
  std::int64_t g = 0, i = 0;
  for (const auto& current : *guilty) g += votingDeputies(books, current);
  for (const auto& current : *innocent) i += votingDeputies(books, current);
  bool isGuilty = g > i;
  if (g == i) {
    auto tie = wordArgument(action, "tie", {"guilty", "innocent"});
    if (!tie) {
      return unexpected(refuse(ActionError::Code::MissingArgument,
                               regime == "legislative"
                                   ? say(data, "a tie: the Current that controls the King decides: guilty or innocent")
                                   : say(data, "a tie: the Government decides: guilty or innocent"),
                               "tie"));
    }
    isGuilty = *tie == "guilty";
  }
  if (!isGuilty) books.set("place." + *prisoner, std::string("unplaced"));
  return books.finish(state, action, info.rule + ".4.2",
                      isGuilty ? sayf(data, "Justice for {}: guilty {}, innocent {} → stays in prison", name, g, i)
                               : sayf(data, "Justice for {}: guilty {}, innocent {} → released", name, g, i));
}

}  // namespace adc::revolution
