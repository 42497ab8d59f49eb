#pragma once
// Victory [L189-L196]: 2 VP per controlled hex, 3 VP per Fortress token of one's side on
// a hex; the greater total wins and a tie goes to White.

#include "adc/rule_module.hpp"

namespace adc::vendee {

VictoryReport victory(const GameData& data, const GameState& state);

}  // namespace adc::vendee
