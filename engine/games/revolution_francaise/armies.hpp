#pragma once
// The army counters (9.1) and where they stand: the four regulars, the nine Allied armies,
// the three Catholic and Royal armies (each one counter, located by `army_at`), the
// volunteers (counted per region, `volunteers`) and the Commune (a flag, 9.9). Internal to
// the module (engine/games/revolution_francaise).

#include "common.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace adc::revolution {

const std::vector<std::string>& regularArmies();  // 4.7, 9.1.1
const std::vector<std::string>& alliedArmies();   // 9.1.2 a-h
const std::vector<std::string>& royalArmies();    // 9.1.3: the Catholic and Royal armies
bool isAllied(std::string_view army);
bool isRoyal(std::string_view army);

// An army counter on the map: neither waiting off it nor eliminated.
bool onMap(std::string_view where);
// The Paris box is in the Paris region (3.2.1, 9.5.4).
std::string regionOf(std::string_view where);
bool armyIn(const Books& books, std::string_view army, std::string_view region);

// The revolutionary armies in a region: regulars, volunteers (and those in the Paris box).
std::int64_t revolutionaryArmiesIn(const Books& books, std::string_view region);
// Allied or Catholic and Royal armies in a region (hiding ones too: they are there).
bool enemyArmyIn(const Books& books, std::string_view region);

}  // namespace adc::revolution
