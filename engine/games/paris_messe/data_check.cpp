#include "data_check.hpp"

#include <set>

namespace adc::paris {

namespace {

void need(const GameData& data, Diagnostics& diagnostics, const std::string& file, bool ok, const std::string& what) {
  if (!ok) diagnostics.add(SourceLocation{(data.folder / file).string(), 0, 0}, "paris-messe", what);
}

}  // namespace

void checkData(const GameData& data, Diagnostics& diagnostics) {
  struct Needed {
    const char* table;
    std::vector<const char*> fields;
  };
  const std::vector<Needed> tables{{"roster", {"name", "wing", "type", "hex"}},
                                   {"wings", {"name", "commander", "side", "scenario", "slot"}},
                                   {"counters", {"value"}},
                                   {"leaders", {"value"}},
                                   {"unit_status", {"morale_mod"}},
                                   {"unit_types", {"ivry_points"}},
                                   {"interaction", {"mod"}},
                                   {"combat", {"att_destroyed", "att_loss", "att_retreat", "def_loss", "def_retreat", "passage"}}};
  bool complete = true;
  for (const auto& needed : tables) {
    const Table* table = data.findTable(needed.table);
    need(data, diagnostics, "tables", table != nullptr,
         std::string("the rule module reads the table '") + needed.table + "'; add it");
    if (!table) {
      complete = false;
      continue;
    }
    for (const char* field : needed.fields) {
      need(data, diagnostics, "tables", table->fieldIndex(field).has_value(),
           std::string("the table '") + needed.table + "' needs the field '" + field + "'");
    }
  }
  for (const char* procedure : {"unit_fire", "artillery_fire", "morale_check", "rally_check", "retreat_impossible",
                                "commander_death", "reiter_plunder", "preemption", "reactivation", "order_change",
                                "interception", "melee"}) {
    need(data, diagnostics, "procedures", data.findProcedure(procedure) != nullptr,
         std::string("the rule module resolves the procedure '") + procedure + "'; add it");
  }
  for (int slot = 1; slot <= 5; ++slot) {
    need(data, diagnostics, "game.toml", data.findSealed("wing_order_" + std::to_string(slot)).has_value(),
         "the orders phase (3.1) reads the sealed entry wing_order_" + std::to_string(slot));
  }
  if (!complete) return;
  const Table* roster = data.findTable("roster");
  const Table* wings = data.findTable("wings");
  std::set<std::string> wingIds;
  for (const auto& key : wings->rows.keys) wingIds.insert(key.text);
  std::set<std::string> unitIds;
  auto wingField = *roster->fieldIndex("wing");
  for (std::size_t row = 0; row < roster->rows.keys.size(); ++row) {
    const auto& unit = roster->rows.keys[row].text;
    unitIds.insert(unit);
    const auto& cell = roster->cell(row, 0);
    need(data, diagnostics, "tables/roster.toml", cell.known, "roster row " + unit + " must be printed");
    if (cell.known) {
      auto wing = toDisplayString(cell.values[wingField]);
      need(data, diagnostics, "tables/roster.toml", wingIds.count(wing) > 0,
           "roster row " + unit + " names the wing '" + wing + "', which tables/wings.toml lacks");
    }
    need(data, diagnostics, "game.toml", data.schema.find("level." + unit).has_value(),
         "the unit " + unit + " of the roster is not an item of the collection 'unit'");
  }
  for (const char* id : {"d_garde1", "d_garde2", "d_garde3", "i_galaty1", "i_galaty2", "i_clary1", "i_clary2"}) {
    need(data, diagnostics, "tables/roster.toml", unitIds.count(id) > 0,
         std::string("the immediate victories of 14.1 and 14.2 name the unit '") + id + "'");
  }
  for (const auto& wing : wingIds) {
    need(data, diagnostics, "game.toml", data.schema.find("order." + wing).has_value(),
         "the wing " + wing + " of tables/wings.toml is not an item of the collection 'wing'");
  }
}

}  // namespace adc::paris
