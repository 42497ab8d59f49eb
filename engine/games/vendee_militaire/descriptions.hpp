#pragma once
// What each vm_ action is for, for the CLI's `adc actions` and the GUI's action form. Every
// argument named here is one its handler reads (actions.hpp lists the same).

#include "adc/action_description.hpp"

#include <map>
#include <string>

namespace adc::vendee {

std::map<std::string, ActionDescription> actionDescriptions();

}  // namespace adc::vendee
