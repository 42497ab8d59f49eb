#pragma once
// What an action form holds, and the action it makes: one text per argument, as the
// players typed or chose it ("yes" for a ticked flag, "ac11,ac30" for a list of items,
// "4" for a die), and back. The form builds its action from these; undoing an action puts
// the action's own arguments back as these texts, so the players find the form as they
// filled it in, ready to fix and do again.

#include "adc/action.hpp"
#include "adc/action_description.hpp"

#include <map>
#include <string>

namespace adc::gui {

using FormFields = std::map<std::string, std::string>;  // argument name -> its text

// The action the fields make: an empty field is left out, an unticked flag too (every
// flag a handler reads is false when absent), a number is read as one (a bad number stays
// words, for the handler to name), a list of numbers reads as numbers.
Action actionOfFields(const std::string& type, const std::string& side, const FormFields& fields,
                      const ActionDescription& description);

// The fields that make `action` again: the form filled in as it was when it was done.
FormFields fieldsOfAction(const Action& action, const ActionDescription& description);

}  // namespace adc::gui
