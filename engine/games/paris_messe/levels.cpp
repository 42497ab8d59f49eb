#include "levels.hpp"

#include <algorithm>

namespace adc::paris {

std::string shownBy(std::string_view level) {
  if (level == "normal") return "counter front";
  if (level == "disordered") return "counter back";
  if (level == "shaken") return "\"Ebranlée\" marker front";
  if (level == "broken") return "\"Brisée\" marker back";
  if (level == "destroyed") return "remove the counter";
  return std::string(level);
}

namespace {

LevelChange moveTo(StateChanges& books, const UnitInfo& unit, const std::string& before, const std::string& after) {
  stage(books, "level." + unit.id, Value{after});
  LevelChange change{before, after, unit.name + ": " + levelName(before) + " → " + levelName(after) + " (" + shownBy(after) + ")"};
  if (after == "destroyed") {
    // Its markers go with it.
    stage(books, "attack_marker." + unit.id, Value{false});
    stage(books, "interception." + unit.id, Value{false});
    stage(books, "check_pending." + unit.id, Value{false});
    stage(books, "check_margin." + unit.id, Value{std::int64_t{0}});
  }
  return change;
}

}  // namespace

LevelChange loseLevels(StateChanges& books, const UnitInfo& unit, int levels) {
  auto before = books.text("level." + unit.id);
  if (levels <= 0) return LevelChange{before, before, unit.name + " loses nothing"};
  if (isArtillery(unit.type)) return moveTo(books, unit, before, "destroyed");
  return moveTo(books, unit, before, levelAt(levelIndex(before) - levels));
}

LevelChange recoverLevel(StateChanges& books, const UnitInfo& unit, std::string_view cap) {
  auto before = books.text("level." + unit.id);
  int target = std::min(levelIndex(before) + 1, std::max(levelIndex(cap), levelIndex(before)));
  auto after = levelAt(target);
  if (after == before) return LevelChange{before, before, unit.name + " stays " + levelName(before)};
  return moveTo(books, unit, before, after);
}

}  // namespace adc::paris
