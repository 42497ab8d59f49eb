#pragma once
// Checks that the game's data keeps what the module reads: the tables and their fields,
// a wing for every unit, the units the immediate victories name.

#include "adc/rule_module.hpp"

namespace adc::paris {

void checkData(const GameData& data, Diagnostics& diagnostics);

}  // namespace adc::paris
