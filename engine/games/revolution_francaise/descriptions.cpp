#include "descriptions.hpp"

namespace adc::revolution {

namespace {

using Arg = ArgumentDescription;
constexpr auto none = ActionDescription::SideActs::No;
constexpr auto sideMust = ActionDescription::SideActs::Required;

const std::vector<std::string> regimes{"legislative", "convention", "terror", "thermidor", "wrath", "mercy",
                                       "directorate", "prairial", "ffr", "fri", "vendemiaire"};
const char* const roll = "the two dice, as 3,4";

std::map<std::string, ActionDescription> describedActions();

}  // namespace

const std::map<std::string, std::vector<std::string>>& offeredSteps() {
  static const std::map<std::string, std::vector<std::string>> steps{
      {"rf_start_turn", {"start.chronology"}},
      {"rf_gift", {"initial.negotiations", "actions.laws"}},  // 6.1; 13.6 gifts to the Government
      {"rf_exile", {"initial.events"}},
      {"rf_rebuild_army", {"initial.events"}},
      {"rf_assassination", {"initial.events"}},
      {"rf_event_revolt", {"initial.events"}},
      {"rf_event_track", {"initial.events"}},
      {"rf_turn_order", {"initial.turn_order"}},
      {"rf_objective", {"initial.objectives", "interphase.fame"}},  // declared; achieved ones marked before 10.3
      {"rf_levels", {"start.setup"}},  // and after any correction of a track (under "Every action")
      {"rf_transitions", {"actions.regime_change", "military.coups"}},
      {"rf_act",
       {"actions.arrests", "actions.persuasion", "actions.plots", "actions.revolts", "actions.suppressions",
        "actions.commune", "actions.deputies"}},
      {"rf_marais_regions", {"actions.marais_regions"}},
      {"rf_install", {"actions.regime_change"}},
      {"rf_election", {"actions.regime_change"}},
      {"rf_referendum", {"actions.regime_change", "interphase.referendum"}},
      {"rf_coup",
       {"actions.directorate_coup", "patriots.limited_coup", "military.coups", "military.movement", "military.combat"}},
      {"rf_king", {"actions.king"}},
      {"rf_law", {"actions.laws"}},
      {"rf_justice", {"patriots.justice"}},
      {"rf_confidence", {"patriots.criticism"}},
      {"rf_partner_vote", {"patriots.criticism"}},
      {"rf_deputies_return", {"patriots.deputies_return"}},
      {"rf_army_return", {"military.army_return"}},
      {"rf_allied_entry", {"military.reinforcements"}},
      {"rf_raise_army", {"military.reinforcements"}},
      {"rf_volunteers", {"military.reinforcements"}},
      {"rf_maintenance", {"military.maintenance"}},
      {"rf_carnot", {"military.reinforcements", "military.maintenance", "military.pinning"}},
      {"rf_pin", {"military.pinning"}},
      {"rf_allied_move", {"military.movement"}},
      {"rf_move", {"military.movement"}},
      {"rf_hide", {"military.movement", "military.combat"}},
      {"rf_combat", {"military.combat"}},
      {"rf_military_control", {"military.control"}},
      {"rf_economy", {"interphase.economy"}},
      {"rf_income", {"interphase.income"}},
      {"rf_fame_adjustment", {"interphase.fame"}},
  };
  return steps;
}

std::map<std::string, ActionDescription> actionDescriptions() {
  auto all = describedActions();
  // The form offers each action at the steps whose prompts ask for it (sequence.toml).
  for (const auto& [type, steps] : offeredSteps()) all.at(type).offeredWhen = offeredAtSteps(steps);
  return all;
}

namespace {

std::map<std::string, ActionDescription> describedActions() {
  std::vector<Arg> turnOrder;
  const std::pair<const char*, const char*> currents[]{{"royalist", "the Royalist"}, {"feuillant", "the Feuillant"},
                                                       {"marais", "the Marais"},     {"gironde", "the Gironde"},
                                                       {"montagne", "the Montagne"}, {"sans_culotte", "the Sans-Culotte"}};
  for (const auto& [current, name] : currents) {
    turnOrder.push_back(Arg::number(std::string("roll_") + current,
                                    std::string("the die of ") + name + ", when still tied (6.3)", 1, 6)
                            .optional());
  }
  return {
      {"rf_levels", {"Read the tracks' levels", "3.2", none, "", {}}},
      {"rf_start_turn", {"Start of the turn", "3.2.2.1", none, "", {}}},
      {"rf_gift",
       {"Give assignats", "6.1", sideMust, "the giving Current or the Government",
        {Arg::side("to", "who receives them"), Arg::number("amount", "how many assignats", 1)}}},
      {"rf_turn_order", {"Turn order", "6.3", none, "", turnOrder}},
      {"rf_objective",
       {"Declare or achieve an objective", "6.4", sideMust, "the Current or the Government",
        {Arg::text("objective", "the objective (6.4.1, 6.4.2)").optional(),
         Arg::list("with", "current", "the Currents it is shared with").optional(),
         Arg::flag("achieved", "the declared objective is achieved").optional()}}},
      {"rf_act",
       {"A Personality or Regional action", "7.3-7.5", sideMust, "the acting Current or the Government",
        {Arg::choice("action",
                     {"arrest", "expel", "persuade", "plot", "revolt", "suppress", "raise_commune", "suppress_commune",
                      "convince_deputies"},
                     "the action"),
         Arg::text("target", "its target: a Personality, a region or a Current").optional(),
         Arg::list("with", "personality", "the Personalities who act"),
         Arg::text("rolls", "the rolls bought, two dice each: 3,4,6,6"),
         Arg::number("keep", "which roll is kept (1 for the first)", 1).optional(),
         Arg::number("influential", "influential Personalities used", 0, 6).optional(),
         Arg::flag("target_influential", "the target is influential").optional(),
         Arg::flag("secondary", "a secondary action").optional()}}},
      {"rf_marais_regions",
       {"The automated Marais' regions", "15.2.1.1", none, "", {Arg::text("roll", roll)}, {},
        {LimitDef::make("15.2.1.1", "each game turn, the Marais attempts to control new regions by a \"plot\"", "turn", {})}}},
      {"rf_transitions", {"Changes of regime open now", "7.5.1", none, "", {}}},
      {"rf_install",
       {"Install a regime", "7.5.1", sideMust, "the Current that changes the regime",
        {Arg::choice("to", regimes, "the new regime")}}},
      {"rf_referendum",
       {"Constitutional referendum", "R.x.8", sideMust, "the Current that calls it",
        {Arg::choice("to", {"ffr", "fri", "directorate"}, "the constitution put to the vote"),
         Arg::list("yes", "current", "the Currents voting yes").optional(),
         Arg::list("no", "current", "the Currents voting no").optional(),
         Arg::list("abstain", "current", "the Currents abstaining").optional()}}},
      {"rf_election",
       {"Elections", "R.x.6", none, "", {Arg::side("partner", "the Directorate's new partner").optional()}}},
      {"rf_king",
       {"The King's action", "7.5.2.2", sideMust, "the Current holding Louis XVI",
        {Arg::flag("coalition", "the King calls on the Coalition").optional()}}},
      {"rf_law",
       {"Vote a law", "7.5.2.3", sideMust, "the proposing Current or the Government",
        {Arg::item("law", "law", "the law proposed"),
         Arg::list("yes", "current", "deputies' vote: the Currents voting yes").optional(),
         Arg::list("no", "current", "deputies' vote: the Currents voting no").optional(),
         Arg::choice("tie", {"yes", "no"}, "who wins a tie, as decided").optional(),
         Arg::flag("veto", "the King vetoes it").optional(),
         Arg::text("roll", "fame vote: the two dice, as 3,4").optional(),
         Arg::number("marais", "fame vote: the Marais' declared modifier", -2, 2).optional(),
         Arg::number("commune", "fame vote: the Commune's modifier", -3, 3).optional(),
         Arg::number("others", "fame vote: the other Currents' modifiers", -6, 6).optional(),
         Arg::number("lawmakers",
                     "fame vote: the lawmakers' bonus to a Government law, +2 (R.3.9.2, R.5.9.2, R.8.9.2-3), +2 "
                     "each under Mercy (R.6.9.2)",
                     0, 4)
             .optional(),
         Arg::list("opposed", "current", "the Currents opposed").optional(),
         Arg::number("marais_die", "the automated Marais' die", 1, 6).optional()}}},
      {"rf_justice",
       {"Justice", "8.1", none, "",
        {Arg::item("prisoner", "personality", "the prisoner judged"),
         Arg::text("roll", "by roll: the two dice, as 3,4").optional(),
         Arg::list("guilty", "current", "by vote: the Currents voting guilty").optional(),
         Arg::list("innocent", "current", "by vote: the Currents voting innocent").optional(),
         Arg::choice("tie", {"guilty", "innocent"}, "a tied vote's outcome").optional(),
         Arg::flag("pardon", "the prisoner is pardoned").optional()}}},
      {"rf_coup",
       {"Coup", "12.0", sideMust, "the Current attempting it",
        {Arg::choice("kind", {"limited", "popular", "military"}, "the kind of coup"),
         Arg::text("to", "the regime (or 'government') it aims at").optional(),
         Arg::list("with", "personality", "the Personalities taking part").optional(),
         Arg::text("roll", roll).optional(),
         Arg::list("opposed", "current", "the Currents opposing it").optional(),
         Arg::flag("permission", "the permission the coup needs is given").optional(),
         Arg::number("armies", "armies rallied by a military coup (12.3.1)", 1, 3).optional(),
         Arg::choice("stage", {"rally", "won", "lost"}, "a military coup's stage (12.3)").optional()}}},
      {"rf_confidence",
       {"Vote of confidence", "8.2", none, "",
        {Arg::list("confidence", "current", "the Currents voting confidence").optional(),
         Arg::list("disapproval", "current", "the Currents voting disapproval").optional(),
         Arg::list("abstain", "current", "the Currents abstaining").optional()}}},
      {"rf_partner_vote",
       {"The Directorate's new partner", "R.7.5", none, "",
        {Arg::list("for_feuillant", "current", "the Currents whose deputies vote for the Feuillant").optional(),
         Arg::list("for_gironde", "current", "the Currents whose deputies vote for the Gironde").optional(),
         Arg::list("for_montagne", "current", "the Currents whose deputies vote for the Montagne").optional(),
         Arg::list("abstain", "current", "the Currents abstaining").optional(),
         Arg::choice("tie", {"feuillant", "gironde", "montagne"}, "the Marais' choice among the tied (R.7.2)")
             .optional()}}},
      {"rf_deputies_return", {"Switched deputies go home", "8.3", none, "", {}}},
      {"rf_economy", {"Economy adjustment", "10.1", none, "", {}}},
      {"rf_income", {"Income", "10.2", none, "", {}}},
      {"rf_fame_adjustment",
       {"Fame adjustment", "10.3, 15.2.1.6", none, "",
        {Arg::text("marais_roll", "the automated Marais' roll on the 13-14 column, two dice (15.2.1.6)").optional()}, {},
        {LimitDef::make("10.3", "the players check the completion of each Current's objectives", "turn", {})}}},
      {"rf_maintenance",
       {"Army maintenance", "9.4", sideMust, "the Government or the Royalists",
        {Arg::list("disband_volunteers", "region", "the regions whose volunteers are disbanded").optional(),
         Arg::list("disband", "army", "the armies disbanded").optional()}}},
      {"rf_allied_entry",
       {"Allied reinforcements", "9.3.1", sideMust, "the Royalists",
        {Arg::choice("quiberon", {"brest", "nantes"}, "where the Quiberon landing comes ashore").optional()}}},
      {"rf_volunteers",
       {"Volunteers", "9.3.3", sideMust, "the Government",
        {Arg::list("regions", "region", "one region per army")}}},
      {"rf_raise_army",
       {"Raise a Catholic and Royal army", "9.3.2", sideMust, "the Royalists",
        {Arg::item("army", "army", "the army raised"),
         Arg::choice("region", {"cholet", "nantes", "angers"}, "where it is raised")}}},
      {"rf_military_control",
       {"Military control", "9.7", none, "",
        {Arg::list("put_down", "region", "the revolts put down").optional(),
         Arg::item("capital", "region", "the capital taken").optional()}}},
      {"rf_pin",
       {"Pin revolutionary armies", "9.5.1", sideMust, "the Royalists",
        {Arg::list("regions", "region", "the regions where they will fight")}}},
      {"rf_allied_move",
       {"The Allied armies move", "9.5.2", none, "",
        {Arg::item("king", "army", "the Allied army the kidnapped King leaves with").optional()}}},
      {"rf_move",
       {"Move an army", "9.5.3, 9.5.4, 12.3.2", sideMust,
        "the Government, the Royalists, or the Current whose military coup rallied the army",
        {Arg::text("army", "the army counter, or 'volunteer'"),
         Arg::list("path", "region", "the regions it enters, in order, ending where it stops"),
         Arg::item("from", "region", "volunteers: the region they leave").optional(),
         Arg::number("count", "volunteers: how many move together", 1, 16).optional(),
         Arg::list("with", "personality", "who goes with it: Carnot commanding, a Royalist general, the kidnapped King")
             .optional(),
         Arg::flag("suppress", "entering Paris, it suppresses the Commune (9.9.1)").optional()}}},
      {"rf_hide",
       {"A Catholic and Royal army hides", "9.8", sideMust, "the Royalists",
        {Arg::choice("army", {"armee_catholique", "armee_centre", "armee_retz"}, "the army avoiding combat")}}},
      {"rf_carnot",
       {"Carnot commands armies", "R.3.9.3", sideMust, "the Marais",
        {Arg::item("region", "region", "where the armies he commands stand")}}},
      {"rf_army_return",
       {"Army return (optional rules)", "15.1.1, 15.1.2", sideMust, "the Royalists",
        {Arg::item("roll", "return_roll", "which roll: the Catholic and Royal armies, the Austrians or Brunswick"),
         Arg::number("die", "the die rolled", 1, 6),
         Arg::item("army", "army", "on a 6, the eliminated army that returns").optional()}}},
      {"rf_exile",
       {"Random event: an exile", "6.2, 10.2.1", none, "",
        {Arg::item("personality", "personality", "La Fayette or Lameth")}}},
      {"rf_rebuild_army",
       {"Random event: a regular army rebuilt", "6.2, 9.3.3", sideMust, "the Government",
        {Arg::item("army", "army", "the destroyed regular army"),
         Arg::item("region", "region", "where it is placed (9.3.3)")}}},
      {"rf_assassination",
       {"Random event: Marat assassinated", "6.2", none, "",
        {Arg::item("personality", "personality", "the Personality the event names: Marat")}}},
      {"rf_event_revolt",
       {"Random event: a revolt", "6.2, 7.4.2", none, "", {Arg::item("region", "region", "where the revolt appears")}}},
      {"rf_event_track",
       {"Random event: a track moves", "6.2, 9.2, 10.1", none, "",
        {Arg::item("track", "track", "the track the event moves"),
         Arg::number("by", "how many boxes, + up or - down", -19, 19)}}},
      {"rf_combat",
       {"Combat", "9.6, 12.3.3", sideMust, "the attacker (in a military coup's Paris: the coup's Current or the Government)",
        {Arg::item("region", "region", "where the battle is"), Arg::text("roll", roll),
         Arg::number("shift", "the attacker's shift of the roll, at most 1 per army in excess (9.6)").optional(),
         Arg::number("carnot", "Carnot commanding: the Government's extra shift (R.3.9.3)", -1, 1).optional(),
         Arg::text("lose", "what the loser loses: an army, a volunteer or the Commune").optional()}}},
  };
}

}  // namespace

}  // namespace adc::revolution
