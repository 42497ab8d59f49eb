// A save damaged in any way (a disk that filled up, a hand edit gone wrong, a file
// copied half-way) is either read or refused with an error naming the file: never a
// crash, never another kind of exception. Each golden fixture is damaged many ways, the
// same ways on every run (a fixed seed): cut short, a line dropped or doubled, two lines
// swapped, a digit or a letter changed.

#include "adc/diagnostics.hpp"
#include "adc/save_file.hpp"

#include "golden_fixtures.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <sstream>

using namespace adc;

namespace {

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// One damage, chosen and placed by the generator.
std::string damaged(const std::string& text, std::mt19937& random, std::string& what) {
  auto lines = linesOf(text);
  auto pick = [&](std::size_t size) { return std::uniform_int_distribution<std::size_t>(0, size - 1)(random); };
  switch (pick(6)) {
    case 0: {
      auto at = pick(text.size());
      what = "cut at byte " + std::to_string(at);
      return text.substr(0, at);
    }
    case 1: {
      auto at = pick(lines.size());
      what = "line " + std::to_string(at + 1) + " dropped";
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at));
      return joined(lines);
    }
    case 2: {
      auto at = pick(lines.size());
      what = "line " + std::to_string(at + 1) + " doubled";
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), lines[at]);
      return joined(lines);
    }
    case 3: {
      auto a = pick(lines.size()), b = pick(lines.size());
      what = "lines " + std::to_string(a + 1) + " and " + std::to_string(b + 1) + " swapped";
      std::swap(lines[a], lines[b]);
      return joined(lines);
    }
    case 4: {
      // A digit changed: a die, a count, a turn or the cursor.
      std::vector<std::size_t> digits;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] >= '0' && text[i] <= '9') digits.push_back(i);
      }
      auto at = digits[pick(digits.size())];
      std::string copy = text;
      copy[at] = static_cast<char>('0' + pick(10));
      what = "digit at byte " + std::to_string(at) + " changed to " + copy[at];
      return copy;
    }
    default: {
      // A letter changed: a name, a key or a value no longer what the game knows.
      std::vector<std::size_t> letters;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] >= 'a' && text[i] <= 'z') letters.push_back(i);
      }
      auto at = letters[pick(letters.size())];
      std::string copy = text;
      copy[at] = static_cast<char>('a' + pick(26));
      what = "letter at byte " + std::to_string(at) + " changed to " + copy[at];
      return copy;
    }
  }
}

}  // namespace

TEST_CASE("A damaged save is read or refused with its file named, never a crash", "[save_file][bad]") {
  std::mt19937 random(1793);
  std::size_t refusedCount = 0, readCount = 0;
  for (const auto& file : test::fixtureFiles()) {
    const auto text = test::readFile(file);
    const auto name = file.filename().string();
    for (int attempt = 0; attempt < 40; ++attempt) {
      std::string what;
      const auto broken = damaged(text, random, what);
      INFO(name << ": " << what);
      try {
        auto session = parseSave(broken, name, test::fixtureGames());
        CHECK(session.cursor() <= session.log().size());
        ++readCount;
      } catch (const DataErrors& errors) {
        CHECK(std::string(errors.what()).find(name) != std::string::npos);
        ++refusedCount;
      } catch (const std::exception& other) {
        FAIL("not a save error: " << other.what());
      }
    }
  }
  // Both outcomes happen: harmless damage (a changed letter in a note) and fatal damage.
  CHECK(refusedCount > 0);
  CHECK(readCount > 0);
}
