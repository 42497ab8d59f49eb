#include "regimes.hpp"
#include "adc/game_texts.hpp"
#include "adc/display_names.hpp"
#include "armies.hpp"
#include "map.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace adc::revolution {

namespace {

bool contains(const std::vector<std::string>& list, std::string_view item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

const std::vector<std::string> legislativeArrestable{"marat", "chaumette", "hebert", "roux",
                                                     "cadoudal", "cathelineau", "charette", "chouan"};
const std::vector<std::string> leftArrestable{"marat", "chaumette", "hebert", "roux"};

bool inParis(std::string_view where) { return where == "paris" || where == "paris_box"; }

}  // namespace

const std::vector<RegimeInfo>& allRegimes() {
  static const std::vector<RegimeInfo> all = [] {
    std::vector<RegimeInfo> list;
    auto add = [&](RegimeInfo info) { list.push_back(std::move(info)); };
    // R.1 Legislative: R.1.2, R.1.2.1, R.1.3, R.1.4, R.1.5.
    add({"legislative", "R.1", true, {"feuillant", "gironde"}, {"gironde", "marais", "feuillant"}, {},
         legislativeArrestable, true, true, 3, LawVote::Deputies, false, Justice::Vote, true, true});
    // R.2 Convention.
    add({"convention", "R.2", true, {"gironde"}, {"gironde", "marais", "montagne"}, {"royalist", "feuillant"},
         leftArrestable, false, true, 0, LawVote::Fame, true, Justice::Roll, false, false});
    // R.3 Terror.
    add({"terror", "R.3", true, {"montagne"}, {"marais", "montagne"}, {"royalist", "feuillant", "gironde"}, {"roux"},
         true, false, 3, LawVote::Fame, false, Justice::Roll, false, false});
    // R.4 Thermidor: the Montagne or the Sans-Culotte is added to the outlaws on installation.
    add({"thermidor", "R.4", true, {"marais"}, {"marais", "feuillant", "gironde"}, {"royalist"}, leftArrestable,
         true, false, 3, LawVote::Deputies, false, Justice::Roll, false, true});
    // R.5 Wrath.
    add({"wrath", "R.5", false, {"sans_culotte"}, {"marais", "sans_culotte"},
         {"royalist", "feuillant", "gironde", "montagne"}, {}, true, false, 3, LawVote::Fame, false, Justice::Roll,
         false, false});
    // R.6 Mercy.
    add({"mercy", "R.6", false, {"montagne", "marais"}, {"marais", "gironde", "montagne"}, {"royalist"},
         leftArrestable, true, false, 3, LawVote::Fame, false, Justice::Roll, true, false});
    // R.7 Directorate: the Montagne is present unless outlawed in the previous regime.
    add({"directorate", "R.7", false, {"marais", "feuillant", "gironde", "montagne"},
         {"marais", "feuillant", "gironde", "montagne"}, {"royalist"}, leftArrestable, true, false, 3,
         LawVote::Deputies, false, Justice::Vote, true, true});
    // R.8 Prairial.
    add({"prairial", "R.8", false, {"montagne", "sans_culotte"}, {"montagne", "sans_culotte"},
         {"royalist", "marais", "feuillant", "gironde"}, {}, true, false, 3, LawVote::Fame, false, Justice::Roll,
         false, false});
    // R.9 Federal First Republic.
    add({"ffr", "R.9", false, {"gironde", "marais"}, {"gironde", "marais", "montagne"}, {"royalist"}, leftArrestable,
         false, true, 0, LawVote::Deputies, false, Justice::Vote, true, true});
    // R.10 First Republic, One & Indivisible.
    add({"fri", "R.10", false, {"montagne", "sans_culotte"}, {"sans_culotte", "marais", "montagne"},
         {"royalist", "feuillant"}, {}, false, true, 0, LawVote::Deputies, false, Justice::Vote, true, true});
    // R.11 Vendémiaire: the game ends.
    add({"vendemiaire", "R.11", false, {}, {}, {}, {}, false, false, 0, LawVote::None, false, Justice::None, false,
         false});
    return list;
  }();
  return all;
}

const RegimeInfo& regimeInfo(std::string_view regime) {
  for (const auto& info : allRegimes()) {
    if (info.id == regime) return info;
  }
  throw std::logic_error("revolution-francaise has no regime '" + std::string(regime) + "'");
}

bool officiallyPresent(const Books& books, std::string_view current) {
  const auto& info = regimeInfo(books.text("regime"));
  if (!contains(info.present, current)) return false;
  auto key = std::string(current);
  return !books.flag("outlawed." + key) && !books.flag("expelled." + key) && books.number("outlaw_until." + key) == 0;
}

bool isOutlaw(const Books& books, std::string_view personality) {
  auto key = std::string(personality);
  auto owner = books.text("owner." + key);
  return books.flag("personal_outlaw." + key) || books.flag("outlawed." + owner) ||
         books.number("outlaw_until." + owner) != 0;
}

bool isArrestable(const Books& books, std::string_view personality) {
  return isOutlaw(books, personality) || contains(regimeInfo(books.text("regime")).arrestable, personality);
}

bool outlawedNow(const Books& books, std::string_view current) {
  const std::string key(current);
  return books.flag("outlawed." + key) || books.number("outlaw_until." + key) != 0;
}

bool governs(const Books& books, std::string_view current) {
  if (books.text("gov_controller") == current) return true;
  // R.7.2: the Directorate's partner governs with the Marais, unless a limited coup gave
  // one Current sole power this turn (R.7.7.1).
  return books.text("regime") == "directorate" && books.number("sole_power_until") == 0 &&
         books.text("gov_partner") == current;
}

bool foreignWar(const Books& books) { return books.flag("foreign_war"); }

bool civilWar(const Books& books) {
  // 7.4.2.1: four or more regions in revolt; 9.2.3: an active Catholic and Royal army
  // (not hiding in the Vendée, 9.8).
  std::int64_t revolts = 0;
  for (const auto& region : regions()) revolts += books.flag("revolt." + region) ? 1 : 0;
  if (revolts >= 4) return true;
  for (const auto& army : royalArmies()) {
    if (onMap(books.text("army_at." + army)) && !books.flag("cr_hiding." + army)) return true;
  }
  return false;
}

namespace {

// R.1.8: "A Royalist and Catholic army is in Paris; or an Allied army is in or adjacent to
// Paris; or 12+ regions are controlled by the Royalist and the Coalition (a region
// controlled by both ... counts twice)". Adjacency is map data (table region_neighbours).
Expected<bool, ActionError> threatToParis(const Books& books) {
  for (const auto& army : royalArmies()) {
    if (inParis(books.text("army_at." + army))) return true;
  }
  for (const auto& army : alliedArmies()) {
    auto where = books.text("army_at." + army);
    if (inParis(where)) return true;
    if (!onMap(where)) continue;
    auto touching = adjacent(books.data, books.state, regionOf(where), "paris");
    if (!touching) return unexpected(touching.error());
    if (*touching) return true;
  }
  std::int64_t count = 0;
  for (const auto& region : regions()) {
    count += books.text("control." + region) == "royalist" ? 1 : 0;
    count += books.flag("coalition_control." + region) ? 1 : 0;
  }
  return count >= 12;
}

// R.3.8.3: "no Catholic & Royal army or Allied army is adjacent to Paris or within Paris".
Expected<bool, ActionError> enemyAtParis(const Books& books) {
  std::vector<std::string> enemies = alliedArmies();
  for (const auto& army : royalArmies()) enemies.push_back(army);
  for (const auto& army : enemies) {
    auto where = books.text("army_at." + army);
    if (inParis(where)) return true;
    if (!onMap(where)) continue;
    auto touching = adjacent(books.data, books.state, regionOf(where), "paris");
    if (!touching) return unexpected(touching.error());
    if (*touching) return true;
  }
  return false;
}

bool enemyInParisRegion(const Books& books) {
  std::vector<std::string> enemies = alliedArmies();
  for (const auto& army : royalArmies()) enemies.push_back(army);
  for (const auto& army : enemies) {
    if (books.text("army_at." + army) == "paris") return true;
  }
  return false;
}

}  // namespace

bool parisThreatened(const Books& books) {
  auto threat = threatToParis(books);
  return threat && *threat;
}

Expected<std::vector<Transition>, ActionError> openTransitions(const Books& books) {
  std::vector<Transition> open;
  const auto regime = books.text("regime");
  const bool os = books.flag("open_scenario");
  const bool raised = books.flag("commune_raised");
  const auto commune = books.text("commune_controller");
  const auto level = books.number("level.commune");
  const bool war = foreignWar(books);
  const bool civil = civilWar(books);
  const bool bothWars = war && civil;
  const bool somePeace = !bothWars;           // "foreign or civil peace" (A15)
  const bool someWar = war || civil;          // "foreign or civil war"
  const bool bothPeace = !war && !civil;      // "foreign and civil peace"
  const std::string gov = books.text("gov_controller");
  auto offer = [&](std::string to, std::string by, std::string how, std::string rule, std::string why) {
    if (!os && to != "government" && !regimeInfo(to).historical) return;  // 4.1: the historical filter
    if (!os && how.find("coup") != std::string::npos) return;             // 12.0: coups are OS only
    open.push_back(Transition{std::move(to), std::move(by), std::move(how), std::move(rule), std::move(why)});
  };
  // The Commune's controller with the level a rule asks: SC at `sc` or more, Mtn at `mtn`.
  auto communeHeldBy = [&](int sc, int mtn) {
    return raised && ((commune == "sans_culotte" && level >= sc) || (commune == "montagne" && level >= mtn));
  };
  if (books.flag("thermidor_offer") && (regime == "terror" || regime == "wrath")) {
    offer("thermidor", "marais", "install", regime == "terror" ? "R.3.8.1" : "R.5.8.1",
          say(books.data, "a second Government law was rejected: the Marais may install Thermidor at once"));
  }
  if (regime == "legislative") {
    auto threat = threatToParis(books);
    if (!threat) return unexpected(threat.error());
    if (*threat && raised && (commune == "gironde" || commune == "montagne" || commune == "sans_culotte")) {
      offer("convention", commune, "install", "R.1.8.1", sayf(books.data, "the Commune raised by the {} and Paris threatened", sideName(books.data, commune)));
    }
    if (*threat && communeHeldBy(2, 3)) {
      offer("terror", commune, "install", "R.1.8.2", say(books.data, "the Commune raised (SC level II+, Mtn level III) and Paris threatened"));
    }
    if (gov == "gironde") offer("government", "feuillant", "limited_coup", "R.1.7.1.1", say(books.data, "the Gironde holds the Government"));
    if (gov == "feuillant" && (books.text("limited_coup_winner") == "feuillant" || level == 3)) {
      offer("government", "gironde", "limited_coup", "R.1.7.1.2",
            say(books.data, "the Feuillant took power by a coup, or the Commune is at level III"));
    }
    // R.1.7.2.1: on success the Gironde takes the Government, or installs the Convention if
    // the Commune is raised at level II (the Sans-Culotte's) or III (SC, Montagne or Gironde).
    offer("government", "gironde", "popular_coup", "R.1.7.2.1", say(books.data, "the Government, still under the Legislative"));
    if (raised && ((commune == "sans_culotte" && level >= 2) ||
                   (level == 3 && (commune == "montagne" || commune == "gironde")))) {
      offer("convention", "gironde", "popular_coup", "R.1.7.2.1",
            say(books.data, "the Commune raised at level II by the SC, or at level III by the SC, the Montagne or the Gironde"));
    }
    offer("convention", "gironde", "military_coup", "R.1.7.3.1", say(books.data, "a rallied army takes Paris"));
  } else if (regime == "convention") {
    if (bothWars && communeHeldBy(2, 3)) offer("terror", commune, "install", "R.2.8.1", say(books.data, "foreign and civil war"));
    if (somePeace && communeHeldBy(2, 3)) offer("mercy", commune, "install", "R.2.8.2", say(books.data, "foreign or civil peace"));
    if (somePeace && (!raised || commune == "gironde")) {
      offer("ffr", "gironde", "referendum", "R.2.8.3", say(books.data, "foreign or civil peace; the Commune Gironde or not raised"));
    }
    if (communeHeldBy(1, 2)) {
      offer(bothWars ? "terror" : "mercy", "montagne", "popular_coup", "R.2.7.2.1",
            bothWars ? say(books.data, "foreign and civil war") : say(books.data, "foreign or civil peace"));
    }
    offer(bothWars ? "terror" : "mercy", "montagne", "military_coup", "R.2.7.3.1",
          bothWars ? say(books.data, "foreign and civil war") : say(books.data, "foreign or civil peace"));
  } else if (regime == "terror") {
    bool economyOrThreat = books.number("level.economy") == 3 || enemyInParisRegion(books);
    std::int64_t hostile = 0;
    for (const auto& region : regions()) {
      if (books.flag("revolt." + region) || books.text("control." + region) == "royalist" ||
          books.flag("coalition_control." + region)) {
        ++hostile;
      }
    }
    economyOrThreat = economyOrThreat || hostile >= 10;
    if (!books.flag("outlaw_hebertists") && bothWars && raised && commune == "sans_culotte" && level >= 2 &&
        economyOrThreat) {
      offer("wrath", "sans_culotte", "install", "R.3.8.2", say(books.data, "foreign and civil war, the Commune SC at II+, and the crisis"));
    }
    auto enemy = enemyAtParis(books);
    if (!enemy) return unexpected(enemy.error());
    if (!books.flag("outlaw_merciful") && somePeace && !raised && !*enemy) {
      offer("mercy", "marais", "install", "R.3.8.3", say(books.data, "foreign or civil peace, the Commune not raised, Paris safe"));
    }
    if (somePeace && raised && commune == "montagne") {
      offer("fri", "montagne", "referendum", "R.3.8.4", say(books.data, "foreign or civil peace, the Commune Montagne"));
    }
    if (somePeace && !books.flag("outlaw_merciful") && raised && commune == "sans_culotte" && level == 3) {
      offer("mercy", "marais", "popular_coup", "R.3.7.2.1", say(books.data, "the Commune SC at level III"));
    }
    if (bothWars && !books.flag("outlaw_hebertists") && raised && commune == "sans_culotte" && level == 3) {
      offer("wrath", "sans_culotte", "popular_coup", "R.3.7.2.2", say(books.data, "the Commune SC at level III"));
    }
    if (somePeace) offer("mercy", "marais", "military_coup", "R.3.7.3.1", say(books.data, "foreign or civil peace"));
  } else if (regime == "thermidor") {
    for (const std::string current : {"montagne", "sans_culotte"}) {
      if (someWar && raised && commune == current && level == 3) {
        offer("prairial", current, "popular_coup", current == "montagne" ? "R.4.7.2.1" : "R.4.7.2.2",
              say(books.data, "the Commune held at level III, foreign or civil war"));
      }
    }
  } else if (regime == "wrath") {
    if (somePeace) offer("fri", "sans_culotte", "referendum", "R.5.8.2", say(books.data, "foreign or civil peace"));
    // R.5.7.2.1 as printed: "The Commune must be controlled by the Mountain" (A35).
    if (raised && commune == "montagne" && level >= 2) {
      offer("thermidor", "marais", "popular_coup", "R.5.7.2.1", say(books.data, "the Commune Montagne at level II+ (as printed)"));
    }
    offer("thermidor", "marais", "military_coup", "R.5.7.3.1", say(books.data, "as normal"));
  } else if (regime == "mercy") {
    if (bothWars && communeHeldBy(2, 3)) offer("terror", commune, "install", "R.6.8.1", say(books.data, "foreign and civil war"));
    if (gov == "marais" && raised && (commune == "sans_culotte" || commune == "montagne") && level == 3) {
      offer("terror", "montagne", "popular_coup", "R.6.7.2.1", say(books.data, "a Marais Government, the Commune at level III"));
    }
    offer("directorate", "marais", "military_coup", "R.6.7.3.1", say(books.data, "no referendum needed"));
    if (gov == "marais") offer("terror", "montagne", "military_coup", "R.6.7.3.2", say(books.data, "a Marais Government"));
  } else if (regime == "directorate") {
    for (const std::string current : {"gironde", "feuillant", "montagne"}) {
      if (!books.flag("outlawed." + current)) {
        offer("government", current, "limited_coup", "R.7.7.1", say(books.data, "sole power for one turn"));
      }
    }
    if (raised && commune == "montagne" && level == 3) {
      offer("prairial", "montagne", "popular_coup", "R.7.7.2.1", say(books.data, "the Commune Montagne at level III"));
    }
    if (raised && commune == "sans_culotte" && level >= 2) {
      offer("prairial", "sans_culotte", "popular_coup", "R.7.7.2.2", say(books.data, "the Commune SC at level II+"));
    }
    if (raised && commune == "royalist" && level >= 2 && !books.flag("royalist_directorate_coup")) {
      offer("vendemiaire", "royalist", "popular_coup", "R.7.7.2.3", say(books.data, "the Commune Royalist at level II+; once per Directorate"));
    }
    if (!books.flag("outlawed.montagne")) offer("prairial", "montagne", "military_coup", "R.7.7.3.1", say(books.data, "not outlawed"));
  } else if (regime == "prairial") {
    if (books.number("regime_since") < books.turn()) {
      offer("fri", gov, "referendum", "R.8.8.1", say(books.data, "automatic, the Political Phase after the installation"));
    }
    if (raised && commune == "royalist" && level == 3 && someWar) {
      offer("vendemiaire", "royalist", "popular_coup", "R.8.7.2.1", say(books.data, "the Commune Royalist at level III, foreign or civil war"));
    }
  } else if (regime == "ffr") {
    if (gov == "gironde") offer("government", "marais", "limited_coup", "R.9.7.1", say(books.data, "the Gironde holds the Government"));
    if (gov == "marais" && books.text("limited_coup_winner") == "marais") {
      offer("government", "gironde", "limited_coup", "R.9.7.1", say(books.data, "the Marais toppled the Gironde by a limited coup"));
    }
    bool communeOk = communeHeldBy(2, 3);
    if (communeOk && someWar) offer("terror", "montagne", "popular_coup", "R.9.7.2.1", say(books.data, "foreign or civil war"));
    if (communeOk && bothPeace) offer("mercy", "montagne", "popular_coup", "R.9.7.2.2", say(books.data, "foreign and civil peace"));
    if (books.flag("montagne_failed_ffr_coup") && !books.flag("outlawed.marais") &&
        books.number("outlaw_until.marais") == 0) {
      offer("government", "marais", "popular_coup", "R.9.7.2.3", say(books.data, "the Montagne failed its coup"));
      if (communeOk) offer(someWar ? "terror" : "mercy", "marais", "popular_coup", "R.9.7.2.3", say(books.data, "the Montagne failed its coup"));
    }
    if (someWar) offer("terror", "montagne", "military_coup", "R.9.7.3.1", say(books.data, "foreign or civil war"));
    if (bothPeace) offer("mercy", "montagne", "military_coup", "R.9.7.3.2", say(books.data, "foreign and civil peace"));
  } else if (regime == "fri") {
    std::string other = gov == "montagne" ? "sans_culotte" : "montagne";
    if (!(raised && commune == gov)) {
      offer("government", other, "limited_coup", "R.10.7.1", say(books.data, "the Government's Current does not control the Commune"));
    }
    if (!raised) offer("thermidor", "marais", "popular_coup", "R.10.7.2.1", say(books.data, "the Commune not raised"));
    offer("thermidor", "marais", "military_coup", "R.10.7.3.1", say(books.data, "a rallied army takes Paris"));
  }
  if (books.flag("directorate_approved") && regime != "directorate") {
    offer("directorate", "government", "install", regime == "thermidor" ? "R.4.8.1" : "R.6.8.2",
          say(books.data, "approved by last turn's referendum"));
  }
  return open;
}

namespace {

void releaseIf(Books& books, const std::function<bool(const std::string&)>& release, const std::string& why) {
  for (const auto& person : personalities()) {
    if (person == "louis_xvi") continue;
    if (books.text("place." + person) == "prison" && release(person)) {
      books.set("place." + person, std::string("unplaced"));
      books.note(sayf(books.data, "{} released ({})", itemName(books.data, "personality", person), why));
    }
  }
}

void setAside(Books& books, const std::string& current) {
  auto seated = books.number("deputies." + current);
  if (seated == 0) return;
  books.add("set_aside." + current, seated);
  books.set("deputies." + current, std::int64_t{0});
  books.note(sayf(books.data, "{} {} deputies set aside", seated, sideName(books.data, current)));
}

void putBack(Books& books, const std::string& current) {
  auto aside = books.number("set_aside." + current);
  if (aside == 0) return;
  books.add("deputies." + current, aside);
  books.set("set_aside." + current, std::int64_t{0});
  books.note(sayf(books.data, "{} {} deputies put back", aside, sideName(books.data, current)));
}

Check bothTracks(Books& books, std::int64_t by, const std::string& rule) {
  if (auto problem = books.moveTrack("clergy", by, rule)) return problem;
  // 9.2 (A13): during a foreign war the Coalition marker moves only in the random events phase.
  if (books.flag("foreign_war")) {
    books.note(say(books.data, "Coalition unchanged: during the war it moves only in the random events (9.2)"));
    return std::nullopt;
  }
  return books.moveTrack("coalition", by, rule);
}

}  // namespace

Check installRegime(Books& books, const std::string& regime, const InstallOptions& options) {
  const auto previous = books.text("regime");
  const auto previousGov = books.text("gov_controller");
  const auto& info = regimeInfo(regime);
  const auto turn = books.turn();
  std::vector<std::string> previousOutlaws;
  for (const auto& current : currents()) {
    if (books.flag("outlawed." + current)) previousOutlaws.push_back(current);
  }
  books.set("previous_regime", previous);
  books.set("regime", regime);
  books.set("regime_since", turn);
  books.note(sayf(books.data, "Regime: {} → {} ({})", wordName(books.data, previous), wordName(books.data, regime), info.rule));
  if (regime == "vendemiaire") {
    books.note(say(books.data, "The game ends: the Royalist wins (R.11.1.1)"));
    return std::nullopt;
  }
  // R.0: everything of the old regime is cancelled; the new one's outlaws apply.
  for (const auto& current : currents()) {
    books.set("outlawed." + current, contains(info.outlaws, current));
    books.set("expelled." + current, false);
    books.set("outlaw_until." + current, std::int64_t{0});
  }
  books.set("gov_partner", std::string("none"));
  books.set("partner_vote_due", false);
  books.set("partner_vote_excluded", std::string("none"));
  books.set("sole_power_until", std::int64_t{0});
  books.set("limited_coup_winner", std::string("none"));
  books.set("directorate_approved", false);
  books.set("thermidor_offer", false);
  if (regime != "fri") books.set("fri_variant", std::string("none"));
  if (regime == "wrath") books.set("rejected_wrath", std::int64_t{0});
  if (regime != "directorate") books.set("royalist_directorate_coup", false);
  if (regime != "ffr") books.set("montagne_failed_ffr_coup", false);

  // Who governs (R.x.2); where the regime leaves a choice, the installer (A28-A30).
  std::string governor = info.governors.front();
  if (contains(info.governors, options.by)) governor = options.by;
  // R.7.2: the Directorate is the Marais' (with a partner chosen at its election).
  if (regime == "directorate") governor = "marais";
  // 15.2.1.5: with the automated Marais the Feuillant governs Thermidor and replaces the
  // Marais in the Directorate.
  if ((regime == "thermidor" || regime == "directorate") && books.flag("automated_marais")) governor = "feuillant";
  books.set("gov_controller", governor);
  if (regime == "fri") books.set("fri_variant", governor);  // R.10.1.2 (A30)

  // R.4.4.1: the Current that held the Government before is outlawed with the Royalist.
  if (regime == "thermidor") {
    std::string outlaw = previousGov == "sans_culotte" ? "sans_culotte" : "montagne";
    books.set("outlawed." + outlaw, true);
    books.note(sayf(books.data, "{} outlawed (R.4.4.1)", sideName(books.data, outlaw)));
  }
  // R.7.4.1: the Montagne stays outlawed if it was.
  if (regime == "directorate" && contains(previousOutlaws, "montagne")) books.set("outlawed.montagne", true);

  // 7.5.1: the new Government's Current's prisoners are released.
  releaseIf(books, [&](const std::string& p) { return books.text("owner." + p) == governor; }, "7.5.1");
  if (regime == "terror") {
    releaseIf(books, [&](const std::string& p) { return books.text("owner." + p) == "montagne"; }, "R.3.1.1");
  }
  if (regime == "thermidor") {
    releaseIf(books, [&](const std::string& p) {
      auto owner = books.text("owner." + p);
      return owner == "feuillant" || owner == "marais" || owner == "gironde";
    }, "R.4.1.1");
  }
  if (regime == "wrath") {
    releaseIf(books, [&](const std::string& p) { return books.text("owner." + p) == "sans_culotte"; }, "R.5.1.1");
  }
  if (regime == "mercy" || regime == "directorate") {
    releaseIf(books, [&](const std::string& p) {
      return contains(previousOutlaws, books.text("owner." + p)) || books.flag("personal_outlaw." + p);
    }, regime == "mercy" ? "R.6.1.1" : "R.7.1.1");
  }
  // 7.5.1: if the Government's fame is lower than 10 it is adjusted to 10.
  if (books.number("fame.government") < 10) books.adjustFame("government", 10 - books.number("fame.government"), "7.5.1");

  // 9.2.2, 9.3.1: once the Convention or the Terror is installed, every Allied army may enter.
  if (regime == "convention" || regime == "terror") books.set("republic_at_war", true);
  // The regime's own effects (R.x.1.1).
  if ((regime == "convention" || regime == "terror") && previous == "legislative" &&
      (books.text("king") == "free" || books.text("king") == "provisional_capital")) {
    books.set("king", std::string("prison"));
    books.set("place.louis_xvi", std::string("prison"));
    books.note(say(books.data, "Louis XVI imprisoned in the Temple (11.2)"));
  }
  if (regime == "convention" || regime == "terror" || regime == "wrath" || regime == "prairial" || regime == "ffr" ||
      regime == "fri") {
    if (auto problem = bothTracks(books, 3, info.rule + ".1.1")) return problem;
  }
  if (regime == "terror") {
    for (const auto& region : regions()) {
      if (region != "paris" && books.text("control." + region) == "gironde" && !books.flag("revolt." + region)) {
        books.set("revolt." + region, true);  // R.3.1.1; not in Paris (A27)
      }
    }
    books.note(say(books.data, "A revolt in every Gironde region but Paris (R.3.1.1)"));
    setAside(books, "gironde");
  }
  if (regime == "thermidor") {
    setAside(books, books.flag("outlawed.sans_culotte") ? "sans_culotte" : "montagne");
    putBack(books, "gironde");
  }
  if (regime == "wrath") {
    books.set("owner.marat", std::string("sans_culotte"));
    books.note(say(books.data, "Marat switches to the Sans-Culotte (R.5.1.1)"));
    setAside(books, "gironde");
    setAside(books, "montagne");
    putBack(books, "sans_culotte");
  }
  if (regime == "mercy") {
    books.set("owner.danton", std::string("marais"));
    books.set("owner.desmoulins", std::string("marais"));
    books.note(say(books.data, "Danton and Desmoulins switch to the Marais (R.6.1.1)"));
    putBack(books, "gironde");
  }
  if (regime == "prairial") {
    for (const std::string current : {"feuillant", "marais", "gironde"}) setAside(books, current);
    putBack(books, "montagne");
    putBack(books, "sans_culotte");
  }
  if (regime == "ffr" && books.text("control.bordeaux") != "gironde") {
    books.set("control.bordeaux", std::string("none"));
    books.note(say(books.data, "Bordeaux becomes neutral: only the Gironde may hold it (R.9.1.1)"));
  }
  if (regime == "fri") {
    auto paris = books.text("control.paris");
    if (paris != "montagne" && paris != "sans_culotte") {
      books.set("control.paris", std::string("none"));
      books.note(say(books.data, "Paris becomes neutral: only the Montagne or the Sans-Culotte may hold it (R.10.1.1)"));
    }
  }
  // 7.5.1: outlaws in Paris are arrested on the turn of installation.
  for (const auto& person : personalities()) {
    auto where = books.text("place." + person);
    if ((where == "paris" || where == "paris_box") && person != "louis_xvi" && isOutlaw(books, person)) {
      books.set("place." + person, std::string("prison"));
      books.note(sayf(books.data, "{} arrested in Paris (7.5.1)", itemName(books.data, "personality", person)));
    }
  }
  // Elections (R.x.6; A60: "immediately" means at this Political Phase).
  bool now = options.electionNow;
  if (regime == "convention" || regime == "directorate" || regime == "ffr" || regime == "fri") now = true;
  if (regime == "terror" && (previous == "ffr" || previous == "legislative")) now = true;
  if ((regime == "thermidor" || regime == "mercy") && previous == "fri") now = true;
  if (regime == "prairial" && previous == "directorate") now = true;
  if (now) {
    books.set("next_election", turn);
    books.note(sayf(books.data, "Election at this Political Phase ({}.6)", info.rule));
  }
  return std::nullopt;
}

}  // namespace adc::revolution
