// libFuzzer harness: the phones' request handling (app/phones/phone_request.hpp), its
// routes and fields, on a snapshot of two seats. The input is read as a request: its
// first line "METHOD PATH", header lines "name: value", a blank line, the body. Beyond a
// crash or a sanitizer report, a finding is any answer that says seat B's sealed value to
// a request without B's token, or a seal accepted for an entry the seat has not open.

#include "phone_page.hpp"
#include "phone_request.hpp"
#include "phone_service.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

namespace {

const std::string anneToken = "0123456789abcdef0123456789abcdef";
const std::string benoitToken = "fedcba9876543210fedcba9876543210";
const std::string benoitSecret = "benoit-sealed-rally";

adc::phones::PhoneSnapshot twoSeats() {
  using namespace adc::phones;
  PhoneSnapshot snapshot;
  snapshot.version = 3;
  SeatView anne{anneToken, "Anne", {{"wing_order_1", "protestant"}}, {{"seat", "Anne"}}};
  SeatView benoit{benoitToken, "Benoît", {}, {{"seat", "Benoît"}, {"mine", benoitSecret}}};
  snapshot.seats = {anne, benoit};
  return snapshot;
}

[[noreturn]] void finding(const std::string& what) {
  std::cerr << what << "\n";
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace adc::phones;
  static const PhoneSnapshot snapshot = twoSeats();
  std::string text(reinterpret_cast<const char*>(data), size);
  PhoneRequest request;
  std::istringstream lines(text);
  std::string line;
  if (std::getline(lines, line)) {
    std::istringstream first(line);
    first >> request.method >> request.path;
  }
  while (std::getline(lines, line) && !line.empty()) {
    auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    auto value = line.substr(colon + 1);
    if (!value.empty() && value[0] == ' ') value.erase(0, 1);
    request.headers[line.substr(0, colon)] = value;
  }
  std::string rest((std::istreambuf_iterator<char>(lines)), std::istreambuf_iterator<char>());
  request.body = rest;

  const bool benoitsOwn = tokenInPath(request.path) == benoitToken;
  auto answer = handlePhoneRequest(request, snapshot, phonePageFiles());
  if (auto* response = std::get_if<PhoneResponse>(&answer)) {
    if (!benoitsOwn && response->body.find(benoitSecret) != std::string::npos) finding("Benoît's sealed value leaked to " + request.path);
  } else if (auto* order = std::get_if<SealOrder>(&answer)) {
    if (order->token != anneToken || order->entry != "wing_order_1" || order->side != "protestant") {
      finding("a seal accepted for an entry not open: " + order->entry + "/" + order->side);
    }
  } else if (auto* stream = std::get_if<StreamOrder>(&answer)) {
    if (stream->token != tokenInPath(request.path)) finding("a stream opened for another seat");
  }

  // The same through the service (pacing and the phones seen), as the server calls it.
  static PhoneService service(phonePageFiles());
  static bool published = false;
  if (!published) {
    service.publish(twoSeats());
    published = true;
  }
  service.answer(request, "10.0.0.2", static_cast<std::int64_t>(size));
  return 0;
}
