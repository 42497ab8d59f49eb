#pragma once
// A seat's secret: the part of its phone link that lets a phone read and write that seat,
// and nothing else. 128 bits from the system's random source (getrandom), written as 32
// hexadecimal digits; a new one each time phones are turned on, a seat's phone is sent
// away or another game opens, so an old link leads only to the join page.

#include <string>
#include <string_view>

namespace adc::phones {

inline constexpr std::size_t seatTokenBytes = 16;  // 128 bits

// Throws std::runtime_error when the system gives no random bytes (never a weaker token).
std::string newSeatToken();

// Compares a token a request carries with a seat's in time that does not depend on where
// they first differ.
bool sameToken(std::string_view a, std::string_view b);

}  // namespace adc::phones
