#include "adc/built_in_actions.hpp"

#include "adc/game_data.hpp"
#include "adc/rule_module.hpp"

namespace adc {

namespace {

using Argument = ArgumentDescription;
using Sides = ActionDescription::SideActs;

ActionDescription described(std::string title, std::vector<ArgumentDescription> arguments, Sides side = Sides::No,
                            std::string actor = {}) {
  return ActionDescription{std::move(title), "", side, std::move(actor), std::move(arguments)};
}

Argument timerArgument() { return Argument::text("timer", "the timer"); }

}  // namespace

const std::map<std::string, ActionDescription>& builtInActionDescriptions() {
  // The meanings follow "'<title>' needs <meaning>", the way refusals read them.
  static const std::map<std::string, ActionDescription> descriptions{
      {"resolve", described("Resolve a procedure",
                            {Argument::text("procedure", "the procedure"),
                             Argument::text("INPUT", "one name=value per input of the procedure (adc procedures)")
                                 .optional()},
                            Sides::Optional, "the side resolving it")},
      {"set", described("Correct a value",
                        {Argument::text("key", "the value to correct"), Argument::text("value", "its new value")})},
      {"adjust", described("Add to a value",
                           {Argument::text("key", "the value to add to"),
                            Argument::number("by", "how much to add"),
                            Argument::text("rule", "the rule it follows").optional()})},
      {"chart", described("Type in a value from your chart",
                          {Argument::text("table", "the table"), Argument::text("row", "the row"),
                           Argument::text("column", "the column, for a table that has columns").optional(),
                           Argument::text("value", "the value printed in your chart (or one name=value per field)")
                               .optional()})},
      {"next", described("Next step", {})},
      {"back", described("Back one step", {})},
      {"goto", described("Go to a step", {Argument::text("step", "the step"),
                                          Argument::number("turn", "the turn (default: this one)").optional()})},
      {"timer_start", described("Start a timer",
                                {timerArgument(),
                                 Argument::number("seconds", "its length in seconds (a players' own timer only)", 1,
                                                  86400)
                                     .optional()})},
      {"timer_pause", described("Pause a timer", {timerArgument()})},
      {"timer_resume", described("Resume a timer", {timerArgument()})},
      {"timer_extend", described("Give a timer more time",
                                 {timerArgument(), Argument::number("seconds", "how many seconds more", 1)})},
      {"timer_expire", described("Time is up", {timerArgument()})},
      {"timer_reset", described("Reset a timer", {timerArgument()})},
      {"seal", described("Enter a sealed value",
                         {Argument::text("entry", "the sealed entry"), Argument::text("value", "the hidden value")},
                         Sides::Required, "the side entering it")},
      {"reveal", described("Reveal the sealed values", {Argument::text("entry", "the sealed entry")})},
      {"roll", described("Roll the app's dice",
                         {Argument::text("dice", "the dice (2d6, or a die the game names)"),
                          Argument::text("result", "the faces rolled, as the app recorded them").optional()})},
      {"note", described("Write a note in the journal", {Argument::text("text", "the note")})},
  };
  return descriptions;
}

const ActionDescription* findActionDescription(const GameData& data, std::string_view type) {
  // In the players' language, once the loader has made the copies (game_texts.hpp).
  if (auto found = data.texts.actions.find(type); found != data.texts.actions.end()) return &found->second;
  const auto& builtIn = builtInActionDescriptions();
  if (auto found = builtIn.find(std::string(type)); found != builtIn.end()) return &found->second;
  if (const RuleModule* module = findRuleModule(data.id)) {
    if (auto found = module->descriptions.find(std::string(type)); found != module->descriptions.end()) {
      return &found->second;
    }
  }
  return nullptr;
}

}  // namespace adc
