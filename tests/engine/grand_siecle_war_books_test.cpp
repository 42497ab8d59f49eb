// Grand Siècle, part 2: the war's set-up (18.10, 18.11), its books (armies, squadrons, units
// in play, the toll of the turn) and the steps of the naval and military phases.

#include "grand_siecle_support.hpp"

#include <fstream>

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState fallOfWar() {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "season", word("fall"));
  for (const char* power : {"france", "spain"}) {
    setValue(state, std::string("conflict.") + power, num(1));
    setValue(state, std::string("camp.") + power, word("a"));
  }
  for (const char* power : {"austria", "england"}) {
    setValue(state, std::string("conflict.") + power, num(1));
    setValue(state, std::string("camp.") + power, word("b"));
  }
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(10));
  return state;
}

std::string stepOf(const GameState& state) {
  const auto* step = currentStep(game(), state);
  return step ? step->id : "game over";
}

std::vector<std::string> stepsOfPhases(GameState& state, const std::string& from, const std::string& until) {
  REQUIRE(applyAction(game(), state, Action{"goto", "", {{"step", Value{from}}}, "", 0}));
  std::vector<std::string> steps;
  while (stepOf(state).rfind(until, 0) != 0) {
    steps.push_back(stepOf(state));
    REQUIRE(applyAction(game(), state, Action{"next", "", {}, "", 0}));
  }
  return steps;
}

// A copy of the shipped game folder with one file's text replaced, for bad-data tests.
std::string loadErrorWith(const std::string& file, const std::string& from, const std::string& to) {
  auto root = adc::test::freshFolder("gs-war-data") / "games" / "grand-siecle";
  std::filesystem::create_directories(root.parent_path());
  std::filesystem::copy(adc::test::shippedDataDirectory() / "games" / "grand-siecle", root,
                        std::filesystem::copy_options::recursive);
  auto path = root / file;
  auto text = adc::test::readFile(path);
  auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), to);
  std::ofstream(path, std::ios::binary) << text;
  try {
    loadGame(root);
  } catch (const DataErrors& errors) {
    return errors.what();
  }
  return "";
}

}  // namespace

TEST_CASE("The rule module checks the casualty table: its four columns and the cells the 24.14 example reveals",
          "[grand-siecle][war][data]") {
  auto changed = loadErrorWith("tables/war.toml", "cells = [\"?\", \"?\", { losses = 2, cavalry = 0 }, \"?\"]",
                               "cells = [\"?\", \"?\", { losses = 3, cavalry = 0 }, \"?\"]");
  CHECK(changed.find("the 24.14 example reveals row 4, column 5-9: 2 losses") != std::string::npos);
  CHECK(changed.find("war.toml") != std::string::npos);
  auto columns = loadErrorWith("tables/war.toml", "keys = [\"1-2\", \"3-4\", \"5-9\", \"10+\"]",
                               "keys = [\"1-2\", \"3-5\", \"6-9\", \"10+\"]");
  CHECK(columns.find("the pursuit moves one column up per pair of cavalry") != std::string::npos);
}

TEST_CASE("18.11: an ally enters the ongoing war in its ally's Camp, free or on a 5+ roll for 3 TPP",
          "[grand-siecle][war][setup]") {
  auto state = fallOfWar();
  setValue(state, "alliance.austria", word("a"));
  setValue(state, "alliance.holland", word("a"));
  auto free = resolve(state, "join_ongoing_war", "holland",
                      {{"die", dice({1})}, {"ally", word("austria")}, {"free_casus_belli", Value{true}}, {"upper_camp", word("b")}});
  CHECK(free.outcomeId == "joined");
  CHECK(number(state, "conflict.holland") == 1);
  CHECK(text(state, "camp.holland") == "b");
  CHECK(number(state, "prestige.holland") == 10);

  setValue(state, "alliance.prussia", word("a"));
  setValue(state, "fa_minister.prussia", num(1));
  CHECK_THAT(refused(state, "join_ongoing_war", "prussia", {{"die", dice({6})}, {"ally", word("austria")}}),
             Catch::Contains("Austria is in Camp b: allies may never find themselves in opposing Camps (18.4, 18.9)"));
  auto declared = resolve(state, "join_ongoing_war", "prussia",
                          {{"die", dice({4})}, {"ally", word("austria")}, {"upper_camp", word("b")}});
  CHECK(modifier(declared, "Foreign affairs minister") == 1);
  CHECK(declared.outcomeId == "declared");
  CHECK(number(state, "prestige.prussia") == 7);
  CHECK(number(state, "temp_prestige.prussia") == 3);

  CHECK_THAT(refused(state, "join_ongoing_war", "sweden", {{"die", dice({6})}, {"ally", word("austria")}, {"upper_camp", word("b")}}),
             Catch::Contains("Only allied powers (of either of the belligerent powers) may declare war during it (18.11)"));
  CHECK(number(state, "conflict.sweden") == 0);
}

TEST_CASE("18.10: war on a minor of an enemy power makes it a minor ally at once, not a neutral's nor a friend's",
          "[grand-siecle][war][setup]") {
  auto state = fallOfWar();
  setValue(state, "protector.bavaria", word("austria"));
  setValue(state, "protector.savoy", word("spain"));
  CHECK(resolve(state, "war_on_minor", "france", {{"minor", word("bavaria")}}).outcomeId == "declared");
  CHECK(std::get<bool>(*state.read(game(), "minor_ally.bavaria")));
  // 18.10: "Declarations of war on non-controlled minor countries, or those controlled by powers not
  // involved in the war, are forbidden."
  CHECK_THAT(refused(state, "war_on_minor", "france", {{"minor", word("savoy")}}),
             Catch::Contains("Savoy is protected by Spain, not an enemy in this war (18.10)"));
  CHECK_THAT(refused(state, "war_on_minor", "france", {{"minor", word("venice")}}),
             Catch::Contains("Declarations of war on non-controlled minor countries are forbidden"));
  CHECK_THAT(refused(state, "war_on_minor", "turkey", {{"minor", word("bavaria")}}),
             Catch::Contains("Only a power at war declares war on minors (18.10)"));
}

TEST_CASE("22.3, 22.8: armies noted in slots - a slot of another power is refused, concentration adds the units",
          "[grand-siecle][war][books]") {
  auto state = fallOfWar();
  resolve(state, "army_formed", "france", {{"army", word("a1")}, {"infantry", num(5)}, {"cavalry", num(2)}, {"general", word("hidden")}});
  CHECK_THAT(refused(state, "army_formed", "austria", {{"army", word("a1")}, {"infantry", num(3)}}),
             Catch::Contains("is an army of France: choose a free slot (22.3)"));
  CHECK_THAT(refused(state, "army_formed", "france", {{"army", word("a2")}, {"artillery", num(1)}}),
             Catch::Contains("An army has at least one regiment; artillery and depots alone are removed (22.3, 22.7)"));
  resolve(state, "army_formed", "france",
          {{"army", word("a2")}, {"infantry", num(2)}, {"cavalry", num(1)}, {"artillery", num(1)}, {"depots", num(1)}});
  auto merged = resolve(state, "army_merged", "france", {{"army", word("a1")}, {"joining", word("a2")}});
  CHECK(merged.outcomeId == "merged");
  CHECK(number(state, "army_infantry.a1") == 7);
  CHECK(number(state, "army_cavalry.a1") == 3);
  CHECK(number(state, "army_depots.a1") == 1);
  CHECK(text(state, "army_general.a1") == "hidden");
  CHECK(text(state, "army_owner.a2") == "none");
  CHECK(number(state, "army_infantry.a2") == 0);
  // 21.5: the general is turned face up in his first battle.
  resolve(state, "army_general_revealed", "france", {{"army", word("a1")}, {"general", word("1")}});
  CHECK(text(state, "army_general.a1") == "1");
}

TEST_CASE("24.11: an army that loses its last regiment is destroyed with its artillery and depots",
          "[grand-siecle][war][books]") {
  auto state = fallOfWar();
  resolve(state, "units_in_play", "austria", {{"infantry", num(10)}, {"cavalry", num(4)}, {"artillery", num(3)}, {"depots", num(2)}});
  resolve(state, "army_formed", "austria",
          {{"army", word("a5")}, {"infantry", num(1)}, {"cavalry", num(1)}, {"artillery", num(1)}, {"depots", num(1)}});
  CHECK_THAT(refused(state, "army_losses", "austria", {{"army", word("a5")}, {"cause", word("battle")}, {"infantry", num(2)}}),
             Catch::Contains("has only 1 infantry"));
  CHECK_THAT(refused(state, "army_losses", "france", {{"army", word("a5")}, {"cause", word("battle")}, {"infantry", num(1)}}),
             Catch::Contains("is not an army of France (24.5)"));
  auto destroyed = resolve(state, "army_losses", "austria",
                           {{"army", word("a5")}, {"cause", word("pursuit")}, {"infantry", num(1)}, {"cavalry", num(1)}});
  CHECK(destroyed.outcomeId == "destroyed");
  CHECK(text(state, "army_owner.a5") == "none");
  CHECK(number(state, "infantry.austria") == 9);
  CHECK(number(state, "cavalry.austria") == 3);
  CHECK(number(state, "artillery.austria") == 2);  // 22.7: no regiment left, the train is removed
  CHECK(number(state, "depots.austria") == 1);
  CHECK(number(state, "regiments_lost_turn.austria") == 2);
}

TEST_CASE("20.11: squadrons lose fleets, a new season clears the toll of the turn", "[grand-siecle][war][books]") {
  auto state = fallOfWar();
  resolve(state, "units_in_play", "england", {{"infantry", num(0)}, {"cavalry", num(0)}, {"war_fleets", num(9)}});
  resolve(state, "squadron_formed", "england", {{"squadron", word("s1")}, {"fleets", num(6)}, {"admiral", Value{true}}});
  CHECK_THAT(refused(state, "squadron_formed", "spain", {{"squadron", word("s1")}, {"fleets", num(2)}}),
             Catch::Contains("is a squadron of England: choose a free slot (20.4)"));
  CHECK_THAT(refused(state, "fleet_losses", "england", {{"squadron", word("s1")}, {"fleets", num(7)}}),
             Catch::Contains("has only 6 war fleet(s) (20.11)"));
  resolve(state, "fleet_losses", "england", {{"squadron", word("s1")}, {"fleets", num(2)}, {"admiral_killed", Value{true}}});
  CHECK(number(state, "squadron_fleets.s1") == 4);
  CHECK_FALSE(std::get<bool>(*state.read(game(), "squadron_admiral.s1")));
  CHECK(number(state, "war_fleets.england") == 7);
  CHECK(number(state, "fleets_lost_turn.england") == 2);
  resolve(state, "war_season", "");
  CHECK(number(state, "fleets_lost_turn.england") == 0);
  CHECK(number(state, "squadron_fleets.s1") == 4);  // the forces stay, only the toll of the turn is cleared
}

TEST_CASE("20, 22.1: in a fall of war every sub-phase of the naval and military phases is a step with its rule",
          "[grand-siecle][war][sequence]") {
  auto state = fallOfWar();
  auto steps = stepsOfPhases(state, "naval.war_books", "life");
  const std::vector<std::string> expected{
      "naval.war_books",    "naval.initiative",   "naval.neutrals",   "naval.invasions",     "naval.forming",
      "naval.movement",     "naval.battles",      "naval.prestige",   "naval.privateers",    "naval.landings",
      "military.neutrals",  "military.formation", "military.movement", "military.attrition", "military.search",
      "military.battles",   "military.prestige",  "military.sieges",  "military.winter"};
  CHECK(steps == expected);
  for (const auto& id : expected) {
    auto index = game().sequence.findStep(id);
    REQUIRE(index);
    CHECK_FALSE(game().sequence.steps[*index].leaf().rule.empty());
  }
}

TEST_CASE("18.16, 22.19: in a turn of general peace no battle, privateer, invasion nor siege step is offered",
          "[grand-siecle][war][sequence]") {
  auto state = newGame();
  auto steps = stepsOfPhases(state, "naval.war_books", "temporal");
  const std::vector<std::string> expected{"naval.war_books",   "naval.neutrals",     "naval.forming",
                                          "naval.movement",    "military.neutrals",  "military.formation",
                                          "military.movement", "military.attrition", "military.search"};
  CHECK(steps == expected);
}

TEST_CASE("22.6 example: Prussia takes Silésie by besieging its fortress, and loses it when beaten", "[grand-siecle][war][control]") {
  auto state = fallOfWar();
  // "The Prussian army beats the two Austrian armies then besieges the fortress, without success.
  // Prussia now has military control of Silésie."
  auto taken = resolve(state, "military_control", "prussia",
                       {{"owner", word("enemy")}, {"previous", word("enemy")}, {"friend_army", Value{true}},
                        {"fortress", word("enemy")}, {"besieged", Value{true}}});
  CHECK(taken.outcomeId == "friend_takes");
  // "succeeds in beating the Prussians, who must retreat to Brandebourg. The siege of the fortress broken, the
  // military control of Silésie returns to Austria."
  auto back = resolve(state, "military_control", "austria",
                      {{"owner", word("friend")}, {"previous", word("enemy")}, {"friend_army", Value{true}},
                       {"fortress", word("friend")}});
  CHECK(back.outcomeId == "friend_takes");
  // The besieger driven off without an Austrian army left: the siege is over, control goes back.
  auto lifted = resolve(state, "military_control", "prussia",
                        {{"owner", word("enemy")}, {"previous", word("friend")}, {"fortress", word("enemy")}});
  CHECK(lifted.outcomeId == "owner");
}

TEST_CASE("26.1 example: in the fall of 1709 VILLARS winters in Flandre, the allies there and VENDÔME in Brabant withdraw",
          "[grand-siecle][war][control]") {
  auto state = fallOfWar();
  // "an army commanded by VILLARS in Austrian Flandre besieging the fortress ... the French player has military control"
  auto villars = resolve(state, "winter_quarters", "france",
                         {{"owner", word("enemy")}, {"fortress", word("enemy")}, {"besieged", Value{true}},
                          {"control", word("friend")}, {"enemy_army", Value{true}}});
  CHECK(villars.outcomeId == "stay");
  // "The enemy armies must therefore withdraw to set up their winter quarters; they move to Zeeland."
  auto allies = resolve(state, "winter_quarters", "england",
                        {{"owner", word("friend")}, {"fortress", word("friend")}, {"besieged", Value{true}},
                         {"control", word("enemy")}, {"enemy_army", Value{true}}});
  CHECK(allies.outcomeId == "withdraw");
  // "In Brabant, the French army does not yet have military control of the province and must therefore withdraw"
  auto vendome = resolve(state, "winter_quarters", "france",
                         {{"owner", word("enemy")}, {"control", word("enemy")}, {"enemy_army", Value{true}}});
  CHECK(vendome.outcomeId == "withdraw");
  // Without a friendly province adjacent it stays and tests attrition at once.
  auto isolated = resolve(state, "winter_quarters", "france",
                          {{"owner", word("enemy")}, {"control", word("enemy")}, {"enemy_army", Value{true}},
                           {"adjacent_friendly", Value{false}}});
  CHECK(isolated.outcomeId == "stay_attrition");
  // An enemy fortress and no enemy army: besiege it or withdraw.
  auto fortress = resolve(state, "winter_quarters", "france", {{"owner", word("enemy")}, {"fortress", word("enemy")}, {"control", word("enemy")}});
  CHECK(fortress.outcomeId == "besiege_or_withdraw");
}

TEST_CASE("19.2: the Camp with the initiative sets who plays first in each phase, a new season clears it",
          "[grand-siecle][war][sequence]") {
  auto state = fallOfWar();
  resolve(state, "camp_order", "austria", {{"naval", word("b")}, {"land", word("a")}});
  CHECK(text(state, "first_camp_naval") == "b");
  CHECK(text(state, "first_camp_military") == "a");
  resolve(state, "war_season", "");
  CHECK(text(state, "first_camp_naval") == "none");
}

TEST_CASE("24.14, 8.6: a minor ally's regiments lost are counted apart and with its protector's", "[grand-siecle][war][books]") {
  auto state = fallOfWar();
  setValue(state, "protector.saxony", word("poland"));
  CHECK_THAT(refused(state, "minor_units", "prussia", {{"minor", word("saxony")}, {"regiments", num(2)}}),
             Catch::Contains("Saxony is not protected by Prussia (8.6)"));
  resolve(state, "minor_units", "poland", {{"minor", word("saxony")}, {"regiments", num(2)}});
  resolve(state, "units_in_play", "poland", {{"infantry", num(9)}, {"cavalry", num(5)}, {"feudal", num(8)}});
  resolve(state, "army_formed", "poland", {{"army", word("a2")}, {"infantry", num(7)}, {"cavalry", num(5)}, {"feudal", num(8)}});
  CHECK_THAT(refused(state, "army_losses", "poland",
                     {{"army", word("a2")}, {"cause", word("battle")}, {"infantry", num(1)}, {"minor", word("saxony")}, {"minor_lost", num(3)}}),
             Catch::Contains("The minor ally's regiments lost must be among the regiments lost, of a minor that has them (24.5, 8.6)"));
  resolve(state, "army_losses", "poland",
          {{"army", word("a2")}, {"cause", word("battle")}, {"infantry", num(2)}, {"minor", word("saxony")}, {"minor_lost", num(1)}});
  CHECK(number(state, "minor_regiments.saxony") == 1);
  CHECK(number(state, "infantry.poland") == 7);
  CHECK(number(state, "regiments_lost_turn.poland") == 2);
}
