#include "adc/dice.hpp"

#include "adc/text_checks.hpp"

#include <charconv>

namespace adc {

Expected<DiceFaces, DiceEntryProblem> DiceSpec::read(const DiceFaces& entered) const {
  if (static_cast<int>(entered.size()) != count) return unexpected(DiceEntryProblem{entered.size(), std::nullopt});
  DiceFaces faces;
  for (auto face : entered) {
    if (face == 0 && zeroReadsAs) face = *zeroReadsAs;
    if (face < lowest || face > highest) return unexpected(DiceEntryProblem{entered.size(), face});
    faces.push_back(face);
  }
  return faces;
}

Expected<DiceSpec, std::string> parseDiceSpec(std::string_view text, std::int64_t d10ZeroReadsAs) {
  auto bad = [&](const std::string& why) {
    return unexpected("dice " + quoteInput(text) + ": " + why + " (write it like 2d6, 1d10 or 1d20)");
  };
  auto d = text.find('d');
  if (d == std::string_view::npos) return bad("no 'd'");
  int count = 1;
  if (d > 0) {
    auto [end, error] = std::from_chars(text.data(), text.data() + d, count);
    if (error != std::errc{} || end != text.data() + d) return bad("the number of dice is not a number");
  }
  if (count < 1 || count > 9) return bad("1 to 9 dice");
  int faces = 0;
  auto [end, error] = std::from_chars(text.data() + d + 1, text.data() + text.size(), faces);
  if (error != std::errc{} || end != text.data() + text.size()) return bad("the number of faces is not a number");
  if (faces < 2 || faces > 100) return bad("2 to 100 faces");
  DiceSpec spec;
  spec.label = std::string(text);
  spec.count = count;
  spec.lowest = 1;
  spec.highest = faces;
  if (faces == 10) {
    if (d10ZeroReadsAs == 0) {
      spec.lowest = 0;
      spec.highest = 9;
    } else {
      spec.zeroReadsAs = 10;
    }
  }
  return spec;
}

std::uint64_t DiceRoller::next() {
  // splitmix64: one 64-bit word of state, good statistical quality for dice.
  std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::int64_t DiceRoller::between(std::int64_t lowest, std::int64_t highest) {
  auto span = static_cast<std::uint64_t>(highest - lowest + 1);
  // Rejection sampling: no modulo bias, even for a d6.
  auto limit = UINT64_MAX - UINT64_MAX % span;
  std::uint64_t draw = 0;
  do draw = next();
  while (draw >= limit);
  return lowest + static_cast<std::int64_t>(draw % span);
}

DiceFaces DiceRoller::roll(const DiceSpec& spec) {
  DiceFaces faces;
  for (int i = 0; i < spec.count; ++i) faces.push_back(between(spec.lowest, spec.highest));
  return faces;
}

}  // namespace adc
