#include "victory.hpp"

#include "cards.hpp"
#include "common.hpp"
#include "cubes.hpp"
#include "adc/game_texts.hpp"

#include <algorithm>

namespace adc::patriots {

namespace {

// Tie-break: "the player with the most Leaders of his own faction in his possession" (13):
// Leader cards in hand or activated whose symbol is his (AMB-18); a symbol not typed in yet
// does not count.
std::int64_t ownLeaders(const GameData& data, const GameState& state, const StateChanges& changes,
                        std::string_view faction) {
  std::int64_t count = 0;
  for (const std::string place : {"hand_", "active_"}) {
    for (const auto& card : cardsAt(changes, place + std::string(faction))) {
      auto kind = cardKind(data, state, card);
      if (!kind || !isLeaderKind(*kind)) continue;
      auto symbols = cardFactions(data, state, card);
      if (symbols && std::find(symbols->begin(), symbols->end(), faction) != symbols->end()) ++count;
    }
  }
  return count;
}

}  // namespace

VictoryReport victory(const GameData& data, const GameState& state) {
  StateChanges changes(data, state);
  VictoryReport report;
  report.rule = "13";
  auto result = changes.text("result");
  for (const auto& faction : factions()) {
    if (!inPlay(changes, faction)) continue;
    VictoryLine line;
    line.side = faction;
    auto provincesOwned = provincesHeld(changes, faction);
    auto army = changes.number("caserne." + faction) + changes.number("champ_de_mars." + faction);
    auto convention = changes.number("convention." + faction);
    line.breakdown.emplace_back(say(data, "Provinces (1 per cube)"), provincesOwned);
    line.breakdown.emplace_back(say(data, "Caserne/Champ de Mars cubes"), army);
    line.breakdown.emplace_back(say(data, "Convention nationale cubes"), convention);
    line.points = provincesOwned + army + convention;
    bool alive = changes.flag("louis_alive");
    if (faction == "girondins" && alive) {
      line.breakdown.emplace_back(say(data, "Louis XVI alive: Girondin bonus"), 3);
      line.points += 3;
    }
    if (faction == "jacobins" && !alive) {
      line.breakdown.emplace_back(say(data, "Louis XVI executed: Jacobin bonus"), 3);
      line.points += 3;
    }
    report.sides.push_back(std::move(line));
  }
  if (result == "fall_of_paris" || result == "royal_family_saved" || result == "faction_eliminated") {
    auto winner = changes.text("winner");
    report.winner = winner == "all_lose" || winner == "none" ? std::string() : winner;
    report.rule = result == "fall_of_paris" ? "13.2" : result == "royal_family_saved" ? "13.1" : "13.3";
    report.explanation = result == "fall_of_paris"
                             ? (report.winner.empty() ? say(data, "Paris has fallen: all players lose (13.2)")
                                                      : say(data, "Paris has fallen: the Royalist player wins (13.2)"))
                         : result == "royal_family_saved"
                             ? say(data, "the Royal family is saved: the Feuillant player wins at once (13.1)")
                             : say(data, "the Feuillants or Girondins have lost 15 cubes: the Cordelier player wins (13.3)");
    return report;
  }
  std::int64_t best = -1;
  for (const auto& line : report.sides) best = std::max(best, line.points);
  std::vector<std::string> top;
  for (const auto& line : report.sides) {
    if (line.points == best) top.push_back(line.side);
  }
  if (top.size() == 1) {
    report.winner = top.front();
    report.explanation = sayf(data, "the {} has the most influence in the Provinces, the Caserne/Champ de Mars and the Convention nationale: {} (13)",
                              factionName(data, top.front()), best);
    return report;
  }
  std::int64_t mostLeaders = -1;
  std::vector<std::string> still;
  std::string counts;
  for (const auto& faction : top) {
    auto held = ownLeaders(data, state, changes, faction);
    counts += (counts.empty() ? "" : ", ") + factionName(data, faction) + " " + std::to_string(held);
    if (held > mostLeaders) {
      mostLeaders = held;
      still = {faction};
    } else if (held == mostLeaders) {
      still.push_back(faction);
    }
  }
  if (still.size() == 1) {
    report.winner = still.front();
    report.explanation = sayf(data, "tie at {}; the most Leaders of his own faction in possession ({}) breaks it (13)", best, counts);
  } else {
    report.explanation = sayf(data, "tie at {} and on own Leaders in possession ({}): a shared victory", best, counts);
  }
  return report;
}

}  // namespace adc::patriots
