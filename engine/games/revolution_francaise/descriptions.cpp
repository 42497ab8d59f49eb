#include "descriptions.hpp"

namespace adc::revolution {

namespace {

using Arg = ArgumentDescription;
constexpr auto none = ActionDescription::SideActs::No;
constexpr auto sideMust = ActionDescription::SideActs::Required;

const std::vector<std::string> regimes{"legislative", "convention", "terror", "thermidor", "wrath", "mercy",
                                       "directorate", "prairial", "ffr", "fri", "vendemiaire"};
const char* const roll = "the two dice, as 3,4";

}  // namespace

std::map<std::string, ActionDescription> actionDescriptions() {
  std::vector<Arg> turnOrder;
  for (const char* current : {"royalist", "feuillant", "marais", "gironde", "montagne", "sans_culotte"}) {
    turnOrder.push_back(Arg::number(std::string("roll_") + current,
                                    std::string("the die of ") + current + ", when still tied (6.3)", 1, 6)
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
        {Arg::text("objective", "the objective, as 'kind target' (6.4.1, 6.4.2)").optional(),
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
      {"rf_marais_regions", {"The automated Marais' regions", "15.2.1.1", none, "", {Arg::text("roll", roll)}}},
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
         Arg::number("lawmakers", "fame vote: lawmakers used", 0, 4).optional(),
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
         Arg::number("armies", "armies joining a military coup", 0).optional(),
         Arg::choice("stage", {"rally", "won", "lost"}, "a military coup's stage (12.3)").optional()}}},
      {"rf_confidence",
       {"Vote of confidence", "8.2", none, "",
        {Arg::list("confidence", "current", "the Currents voting confidence").optional(),
         Arg::list("disapproval", "current", "the Currents voting disapproval").optional(),
         Arg::list("abstain", "current", "the Currents abstaining").optional(),
         Arg::side("partner", "the Directorate's new partner").optional()}}},
      {"rf_deputies_return", {"Switched deputies go home", "8.3", none, "", {}}},
      {"rf_economy", {"Economy adjustment", "10.1", none, "", {}}},
      {"rf_income", {"Income", "10.2", none, "", {}}},
      {"rf_fame_adjustment", {"Fame adjustment", "10.3", none, "", {}}},
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
      {"rf_combat",
       {"Combat", "9.6", sideMust, "the attacker",
        {Arg::item("region", "region", "where the battle is"), Arg::text("roll", roll),
         Arg::number("shift", "column shift").optional(), Arg::number("carnot", "Carnot's bonus").optional(),
         Arg::text("lose", "what the loser loses: an army, a volunteer or the Commune").optional()}}},
  };
}

}  // namespace adc::revolution
