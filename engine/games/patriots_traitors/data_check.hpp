#pragma once
// Checks beyond the generic loader's: the values, tables and rows the module reads.

#include "adc/rule_module.hpp"

namespace adc::patriots {

void checkData(const GameData& data, Diagnostics& diagnostics);

}  // namespace adc::patriots
