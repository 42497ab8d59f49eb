// Players' phones under load (issue 31): ten phones on 127.0.0.1, each sending 1,000
// requests for its view while holding a live stream open, and the app publishing a new
// view ten times a second (a running timer, seals). Not a test: it prints each figure
// next to its target and exits 1 if one is missed.
//   - nothing lost: every request answered (a burst slowed by "429, try again" is sent
//     again, as the page does), every stream still open at the end;
//   - memory flat: the process's resident memory after the second half of the requests
//     within 4 MB of what it was after the first half;
//   - a seal answered by the app's next frame: median under 50 ms.
#include "phone_page.hpp"
#include "phone_server.hpp"
#include "seat_token.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

namespace {

using namespace adc::phones;
using Clock = std::chrono::steady_clock;

long residentKb() {
  std::ifstream statm("/proc/self/statm");
  long size = 0, resident = 0;
  statm >> size >> resident;
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

PhoneSnapshot tenSeats(const std::vector<std::string>& tokens, int tick) {
  PhoneSnapshot snapshot;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    nlohmann::json books = nlohmann::json::array();
    for (int line = 0; line < 30; ++line) books.push_back({{"name", "Treasury " + std::to_string(line)}, {"value", std::to_string(tick)}});
    snapshot.seats.push_back(SeatView{tokens[i], "Seat " + std::to_string(i), {{"bid", "side" + std::to_string(i)}},
                                      {{"seat", "Seat " + std::to_string(i)}, {"tick", tick}, {"books", books}}});
  }
  return snapshot;
}

}  // namespace

int main() {
  const int port = 20000 + static_cast<int>(getpid() % 20000);
  constexpr int phones = 10;
  constexpr int requests = 1000;
  std::vector<std::string> tokens;
  for (int i = 0; i < phones; ++i) tokens.push_back(newSeatToken());
  auto service = std::make_shared<PhoneService>(phonePageFiles());
  service->publish(tenSeats(tokens, 0));
  PhoneServer server(service);
  std::string error;
  if (!server.start(port, error)) {
    std::printf("cannot start the server: %s\n", error.c_str());
    return 1;
  }

  // The app: a frame every 16 ms, seals answered, a new view every 100 ms.
  std::atomic<bool> running{true};
  std::thread app([&] {
    int tick = 0;
    auto lastPublish = Clock::now();
    while (running) {
      for (auto& seal : service->takeSeals()) service->answerSeal(seal.id, SealResult{true, "Sealed at 14:05"});
      if (Clock::now() - lastPublish > std::chrono::milliseconds(100)) {
        service->publish(tenSeats(tokens, ++tick));
        lastPublish = Clock::now();
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
  });

  // A live stream per phone, counting the views it is sent.
  std::atomic<int> events{0};
  std::atomic<int> streamsOpen{0};
  std::vector<std::thread> streams;
  std::vector<std::unique_ptr<httplib::Client>> streamClients;
  for (int i = 0; i < phones; ++i) {
    streamClients.push_back(std::make_unique<httplib::Client>("127.0.0.1", port));
    streamClients.back()->set_read_timeout(std::chrono::seconds(30));
  }
  for (int i = 0; i < phones; ++i) {
    streams.emplace_back([&, i] {
      ++streamsOpen;
      streamClients[i]->Get(("/s/" + tokens[i] + "/events").c_str(), [&](const char* data, std::size_t length) {
        events += static_cast<int>(std::count(data, data + length, '\n') / 2);
        return running.load();
      });
      --streamsOpen;
    });
  }

  std::atomic<int> answered{0}, slowed{0}, lost{0};
  std::atomic<long> halfwayKb{0};
  std::atomic<int> halfway{0};
  std::vector<double> sealMs;
  std::mutex sealMutex;
  const auto started = Clock::now();
  std::vector<std::thread> clients;
  for (int i = 0; i < phones; ++i) {
    clients.emplace_back([&, i] {
      httplib::Client client("127.0.0.1", port);
      client.set_keep_alive(true);
      const std::string path = "/s/" + tokens[i] + "/state";
      for (int n = 0; n < requests; ++n) {
        if (n == requests / 2 && ++halfway == phones) halfwayKb = residentKb();
        for (int attempt = 0;; ++attempt) {
          httplib::Result result = (n % 100 == 99)
              ? client.Post(("/s/" + tokens[i] + "/seal").c_str(),
                            httplib::Headers{{"Origin", "http://127.0.0.1:" + std::to_string(port)}},
                            R"({"entry":"bid","side":"side)" + std::to_string(i) + R"(","value":"12"})", "application/json")
              : client.Get(path.c_str());
          if (!result) {
            ++lost;
            break;
          }
          if (result->status == 429) {
            ++slowed;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
          }
          if (result->status == 200) ++answered;
          else ++lost;
          break;
        }
      }
      // One more seal, timed alone, from a new connection as a page's fetch may open.
      httplib::Client fresh("127.0.0.1", port);
      const auto before = Clock::now();
      auto result = fresh.Post(("/s/" + tokens[i] + "/seal").c_str(),
                                httplib::Headers{{"Origin", "http://127.0.0.1:" + std::to_string(port)}},
                                R"({"entry":"bid","side":"side)" + std::to_string(i) + R"(","value":"3"})", "application/json");
      if (result && result->status == 200) {
        std::lock_guard lock(sealMutex);
        sealMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
      }
    });
  }
  for (auto& client : clients) client.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  const long endKb = residentKb();
  const int open = streamsOpen.load();
  running = false;
  server.stop();
  app.join();
  for (auto& stream : streams) stream.join();

  std::sort(sealMs.begin(), sealMs.end());
  const double sealMedian = sealMs.empty() ? 1e9 : sealMs[sealMs.size() / 2];
  bool ok = true;
  auto report = [&](const char* what, bool held, const std::string& figure, const char* target) {
    std::printf("%-52s %-22s target %s%s\n", what, figure.c_str(), target, held ? "" : "  MISSED");
    ok = ok && held;
  };
  std::printf("phones: %d phones x %d requests in %.1f s, %d answered after %d slowed bursts, %d stream events\n", phones,
              requests, seconds, answered.load(), slowed.load(), events.load());
  report("requests lost", lost == 0 && answered == phones * requests, std::to_string(lost.load()), "0");
  report("live streams open to the end", open == phones, std::to_string(open), std::to_string(phones).c_str());
  report("memory growth, second half of the requests", endKb - halfwayKb < 4096,
         std::to_string(static_cast<double>(endKb - halfwayKb.load()) / 1024.0).substr(0, 5) + " MB", "< 4 MB");
  report("a seal answered (median)", sealMedian < 50.0, std::to_string(sealMedian).substr(0, 5) + " ms", "< 50 ms");
  return ok ? 0 : 1;
}
