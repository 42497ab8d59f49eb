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
//   rf_event_revolt  a revolt appears in a region; ignored where a revolt already is, in
//                    Paris or where an army stands (the 6.2 example, 7.4.2) (A75).
//   rf_event_track   an event moves a track: the Economy (10.1: "some laws or events can
//                    also adjust the Economy"), the Dissident Clergy, the Commune, or the
//                    Coalition, which during a foreign war moves only so (9.2); clamped to
//                    1..20 and its level read (3.2.2.4-3.2.2.7); war is declared at 17
//                    (9.2.2) and ends at level I (9.2) (A76).
#include "actions.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"
#include "new_armies.hpp"
#include "regimes.hpp"
#include "step_guard.hpp"

namespace adc::revolution {

namespace {

constexpr const char* eventsStep = "initial.events";

// Why an event cannot reach a Personality: dead, out of the game (15.2), or already
// exiled; "" when it can.
std::string beyondEvents(const GameData& data, const std::string& place, const std::string& name) {
  if (place == "guillotine") return sayf(data, "{} is dead: the event is ignored, with no new roll (6.2)", name);
  if (place == "exiled") return sayf(data, "{} is already exiled: the event is ignored, with no new roll (6.2)", name);
  if (place == "absent") {
    return sayf(data, "{} is not in this game (15.2): the event is ignored, with no new roll (6.2)", name);
  }
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
                             sayf(data, "the rules exile only La Fayette and Lameth (10.2.1), not {}", name),
                             "personality"));
  }
  if (auto problem = requireStep(data, state, eventsStep, say(data, "An event's exile"))) return unexpected(*problem);
  Books books(data, state);
  const auto place = books.text("place." + *person);
  if (auto why = beyondEvents(data, place, name); !why.empty()) {
    return unexpected(refuse(ActionError::Code::NotAllowed, why, "personality"));
  }
  if (place == "prison") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} is in the Prison du Temple and cannot go into exile: the event is ignored, with no new roll (6.2)",
                                  name),
                             "personality"));
  }
  books.set("place." + *person, std::string("exiled"));
  return books.finish(state, action, "6.2, 10.2.1",
                      sayf(data, "Random event: {} goes into exile; he no longer counts for the {}'s minimum income (10.2.1)", name,
                           sideName(data, books.text("owner." + *person))));
}

Result applyRebuildArmy(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"army", "region"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"government"});
  if (!side) return unexpected(side.error());
  auto army = wordArgument(action, "army", regularArmies());
  if (!army) return unexpected(army.error());
  auto region = wordArgument(action, "region", regions());
  if (!region) return unexpected(region.error());
  if (auto problem = requireStep(data, state, eventsStep, say(data, "An event's rebuilt regular army"))) {
    return unexpected(*problem);
  }
  Books books(data, state);
  const auto name = itemName(data, "army", *army);
  const auto where = books.text("army_at." + *army);
  if (where != "eliminated") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "{} has not been destroyed (it is {}): an event rebuilds only a destroyed regular army (9.3.3)",
                                  name, armyWhereabouts(data, where)),
                             "army"));
  }
  if (auto problem = newArmyRegionProblem(books, *region, "region")) return unexpected(*problem);
  books.set("army_at." + *army, *region);
  return books.finish(state, action, "6.2, 9.3.3",
                      sayf(data, "Random event: {} is rebuilt in {}", name, itemName(data, "region", *region)));
}

Result applyAssassination(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"personality"})) return unexpected(*problem);
  auto person = wordArgument(action, "personality", personalities());
  if (!person) return unexpected(person.error());
  const auto name = itemName(data, "personality", *person);
  if (*person != "marat") {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(data, "the rules name only the assassination of Marat (6.2), not of {}", name),
                             "personality"));
  }
  if (auto problem = requireStep(data, state, eventsStep, say(data, "An event's assassination"))) {
    return unexpected(*problem);
  }
  Books books(data, state);
  const auto place = books.text("place." + *person);
  if (place == "guillotine" || place == "absent") {
    return unexpected(refuse(ActionError::Code::NotAllowed, beyondEvents(data, place, name), "personality"));
  }
  books.set("place." + *person, std::string("guillotine"));
  return books.finish(state, action, "6.2, 3.2.3.3",
                      sayf(data, "Random event: {} is assassinated; his counter goes to the Guillotine (3.2.3.3)", name));
}

Result applyEventRevolt(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"region"})) return unexpected(*problem);
  auto region = wordArgument(action, "region", regions());
  if (!region) return unexpected(region.error());
  if (auto problem = requireStep(data, state, eventsStep, say(data, "An event's revolt"))) return unexpected(*problem);
  Books books(data, state);
  const auto name = itemName(data, "region", *region);
  std::string why;
  if (books.flag("revolt." + *region)) {
    why = sayf(data, "{} is already in revolt; the event is ignored, with no new roll (6.2)", name);
  } else if (*region == "paris") {
    why = sayf(data, "{}: no revolt in Paris (7.4.2); the event is ignored, with no new roll (6.2)", name);
  } else if (enemyArmyIn(books, *region) || revolutionaryArmiesIn(books, *region) > 0) {
    why = sayf(data, "{}: an army stands there (7.4.2); the event is ignored, with no new roll (6.2)", name);
  }
  if (!why.empty()) return unexpected(refuse(ActionError::Code::NotAllowed, why, "region"));
  const bool civilBefore = civilWar(books);
  books.set("revolt." + *region, true);
  achieve(books, "revolt " + *region);
  if (!civilBefore && civilWar(books)) books.note(say(data, "four regions in revolt: France is in civil war (7.4.2.1)"));
  return books.finish(state, action, "6.2, 7.4.2", sayf(data, "Random event: a revolt in {}", name));
}

Result applyEventTrack(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"track", "by"})) return unexpected(*problem);
  auto track = wordArgument(action, "track", {"economy", "clergy", "coalition", "commune"});
  if (!track) return unexpected(track.error());
  auto by = numberArgument(action, "by", -19, 19, true);
  if (!by) return unexpected(by.error());
  if (**by == 0) return unexpected(refuse(ActionError::Code::BadArgument, say(data, "an event moves the marker: how far is not 0"), "by"));
  if (auto problem = requireStep(data, state, eventsStep, say(data, "An event's track move"))) return unexpected(*problem);
  Books books(data, state);
  const auto name = itemName(data, "track", *track);
  const std::string rule = *track == "coalition" ? "6.2, 9.2" : *track == "economy" ? "6.2, 10.1" : "6.2";
  if (auto problem = books.moveTrack(*track, **by, rule)) return unexpected(*problem);
  if (*track == "coalition" && books.flag("foreign_war") && books.number("level.coalition") == 1) {
    books.set("foreign_war", false);
    books.note(say(data, "the Coalition marker is at level I: the foreign war ends; the Allied armies stop (9.2)"));
  }
  return books.finish(state, action, rule,
                      sayf(data, "Random event: {} {}{}", name, **by > 0 ? "+" : "", **by));
}

}  // namespace adc::revolution
