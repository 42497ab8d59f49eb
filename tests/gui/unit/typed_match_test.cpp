// Issue 30, "typing filters a list": what is typed is matched without regard to case or
// accents, as players type on a keyboard that may lack "è".

#include "panels/typed_match.hpp"

#include <catch2/catch.hpp>

using namespace adc::gui;

TEST_CASE("a name in a list is found by typing part of it, whatever its case and accents", "[form][keyboard]") {
  CHECK(matchesTyped("Deux-Sèvres", "sevres"));
  CHECK(matchesTyped("Deux-Sèvres", "SÈVRES"));
  CHECK(matchesTyped("Sweden", "swe"));
  CHECK(matchesTyped("Armée catholique", "armee cath"));
  CHECK(matchesTyped("Faubourgs", "faubourgs"));
  CHECK_FALSE(matchesTyped("Austria", "swe"));
  CHECK(foldedForMatching("Élise à Orléans, ça") == "elise a orleans, ca");
  CHECK(foldedForMatching("× ÷") == "× ÷");  // not letters: left as they are
}
