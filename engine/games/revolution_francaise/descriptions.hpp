#pragma once
// What each rf_ action is for, for the CLI's `adc actions` and the GUI's action form. Every
// argument named here is one its handler reads (NOTES.md lists the same actions).

#include "adc/action_description.hpp"

#include <map>
#include <string>

namespace adc::revolution {

std::map<std::string, ActionDescription> actionDescriptions();

}  // namespace adc::revolution
