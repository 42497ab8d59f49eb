#include "adc/game_data.hpp"

#include <algorithm>

namespace adc {

namespace {
template <typename Item>
const Item* findById(const std::vector<Item>& items, std::string_view id) {
  auto found = std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id; });
  return found == items.end() ? nullptr : &*found;
}
template <typename Item>
std::optional<std::size_t> indexById(const std::vector<Item>& items, std::string_view id) {
  auto found = std::find_if(items.begin(), items.end(), [&](const Item& item) { return item.id == id; });
  if (found == items.end()) return std::nullopt;
  return static_cast<std::size_t>(found - items.begin());
}
}  // namespace

const Side* GameData::findSide(std::string_view wanted) const { return findById(sides, wanted); }
const Table* GameData::findTable(std::string_view wanted) const { return findById(tables, wanted); }
const Procedure* GameData::findProcedure(std::string_view wanted) const { return findById(procedures, wanted); }
const Scenario* GameData::findScenario(std::string_view wanted) const { return findById(scenarios, wanted); }
const Deck* GameData::findDeck(std::string_view wanted) const { return findById(decks, wanted); }
const Collection* GameData::findCollection(std::string_view wanted) const { return findById(collections, wanted); }
const NamedDie* GameData::findDie(std::string_view wanted) const { return findById(dice, wanted); }
std::optional<std::size_t> GameData::findTimer(std::string_view wanted) const { return indexById(timers, wanted); }
std::optional<std::size_t> GameData::findSealed(std::string_view wanted) const { return indexById(sealed, wanted); }

}  // namespace adc
