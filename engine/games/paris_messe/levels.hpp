#pragma once
// Moving a unit along the morale ladder (12.1, 12.2, 13): losses and recoveries, the
// counter side or marker that shows the new state, and what a newly Broken unit must do.

#include "roster.hpp"

namespace adc::paris {

struct LevelChange {
  std::string before;
  std::string after;  // "destroyed" when it lost more levels than it had (11.4)
  std::string text;   // for the journal: "Picardie: Normal → Disordered (counter back)"
};

// Loses `levels` levels; artillery, having no status, is destroyed by any loss (13.1).
LevelChange loseLevels(StateChanges& books, const UnitInfo& unit, int levels);
// Recovers one level, never above `cap` (Retreat impossible: Disordered [AMB-9]).
LevelChange recoverLevel(StateChanges& books, const UnitInfo& unit, std::string_view cap = "normal");

// What shows the state on the table (12.2).
std::string shownBy(const GameData& data, std::string_view level);

}  // namespace adc::paris
