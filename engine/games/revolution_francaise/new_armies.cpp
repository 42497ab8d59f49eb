#include "new_armies.hpp"

#include "armies.hpp"

namespace adc::revolution {

Check newArmyRegionProblem(const Books& books, const std::string& region, const std::string& argument) {
  std::string why;
  if (books.text("control." + region) == "royalist") why = "it is controlled by the Royalist";
  else if (enemyArmyIn(books, region)) why = "an enemy army occupies it";
  else if (books.flag("revolt." + region)) why = "it is in revolt";
  if (why.empty()) return std::nullopt;
  return refuse(ActionError::Code::NotAllowed,
                itemName(books.data, "region", region) + ": " + why +
                    "; a new revolutionary army goes in a region not controlled by the Royalist, nor occupied by an "
                    "enemy army, nor in revolt (9.3.3)",
                argument);
}

std::string armyWhereabouts(const GameData& data, const std::string& where) {
  if (where == "off_map") return "off the map";
  if (where == "eliminated") return "eliminated";
  if (where == "paris_box") return "in the Paris box";
  return "in " + itemName(data, "region", where);
}

}  // namespace adc::revolution
