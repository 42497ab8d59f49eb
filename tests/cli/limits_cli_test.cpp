// Limits and prohibitions through `adc do`: a refusal exits 1, says the rule, and logs
// nothing (Grand Siècle 18.2 and 2.2).

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>

using adc::test::freshFolder;
using adc::test::runAdc;

TEST_CASE("adc do refuses a second declaration of war in a turn (18.2) with exit 1 and logs nothing", "[cli][limits]") {
  auto xdg = freshFolder("xdg").string();
  auto save = (freshFolder("save") / "game.adc").string();
  std::vector<std::string> created{"new", "grand-siecle", "--save", save, "--seed", "7"};
  for (const char* player : {"Anne:england", "Anne:turkey", "Bruno:spain", "Bruno:prussia", "Claire:france", "Claire:poland",
                             "David:holland", "David:russia", "Eva:sweden", "Eva:austria"}) {
    created.insert(created.end(), {"--player", player});
  }
  REQUIRE(runAdc(adc::test::withShippedData(created), xdg).exitCode == 0);
  REQUIRE(runAdc(adc::test::withShippedData({"do", save, "set", "key=prestige.france", "value=10", "--reason", "scenario sheet"}), xdg).exitCode == 0);

  auto first = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=declare_war", "die=2", "target=spain", "--side", "france"}), xdg);
  REQUIRE(first.exitCode == 0);
  const auto logBefore = runAdc(adc::test::withShippedData({"log", save}), xdg).out;

  auto second = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=declare_war", "die=6", "target=spain", "--side", "france"}), xdg);
  CHECK(second.exitCode == 1);
  CHECK(second.err.find("France has already done it this turn (18.2: a power is limited to one (and only one) attempt "
                        "each turn)") != std::string::npos);
  CHECK(runAdc(adc::test::withShippedData({"log", save}), xdg).out == logBefore);

  // 2.2, a prohibition: at 5 PP or less Spain may not declare war without a free casus belli.
  auto danger = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=declare_war", "die=6", "target=france", "--side", "spain"}), xdg);
  CHECK(danger.exitCode == 1);
  CHECK(danger.err.find("(2.2)") != std::string::npos);
  CHECK(runAdc(adc::test::withShippedData({"log", save}), xdg).out == logBefore);
}

TEST_CASE("adc resolve --from says what adc do would refuse: the victory points of the year a second time (28.1)",
          "[cli][limits]") {
  auto xdg = freshFolder("xdg").string();
  auto save = (freshFolder("save") / "game.adc").string();
  REQUIRE(runAdc(adc::test::withShippedData({"new", "grand-siecle", "--save", save, "--seed", "7"}), xdg).exitCode == 0);
  REQUIRE(runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=year_victory_points", "--side", "france"}), xdg)
              .exitCode == 0);
  const auto logBefore = runAdc(adc::test::withShippedData({"log", save}), xdg).out;

  auto preview = runAdc(adc::test::withShippedData({"resolve", "--from", save, "procedure=year_victory_points", "--side", "france"}), xdg);
  auto done = runAdc(adc::test::withShippedData({"do", save, "resolve", "procedure=year_victory_points", "--side", "france"}), xdg);
  CHECK(preview.exitCode == 1);
  CHECK(done.exitCode == 1);
  const std::string limit = "France has already done it this turn (28.1: at the end of each year, each player's victory "
                            "points are calculated and gained)";
  CHECK(preview.err.find(limit) != std::string::npos);
  CHECK(done.err.find(limit) != std::string::npos);
  CHECK(runAdc(adc::test::withShippedData({"log", save}), xdg).out == logBefore);
}
