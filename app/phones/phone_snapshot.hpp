#pragma once
// What the phones may see, published by the app's thread after every change and read by
// the server's threads: one view per seat, already cut to what that seat may know (its
// own sides' books and entries; another seat's values only once revealed). The server
// never reads the game itself, so no request can reach what a seat's view leaves out.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace adc::phones {

// A sealed entry the seat may write now, for one of its sides.
struct OpenEntry {
  std::string entry;  // the data's id (wing_order_1)
  std::string side;   // the side it is sealed for
};

struct SeatView {
  std::string token;              // the seat's secret (seat_token.hpp)
  std::string seat;               // the players' name for it ("Anne")
  std::vector<OpenEntry> open;    // what a seal request from this seat may name
  nlohmann::json view;            // what the phone page shows: the seat's own view only
};

struct PhoneSnapshot {
  std::uint64_t version = 0;      // grows with every publication
  std::string language = "en";    // the page's language (the game's)
  nlohmann::json joinTexts;       // the join page's words, in that language
  std::vector<SeatView> seats;
};

}  // namespace adc::phones
