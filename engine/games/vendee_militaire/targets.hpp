#pragma once
// Which hexes an Attacker may designate [L92, L132]: any enemy hex, with or without a
// Fortress, or one of their own without a Fortress while the reserve holds a token.

#include "common.hpp"

#include <optional>
#include <string>

namespace adc::vendee {

// Why `hex` may not be designated by `attacker`, or nullopt when it may.
std::optional<std::string> designationProblem(const StateChanges& changes, std::string_view attacker, std::int64_t hex);

// "White may attack hexes 3, 8, 9 or fortify 1, 4" for the journal and the prompt.
std::string describeTargets(const StateChanges& changes, std::string_view attacker);

}  // namespace adc::vendee
