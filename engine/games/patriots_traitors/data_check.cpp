#include "data_check.hpp"

#include "cards.hpp"
#include "cubes.hpp"

#include <algorithm>

namespace adc::patriots {

namespace {

// The tables the module reads, with the rows it reads and the kind of their one field.
void requireRows(const GameData& data, Diagnostics& diagnostics, const std::string& id,
                 const std::vector<std::string>& rows, ValueKind kind) {
  const Table* table = data.findTable(id);
  auto file = (data.folder / "tables").string();
  if (!table) {
    diagnostics.add(SourceLocation{file, 0, 0}, id, "the rule module reads a table '" + id + "'; add it");
    return;
  }
  if (table->fields.size() != 1 || table->fields.front().kind != kind) {
    diagnostics.add(table->where, id + ".field",
                    "the rule module reads one " + std::string(kindName(kind)) + " field from this table");
  }
  for (const auto& row : rows) {
    bool found = std::any_of(table->rows.keys.begin(), table->rows.keys.end(),
                             [&](const AxisKey& key) { return key.text == row; });
    if (!found) diagnostics.add(table->where, id + ".row", "the rule module reads the row '" + row + "'; add it");
  }
}

// A collection the forms offer must list exactly the places the module knows, in any
// order: a place missing could not be chosen, an extra one would be refused.
void requireCollection(const GameData& data, Diagnostics& diagnostics, const std::string& id,
                       std::vector<std::string> places) {
  const Collection* collection = data.findCollection(id);
  if (!collection) {
    diagnostics.add(SourceLocation{(data.folder / "game.toml").string(), 0, 0}, id,
                    "the rule module offers the collection '" + id + "'; add it");
    return;
  }
  auto listed = collection->items;
  std::sort(listed.begin(), listed.end());
  std::sort(places.begin(), places.end());
  if (listed != places) {
    diagnostics.add(SourceLocation{(data.folder / "game.toml").string(), 0, 0}, id,
                    "the collection '" + id + "' must list the places the rule module knows");
  }
}

}  // namespace

void checkData(const GameData& data, Diagnostics& diagnostics) {
  std::vector<std::string> places{"stock", "pile", "oui", "non", "conciergerie", "place_revolution"};
  places.insert(places.end(), parisAreas().begin(), parisAreas().end());
  places.insert(places.end(), provinces().begin(), provinces().end());
  requireCollection(data, diagnostics, "place", places);
  std::vector<std::string> front = provinces();
  front.insert(front.end(), territories().begin(), territories().end());
  requireCollection(data, diagnostics, "front", front);
  requireRows(data, diagnostics, "area_spaces", parisAreas(), ValueKind::Integer);
  requireRows(data, diagnostics, "radical_rank", factions(), ValueKind::Integer);
  requireRows(data, diagnostics, "faction_currency", factions(), ValueKind::Text);
  std::vector<std::string> actionAndLeader;
  for (const auto& card : allCards()) {
    if (!isLaw(card)) actionAndLeader.push_back(card);
  }
  requireRows(data, diagnostics, "card_cockades", actionAndLeader, ValueKind::Integer);
  requireRows(data, diagnostics, "card_kind", actionAndLeader, ValueKind::Text);
  requireRows(data, diagnostics, "general_card",
              {"lafayette", "dumouriez", "hoche", "pichegru", "bonaparte", "jourdan", "dumas", "rochejaquelein",
               "charette"},
              ValueKind::Text);
  requireRows(data, diagnostics, "to_paris_nation",
              {"ac06", "ac07", "ac08", "ac10", "ac14", "ac15", "ac16", "ac22", "ac23", "ac42"}, ValueKind::Text);
  std::vector<std::string> months;
  for (int round = 1; round <= 21; ++round) months.push_back(std::to_string(round));
  requireRows(data, diagnostics, "round_track", months, ValueKind::Text);
  const Table* war = data.findTable("results_of_war");
  if (!war) {
    diagnostics.add(SourceLocation{(data.folder / "tables").string(), 0, 0}, "results_of_war",
                    "the rule module reads a table 'results_of_war'; add it");
  } else {
    for (const std::string field : {"cn_loss", "faubourgs_loss", "caserne_loss", "stock_to_pile", "stock_to_caserne",
                                    "stock_to_faubourgs", "gold", "royalist_cube", "majority_cn_loss", "tie_cn_loss"}) {
      if (!war->fieldIndex(field)) {
        diagnostics.add(war->where, "results_of_war.field", "the rule module reads the field '" + field + "'; add it");
      }
    }
    for (const std::string row : {"no_general", "province_defence_victory", "province_defence_defeat",
                                  "province_offensive_victory", "province_offensive_defeat", "territory_victory",
                                  "territory_defeat"}) {
      bool found = std::any_of(war->rows.keys.begin(), war->rows.keys.end(),
                               [&](const AxisKey& key) { return key.text == row; });
      if (!found) {
        diagnostics.add(war->where, "results_of_war.row", "the rule module reads the row '" + row + "'; add it");
      } else {
        auto index = static_cast<std::size_t>(
            std::find_if(war->rows.keys.begin(), war->rows.keys.end(), [&](const AxisKey& key) { return key.text == row; }) -
            war->rows.keys.begin());
        if (!war->cell(index, 0).known) {
          diagnostics.add(war->where, "results_of_war.row", "the row '" + row + "' is printed (QR Results of War)");
        }
      }
    }
  }
  if (const Deck* deck = data.findDeck("cards"); !deck || deck->cards.size() != allCards().size()) {
    diagnostics.add(SourceLocation{(data.folder / "game.toml").string(), 0, 0}, "deck",
                    "the rule module reads the 95 cards of the deck 'cards' (10)");
  }
}

}  // namespace adc::patriots
