#pragma once
// What each pt_ action is for, for the CLI's `adc actions` and the GUI's action form. Every
// argument named here is one its handler reads (NOTES.md "Actions" lists the same).

#include "adc/action_description.hpp"

#include <map>
#include <string>

namespace adc::patriots {

std::map<std::string, ActionDescription> actionDescriptions();

}  // namespace adc::patriots
