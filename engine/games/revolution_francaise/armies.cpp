#include "armies.hpp"

#include <algorithm>

namespace adc::revolution {

const std::vector<std::string>& regularArmies() {
  static const std::vector<std::string> all{"regular_lille", "regular_metz", "regular_strasbourg", "regular_marseille"};
  return all;
}

const std::vector<std::string>& alliedArmies() {
  static const std::vector<std::string> all{"cobourg", "brunswick", "wurmser", "sardinian", "spanish_1",
                                            "spanish_2", "york", "hood_fleet", "quiberon"};
  return all;
}

const std::vector<std::string>& royalArmies() {
  static const std::vector<std::string> all{"armee_catholique", "armee_centre", "armee_retz"};
  return all;
}

bool isAllied(std::string_view army) {
  return std::find(alliedArmies().begin(), alliedArmies().end(), army) != alliedArmies().end();
}

bool isRoyal(std::string_view army) {
  return std::find(royalArmies().begin(), royalArmies().end(), army) != royalArmies().end();
}

bool onMap(std::string_view where) { return where != "off_map" && where != "eliminated"; }

std::string regionOf(std::string_view where) { return where == "paris_box" ? "paris" : std::string(where); }

bool armyIn(const Books& books, std::string_view army, std::string_view region) {
  auto where = books.text("army_at." + std::string(army));
  return onMap(where) && regionOf(where) == region;
}

std::int64_t revolutionaryArmiesIn(const Books& books, std::string_view region) {
  std::int64_t count = books.number("volunteers." + std::string(region));
  for (const auto& army : regularArmies()) count += armyIn(books, army, region) ? 1 : 0;
  return count;
}

bool enemyArmyIn(const Books& books, std::string_view region) {
  for (const auto& army : alliedArmies()) {
    if (armyIn(books, army, region)) return true;
  }
  for (const auto& army : royalArmies()) {
    if (armyIn(books, army, region)) return true;
  }
  return false;
}

}  // namespace adc::revolution
