#pragma once
// What the server answers a phone, as a pure function of the request and the published
// snapshot (phone_snapshot.hpp): no socket, no game, no clock, so the unit tests and the
// fuzzer call it directly. A seal it accepts is not done here: it becomes a SealOrder the
// app performs as the Sealed panel's own `seal` action; a live stream becomes a
// StreamOrder the server keeps open.
//
// Refused, with nothing changed and nothing of any seat said: a request without a valid
// token (the join page only), a token on another seat's entry, an Origin other than the
// page's own, a body or a field past its limit, a text that is not UTF-8 or holds a
// control character (adc/text_checks.hpp, the checks of the app's forms).

#include "phone_snapshot.hpp"

#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace adc::phones {

inline constexpr std::size_t longestPath = 256;      // /s/<32 digits>/events is 42
inline constexpr std::size_t longestBody = 4096;     // a seal is under 200 bytes
inline constexpr std::size_t longestName = 64;       // an entry's or a side's id

struct PhoneRequest {
  std::string method;
  std::string path;                            // without the query
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
};

struct PhoneResponse {
  int status = 200;
  std::string contentType = "text/plain; charset=utf-8";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// A seat's entry to seal, checked against what the seat may write now.
struct SealOrder {
  std::string token;
  std::string seat;
  std::string entry;
  std::string side;
  std::string value;
};

// Server-Sent Events for a seat: its view again at every publication.
struct StreamOrder {
  std::string token;
};

using PhoneAnswer = std::variant<PhoneResponse, SealOrder, StreamOrder>;

// The page and its script and style (served from the app's assets, phone_page.hpp).
struct PhonePageFiles {
  std::string page;    // HTML; "{{lang}}" and "{{join}}" are filled in
  std::string script;
  std::string style;
};

PhoneAnswer handlePhoneRequest(const PhoneRequest& request, const PhoneSnapshot& snapshot,
                               const PhonePageFiles& files);

// The seat a token opens, or none.
const SeatView* findSeat(const PhoneSnapshot& snapshot, std::string_view token);

// The token in a path /s/<token>[/...], or "" when the path has none.
std::string tokenInPath(std::string_view path);

// A response in JSON: {"error": message} with the status.
PhoneResponse refusal(int status, const std::string& message);

// One event of a live stream: the seat's view as "data: {...}\n\n".
std::string viewEvent(const SeatView& seat, std::uint64_t version);

}  // namespace adc::phones
