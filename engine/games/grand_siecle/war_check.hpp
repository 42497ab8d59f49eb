#pragma once
// Grand Siècle, part 2: checks, when the data loads, what the war's procedures take for
// granted and the generic loader cannot see: the casualty table's four columns (the
// pursuit's column shift of 24.10 names them, pursuit's lookup maps pairs of cavalry onto
// them) and the cells the 24.14 example reveals, which must stay as the example prints them.

#include "adc/diagnostics.hpp"
#include "adc/game_data.hpp"

namespace adc::grand_siecle {

void checkWarData(const GameData& data, Diagnostics& diagnostics);

}  // namespace adc::grand_siecle
