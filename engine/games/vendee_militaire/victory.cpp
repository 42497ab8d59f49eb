#include "victory.hpp"

#include "common.hpp"

#include "adc/game_texts.hpp"

namespace adc::vendee {

VictoryReport victory(const GameData& data, const GameState& state) {
  VictoryReport report;
  report.rule = "Victory";
  for (const std::string side : {"white", "blue"}) {
    std::int64_t hexes = 0;
    std::int64_t fortresses = 0;
    for (int hex = firstHex; hex <= lastHex; ++hex) {
      // Hexes not on the board (Virée de Galerne hexes not added) are nobody's.
      if (state.read(data, hexKey("control", hex)) == Value{side}) ++hexes;
      // Only tokens on a hex score; the reserve's do not [L194].
      if (state.read(data, hexKey("fortress", hex)) == Value{side}) ++fortresses;
    }
    VictoryLine line;
    line.side = side;
    line.breakdown.emplace_back(sayn(data, hexes, "{} hex controlled × 2 VP", "{} hexes controlled × 2 VP", hexes), 2 * hexes);
    line.breakdown.emplace_back(
        sayn(data, fortresses, "{} Fortress token × 3 VP", "{} Fortress tokens × 3 VP", fortresses), 3 * fortresses);
    line.points = 2 * hexes + 3 * fortresses;
    report.sides.push_back(std::move(line));
  }
  auto white = report.sides[0].points;
  auto blue = report.sides[1].points;
  report.winner = white >= blue ? "white" : "blue";
  if (white == blue) {
    report.explanation = sayf(data, "tie at {} VP: the White player wins ties (Victory)", white);
  } else {
    report.explanation = sayf(data, "{} has the greater total, {} VP to {}", capitalised(data, report.winner),
                              std::max(white, blue), std::min(white, blue));
  }
  return report;
}

}  // namespace adc::vendee
