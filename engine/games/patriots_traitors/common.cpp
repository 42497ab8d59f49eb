#include "common.hpp"

#include "adc/display_names.hpp"
#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <stdexcept>

namespace adc::patriots {

const std::vector<std::string>& factions() {
  static const std::vector<std::string> all{"cordeliers", "jacobins", "girondins", "feuillants", "royalists"};
  return all;
}
std::vector<std::string> listArgument(const Action& action, std::string_view name) {
  std::vector<std::string> items;
  const Value* value = action.arg(name);
  if (!value) return items;
  std::string text = toDisplayString(*value);
  std::string item;
  for (char c : text + ",") {
    if (c == ',' || c == ' ' || c == '+') {
      if (!item.empty()) items.push_back(item);
      item.clear();
    } else {
      item += c;
    }
  }
  return items;
}

namespace {
std::string factionList() {
  return wordNames({"cordeliers", "jacobins", "girondins", "feuillants", "royalists"});
}
}  // namespace

Expected<std::string, ActionError> factionArgument(const Action& action, std::string_view name, bool required) {
  auto text = textArgument(action, name, required);
  if (!text) return unexpected(text.error());
  if (text->empty()) return std::string();
  if (std::find(factions().begin(), factions().end(), *text) == factions().end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(wordsGame(), "{}: no faction {}; the factions are {}", argumentMeaning(action, name),
                                  quoteInput(*text), factionList()),
                             std::string(name)));
  }
  return *text;
}

bool inPlay(const StateChanges& changes, std::string_view faction) {
  return changes.flag("in_play." + std::string(faction));
}

Expected<std::string, ActionError> actingFaction(const StateChanges& changes, const Action& action) {
  if (action.side.empty()) {
    return unexpected(refuse(ActionError::Code::MissingArgument,
                             sayf(changes.data(), "{} needs the faction that acts: {}", actionTitle(action), factionList()),
                             "side"));
  }
  if (std::find(factions().begin(), factions().end(), action.side) == factions().end()) {
    return unexpected(refuse(ActionError::Code::UnknownName,
                             sayf(changes.data(), "no faction {}; the factions are {}", quoteInput(action.side), factionList()),
                             "side"));
  }
  if (!inPlay(changes, action.side)) {
    return unexpected(refuse(ActionError::Code::NotAllowed,
                             sayf(changes.data(), "the {} faction has no player in this game (5)",
                                  factionName(changes.data(), action.side)),
                             "side"));
  }
  return action.side;
}

std::string factionName(const GameData& data, std::string_view faction) {
  if (faction == "cordeliers") return say(data, "Cordelier");
  if (faction == "jacobins") return say(data, "Jacobin");
  if (faction == "girondins") return say(data, "Girondin");
  if (faction == "feuillants") return say(data, "Feuillant");
  if (faction == "royalists") return say(data, "Royalist");
  return std::string(faction);
}

// "Dumouriez", as the meeple is named in the general collection (10.5).
std::string generalName(const GameData& data, std::string_view general) {
  for (const auto& collection : data.collections) {
    if (collection.id != "general") continue;
    for (std::size_t i = 0; i < collection.items.size() && i < collection.itemNames.size(); ++i) {
      if (collection.items[i] == general) return collection.itemNames[i].substr(0, collection.itemNames[i].find(" ("));
    }
  }
  return std::string(general);
}

std::int64_t radicalRank(const GameData& data, std::string_view faction) {
  // The radical_rank table (6); checkData guarantees a row per faction.
  const Table* table = data.findTable("radical_rank");
  for (std::size_t row = 0; table && row < table->rows.keys.size(); ++row) {
    if (table->rows.keys[row].text == faction) return asNumber(table->cell(row, 0).values.front()).value_or(99);
  }
  throw std::logic_error("radical_rank has no row " + std::string(faction));
}

std::vector<std::string> leaders(const StateChanges& changes, std::string_view area) {
  std::vector<std::string> best;
  std::int64_t most = 0;
  for (const auto& faction : factions()) {
    auto cubes = changes.number(std::string(area) + "." + faction);
    if (cubes == 0) continue;
    if (cubes > most) {
      most = cubes;
      best = {faction};
    } else if (cubes == most) {
      best.push_back(faction);
    }
  }
  return best;
}

std::string majority(const StateChanges& changes, std::string_view area) {
  auto best = leaders(changes, area);
  return best.size() == 1 ? best.front() : std::string();
}

Expected<Value, ActionError> componentCell(const GameData& data, const GameState& state, const std::string& tableId,
                                           const std::string& row) {
  const Table* table = data.findTable(tableId);
  if (!table) throw std::logic_error("patriots-traitors reads the table '" + tableId + "', which its data lacks");
  auto rowKey = std::find_if(table->rows.keys.begin(), table->rows.keys.end(),
                             [&](const AxisKey& key) { return key.text == row; });
  if (rowKey == table->rows.keys.end()) {
    return unexpected(
        refuse(ActionError::Code::UnknownName, sayf(data, "{} ({}) has no row {}", table->name, table->rule, quoteInput(row))));
  }
  CellRef ref{table->id, row, std::string()};
  const auto& cell = table->cell(static_cast<std::size_t>(rowKey - table->rows.keys.begin()), 0);
  auto typed = state.chartValues.find(ref);
  if (auto reading = readCell(cell, typed == state.chartValues.end() ? std::nullopt : std::optional(typed->second))) {
    return reading->values.front();
  }
  ActionError error = refuse(ActionError::Code::NeedsChartValue,
                             sayf(data, "{} (rule {}) is not printed in the rulebook; type it in from your card or player aid",
                                  cellName(data, ref), table->rule));
  error.cell = ref;
  return unexpected(error);
}

Expected<std::int64_t, ActionError> componentNumber(const GameData& data, const GameState& state,
                                                    const std::string& table, const std::string& row) {
  auto cell = componentCell(data, state, table, row);
  if (!cell) return unexpected(cell.error());
  auto number = asNumber(*cell);
  if (!number) {
    return unexpected(refuse(ActionError::Code::BadArgument,
                             sayf(data, "{} holds {}, not a number", cellName(data, CellRef{table, row, std::string()}),
                                  quoteInput(toDisplayString(*cell)))));
  }
  return *number;
}

Expected<std::string, ActionError> componentText(const GameData& data, const GameState& state,
                                                 const std::string& table, const std::string& row) {
  auto cell = componentCell(data, state, table, row);
  if (!cell) return unexpected(cell.error());
  return toDisplayString(*cell);
}

std::int64_t warResult(const GameData& data, const std::string& row, const std::string& field) {
  const Table* table = data.findTable("results_of_war");
  if (!table) throw std::logic_error("patriots-traitors lacks its results_of_war table");
  auto rowKey = std::find_if(table->rows.keys.begin(), table->rows.keys.end(),
                             [&](const AxisKey& key) { return key.text == row; });
  auto fieldIndex = table->fieldIndex(field);
  if (rowKey == table->rows.keys.end() || !fieldIndex) {
    throw std::logic_error("results_of_war lacks " + row + "/" + field);
  }
  const auto& cell = table->cell(static_cast<std::size_t>(rowKey - table->rows.keys.begin()), 0);
  return asNumber(cell.values.at(*fieldIndex)).value_or(0);
}

void showStep(const GameData& data, GameState& state, std::string_view stageName) {
  std::string step = "round.turn";
  if (stageName == "setup") step = "setup.seat";
  else if (stageName == "deal") step = "setup.deal";
  else if (stageName == "round_start") step = "round.start";
  else if (stageName == "end_of_round") step = "round.end";
  else if (stageName == "round_over" || stageName == "game_over") step = "round.over";
  if (auto index = data.sequence.findStep(step)) state.step = *index;
}

void stage(StateChanges& changes, std::string_view key, Value value) {
  if (auto problem = changes.set(key, std::move(value))) {
    throw std::logic_error("patriots-traitors staged an impossible change: " + problem->message);
  }
}

void stageAdd(StateChanges& changes, std::string_view key, std::int64_t delta) {
  if (auto problem = changes.add(key, delta)) {
    throw std::logic_error("patriots-traitors staged an impossible change: " + problem->message);
  }
}

std::string stageText(const GameData& data, std::string_view stage) {
  if (stage == "setup") return say(data, "the factions are being seated");
  if (stage == "deal") return say(data, "the starting hands are being dealt");
  if (stage == "round_start") return say(data, "the round is about to start");
  if (stage == "turns") return say(data, "the players are taking their turns");
  if (stage == "end_of_round") return say(data, "the round is ending");
  if (stage == "round_over") return say(data, "the round is over");
  if (stage == "game_over") return say(data, "the game is over");
  return humanizeId(stage);
}

ActionError pointOn(ActionError refusal, const StateChanges& changes) {
  const auto stage = changes.text("stage");
  if (stage == "setup") return std::move(refusal).pointing(WayForward::action("pt_setup"));
  if (stage == "deal") return std::move(refusal).pointing(WayForward::action("pt_deal"));
  if (stage == "round_start") return std::move(refusal).pointing(WayForward::action("pt_start_round"));
  if (stage == "turns") return std::move(refusal).pointing(WayForward::action("pt_end_turn"));
  if (stage == "end_of_round") return std::move(refusal).pointing(WayForward::action("pt_propose"));
  if (stage == "round_over") return std::move(refusal).pointing(WayForward::toStep("round.start"));
  return refusal;
}

std::optional<ActionError> requireTurn(const StateChanges& changes, std::string_view faction, std::string_view what) {
  if (changes.text("stage") != "turns") {
    return pointOn(refuse(ActionError::Code::NotAllowed,
                          sayf(changes.data(), "{} happens in a player's turn (7); now {}", what,
                               stageText(changes.data(), changes.text("stage")))),
                   changes);
  }
  if (changes.text("active") != faction) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(changes.data(), "{} only in your own turn (7): it is the {}'s turn", what,
                       factionName(changes.data(), changes.text("active"))),
                  "side");
  }
  return std::nullopt;
}

std::optional<ActionError> requireBasicActionLeft(const StateChanges& changes, std::string_view faction) {
  if (changes.flag("acted." + std::string(faction))) {
    return refuse(ActionError::Code::NotAllowed,
                  sayf(changes.data(),
                       "the {} has done this turn's basic action already: one of play, activate, draw or exchange (7)",
                       factionName(changes.data(), faction)),
                  "side");
  }
  return std::nullopt;
}

std::string checkSuddenEnd(StateChanges& changes, std::int64_t round) {
  if (changes.text("result") != "playing") return {};
  for (const std::string nation : {"austria", "prussia", "sardinia", "emigres", "britain", "dutch", "spain"}) {
    if (changes.text("army." + nation) != "paris") continue;
    // An army that ties with a Revolutionary General in Paris shares the province with him:
    // it has not overrun Paris (12.2; AMB-68).
    bool defended = false;
    for (const std::string general : {"lafayette", "dumouriez", "hoche", "pichegru", "bonaparte", "jourdan", "dumas"}) {
      if (changes.text("general_at." + general) == "paris") defended = true;
    }
    if (defended) continue;
    bool royalistPlays = inPlay(changes, "royalists");
    stage(changes, "result", Value{std::string("fall_of_paris")});
    stage(changes, "winner", Value{std::string(royalistPlays ? "royalists" : "all_lose")});
    const GameData& data = changes.data();
    return royalistPlays ? sayf(data, "Paris falls to the {} army: the Royalist player wins, all others lose (13.2)",
                                wordText(nation))
                         : sayf(data, "Paris falls to the {} army: all players lose (13.2)", wordText(nation));
  }
  // AMB-19: each faction on its own, cubes now in the Conciergerie and on the Place de la
  // Révolution, before the 21st round.
  if (round < 21) {
    for (const std::string faction : {"feuillants", "girondins"}) {
      if (!inPlay(changes, faction)) continue;
      auto lost = changes.number("conciergerie." + faction) + changes.number("place_revolution." + faction);
      if (lost < 15) continue;
      stage(changes, "result", Value{std::string("faction_eliminated")});
      stage(changes, "winner", Value{std::string(inPlay(changes, "cordeliers") ? "cordeliers" : "none")});
      return sayf(changes.data(),
                  "the {}s have lost {} cubes to the Conciergerie and the Place de la Révolution: the Cordelier player wins (13.3)",
                  factionName(changes.data(), faction), lost);
    }
  }
  return {};
}

void commitChecked(const GameData& data, GameState& state, StateChanges& changes, std::string& line) {
  auto ended = checkSuddenEnd(changes, state.turn);
  if (!ended.empty()) line += say(data, "; ") + ended;
  changes.commit(state);
  if (changes.text("result") != "playing" && changes.text("result") != "scored") {
    state.gameOver = true;
    StateChanges closing(data, state);
    stage(closing, "stage", Value{std::string("game_over")});
    closing.commit(state);
    showStep(data, state, "game_over");
  }
}

}  // namespace adc::patriots
