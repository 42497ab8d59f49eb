// Issue 18, La Révolution française in French: what the players read comes from
// config/games/revolution-francaise/i18n/fr.toml, and the rules read the same ids.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

namespace {

const GameData& french() {
  static const GameData data = loadGame(test::shippedDataDirectory() / "games" / "revolution-francaise", "fr");
  return data;
}

bool listed(const std::string& key) {
  const auto& texts = french().texts.texts;
  return std::any_of(texts.begin(), texts.end(), [&](const GameText& text) { return text.key == key; });
}

}  // namespace

TEST_CASE("A step whose id is 'setup' has no set-up lines: its id and its condition are not texts to translate",
          "[translation][revolution-francaise]") {
  // sequence.toml: [[phase.step]] id = "setup", when = "turn == 1". Only a scenario's
  // setup = [...] holds set-up lines.
  CHECK_FALSE(listed("phase.start.step.setup.id"));
  CHECK_FALSE(listed("phase.start.step.setup.when"));
  CHECK(listed("phase.start.step.setup.name"));
  CHECK(french().sequence.phases.front().children.front().when.text() == "turn == 1");
}

TEST_CASE("In French the Currents, the tracks and the regimes read as the French edition names them",
          "[translation][revolution-francaise]") {
  const GameData& data = french();
  CHECK(data.findSide("royalist")->name == "Royaliste");
  CHECK(data.findSide("government")->name == "Gouvernement");
  CHECK(data.findSide("montagne")->name == "Montagne");
  CHECK(data.wordNames.at("terror") == "Terreur");
  CHECK(data.wordNames.at("directorate") == "Directoire");
  // 3.2.2.5 "Dissident Clergy Track (Clergé Réfractaire)": the rulebook's French.
  const auto* tracks = data.findCollection("track");
  REQUIRE(tracks != nullptr);
  CHECK(tracks->itemNames[1] == "Clergé réfractaire");
}
