#pragma once
// 9.3.3: where the Government may place a new revolutionary army (its volunteers, or a
// regular army an event rebuilds): "in any region not controlled by the Royalist, nor
// occupied by an enemy army, nor in revolt".

#include "common.hpp"

#include <string>

namespace adc::revolution {

// Nothing when `region` may take a new revolutionary army; else a refusal naming the
// region and why, for the argument `argument`.
Check newArmyRegionProblem(const Books& books, const std::string& region, const std::string& argument);

// Where an army is, for people: "off the map", "eliminated", "in Chôlet", "in the Paris box".
std::string armyWhereabouts(const GameData& data, const std::string& where);

}  // namespace adc::revolution
