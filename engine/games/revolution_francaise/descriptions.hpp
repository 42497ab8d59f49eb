#pragma once
// What each rf_ action is for, for the CLI's `adc actions` and the GUI's action form. Every
// argument named here is one its handler reads (NOTES.md lists the same actions).

#include "adc/action_description.hpp"

#include <map>
#include <string>
#include <vector>

namespace adc::revolution {

std::map<std::string, ActionDescription> actionDescriptions();

// The sequence steps ("phase.step") at which the form offers each action (loading the
// game checks that every step named exists).
const std::map<std::string, std::vector<std::string>>& offeredSteps();

}  // namespace adc::revolution
