// Grand Siècle: each Company's commercial fleets in each commercial zone (4.4, 4.5, 32.6).

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

// A game whose Companies have these fleets in play, all still in port.
GameState withFleets(std::map<std::string, std::int64_t> fleets) {
  auto state = newGame();
  for (const auto& [power, count] : fleets) {
    setValue(state, "company_size." + power, num(count));
    setValue(state, "company_fleets." + power, num(count));
  }
  return state;
}

Resolution move(GameState& state, const std::string& power, std::int64_t count, const std::string& from,
                const std::string& to) {
  return resolve(state, "move_commercial_fleets", power, {{"count", num(count)}, {"from", word(from)}, {"to", word(to)}});
}

}  // namespace

TEST_CASE("4.6 example: 2 English, 1 French and 1 Dutch fleet in one zone, and the die that shares it",
          "[grand-siecle][zones]") {
  auto state = withFleets({{"england", 9}, {"france", 8}, {"holland", 13}});
  CHECK(move(state, "england", 2, "off_zones", "cereale_napoli").outcomeId == "moved");
  CHECK(move(state, "france", 1, "off_zones", "cereale_napoli").outcomeId == "moved");
  CHECK(move(state, "holland", 1, "off_zones", "cereale_napoli").outcomeId == "moved");
  CHECK(number(state, "zone_fleets_england.cereale_napoli") == 2);
  CHECK(number(state, "zone_fleets_france.cereale_napoli") == 1);
  CHECK(number(state, "zone_fleets_holland.cereale_napoli") == 1);
  CHECK(number(state, "fleets_in_zones.england") == 2);
  // 1-2 England, 3 France, 4 Holland, 5-6 again: a 2 is rolled, England takes the profit.
  auto contest = resolve(state, "zone_contest", "",
                         {{"die", dice({2})}, {"company_1", word("england")}, {"fleets_1", num(2)},
                          {"company_2", word("france")}, {"fleets_2", num(1)}, {"company_3", word("holland")},
                          {"fleets_3", num(1)}, {"company_4", word("none")}, {"company_5", word("none")},
                          {"company_6", word("none")}});
  CHECK(contest.outcome == "England takes the profit of the zone");
}

TEST_CASE("4.9 example: England moves a fleet to the Iron zone of Stockholm, where Sweden now taxes",
          "[grand-siecle][zones]") {
  auto state = withFleets({{"england", 9}, {"sweden", 3}});
  move(state, "england", 3, "off_zones", "manufacture_anglia");
  CHECK(move(state, "england", 1, "manufacture_anglia", "fer_svealand").outcomeId == "moved");
  CHECK(number(state, "zone_fleets_england.manufacture_anglia") == 2);
  CHECK(number(state, "zone_fleets_england.fer_svealand") == 1);
  CHECK(number(state, "fleets_in_zones.england") == 3);  // moving between zones changes nothing in port
}

TEST_CASE("32.6: at most 4 fleets of one Company and 6 in all in a commercial zone", "[grand-siecle][zones]") {
  auto state = withFleets({{"england", 9}, {"holland", 13}, {"france", 8}});
  move(state, "holland", 4, "off_zones", "art_flanders");
  CHECK_THAT(refused(state, "move_commercial_fleets", "holland", {{"count", num(1)}, {"from", word("off_zones")}, {"to", word("art_flanders")}}),
             Catch::EndsWith("A commercial zone holds at most 4 fleets of one Company: Holland has 4 in Art: Flanders (32.6)"));
  move(state, "england", 2, "off_zones", "art_flanders");
  CHECK_THAT(refused(state, "move_commercial_fleets", "france", {{"count", num(1)}, {"from", word("off_zones")}, {"to", word("art_flanders")}}),
             Catch::EndsWith("Move commercial fleets refused: A commercial zone holds at most 6 fleets: Art: Flanders has 6 (32.6)"));
  CHECK(number(state, "zone_fleets_france.art_flanders") == 0);
  CHECK(number(state, "fleets_in_zones.france") == 0);
}

TEST_CASE("4.13: only the fleets in play can be placed, and a fleet moves only from where it is", "[grand-siecle][zones]") {
  auto state = withFleets({{"sweden", 3}});
  move(state, "sweden", 2, "off_zones", "fer_ijorie");
  auto moving = [&](std::int64_t count, const std::string& from, const std::string& to) {
    return refused(state, "move_commercial_fleets", "sweden", {{"count", num(count)}, {"from", word(from)}, {"to", word(to)}});
  };
  CHECK_THAT(moving(2, "off_zones", "bois_latvija"),
             Catch::EndsWith("Sweden has 3 commercial fleet(s) in play and 2 already in zones: only fleets in play are placed (4.5, 4.13)"));
  CHECK_THAT(moving(3, "fer_ijorie", "bois_latvija"), Catch::EndsWith("Sweden has only 2 commercial fleet(s) in Fer: Ijorie (4.5)"));
  // "it can move from its current commercial zone to any other on the map"
  CHECK_THAT(moving(1, "fer_ijorie", "fer_ijorie"),
             Catch::EndsWith("The fleets are already in Fer: Ijorie: a commercial fleet moves from its zone to another (4.5)"));
  CHECK(move(state, "sweden", 1, "off_zones", "bois_latvija").outcomeId == "moved");
}

TEST_CASE("20.14: a fleet sunk by a privateer is taken off its zone", "[grand-siecle][zones]") {
  auto state = withFleets({{"france", 8}});
  move(state, "france", 2, "off_zones", "bois_america");
  // 20.14 example: the Dutch privateer sinks one of the two French fleets of the wood zone.
  CHECK(move(state, "france", 1, "bois_america", "off_zones").outcomeId == "moved");
  CHECK(number(state, "zone_fleets_france.bois_america") == 1);
  CHECK(number(state, "fleets_in_zones.france") == 1);
}

TEST_CASE("32.6: the 25 commercial zones, 20 listed with their product, Catalonia's Wine from 4.7",
          "[grand-siecle][zones]") {
  const Collection* zones = nullptr;
  for (const auto& collection : game().collections) {
    if (collection.id == "zone") zones = &collection;
  }
  REQUIRE(zones);
  CHECK(zones->items.size() == 25);
  CHECK(std::count(zones->items.begin(), zones->items.end(), "vin_catalonia") == 1);
}
