#include "rules.hpp"

#include "war_check.hpp"

#include "adc/action_arguments.hpp"
#include "adc/checked_arithmetic.hpp"
#include "adc/game_texts.hpp"

#include <algorithm>
#include <optional>
#include <set>

namespace adc::grand_siecle {

namespace {

std::int64_t numberOf(const GameData& data, const GameState& state, const std::string& key) {
  auto value = state.read(data, key);
  return value ? asNumber(*value).value_or(0) : 0;
}

bool flagOf(const GameData& data, const GameState& state, const std::string& key) {
  auto value = state.read(data, key);
  return value && std::holds_alternative<bool>(*value) && std::get<bool>(*value);
}

std::string nameOf(const GameData& data, const std::string& side) {
  const Side* found = data.findSide(side);
  return found ? found->name : side;
}

// One player's standing: its powers and the sum of their final VP.
struct Player {
  std::vector<std::string> powers;
  std::int64_t points = 0;
  std::int64_t bestPrestige = 0;  // 33.1: ties go to decreasing prestige
  std::string name;
};

}  // namespace

VictoryReport victory(const GameData& data, const GameState& state) {
  VictoryReport report;
  report.rule = "31.3";
  std::vector<Player> players;
  // VP and Final % have no maximum: books corrected to numbers no game reaches could
  // make the count overflow. Then the report says so instead of ranking wrapped numbers.
  std::optional<std::string> overflow;
  auto noteOverflow = [&](const std::string& power, std::int64_t a, std::string_view op, std::int64_t b) {
    if (!overflow) overflow = sayf(data, "{}'s VP cannot be counted: {}", nameOf(data, power), overflowMessage(a, op, b));
    return std::int64_t{0};
  };
  auto lineFor = [&](const std::string& power, bool shared) {
    VictoryLine line;
    line.side = power;
    auto vp = numberOf(data, state, "vp." + power);
    auto percent = numberOf(data, state, "final_percent." + power);
    auto product = checkedMultiply(vp, percent);
    if (!product) product = noteOverflow(power, vp, "*", percent);
    auto adjusted = *product / 100;  // 31.3: rounded down
    if (*product < 0 && *product % 100 != 0) --adjusted;
    line.breakdown.emplace_back(say(data, "victory points"), vp);
    auto change = checkedSubtract(adjusted, vp);
    line.breakdown.emplace_back(sayf(data, "Final {}% (31.2)", percent),
                                change ? *change : noteOverflow(power, adjusted, "-", vp));
    line.points = adjusted;
    if (shared) {
      line.breakdown.emplace_back(say(data, "doubled, one power per player (9.2)"), adjusted);
      auto doubled = checkedMultiply(2, adjusted);
      line.points = doubled ? *doubled : noteOverflow(power, 2, "*", adjusted);
    }
    return line;
  };
  for (const auto& [first, second] : pairs) {
    bool shared = flagOf(data, state, std::string("shared_pair.") + first) ||
                  flagOf(data, state, std::string("shared_pair.") + second);
    std::vector<std::vector<std::string>> groups;
    if (shared) groups = {{first}, {second}};
    else groups = {{first, second}};
    for (const auto& group : groups) {
      Player player;
      player.powers = group;
      for (const auto& power : group) {
        auto line = lineFor(power, shared);
        auto points = checkedAdd(player.points, line.points);
        player.points = points ? *points : noteOverflow(power, player.points, "+", line.points);
        player.bestPrestige = std::max(player.bestPrestige, numberOf(data, state, "prestige." + power));
        player.name += (player.name.empty() ? "" : " & ") + nameOf(data, power);
        report.sides.push_back(std::move(line));
      }
      players.push_back(std::move(player));
    }
  }
  std::stable_sort(players.begin(), players.end(), [](const Player& a, const Player& b) {
    if (a.points != b.points) return a.points > b.points;
    return a.bestPrestige > b.bestPrestige;
  });
  if (overflow) {
    report.explanation = sayf(data, "{}; correct the books (set) to count the victory", *overflow);
    return report;
  }
  const auto& best = players.front();
  report.winner = best.powers.front();
  std::string ranking;
  for (const auto& player : players) {
    ranking += (ranking.empty() ? "" : ", ") + player.name + " " + std::to_string(player.points);
  }
  if (players.size() > 1 && players[1].points == best.points) {
    if (players[1].bestPrestige == best.bestPrestige) {
      report.explanation = sayf(data, "{} and {} tie at {} VP and in prestige: roll a die (33.1). Ranking: {}", best.name,
                                players[1].name, best.points, ranking);
    } else {
      report.explanation =
          sayf(data, "{} ties at {} VP and wins on prestige (33.1). Ranking: {}", best.name, best.points, ranking);
    }
  } else {
    report.explanation = sayf(data, "{} has the highest total, {} VP. Ranking: {}", best.name, best.points, ranking);
  }
  return report;
}

void checkData(const GameData& data, Diagnostics& diagnostics) {
  auto file = (data.folder / "game.toml").string();
  for (const auto& [first, second] : pairs) {
    for (const char* power : {first, second}) {
      if (!data.findSide(power)) {
        diagnostics.add(SourceLocation{file, 0, 0}, "side",
                        std::string("the rule module counts the pairs of 1.0: add the power '") + power + "'");
      }
    }
  }
  // The Start panel pairs the powers by their `partner` in game.toml: the same pairs.
  for (const auto& [first, second] : pairs) {
    const Side* side = data.findSide(first);
    if (side && side->partner != second) {
      diagnostics.add(SourceLocation{file, 0, 0}, "side",
                      std::string("1.0 pairs '") + first + "' with '" + second + "': set partner = \"" + second + "\"");
    }
  }
  for (const char* value : {"vp", "final_percent", "shared_pair", "prestige"}) {
    if (!data.schema.find(std::string(value) + ".england")) {
      diagnostics.add(SourceLocation{file, 0, 0}, "value",
                      std::string("the rule module reads the per-power value '") + value + "'; add it");
    }
  }
  checkWarData(data, diagnostics);  // part 2: what the war reads (war_check.cpp)
}

namespace {

// 9.2: a pair of powers shared by two players, one power each: chosen at the start,
// recorded on both powers so the count of 31.3 doubles their VP.
Expected<Applied, ActionError> applySharePair(const GameData& data, GameState& state, const Action& action) {
  // Refused in the players' words (the action's title, the argument's meaning, the
  // powers' names), with the rule, like every other refusal.
  auto withRule = [](ActionError error) {
    error.message += " (1.0, 9.2)";
    return error;
  };
  // A name it does not take is said as every action says it (the shared reader's words).
  if (auto problem = onlyArguments(action, {"power"})) return unexpected(*problem);
  std::vector<std::string> paired;
  for (const auto& [first, second] : pairs) {
    paired.emplace_back(first);
    paired.emplace_back(second);
  }
  auto power = wordArgument(action, "power", paired);
  if (!power) return unexpected(withRule(power.error()));
  for (const auto& [first, second] : pairs) {
    if (*power != first && *power != second) continue;
    StateChanges changes(data, state);
    for (const char* each : {first, second}) {
      if (auto problem = changes.set(std::string("shared_pair.") + each, Value{true})) return unexpected(*problem);
    }
    changes.commit(state);
    return Applied{"9.2",
                   sayf(data, "{} & {} are shared by two players, one power each: their VP count double (9.2)",
                        nameOf(data, first), nameOf(data, second)),
                   std::nullopt, action};
  }
  return unexpected(refuse(ActionError::Code::UnknownName, sayf(data, "{} is in no pair of 1.0 (1.0, 9.2)", wordText(*power)), "power"));
}

}  // namespace

RuleModule ruleModule() {
  RuleModule module;
  module.gameId = "grand-siecle";
  module.checkData = checkData;
  module.victory = victory;
  module.actions = {{"gs_share_pair", guarded(applySharePair)}};
  module.descriptions = {
      {"gs_share_pair",
       {"Share a pair of powers between two players", "9.2", ActionDescription::SideActs::No, "",
        {ArgumentDescription::side("power", "a power of the pair, which two players share")}}}};
  // The Start panel names a player for each power; a pair with two players is shared, and
  // the game's first actions say so (9.2), before the first turn.
  Opening opening;
  opening.actions = [](const GameData&, const Setup& setup, const std::map<std::string, Value>&) {
    std::vector<Action> actions;
    for (const auto& [first, second] : pairs) {
      std::set<std::string> holders;
      for (const auto& player : setup.players) {
        if (player.side == first || player.side == second) holders.insert(player.name);
      }
      if (holders.size() > 1) actions.push_back(Action{"gs_share_pair", "", {{"power", Value{std::string(first)}}}, "", 0});
    }
    return actions;
  };
  module.opening = std::move(opening);
  return module;
}

}  // namespace adc::grand_siecle
