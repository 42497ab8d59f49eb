// Engine benchmarks (issue 2): data loading, log replay, undo, odds. Not a test: it
// prints each measurement next to its target and exits 1 if one is missed.

#include "adc/game_data.hpp"
#include "adc/game_session.hpp"
#include "adc/odds.hpp"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double secondsOf(const std::function<void()>& work) {
  auto start = Clock::now();
  work();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// The best of several runs: the machine is shared, so the minimum is the honest figure.
double bestOf(int runs, const std::function<void()>& work) {
  double best = 1e9;
  for (int i = 0; i < runs; ++i) best = std::min(best, secondsOf(work));
  return best;
}

bool report(const char* what, double value, const char* unit, double target, bool& allMet) {
  bool met = value <= target;
  allMet = allMet && met;
  std::printf("%-44s %10.3f %-3s (target < %.3g %s) %s\n", what, value, unit, target, unit, met ? "ok" : "MISSED");
  return met;
}

std::vector<adc::LogEntry> syntheticLog(std::size_t count) {
  std::vector<adc::LogEntry> log;
  log.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    adc::LogEntry entry;
    entry.action.type = "adjust";
    entry.action.args["key"] = std::string(i % 2 ? "morale.attacker" : "morale.defender");
    entry.action.args["by"] = std::int64_t(i % 3 == 0 ? -1 : 1);
    log.push_back(std::move(entry));
  }
  return log;
}

}  // namespace

int main() {
  bool allMet = true;
  std::filesystem::path shipped = ADC_SHIPPED_DATA_DIR;
  std::filesystem::path benchData = std::filesystem::path(ADC_TEST_DATA_DIR).parent_path() / "bench" / "data";

  std::size_t gameCount = 0;
  double loadAll = bestOf(5, [&] {
    gameCount = 0;
    for (const auto& id : adc::listGames(shipped)) {
      adc::loadGame(shipped / "games" / id);
      ++gameCount;
    }
  });
  std::printf("shipped games: %zu\n", gameCount);
  report("load all shipped game data", loadAll * 1e3, "ms", 50, allMet);

  auto game = std::make_shared<const adc::GameData>(adc::loadGame(benchData / "games" / "bench-game"));
  adc::Setup setup{"only", {}, 42};

  auto replayTime = [&](std::size_t count) {
    auto log = syntheticLog(count);
    return bestOf(3, [&] {
      auto session = adc::GameSession::replay(game, setup, log, count);
      if (!session) std::abort();
    });
  };
  double replay10k = replayTime(10'000);
  double replay100k = replayTime(100'000);
  report("replay 10k actions, per action", replay10k / 10'000 * 1e6, "us", 5, allMet);
  report("replay 100k actions, per action", replay100k / 100'000 * 1e6, "us", 5, allMet);
  report("100k replay / (10 x 10k replay)", replay100k / (10 * replay10k), "x", 1.2, allMet);

  auto log = syntheticLog(100'000);
  auto session = adc::GameSession::replay(game, setup, log, log.size());
  if (!session) return 2;
  double undo = secondsOf([&] { session->undo(); });
  report("undo at the end of a 100k log", undo * 1e3, "ms", 5, allMet);
  double undoFar = secondsOf([&] { session->moveTo(50'000); });
  std::printf("%-44s %10.3f ms (no target)\n", "undo to the middle of a 100k log", undoFar * 1e3);

  const adc::Procedure* combat = game->findProcedure("combat");
  auto state = adc::initialState(*game, setup);
  std::map<std::string, adc::Value> inputs{{"ratio", std::int64_t{2}}, {"terrain", std::string("woods")}};
  std::uint64_t ways = 0;
  double odds = bestOf(20, [&] {
    auto report = adc::computeOdds(*game, *combat, inputs, "attacker", state, {});
    if (!report) std::abort();
    ways = report->totalWays;
  });
  std::printf("odds over %llu rolls\n", static_cast<unsigned long long>(ways));
  report("odds, 2d6 procedure with 6 modifiers", odds * 1e3, "ms", 5, allMet);
  return allMet ? 0 : 1;
}
