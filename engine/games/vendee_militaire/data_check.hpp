#pragma once
// Checks, when vendee-militaire's data loads, everything the rule module reads: its
// tables with their rows, columns and fields, its values, steps and procedures, and the
// scenarios' Fortress tokens (six in all, each on a hex, tokens + reserve = 6).

#include "adc/diagnostics.hpp"
#include "adc/game_data.hpp"

namespace adc::vendee {

void checkData(const GameData& data, Diagnostics& diagnostics);

}  // namespace adc::vendee
