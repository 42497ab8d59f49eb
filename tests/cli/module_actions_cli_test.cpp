// `adc actions GAME`: the rule module's actions as `adc do` takes them, listed from the
// module's descriptions with the shipped data.

#include "run_command.hpp"
#include "test_games.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>

using adc::test::runAdc;

TEST_CASE("adc actions lists Patriots and Traitors' actions with their rule, actor and arguments", "[cli]") {
  auto result = runAdc(adc::test::withShippedData({"actions", "patriots-traitors"}));
  CHECK(result.exitCode == 0);
  // An action, its rule and who acts, then one line per argument: name, kind, meaning.
  CHECK(result.out.find("pt_draw — Draw cards (rule 7.3)\n    --side: the faction whose turn it is\n") !=
        std::string::npos);
  CHECK(result.out.find("    cards         list of card  the cards drawn, in the order drawn\n") != std::string::npos);
  CHECK(result.out.find("box           one of oui|non") != std::string::npos);
  CHECK(result.out.find("count         number 1-8, optional") != std::string::npos);
  // An action nobody in particular takes has no --side line.
  auto reshuffle = result.out.find("pt_reshuffle — Reshuffle the draw pile (rule 12.2 ATTENTION)\n");
  REQUIRE(reshuffle != std::string::npos);
  CHECK(result.out.find("--side", reshuffle) > result.out.find("\npt_", reshuffle + 1));
}

TEST_CASE("adc actions --json gives each argument's kind, collection, range and whether it is required", "[cli]") {
  auto result = runAdc(adc::test::withShippedData({"actions", "paris-messe", "--json"}));
  REQUIRE(result.exitCode == 0);
  auto list = nlohmann::json::parse(result.out);
  // The game's 21 actions, then the built-in ones every game has.
  CHECK(std::count_if(list.begin(), list.end(), [](const auto& item) { return item["built_in"] == false; }) == 21);
  auto preempt = std::find_if(list.begin(), list.end(), [](const auto& item) { return item["type"] == "pm_preempt"; });
  REQUIRE(preempt != list.end());
  CHECK((*preempt)["title"] == "Pre-empt");
  CHECK((*preempt)["rule"] == "4.4");
  CHECK((*preempt)["side"] == "required");
  CHECK((*preempt)["offered_when"] == "stage == 'activation' and step == 'activation.preempt'");
  const auto& arguments = (*preempt)["arguments"];
  REQUIRE(arguments.size() == 3);
  CHECK(arguments[0]["name"] == "wing");
  CHECK(arguments[0]["kind"] == "item");
  CHECK(arguments[0]["collection"] == "wing");
  CHECK(arguments[1]["name"] == "die");
  CHECK(arguments[1]["min"] == 0);
  CHECK(arguments[1]["max"] == 9);
  CHECK(arguments[1]["required"] == true);
  CHECK(arguments[2]["kind"] == "flag");
  CHECK(arguments[2]["required"] == false);
}

TEST_CASE("adc actions says when a form offers an action", "[cli]") {
  auto result = runAdc(adc::test::withShippedData({"actions", "paris-messe"}));
  REQUIRE(result.exitCode == 0);
  CHECK(result.out.find("pm_end_turn — End of turn (rule 3.4)\n    offered when: stage == 'retreat'\n") !=
        std::string::npos);
  // Patriots & Traitors' turn actions are offered in a player's turn (the step round.turn).
  auto patriots = runAdc(adc::test::withShippedData({"actions", "patriots-traitors"}));
  CHECK(patriots.out.find("pt_draw — Draw cards (rule 7.3)\n    --side: the faction whose turn it is\n"
                          "    offered when: step == 'round.turn'\n") != std::string::npos);
  // The Vendée's actions belong to a stage of the round; a card's effect has no such line.
  auto vendee = runAdc(adc::test::withShippedData({"actions", "vendee-militaire"}));
  CHECK(vendee.out.find("vm_draw — Draw the round's cards (rule Draw)\n    offered when: stage == 'draw'\n") !=
        std::string::npos);
  CHECK(vendee.out.find("vm_convert — Diplomacy: convert a hex (rule Example of Play)\n    --side: the side that "
                        "played the card\n    hex ") != std::string::npos);
}

TEST_CASE("adc actions on a game without module actions says so", "[cli]") {
  // The test game has no rule module (Grand Siècle has one action now: sharing a pair, 9.2).
  auto testData = [](std::vector<std::string> args) {
    args.insert(args.begin(), {"--data", adc::test::testDataDirectory().string()});
    return args;
  };
  auto text = runAdc(testData({"actions", "test-game"}));
  CHECK(text.exitCode == 0);
  CHECK(text.out.find("Test Game has no rule module actions") != std::string::npos);
  auto paired = runAdc(adc::test::withShippedData({"actions", "grand-siecle"}));
  CHECK(paired.out.find("gs_share_pair — Share a pair of powers between two players (rule 9.2)") != std::string::npos);
  auto json = runAdc(testData({"actions", "test-game", "--json"}));
  CHECK(json.exitCode == 0);
  auto builtIn = nlohmann::json::parse(json.out);
  CHECK(std::all_of(builtIn.begin(), builtIn.end(), [](const auto& item) { return item["built_in"] == true; }));
  auto unknown = runAdc(adc::test::withShippedData({"actions", "no-such-game"}));
  CHECK(unknown.exitCode != 0);
}

TEST_CASE("adc actions wraps a long list of choices under its kind column, the meaning on the first line", "[cli]") {
  auto result = runAdc(adc::test::withShippedData({"actions", "revolution-francaise"}));
  REQUIRE(result.exitCode == 0);
  CHECK(result.out.find("    action              one of arrest|expel|persuade|plot|  the action\n"
                        "                        revolt|suppress|raise_commune|\n"
                        "                        suppress_commune|convince_deputies\n") != std::string::npos);
  CHECK(result.out.find("    target              text, optional                      its target") != std::string::npos);
}

TEST_CASE("adc actions lists the built-in actions with their titles and arguments: Go to a step needs the step", "[cli]") {
  auto text = runAdc(adc::test::withShippedData({"actions", "grand-siecle"}));
  REQUIRE(text.exitCode == 0);
  auto builtIn = text.out.find("Built-in actions (every game):\n");
  REQUIRE(builtIn != std::string::npos);
  CHECK(text.out.find("goto — Go to a step\n    step          text              the step\n", builtIn) != std::string::npos);
  CHECK(text.out.find("seal — Enter a sealed value\n    --side: the side entering it\n", builtIn) != std::string::npos);
  auto json = runAdc(adc::test::withShippedData({"actions", "grand-siecle", "--json"}));
  REQUIRE(json.exitCode == 0);
  auto list = nlohmann::json::parse(json.out);
  auto next = std::find_if(list.begin(), list.end(), [](const auto& item) { return item["type"] == "next"; });
  REQUIRE(next != list.end());
  CHECK((*next)["built_in"] == true);
  CHECK((*next)["title"] == "Next step");
  CHECK((*next)["arguments"].empty());
}
