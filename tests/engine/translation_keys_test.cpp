// Issue 18: the texts offered to a translator are the data's texts, never its ids or its
// conditions. A list of set-up lines ([scenario] setup = [...]) is translated line by line,
// but a step whose id is "setup" (Grand Siècle's events.setup) is a step like any other:
// its name is a text, its id and its `when` are not.
#include "adc/game_data.hpp"
#include "adc/game_texts.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace adc;

TEST_CASE("A step whose id is 'setup' offers its name to translate, not its id nor its condition", "[translation]") {
  const GameData data = loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  auto offered = [&](const std::string& key) {
    return std::any_of(data.texts.texts.begin(), data.texts.texts.end(),
                       [&](const GameText& text) { return text.key == key; });
  };
  CHECK(offered("phase.events.step.setup.name"));
  CHECK_FALSE(offered("phase.events.step.setup.id"));
  CHECK_FALSE(offered("phase.events.step.setup.when"));
  CHECK(offered("scenario.1700.setup.0"));
}

TEST_CASE("Each scenario's texts are keyed by its id, so two scenarios never share a key", "[translation]") {
  const GameData data = loadGame(test::shippedDataDirectory() / "games" / "grand-siecle", "fr");
  auto english = [&](const std::string& key) {
    for (const auto& text : data.texts.texts) {
      if (text.key == key) return text.english;
    }
    return std::string();
  };
  CHECK(english("scenario.1700.name") == "1700: the Spanish Succession");
  CHECK(english("scenario.sheet.name") == "Another scenario, from its sheet");
  CHECK(english("scenario.1700.setup.0") != english("scenario.sheet.setup.0"));
  CHECK(english("scenario.name").empty());
}
