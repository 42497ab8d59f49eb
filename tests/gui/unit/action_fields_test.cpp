// Issue 30, "Undo gives back what was typed, in every form": an action form's fields make
// the action, and an undone action's arguments fill the same fields in again, as the
// players had typed or chosen them.

#include "panels/action_fields.hpp"

#include "adc/rule_module.hpp"

#include <catch2/catch.hpp>

using namespace adc;
using namespace adc::gui;

namespace {

using Kind = ArgumentDescription::Kind;

// What a player puts in a field of this kind: a ticked box, a number, a list of items or of
// numbers, a word chosen or typed.
std::string typedFor(const ArgumentDescription& argument) {
  switch (argument.kind) {
    case Kind::Flag: return "yes";
    case Kind::Number: return argument.min ? std::to_string(*argument.min + 1) : "3";
    case Kind::List: return argument.collection.empty() ? "1,4,6" : "ac11,ac30";
    default: return "chosen_word";
  }
}

}  // namespace

TEST_CASE("Paris's melee undone comes back with its die, its supporters and its ticked boxes", "[form][undo]") {
  const RuleModule* paris = findRuleModule("paris-messe");
  REQUIRE(paris);
  const ActionDescription& melee = paris->descriptions.at("pm_melee");
  const FormFields typed{{"attacker", "conde_cav_1"}, {"defender", "guise_inf_2"}, {"die", "4"},
                         {"supporters", "2"},         {"att_leader", "yes"},       {"reaction", ""}};
  const Action done = actionOfFields("pm_melee", "", typed, melee);
  CHECK(done.args.at("die") == Value{std::int64_t{4}});
  CHECK(done.args.at("att_leader") == Value{true});
  CHECK_FALSE(done.args.count("reaction"));
  const FormFields back = fieldsOfAction(done, melee);
  CHECK(back.at("die") == "4");
  CHECK(back.at("supporters") == "2");
  CHECK(back.at("att_leader") == "yes");
  CHECK(back.at("attacker") == "conde_cav_1");
  CHECK_FALSE(back.count("reaction"));  // left unticked, it stays unticked
}

TEST_CASE("every action of every game fills its form in again as it was typed", "[form][undo]") {
  for (const char* game : {"grand-siecle", "paris-messe", "patriots-traitors", "revolution-francaise", "vendee-militaire"}) {
    const RuleModule* module = findRuleModule(game);
    if (!module) continue;  // a game played through its procedures only
    for (const auto& [type, description] : module->descriptions) {
      FormFields typed;
      for (const auto& argument : description.arguments) typed[argument.name] = typedFor(argument);
      const Action done = actionOfFields(type, "", typed, description);
      INFO(game << " " << type);
      CHECK(fieldsOfAction(done, description) == typed);
    }
  }
}
