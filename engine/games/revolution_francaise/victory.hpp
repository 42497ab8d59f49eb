#pragma once
// Victory (14.0): victory points (14.1), the type of regime (14.2), the winner by the
// final regime (14.3) and the Also-Rans (14.4); or the Royalist's early win (R.11.1.1).

#include "adc/rule_module.hpp"

namespace adc::revolution {

VictoryReport victory(const GameData& data, const GameState& state);

}  // namespace adc::revolution
