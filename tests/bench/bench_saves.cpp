// Save benchmarks (issue 14): the cost of saving one action, of `adc do`, of opening a
// long game and its peak memory, at the length of a whole Grand Siècle campaign (some
// 20,000 actions) and five times that. Not a test: it prints each figure next to its
// target, with the spread of its samples, and exits 1 if one is missed.
//
// The machine is shared, so every figure is the median of several samples, and each
// sample is long enough (a batch of actions, a whole open) that it is not a few
// microseconds of noise.

#include "adc/game_data.hpp"
#include "adc/save_journal.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

struct Samples {
  std::vector<double> values;
  double median() const {
    auto sorted = values;
    std::sort(sorted.begin(), sorted.end());
    return sorted[sorted.size() / 2];
  }
  double best() const { return *std::min_element(values.begin(), values.end()); }
  double worst() const { return *std::max_element(values.begin(), values.end()); }
};

Samples sample(int runs, const std::function<double()>& work) {
  Samples samples;
  for (int i = 0; i < runs; ++i) samples.values.push_back(work());
  return samples;
}

double secondsOf(const std::function<void()>& work) {
  auto start = Clock::now();
  work();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

bool allMet = true;

void report(const char* what, double value, const char* unit, double target, const std::string& spread) {
  bool met = value <= target;
  allMet = allMet && met;
  std::printf("%-52s %9.3f %-2s (target < %g %s) %s  %s\n", what, value, unit, target, unit, met ? "ok" : "MISSED",
              spread.c_str());
}

std::string spreadOf(const Samples& samples, double scale, const char* unit) {
  char text[96];
  std::snprintf(text, sizeof text, "[%zu samples, %.3f-%.3f %s]", samples.values.size(), samples.best() * scale,
                samples.worst() * scale, unit);
  return text;
}

// A correction of one of France's books, alternately up and down: legal at any length.
adc::Action nudge(std::size_t i) {
  return adc::Action{"adjust", "", {{"key", std::string("treasury.france")}, {"by", std::int64_t(i % 2 ? -1 : 1)}},
                     "benchmark", 0};
}

struct Game {
  std::shared_ptr<const adc::GameData> data;
  adc::GameProvider provider() const {
    auto shared = data;
    return [shared](const std::string& id) { return id == shared->id ? shared : nullptr; };
  }
};

// A save of `count` actions written as the app writes it: one store per action.
std::filesystem::path makeSave(const Game& game, const std::filesystem::path& folder, std::size_t count) {
  auto file = folder / ("game-" + std::to_string(count) + ".adc");
  adc::GameSession session(game.data, adc::Setup{game.data->scenarios.front().id, {}, 1700});
  for (std::size_t i = 0; i < count; ++i) {
    if (!session.perform(nudge(i))) std::abort();
  }
  adc::writeFileAtomically(file, adc::writeSave(session));
  return file;
}

// The app's path for one action: perform, then append to the open save (flushed).
Samples storeCost(const Game& game, const std::filesystem::path& file) {
  auto [journal, session] = adc::SaveJournal::open(file, game.provider());
  std::size_t next = session.log().size();
  const int batch = 20;
  return sample(7, [&, &journal = journal, &session = session] {
    return secondsOf([&] {
             for (int i = 0; i < batch; ++i) {
               if (!session.perform(nudge(next++))) std::abort();
               journal.store(session);
             }
           }) /
           batch;
  });
}

// Runs a program and returns its wall time and peak memory (KiB).
std::pair<double, long> runProgram(const std::vector<std::string>& args) {
  auto start = Clock::now();
  std::fflush(stdout);  // or the child's freopen would print what is buffered a second time
  pid_t child = ::fork();
  if (child == 0) {
    std::vector<char*> argv;
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    std::freopen("/dev/null", "w", stdout);
    ::execv(argv[0], argv.data());
    std::_Exit(127);
  }
  int status = 0;
  rusage usage{};
  ::wait4(child, &status, 0, &usage);
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "bench: %s exited with %d\n", args[1].c_str(), WEXITSTATUS(status));
    std::exit(2);
  }
  return {seconds, usage.ru_maxrss};
}

}  // namespace

int main() {
  ::setenv("ADC_DATA", ADC_SHIPPED_DATA_DIR, 1);
  auto folder = std::filesystem::temp_directory_path() / ("adc-bench-saves-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  ::setenv("XDG_DATA_HOME", folder.c_str(), 1);

  Game game{std::make_shared<const adc::GameData>(adc::loadGame(std::filesystem::path(ADC_SHIPPED_DATA_DIR) / "games" /
                                                                  "grand-siecle"))};
  std::printf("Grand Siècle saves of 200, 20,000 and 100,000 actions (corrections of one book)\n");
  auto small = makeSave(game, folder, 200);
  auto campaign = makeSave(game, folder, 20'000);
  auto huge = makeSave(game, folder, 100'000);
  std::printf("save sizes: %.1f KiB, %.1f MiB, %.1f MiB\n", static_cast<double>(std::filesystem::file_size(small)) / 1024,
              static_cast<double>(std::filesystem::file_size(campaign)) / 1048576,
              static_cast<double>(std::filesystem::file_size(huge)) / 1048576);

  // Saving one action in the app: perform and append, at 200 and at 20,000 actions.
  auto storeSmall = storeCost(game, small);
  auto storeCampaign = storeCost(game, campaign);
  std::printf("%-52s %9.3f ms  %s\n", "save one action at 200 (app)", storeSmall.median() * 1e3,
              spreadOf(storeSmall, 1e3, "ms").c_str());
  std::printf("%-52s %9.3f ms  %s\n", "save one action at 20,000 (app)", storeCampaign.median() * 1e3,
              spreadOf(storeCampaign, 1e3, "ms").c_str());
  report("save one action, 20,000 / 200 (app)", storeCampaign.median() / storeSmall.median(), "x", 2, "(medians)");

  // `adc do` as a player runs it: a whole process, at 200 and at 20,000 actions.
  auto adcDo = [&](const std::filesystem::path& file) {
    std::size_t count = 0;
    return sample(7, [&] {
      return runProgram({ADC_CLI_PATH, "do", file.string(), "adjust", "key=treasury.france",
                         count++ % 2 ? "by=-1" : "by=1", "--reason", "benchmark"})
          .first;
    });
  };
  auto doSmall = adcDo(small);
  auto doCampaign = adcDo(campaign);
  std::printf("%-52s %9.3f ms  %s\n", "adc do at 200", doSmall.median() * 1e3, spreadOf(doSmall, 1e3, "ms").c_str());
  std::printf("%-52s %9.3f ms  %s\n", "adc do at 20,000", doCampaign.median() * 1e3,
              spreadOf(doCampaign, 1e3, "ms").c_str());
  report("adc do, 20,000 / 200", doCampaign.median() / doSmall.median(), "x", 4, "(medians)");

  // Opening: the save read, checked and brought to its cursor (data already loaded).
  auto openCost = [&](const std::filesystem::path& file) {
    return sample(5, [&] { return secondsOf([&] { (void)adc::readSave(file, game.provider()); }); });
  };
  auto openCampaign = openCost(campaign);
  auto openHuge = openCost(huge);
  report("open a 20,000-action game", openCampaign.median() * 1e3, "ms", 300, spreadOf(openCampaign, 1e3, "ms"));
  report("open a 100,000-action game", openHuge.median() * 1e3, "ms", 1000, spreadOf(openHuge, 1e3, "ms"));

  // Peak memory of a program that opens the 100,000-action game (`adc show`).
  auto [showTime, peakKiB] = runProgram({ADC_CLI_PATH, "show", huge.string()});
  report("peak memory, adc show of 100,000 actions", static_cast<double>(peakKiB) / 1024, "MB", 200,
         "(" + std::to_string(static_cast<int>(showTime * 1e3)) + " ms)");

  std::filesystem::remove_all(folder);
  return allMet ? 0 : 1;
}
