#include "levels.hpp"

#include "adc/game_texts.hpp"

#include <algorithm>

namespace adc::paris {

std::string shownBy(const GameData& data, std::string_view level) {
  if (level == "normal") return say(data, "counter front");
  if (level == "disordered") return say(data, "counter back");
  if (level == "shaken") return say(data, "\"Ebranlée\" marker front");
  if (level == "broken") return say(data, "\"Brisée\" marker back");
  if (level == "destroyed") return say(data, "remove the counter");
  return std::string(level);
}

namespace {

LevelChange moveTo(StateChanges& books, const UnitInfo& unit, const std::string& before, const std::string& after) {
  stage(books, "level." + unit.id, Value{after});
  const GameData& data = books.data();
  LevelChange change{before, after,
                     sayf(data, "{}: {} → {} ({})", unit.name, levelName(data, before), levelName(data, after), shownBy(data, after))};
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
  if (levels <= 0) return LevelChange{before, before, sayf(books.data(), "{} loses nothing", unit.name)};
  if (isArtillery(unit.type)) return moveTo(books, unit, before, "destroyed");
  return moveTo(books, unit, before, levelAt(levelIndex(before) - levels));
}

LevelChange recoverLevel(StateChanges& books, const UnitInfo& unit, std::string_view cap) {
  auto before = books.text("level." + unit.id);
  int target = std::min(levelIndex(before) + 1, std::max(levelIndex(cap), levelIndex(before)));
  auto after = levelAt(target);
  if (after == before) return LevelChange{before, before, sayf(books.data(), "{} stays {}", unit.name, levelName(books.data(), before))};
  return moveTo(books, unit, before, after);
}

}  // namespace adc::paris
