// Dice: specs as the data writes them, what the players type, and the app's own dice.

#include "adc/dice.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace adc;

TEST_CASE("2d6 is two dice from 1 to 6", "[dice]") {
  auto spec = parseDiceSpec("2d6");
  REQUIRE(spec);
  CHECK(spec->label == "2d6");
  CHECK(spec->count == 2);
  CHECK(spec->lowest == 1);
  CHECK(spec->highest == 6);
  CHECK(spec->facesPerDie() == 6);
  CHECK_FALSE(spec->zeroReadsAs);
  CHECK(parseDiceSpec("d20")->count == 1);
}

TEST_CASE("A d10's 0 reads as 10 by default, or as 0 when the game says so", "[dice]") {
  auto tens = parseDiceSpec("1d10");
  REQUIRE(tens);
  CHECK(tens->lowest == 1);
  CHECK(tens->highest == 10);
  CHECK(tens->zeroReadsAs == 10);
  CHECK(tens->read({0}).value() == DiceFaces{10});  // 3.1: a 0 reads as 10
  CHECK(tens->read({10}).value() == DiceFaces{10});

  auto zeros = parseDiceSpec("1d10", 0);
  REQUIRE(zeros);
  CHECK(zeros->lowest == 0);
  CHECK(zeros->highest == 9);
  CHECK(zeros->read({0}).value() == DiceFaces{0});
  CHECK(zeros->read({10}).error().faceOutOfRange == 10);
}

TEST_CASE("Typed dice must be the right number of faces in range", "[dice]") {
  auto spec = *parseDiceSpec("2d6");
  CHECK(spec.read({3, 4}).value() == DiceFaces{3, 4});
  CHECK(spec.read({3}).error().typed == 1);
  CHECK_FALSE(spec.read({3}).error().faceOutOfRange);
  CHECK(spec.read({3, 7}).error().faceOutOfRange == 7);
  CHECK(spec.read({0, 3}).error().faceOutOfRange == 0);
  CHECK(parseDiceSpec("1d6")->read({1, 2}).error().typed == 2);
}

TEST_CASE("A dice spec that cannot be read says how to write one", "[dice]") {
  CHECK(parseDiceSpec("2x6").error() == "dice '2x6': no 'd' (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("ad6").error() == "dice 'ad6': the number of dice is not a number (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("0d6").error() == "dice '0d6': 1 to 9 dice (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("10d6").error() == "dice '10d6': 1 to 9 dice (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("2d").error() == "dice '2d': the number of faces is not a number (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("1d1").error() == "dice '1d1': 2 to 100 faces (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("1d101").error() == "dice '1d101': 2 to 100 faces (write it like 2d6, 1d10 or 1d20)");
  CHECK(parseDiceSpec("1d100"));
}

TEST_CASE("The app's dice are a seeded generator: the same seed rolls the same faces", "[dice]") {
  DiceRoller first(7);
  DiceRoller second(7);
  auto spec = *parseDiceSpec("3d6");
  for (int i = 0; i < 20; ++i) CHECK(first.roll(spec) == second.roll(spec));
  CHECK(first.state() == second.state());
  CHECK(first.state() != 7);  // rolling moves the generator
  DiceRoller other(8);
  DiceRoller again(7);
  bool differs = false;
  for (int i = 0; i < 10; ++i) differs = differs || other.roll(spec) != again.roll(spec);
  CHECK(differs);
}

TEST_CASE("The app's dice roll every face of a d6 and nothing else", "[dice]") {
  DiceRoller roller(12345);
  std::map<std::int64_t, int> seen;
  for (int i = 0; i < 6000; ++i) ++seen[roller.between(1, 6)];
  REQUIRE(seen.size() == 6);
  CHECK(seen.begin()->first == 1);
  CHECK(seen.rbegin()->first == 6);
  for (const auto& [face, count] : seen) {
    INFO("face " << face);
    CHECK(count > 800);  // about 1000 each; a face far off means a biased generator
    CHECK(count < 1200);
  }
  auto tens = roller.roll(*parseDiceSpec("2d10"));
  REQUIRE(tens.size() == 2);
  for (auto face : tens) CHECK((face >= 1 && face <= 10));
}
