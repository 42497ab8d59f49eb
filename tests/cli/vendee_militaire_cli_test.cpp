// Vendée Militaire through `adc`, with the shipped data: validation, its tables and
// procedures, and the start of a game where the players type in what the text does not
// print.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using adc::test::freshFolder;
using adc::test::runAdc;

TEST_CASE("adc validate passes vendee-militaire and counts its unprinted cells", "[cli][vendee]") {
  auto result = runAdc(adc::test::withShippedData({"validate", "vendee-militaire"}));
  CHECK(result.exitCode == 0);
  // The French translation (i18n/fr.toml) gives every text of the data and of the module.
  CHECK(result.out ==
        "ok vendee-militaire: 5 tables (69 cells unprinted, 0 typed in), 4 procedures, 6 steps, 3 scenarios\n"
        "ok vendee-militaire in 'fr': 292 of 292 texts translated\n");
  CHECK(result.err.empty());
}

TEST_CASE("adc tables prints the Rounds board and marks the unprinted generals", "[cli][vendee]") {
  auto rounds = runAdc(adc::test::withShippedData({"tables", "vendee-militaire", "rounds"}));
  REQUIRE(rounds.exitCode == 0);
  CHECK(rounds.out.find("4      6/7/white") != std::string::npos);
  auto generals = runAdc(adc::test::withShippedData({"tables", "vendee-militaire", "generals"}));
  REQUIRE(generals.exitCode == 0);
  CHECK(generals.out.find("1      Cathelineau/3  ?") != std::string::npos);
}

TEST_CASE("adc procedures --json lists the general's roll with its inputs and rule", "[cli][vendee]") {
  auto result = runAdc(adc::test::withShippedData({"procedures", "vendee-militaire", "--json"}));
  REQUIRE(result.exitCode == 0);
  auto list = nlohmann::json::parse(result.out);
  std::vector<std::string> ids;
  for (const auto& procedure : list) ids.push_back(procedure["id"]);
  CHECK(ids == std::vector<std::string>{"round_draw", "battle_draw", "general", "extra_general"});
  const auto& general = list[2];
  CHECK(general["rule"] == "Generals");
  REQUIRE(general["inputs"].size() == 2);
  CHECK(general["inputs"][0]["id"] == "die");
  CHECK(general["inputs"][1]["id"] == "round");
}

TEST_CASE("adc resolve and odds: Cathelineau cancels on 1 to 3 - an unprinted general is asked for", "[cli][vendee]") {
  auto hit = runAdc(adc::test::withShippedData({"resolve", "vendee-militaire", "general", "die=2", "round=1", "--side", "white"}));
  CHECK(hit.exitCode == 0);
  CHECK(hit.out.find("→ Cathelineau (Strategic Value 3): roll at or under 3, the opponent's play is cancelled") !=
        std::string::npos);
  auto odds = runAdc(adc::test::withShippedData({"odds", "vendee-militaire", "general", "round=1", "--side", "white"}));
  CHECK(odds.exitCode == 0);
  CHECK(odds.out.find("50.0%  Cathelineau (Strategic Value 3): roll at or under 3") != std::string::npos);
  auto extra = runAdc(adc::test::withShippedData({"odds", "vendee-militaire", "extra_general"}));
  CHECK(extra.out.find("66.7%  Extra general (Strategic Value 4): roll at or under 4") != std::string::npos);
  auto unknown = runAdc(adc::test::withShippedData({"resolve", "vendee-militaire", "general", "die=2", "round=1", "--side", "blue"}));
  CHECK(unknown.exitCode == 1);
  CHECK(unknown.err.find("Rounds board: generals and Strategic Values, Round 1, Side Blue (rule Generals) is not printed in the rulebook") != std::string::npos);
  auto draws = runAdc(adc::test::withShippedData({"resolve", "vendee-militaire", "battle_draw", "hex=10", "face=white"}));
  CHECK(draws.out.find("Hex 10 (White face): White draws 2, Blue draws 0") != std::string::npos);
}

TEST_CASE("A game through adc: set-up asks for each starting face once, the chart remembers, show counts victory",
          "[cli][vendee]") {
  auto xdg = freshFolder("vendee-xdg").string();
  auto folder = freshFolder("vendee-game");
  auto first = (folder / "first.toml").string();
  REQUIRE(runAdc(adc::test::withShippedData({"new", "vendee-militaire", "--save", first, "--seed", "1"}), xdg).exitCode == 0);
  auto ask = runAdc(adc::test::withShippedData({"do", first, "vm_setup"}), xdg);
  CHECK(ask.exitCode == 1);
  CHECK(ask.err.find("Terrain hexes: face up at set-up, Hex 1 (rule Setup I) is not printed in the rulebook") != std::string::npos);
  for (const char* hex : {"1", "4", "6", "7"}) {
    REQUIRE(runAdc(adc::test::withShippedData({"do", first, "chart", "table=hex_start", std::string("row=") + hex, "value=white"}), xdg)
                .exitCode == 0);
  }
  for (const char* hex : {"8", "9", "12", "13", "14"}) {
    REQUIRE(runAdc(adc::test::withShippedData({"do", first, "chart", "table=hex_start", std::string("row=") + hex, "value=blue"}), xdg)
                .exitCode == 0);
  }
  auto setup = runAdc(adc::test::withShippedData({"do", first, "vm_setup"}), xdg);
  CHECK(setup.exitCode == 0);
  CHECK(setup.out.find("Set-up: White hexes 1, 2, 4, 5, 6, 7, 10; Blue hexes 3, 8, 9, 11, 12, 13, 14") !=
        std::string::npos);

  // The next game reads every starting face from the players' chart, each logged.
  auto second = (folder / "second.toml").string();
  REQUIRE(runAdc(adc::test::withShippedData({"new", "vendee-militaire", "--save", second, "--seed", "2"}), xdg).exitCode == 0);
  auto again = runAdc(adc::test::withShippedData({"do", second, "vm_setup"}), xdg);
  CHECK(again.exitCode == 0);
  CHECK(again.out.find("Chart entry: Terrain hexes: face up at set-up, Hex 14: Face up (controller) Blue") != std::string::npos);
  auto draw = runAdc(adc::test::withShippedData({"do", second, "vm_draw"}), xdg);
  // The journal's line, then the changes to the books, each on its own line.
  CHECK(draw.out.rfind("Round 1 draw: White draws 7; Blue draws 7; Blue attacks first (Resolving a Battle); Blue may attack hex 1, 2, "
                       "4, 5, 6, 7, 10 or fortify hex 8, 9, 12, 13, 14 (Resolving a Battle I)\n  ",
                       0) == 0);
  auto wrong = runAdc(adc::test::withShippedData({"do", second, "vm_designate", "--side", "blue", "hex=3"}), xdg);
  CHECK(wrong.exitCode == 1);
  CHECK(wrong.err.find("hex 3 is Blue's and already fortified") != std::string::npos);
  auto show = runAdc(adc::test::withShippedData({"show", second}), xdg);
  CHECK(show.out.find("Victory points if the game ended now (rule Victory)") != std::string::npos);
  CHECK(show.out.find("tie at 20 VP: the White player wins ties (Victory)") != std::string::npos);
  auto json = runAdc(adc::test::withShippedData({"show", second, "--json"}), xdg);
  REQUIRE(json.exitCode == 0);
  auto victory = nlohmann::json::parse(json.out)["victory"];
  CHECK(victory["winner"] == "white");
  CHECK(victory["final"] == false);
  CHECK(victory["sides"][1]["points"] == 20);
  CHECK(victory["sides"][1]["breakdown"][1]["what"] == "2 Fortress tokens × 3 VP");
}
