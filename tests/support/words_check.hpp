#pragma once
// What gives an id away in a text a player reads: shared by the checks of the games'
// texts (game_texts_test.cpp) and of the refusals and summaries of their rule modules
// (refusal_words_test.cpp).

#include <regex>
#include <string>
#include <vector>

namespace adc::test {

// The parts of a template a player reads: its literal text, and the quoted prose (with a
// blank) of its expressions. A text without braces reads as it is.
inline std::string readable(const std::string& text) {
  std::string shown;
  int depth = 0;
  std::string expression;
  for (char c : text) {
    if (c == '{') {
      ++depth;
      continue;
    }
    if (c == '}' && depth > 0) {
      if (--depth == 0) {
        static const std::regex quoted("'([^']*)'");
        for (std::sregex_iterator it(expression.begin(), expression.end(), quoted), end; it != end; ++it) {
          const std::string prose = (*it)[1];
          if (prose.find(' ') != std::string::npos) shown += " " + prose + " ";
        }
        expression.clear();
      }
      continue;
    }
    (depth > 0 ? expression : shown) += c;
  }
  return shown;
}

// A snake_case word, an argument typed as key=value, a digest code.
inline std::vector<std::string> idsInPlain(const std::string& shown) {
  static const std::regex id(R"(\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z][a-z0-9_]*=|AMB-\d+|\((?:A|M)\d+\))");
  std::vector<std::string> found;
  for (std::sregex_iterator it(shown.begin(), shown.end(), id), end; it != end; ++it) found.push_back(it->str());
  return found;
}

// The ids a template gives away in what a player reads of it.
inline std::vector<std::string> idsIn(const std::string& text) { return idsInPlain(readable(text)); }

}  // namespace adc::test
