// Passing laws (7.5.2.3, 13.0), the King's action and veto (7.5.2.2, 11.1) and the trial
// of Louis XVI (11.4).
#include "actions.hpp"
#include "regimes.hpp"
#include "armies.hpp"
#include "map.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/resolution.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace adc::revolution {

namespace {

const std::vector<std::string>& lawNames() {
  static const std::vector<std::string> all{
      "maximum", "freedom_of_prices", "assignats_containment", "anti_emigrants", "confiscation", "safety_abolition",
      "suppression_of_usages", "national_goods", "freedom_of_religion", "civic", "declaration_of_war", "conscription",
      "levee_en_masse", "fatherland_in_danger", "trial_of_the_king", "outlaw_hebertists", "outlaw_merciful",
      "outlaw_terrorists"};
  return all;
}

struct Law {
  std::int64_t cost = 0, fame = 0, economy = 0, coalition = 0, coalitionTo = 0, clergy = 0, commune = 0;
  std::string family;
};

Law readLaw(const std::vector<Value>& cell) {
  auto n = [&](std::size_t i) { return asNumber(cell[i]).value_or(0); };
  return Law{n(0), n(1), n(2), n(3), n(4), n(5), n(6), toDisplayString(cell[7])};
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// 10.2.2.1: bankruptcy, once per turn; the Directorate's two Currents both (A46).
void bankrupt(Books& books) {
  if (books.flag("bankrupt_this_turn")) {
    books.note(say(books.data, "the Government cannot pay (no second bankruptcy this turn)"));
    return;
  }
  books.set("bankrupt_this_turn", true);
  books.adjustFame(books.text("gov_controller"), -5, "10.2.2.1");
  if (books.text("regime") == "directorate" && books.text("gov_partner") != "none" && books.number("sole_power_until") == 0) {
    books.adjustFame(books.text("gov_partner"), -5, "10.2.2.1");
  }
  books.adjustFame("government", -2, "10.2.2.1");
}

bool foreignOrCivilWar(const Books& books) { return foreignWar(books) || civilWar(books); }

// 13.6: an Allied army in or next to Paris (the map's adjacency, typed in).
bool alliedThreat(const Books& books) {
  for (const std::string army : {"cobourg", "brunswick", "wurmser", "sardinian", "spanish_1", "spanish_2", "york",
                                 "hood_fleet", "quiberon"}) {
    auto where = books.text("army_at." + army);
    if (where == "paris" || where == "paris_box") return true;
    if (where == "off_map" || where == "eliminated") continue;
    auto touching = adjacent(books.data, books.state, regionOf(where), "paris");
    if (touching && *touching) return true;
  }
  return false;
}

// The lawmakers who may give the Government a bonus for passing a law in this regime:
// "Robespierre and Saint-Just can each give the Government a +2 bonus for passing a law
// if they are in Paris and not outlawed. This bonus cannot be cumulative." (R.3.9.2);
// "Hébert and Chaumette can each give the Government a +2 bonus for passing a law if they
// are in Paris. This bonus cannot be cumulative." (R.5.9.2); "Danton and Desmoulins can
// each give the Marais Government a +2 bonus for passing a law if they are in Paris. This
// applies only if they are not outlawed and their Current agrees." (R.6.9.2, A22); a
// Montagne or Sans-Culotte Prairial Government gets the Terror's or Wrath's (R.8.9.2-3).
struct Lawmakers {
  std::vector<std::string> who;
  bool notOutlawed = false;  // the rule asks them not to be outlawed
  bool cumulative = false;   // each gives his own +2 (Mercy, A22)
  std::string rule;
};

std::optional<Lawmakers> lawmakersOf(const Books& books) {
  const auto regime = books.text("regime");
  const auto gov = books.text("gov_controller");
  if (regime == "terror") return Lawmakers{{"robespierre", "saint_just"}, true, false, "R.3.9.2"};
  if (regime == "prairial" && gov == "montagne") return Lawmakers{{"robespierre", "saint_just"}, true, false, "R.8.9.2, R.3.9.2"};
  if (regime == "wrath") return Lawmakers{{"hebert", "chaumette"}, false, false, "R.5.9.2"};
  if (regime == "prairial" && gov == "sans_culotte") return Lawmakers{{"hebert", "chaumette"}, false, false, "R.8.9.3, R.5.9.2"};
  if (regime == "mercy" && gov == "marais") return Lawmakers{{"danton", "desmoulins"}, true, true, "R.6.9.2"};
  return std::nullopt;
}

// The lawmakers' bonus typed for a fame vote, checked against who is in Paris now.
std::optional<ActionError> lawmakersProblem(const GameData& data, const Books& books, bool government,
                                            std::int64_t bonus) {
  if (bonus == 0) return std::nullopt;
  auto bad = [](std::string why) { return refuse(ActionError::Code::NotAllowed, std::move(why), "lawmakers"); };
  auto lawmakers = lawmakersOf(books);
  if (!lawmakers) {
    return bad(sayf(data,
                    "lawmakers: no lawmaker gives a bonus to a law in the {} with this Government: Robespierre or "
                    "Saint-Just under the Terror (R.3.9.2), Hébert or Chaumette under Wrath (R.5.9.2), Danton and "
                    "Desmoulins to a Marais Government under Mercy (R.6.9.2), and a Montagne or Sans-Culotte Prairial "
                    "Government as under the Terror or Wrath (R.8.9.2, R.8.9.3)",
                    wordName(data, books.text("regime"))));
  }
  const auto first = itemName(data, "personality", lawmakers->who[0]);
  const auto second = itemName(data, "personality", lawmakers->who[1]);
  const auto& rule = lawmakers->rule;
  if (!government) {
    return bad(sayf(data, "lawmakers: {} and {} give their bonus to the Government's laws ({})", first, second, rule));
  }
  std::int64_t able = 0;
  for (const auto& person : lawmakers->who) {
    auto where = books.text("place." + person);
    if ((where == "paris" || where == "paris_box") && !(lawmakers->notOutlawed && isOutlaw(books, person))) ++able;
  }
  const std::int64_t most = lawmakers->cumulative ? 2 * able : (able > 0 ? 2 : 0);
  if (most == 0) {
    return bad(lawmakers->notOutlawed
                   ? sayf(data, "lawmakers: {} and {} can each give a +2 bonus if they are in Paris and not outlawed; neither is now ({})",
                          first, second, rule)
                   : sayf(data, "lawmakers: {} and {} can each give a +2 bonus if they are in Paris; neither is now ({})",
                          first, second, rule));
  }
  if (bonus % 2 != 0 || bonus > most) {
    if (!lawmakers->cumulative) {
      return bad(sayf(data, "lawmakers: {} and {} can each give a +2 bonus; this bonus cannot be cumulative: the bonus is 2 ({})",
                      first, second, rule));
    }
    // Only Mercy's lawmakers add up (R.6.9.2), and they must not be outlawed.
    return bad(most == 4 ? sayf(data, "lawmakers: {} and {} can each give a +2 bonus, {} of them in Paris and not outlawed now: the bonus is 2 or 4 ({})",
                                first, second, able, rule)
                         : sayf(data, "lawmakers: {} and {} can each give a +2 bonus, {} of them in Paris and not outlawed now: the bonus is 2 ({})",
                                first, second, able, rule));
  }
  return std::nullopt;
}

// The fame-vote modifiers the state bounds (7.5.2.3.2): the Commune's only with a
// controller; the other Currents' sum within -1 to +1 for each of them present.
std::optional<ActionError> fameModifierProblem(const Books& books, const std::map<std::string, Value>& inputs) {
  auto valueOf = [&](const char* name) {
    auto found = inputs.find(name);
    return found == inputs.end() ? std::int64_t{0} : asNumber(found->second).value_or(0);
  };
  if (valueOf("commune") != 0 && books.text("commune_controller") == "none") {
    return refuse(ActionError::Code::NotAllowed,
                  say(books.data, "commune: no Current controls the Commune; the player controlling the Commune chooses its bonus (7.5.2.3.2)"),
                  "commune");
  }
  std::int64_t present = 0;
  for (const auto& current : currents()) {
    if (current != "marais" && officiallyPresent(books, current)) ++present;
  }
  if (valueOf("others") > present || valueOf("others") < -present) {
    return refuse(ActionError::Code::NotAllowed,
                  present == 1
                      ? sayf(books.data, "others: each other Current present in the National Assembly chooses -1 to +1; {} is present, so the sum runs from {} to {} (7.5.2.3.2)",
                             present, -present, present)
                      : sayf(books.data, "others: each other Current present in the National Assembly chooses -1 to +1; {} are present, so the sum runs from {} to {} (7.5.2.3.2)",
                             present, -present, present),
                  "others");
  }
  return std::nullopt;
}

// An argument of the other kind of vote is refused, not ignored.
std::optional<ActionError> otherVoteArgument(const Action& action, bool deputies) {
  static const std::vector<std::string> fameOnly{"roll", "marais", "commune", "others", "lawmakers", "opposed"};
  static const std::vector<std::string> deputiesOnly{"yes", "no", "tie"};
  for (const auto& name : deputies ? fameOnly : deputiesOnly) {
    if (action.arg(name)) {
      return refuse(ActionError::Code::BadArgument,
                    deputies ? sayf(wordsGame(), "{0}: this law is voted by the deputies (7.5.2.3.1); {0} is for a fame vote (7.5.2.3.2)", name)
                             : sayf(wordsGame(), "{0}: this law is voted on fame (7.5.2.3.2); {0} is for a deputies' vote (7.5.2.3.1)", name),
                    name);
    }
  }
  return std::nullopt;
}

}  // namespace

Result applyKing(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"coalition"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"feuillant", "royalist"});
  if (!side) return unexpected(side.error());
  auto coalition = flagArgument(action, "coalition");
  if (!coalition) return unexpected(coalition.error());
  Books books(data, state);
  if (books.text("regime") != "legislative" || books.text("king") != "free") {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the King's action is for the Legislative only, the King free (7.5.2.2)")));
  }
  if (books.text("owner.louis_xvi") != *side) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the King is controlled by the {} (7.5.2.2)", sideName(data, books.text("owner.louis_xvi"))),
                             "side"));
  }
  if (books.flag("used.louis_xvi")) {
    return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the King has already acted this turn (6.5)")));
  }
  auto row = componentCell(data, state, "action_costs", *side == "feuillant" ? "king_feuillant" : "king_royalist");
  if (!row) return unexpected(row.error());
  auto cost = asNumber((*row)[0]).value_or(0) * books.economyMultiplier();
  if (auto problem = books.pay(*side, cost, say(data, "the King's action"), "7.5.2.2")) return unexpected(*problem);
  books.set("used.louis_xvi", true);
  books.adjustFame(*side == "feuillant" ? "gironde" : "feuillant", -1, "7.5.2.2");
  if (*coalition) {
    if (books.flag("foreign_war")) {
      books.note(say(data, "Coalition unchanged: during the war it moves only in the random events (9.2)"));
    } else if (auto problem = books.moveTrack("coalition", *side == "feuillant" ? -1 : 1, "7.5.2.2")) {
      return unexpected(*problem);
    }
  }
  return books.finish(state, action, "7.5.2.2", sayf(data, "The King's action for the {}", sideName(data, *side)));
}

Result applyLaw(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"law", "yes", "no", "tie", "veto", "roll", "marais", "commune", "others",
                                            "lawmakers", "opposed", "marais_die"})) {
    return unexpected(*problem);
  }
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  auto lawId = wordArgument(action, "law", lawNames());
  if (!lawId) return unexpected(lawId.error());
  Books books(data, state);
  const auto regime = books.text("regime");
  const auto& info = regimeInfo(regime);
  const bool government = *side == "government";
  const auto lawName = itemName(data, "law", *lawId);
  auto notAllowed = [&](std::string why, std::string argument = "") {
    return unexpected(refuse(ActionError::Code::NotAllowed, std::move(why), std::move(argument)));
  };
  if (books.flag("political_phase_over")) return notAllowed(say(data, "the Political Phase ended with the change of regime (7.5.2.3.2)"));
  auto cell = componentCell(data, state, "laws", *lawId);
  if (!cell) return unexpected(cell.error());
  const Law law = readLaw(*cell);
  const bool trial = *lawId == "trial_of_the_king";

  // Who proposes (7.5.2.3, R.x.3).
  if (government) {
    if (!info.governmentProposes) return notAllowed(sayf(data, "the Government proposes no law in the {} ({}.3)", wordName(data, regime), info.rule));
    if (books.number("gov_laws") >= info.governmentLaws) {
      return notAllowed(sayf(data, "the Government has proposed its {} laws this turn ({}.3)", info.governmentLaws, info.rule));
    }
  } else {
    bool fivePlayerExtra = books.flag("automated_marais") && (regime == "convention" || regime == "ffr" || regime == "fri") &&
                           governs(books, *side);  // 15.2.1.3: two laws
    if (!info.currentsPropose) return notAllowed(sayf(data, "only the Government proposes laws in the {} ({}.3)", wordName(data, regime), info.rule));
    if (!officiallyPresent(books, *side)) {
      return notAllowed(sayf(data, "{} is not officially present: it cannot propose a law (7.5.2.3)", sideName(data, *side)));
    }
    if (books.flag("proposed_law." + *side) && !fivePlayerExtra) {
      return notAllowed(sayf(data, "{} has proposed its law this turn (7.5.2.3)", sideName(data, *side)));
    }
  }
  // The same law once per turn (7.5.2.3; the Civic Law is many laws, 13.4; A12).
  if (books.flag("proposed." + *lawId) && *lawId != "civic") {
    return notAllowed(sayf(data, "{} has already been proposed this turn (7.5.2.3)", lawName), "law");
  }
  // Each law's own conditions (13.2-13.8, 11.4).
  if ((law.family == "anti_privilege" || law.family == "anti_clergy") && (regime == "thermidor" || regime == "directorate")) {
    return notAllowed(sayf(data, "{} cannot be proposed in the {} (13.2, 13.3)", lawName, wordName(data, regime)), "law");
  }
  if (law.family == "anti_privilege" && *side == "feuillant") return notAllowed(say(data, "the Feuillant cannot propose anti-privilege laws (13.2)"), "law");
  if (*lawId == "declaration_of_war" && books.flag("foreign_war")) return notAllowed(say(data, "France is already at war (13.5.1)"), "law");
  if (*lawId == "conscription") {
    if (!foreignOrCivilWar(books)) return notAllowed(say(data, "Conscription needs a foreign or civil war (13.5.2)"), "law");
    if (books.flag("in_force.conscription")) return notAllowed(say(data, "Conscription is in force until peace (13.5.2)"), "law");
  }
  if (*lawId == "levee_en_masse" && regime == "legislative") return notAllowed(say(data, "no Levée en Masse in the Legislative (13.5.3)"), "law");
  if (*lawId == "fatherland_in_danger") {
    if (books.flag("in_force.fatherland_in_danger")) return notAllowed(say(data, "Fatherland in Danger is in force (13.6)"), "law");
    if (!parisThreatened(books)) {
      return notAllowed(say(data, "Fatherland in Danger needs an Allied or Catholic and Royal army in or adjacent to Paris (13.6)"), "law");
    }
  }
  if (*lawId == "outlaw_hebertists" && !(government && (regime == "terror" || regime == "wrath"))) {
    return notAllowed(say(data, "only the Government, in the Terror or Wrath, may outlaw the Hébertists (13.8.1)"), "law");
  }
  if (*lawId == "outlaw_merciful" && !(government && regime == "terror")) {
    return notAllowed(say(data, "only the Government, in the Terror, may outlaw the Merciful (13.8.2)"), "law");
  }
  if (*lawId == "outlaw_terrorists" && !(government && (regime == "thermidor" || regime == "directorate"))) {
    return notAllowed(say(data, "only the Government, in Thermidor or the Directorate, may outlaw the Terrorists (13.8.3)"), "law");
  }
  if (trial) {
    static const std::vector<std::string> provisional{"convention", "terror", "thermidor", "wrath", "mercy", "prairial"};
    if (books.text("king") != "prison") return notAllowed(say(data, "the King must be in prison to be tried (13.7, 11.4)"), "law");
    if (!contains(provisional, regime)) return notAllowed(say(data, "the trial is proposed only in a provisional regime (11.4)"), "law");
    auto trials = books.number("trials");
    if (!books.flag("king_recaptured")) {
      if (regime == "convention" && trials > 0) return notAllowed(say(data, "in the Convention the trial is held once (11.4)"), "law");
      if ((regime == "thermidor" || regime == "mercy") && trials > 0 && !(trials == 1 && books.flag("gov_voted_guilty"))) {
        return notAllowed(say(data, "in Thermidor and Mercy a second trial only if the Government voted guilty at the first, never a third (11.4)"), "law");
      }
    }
  }
  // The proposal fee: 50 × the Economy for a Current, free for the Government (7.5.2.3; A42).
  if (!government) {
    if (auto problem = books.pay(*side, 50 * books.economyMultiplier(), sayf(data, "proposing {}", lawName), "7.5.2.3")) {
      return unexpected(*problem);
    }
    books.set("proposed_law." + *side, true);
  } else {
    books.add("gov_laws", 1);
  }
  books.set("proposed." + *lawId, true);

  // The vote: deputies (7.5.2.3.1; always for the trial, 11.4) or fame (7.5.2.3.2).
  bool passed = false;
  std::string tally;
  std::vector<std::string> opponents;
  const auto gov = books.text("gov_controller");
  const bool deputiesVote = info.vote == LawVote::Deputies || trial;
  if (auto problem = otherVoteArgument(action, deputiesVote)) return unexpected(*problem);
  bool maraisDieRead = false;
  if (deputiesVote) {
    auto yes = wordListArgument(action, "yes", currents());
    auto no = wordListArgument(action, "no", currents());
    if (!yes) return unexpected(yes.error());
    if (!no) return unexpected(no.error());
    std::set<std::string> named;
    for (const auto& list : {*yes, *no}) {
      for (const auto& current : list) {
        if (!named.insert(current).second) {
          return unexpected(refuse(ActionError::Code::BadArgument, sayf(data, "{} votes twice", sideName(data, current)), "yes"));
        }
      }
    }
    // 15.2.1.4: the automated Marais' die.
    if (books.flag("automated_marais") && votingDeputies(books, "marais") > 0) {
      if (named.count("marais")) {
        return unexpected(refuse(ActionError::Code::BadArgument, say(data, "the automated Marais votes by its die"), "yes"));
      }
      maraisDieRead = true;
      auto die = numberArgument(action, "marais_die", 1, 6, true);
      if (!die) return unexpected(die.error());
      auto vote = componentCell(data, state, "marais_vote", std::to_string(std::min<std::int64_t>(**die + (*lawId == "outlaw_merciful" ? 1 : 0), 6)));
      if (!vote) return unexpected(vote.error());
      auto how = toDisplayString((*vote)[0]);
      bool govYes = government || std::find(yes->begin(), yes->end(), gov) != yes->end();
      if (how == "with_government") (govYes ? yes : no)->push_back("marais");
      if (how == "against_government") (govYes ? no : yes)->push_back("marais");
      books.note(how == "with_government"      ? say(data, "the automated Marais votes with the Government (15.2.1.4)")
                 : how == "against_government" ? say(data, "the automated Marais votes against the Government (15.2.1.4)")
                                               : say(data, "the automated Marais abstains (15.2.1.4)"));
      named.insert("marais");
    }
    // A24: no abstention in a law vote; every Current with deputies votes.
    for (const auto& current : currents()) {
      if (votingDeputies(books, current) > 0 && !named.count(current) &&
          !(current == "marais" && books.flag("automated_marais"))) {
        return unexpected(refuse(ActionError::Code::MissingArgument,
                                 sayf(data, "{} has deputies and must vote yes or no", sideName(data, current)), "yes"));
      }
    }
    if (trial && contains(*yes, "feuillant")) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Feuillant must vote innocent (11.4)"), "yes"));
    }
    std::int64_t y = 0, n = 0;
    for (const auto& current : *yes) y += votingDeputies(books, current);
    for (const auto& current : *no) n += votingDeputies(books, current);
    if (trial && books.flag("king_recaptured")) y += 4;  // 11.3.1: +4 Guilty
    tally = sayf(data, "yes {}, no {}", y, n);
    if (y != n && action.arg("tie")) {
      return unexpected(refuse(ActionError::Code::BadArgument, sayf(data, "tie: the vote is not tied ({})", tally), "tie"));
    }
    if (y == n) {
      auto tie = wordArgument(action, "tie", {"yes", "no"});
      if (!tie) {
        std::string decider = regime == "legislative" && !trial
                                  ? sayf(data, "the Current that controls the King ({})", sideName(data, books.text("owner.louis_xvi")))
                                  : sayf(data, "the Government ({})", sideName(data, gov));
        return unexpected(refuse(ActionError::Code::MissingArgument, sayf(data, "a tie: {} decides: yes or no", decider), "tie"));
      }
      passed = *tie == "yes";
      tally += sayf(data, ", tie broken {}", wordName(data, *tie));
    } else {
      passed = y * 2 > y + n;
    }
    opponents = *no;
    if (trial && contains(*yes, gov) && books.number("trials") == 0) books.set("gov_voted_guilty", true);
  } else {
    // A fame vote on the proposer's fame (Convention) or the Government's.
    const std::string voter = info.proposerFame ? *side : "government";
    auto faces = diceArgument(action, "roll", 2);
    if (!faces) return unexpected(faces.error());
    if (faces->size() != 2) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "one roll (7.5.2)"), "roll"));
    std::map<std::string, Value> inputs{{"roll", DiceFaces{(*faces)[0], (*faces)[1]}}};
    for (const auto& [name, low, high] : std::vector<std::tuple<std::string, std::int64_t, std::int64_t>>{
             {"marais", -2, 2}, {"commune", -3, 3}, {"others", -6, 6}, {"lawmakers", 0, 4}}) {
      auto value = numberArgument(action, name, low, high, false);
      if (!value) return unexpected(value.error());
      if (*value) inputs[name] = **value;
    }
    if (auto problem = fameModifierProblem(books, inputs)) return unexpected(*problem);
    if (auto problem = lawmakersProblem(data, books, government,
                                        inputs.count("lawmakers") ? asNumber(inputs["lawmakers"]).value_or(0) : 0)) {
      return unexpected(*problem);
    }
    // A56: the automated Marais' die gives its modifier: +2 with the Government, 0, -2 against.
    if (books.flag("automated_marais") && regime != "prairial") {
      if (inputs.count("marais")) {
        return unexpected(refuse(ActionError::Code::BadArgument, say(data, "the automated Marais declares by its die"), "marais"));
      }
      maraisDieRead = true;
      auto die = numberArgument(action, "marais_die", 1, 6, true);
      if (!die) return unexpected(die.error());
      auto vote = componentCell(data, state, "marais_vote",
                                std::to_string(std::min<std::int64_t>(**die + (*lawId == "outlaw_merciful" ? 1 : 0), 6)));
      if (!vote) return unexpected(vote.error());
      auto how = toDisplayString((*vote)[0]);
      // The Government proposes in the fame-vote regimes but the Convention, where its
      // Current does not propose: "with the Government" then backs its Current's law.
      bool governmentLaw = government || governs(books, *side);
      std::int64_t modifier = how == "abstain" ? 0 : (how == "with_government") == governmentLaw ? 2 : -2;
      inputs["marais"] = modifier;
      books.note(how == "abstain" ? sayf(data, "the automated Marais abstains: {} (15.2.1.4)", modifier)
                 : how == "with_government" ? sayf(data, "the automated Marais is with the Government: {:+} (15.2.1.4)", modifier)
                 : sayf(data, "the automated Marais is against the Government: {:+} (15.2.1.4)", modifier));
    }
    if (regime == "prairial" && inputs.count("marais") && asNumber(inputs["marais"]).value_or(0) != 0) {
      return unexpected(refuse(ActionError::Code::NotAllowed, say(data, "the Marais gives no modifier in Prairial (R.8.3)"), "marais"));
    }
    const Procedure* procedure = data.findProcedure("fame_vote");
    if (!procedure) throw std::logic_error("revolution-francaise lacks the procedure fame_vote");
    auto resolution = resolve(data, *procedure, inputs, voter, state, gameCharts(data, state));
    if (!resolution) return unexpected(resolution.error());
    for (const auto& change : resolution->changes) {
      books.set(change.key, change.after);
      books.note(slotName(books.data, change.key) + " → " + valueText(books.data, change.after) + " (" + change.rule + ")");
    }
    passed = resolution->outcomeId == "passed";
    tally = sayf(data, "{} (column {})", resolution->outcome, resolution->total.value_or(0));
    auto opposed = wordListArgument(action, "opposed", currents());
    if (!opposed) return unexpected(opposed.error());
    opponents = *opposed;
    if (!passed && government && (regime == "terror" || regime == "wrath")) {
      // R.3.8.1 counts rejections under the Terror and Wrath; R.5.8.1 under Wrath only (A33).
      books.add("rejected_terror", 1);
      if (regime == "wrath") books.add("rejected_wrath", 1);
      auto count = regime == "terror" ? books.number("rejected_terror") : books.number("rejected_wrath");
      if (count >= 2) {
        books.set("thermidor_offer", true);
        books.note(sayf(data, "rejected law n°{}: the Marais may install Thermidor now ({})", count,
                        regime == "terror" ? "R.3.8.1" : "R.5.8.1"));
      }
    }
  }
  if (action.arg("marais_die") && !maraisDieRead) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             say(data, "marais_die: the Marais' die is rolled only for the automated Marais, when it votes (15.2.1.4)"),
                             "marais_die"));
  }
  // 13.6: officially present Currents opposing a Government law lose 1 fame.
  if (government && books.flag("in_force.fatherland_in_danger")) {
    for (const auto& current : opponents) {
      if (officiallyPresent(books, current)) books.adjustFame(current, -1, "13.6");
    }
  }
  std::string summary = sayf(data, "{} proposes {}: {}", sideName(data, *side), lawName, tally);
  if (trial) {
    // 11.4: the verdict's effects.
    books.add("trials", 1);
    books.set("king_recaptured", false);
    auto effects = componentCell(data, state, "trial_effects", passed ? "guilty" : "not_guilty");
    if (!effects) return unexpected(effects.error());
    auto n = [&](std::size_t i) { return asNumber((*effects)[i]).value_or(0); };
    if (!books.flag("foreign_war")) {
      if (auto problem = books.moveTrack("coalition", n(0), "11.4")) return unexpected(*problem);
    }
    if (auto problem = books.moveTrack("clergy", n(1), "11.4")) return unexpected(*problem);
    books.adjustFame("sans_culotte", n(2), "11.4");
    books.adjustFame("montagne", n(3), "11.4");
    books.adjustFame("gironde", n(4), "11.4");
    books.adjustFame("feuillant", n(5), "11.4");
    if (passed) {
      books.set("king", std::string("executed"));
      books.set("place.louis_xvi", std::string("guillotine"));
    }
    achieve(books, "law " + *lawId);
    return books.finish(state, action, "11.4", passed ? sayf(data, "{} → guilty: Louis XVI is executed", summary) : sayf(data, "{} → not guilty: he stays in prison", summary));
  }
  if (!passed) return books.finish(state, action, "7.5.2.3", sayf(data, "{} → rejected", summary));
  // The royal veto (11.1): anti-privilege and anti-clergy laws in the Legislative.
  auto veto = flagArgument(action, "veto");
  if (!veto) return unexpected(veto.error());
  if (*veto) {
    if (regime != "legislative" || books.text("king") != "free" ||
        (law.family != "anti_privilege" && law.family != "anti_clergy")) {
      return notAllowed(say(data, "the King vetoes only anti-privilege and anti-clergy laws, in the Legislative (11.1)"), "veto");
    }
    if (auto problem = books.moveTrack("commune", 3, "11.1")) return unexpected(*problem);
    if (auto problem = books.moveTrack("clergy", -3, "11.1")) return unexpected(*problem);
    if (law.family == "anti_clergy") books.adjustFame(books.text("owner.louis_xvi"), -2, "11.1, 13.3");
    // A41: a vetoed law costs nothing and has no effect.
    return books.finish(state, action, "11.1", sayf(data, "{} → passed, vetoed by the King", summary));
  }
  // The Government pays the law's cost × the Economy before any marker moves (13.1).
  auto cost = law.cost * books.economyMultiplier();
  if (books.number("assignats.government") < cost) {
    bankrupt(books);
    return books.finish(state, action, "10.2.2.1",
                        sayf(data, "{} → passed, but the Government cannot pay {}: bankruptcy, the law does not take effect", summary, cost));
  }
  books.pay("government", cost, lawName, "7.5.2.3, 13.0");
  books.adjustFame(*side, law.fame, "13.0");
  if (law.economy != 0) if (auto problem = books.moveTrack("economy", law.economy, "13.1")) return unexpected(*problem);
  if (law.clergy != 0) if (auto problem = books.moveTrack("clergy", law.clergy, "13.0")) return unexpected(*problem);
  if (law.commune != 0) if (auto problem = books.moveTrack("commune", law.commune, "13.0")) return unexpected(*problem);
  if (law.coalitionTo != 0) {
    if (auto problem = books.setTrack("coalition", law.coalitionTo, "13.5.1")) return unexpected(*problem);
    books.set("foreign_war", true);
  } else if (law.coalition != 0) {
    if (books.flag("foreign_war")) {
      books.note(say(data, "Coalition unchanged: during the war it moves only in the random events (9.2)"));
    } else if (auto problem = books.moveTrack("coalition", law.coalition, "13.0")) {
      return unexpected(*problem);
    }
  }
  if (*lawId == "conscription" || *lawId == "fatherland_in_danger") books.set("in_force." + *lawId, true);
  if (*lawId == "fatherland_in_danger") {
    // 13.6: it lasts until the foreign war ends if an Allied army prompted it, the civil war
    // if a Catholic and Royal army did (an Allied army counts first when both threaten).
    books.set("fatherland_cause", std::string(alliedThreat(books) ? "allied" : "royal"));
  }
  if (*lawId == "levee_en_masse") books.add("volunteers_due", 3);
  if (law.family == "outlaw") {
    std::vector<std::string> who;
    if (*lawId == "outlaw_hebertists") who = {"hebert", "chaumette"};
    if (*lawId == "outlaw_merciful") who = {"danton", "desmoulins"};
    if (*lawId == "outlaw_terrorists") who = {"barere", "billaud_varennes", "collot_dherbois"};
    books.set(*lawId == "outlaw_hebertists" ? "outlaw_hebertists" : *lawId == "outlaw_merciful" ? "outlaw_merciful" : "outlaw_terrorists", true);
    for (const auto& person : who) {
      books.set("personal_outlaw." + person, true);
      auto where = books.text("place." + person);
      if (where == "paris" || where == "paris_box") {
        books.set("place." + person, std::string("prison"));
        books.note(sayf(data, "{} is arrested in Paris (13.8)", itemName(data, "personality", person)));
      }
    }
  }
  achieve(books, "law " + *lawId);
  return books.finish(state, action, "7.5.2.3, 13.0", sayf(data, "{} → passed", summary));
}

}  // namespace adc::revolution
