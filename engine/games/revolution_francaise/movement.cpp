// Army movement (9.5): pinning (9.5.1), the Allied armies along their arrows (9.5.2), the
// Catholic and Royal armies (9.5.3, 9.8), the revolutionary armies (9.5.4) and the Commune
// (9.9.1, 9.9.2); Carnot sent to command (R.3.9.3) and the kidnapped King (11.3) travel
// with the armies. The map's adjacency and arrows are the players' (map.hpp).
//
// Order (9.5): pinning is announced first; the Allied armies move, then the Catholic and
// Royal armies, then the revolutionary armies; every movement comes before the first
// combat. Each army counter moves once a turn.
#include "actions.hpp"
#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "armies.hpp"
#include "map.hpp"
#include "regimes.hpp"

#include <algorithm>

namespace adc::revolution {

namespace {

const std::vector<std::string> royalGenerals{"charette", "chouan", "cathelineau", "cadoudal"};  // 9.3.2, 9.5.3
const std::vector<std::string> vendee{"angers", "cholet", "nantes"};                              // 9.8

bool contains(const std::vector<std::string>& list, std::string_view word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

ActionError notAllowed(std::string message, std::string argument = {}) {
  return refuse(ActionError::Code::NotAllowed, std::move(message), std::move(argument));
}

std::string regionName(const Books& books, const std::string& region) {
  return itemName(books.data, "region", region);
}

// Under Royalist or Coalition control: the Allied and Catholic and Royal side's (9.7.1).
bool friendlyToCrown(const Books& books, const std::string& region) {
  return books.flag("coalition_control." + region) || books.text("control." + region) == "royalist";
}

// A revolt the Royalist did not start stops the Crown's armies (9.5.2).
bool nonRoyalistRevolt(const Books& books, const std::string& region) {
  return books.flag("revolt." + region) && books.text("revolt_by." + region) != "royalist";
}

Check beforeCombat(const Books& books) {
  if (books.number("combat_turn") == books.turn()) {
    return notAllowed(say(books.data, "all movements come before the first combat (9.5)"));
  }
  return std::nullopt;
}

// 9.9.2: Allied or Catholic and Royal armies entering the Paris region raise the Commune,
// which fights them; neutral, as nobody raised it (A51). Not while Paris is the Crown's
// (9.7.1), nor on the turn it was eliminated ("it can be raised the following turn").
void communeRisesAgainst(Books& books) {
  if (books.flag("commune_raised")) return;
  if (friendlyToCrown(books, "paris")) {
    books.note(say(books.data, "Paris is under Royalist or Coalition control: the Commune cannot be raised (9.7.1)"));
    return;
  }
  if (books.number("commune_army_eliminated_turn") == books.turn()) {
    books.note(say(books.data, "the Commune was eliminated this turn: it rises again next turn at the earliest (9.9.2)"));
    return;
  }
  books.set("commune_raised", true);
  books.set("commune_controller", std::string("none"));
  books.note(say(books.data, "the Commune rises against the invaders, neutral (9.9.2)"));
}

// 12.3.2: rallied armies still to march on Paris, before any other army moves (pinned
// ones cannot leave, 9.5.1; a march that cannot happen ends with rf_coup stage=lost).
bool rebelMarchPending(const Books& books) {
  const auto region = books.text("rebel_region");
  return books.text("rebel_current") != "none" && region != "paris" && region != "none" &&
         books.number("rebel_armies_moved") < books.number("rebel_armies") &&
         books.number("pinned_turn." + region) != books.turn();
}

// Personalities who travel with a moving army: they must stand where it starts.
Check carryAlong(Books& books, const std::vector<std::string>& people, const std::string& from, const std::string& to) {
  for (const auto& person : people) {
    auto place = books.text("place." + person);
    if (regionOf(place) != from) {
      return notAllowed(sayf(books.data, "{} is not with the army in {}", itemName(books.data, "personality", person),
                             regionName(books, from)),
                        "with");
    }
    books.set("place." + person, to);
  }
  return std::nullopt;
}

}  // namespace

// 9.5.1: at the start of movement the Royalist names the regions where Allied or Catholic
// and Royal armies share a region with revolutionary armies and will fight: those
// revolutionary armies may not leave. A Catholic and Royal army that pins cannot then hide.
Result applyPin(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"regions"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"royalist"});
  if (!side) return unexpected(side.error());
  auto where = wordListArgument(action, "regions", regions());
  if (!where) return unexpected(where.error());
  if (where->empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument, say(data, "name the regions pinned (9.5.1)"), "regions"));
  }
  Books books(data, state);
  if (books.number("allied_moved_turn") == books.turn() || books.number("crown_moved_turn") == books.turn() ||
      books.number("government_moved_turn") == books.turn() || books.number("rebel_armies_moved") > 0) {
    return unexpected(notAllowed(say(data, "pinning is announced at the start of the movement phase (9.5.1)"), "regions"));
  }
  for (const auto& region : *where) {
    if (revolutionaryArmiesIn(books, region) == 0 || !enemyArmyIn(books, region)) {
      return unexpected(notAllowed(sayf(data, "{}: pinning needs revolutionary armies and Allied or Catholic and Royal armies in the same region (9.5.1)",
                                        regionName(books, region)),
                                   "regions"));
    }
    books.set("pinned_turn." + region, books.turn());
  }
  std::string list;
  for (const auto& region : *where) list += (list.empty() ? "" : ", ") + regionName(books, region);
  return books.finish(state, action, "9.5.1",
                      sayf(data, "The Royalist pins the revolutionary armies in {}: they may not leave; combat there", list));
}

// 9.5.2: the Allied armies move by themselves along their arrows. One that has not taken
// control of its region stays (unless the next region is already the Royalist's, 9.3.1);
// otherwise it enters the next region of its route, and goes on through regions under
// Royalist or Coalition control while it meets no revolutionary army and no revolt the
// Royalist did not start (A80: as far as that allows). The Sardinian, Spanish, York's
// armies and the Fleet never move; the Quiberon Army marches only once friendly armies
// control Paris; all stop while the Coalition marker is at level I (9.2).
Result applyAlliedMove(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"king"})) return unexpected(*problem);
  auto escort = wordArgument(action, "king", alliedArmies(), false);
  if (!escort) return unexpected(escort.error());
  Books books(data, state);
  if (auto problem = beforeCombat(books)) return unexpected(*problem);
  if (books.number("allied_moved_turn") == books.turn()) {
    return unexpected(notAllowed(say(data, "the Allied armies have moved this turn (9.5)")));
  }
  if (rebelMarchPending(books)) {
    return unexpected(notAllowed(say(data, "the rebel army marches on Paris before any other army moves (12.3.2)")));
  }
  if (books.number("crown_moved_turn") == books.turn() || books.number("government_moved_turn") == books.turn()) {
    return unexpected(notAllowed(say(data, "the Allied armies move first (9.5)")));
  }
  books.set("allied_moved_turn", books.turn());
  if (!escort->empty()) {
    if (books.text("king") != "kidnapped" || !armyIn(books, *escort, regionOf(books.text("place.louis_xvi")))) {
      return unexpected(notAllowed(say(data, "the King leaves only with the army escorting him, after his kidnapping (11.3)"), "king"));
    }
  }
  std::vector<std::string> lines;
  const bool halted = books.number("level.coalition") < 2;
  for (const auto& army : alliedArmies()) {
    const auto where = books.text("army_at." + army);
    if (!onMap(where)) continue;
    const auto name = itemName(data, "army", army);
    if (!routeStart(army)) {
      lines.push_back(sayf(data, "{} stays in {} (9.5.2)", name, regionName(books, where)));
      continue;
    }
    if (halted) {
      lines.push_back(sayf(data, "{} stops in {}: the Coalition is at level I (9.2)", name, regionName(books, where)));
      continue;
    }
    if (army == "quiberon" && !friendlyToCrown(books, "paris")) {
      lines.push_back(sayf(data, "{} stays in {} until friendly armies control Paris (9.5.2 h)", name, regionName(books, where)));
      continue;
    }
    auto route = alliedRoute(data, state, army);
    if (!route) return unexpected(route.error());
    auto step = static_cast<std::size_t>(books.number("allied_step." + army));
    std::string from = regionOf(where);
    std::size_t next = step + 1;
    if (army == "quiberon" && from == "brest" && step == 0) {
      // Landed in Brest (9.3.1 h): its first march is to Nantes, where its printed route begins.
      auto touching = adjacent(data, state, "brest", "nantes");
      if (!touching) return unexpected(touching.error());
      if (!*touching) {
        return unexpected(notAllowed(say(data, "the Quiberon Army landed in Brest, but the map's neighbours do not join Brest and Nantes, where its route begins (9.5.2 h): correct the neighbours")));
      }
      next = 0;
    } else if (step >= route->size() || (*route)[step] != from) {
      return unexpected(notAllowed(sayf(data, "{} stands in {}, off its route (step {}): correct where it stands or its step on the route (9.5.2)",
                                        name, regionName(books, from), step)));
    }
    if (next >= route->size()) {
      lines.push_back(sayf(data, "{} has reached its last objective in {} (9.5.2)", name, regionName(books, from)));
      continue;
    }
    if (!friendlyToCrown(books, from) && books.text("control." + (*route)[next]) != "royalist") {
      lines.push_back(sayf(data, "{} stays in {}: it has not taken control of it (9.5.2)", name, regionName(books, from)));
      continue;
    }
    std::vector<std::string> passed;
    std::string at = from;
    while (next < route->size()) {
      at = (*route)[next];
      step = next++;
      passed.push_back(regionName(books, at));
      if (at == "paris") communeRisesAgainst(books);
      if (revolutionaryArmiesIn(books, at) > 0 || nonRoyalistRevolt(books, at) || !friendlyToCrown(books, at)) break;
    }
    books.set("army_at." + army, at);
    books.set("allied_step." + army, static_cast<std::int64_t>(step));
    if (*escort == army) {
      books.set("place.louis_xvi", at);
      books.note(sayf(data, "the King goes with {} (11.3)", name));
    }
    std::string path;
    for (const auto& region : passed) path += " -> " + region;
    lines.push_back(sayf(data, "{}: {}{}", name, regionName(books, from), path));
  }
  std::string moves;
  for (const auto& line : lines) moves += (moves.empty() ? "" : say(data, "; ")) + line;
  const std::string summary = lines.empty() ? std::string(say(data, "Allied movement: no Allied army on the map"))
                                            : sayf(data, "Allied movement: {}", moves);
  return books.finish(state, action, "9.5.2", summary);
}

// 9.5.3, 9.5.4: one army counter (or volunteers, counted per region) moves along `path`,
// each region touching the last (the map's neighbours).
//  - Revolutionary armies (the Government): any distance, meeting no enemy army and not
//    passing a region under Royalist or Coalition control (9.5.4, 9.7); never out of a
//    pinned region (9.5.1). Entering Paris while the Commune is raised the Government says
//    whether the army suppresses it (`suppress`: the Paris box, the Commune to 20, 9.9.1).
//  - Catholic and Royal armies (the Royalist): in the Vendée, unless a Royalist general
//    goes with them (`with`); then like the Allied armies (9.5.2): leaving only a region
//    the Crown controls, one region, or on through Royalist or Coalition regions without
//    revolutionary armies or non-Royalist revolts (A81). The kidnapped King may go with
//    them (11.3). Entering Paris raises the Commune against them (9.9.2).
//  - Carnot, commanding, moves with the revolutionary army he is with (R.3.9.3).
//  - A military coup's rebel armies (12.3.2): the coup's Current marches those rallied,
//    with its Personalities, upon Paris before any other army moves; the Commune rises
//    neutral as they enter (12.3.3). While they march the Government intercepts only with
//    armies adjacent to the Paris region.
Result applyMove(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"army", "from", "count", "path", "with", "suppress"})) {
    return unexpected(*problem);
  }
  auto side = actingSide(data, action, sides());
  if (!side) return unexpected(side.error());
  std::vector<std::string> movable = regularArmies();
  movable.push_back("volunteer");
  for (const auto& royal : royalArmies()) movable.push_back(royal);
  auto army = wordArgument(action, "army", movable);
  if (!army) return unexpected(army.error());
  auto path = wordListArgument(action, "path", regions());
  if (!path) return unexpected(path.error());
  if (path->empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             say(data, "path: the regions the army enters, in order, ending where it stops"), "path"));
  }
  auto people = wordListArgument(action, "with", personalities());
  if (!people) return unexpected(people.error());
  auto suppress = flagArgument(action, "suppress");
  if (!suppress) return unexpected(suppress.error());
  Books books(data, state);
  if (auto problem = beforeCombat(books)) return unexpected(*problem);
  const auto turn = books.turn();
  // Who moves what: the Government its armies, the Royalist the Catholic and Royal ones,
  // and the Current whose military coup rallied revolutionary armies marches them (12.3.2).
  const bool government = !isRoyal(*army);  // revolutionary armies' rules (9.5.4)
  const auto rebelCurrent = books.text("rebel_current");
  const bool rebel = government && *side == rebelCurrent;
  if (government && *side != "government" && !rebel) {
    return unexpected(notAllowed(say(data, "the Government moves the revolutionary armies (9.1.1), or the Current whose military coup rallied them (12.3.2)"),
                                 "side"));
  }
  if (!government && *side != "royalist") {
    return unexpected(notAllowed(say(data, "the Royalist moves the Catholic and Royal armies (9.1.3)"), "side"));
  }
  const bool rebelMarching = rebelMarchPending(books);
  if (rebel && !rebelMarching) {
    return unexpected(notAllowed(say(data, "the rebel armies have marched (12.3.2)"), "army"));
  }
  if (!rebel && rebelMarching) {
    return unexpected(notAllowed(say(data, "the rebel army marches on Paris before any other army moves (12.3.2)"), "army"));
  }
  if (!rebel && !government && books.number("government_moved_turn") == turn) {
    return unexpected(notAllowed(say(data, "the Catholic and Royal armies move before the revolutionary armies (9.5)"), "army"));
  }
  if (!rebel && foreignWar(books) && books.number("allied_moved_turn") != turn) {
    bool anyAllied = false;
    for (const auto& allied : alliedArmies()) anyAllied = anyAllied || onMap(books.text("army_at." + allied));
    if (anyAllied) {
      return unexpected(notAllowed(say(data, "the Allied armies move first (9.5)"), "army").pointing(WayForward::action("rf_allied_move")));
    }
  }
  const bool volunteers = *army == "volunteer";
  std::string from;
  std::int64_t count = 1;
  if (volunteers) {
    auto origin = wordArgument(action, "from", regions());
    if (!origin) return unexpected(origin.error());
    from = *origin;
    auto howMany = numberArgument(action, "count", 1, 16, false);
    if (!howMany) return unexpected(howMany.error());
    count = howMany->value_or(1);
    const auto arrived =
        books.number("volunteers_moved_turn." + from) == turn ? books.number("volunteers_moved." + from) : 0;
    const auto free = books.number("volunteers." + from) - arrived;
    if (count > free) {
      return unexpected(notAllowed(sayn(data, free, "{} has {} volunteer army that has not moved this turn",
                                        "{} has {} volunteer armies that have not moved this turn", regionName(books, from), free),
                                   "count"));
    }
  } else {
    if (action.arg("from") || action.arg("count")) {
      return unexpected(refuse(ActionError::Code::BadArgument, say(data, "where the volunteers come from and how many are for volunteers only"), "from"));
    }
    auto where = books.text("army_at." + *army);
    if (!onMap(where)) return unexpected(notAllowed(sayf(data, "{} is not on the map", itemName(data, "army", *army)), "army"));
    from = regionOf(where);
    if (books.number("moved_turn." + *army) == turn) {
      return unexpected(notAllowed(sayf(data, "{} has moved this turn (9.5)", itemName(data, "army", *army)), "army"));
    }
  }
  const auto name = !volunteers ? itemName(data, "army", *army)
                                : sayn(data, count, "{} volunteer army", "{} volunteer armies", count);
  if (rebel) {
    if (from != books.text("rebel_region")) {
      return unexpected(notAllowed(sayf(data, "the rebel armies are those rallied in {} (12.3.1)",
                                        regionName(books, books.text("rebel_region"))),
                                   "army"));
    }
    if (books.number("rebel_armies_moved") + count > books.number("rebel_armies")) {
      return unexpected(notAllowed(books.number("rebel_armies") == 1
                                       ? sayf(data, "{} army was rallied (12.3.1)", books.number("rebel_armies"))
                                       : sayf(data, "{} armies were rallied (12.3.1)", books.number("rebel_armies")),
                                   "count"));
    }
    if (path->back() != "paris") {
      return unexpected(notAllowed(say(data, "the rebel army marches upon Paris (12.3.2)"), "path"));
    }
  }
  // 12.3.2: while rebels march, the Government intercepts them only with armies adjacent
  // to the Paris region.
  if (!rebel && government && rebelCurrent != "none" && books.text("rebel_region") != "paris" &&
      path->back() == "paris" && path->size() != 1) {
    return unexpected(notAllowed(say(data, "intercepting armies must be adjacent to the Paris region (12.3.2)"), "path"));
  }
  if (government && books.number("pinned_turn." + from) == turn) {
    return unexpected(notAllowed(sayf(data, "{} is pinned: its revolutionary armies may not leave (9.5.1)", regionName(books, from)),
                                 "army"));
  }
  // Who may travel with it.
  for (const auto& person : *people) {
    // The coup's Personalities "must stay with" the rebel army (12.3.1).
    const bool allowed = rebel        ? books.text("owner." + person) == *side && books.flag("personal_outlaw." + person)
                         : government ? person == "carnot" && books.number("carnot_command_turn") == turn
                                      : contains(royalGenerals, person) ||
                                            (person == "louis_xvi" && books.text("king") == "kidnapped");
    if (!allowed) {
      const auto who = itemName(data, "personality", person);
      return unexpected(notAllowed(rebel ? sayf(data, "{} did not rally this army (12.3.1)", who)
                                   : government
                                       ? sayf(data, "{} does not move with the armies (only Carnot commanding, R.3.9.3)", who)
                                       : sayf(data, "{} does not move with the Catholic and Royal armies (their generals, 9.5.3, and the kidnapped King, 11.3)", who),
                                   "with"));
    }
  }
  bool general = false;
  for (const auto& person : *people) {
    if (contains(royalGenerals, person) && books.text("owner." + person) == "royalist") general = true;
  }
  if (!government && !general) {
    bool inVendee = contains(vendee, from);
    for (const auto& region : *path) inVendee = inVendee && contains(vendee, region);
    if (!inVendee) {
      return unexpected(notAllowed(say(data, "without Charette, Chouan, Cathelineau or Cadoudal the Catholic and Royal armies stay in the Vendée (Angers, Chôlet, Nantes) (9.5.3)"),
                                   "path"));
    }
  }
  // The way, region by region.
  std::string at = from;
  const auto stop = path->back();
  for (std::size_t i = 0; i < path->size(); ++i) {
    const auto& next = (*path)[i];
    auto touching = adjacent(data, state, at, next);
    if (!touching) return unexpected(touching.error());
    if (!*touching) {
      return unexpected(notAllowed(sayf(data, "{} and {} are not neighbours on the map", regionName(books, at), regionName(books, next)),
                                   "path"));
    }
    const bool last = i + 1 == path->size();
    if (government) {
      // A Royalist coup's rebels are friends of the Allied and Catholic and Royal armies (12.3.2).
      const bool crownRebels = rebel && *side == "royalist";
      if (!last && !crownRebels && enemyArmyIn(books, next)) {
        return unexpected(notAllowed(sayf(data, "{} meets an enemy army in {} and stops there (9.5.4)", name, regionName(books, next)),
                                     "path"));
      }
      if (!last && !crownRebels && friendlyToCrown(books, next)) {
        return unexpected(notAllowed(sayf(data, "{} is under Royalist or Coalition control: a revolutionary army may enter it but not pass through (9.5, 9.7)",
                                          regionName(books, next)),
                                     "path"));
      }
    } else {
      if (i == 0 && !friendlyToCrown(books, from) && books.text("control." + next) != "royalist") {
        return unexpected(notAllowed(sayf(data, "{} does not leave {} before taking control of it (9.5.2, 9.5.3)", name, regionName(books, from)),
                                     "army"));
      }
      if (!last && (revolutionaryArmiesIn(books, next) > 0 || nonRoyalistRevolt(books, next) ||
                    !friendlyToCrown(books, next))) {
        return unexpected(notAllowed(sayf(data, "{} goes one region, or on through Royalist or Coalition regions without revolutionary armies or non-Royalist revolts: it stops in {} (9.5.2, 9.5.3)",
                                          name, regionName(books, next)),
                                     "path"));
      }
      if (next == "paris") communeRisesAgainst(books);
    }
    if (rebel && next == "paris" && !books.flag("commune_raised")) {
      books.set("commune_raised", true);  // 12.3.3: "immediately raised (as neutral)"
      books.set("commune_controller", std::string("none"));
      books.note(say(data, "the Commune rises, neutral, as the rebels enter Paris (12.3.3)"));
    }
    at = next;
  }
  if (stop == from) return unexpected(notAllowed(sayf(data, "{} ends where it started", name), "path"));
  // Where it stops.
  bool suppressing = *suppress;
  if (suppressing && !(government && stop == "paris" && books.flag("commune_raised"))) {
    return unexpected(notAllowed(say(data, "only a revolutionary army entering Paris while the Commune is raised suppresses it (9.9.1)"),
                                 "suppress"));
  }
  if (volunteers) {
    books.add("volunteers." + from, -count);
    books.add("volunteers." + stop, count);
    const auto arrived =
        books.number("volunteers_moved_turn." + stop) == turn ? books.number("volunteers_moved." + stop) : 0;
    books.set("volunteers_moved." + stop, arrived + count);
    books.set("volunteers_moved_turn." + stop, turn);
    if (suppressing) books.add("suppressing_volunteers", count);
  } else {
    books.set("army_at." + *army, suppressing ? std::string("paris_box") : stop);
    books.set("moved_turn." + *army, turn);
  }
  if (auto problem = carryAlong(books, *people, from, stop)) return unexpected(*problem);
  if (rebel) {
    books.add("rebel_armies_moved", count);
    // Marked, for the combat in Paris (12.3.3).
    if (volunteers) books.add("rebel_volunteers", count);
    else books.set("rebel." + *army, true);
  }
  else books.set(government ? "government_moved_turn" : "crown_moved_turn", turn);
  std::string way;
  for (const auto& region : *path) way += " -> " + regionName(books, region);
  std::string summary = sayf(data, "{}: {}{}", name, regionName(books, from), way);
  if (suppressing) {
    if (auto problem = books.setTrack("commune", 20, "9.9.1")) return unexpected(*problem);
    summary += say(data, "; into the Paris box to suppress the Commune: combat follows (9.9.1)");
  } else if (government && stop == "paris" && books.flag("commune_raised")) {
    summary += say(data, "; it does not suppress the Commune (9.9.1)");
  }
  if (government && books.flag("revolt." + stop)) {
    summary += say(data, "; left unopposed it may put down the revolt (9.7.2)");
  }
  if (!people->empty()) {
    std::string names;
    for (const auto& person : *people) names += (names.empty() ? "" : ", ") + itemName(data, "personality", person);
    summary += sayf(data, "; with {}", names);
  }
  if (rebel) summary += say(data, "; the rebels must win every combat in Paris, the Commune's too (12.3.3)");
  return books.finish(state, action, rebel ? "12.3.2" : government ? "9.5.4" : "9.5.3", summary);
}

// 9.8: a Catholic and Royal army led by a Royalist general in the military Vendée may
// avoid combat: its region's Royalist marker goes (at military control), the revolutionary
// armies there are unopposed, and it is not "active" for the civil war. Not after pinning.
// Declared for this turn's combat; the start of the next turn clears it.
Result applyHide(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"army"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"royalist"});
  if (!side) return unexpected(side.error());
  auto army = wordArgument(action, "army", royalArmies());
  if (!army) return unexpected(army.error());
  Books books(data, state);
  const auto where = regionOf(books.text("army_at." + *army));
  const auto name = itemName(data, "army", *army);
  if (!contains(vendee, where)) {
    return unexpected(notAllowed(sayf(data, "{} hides only in the military Vendée: Angers, Chôlet, Nantes (9.8)", name), "army"));
  }
  bool led = false;
  for (const auto& person : royalGenerals) {
    if (books.text("place." + person) == where && books.text("owner." + person) == "royalist") led = true;
  }
  if (!led) {
    return unexpected(notAllowed(sayf(data, "{} needs Charette, Chouan, Cathelineau or Cadoudal with it to hide (9.8)", name), "army"));
  }
  if (books.number("pinned_turn." + where) == books.turn()) {
    return unexpected(notAllowed(say(data, "an army that pinned revolutionary armies cannot then avoid combat (9.8)"), "army"));
  }
  if (books.flag("cr_hiding." + *army)) return unexpected(notAllowed(sayf(data, "{} is hiding already", name), "army"));
  books.set("cr_hiding." + *army, true);
  return books.finish(state, action, "9.8",
                      sayf(data, "{} hides in {}: no combat; the revolutionary armies there are unopposed; not active for the civil war", name,
                           regionName(books, where)));
}

// R.3.9.3, R.5.9.3, R.6.9.3: in the Terror, Wrath or Mercy, Carnot (if not outlawed, the
// Marais agreeing) is sent to command revolutionary armies: placed with them, he moves with
// them, attempts no action this turn, and gives the Government ±1 in their combat.
Result applyCarnotCommand(const GameData& data, GameState& state, const Action& action) {
  if (auto problem = onlyArguments(action, {"region"})) return unexpected(*problem);
  auto side = actingSide(data, action, {"marais"});
  if (!side) return unexpected(side.error());
  auto region = wordArgument(action, "region", regions());
  if (!region) return unexpected(region.error());
  Books books(data, state);
  const auto regime = books.text("regime");
  if (regime != "terror" && regime != "wrath" && regime != "mercy") {
    return unexpected(notAllowed(say(data, "Carnot commands armies only in the Terror, Wrath or Mercy (R.3.9.3, R.5.9.3, R.6.9.3)")));
  }
  if (books.text("owner.carnot") != "marais") return unexpected(notAllowed(say(data, "Carnot is not the Marais' (R.3.9.3)")));
  if (isOutlaw(books, "carnot")) return unexpected(notAllowed(say(data, "Carnot is an outlaw (R.3.9.3)")));
  const auto place = books.text("place.carnot");
  if (place == "prison" || place == "guillotine" || place == "fled" || place == "exiled" ||
      place == "prisoner_of_war" || place == "absent") {
    return unexpected(notAllowed(sayf(data, "Carnot is not free to command ({})", wordName(data, place))));
  }
  if (books.flag("used.carnot")) return unexpected(notAllowed(say(data, "Carnot has acted this turn: he cannot command (R.3.9.3)")));
  if (books.number("combat_turn") == books.turn()) {
    return unexpected(notAllowed(say(data, "Carnot takes command before the battles (R.3.9.3, 9.5)")));
  }
  if (revolutionaryArmiesIn(books, *region) == 0) {
    return unexpected(notAllowed(sayf(data, "Carnot is placed with revolutionary armies: there are none in {} (R.3.9.3)",
                                      regionName(books, *region)),
                                 "region"));
  }
  books.set("place.carnot", *region);
  books.set("carnot_command_turn", books.turn());
  books.set("used.carnot", true);  // no action this turn
  return books.finish(state, action, "R.3.9.3",
                      sayf(data, "Carnot commands the armies in {}: he moves with them, acts no more this turn, and gives the Government ±1 in their combat",
                           regionName(books, *region)));
}

}  // namespace adc::revolution
