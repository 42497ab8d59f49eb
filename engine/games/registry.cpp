// The rule modules of the shipped games, by game id. A game whose rules the data can
// express completely has no module. Add a game's module here when it gets one:
//   #include "<id>/rules.hpp"  ...  modules.push_back(<id>::ruleModule());
#include "adc/new_game.hpp"
#include "adc/rule_module.hpp"
#include "adc/typed_words.hpp"
#include "grand_siecle/rules.hpp"
#include "paris_messe/rules.hpp"
#include "patriots_traitors/rules.hpp"
#include "revolution_francaise/rules.hpp"
#include "vendee_militaire/rules.hpp"

namespace adc {

std::vector<RuleModule> builtInRuleModules() {
  std::vector<RuleModule> modules;
  modules.push_back(grand_siecle::ruleModule());
  modules.push_back(paris::ruleModule());
  modules.push_back(revolution::ruleModule());
  modules.push_back(vendee::ruleModule());
  modules.push_back(patriots::ruleModule());
  return modules;
}

const ArgumentLists& moduleArgumentLists(std::string_view gameId) {
  static const std::map<std::string, ArgumentLists, std::less<>> lists{
      {"revolution-francaise", revolution::argumentLists()},
      {"patriots-traitors", patriots::argumentLists()},
  };
  static const ArgumentLists none;
  auto found = lists.find(gameId);
  return found == lists.end() ? none : found->second;
}

const SeatsMakeScenario* moduleSeatsMakeScenario(std::string_view gameId) {
  static const std::map<std::string, SeatsMakeScenario, std::less<>> seats{
      {"revolution-francaise", revolution::scenarioOfSeats},
  };
  auto found = seats.find(gameId);
  return found == seats.end() ? nullptr : &found->second;
}

}  // namespace adc
