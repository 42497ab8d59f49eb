// The random events' results the rulebook names (6.2; the event tables are the play
// aids', not printed: the players roll with event_* and apply what the table says). Each
// applies at once and is refused when it is impossible or contradicts the rules, so the
// event is ignored with no new roll (6.2):
//   rf_exile         La Fayette or Lameth exiled (10.2.1: "exiles such as La Fayette and
//                    Lameth (see random events for Convention)"); an exile no longer counts
//                    for the minimum income (rf_income reads `exiled`) (A72).
//   rf_rebuild_army  a destroyed regular army rebuilt: "If a regular army is destroyed ...
//                    it cannot be rebuilt. There are some exceptions listed in the random
//                    events." (9.3.3); placed where new revolutionary armies go (A73).
//   rf_assassination Marat assassinated: "The assassination of Marat is rolled twice" (the
//                    6.2 example: the second is ignored); dead Personalities go to the
//                    Guillotine box (3.2.3.3) (A74).
#include "actions.hpp"
#include "new_armies.hpp"
#include "step_guard.hpp"

namespace adc::revolution {

namespace {

constexpr const char* eventsStep = "initial.events";

// Where a Personality cannot be reached by an event: dead, out of the game (15.2), or
// already exiled.
std::string beyondEvents(const std::string& place) {
  if (place == "guillotine") return "is dead";
  if (place == "exiled") return "is already exiled";
  if (place == "absent") return "is not in this game (15.2)";
  return {};
}

}  // namespace

Result applyExile(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"personality"})) return unexpected(*problem);
  auto person = wordArgument(action, "personality", personalities());
  if (!person) return unexpected(person.error());
  const auto name = itemName(data, "personality", *person);
  if (*person != "lafayette" && *person != "lameth") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "the rules exile only La Fayette and Lameth (10.2.1, A72), not " + name, "personality"));
  }
  if (auto problem = requireStep(data, state, eventsStep, "An event's exile")) return unexpected(*problem);
  Books books(data, state);
  const auto place = books.text("place." + *person);
  if (auto why = beyondEvents(place); !why.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             name + " " + why + ": the event is ignored, with no new roll (6.2)", "personality"));
  }
  if (place == "prison") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             name + " is in the Prison du Temple and cannot go into exile: the event is ignored, with "
                                    "no new roll (6.2, A72)",
                             "personality"));
  }
  books.set("place." + *person, std::string("exiled"));
  return books.finish(state, action, "6.2, 10.2.1",
                      "Random event: " + name + " goes into exile; he no longer counts for the " +
                          sideName(data, books.text("owner." + *person)) + "'s minimum income (10.2.1)");
}

Result applyRebuildArmy(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"army", "region"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"government"});
  if (!side) return unexpected(side.error());
  const std::vector<std::string> regulars{"regular_lille", "regular_metz", "regular_strasbourg", "regular_marseille"};
  auto army = wordArgument(action, "army", regulars);
  if (!army) return unexpected(army.error());
  auto region = wordArgument(action, "region", regions());
  if (!region) return unexpected(region.error());
  if (auto problem = requireStep(data, state, eventsStep, "An event's rebuilt regular army")) {
    return unexpected(*problem);
  }
  Books books(data, state);
  const auto name = itemName(data, "army", *army);
  const auto where = books.text("army_at." + *army);
  if (where != "eliminated") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             name + " has not been destroyed (it is " + armyWhereabouts(data, where) +
                                 "): an event rebuilds only a destroyed regular army (9.3.3)",
                             "army"));
  }
  if (auto problem = newArmyRegionProblem(books, *region, "region")) return unexpected(*problem);
  books.set("army_at." + *army, *region);
  return books.finish(state, action, "6.2, 9.3.3",
                      "Random event: " + name + " is rebuilt in " + itemName(data, "region", *region));
}

Result applyAssassination(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"personality"})) return unexpected(*problem);
  auto person = wordArgument(action, "personality", personalities());
  if (!person) return unexpected(person.error());
  const auto name = itemName(data, "personality", *person);
  if (*person != "marat") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             "the rules name only the assassination of Marat (6.2, A74), not of " + name, "personality"));
  }
  if (auto problem = requireStep(data, state, eventsStep, "An event's assassination")) return unexpected(*problem);
  Books books(data, state);
  const auto place = books.text("place." + *person);
  if (place == "guillotine" || place == "absent") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             name + " " + beyondEvents(place) + ": the event is ignored, with no new roll (6.2)",
                             "personality"));
  }
  books.set("place." + *person, std::string("guillotine"));
  return books.finish(state, action, "6.2, 3.2.3.3",
                      "Random event: " + name + " is assassinated; his counter goes to the Guillotine (3.2.3.3)");
}

}  // namespace adc::revolution
