// Grand Siècle, part 2: the "Example:" passages of the war chapters (20-25), resolved as
// the players would at the table. Where the rulebook does not print a number (the casualty
// table, M1) the test types the players' chart value; the cells the 24.14 example reveals
// are shipped. Decisions: config/games/grand-siecle/NOTES.md, "Part 2: the war".

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

GameState war(std::initializer_list<std::pair<const char*, std::int64_t>> prestige) {
  auto state = newGame();
  setValue(state, "period", word("war"));
  setValue(state, "season", word("fall"));
  for (const auto& [power, points] : prestige) {
    setValue(state, std::string("conflict.") + power, num(1));
    setValue(state, std::string("prestige.") + power, num(points));
  }
  return state;
}

void seal(GameState& state, const std::string& entry, const std::string& power, const std::string& choice) {
  auto applied = applyAction(game(), state, Action{"seal", power, {{"entry", word(entry)}, {"value", word(choice)}}, "", 0});
  if (!applied) FAIL("seal by " << power << " refused: " << applied.error().message);
}

// The players' chart for the casualty cells a test needs beyond the 24.14 example's (test
// values: the rulebook does not print them, M1).
void typeCasualties(GameState& state, const std::string& row, const std::string& column, std::int64_t losses) {
  auto typed = applyAction(game(), state,
                           Action{"chart", "", {{"table", word("casualties")}, {"row", word(row)}, {"column", word(column)},
                                                {"losses", num(losses)}, {"cavalry", num(0)}}, "", 0});
  if (!typed) FAIL("chart refused: " << typed.error().message);
}

void reveal(GameState& state, const std::string& entry) {
  auto applied = applyAction(game(), state, Action{"reveal", "", {{"entry", word(entry)}}, "", 0});
  if (!applied) FAIL("reveal refused: " << applied.error().message);
}

}  // namespace

// ------------------------------------------------------------------ 20 the naval war

TEST_CASE("20.9 example: ANSON's 6 fleets at Gibraltar roll 3 + 2 - 1 = 4 and intercept the Spanish squadron",
          "[grand-siecle][war][naval]") {
  auto state = war({{"spain", 12}, {"england", 10}});
  auto interception = resolve(state, "naval_interception", "england",
                              {{"die", dice({3})}, {"position", word("gibraltar")}, {"fleets", num(6)},
                               {"admiral", Value{true}}, {"enemy_fleets", num(4)}});
  CHECK(modifier(interception, "From Gibraltar, against a squadron passing the Straits") == 2);
  CHECK(modifier(interception, "More than 5 intercepting fleets") == -1);
  // "ANSON offers no particular advantage as he is commanding 6 war fleets."
  CHECK(modifier(interception, "Own admiral (5 fleets at most)") == 0);
  CHECK(interception.total == 4);
  CHECK(interception.outcomeId == "intercepted");
}

TEST_CASE("20.11 example: equal wind goes to Spain's higher prestige, 2 English fleets sunk for 1 Spanish",
          "[grand-siecle][war][naval]") {
  auto state = war({{"spain", 12}, {"england", 10}});
  // "both obtain 5 (ANSON's bonus does not apply as he commands 6 fleets). As it is equal, Spain fires first"
  auto wind = resolve(state, "naval_wind", "spain",
                      {{"die", dice({5})}, {"enemy_die", dice({5})}, {"enemy", word("england")}, {"fleets", num(4)},
                       {"enemy_admiral", Value{true}}, {"enemy_fleets", num(6)}});
  CHECK(wind.outcomeId == "first");
  // "The Spanish player rolls four dice: 5, 6, 1, 4 - sinking two English war fleets."
  int spanishHits = 0;
  for (std::int64_t face : {5, 6, 1, 4}) {
    if (resolve(state, "naval_fire", "spain", {{"die", dice({face})}}).outcomeId == "hit") ++spanishHits;
  }
  CHECK(spanishHits == 2);
  // "the English player replies with his remaining 4 war fleets and rolls: 3, 3, 4, 1 - sinking one"
  int englishHits = 0;
  for (std::int64_t face : {3, 3, 4, 1}) {
    if (resolve(state, "naval_fire", "england", {{"die", dice({face})}, {"fleet", word("english_or_dutch")}}).outcomeId ==
        "hit")
      ++englishHits;
  }
  CHECK(englishHits == 1);
  // The defeated English squadron lost 2 fleets: a large battle, 2 PP each way (20.13).
  auto result = resolve(state, "naval_battle_result", "spain",
                        {{"enemy", word("england")}, {"own_losses", num(englishHits)}, {"enemy_losses", num(spanishHits)}});
  CHECK(result.outcomeId == "won");
  CHECK(number(state, "prestige.spain") == 14);
  CHECK(number(state, "prestige.england") == 8);
  CHECK(number(state, "victories_turn.spain") == 1);
  CHECK(number(state, "defeats_turn.england") == 1);
}

TEST_CASE("20.14 example: the French interception fails on a 1, the Dutch privateer sinks one commercial fleet",
          "[grand-siecle][war][naval]") {
  auto state = war({{"holland", 10}, {"france", 12}});
  setValue(state, "company_fleets.france", num(2));
  setValue(state, "zone_fleets_france.bois_america", num(2));  // "the wood commercial zone (2 French commercial fleets)"
  setValue(state, "fleets_in_zones.france", num(2));
  setValue(state, "treasury.holland", num(7));
  auto interception = resolve(state, "naval_interception", "france",
                              {{"die", dice({1})}, {"position", word("same_sea")}, {"fleets", num(2)}, {"enemy_fleets", num(1)}});
  CHECK(interception.outcomeId == "missed");
  std::map<std::string, Value> attack{{"target", word("france")}, {"zone", word("bois_america")}};
  attack["die"] = dice({6});
  CHECK(resolve(state, "privateer", "holland", attack).outcomeId == "sunk");
  attack["die"] = dice({2});
  CHECK(resolve(state, "privateer", "holland", attack).outcomeId == "missed");
  CHECK(number(state, "company_fleets.france") == 1);
  CHECK(number(state, "zone_fleets_france.bois_america") == 1);
  CHECK(number(state, "fleets_in_zones.france") == 1);
  attack["zone"] = word("sucre_caraibes");
  CHECK_THAT(refused(state, "privateer", "holland", attack),
             Catch::Contains("France has none in Sucre: Caraïbes (20.14)"));
  CHECK(number(state, "treasury.holland") == 8);  // "the Dutch player receives 1 Louis as booty"
}

TEST_CASE("20.9: a squadron engaging an invasion intercepts on 2, ignoring every modifier", "[grand-siecle][war][naval]") {
  auto state = war({{"france", 12}, {"england", 10}});
  auto interception = resolve(state, "naval_interception", "france",
                              {{"die", dice({2})}, {"position", word("engaging")}, {"fleets", num(7)},
                               {"enemy_fleets", num(3)}, {"enemy_admiral", Value{true}}, {"invasion", Value{true}}});
  CHECK(interception.modifiers.empty());
  CHECK(interception.outcomeId == "intercepted");
}

// ------------------------------------------------------------------ 22 movement and reactions

TEST_CASE("22.13 example: CONDÉ's army rolls 3 + 2 and intercepts the Austrians, the Anglo-Dutch follow on 4 + 1",
          "[grand-siecle][war][land]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  // "The French player may not attempt to intercept the Dutch army as it is concentrating"
  CHECK_THAT(refused(state, "land_reaction", "france", {{"die", dice({6})}, {"general", num(2)}, {"concentrating", Value{true}}}),
             Catch::Contains("the army concentrates with a friendly army already there (22.13)"));
  // "He rolls a 3, modified to 5 (Condé +2), a success."
  auto conde = resolve(state, "land_reaction", "france", {{"die", dice({3})}, {"general", num(2)}});
  CHECK(conde.total == 5);
  CHECK(conde.outcomeId == "intercepts");
  // "The English general is still unknown. He must roll a 5+ with a bonus of +1 ... He rolls a 4 +1 = 5"
  auto anglo = resolve(state, "sound_of_cannon", "england", {{"die", dice({4})}, {"same_province", Value{true}}});
  CHECK(modifier(anglo, "Same province") == 1);
  CHECK(anglo.outcomeId == "joins");
  // "it may not attempt to intervene in the battle as it has no general"
  CHECK_THAT(refused(state, "land_reaction", "france", {{"die", dice({6})}, {"has_general", Value{false}}}),
             Catch::Contains("only an army commanded by a general reacts (22.13)"));
}

TEST_CASE("22.15: a search finds the enemy on 4 or more, never on a 1", "[grand-siecle][war][land]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  CHECK(resolve(state, "search", "france", {{"die", dice({1})}, {"general", num(3)}}).outcomeId == "one");
  CHECK(resolve(state, "search", "france", {{"die", dice({2})}, {"general", num(2)}}).outcomeId == "found");
  CHECK(resolve(state, "search", "france", {{"die", dice({3})}}).outcomeId == "not_found");
  CHECK(resolve(state, "search", "france", {{"die", dice({1})}, {"mutual", Value{true}}}).outcomeId == "mutual");
}

// ------------------------------------------------------------------ 23 attrition

TEST_CASE("23.1 example: Poland's three armies on a 5 - nothing, nothing, and 5 of 13 regiments in Moscowia",
          "[grand-siecle][war][attrition]") {
  auto state = war({{"poland", 9}, {"russia", 12}});
  // "one of which is in its province of origin ... effectively composed of only 1 regiment"
  auto first = resolve(state, "attrition", "poland", {{"die", dice({5})}, {"regiments", num(1)}, {"supplied", Value{true}}});
  CHECK(first.outcomeId == "not_tested");
  // "4 regiments and is in Galicja ... modified by -1 (supply) to a 4. No attrition is suffered (just)."
  auto second = resolve(state, "attrition", "poland", {{"die", dice({5})}, {"regiments", num(4)}, {"supplied", Value{true}}});
  CHECK(second.total == 4);
  CHECK(second.outcomeId == "none");
  // "-1 (supply) +2 (enormous army) +1 (enemy presence) +3 (isolated) +1 (devastated) +1 (cold) ... 12 ... 5 regiments"
  auto third = resolve(state, "attrition", "poland",
                       {{"die", dice({5})}, {"regiments", num(13)}, {"supplied", Value{true}}, {"enemy_presence", Value{true}},
                        {"isolated", Value{true}}, {"devastated", Value{true}}, {"arctic", Value{true}}});
  CHECK(modifier(third, "Enormous army (13 regiments or more)") == 2);
  CHECK(modifier(third, "Big army (5 regiments or more)") == 0);
  CHECK(modifier(third, "Arctic province in fall") == 1);
  CHECK(third.total == 12);
  CHECK(field(third, "percent") == num(33));
  CHECK(third.outcome.find("5 of its 13 regiment(s)") != std::string::npos);
}

TEST_CASE("23.1: the Arctic counts in fall only, and not for a Russian or Swedish army", "[grand-siecle][war][attrition]") {
  auto state = war({{"sweden", 9}, {"russia", 12}});
  auto swedes = resolve(state, "attrition", "sweden",
                        {{"die", dice({4})}, {"regiments", num(6)}, {"arctic", Value{true}}, {"northern_army", Value{true}}});
  CHECK(modifier(swedes, "Arctic province in fall") == 0);
  CHECK(swedes.total == 5);  // big army
  CHECK(swedes.outcome.find("2 of its 6") != std::string::npos);  // 20% of 6 = 1.2, rounded up
  setValue(state, "season", word("spring"));
  auto spring = resolve(state, "attrition", "russia", {{"die", dice({4})}, {"regiments", num(3)}, {"arctic", Value{true}}});
  CHECK(modifier(spring, "Arctic province in fall") == 0);
}

// ------------------------------------------------------------------ 24 battle

TEST_CASE("24.3 example: the Polish cavalry superiority on an unmodified 5, its bonuses capped at +1, -2 for morale",
          "[grand-siecle][war][battle]") {
  auto state = war({{"poland", 9}, {"sweden", 12}});
  // "he rolls a dice and gets a 5 (unmodified as -1 for the majority being feudal cavalry, +1 for ... 5 vs 0)"
  auto cavalry = resolve(state, "cavalry_superiority", "poland",
                         {{"die", dice({5})}, {"cavalry", num(5)}, {"feudal_cavalry", num(5)}, {"enemy_cavalry", num(0)}});
  CHECK(modifier(cavalry, "Feudal cavalry (at least half)") == -1);
  CHECK(modifier(cavalry, "Triple the enemy's cavalry") == 1);
  CHECK(cavalry.total == 5);
  CHECK(cavalry.outcomeId == "bonus");
  // The Poles: +1 general (1 vs 0), +1 cavalry, limited to +1 (general worth 1), -2 morale (1 vs 3): -1 in all.
  auto poles = resolve(state, "battle_fire", "poland",
                       {{"die", dice({5})}, {"regiments", num(5)}, {"general", num(1)}, {"enemy_general", num(0)},
                        {"cavalry_bonus", Value{true}}, {"enemy_infantry", num(3)}, {"enemy_artillery", num(1)},
                        {"morale", num(1)}, {"enemy_morale", num(3)}});
  CHECK(modifier(poles, "Best general") == 1);
  CHECK(modifier(poles, "Cavalry superiority") == 1);
  CHECK(modifier(poles, "Bonuses beyond what the commander can use") == -1);
  CHECK(modifier(poles, "Enemy's better morale") == -2);
  CHECK(poles.modifierTotal == -1);  // "the Polish a negative modifier of -1 (+1-2)"
  CHECK(poles.total == 4);
  CHECK(field(poles, "losses") == num(2));  // 4 on [5-9], the cell the 24.14 example reveals
  // The Swedes: "does not benefit from his artillery superiority, as he is attacking": no modifier.
  std::map<std::string, Value> swedes{{"procedure", word("battle_fire")}, {"die", dice({3})}, {"regiments", num(3)},
                                      {"attacker", Value{true}},          {"infantry", num(3)}, {"artillery", num(1)},
                                      {"enemy_general", num(1)},          {"morale", num(3)},  {"enemy_morale", num(1)}};
  auto unknown = applyAction(game(), state, Action{"resolve", "sweden", swedes, "", 0});
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().code == ActionError::Code::NeedsChartValue);  // [3-4] is not printed (M1)
  auto typed = applyAction(game(), state,
                           Action{"chart", "", {{"table", word("casualties")}, {"row", word("3")}, {"column", word("3-4")},
                                                {"losses", num(1)}, {"cavalry", num(0)}}, "", 0});
  REQUIRE(typed);
  auto fired = resolve(state, "battle_fire", "sweden", {swedes.begin(), swedes.end()});
  CHECK(fired.modifiers.empty());
  CHECK(field(fired, "losses") == num(1));
}

TEST_CASE("24.3: artillery superiority counts for the defender, at most 1 train per 2 infantry, cancelled by cavalry",
          "[grand-siecle][war][battle]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  typeCasualties(state, "5", "5-9", 2);
  std::map<std::string, Value> french{{"die", dice({4})},       {"regiments", num(5)},    {"general", num(2)},
                                      {"enemy_general", num(2)}, {"infantry", num(5)},    {"artillery", num(3)},
                                      {"enemy_infantry", num(6)}, {"enemy_artillery", num(1)}};
  // "a French army has 5 infantry regiments and 3 artillery trains; only two artillery trains will count"
  CHECK(modifier(resolve(state, "battle_fire", "france", french), "Artillery superiority (defender)") == 1);
  french["enemy_artillery"] = num(2);  // 2 against 2: no superiority
  CHECK(modifier(resolve(state, "battle_fire", "france", french), "Artillery superiority (defender)") == 0);
  french["enemy_artillery"] = num(1);
  french["enemy_cavalry_bonus"] = Value{true};  // the enemy's cavalry superiority cancels it
  CHECK(modifier(resolve(state, "battle_fire", "france", french), "Artillery superiority (defender)") == 0);
}

TEST_CASE("21.9: MARLBOROUGH attacking VILLARS loses his leadership bonus to the French on 4-6",
          "[grand-siecle][war][battle]") {
  auto state = war({{"england", 12}, {"france", 10}});
  CHECK(resolve(state, "frontal_assault", "england", {{"die", dice({3})}, {"pairing", word("marlborough_villars")}}).outcomeId ==
        "normal");
  CHECK(resolve(state, "frontal_assault", "england", {{"die", dice({4})}, {"pairing", word("marlborough_villars")}}).outcomeId ==
        "reversed");
  CHECK(resolve(state, "frontal_assault", "sweden", {{"die", dice({5})}, {"pairing", word("charles_xii_pierre")}}).outcomeId ==
        "normal");
  typeCasualties(state, "5", "5-9", 2);
  auto villars = resolve(state, "battle_fire", "france",
                         {{"die", dice({4})}, {"regiments", num(6)}, {"general", num(2)}, {"enemy_general", num(3)},
                          {"leadership_reversed", Value{true}}});
  CHECK(modifier(villars, "Best general") == 1);
  auto marlborough = resolve(state, "battle_fire", "england",
                             {{"die", dice({4})}, {"regiments", num(6)}, {"attacker", Value{true}}, {"general", num(3)},
                              {"enemy_general", num(2)}, {"leadership_reversed", Value{true}}});
  CHECK(modifier(marlborough, "Best general") == 0);
  // A General-Monarch's first battle: CHARLES XII on a 6 is worth 3, GUILLAUME d'Orange always 0.
  auto charles = resolve(state, "general_monarch_value", "sweden", {{"die", dice({6})}, {"monarch", word("charles_xii")}});
  CHECK(charles.outcome == "Worth 3 in this battle");
  auto guillaume = resolve(state, "general_monarch_value", "holland", {{"die", dice({6})}, {"monarch", word("guillaume")}});
  CHECK(guillaume.outcomeId == "guillaume");
}

TEST_CASE("24.14 example: KOSCIUSZKO's Poles rout the Prussians in Ostpreussen, then take Königsberg",
          "[grand-siecle][war][battle]") {
  auto state = war({{"poland", 10}, {"prussia", 10}});
  resolve(state, "units_in_play", "prussia", {{"infantry", num(6)}, {"cavalry", num(2)}, {"artillery", num(2)}, {"depots", num(1)}});
  resolve(state, "units_in_play", "poland",
          {{"infantry", num(7)}, {"cavalry", num(5)}, {"feudal", num(8)}, {"artillery", num(2)}, {"depots", num(1)}});
  resolve(state, "army_formed", "prussia",
          {{"army", word("a1")}, {"infantry", num(6)}, {"cavalry", num(2)}, {"artillery", num(2)}, {"depots", num(1)},
           {"general", word("0")}});
  // 5 feudal cavalry, 1 Saxon infantry (minor ally), 3 infantry, 3 feudal infantry.
  resolve(state, "army_formed", "poland",
          {{"army", word("a2")}, {"infantry", num(7)}, {"cavalry", num(5)}, {"feudal", num(8)}, {"artillery", num(2)},
           {"depots", num(1)}, {"general", word("2")}});
  auto begins = resolve(state, "battle_begins", "poland",
                        {{"defender", word("prussia")}, {"attacker_regiments", num(12)}, {"defender_regiments", num(8)}});
  CHECK(begins.outcomeId == "large");
  // "Prussian army: ... morale 3. Demoralisation point 3 (0+3)." "Polish army: ... morale 1. ... 3 (2+1)."
  auto prussianMorale = resolve(state, "army_morale", "prussia", {{"morale_3", num(8)}});
  CHECK(prussianMorale.total == 3);
  auto polishMorale = resolve(state, "army_morale", "poland", {{"morale_1", num(8)}, {"morale_2", num(4)}, {"general", num(2)}});
  CHECK(polishMorale.total == 1);
  CHECK(polishMorale.outcome == "Morale 1; demoralised when its losses exceed 3");
  // "The Polish army has no bonuses (+2 for general cancelled by -2 for morale); idem for the Prussians."
  std::map<std::string, Value> poles{{"regiments", num(12)},      {"attacker", Value{true}}, {"general", num(2)},
                                     {"enemy_general", num(0)},    {"infantry", num(7)},      {"artillery", num(2)},
                                     {"enemy_infantry", num(6)},   {"enemy_artillery", num(2)}, {"morale", num(1)},
                                     {"enemy_morale", num(3)}};
  std::map<std::string, Value> prussians{{"regiments", num(8)},     {"general", num(0)},       {"enemy_general", num(2)},
                                         {"infantry", num(6)},      {"artillery", num(2)},     {"enemy_infantry", num(7)},
                                         {"enemy_artillery", num(2)}, {"morale", num(3)},      {"enemy_morale", num(1)}};
  // Round 1: "the Prussian rolls a 4 on the 5-9 column (8 regiments) and inflicts 2 losses; the Poles roll a 6 on the
  // 10+ column (12 regiments) and inflict 3 losses (1 cavalry)."
  prussians["die"] = dice({4});
  auto prussianFire = resolve(state, "battle_fire", "prussia", prussians);
  CHECK(prussianFire.modifierTotal == 0);
  CHECK(field(prussianFire, "losses") == num(2));
  poles["die"] = dice({6});
  auto polishFire = resolve(state, "battle_fire", "poland", poles);
  CHECK(polishFire.modifierTotal == 0);
  CHECK(modifier(polishFire, "Best general") == 2);
  CHECK(modifier(polishFire, "Enemy's better morale") == -2);
  CHECK(field(polishFire, "losses") == num(3));
  CHECK(field(polishFire, "cavalry") == num(1));
  resolve(state, "army_losses", "prussia", {{"army", word("a1")}, {"cause", word("battle")}, {"infantry", num(2)}, {"cavalry", num(1)}});
  resolve(state, "army_losses", "poland", {{"army", word("a2")}, {"cause", word("battle")}, {"infantry", num(2)}, {"feudal", num(2)}});
  CHECK(resolve(state, "demoralisation", "poland",
                {{"attacker_losses", num(2)}, {"attacker_point", num(3)}, {"attacker_regiments", num(12)},
                 {"defender_losses", num(3)}, {"defender_point", num(3)}, {"defender_regiments", num(8)}})
            .outcomeId == "none");
  // Round 2: "the Prussian rolls a 4 on the 5-9 column (5 regiments) and inflicts 2 losses; the Poles roll a 1 on the
  // 10+ column (10 regiments) inflicting 1 loss."
  prussians["die"] = dice({4});
  prussians["regiments"] = num(5);
  CHECK(field(resolve(state, "battle_fire", "prussia", prussians), "losses") == num(2));
  poles["die"] = dice({1});
  poles["regiments"] = num(10);
  poles["infantry"] = num(5);
  CHECK(field(resolve(state, "battle_fire", "poland", poles), "losses") == num(1));
  resolve(state, "army_losses", "prussia", {{"army", word("a1")}, {"cause", word("battle")}, {"infantry", num(1)}});
  resolve(state, "army_losses", "poland", {{"army", word("a2")}, {"cause", word("battle")}, {"infantry", num(2)}, {"feudal", num(1)}});
  // "both armies have reached their demoralisation limits (4 losses each) ... the Prussians are demoralised as they
  // are the smaller army."
  auto demoralised = resolve(state, "demoralisation", "poland",
                             {{"attacker_losses", num(4)}, {"attacker_point", num(3)}, {"attacker_regiments", num(12)},
                              {"defender_losses", num(4)}, {"defender_point", num(3)}, {"defender_regiments", num(8)}});
  CHECK(demoralised.outcomeId == "defender");
  // "both players select either battle/retreat (counter) and reveal simultaneously their choice. Both choose battle."
  seal(state, "battle_choice", "poland", "battle");
  seal(state, "battle_choice", "prussia", "battle");
  reveal(state, "battle_choice");
  CHECK(resolve(state, "battle_continue", "poland", {{"defender", word("prussia")}}).outcomeId == "battle");
  // "Rout test: The Prussian player must test for his army ... He rolls a 4, his army breaks"
  auto rout = resolve(state, "rout_test", "prussia", {{"die", dice({4})}, {"situation", word("continue_demoralised")}});
  CHECK(rout.outcomeId == "complete");
  // "the Poles pursue on the 5-9 column (due to having 2 pairs of cavalry regiments, move two columns up) with +2.
  // The Polish player rolls a 2, plus 2, is a 4: the Prussians lose 2 more regiments."
  auto pursuit = resolve(state, "pursuit", "poland",
                         {{"die", dice({2})}, {"rout", word("complete")}, {"winner_cavalry", num(4)}, {"artillery", num(2)},
                          {"depots", num(1)}});
  CHECK(pursuit.total == 4);
  CHECK(pursuit.cell->column == "5-9");
  CHECK(field(pursuit, "losses") == num(2));
  resolve(state, "army_losses", "prussia",
          {{"army", word("a1")}, {"cause", word("pursuit")}, {"infantry", num(2)}, {"artillery", num(2)}, {"depots", num(1)}});
  CHECK(number(state, "army_infantry.a1") + number(state, "army_cavalry.a1") == 2);
  // "It must conduct an additional attrition test. The Prussian player rolls a 3, +1 (enemy army present) +3
  // (isolated), for a total of 7: 20%. The Prussians lose another regiment, from the starting 8, only one remains."
  auto attrition = resolve(state, "attrition", "prussia",
                           {{"die", dice({3})}, {"regiments", num(2)}, {"enemy_presence", Value{true}}, {"isolated", Value{true}}});
  CHECK(attrition.total == 7);
  CHECK(attrition.outcome.find("1 of its 2") != std::string::npos);
  resolve(state, "army_losses", "prussia", {{"army", word("a1")}, {"cause", word("attrition")}, {"infantry", num(1)}});
  CHECK(number(state, "army_infantry.a1") + number(state, "army_cavalry.a1") == 1);
  // "Leader casualties: ... Neither rolls a 12, so both survive."
  CHECK(resolve(state, "leader_casualty", "poland", {{"dice", dice({5, 4})}}).outcomeId == "safe");
  CHECK(resolve(state, "leader_casualty", "prussia", {{"dice", dice({6, 3})}}).outcomeId == "safe");
  // 24.14: a large battle, 6 regiments lost against 4 (difference under 4): the Poles gain 2 PP, Prussia loses 2.
  auto prestige = resolve(state, "battle_prestige", "poland",
                          {{"loser", word("prussia")}, {"size", word("large")}, {"winner_losses", num(4)}, {"loser_losses", num(6)}});
  CHECK(prestige.total == 2);
  CHECK(number(state, "prestige.poland") == 12);
  CHECK(number(state, "prestige.prussia") == 8);
  // "Example (cont.): the Polish army besieges Königsberg ... a 5, modified by +1 (... artillery train) results in a 6"
  auto siege = resolve(state, "siege", "poland", {{"die", dice({5})}, {"artillery", Value{true}}});
  CHECK(siege.total == 6);
  CHECK(siege.outcomeId == "captured");
  // The books of the turn.
  CHECK(number(state, "regiments_lost_turn.prussia") == 7);
  CHECK(number(state, "regiments_lost_turn.poland") == 4);
  CHECK(number(state, "infantry.prussia") + number(state, "cavalry.prussia") == 1);
  CHECK(number(state, "artillery.prussia") == 0);
  CHECK(number(state, "feudal.poland") == 5);
  CHECK(number(state, "victories_turn.poland") == 1);
  CHECK(number(state, "sieges_won_turn.poland") == 1);
  CHECK(number(state, "battles_turn.prussia") == 1);
  CHECK_FALSE(std::get<bool>(*state.read(game(), "in_battle.poland")));
}

TEST_CASE("24.6: retreat counters - if both retreat, the defender wins and only the attacker retreats",
          "[grand-siecle][war][battle]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  resolve(state, "battle_begins", "austria", {{"defender", word("france")}, {"attacker_regiments", num(3)}, {"defender_regiments", num(4)}});
  seal(state, "battle_choice", "austria", "retreat");
  seal(state, "battle_choice", "france", "retreat");
  reveal(state, "battle_choice");
  CHECK(resolve(state, "battle_continue", "austria", {{"defender", word("france")}}).outcomeId == "both_retreat");
  // The next round's counters are new entries.
  seal(state, "battle_choice", "austria", "battle");
  seal(state, "battle_choice", "france", "retreat");
  reveal(state, "battle_choice");
  CHECK(resolve(state, "battle_continue", "austria", {{"defender", word("france")}}).outcomeId == "defender_retreats");
  // A retreat that is not demoralised routs only on a 6: limited pursuit on [1-2], half the artillery.
  CHECK(resolve(state, "rout_test", "france", {{"die", dice({5})}, {"situation", word("retreat")}}).outcomeId == "holds");
  CHECK(resolve(state, "rout_test", "france", {{"die", dice({6})}, {"situation", word("retreat")}}).outcomeId == "limited");
  CHECK(resolve(state, "rout_test", "france", {{"die", dice({5})}, {"situation", word("retreat_demoralised")}}).outcomeId ==
        "partial");
}

TEST_CASE("24.12, 24.13: leaders fall on 12, a Monarch hit costs 3 PP - devastation on 6+", "[grand-siecle][war][battle]") {
  auto state = war({{"sweden", 12}, {"russia", 10}});
  CHECK(resolve(state, "leader_casualty", "sweden", {{"dice", dice({6, 6})}, {"monarch", Value{true}}}).outcomeId ==
        "monarch_hit");
  CHECK(resolve(state, "monarch_wound", "sweden", {{"die", dice({4})}}).outcomeId == "dies");
  CHECK(number(state, "prestige.sweden") == 9);
  CHECK(resolve(state, "leader_casualty", "russia", {{"dice", dice({6, 6})}}).outcomeId == "killed");
  CHECK(resolve(state, "battle_devastation", "russia", {{"die", dice({4})}, {"size", word("large")}}).outcomeId == "devastated");
  CHECK(resolve(state, "battle_devastation", "russia", {{"die", dice({4})}, {"size", word("small")}}).outcomeId == "spared");
  auto prestige = resolve(state, "battle_prestige", "russia",
                          {{"loser", word("sweden")}, {"size", word("small")}, {"winner_losses", num(1)}, {"loser_losses", num(5)},
                           {"loser_monarch", Value{true}}});
  CHECK(prestige.total == 2);  // small battle 1, difference of 4 regiments +1; a Monarch counts only in a large battle
  CHECK(number(state, "prestige.russia") == 12);
  CHECK(number(state, "prestige.sweden") == 7);
}

// ------------------------------------------------------------------ 17.6, 33.11

TEST_CASE("17.6: the rebel militia is beaten by 2 losses in one round, the general's value the only modifier",
          "[grand-siecle][war][land]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  setValue(state, "rebellions.austria", num(2));
  // 3 + 1 = 4 on [5-9]: 2 losses (the 24.14 example's cell): pacified.
  auto beaten = resolve(state, "militia_attack", "france",
                        {{"die", dice({3})}, {"regiments", num(6)}, {"general", num(1)}, {"owner", word("austria")}});
  CHECK(beaten.modifiers.size() == 1);
  CHECK(beaten.outcomeId == "pacified");
  CHECK(number(state, "rebellions.austria") == 1);
  // The militia fires on [1-2]: not printed, the players' chart answers.
  typeCasualties(state, "4", "1-2", 1);
  auto fire = resolve(state, "militia_fire", "austria", {{"die", dice({4})}});
  CHECK(fire.cell->column == "1-2");
  CHECK(field(fire, "losses") == num(1));
  // A general worth 3 on a 6 reads the row 9 the battle's cap never reaches.
  typeCasualties(state, "9", "3-4", 2);
  auto strong = resolve(state, "militia_attack", "france",
                        {{"die", dice({6})}, {"regiments", num(3)}, {"general", num(3)}, {"owner", word("austria")}});
  CHECK(strong.total == 9);
  CHECK(strong.outcomeId == "pacified");
  CHECK(number(state, "rebellions.austria") == 0);
}

TEST_CASE("33.11: the Rival side's armies suffer +1 attrition in Spain, +3 in Castilla - Catalogne revolts on 1-2",
          "[grand-siecle][war][attrition]") {
  auto state = war({{"france", 12}, {"austria", 10}});
  auto castilla = resolve(state, "attrition", "austria",
                          {{"die", dice({2})}, {"regiments", num(6)}, {"succession_rival", word("castilla")}});
  CHECK(modifier(castilla, "Rival side in Castilla") == 3);
  CHECK(castilla.total == 6);
  auto spain = resolve(state, "attrition", "austria", {{"die", dice({2})}, {"regiments", num(3)}, {"succession_rival", word("spain")}});
  CHECK(modifier(spain, "Rival side in Spain") == 1);
  CHECK(resolve(state, "catalan_revolt", "austria", {{"die", dice({2})}}).outcomeId == "revolt");
  CHECK(resolve(state, "catalan_revolt", "austria", {{"die", dice({3})}}).outcomeId == "quiet");
}
