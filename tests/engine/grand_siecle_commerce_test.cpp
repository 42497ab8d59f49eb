// Grand Siècle commerce (4): the rulebook's examples of 4.3, 4.6, 4.7, 4.9, 4.13, 4.15 and
// 4.17, resolved with the shipped data.

#include "grand_siecle_support.hpp"

using namespace adc;
using namespace adc::test::gs;

namespace {

// 4.15 example: "Company sizes are as follows: Holland (12), England (9), France (8),
// Spain (7) and Sweden (3). Holland pays 36 Louis, England 9, France 10, Spain 0 and Sweden 7."
GameState dividendsOf4_15() {
  auto state = newGame();
  const std::map<std::string, std::int64_t> sizes{{"holland", 12}, {"england", 9}, {"france", 8}, {"spain", 7}, {"sweden", 3}};
  for (const auto& [power, size] : sizes) {
    setValue(state, "company_size." + power, num(size));
    setValue(state, "company_fleets." + power, num(size));
    setValue(state, "company_treasury." + power, num(40));
    setValue(state, "prestige." + power, num(10));
  }
  sealAll(state, "dividend",
          {{"holland", num(36)}, {"england", num(9)}, {"france", num(10)}, {"spain", num(0)}, {"sweden", num(7)}}, num(0));
  return state;
}

}  // namespace

TEST_CASE("4.3 example: Holland's second Wine of the turn brings nothing", "[grand-siecle][commerce]") {
  auto state = newGame();
  auto first = resolve(state, "trade_profit", "holland", {{"product", word("vin")}});
  CHECK(first.outcome == "The Holland Company collects 3 Louis");
  auto second = resolve(state, "trade_profit", "holland", {{"product", word("vin")}, {"already_had", Value{true}}});
  CHECK(second.outcomeId == "duplicate");
  CHECK(number(state, "company_treasury.holland") == 3);  // "A total of only 3 (rather than 6) Louis"
}

TEST_CASE("4.3: the product values of the Player Aides are the players' chart entries", "[grand-siecle][commerce]") {
  auto state = newGame();
  auto applied = applyAction(game(), state, Action{"resolve", "france", {{"procedure", word("trade_profit")}, {"product", word("vin")}}, "", 0});
  REQUIRE_FALSE(applied);
  CHECK(applied.error().code == ActionError::Code::NeedsChartValue);
  REQUIRE(applied.error().cell);
  CHECK(applied.error().cell->table == "product_values");
  CHECK(applied.error().cell->column == "france");
}

TEST_CASE("4.6 example: 2 English, 1 French, 1 Dutch fleet - a 2 gives England the profit", "[grand-siecle][commerce]") {
  auto state = newGame();
  std::map<std::string, Value> zone{{"company_1", word("england")}, {"fleets_1", num(2)}, {"company_2", word("france")},
                                    {"fleets_2", num(1)}, {"company_3", word("holland")}, {"fleets_3", num(1)}};
  auto withDie = [&](std::int64_t die) {
    auto inputs = zone;
    inputs["die"] = dice({die});
    return resolve(state, "zone_contest", "", inputs);
  };
  CHECK(withDie(2).outcome == "England takes the profit of the zone");  // "1-2 England"
  CHECK(withDie(3).outcome == "France takes the profit of the zone");   // "3 France"
  CHECK(withDie(4).outcome == "Holland takes the profit of the zone");  // "4 Holland"
  CHECK(withDie(5).outcomeId == "again");                               // "5-6 roll again"
  CHECK(withDie(6).outcomeId == "again");
}

TEST_CASE("4.7 example: Spain taxes its four European ports for 4 Louis", "[grand-siecle][commerce]") {
  auto state = newGame();
  setValue(state, "commercial_policy.spain", word("monopoly"));
  setValue(state, "treasury.spain", num(10));
  // "Spain receives 4 Louis in taxes from her European ports (Catalonia, Flandre x2, Naples)"
  auto taxed = resolve(state, "port_tax", "spain", {{"ports", num(4)}});
  CHECK(taxed.total == 4);
  CHECK(number(state, "treasury.spain") == 14);
}

TEST_CASE("4.7: a change of policy costs 1 PP - 4.9 a tighter one gives a casus belli", "[grand-siecle][commerce]") {
  auto state = newGame();
  for (const auto& power : powers()) setValue(state, "prestige." + power, num(10));
  // 4.9 example: Sweden, free trade, changes to Tax.
  sealAll(state, "commercial_policy", {{"sweden", word("tax")}}, word("free_trade"));
  auto sweden = resolve(state, "policy_change", "sweden");
  CHECK(sweden.outcomeId == "tightened");
  CHECK(text(state, "commercial_policy.sweden") == "tax");
  CHECK(number(state, "prestige.sweden") == 9);
  auto england = resolve(state, "policy_change", "england");
  CHECK(england.outcomeId == "unchanged");
  CHECK(number(state, "prestige.england") == 10);
}

TEST_CASE("4.13 example: Sweden's Yellow 5, Red 5 fails - with a Marine minister it would succeed",
          "[grand-siecle][commerce]") {
  auto state = newGame();
  setValue(state, "company_size.sweden", num(3));
  setValue(state, "company_treasury.sweden", num(8));
  auto attempt = resolve(state, "new_commercial_fleet", "sweden", {{"yellow", dice({5})}, {"red", dice({5})}});
  CHECK(attempt.outcomeId == "failed");
  CHECK(number(state, "company_treasury.sweden") == 3);  // "The Swedish Company must still pay the 5 Louis"
  CHECK(number(state, "company_size.sweden") == 3);

  auto withMinister = newGame();
  setValue(withMinister, "company_size.sweden", num(3));
  setValue(withMinister, "company_treasury.sweden", num(8));
  setValue(withMinister, "marine_minister.sweden", Value{true});
  auto marine = resolve(withMinister, "new_commercial_fleet_marine", "sweden", {{"yellow", dice({5})}});
  CHECK(marine.outcomeId == "built");
  // The size grows only at the end of the phase, after the dividends (4.13).
  CHECK(number(withMinister, "company_size.sweden") == 3);
  resolve(withMinister, "company_growth", "sweden");
  CHECK(number(withMinister, "company_size.sweden") == 4);
}

TEST_CASE("4.15 example: dividends adjust the prestige of Holland +2, England -1, France +1, Spain -2, Sweden +2",
          "[grand-siecle][commerce]") {
  auto state = dividendsOf4_15();
  const std::map<std::string, std::int64_t> expected{{"holland", 12}, {"england", 9}, {"france", 11}, {"spain", 8}, {"sweden", 12}};
  for (const auto& [power, prestige] : expected) {
    auto adjusted = resolve(state, "dividend_prestige", power);
    INFO(power << ": " << adjusted.outcome);
    CHECK(number(state, "prestige." + power) == prestige);
  }
  auto holland = number(state, "company_treasury.holland");
  CHECK(holland == 4);  // 40 - 36: the dividend leaves the Company treasury
  CHECK(number(state, "company_treasury.spain") == 40);
}

TEST_CASE("4.15 example: the reasons listed for each Company", "[grand-siecle][commerce]") {
  auto state = dividendsOf4_15();
  auto holland = resolve(state, "dividend_prestige", "holland");
  CHECK(modifier(holland, "Paid at least double its size") == 1);
  CHECK(modifier(holland, "Largest dividend, or more than a bigger Company") == 1);
  auto england = resolve(state, "dividend_prestige", "england");
  CHECK(modifier(england, "Less than a smaller Company") == -1);  // France paid more and is smaller
  auto spain = resolve(state, "dividend_prestige", "spain");
  CHECK(modifier(spain, "No dividend") == -1);
  CHECK(modifier(spain, "Less than a smaller Company") == -1);  // Sweden
}

TEST_CASE("4.17 example: Holland's 36 Louis shake every other Company - France and Spain lose a fleet",
          "[grand-siecle][commerce]") {
  auto state = dividendsOf4_15();
  // "England rolls a 2 (modified to 3), France a 6 (modified to 7), Spain a 4 (modified to 6),
  // and Sweden a 3 (modified to 4)."
  auto england = resolve(state, "confidence_test", "england", {{"die", dice({2})}});
  CHECK(england.total == 3);
  CHECK(england.outcomeId == "holds");
  auto france = resolve(state, "confidence_test", "france", {{"die", dice({6})}});
  CHECK(france.total == 7);
  CHECK(france.outcomeId == "shrinks");
  auto spain = resolve(state, "confidence_test", "spain", {{"die", dice({4})}});
  CHECK(spain.total == 6);
  CHECK(modifier(spain, "No dividend paid") == 1);
  CHECK(modifier(spain, "Victim of aggressive competition") == 1);
  CHECK(spain.outcomeId == "shrinks");
  auto sweden = resolve(state, "confidence_test", "sweden", {{"die", dice({3})}});
  CHECK(sweden.total == 4);
  CHECK(sweden.outcomeId == "holds");
  CHECK(number(state, "company_size.france") == 7);
  CHECK(number(state, "company_fleets.france") == 7);
  CHECK(number(state, "company_size.spain") == 6);
  CHECK(number(state, "company_size.england") == 9);
  // Holland itself paid three times its size: no test.
  CHECK(resolve(state, "confidence_test", "holland", {{"die", dice({6})}}).outcomeId == "no_test");
}

TEST_CASE("4.7 example: Spain's 4 Louis of port taxes and 4 of Gold make 8 Louis", "[grand-siecle][commerce]") {
  auto state = newGame();
  setValue(state, "commercial_policy.spain", word("monopoly"));
  // The example's Gold value for Spain (3) is a printed value of the Player Aide, typed in.
  auto typed = applyAction(game(), state,
                           Action{"chart", "", {{"table", word("product_values")}, {"row", word("or")}, {"column", word("spain")}, {"value", num(3)}}, "", 0});
  REQUIRE(typed);
  // Catalonia, Flandre x2, Naples, and the normal tax of the second Gold port.
  resolve(state, "port_tax", "spain", {{"ports", num(5)}});
  auto gold = resolve(state, "trade_profit", "spain", {{"product", word("or")}, {"port_policy", word("monopoly")}, {"spanish_gold", Value{true}}});
  CHECK(gold.outcomeId == "gold");
  CHECK(number(state, "treasury.spain") == 8);
  CHECK(number(state, "company_treasury.spain") == 0);
}

TEST_CASE("2.3: a power at peace never falls below 1 PP - at war it may reach 0 (18.15)", "[grand-siecle][commerce]") {
  auto state = newGame();
  for (const char* power : {"spain", "sweden"}) {
    setValue(state, std::string("company_size.") + power, num(5));
    setValue(state, std::string("company_fleets.") + power, num(5));
    setValue(state, std::string("prestige.") + power, num(1));
  }
  setValue(state, "company_size.holland", num(3));
  setValue(state, "company_fleets.holland", num(3));
  setValue(state, "company_treasury.holland", num(9));
  setValue(state, "conflict.sweden", num(1));
  // Spain and Sweden pay nothing while smaller Holland pays: -2 each.
  sealAll(state, "dividend", {{"holland", num(4)}}, num(0));
  CHECK(resolve(state, "dividend_prestige", "spain").modifierTotal == -2);
  CHECK(number(state, "prestige.spain") == 1);   // at peace
  resolve(state, "dividend_prestige", "sweden");
  CHECK(number(state, "prestige.sweden") == 0);  // at war: the zero prestige crisis follows
  resolve(state, "zero_prestige", "sweden");
  CHECK(number(state, "prestige.sweden") == 5);
}

TEST_CASE("4.12, 4.13: a rebuilt fleet is back in play next turn, never beyond the Company size", "[grand-siecle][commerce]") {
  auto state = newGame();
  setValue(state, "company_size.england", num(9));
  setValue(state, "company_fleets.england", num(8));
  setValue(state, "company_treasury.england", num(5));
  resolve(state, "rebuild_commercial_fleets", "england", {{"fleets", num(1)}});
  CHECK(number(state, "company_treasury.england") == 2);
  CHECK(number(state, "company_fleets.england") == 8);  // face down until next turn's sub-phase b)
  CHECK_THAT(refused(state, "fleets_ready", "england", {{"fleets", num(2)}}),
             Catch::Contains("A Company has no more fleets in play than its size: England has 8 of 9 (4.13)"));
  resolve(state, "fleets_ready", "england", {{"fleets", num(1)}});
  CHECK(number(state, "company_fleets.england") == 9);
}
