// Issue 18: each scenario is one file's [scenario], so a translation names its texts by
// the scenario's id (scenario.<id>.name); under a bare "scenario" key every scenario of a
// game would share one name, one description and one set-up list.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

using namespace adc;

TEST_CASE("Each scenario's name and set-up lines are translated under its own id", "[translation]") {
  auto data = test::freshFolder("scenario-texts");
  auto folder = data / "games" / "test-game";
  std::filesystem::create_directories(folder.parent_path());
  std::filesystem::copy(test::testDataDirectory() / "games" / "test-game", folder,
                        std::filesystem::copy_options::recursive);
  std::filesystem::create_directories(folder / "i18n");
  std::ofstream(folder / "i18n" / "fr.toml") << R"(
[scenario.standard]
name = "Partie standard"

[scenario.standard.setup]
0 = "Placez le marqueur de trésor de chaque camp sur 10."

[scenario.war]
name = "La guerre dès le début"
)";
  const GameData game = loadGame(folder, "fr");
  for (const auto& problem : game.texts.problems) FAIL_CHECK(problem.format());
  auto scenario = [&](const std::string& id) {
    return *std::find_if(game.scenarios.begin(), game.scenarios.end(), [&](const auto& s) { return s.id == id; });
  };
  CHECK(scenario("standard").name == "Partie standard");
  CHECK(scenario("war").name == "La guerre dès le début");
  REQUIRE(!scenario("standard").setup.empty());
  CHECK(scenario("standard").setup[0] == "Placez le marqueur de trésor de chaque camp sur 10.");
  CHECK(scenario("war").setup[0] == "As the standard game, but both sides are at war and start with 15 ducats.");
}
