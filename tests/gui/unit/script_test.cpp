// The GUI's script reader: commands, `try`, arguments kept with their blanks, and the
// line of a bad command in its error.

#include "script.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace {

std::filesystem::path writeScript(const std::string& name, const std::string& text) {
  auto file = std::filesystem::temp_directory_path() / ("adc-gui-unit-" + name + ".txt");
  std::ofstream(file) << text;
  return file;
}

}  // namespace

TEST_CASE("script commands keep their arguments and the text after the first") {
  auto file = writeScript("ok", "# a comment\n\npanel resolve\nfield reason Miscounted at  set-up\n"
                                "try press resolve\ntype 4 3\nexpect value.treasury.red 12\nquit\n");
  auto commands = adc::gui::readScript(file);
  REQUIRE(commands.size() == 6);
  CHECK(commands[0].verb == "panel");
  CHECK(commands[0].line == 3);
  CHECK(commands[0].words == std::vector<std::string>{"resolve"});
  CHECK(commands[1].verb == "field");
  CHECK(commands[1].words[0] == "reason");
  CHECK(commands[1].rest == "Miscounted at  set-up");
  CHECK(commands[2].mayFail);
  CHECK(commands[2].verb == "press");
  CHECK(commands[2].words == std::vector<std::string>{"resolve"});
  CHECK(commands[3].rest == "4 3");
  CHECK(commands[4].rest == "12");
  CHECK(commands[5].verb == "quit");
  std::filesystem::remove(file);
}

TEST_CASE("a click names the whole label the player reads, blanks kept") {
  auto file = writeScript("click", "click Next step ▶\ntry click Vote a law\n");
  auto commands = adc::gui::readScript(file);
  REQUIRE(commands.size() == 2);
  CHECK(commands[0].verb == "click");
  CHECK(commands[0].rest == "Next step ▶");
  CHECK(commands[1].mayFail);
  CHECK(commands[1].rest == "Vote a law");
  std::filesystem::remove(file);
}

TEST_CASE("a script with an unknown command or a missing argument names the line") {
  auto unknown = writeScript("unknown", "panel start\npush start\n");
  CHECK_THROWS_WITH(adc::gui::readScript(unknown), Catch::Contains(":2: unknown command 'push'"));
  auto missing = writeScript("missing", "panel\n");
  CHECK_THROWS_WITH(adc::gui::readScript(missing), Catch::Contains(":1: panel needs an argument"));
  CHECK_THROWS_WITH(adc::gui::readScript("/nonexistent/script.txt"), Catch::Contains("cannot read script"));
  std::filesystem::remove(unknown);
  std::filesystem::remove(missing);
}
