// Issue 15, "No prompt says 'enter' or 'type' an id": every text of the five games that a
// player reads at a step (prompts, board lines, set-up lines, a procedure's outcomes and
// board lines) names actions by their titles and values by their words. What a template
// computes ({...}) is checked where it writes prose; a word compared in a condition
// (regime == 'directorate') is an id the player never reads.
#include "adc/game_data.hpp"

#include "test_games.hpp"

#include <catch2/catch.hpp>

#include <regex>

using namespace adc;

namespace {

// The parts of a template a player reads: its literal text, and the quoted prose (with a
// blank) of its expressions.
std::string readable(const std::string& text) {
  std::string shown;
  int depth = 0;
  std::string expression;
  for (char c : text) {
    if (c == '{') {
      ++depth;
      continue;
    }
    if (c == '}' && depth > 0) {
      if (--depth == 0) {
        static const std::regex quoted("'([^']*)'");
        for (std::sregex_iterator it(expression.begin(), expression.end(), quoted), end; it != end; ++it) {
          const std::string prose = (*it)[1];
          if (prose.find(' ') != std::string::npos) shown += " " + prose + " ";
        }
        expression.clear();
      }
      continue;
    }
    (depth > 0 ? expression : shown) += c;
  }
  return shown;
}

// What gives an id away: a snake_case word, an argument typed as key=value, a digest code.
std::vector<std::string> idsIn(const std::string& text) {
  static const std::regex id(R"(\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z][a-z0-9_]*=|AMB-\d+|\((?:A|M)\d+\))");
  std::vector<std::string> found;
  const std::string shown = readable(text);
  for (std::sregex_iterator it(shown.begin(), shown.end(), id), end; it != end; ++it) found.push_back(it->str());
  return found;
}

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
