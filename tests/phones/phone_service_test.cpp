// The meeting point of the server's threads and the app's: pacing, the seal queue, the
// live streams, the phones seen, and phones turned off.
#include "phone_page.hpp"
#include "phone_service.hpp"

#include <catch2/catch.hpp>

#include <thread>

using namespace adc::phones;

namespace {

const std::string anneToken = "0123456789abcdef0123456789abcdef";

PhoneSnapshot oneSeat(const std::string& token = anneToken) {
  PhoneSnapshot snapshot;
  snapshot.seats = {SeatView{token, "Anne", {{"bid", "france"}}, {{"seat", "Anne"}}}};
  return snapshot;
}

PhoneRequest state(const std::string& token = anneToken) {
  return PhoneRequest{"GET", "/s/" + token + "/state", {{"host", "h:1"}, {"user-agent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36"}}, ""};
}

int status(const PhoneAnswer& answer) {
  return std::holds_alternative<PhoneResponse>(answer) ? std::get<PhoneResponse>(answer).status : 0;
}

}  // namespace

TEST_CASE("A burst from one phone is slowed, and another phone is still answered") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  int slowed = 0;
  for (int i = 0; i < 100; ++i) slowed += status(service.answer(state(), "10.0.0.2", 1000)) == 429;
  CHECK(slowed >= 50);
  CHECK(status(service.answer(state("ffffffffffffffffffffffffffffffff"), "10.0.0.3", 1000)) == 404);
  // A second later the phone is answered again.
  CHECK(status(service.answer(state(), "10.0.0.2", 2000)) == 200);
}

TEST_CASE("The laptop sees which device joined each seat, in fixed words") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  CHECK(service.devices().empty());
  service.answer(state("ffffffffffffffffffffffffffffffff"), "10.0.0.9", 10);
  CHECK(service.devices().empty());
  service.answer(state(), "10.0.0.2", 20);
  const auto devices = service.devices();
  REQUIRE(devices.count(anneToken));
  CHECK(devices.at(anneToken).device == "Android phone, Chrome");
  CHECK(devices.at(anneToken).address == "10.0.0.2");
  CHECK(deviceName("<script>alert(1)</script>") == "browser");
  CHECK(deviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1") == "iPhone, Safari");
  // Sent away: its seat has a new token, and the old phone is forgotten.
  service.publish(oneSeat("eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"));
  CHECK(service.devices().empty());
  CHECK(status(service.answer(state(), "10.0.0.2", 30)) == 404);
}

TEST_CASE("A seal waits for the app's answer, and one not answered in time is never performed later") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  const SealOrder order{anneToken, "Anne", "bid", "france", "12"};
  std::optional<SealResult> result;
  std::thread phone([&] { result = service.submit(order, std::chrono::seconds(5)); });
  std::vector<QueuedSeal> seals;
  for (int i = 0; i < 500 && seals.empty(); ++i) {
    seals = service.takeSeals();
    if (seals.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(seals.size() == 1);
  CHECK(seals[0].order.value == "12");
  service.answerSeal(seals[0].id, SealResult{false, "Poland may write no other policy than free trade (33.6)."});
  phone.join();
  REQUIRE(result);
  CHECK_FALSE(result->sealed);
  CHECK(result->message.find("33.6") != std::string::npos);

  CHECK_FALSE(service.submit(order, std::chrono::milliseconds(10)));
  CHECK(service.takeSeals().empty());
}

TEST_CASE("A live stream sends the seat's view at each publication and ends when the seat is gone") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  std::uint64_t version = 0;
  auto first = service.nextEvent(anneToken, version, std::chrono::milliseconds(10));
  REQUIRE(first);
  CHECK(first->rfind("data: ", 0) == 0);
  CHECK(first->find("\"seat\":\"Anne\"") != std::string::npos);
  auto idle = service.nextEvent(anneToken, version, std::chrono::milliseconds(10));
  REQUIRE(idle);
  CHECK(idle->empty());  // nothing new: a keep-alive
  std::thread app([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    service.publish(oneSeat());
  });
  auto next = service.nextEvent(anneToken, version, std::chrono::seconds(5));
  app.join();
  REQUIRE(next);
  CHECK_FALSE(next->empty());
  service.publish(oneSeat("eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"));
  CHECK_FALSE(service.nextEvent(anneToken, version, std::chrono::milliseconds(10)));
}

TEST_CASE("Streams are bounded per seat") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  for (std::size_t i = 0; i < streamsPerSeat; ++i) CHECK(service.beginStream(anneToken));
  CHECK_FALSE(service.beginStream(anneToken));
  service.endStream(anneToken);
  CHECK(service.beginStream(anneToken));
}

TEST_CASE("Phones off: every token dies, waiting seals and streams are let go") {
  PhoneService service(phonePageFiles());
  service.publish(oneSeat());
  std::optional<SealResult> result{SealResult{true, ""}};
  std::thread phone([&] { result = service.submit(SealOrder{anneToken, "Anne", "bid", "france", "3"}, std::chrono::seconds(30)); });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  service.close();
  phone.join();
  CHECK_FALSE(result);
  CHECK(service.takeSeals().empty());
  CHECK(status(service.answer(state(), "10.0.0.2", 10)) == 503);
  std::uint64_t version = 0;
  CHECK_FALSE(service.nextEvent(anneToken, version, std::chrono::seconds(5)));
  CHECK_FALSE(service.beginStream(anneToken));
}
