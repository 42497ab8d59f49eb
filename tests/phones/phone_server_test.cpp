// The phones' server on 127.0.0.1, through real sockets: what reaches the app and what
// never does, whatever a phone (or another page in its browser) sends.
#include "phone_page.hpp"
#include "phone_server.hpp"

#include <httplib.h>

#include <catch2/catch.hpp>

#include <thread>
#include <unistd.h>

using namespace adc::phones;

namespace {

const std::string anneToken = "0123456789abcdef0123456789abcdef";
const std::string benoitToken = "fedcba9876543210fedcba9876543210";

PhoneSnapshot twoSeats() {
  PhoneSnapshot snapshot;
  snapshot.seats = {SeatView{anneToken, "Anne", {{"bid", "france"}}, {{"seat", "Anne"}}},
                    SeatView{benoitToken, "Benoît", {}, {{"seat", "Benoît"}, {"mine", "benoit-secret-12"}}}};
  return snapshot;
}

struct Running {
  std::shared_ptr<PhoneService> service = std::make_shared<PhoneService>(phonePageFiles());
  PhoneServer server{service};
  int port = 0;
  Running() {
    service->publish(twoSeats());
    std::string error;
    for (int attempt = 0; attempt < 20 && !server.running(); ++attempt) {
      port = 30000 + static_cast<int>((getpid() * 7 + attempt * 131) % 20000);
      server.start(port, error);
    }
    REQUIRE(server.running());
  }
  std::string origin() const { return "http://127.0.0.1:" + std::to_string(port); }
};

httplib::Result post(Running& running, const std::string& token, const std::string& body, const std::string& origin,
                     const char* type = "application/json") {
  httplib::Client client("127.0.0.1", running.port);
  httplib::Headers headers;
  if (!origin.empty()) headers.emplace("Origin", origin);
  return client.Post(("/s/" + token + "/seal").c_str(), headers, body, type);
}

}  // namespace

TEST_CASE("Through the socket, every bad write is refused and nothing reaches the app") {
  Running running;
  const std::string good = R"({"entry":"bid","side":"france","value":"12"})";
  CHECK(post(running, "00000000000000000000000000000000", good, running.origin())->status == 404);
  CHECK(post(running, benoitToken, good, running.origin())->status == 403);  // Anne's entry, Benoît's token
  CHECK(post(running, anneToken, R"({"entry":"bid","side":"england","value":"12"})", running.origin())->status == 403);
  CHECK(post(running, anneToken, good, "http://evil.example")->status == 403);
  CHECK(post(running, anneToken, good, "")->status == 403);
  CHECK(post(running, anneToken, good, running.origin(), "text/plain")->status == 415);
  CHECK(post(running, anneToken, std::string(64 * 1024, 'x'), running.origin())->status == 413);
  CHECK(post(running, anneToken, "{\"entry\":\"bid\",\"side\":\"france\",\"value\":\"Beno\xEAt\"}", running.origin())->status == 400);
  CHECK(running.service->takeSeals().empty());
}

TEST_CASE("Through the socket, a seal waits for the app's answer and gets the engine's words") {
  Running running;
  std::thread app([&] {
    for (int i = 0; i < 500; ++i) {
      auto seals = running.service->takeSeals();
      if (!seals.empty()) {
        CHECK(seals[0].order.value == "12");
        running.service->answerSeal(seals[0].id, SealResult{true, "Sealed at 14:05"});
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  });
  auto answer = post(running, anneToken, R"({"entry":"bid","side":"france","value":"12"})", running.origin());
  app.join();
  REQUIRE(answer);
  CHECK(answer->status == 200);
  CHECK(answer->body.find("Sealed at 14:05") != std::string::npos);
}

TEST_CASE("Through the socket, seat A reads nothing of seat B, and no answer sets a cookie") {
  Running running;
  httplib::Client client("127.0.0.1", running.port);
  for (const std::string& path : std::vector<std::string>{"/", "/phone.js", "/s/" + anneToken, "/s/" + anneToken + "/state", "/s/" + anneToken + "/seal",
                                 "/s/" + anneToken + "/../" + benoitToken + "/state", "/s/x/state", "/s/" + anneToken + "/state?token=" + benoitToken}) {
    INFO(path);
    auto answer = client.Get(path.c_str());
    REQUIRE(answer);
    CHECK(answer->body.find("benoit-secret-12") == std::string::npos);
    CHECK_FALSE(answer->has_header("Set-Cookie"));
  }
}

TEST_CASE("A vanished phone's stream is let go, and phones off ends every stream") {
  Running running;
  {
    httplib::Client client("127.0.0.1", running.port);
    client.set_read_timeout(std::chrono::seconds(5));
    int events = 0;
    // The phone reads one view, then goes away.
    client.Get(("/s/" + anneToken + "/events").c_str(), [&](const char*, std::size_t) { return ++events < 1; });
    CHECK(events == 1);
  }
  // Its place is free again for the page opened anew (three a seat at most).
  bool freed = false;
  for (int i = 0; i < 400 && !freed; ++i) {
    freed = running.service->beginStream(anneToken) && running.service->beginStream(anneToken) &&
            running.service->beginStream(anneToken);
    if (!freed) {
      running.service->endStream(anneToken);
      running.service->endStream(anneToken);
      running.service->endStream(anneToken);
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  CHECK(freed);
  running.server.stop();
  httplib::Client after("127.0.0.1", running.port);
  CHECK_FALSE(after.Get(("/s/" + anneToken + "/state").c_str()));
}
