#pragma once
// Elections (R.x.6): the deputies each Current wins, by the regime's formula, from the
// regions each controls and the neutral ones.

#include "common.hpp"

#include <map>
#include <string>

namespace adc::revolution {

// Regions per Current plus "none" (the neutral regions, revolts without a marker
// included, the 4.5 check); Paris counts for the Commune's controller (A50).
using RegionCounts = std::map<std::string, std::int64_t>;

RegionCounts countRegions(const Books& books);

// The deputies each Current wins under `regime` (the formula's rule in `rule`).
std::map<std::string, std::int64_t> electionResult(const std::string& regime, const RegionCounts& regions,
                                                   std::string& rule);

}  // namespace adc::revolution
