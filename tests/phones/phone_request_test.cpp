// The phone server's answers, without a socket: what a seat's token opens, and every way
// a request is refused with nothing changed and nothing of another seat said.
#include "phone_page.hpp"
#include "phone_request.hpp"
#include "seat_token.hpp"

#include <catch2/catch.hpp>

using namespace adc::phones;

namespace {

const std::string anneToken = "0123456789abcdef0123456789abcdef";
const std::string brunoToken = "fedcba9876543210fedcba9876543210";

// Two seats of Paris: Anne plays the Huguenots, Bruno the Catholics; Bruno has sealed
// "rally", which only his own view may say before the reveal.
PhoneSnapshot twoSeats() {
  PhoneSnapshot snapshot;
  snapshot.version = 7;
  snapshot.language = "en";
  snapshot.joinTexts = {{"join", "Scan your seat's code on the laptop's screen to join the game."}};
  SeatView anne{anneToken, "Anne", {{"wing_order_1", "huguenot"}}, {{"seat", "Anne"}, {"entries", nlohmann::json::array({{{"entry", "wing_order_1"}, {"state", "open"}}})}}};
  SeatView bruno{brunoToken, "Bruno", {}, {{"seat", "Bruno"}, {"entries", nlohmann::json::array({{{"entry", "wing_order_1"}, {"state", "sealed"}, {"mine", "rally-secret"}}})}}};
  snapshot.seats = {anne, bruno};
  return snapshot;
}

PhoneRequest get(const std::string& path) {
  return PhoneRequest{"GET", path, {{"host", "192.168.1.20:8765"}}, ""};
}

PhoneRequest sealRequest(const std::string& token, const std::string& body) {
  return PhoneRequest{"POST", "/s/" + token + "/seal",
                      {{"host", "192.168.1.20:8765"}, {"origin", "http://192.168.1.20:8765"}, {"content-type", "application/json"}},
                      body};
}

PhoneResponse response(const PhoneAnswer& answer) {
  REQUIRE(std::holds_alternative<PhoneResponse>(answer));
  return std::get<PhoneResponse>(answer);
}

bool says(const PhoneAnswer& answer, const std::string& text) {
  return std::holds_alternative<PhoneResponse>(answer) && std::get<PhoneResponse>(answer).body.find(text) != std::string::npos;
}

}  // namespace

TEST_CASE("A seat's token is 128 random bits written as 32 hexadecimal digits, new every time") {
  const auto first = newSeatToken();
  const auto second = newSeatToken();
  CHECK(first.size() == 32);
  CHECK(first.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(first != second);
  CHECK(sameToken(first, first));
  CHECK_FALSE(sameToken(first, second));
  CHECK_FALSE(sameToken(first, first.substr(0, 31)));
}

TEST_CASE("A seat's token opens its page and its own view only") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  const auto& pageAnswer = response(handlePhoneRequest(get("/s/" + anneToken), snapshot, files));
  CHECK(pageAnswer.status == 200);
  CHECK(pageAnswer.contentType.find("text/html") == 0);
  const auto& state = response(handlePhoneRequest(get("/s/" + anneToken + "/state"), snapshot, files));
  CHECK(state.status == 200);
  const auto view = nlohmann::json::parse(state.body);
  CHECK(view["seat"] == "Anne");
  CHECK(view["version"] == 7);
  CHECK(state.body.find("Bruno") == std::string::npos);
  CHECK(state.body.find("rally-secret") == std::string::npos);
  auto stream = handlePhoneRequest(get("/s/" + anneToken + "/events"), snapshot, files);
  REQUIRE(std::holds_alternative<StreamOrder>(stream));
  CHECK(std::get<StreamOrder>(stream).token == anneToken);
}

TEST_CASE("Every answer keeps the link's token from other sites and caches") {
  const auto snapshot = twoSeats();
  const auto& answer = response(handlePhoneRequest(get("/s/" + anneToken + "/state"), snapshot, phonePageFiles()));
  auto has = [&](const std::string& name, const std::string& value) {
    for (const auto& [n, v] : answer.headers) {
      if (n == name && v.find(value) != std::string::npos) return true;
    }
    return false;
  };
  CHECK(has("Referrer-Policy", "no-referrer"));
  CHECK(has("Cache-Control", "no-store"));
  CHECK(has("Content-Security-Policy", "default-src 'self'"));
  for (const auto& [name, value] : answer.headers) CHECK(name != "Set-Cookie");
}

TEST_CASE("Without a valid token a phone gets the join page and nothing of the game") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  const std::string wrong = "00000000000000000000000000000000";
  for (const std::string& path : std::vector<std::string>{"/", "/s/" + wrong, "/s/" + wrong + "/state", "/s/" + wrong + "/events",
                                 "/s/" + anneToken.substr(0, 31) + "/state", "/s//state", "/s/" + anneToken + "x/state",
                                 "/state", "/events", "/s/" + anneToken.substr(0, 16) + "/state"}) {
    INFO(path);
    auto answer = handlePhoneRequest(get(path), snapshot, files);
    REQUIRE(std::holds_alternative<PhoneResponse>(answer));
    const auto& body = std::get<PhoneResponse>(answer).body;
    CHECK(body.find("Anne") == std::string::npos);
    CHECK(body.find("Bruno") == std::string::npos);
    CHECK(body.find("rally-secret") == std::string::npos);
    CHECK(body.find("wing_order") == std::string::npos);
  }
  CHECK(response(handlePhoneRequest(get("/s/" + wrong), snapshot, files)).status == 404);
  CHECK(says(handlePhoneRequest(get("/"), snapshot, files), "Scan your seat"));
  auto seal = handlePhoneRequest(sealRequest(wrong, R"({"entry":"wing_order_1","side":"huguenot","value":"attack"})"), snapshot, files);
  CHECK(response(seal).status == 404);
}

TEST_CASE("Seat A reads nothing of seat B's sealed value before the reveal, through every URL the server answers") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  for (const std::string& route : std::vector<std::string>{"", "/", "/state", "/events", "/seal", "/phone.js", "/../" + brunoToken + "/state"}) {
    for (const std::string method : {"GET", "POST"}) {
      auto request = sealRequest(anneToken, R"({"entry":"wing_order_1","side":"catholic","value":"x"})");
      request.method = method;
      request.path = "/s/" + anneToken + route;
      auto answer = handlePhoneRequest(request, snapshot, files);
      if (auto* stream = std::get_if<StreamOrder>(&answer)) CHECK(stream->token == anneToken);
      if (auto* order = std::get_if<SealOrder>(&answer)) FAIL("sealed another seat's entry: " << order->side);
      if (auto* answered = std::get_if<PhoneResponse>(&answer)) {
        INFO(method << " " << request.path);
        CHECK(answered->body.find("rally-secret") == std::string::npos);
        CHECK(answered->body.find("Bruno") == std::string::npos);
      }
    }
  }
}

TEST_CASE("A seal names an entry the seat may write now, for its own side") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  auto accepted = handlePhoneRequest(sealRequest(anneToken, R"({"entry":"wing_order_1","side":"huguenot","value":"attack"})"), snapshot, files);
  REQUIRE(std::holds_alternative<SealOrder>(accepted));
  const auto& order = std::get<SealOrder>(accepted);
  CHECK(order.seat == "Anne");
  CHECK(order.entry == "wing_order_1");
  CHECK(order.side == "huguenot");
  CHECK(order.value == "attack");

  SECTION("seat A's token on seat B's entry is refused") {
    auto answer = handlePhoneRequest(sealRequest(anneToken, R"({"entry":"wing_order_1","side":"catholic","value":"attack"})"), snapshot, files);
    CHECK(response(answer).status == 403);
    CHECK(says(answer, "not yours"));
  }
  SECTION("seat B has nothing open: its token writes nothing") {
    auto answer = handlePhoneRequest(sealRequest(brunoToken, R"({"entry":"wing_order_1","side":"catholic","value":"attack"})"), snapshot, files);
    CHECK(response(answer).status == 403);
  }
  SECTION("an entry the seat has not open now is refused") {
    auto answer = handlePhoneRequest(sealRequest(anneToken, R"({"entry":"wing_order_2","side":"huguenot","value":"attack"})"), snapshot, files);
    CHECK(response(answer).status == 403);
  }
}

TEST_CASE("A write from another site's page is refused: its Origin is not the page's own") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  const std::string body = R"({"entry":"wing_order_1","side":"huguenot","value":"attack"})";
  auto foreign = sealRequest(anneToken, body);
  foreign.headers["origin"] = "http://evil.example";
  CHECK(response(handlePhoneRequest(foreign, snapshot, files)).status == 403);
  auto otherPort = sealRequest(anneToken, body);
  otherPort.headers["origin"] = "http://192.168.1.20:9999";
  CHECK(response(handlePhoneRequest(otherPort, snapshot, files)).status == 403);
  auto none = sealRequest(anneToken, body);
  none.headers.erase("origin");
  CHECK(response(handlePhoneRequest(none, snapshot, files)).status == 403);
  auto form = sealRequest(anneToken, body);
  form.headers["content-type"] = "application/x-www-form-urlencoded";
  CHECK(response(handlePhoneRequest(form, snapshot, files)).status == 415);
  auto readFromElsewhere = get("/s/" + anneToken + "/state");
  readFromElsewhere.headers["origin"] = "http://evil.example";
  CHECK(response(handlePhoneRequest(readFromElsewhere, snapshot, files)).status == 403);
}

TEST_CASE("Oversized bodies and fields, invalid UTF-8 and control characters are refused in words") {
  const auto snapshot = twoSeats();
  const auto& files = phonePageFiles();
  auto status = [&](const std::string& body) { return response(handlePhoneRequest(sealRequest(anneToken, body), snapshot, files)).status; };
  CHECK(status(std::string(longestBody + 1, ' ')) == 413);
  CHECK(status(R"({"entry":")" + std::string(100, 'w') + R"(","side":"huguenot","value":"attack"})") == 413);
  CHECK(status(R"({"entry":"wing_order_1","side":"huguenot","value":")" + std::string(2001, 'a') + R"("})") == 413);
  CHECK(status("{\"entry\":\"wing_order_1\",\"side\":\"huguenot\",\"value\":\"Beno\xEAt\"}") == 400);
  CHECK(status(R"({"entry":"wing_order_1","side":"huguenot","value":"a\u001bb"})") == 400);
  CHECK(status(R"({"entry":"wing_order_1","side":"huguenot","value":"   "})") == 400);
  CHECK(status("not json") == 400);
  CHECK(status("[1,2]") == 400);
  auto longPath = get("/s/" + std::string(300, 'a'));
  CHECK(response(handlePhoneRequest(longPath, snapshot, files)).status == 414);
  auto put = get("/s/" + anneToken + "/state");
  put.method = "PUT";
  CHECK(response(handlePhoneRequest(put, snapshot, files)).status == 405);
  CHECK(says(handlePhoneRequest(sealRequest(anneToken, "{\"value\":\"\xC0\xAF\"}"), snapshot, files), "not text"));
}

TEST_CASE("The page is served in the game's language and its words are escaped") {
  auto snapshot = twoSeats();
  snapshot.language = "fr";
  snapshot.joinTexts = {{"join", "Scannez <b>le code</b> de votre place."}};
  const auto& page = response(handlePhoneRequest(get("/"), snapshot, phonePageFiles()));
  CHECK(page.body.find("lang=\"fr\"") != std::string::npos);
  CHECK(page.body.find("&lt;b&gt;le code&lt;/b&gt;") != std::string::npos);
  CHECK(page.body.find("{{") == std::string::npos);
}
