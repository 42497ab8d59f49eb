#include "seat_token.hpp"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <stdexcept>

namespace adc::phones {

std::string newSeatToken() {
  std::array<unsigned char, seatTokenBytes> bytes{};
  std::size_t filled = 0;
  while (filled < bytes.size()) {
    const auto got = getrandom(bytes.data() + filled, bytes.size() - filled, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("the system gave no random bytes for a phone's link");
    }
    filled += static_cast<std::size_t>(got);
  }
  static constexpr char digits[] = "0123456789abcdef";
  std::string token;
  token.reserve(bytes.size() * 2);
  for (unsigned char byte : bytes) {
    token += digits[byte >> 4];
    token += digits[byte & 0x0F];
  }
  return token;
}

bool sameToken(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

}  // namespace adc::phones
