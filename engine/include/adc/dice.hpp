#pragma once
// Dice the players roll at the table (and type in), or that the app rolls for them.

#include "adc/expected.hpp"
#include "adc/value.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace adc {

// What was wrong with the faces typed for a roll: how many there were, when that is not
// the number of dice, or the first face the die cannot show.
struct DiceEntryProblem {
  std::size_t typed = 0;
  std::optional<std::int64_t> faceOutOfRange;
};

struct DiceSpec {
  std::string label;  // "2d6", "1d10", or a named die such as "yellow"
  int count = 1;
  std::int64_t lowest = 1;   // smallest face value after reading
  std::int64_t highest = 6;  // largest face value after reading
  // A d10 shows 0..9. Games read the 0 as 10 ("zero_reads_as = 10") or as 0; typing 0
  // for a die read as 10 is accepted and recorded as 10.
  std::optional<std::int64_t> zeroReadsAs;
  std::string color;  // for named dice: how the dice tray paints it

  std::int64_t facesPerDie() const { return highest - lowest + 1; }
  // Checks what the players typed and reads it (0 on a d10 read as 10 becomes 10). What
  // was wrong is told in the players' language by adc/input_words.hpp.
  Expected<DiceFaces, DiceEntryProblem> read(const DiceFaces& entered) const;
};

// Parses "NdF" (N from 1 to 9, F one of 6, 10, 20 or any number from 2 to 100).
// d10 uses the game's reading of the 0 (zeroReadsAs, default 10).
Expected<DiceSpec, std::string> parseDiceSpec(std::string_view text, std::int64_t d10ZeroReadsAs = 10);

// The app's own dice: a seeded generator whose whole state is one number kept in the
// game state, so a replay of the log rolls the same faces.
class DiceRoller {
 public:
  explicit DiceRoller(std::uint64_t state) : m_state(state) {}
  std::uint64_t state() const { return m_state; }
  std::int64_t between(std::int64_t lowest, std::int64_t highest);
  DiceFaces roll(const DiceSpec& spec);

 private:
  std::uint64_t next();
  std::uint64_t m_state;
};

}  // namespace adc
