#pragma once
// What each pm_ action is for, for the CLI's `adc actions` and the GUI's action form. Every
// argument named here is one its handler reads (actions.hpp lists the same).

#include "adc/action_description.hpp"

#include <map>
#include <string>

namespace adc::paris {

std::map<std::string, ActionDescription> actionDescriptions();

}  // namespace adc::paris
