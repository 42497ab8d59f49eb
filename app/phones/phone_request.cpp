#include "phone_request.hpp"

#include "seat_token.hpp"

#include "adc/text_checks.hpp"

#include <algorithm>

namespace adc::phones {

namespace {

// Every answer: never kept by a cache, the page's link (with its token) never sent to
// another site as a referrer, nothing but the page's own files run.
void secureHeaders(PhoneResponse& response) {
  response.headers.emplace_back("Cache-Control", "no-store");
  response.headers.emplace_back("Referrer-Policy", "no-referrer");
  response.headers.emplace_back("X-Content-Type-Options", "nosniff");
  response.headers.emplace_back("Content-Security-Policy",
                                "default-src 'self'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; "
                                "form-action 'none'; base-uri 'none'");
}

std::string header(const PhoneRequest& request, const std::string& name) {
  auto found = request.headers.find(name);
  return found == request.headers.end() ? std::string() : found->second;
}

std::string escapeHtml(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string joinWord(const PhoneSnapshot& snapshot, const char* key, const char* english) {
  if (snapshot.joinTexts.is_object()) {
    auto found = snapshot.joinTexts.find(key);
    if (found != snapshot.joinTexts.end() && found->is_string()) return found->get<std::string>();
  }
  return english;
}

void replaceAll(std::string& text, std::string_view what, const std::string& with) {
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size())) {
    text.replace(at, what.size(), with);
  }
}

// The page: a seat's page and the join page are one file, the script telling them apart
// by the view it reads; the join page's words are written in so that it reads without it.
PhoneResponse page(const PhoneSnapshot& snapshot, const PhonePageFiles& files, int status) {
  PhoneResponse response;
  response.status = status;
  response.contentType = "text/html; charset=utf-8";
  response.body = files.page;
  const std::string language = snapshot.language == "fr" ? "fr" : "en";
  replaceAll(response.body, "{{lang}}", language);
  replaceAll(response.body, "{{join}}",
             "<h1>" + escapeHtml(joinWord(snapshot, "title", "Aide-de-camp")) + "</h1><p>" +
                 escapeHtml(joinWord(snapshot, "join",
                                     "Scan your seat's code on the laptop's screen to join the game.")) +
                 "</p>");
  secureHeaders(response);
  return response;
}

PhoneResponse file(const std::string& body, const char* type) {
  PhoneResponse response;
  response.contentType = type;
  response.body = body;
  secureHeaders(response);
  return response;
}

// An Origin other than the page's own (http://<the Host the phone asked for>) is another
// site's page writing or reading through the phone's browser.
bool foreignOrigin(const PhoneRequest& request) {
  const auto origin = header(request, "origin");
  if (origin.empty()) return false;
  const auto host = header(request, "host");
  return host.empty() || origin != "http://" + host;
}

std::string stringField(const nlohmann::json& body, const char* name) {
  auto found = body.find(name);
  if (found == body.end() || !found->is_string()) return {};
  return found->get<std::string>();
}

PhoneAnswer seal(const PhoneRequest& request, const PhoneSnapshot& snapshot, const SeatView& seat) {
  // A page of this server always sends its Origin with a write: a write without one did
  // not come from it.
  if (header(request, "origin").empty()) return refusal(403, joinWord(snapshot, "foreign", "Refused: this page did not come from Aide-de-camp."));
  if (header(request, "content-type").rfind("application/json", 0) != 0) {
    return refusal(415, joinWord(snapshot, "bad_request", "Refused: the phone sent something Aide-de-camp does not read."));
  }
  if (request.body.size() > longestBody) return refusal(413, joinWord(snapshot, "too_large", "Refused: too much was sent at once."));
  if (auto problem = textProblem(request.body)) {
    return refusal(400, joinWord(snapshot, "not_text", "Refused: what was sent is not text Aide-de-camp can keep."));
  }
  auto body = nlohmann::json::parse(request.body, nullptr, false);
  if (body.is_discarded() || !body.is_object()) {
    return refusal(400, joinWord(snapshot, "bad_request", "Refused: the phone sent something Aide-de-camp does not read."));
  }
  SealOrder order{seat.token, seat.seat, stringField(body, "entry"), stringField(body, "side"), stringField(body, "value")};
  if (order.entry.size() > longestName || order.side.size() > longestName || characterCount(order.value) > longestText) {
    return refusal(413, joinWord(snapshot, "too_large", "Refused: too much was sent at once."));
  }
  if (auto problem = checkText("value", order.value)) return refusal(400, *problem);
  if (isBlank(order.value)) return refusal(400, joinWord(snapshot, "empty", "Choose or type a value first."));
  const bool open = std::any_of(seat.open.begin(), seat.open.end(), [&](const OpenEntry& item) {
    return item.entry == order.entry && item.side == order.side;
  });
  if (!open) return refusal(403, joinWord(snapshot, "not_open", "This entry is not yours to seal now."));
  return order;
}

}  // namespace

PhoneResponse refusal(int status, const std::string& message) {
  PhoneResponse response;
  response.status = status;
  response.contentType = "application/json";
  response.body = nlohmann::json{{"error", message}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  secureHeaders(response);
  return response;
}

const SeatView* findSeat(const PhoneSnapshot& snapshot, std::string_view token) {
  if (token.size() != seatTokenBytes * 2) return nullptr;
  const SeatView* found = nullptr;
  for (const auto& seat : snapshot.seats) {
    if (sameToken(seat.token, token)) found = &seat;
  }
  return found;
}

std::string tokenInPath(std::string_view path) {
  if (path.rfind("/s/", 0) != 0) return {};
  auto rest = path.substr(3);
  return std::string(rest.substr(0, rest.find('/')));
}

std::string viewEvent(const SeatView& seat, std::uint64_t version) {
  auto view = seat.view;
  view["version"] = version;
  return "data: " + view.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n\n";
}

PhoneAnswer handlePhoneRequest(const PhoneRequest& request, const PhoneSnapshot& snapshot, const PhonePageFiles& files) {
  if (request.path.size() > longestPath) return refusal(414, joinWord(snapshot, "too_large", "Refused: too much was sent at once."));
  if (request.method != "GET" && request.method != "POST") {
    auto response = refusal(405, joinWord(snapshot, "bad_request", "Refused: the phone sent something Aide-de-camp does not read."));
    response.headers.emplace_back("Allow", "GET, POST");
    return response;
  }
  if (foreignOrigin(request)) return refusal(403, joinWord(snapshot, "foreign", "Refused: this page did not come from Aide-de-camp."));
  const bool get = request.method == "GET";
  if (get && request.path == "/phone.js") return file(files.script, "text/javascript; charset=utf-8");
  if (get && request.path == "/phone.css") return file(files.style, "text/css; charset=utf-8");
  if (get && request.path == "/") return page(snapshot, files, 200);

  const auto token = tokenInPath(request.path);
  const SeatView* seat = findSeat(snapshot, token);
  const auto route = token.empty() ? std::string_view() : std::string_view(request.path).substr(3 + token.size());
  if (!seat) {
    // No seat: the join page, or its words for the script, and nothing of the game.
    if (get && (route.empty() || route == "/")) return page(snapshot, files, 404);
    return refusal(404, joinWord(snapshot, "join", "Scan your seat's code on the laptop's screen to join the game."));
  }
  if (get && (route.empty() || route == "/")) return page(snapshot, files, 200);
  if (get && route == "/state") {
    auto view = seat->view;
    view["version"] = snapshot.version;
    PhoneResponse response;
    response.contentType = "application/json";
    response.body = view.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    secureHeaders(response);
    return response;
  }
  if (get && route == "/events") return StreamOrder{seat->token};
  if (!get && route == "/seal") return seal(request, snapshot, *seat);
  return refusal(404, joinWord(snapshot, "bad_request", "Refused: the phone sent something Aide-de-camp does not read."));
}

}  // namespace adc::phones
