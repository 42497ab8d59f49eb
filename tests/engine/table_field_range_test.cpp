// A table field the rulebook bounds: Grand Siècle's casualty table marks with * a loss
// that must be cavalry (24.5), a yes/no kept as 1 or 0. The players' chart entry is
// ticked in the app; a value outside the range is refused with the range in words.

#include "grand_siecle_support.hpp"

#include <catch2/catch.hpp>

using namespace adc;

namespace {

const GameData& grandSiecle() { return test::shippedGame("grand-siecle"); }

Expected<Applied, ActionError> typeCasualtyCell(GameState& state, std::int64_t losses, std::int64_t cavalry) {
  return applyAction(grandSiecle(), state,
                     Action{"chart", "", {{"table", std::string("casualties")}, {"row", std::string("2")},
                                          {"column", std::string("10+")}, {"losses", losses}, {"cavalry", cavalry}},
                            "", 0});
}

}  // namespace

TEST_CASE("24.5 The casualty table's * is a yes/no: 0 to 1", "[table][range][grand_siecle]") {
  const Table* casualties = grandSiecle().findTable("casualties");
  REQUIRE(casualties);
  const auto& cavalry = casualties->fields[*casualties->fieldIndex("cavalry")];
  CHECK(cavalry.isYesNo());
  CHECK(cavalry.name.find("1 = yes") == std::string::npos);  // the check box says it
  CHECK_FALSE(casualties->fields[*casualties->fieldIndex("losses")].isYesNo());
}

TEST_CASE("24.5 A chart entry of 2 for the * is refused with the range in words, and 1 is taken",
          "[table][range][grand_siecle]") {
  GameState state = test::gs::newGame();
  GameState before = state;
  auto refused = typeCasualtyCell(state, 2, 2);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().code == ActionError::Code::OutOfRange);
  CHECK(refused.error().argument == "cavalry");
  CHECK(refused.error().message == "* one loss must be cavalry: 2 is out of range (1 for yes, 0 for no)");
  CHECK(state == before);
  auto taken = typeCasualtyCell(state, 2, 1);
  REQUIRE(taken);
  CHECK(taken->summary.find("* one loss must be cavalry 1") != std::string::npos);
}
