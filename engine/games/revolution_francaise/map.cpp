#include "map.hpp"

#include "adc/game_texts.hpp"
#include "adc/text_checks.hpp"

#include <algorithm>
#include <set>

namespace adc::revolution {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& word) {
  return std::find(list.begin(), list.end(), word) != list.end();
}

// A text cell of the map tables: its words, nothing when not typed in yet, or the refusal.
Expected<std::optional<std::vector<std::string>>, ActionError> knownWords(const GameData& data, const GameState& state,
                                                                           const std::string& table,
                                                                           const std::string& row) {
  auto cell = componentCell(data, state, table, row);
  if (!cell) {
    if (cell.error().code == ActionError::Code::NeedsChartValue) return std::optional<std::vector<std::string>>{};
    return unexpected(cell.error());
  }
  return std::optional<std::vector<std::string>>{splitWords(toDisplayString(cell->front()))};
}

ActionError badEntry(std::string message) { return refuse(ActionError::Code::BadArgument, std::move(message), "value"); }

// The pairs of regions a route says touch (consecutive regions along its arrows).
std::vector<std::pair<std::string, std::string>> routeSteps(const std::vector<std::string>& route) {
  std::vector<std::pair<std::string, std::string>> steps;
  for (std::size_t i = 1; i < route.size(); ++i) steps.emplace_back(route[i - 1], route[i]);
  return steps;
}

std::optional<ActionError> checkNeighbours(const GameData& data, const GameState& state, const std::string& region,
                                           const std::vector<std::string>& typed) {
  const auto name = itemName(data, "region", region);
  if (typed.empty()) return badEntry(sayf(data, "{}: name at least one neighbouring region (ids separated by spaces)", name));
  std::set<std::string> seen;
  for (const auto& word : typed) {
    if (!contains(regions(), word)) return badEntry(sayf(data, "{}: {} is not a region id", name, quoteInput(word)));
    if (word == region) return badEntry(sayf(data, "{} cannot neighbour itself", name));
    if (!seen.insert(word).second) return badEntry(sayf(data, "{}: {} is named twice", name, itemName(data, "region", word)));
  }
  for (const auto& other : regions()) {
    if (other == region) continue;
    auto theirs = knownWords(data, state, "region_neighbours", other);
    if (!theirs) return theirs.error();
    if (!*theirs) continue;
    const bool they = contains(**theirs, region);
    const bool we = contains(typed, other);
    const auto otherName = itemName(data, "region", other);
    if (they && !we) {
      return badEntry(sayf(data, "{0}'s neighbours name {1}, so {1}'s must name {0} (adjacency goes both ways)", otherName,
                           name));
    }
    if (we && !they) {
      return badEntry(sayf(data,
                           "{0}'s neighbours, typed in already, do not name {1}, so {1}'s cannot name {0} (adjacency "
                           "goes both ways)",
                           otherName, name));
    }
  }
  for (const auto& army : {"cobourg", "brunswick", "wurmser", "quiberon"}) {
    auto route = knownWords(data, state, "allied_routes", army);
    if (!route) return route.error();
    if (!*route) continue;
    for (const auto& [a, b] : routeSteps(**route)) {
      const std::string other = a == region ? b : b == region ? a : std::string();
      if (!other.empty() && !contains(typed, other)) {
        return badEntry(sayf(data, "{}'s route goes {} -> {} (9.5.2): {}'s neighbours must name {}", itemName(data, "army", army),
                             itemName(data, "region", a), itemName(data, "region", b), name,
                             itemName(data, "region", other)));
      }
    }
  }
  return std::nullopt;
}

std::optional<ActionError> checkRoute(const GameData& data, const GameState& state, const std::string& army,
                                      const std::vector<std::string>& typed) {
  const auto armyName = itemName(data, "army", army);
  auto start = routeStart(army);
  if (!start) return badEntry(sayf(data, "{} has no route: it does not move (9.5.2)", armyName));
  if (typed.empty() || typed.front() != *start) {
    return badEntry(sayf(data, "{}'s route starts where it enters, {} (9.3.1)", armyName, itemName(data, "region", *start)));
  }
  for (std::size_t i = 0; i < typed.size(); ++i) {
    if (!contains(regions(), typed[i])) return badEntry(sayf(data, "{}: {} is not a region id", armyName, quoteInput(typed[i])));
    if (i > 0 && typed[i] == typed[i - 1]) return badEntry(sayf(data, "{}: a route does not stay in a region", armyName));
  }
  // The objectives, in the text's order, each reached along the route, the last one ending it.
  std::size_t at = 1;
  for (const auto& objective : alliedObjectives(data, army)) {
    while (at < typed.size() && typed[at] != objective) ++at;
    if (at == typed.size()) {
      return badEntry(sayf(data, "{}'s route must reach its objectives in order (9.5.2): {} is missing or out of order",
                           armyName, itemName(data, "region", objective)));
    }
    ++at;
  }
  if (at != typed.size()) return badEntry(sayf(data, "{}'s route ends at its last objective (9.5.2)", armyName));
  for (const auto& [a, b] : routeSteps(typed)) {
    for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
      auto list = knownWords(data, state, "region_neighbours", from);
      if (!list) return list.error();
      if (*list && !contains(**list, to)) {
        return badEntry(sayf(data, "{}'s route goes {} -> {}, but the neighbours typed in for {} do not name {}", armyName,
                             itemName(data, "region", a), itemName(data, "region", b), itemName(data, "region", from),
                             itemName(data, "region", to)));
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string> splitWords(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '\t') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

Expected<std::vector<std::string>, ActionError> neighboursOf(const GameData& data, const GameState& state,
                                                             const std::string& region) {
  auto cell = componentCell(data, state, "region_neighbours", region);
  if (!cell) return unexpected(cell.error());
  return splitWords(toDisplayString(cell->front()));
}

Expected<bool, ActionError> adjacent(const GameData& data, const GameState& state, const std::string& from,
                                     const std::string& to) {
  if (from == to) return false;
  for (const auto& [a, b] : {std::pair{from, to}, std::pair{to, from}}) {
    auto list = knownWords(data, state, "region_neighbours", a);
    if (!list) return unexpected(list.error());
    if (*list) return contains(**list, b);
  }
  auto asked = neighboursOf(data, state, from);  // the refusal naming the cell to type in
  if (!asked) return unexpected(asked.error());
  return contains(*asked, to);
}

std::optional<std::string> routeStart(const std::string& army) {
  if (army == "cobourg") return "lille";
  if (army == "brunswick") return "metz";
  if (army == "wurmser") return "strasbourg";
  if (army == "quiberon") return "nantes";
  return std::nullopt;
}

Expected<std::vector<std::string>, ActionError> alliedRoute(const GameData& data, const GameState& state,
                                                            const std::string& army) {
  auto cell = componentCell(data, state, "allied_routes", army);
  if (!cell) return unexpected(cell.error());
  return splitWords(toDisplayString(cell->front()));
}

std::vector<std::string> alliedObjectives(const GameData& data, const std::string& army) {
  auto cell = componentCell(data, GameState{}, "allied_objectives", army);
  // The objectives are printed (9.5.2); checkData makes sure the table has them.
  return cell ? splitWords(toDisplayString(cell->front())) : std::vector<std::string>{};
}

std::optional<ActionError> checkMapEntry(const GameData& data, const GameState& state, const Action& action) {
  if (action.type != "chart") return std::nullopt;
  auto table = action.text("table").value_or("");
  if (table != "region_neighbours" && table != "allied_routes") return std::nullopt;
  auto row = action.text("row").value_or("");
  const auto field = table == "region_neighbours" ? "neighbours" : "route";
  auto value = action.arg("value") ? action.arg("value") : action.arg(field);
  if (!value) return std::nullopt;  // the built-in action says what is missing
  // A row the table lacks: the built-in action names it.
  if (table == "region_neighbours" ? !contains(regions(), row) : !routeStart(row)) return std::nullopt;
  if (auto printed = componentCell(data, GameState{}, table, row); printed) {
    return std::nullopt;  // the built-in action says a printed cell is not typed over
  }
  auto typed = splitWords(toDisplayString(*value));
  if (table == "region_neighbours") return checkNeighbours(data, state, row, typed);
  return checkRoute(data, state, row, typed);
}

}  // namespace adc::revolution
