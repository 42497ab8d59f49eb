#include "script.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace adc::gui {

std::vector<ScriptCommand> readScript(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read script " + file.string());
  static const std::set<std::string> verbs{"panel", "field", "press", "click", "see", "not-see", "key", "type", "advance", "frames", "scale",
                                           "resize", "screenshot", "dump", "expect", "expect-contains", "load",
                                           "resume", "wait-for", "quit"};
  std::vector<ScriptCommand> commands;
  std::string text;
  int number = 0;
  while (std::getline(in, text)) {
    ++number;
    auto start = text.find_first_not_of(" \t");
    if (start == std::string::npos || text[start] == '#') continue;
    text.erase(text.find_last_not_of(" \t\r") + 1);
    std::istringstream words(text.substr(start));
    ScriptCommand command;
    command.line = number;
    words >> command.verb;
    if (command.verb == "try") {
      command.mayFail = true;
      words >> command.verb;
    }
    if (!verbs.count(command.verb)) {
      throw std::runtime_error(file.string() + ":" + std::to_string(number) + ": unknown command '" + command.verb + "'");
    }
    for (std::string word; words >> word;) command.words.push_back(word);
    // The text after the first argument, blanks kept: field values, expected values, typed text.
    std::string after = text.substr(start);
    auto skip = [](std::string& line) {
      auto blank = line.find_first_of(" \t");
      line = blank == std::string::npos ? "" : line.substr(line.find_first_not_of(" \t", blank));
    };
    skip(after);  // the verb (or "try")
    if (command.mayFail) skip(after);
    if (command.verb == "type" || command.verb == "click" || command.verb == "see" ||
        command.verb == "not-see") {
      command.rest = after;  // every word: the typed text, the label
    } else {
      skip(after);  // the first argument
      command.rest = after;
    }
    bool needsArgument = command.verb != "resume" && command.verb != "quit";
    if (needsArgument && command.words.empty()) {
      throw std::runtime_error(file.string() + ":" + std::to_string(number) + ": " + command.verb + " needs an argument");
    }
    commands.push_back(std::move(command));
  }
  return commands;
}

}  // namespace adc::gui
