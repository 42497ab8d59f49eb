// Engine benchmarks (issue 2): data loading, log replay, undo, odds. Not a test: it
// prints each measurement next to its target and exits 1 if one is missed.
//
// The machine it runs on is often shared, and another process only ever adds time, so a
// single sample says little (the replay ratio read 0.56, 1.21, 1.23 and 1.42 in four
// runs). Every figure is therefore several samples: the best is held to the target, and
// the median and worst are printed beside it so a reader can see how noisy the run was.
// To add a benchmark: make a Sampler of it (timed() or prepared()), measure() it (or
// measureEach() it with the figures it is compared to), then report() it.
//
// `adc_bench --profile-load [game...]` only loads the named shipped games (all by
// default) once each, for `valgrind --tool=callgrind`.

#include "adc/game_data.hpp"
#include "adc/game_session.hpp"
#include "adc/odds.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;

// The samples of one figure, in seconds per unit of work, sorted.
struct Measurement {
  std::vector<double> samples;

  double best() const { return samples.front(); }
  double median() const { return samples[samples.size() / 2]; }
  double worst() const { return samples.back(); }
};

Measurement sorted(std::vector<double> samples) {
  std::sort(samples.begin(), samples.end());
  return Measurement{std::move(samples)};
}

double secondsOf(const std::function<void()>& work) {
  auto start = Clock::now();
  work();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Takes one sample of some work and returns its seconds per repetition.
using Sampler = std::function<double()>;

// Times all of `work`. A sample repeats it until the sample lasts at least `minSample`
// seconds, so it is never a few microseconds of timer and scheduler noise; the first
// call (the warm-up) works out how many repetitions that takes.
Sampler timed(std::function<void()> work, double minSample = 0.005) {
  return [work = std::move(work), minSample, repeat = 0]() mutable {
    if (repeat == 0) {
      double once = secondsOf(work);
      repeat = std::max(1, static_cast<int>(std::ceil(minSample / std::max(once, 1e-9))));
      return once;
    }
    return secondsOf([&] {
             for (int r = 0; r < repeat; ++r) work();
           }) /
           repeat;
  };
}

// Times `work` after an untimed `prepare` that gives it its input (a copy of the log a
// replay consumes, the session put back where an undo starts), `repeat` times a sample.
Sampler prepared(std::function<void()> prepare, std::function<void()> work, int repeat = 1) {
  return [prepare = std::move(prepare), work = std::move(work), repeat] {
    double seconds = 0;
    for (int r = 0; r < repeat; ++r) {
      prepare();
      seconds += secondsOf(work);
    }
    return seconds / repeat;
  };
}

// `runs` samples of each sampler, taken in turns (a, b, c, a, b, c, ...) rather than one
// after the other, so a busy spell on the machine slows them all alike and their ratios
// stay honest. One untimed warm-up sample each first: it pays for cold caches, page
// faults and lazily built tables, which a player pays once, not every time.
std::vector<Measurement> measureEach(int runs, const std::vector<Sampler>& samplers) {
  for (const auto& sampler : samplers) sampler();
  std::vector<std::vector<double>> samples(samplers.size());
  for (int i = 0; i < runs; ++i) {
    for (std::size_t s = 0; s < samplers.size(); ++s) samples[s].push_back(samplers[s]());
  }
  std::vector<Measurement> result;
  for (auto& figure : samples) result.push_back(sorted(std::move(figure)));
  return result;
}

Measurement measure(int runs, const Sampler& sampler) { return measureEach(runs, {sampler}).front(); }

// Gives the memory freed by earlier samples back to the system, so the next sample
// starts from a cold heap as a player's first load of a save does. Without it the
// figures depended on what ran before: a replay whose memory the allocator had kept from
// an earlier, larger one ran six times faster (no page faults) than one that had to ask
// the system for it, which is what made the replay ratio read anything from 0.56 to 5.
void releaseFreeMemory() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

// Prints the best sample (scaled to `unit`) against its target, with the median and the
// worst; no target is a figure printed for information.
bool report(const char* what, const Measurement& measured, double scale, const char* unit,
            std::optional<double> target, bool& allMet) {
  bool met = !target || measured.best() * scale <= *target;
  allMet = allMet && met;
  std::printf("%-44s %9.3f %-2s (median %9.3f, worst %9.3f of %2zu)", what, measured.best() * scale, unit,
              measured.median() * scale, measured.worst() * scale, measured.samples.size());
  if (target) std::printf("  target < %g %s %s\n", *target, unit, met ? "ok" : "MISSED");
  else std::printf("  (no target)\n");
  return met;
}

// Prints numerator / (factor x denominator) against its target: the ratio of the bests
// is held to it, the ratio of the medians is printed beside it for the spread.
bool reportRatio(const char* what, const Measurement& numerator, const Measurement& denominator, double factor,
                 double target, bool& allMet) {
  double ofBests = numerator.best() / (factor * denominator.best());
  double ofMedians = numerator.median() / (factor * denominator.median());
  bool met = ofBests <= target;
  allMet = allMet && met;
  std::printf("%-44s %9.3f x  (ratio of medians %9.3f)  target < %g x %s\n", what, ofBests, ofMedians, target,
              met ? "ok" : "MISSED");
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

// Loads each game once and nothing else: the workload to profile the loader with.
int profileLoad(const std::filesystem::path& shipped, std::vector<std::string> games) {
  if (games.empty()) games = adc::listGames(shipped);
  for (const auto& id : games) {
    auto data = adc::loadGame(shipped / "games" / id);
    std::printf("loaded %s: %zu tables, %zu procedures\n", id.c_str(), data.tables.size(), data.procedures.size());
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  bool allMet = true;
  std::filesystem::path shipped = ADC_SHIPPED_DATA_DIR;
  std::filesystem::path benchData = std::filesystem::path(ADC_TEST_DATA_DIR).parent_path() / "bench" / "data";

  if (argc > 1 && std::strcmp(argv[1], "--profile-load") == 0) {
    return profileLoad(shipped, std::vector<std::string>(argv + 2, argv + argc));
  }

  auto gameIds = adc::listGames(shipped);
  std::printf("shipped games: %zu; each figure is the best of several samples\n", gameIds.size());
  std::vector<std::function<void()>> loads;
  std::vector<Sampler> loadSamplers;
  for (const auto& id : gameIds) {
    loads.push_back([&, id] { adc::loadGame(shipped / "games" / id); });
    loadSamplers.push_back(timed(loads.back()));
  }
  loadSamplers.push_back(timed([&] {
    for (const auto& load : loads) load();
  }));
  auto loadTimes = measureEach(11, loadSamplers);
  for (std::size_t i = 0; i < gameIds.size(); ++i) {
    report(("load " + gameIds[i]).c_str(), loadTimes[i], 1e3, "ms", std::nullopt, allMet);
  }
  report("load all shipped game data", loadTimes.back(), 1e3, "ms", 50, allMet);

  auto game = std::make_shared<const adc::GameData>(adc::loadGame(benchData / "games" / "bench-game"));
  adc::Setup setup{"only", {}, 42};

  // A replay consumes its log, so each one gets a fresh copy, made before the clock
  // starts (copying 100k entries is not replaying them), and a cold heap. A 10k sample
  // is ten replays, as long as a 100k one: a short sample catches a quiet moment of a
  // busy machine more often than a long one does, which skewed their ratio.
  auto replayOf = [&](std::size_t count, int repeat) {
    auto log = std::make_shared<std::vector<adc::LogEntry>>(syntheticLog(count));
    auto input = std::make_shared<std::vector<adc::LogEntry>>();
    auto copyLog = [=] {
      *input = *log;
      releaseFreeMemory();
    };
    auto replay = [=, &game, &setup] {
      if (!adc::GameSession::replay(game, setup, std::move(*input), count)) std::abort();
    };
    return prepared(copyLog, replay, repeat);
  };
  auto replays = measureEach(7, {replayOf(10'000, 10), replayOf(100'000, 1)});
  report("replay 10k actions, per action", replays[0], 1e6 / 10'000, "us", 5, allMet);
  report("replay 100k actions, per action", replays[1], 1e6 / 100'000, "us", 5, allMet);
  reportRatio("100k replay / (10 x 10k replay)", replays[1], replays[0], 10, 1.2, allMet);

  auto log = syntheticLog(100'000);
  auto session = adc::GameSession::replay(game, setup, log, log.size());
  if (!session) return 2;
  // Each undo starts from the end of the log again (the redo is not timed); a sample is
  // twenty of them, so it lasts about a millisecond rather than a few microseconds.
  auto backToEnd = [&] { session->moveTo(log.size()); };
  report("undo at the end of a 100k log", measure(21, prepared(backToEnd, [&] { session->undo(); }, 20)), 1e3, "ms",
         5, allMet);
  report("undo to the middle of a 100k log", measure(11, prepared(backToEnd, [&] { session->moveTo(50'000); }, 20)),
         1e3, "ms", std::nullopt, allMet);

  const adc::Procedure* combat = game->findProcedure("combat");
  auto state = adc::initialState(*game, setup);
  std::map<std::string, adc::Value> inputs{{"ratio", std::int64_t{2}}, {"terrain", std::string("woods")}};
  std::uint64_t ways = 0;
  auto odds = measure(21, timed([&] {
                        auto computed = adc::computeOdds(*game, *combat, inputs, "attacker", state, {});
                        if (!computed) std::abort();
                        ways = computed->totalWays;
                      }));
  std::printf("odds over %llu rolls\n", static_cast<unsigned long long>(ways));
  report("odds, 2d6 procedure with 6 modifiers", odds, 1e3, "ms", 5, allMet);
  return allMet ? 0 : 1;
}
