#include "new_armies.hpp"

#include "armies.hpp"

#include "adc/game_texts.hpp"

namespace adc::revolution {

Check newArmyRegionProblem(const Books& books, const std::string& region, const std::string& argument) {
  const auto& data = books.data;
  const auto name = itemName(data, "region", region);
  std::string why;
  if (books.text("control." + region) == "royalist") {
    why = sayf(data,
               "{}: it is controlled by the Royalist; a new revolutionary army goes in a region not controlled by the "
               "Royalist, nor occupied by an enemy army, nor in revolt (9.3.3)",
               name);
  } else if (enemyArmyIn(books, region)) {
    why = sayf(data,
               "{}: an enemy army occupies it; a new revolutionary army goes in a region not controlled by the "
               "Royalist, nor occupied by an enemy army, nor in revolt (9.3.3)",
               name);
  } else if (books.flag("revolt." + region)) {
    why = sayf(data,
               "{}: it is in revolt; a new revolutionary army goes in a region not controlled by the Royalist, nor "
               "occupied by an enemy army, nor in revolt (9.3.3)",
               name);
  }
  if (why.empty()) return std::nullopt;
  return refuse(ActionError::Code::NotAllowed, why, argument);
}

std::string armyWhereabouts(const GameData& data, const std::string& where) {
  if (where == "off_map") return say(data, "off the map");
  if (where == "eliminated") return say(data, "eliminated");
  if (where == "paris_box") return say(data, "in the Paris box");
  return sayf(data, "in {}", itemName(data, "region", where));
}

}  // namespace adc::revolution
