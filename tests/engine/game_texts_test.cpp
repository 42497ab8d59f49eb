// Issue 15, "No prompt says 'enter' or 'type' an id": every text of the five games that a
// player reads at a step (prompts, board lines, set-up lines, a procedure's outcomes and
// board lines) names actions by their titles and values by their words. What a template
// computes ({...}) is checked where it writes prose; a word compared in a condition
// (regime == 'directorate') is an id the player never reads.
#include "adc/game_data.hpp"

#include "test_games.hpp"
#include "words_check.hpp"

#include <catch2/catch.hpp>

using namespace adc;
using adc::test::idsIn;

namespace {

void collect(const SequenceNode& node, std::vector<std::pair<std::string, std::string>>& texts) {
  texts.push_back({"step " + node.id, node.prompt.text()});
  for (const auto& line : node.board) texts.push_back({"step " + node.id + " board", line.text.text()});
  for (const auto& child : node.children) collect(child, texts);
}

}  // namespace

TEST_CASE("Every prompt, board line and set-up line of the five games speaks the players' words", "[data][words]") {
  for (const auto& id : listGames(test::shippedDataDirectory())) {
    const GameData& data = test::shippedGame(id);
    std::vector<std::pair<std::string, std::string>> texts;
    for (const auto& phase : data.sequence.phases) collect(phase, texts);
    for (const auto& scenario : data.scenarios) {
      texts.push_back({"scenario " + scenario.id + " name", scenario.name});
      for (const auto& line : scenario.setup) texts.push_back({"scenario " + scenario.id, line});
    }
    for (const auto& procedure : data.procedures) {
      for (const auto& outcome : procedure.outcomes) texts.push_back({"procedure " + procedure.id, outcome.text.text()});
      for (const auto& line : procedure.board) texts.push_back({"procedure " + procedure.id + " board", line.text.text()});
      // A refusal and a limit are read in the refusal's words too.
      for (const auto& refusal : procedure.refusals) texts.push_back({"procedure " + procedure.id + " refuse", refusal.text.text()});
      for (const auto& limit : procedure.limits) texts.push_back({"procedure " + procedure.id + " limit", limit.text});
    }
    for (const auto& [where, text] : texts) {
      INFO(id << ", " << where << ": " << text);
      CHECK(idsIn(text) == std::vector<std::string>{});
    }
  }
}

TEST_CASE("The check reads prose, not the words a condition compares", "[data][words]") {
  CHECK(idsIn("Vote a law ('Vote a law'); {if(regime == 'directorate', 'the Directorate votes', '')}").empty());
  CHECK(idsIn("enter vm_setup") == std::vector<std::string>{"vm_setup"});
  CHECK(idsIn("pt_deal cards=ac11") == std::vector<std::string>{"pt_deal", "cards="});
  CHECK(idsIn("{if(war, 'then rf_combat resolves', '')}") == std::vector<std::string>{"rf_combat"});
  CHECK(idsIn("as decided (AMB-35) and (A7)") == std::vector<std::string>{"AMB-35", "(A7)"});
}
