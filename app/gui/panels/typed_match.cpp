#include "panels/typed_match.hpp"

#include <cctype>

namespace adc::gui {

// Lowercase, accents taken off the Latin-1 letters French writes (é è ê ë → e, à â → a,
// ç → c, ô → o, î ï → i, ù û ü → u), so that what is typed matches however it is typed.
std::string foldedForMatching(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == 0xC3 && i + 1 < text.size()) {
      // The letter's code point (UTF-8 C3 80..BF is U+00C0..U+00FF), lowercase (À..Þ + 0x20).
      const unsigned letter = (static_cast<unsigned char>(text[i + 1]) + 0x40u) | 0x20u;
      const char* plain = nullptr;
      if (letter >= 0xE0 && letter <= 0xE5) plain = "a";
      else if (letter == 0xE7) plain = "c";
      else if (letter >= 0xE8 && letter <= 0xEB) plain = "e";
      else if (letter >= 0xEC && letter <= 0xEF) plain = "i";
      else if (letter == 0xF1) plain = "n";
      else if ((letter >= 0xF2 && letter <= 0xF6) || letter == 0xF8) plain = "o";
      else if (letter >= 0xF9 && letter <= 0xFC) plain = "u";
      else if (letter == 0xFD || letter == 0xFF) plain = "y";
      if (plain) {
        out += plain;
        ++i;
        continue;
      }
    }
    out += static_cast<char>(c < 0x80 ? std::tolower(c) : c);
  }
  return out;
}

bool matchesTyped(const std::string& label, const std::string& part) {
  return foldedForMatching(label).find(foldedForMatching(part)) != std::string::npos;
}

}  // namespace adc::gui
