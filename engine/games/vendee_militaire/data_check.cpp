#include "data_check.hpp"

#include "common.hpp"

#include <algorithm>

namespace adc::vendee {

namespace {

struct TableShape {
  std::string id;
  int rows;                              // keys "1".."rows"
  bool sideColumns;                      // columns "white", "blue"
  std::vector<std::pair<std::string, ValueKind>> fields;
};

void checkTable(const GameData& data, const TableShape& shape, Diagnostics& diagnostics) {
  const Table* table = data.findTable(shape.id);
  auto file = (data.folder / "tables").string();
  if (!table) {
    diagnostics.add(SourceLocation{file, 0, 0}, shape.id, "the rule module reads a table '" + shape.id + "'; add it");
    return;
  }
  for (std::size_t i = 0; i < shape.fields.size(); ++i) {
    auto index = table->fieldIndex(shape.fields[i].first);
    if (!index || table->fields[*index].kind != shape.fields[i].second) {
      diagnostics.add(table->where, shape.id + ".field",
                      "the rule module reads the field '" + shape.fields[i].first + "' (" +
                          std::string(kindName(shape.fields[i].second)) + ") as field " + std::to_string(i + 1));
    } else if (*index != i) {
      diagnostics.add(table->where, shape.id + ".field",
                      "the field '" + shape.fields[i].first + "' must come in position " + std::to_string(i + 1));
    }
  }
  std::vector<std::string> rows;
  for (const auto& key : table->rows.keys) rows.push_back(key.text);
  std::vector<std::string> expected;
  for (int row = 1; row <= shape.rows; ++row) expected.push_back(std::to_string(row));
  if (rows != expected) {
    diagnostics.add(table->where, shape.id + ".row",
                    "the rows must be 1 to " + std::to_string(shape.rows) + ", in order");
  }
  std::vector<std::string> columns;
  if (table->columns) {
    for (const auto& key : table->columns->keys) columns.push_back(key.text);
  }
  auto wanted = shape.sideColumns ? std::vector<std::string>{"white", "blue"} : std::vector<std::string>{};
  if (columns != wanted) {
    diagnostics.add(table->where, shape.id + ".columns",
                    shape.sideColumns ? "the columns must be white, blue" : "the table has no columns");
  }
}

// A known cell's values must be ones the rules allow.
void checkCells(const GameData& data, const std::string& id, Diagnostics& diagnostics,
                const std::function<std::optional<std::string>(const std::vector<Value>&)>& problem) {
  const Table* table = data.findTable(id);
  if (!table) return;
  for (const auto& cell : table->cells) {
    if (!cell.known) continue;
    if (auto message = problem(cell.values)) diagnostics.add(cell.where, id, *message);
  }
}

}  // namespace

void checkData(const GameData& data, Diagnostics& diagnostics) {
  using K = ValueKind;
  std::vector<TableShape> shapes{
      {"rounds", 6, false, {{"draw_white", K::Integer}, {"draw_blue", K::Integer}, {"first_attacker", K::Text}}},
      {"generals", 6, true, {{"name", K::Text}, {"sv", K::Integer}}},
      {"hex_draws", lastHex, true, {{"draw_white", K::Integer}, {"draw_blue", K::Integer}}},
      {"hex_start", lastStartingHex, false, {{"control", K::Text}}},
  };
  std::size_t before = diagnostics.size();
  for (const auto& shape : shapes) checkTable(data, shape, diagnostics);
  if (diagnostics.size() == before) {
    checkCells(data, "rounds", diagnostics, [](const std::vector<Value>& values) -> std::optional<std::string> {
      auto side = toDisplayString(values[2]);
      if (side != "white" && side != "blue") return "first_attacker is white or blue, not '" + side + "'";
      if (asNumber(values[0]).value_or(-1) < 0 || asNumber(values[1]).value_or(-1) < 0) return "draws are 0 or more";
      return std::nullopt;
    });
    checkCells(data, "generals", diagnostics, [](const std::vector<Value>& values) -> std::optional<std::string> {
      auto sv = asNumber(values[1]).value_or(0);
      if (sv < 1 || sv > 4) return "a Strategic Value runs from 1 to 4 (Generals), not " + std::to_string(sv);
      return std::nullopt;
    });
    checkCells(data, "hex_draws", diagnostics, [](const std::vector<Value>& values) -> std::optional<std::string> {
      if (asNumber(values[0]).value_or(-1) < 0 || asNumber(values[1]).value_or(-1) < 0) {
        return "a hex's boxes hold 0 or more cards to draw";
      }
      return std::nullopt;
    });
    checkCells(data, "hex_start", diagnostics, [](const std::vector<Value>& values) -> std::optional<std::string> {
      auto face = toDisplayString(values[0]);
      if (face != "white" && face != "blue") return "a starting hex shows its white or blue face, not '" + face + "'";
      return std::nullopt;
    });
  }

  auto gameFile = SourceLocation{(data.folder / "game.toml").string(), 0, 0};
  for (const auto* key : {"fortress_reserve", "end_marker", "stage", "setup_mode", "drawn_round", "attacker",
                          "battle_hex", "to_play", "stand_total", "stand_type", "stand_side", "stand_cards",
                          "stand_unique", "stand_plus_round", "stand_minus_round", "cancellable", "prev_total",
                          "prev_type", "prev_side", "four_player", "first_player", "attacker_seat"}) {
    if (!data.schema.find(key)) diagnostics.add(gameFile, key, "the rule module keeps this value; declare it");
  }
  for (const auto* base : {"draw_pile", "hand", "discard", "set_aside", "in_battle", "in_battle_unique", "plus_round",
                           "minus_round", "general_used", "extra_general"}) {
    for (const auto* side : {"white", "blue"}) {
      auto key = std::string(base) + "." + side;
      if (!data.schema.find(key)) diagnostics.add(gameFile, key, "the rule module keeps this value per side");
    }
  }
  for (int hex = firstHex; hex <= lastHex; ++hex) {
    for (const auto* base : {"control", "fortress"}) {
      if (!data.schema.find(hexKey(base, hex))) {
        diagnostics.add(gameFile, hexKey(base, hex), "the rule module keeps this value per hex (h1 to h17)");
      }
    }
  }
  for (const auto& seat : seats()) {
    if (!data.schema.find("seat_hand." + seat)) {
      diagnostics.add(gameFile, "seat_hand." + seat, "the rule module keeps a hand per seat (s1 to s4)");
    }
  }
  for (const auto* stageName : {"setup", "fortresses", "draw", "designate", "bidding", "round_over"}) {
    if (!data.sequence.findStep(stepForStage(stageName))) {
      diagnostics.add(SourceLocation{(data.folder / "sequence.toml").string(), 0, 0}, stepForStage(stageName),
                      "the rule module shows this step; add it");
    }
  }
  for (const auto* id : {"general", "extra_general"}) {
    if (!data.findProcedure(id)) {
      diagnostics.add(SourceLocation{(data.folder / "procedures").string(), 0, 0}, id,
                      "the rule module resolves this procedure; add it");
    }
  }
  if (const Procedure* general = data.findProcedure("general")) {
    if (!general->findInput("die") || !general->findInput("round")) {
      diagnostics.add(general->where, "general.input", "the general procedure takes the inputs die and round");
    }
  }

  // Six Fortress tokens in all [L34]: every scenario's tokens on hexes plus its reserve.
  if (!diagnostics.empty()) return;
  auto reserveSlot = *data.schema.find("fortress_reserve");
  for (const auto& scenario : data.scenarios) {
    std::int64_t placed = 0;
    for (int hex = firstHex; hex <= lastHex; ++hex) {
      auto found = scenario.start.find(hexKey("fortress", hex));
      if (found != scenario.start.end() && toDisplayString(found->second) != "none") ++placed;
    }
    auto reserve = scenario.start.count("fortress_reserve")
                       ? asNumber(scenario.start.at("fortress_reserve")).value_or(0)
                       : asNumber(data.schema.defOf(reserveSlot).start).value_or(0);
    if (placed + reserve != fortressTokens) {
      diagnostics.add(scenario.where, "scenario.start.fortress_reserve",
                      std::to_string(placed) + " Fortress tokens on hexes and " + std::to_string(reserve) +
                          " in the reserve make " + std::to_string(placed + reserve) + "; the game has 6 (Components)");
    }
  }
}

}  // namespace adc::vendee
